"""Chip amounts on screen: exact ledger units shown as whole chips and reduced fractions."""

import pytest

from dealer.screens.text import chips, net
from indian_poker import UNIT


@pytest.mark.parametrize("units, text", [
    (0, "0"),
    (UNIT, "1"),
    (100 * UNIT + UNIT // 2, "100½"),
    (UNIT // 2, "½"),
    (-(2 * UNIT + UNIT // 2), "-2½"),
    (33 * UNIT + UNIT // 3, "33 1/3"),
    (UNIT // 3, "1/3"),
    (2 * UNIT // 3, "2/3"),
    (5 * UNIT + 3 * UNIT // 4, "5 3/4"),
    (UNIT // 7, "1/7"),
    (-(UNIT // 9), "-1/9"),
    (10000 * UNIT, "10000"),
])
def test_chips_reduce_the_fraction(units, text):
    assert chips(units) == text


def test_net_shows_the_sign():
    assert net(3 * UNIT) == "+3"
    assert net(-UNIT - UNIT // 2) == "-1½"
    assert net(0) == "0"
    assert net(UNIT // 2) == "+½"


def test_every_split_among_up_to_ten_reads_back_exactly():
    """R-SPLIT: any pot of up to 30 chips split among n winners formats to its exact value."""
    from fractions import Fraction
    for pot in range(1, 31):
        for n in range(1, 11):
            share = pot * UNIT // n
            assert share * n == pot * UNIT
            text = chips(share)
            whole, _, frac = text.partition(" ")
            if "/" in whole:
                whole, frac = "0", whole
            value = Fraction(int(whole.rstrip("½") or 0))
            if text.endswith("½"):
                value += Fraction(1, 2)
            if frac:
                value += Fraction(frac)
            assert value == Fraction(pot, n), text


def test_every_card_reads_as_the_cores_rank_and_suit():
    """Each of the 52 cards on screen: the core's rank letter ("10" for "T") and suit
    symbol (indian_poker.cards), from the screen's own constant strings."""
    from dealer.screens.text import card_text, rank_text
    from indian_poker.cards import RANKS, SUIT_SYMBOLS, rank, suit
    for c in range(52):
        letter = RANKS[rank(c)]
        shown = "10" if letter == "T" else letter
        assert rank_text(rank(c)) == shown
        assert card_text(c, rank_only=True) == shown
        assert card_text(c) == shown + SUIT_SYMBOLS[suit(c)], c
