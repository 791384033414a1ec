"""Poker hand ranking for V-STUD: best five of seven, standard categories, no suit tiebreak.

Checked against an independent best-of-21 reference evaluator, the exact category counts
of five- and seven-card hands, hand-picked orderings, and the MicroPython VM.
The full enumeration of all 2,598,960 five-card hands is in tools/bench/poker_rank.py.
"""

import itertools
import math
import random
import subprocess

import instruments
import pytest
from conftest import FIRMWARE_LIB

from indian_poker.cards import card
from indian_poker.poker_rank import CATEGORY_NAMES, category, hand_value
from testkit.poker_rank_reference import (
    FIVE_CARD_COUNTS,
    SEVEN_CARD_COUNTS,
    chi2_p,
    chi2_sf,
    encode,
    reference_best,
    reference_five,
)

SOURCE = FIRMWARE_LIB / "indian_poker" / "poker_rank.py"

ALPHA = 1e-6


def hand(text):
    """Cards from a space-separated string like "As Kd 5c 5h 2s"."""
    return [card(word) for word in text.split()]


def value(text):
    cards = hand(text)
    return hand_value(cards, len(cards))


def test_chi2_sf_matches_closed_forms():
    """The p-value helper agrees with exact closed forms for 2 and 4 degrees of freedom."""
    # 1 - (lower tail) keeps about 1e-15 absolute precision: plenty at alpha 1e-6.
    for x in (0.5, 3.0, 20.0, 40.0):
        assert chi2_sf(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-6, abs=1e-13)
        assert chi2_sf(x, 4) == pytest.approx(math.exp(-x / 2) * (1 + x / 2), rel=1e-6,
                                              abs=1e-13)
    # The 1e-6 critical value for 8 degrees of freedom is about 41.85.
    assert chi2_sf(41.0, 8) > ALPHA > chi2_sf(43.0, 8)


def test_exact_counts_add_up():
    assert sum(FIVE_CARD_COUNTS) == math.comb(52, 5) == 2598960
    assert sum(SEVEN_CARD_COUNTS) == math.comb(52, 7) == 133784560


# ---------------------------------------------------------------- hand-picked orderings

def test_category_names_fit_the_screen():
    assert len(CATEGORY_NAMES) == 9
    assert CATEGORY_NAMES[0] == "high card" and CATEGORY_NAMES[8] == "straight flush"
    assert all(len(n) <= 14 for n in CATEGORY_NAMES)


@pytest.mark.parametrize("text, expected", [
    ("As Kd 9c 7h 2s", 0),
    ("As Ad 9c 7h 2s", 1),
    ("As Ad 9c 9h 2s", 2),
    ("As Ad Ac 7h 2s", 3),
    ("Ts Jd Qc Kh As", 4),
    ("As 2d 3c 4h 5s", 4),
    ("As Ks 9s 7s 2s", 5),
    ("As Ad Ac 2h 2s", 6),
    ("As Ad Ac Ah 2s", 7),
    ("As 2s 3s 4s 5s", 8),
    ("Ts Js Qs Ks As", 8),
])
def test_categories_of_five_cards(text, expected):
    assert category(value(text)) == expected


@pytest.mark.parametrize("lower, higher", [
    # Straights: the wheel is the lowest, ace-high (broadway) the highest; no wrap-around.
    ("As 2d 3c 4h 5s", "2s 3d 4c 5h 6s"),
    ("9s Td Jc Qh Ks", "Ts Jd Qc Kh As"),
    ("Ks Ad 2c 3h 4s", "As Kd 5c 3h 2s"),  # K-A-2-3-4 is no straight, only ace high
    ("Ah Kd Qc Js 9s", "As 2d 3c 4h 5s"),
    # High cards and kickers, down to the fifth card.
    ("Ks Qd Jc 9h 7s", "As 3d 4c 5h 7s"),
    ("As Kd Qc Jh 8s", "Ad Kc Qs Jd 9h"),
    ("As Kd Qc Jh 7s", "Ad Kc Qs Jd 8h"),
    ("As Kd Qc 9h 3s", "Ad Kc Qs 9d 4h"),
    # Pairs: the pair first, then three kickers.
    ("Ks Kd Ac Qh Js", "As Ad 2c 3h 4s"),
    ("As Ad Kc Qh 2s", "Ac Ah Kd Qs 3s"),
    ("As Ad 9c 8h 6s", "Ac Ah 9d 8s 7s"),
    # Two pair: the higher pair, then the lower pair, then the kicker.
    ("Ks Kd Qc Qh As", "As Ad 2c 2h 3s"),
    ("As Ad 2c 2h Ks", "As Ad 3c 3h 4s"),
    ("As Ad 3c 3h 4s", "Ac Ah 3d 3s 5s"),
    # Trips then kickers; trips beat two pair.
    ("As Ad Kc Kh Qs", "2s 2d 2c 3h 4s"),
    ("7s 7d 7c Kh 2s", "7s 7d 7h Kc 3s"),
    # Full house: trips first, then the pair.
    ("Ks Kd Kc Ah As", "As Ad Ac 2h 2s"),
    ("As Ad Ac 2h 2s", "Ac Ah Ad 3h 3s"),
    # Flush by its cards in order; flush beats straight and loses to a full house.
    ("Ts Jd Qc Kh As", "2h 3h 4h 5h 7h"),
    ("Ah Kh Qh Jh 9h", "2s 2d 2c 3h 3s"),
    ("Ah Kh Qh 8h 6h", "As Ks Qs 8s 7s"),
    # Quads, then the kicker; straight flushes by the top card; royal on top.
    ("2s 2d 2c 2h 3s", "2s 2d 2c 2h 4s"),
    ("Ks Kd Kc Kh As", "As Ad Ac Ah 2s"),
    ("As Ad Ac Ah Ks", "Ah 2h 3h 4h 5h"),
    ("Ah 2h 3h 4h 5h", "2h 3h 4h 5h 6h"),
    ("9s Ts Js Qs Ks", "Ts Js Qs Ks As"),
])
def test_orderings(lower, higher):
    assert value(lower) < value(higher)


def test_royal_flush_is_the_top_value():
    royal = value("Ts Js Qs Ks As")
    some = random.Random(5)
    deck = list(range(52))
    for _ in range(2000):
        assert hand_value(some.sample(deck, 7), 7) <= royal
    assert royal == value("Th Jh Qh Kh Ah") < 2**30


@pytest.mark.parametrize("a, b", [
    ("As Kd Qc Jh 9s", "Ad Ks Qh Jc 9d"),
    ("As Ad 7c 7h 2s", "Ah Ac 7s 7d 2d"),
    ("Ts Jd Qc Kh As", "Th Jh Qh Kd Ac"),
    ("As 2s 3s 4s 5s", "Ah 2h 3h 4h 5h"),
])
def test_suits_never_break_a_tie(a, b):
    assert value(a) == value(b)


@pytest.mark.parametrize("text, expected, best", [
    # The best five of seven: kickers beyond the best five do not count.
    ("As Ad Kc Qh Js 3d 2c", 1, "As Ad Kc Qh Js"),
    ("As Ad Kc Kh 9s 9d 2c", 2, "As Ad Kc Kh 9s"),  # three pairs: the best two, then the best card
    ("As Ad Ac Kh Ks Kd 2c", 6, "As Ad Ac Kh Ks"),  # two trips make a full house
    ("As Ad Ac Ah Ks Kd Kc", 7, "As Ad Ac Ah Ks"),
    ("2s 3d 4c 5h 6s 7d 8c", 4, "4c 5h 6s 7d 8c"),
    ("Ah 2h 3h 4h 5h 6h 9c", 8, "2h 3h 4h 5h 6h"),  # six-high straight flush, not the wheel
    ("Ah 2h 3d 4h 5h 9h Kh", 5, "Ah Kh 9h 5h 4h"),  # flush beats the wheel
    ("Ah Kh Qh Jh 9h 8h 7h", 5, "Ah Kh Qh Jh 9h"),
    ("2s 2d 2c 7h 7s 9d 9c", 6, "2s 2d 2c 9d 9c"),
])
def test_best_five_of_seven(text, expected, best):
    assert category(value(text)) == expected
    assert value(text) == value(best)


def test_six_cards_and_partial_hands():
    """Six cards are a stud fifth street; fewer than five rank as stud up-cards."""
    assert value("As Ad Kc Qh Js 2d") == value("As Ad Kc Qh Js")
    assert category(value("As Ad Ac Kd")) == 3 and category(value("9s 9d")) == 1
    assert value("Ks Kd") < value("As Ad") < value("2s 2d 2c")
    assert value("As Kd") > value("Ah Qd") > value("Kh Qd 9c")
    assert value("Ah 2h 3h 4h") == value("Ad 4c 3s 2h")  # four cards make no straight or flush
    assert hand_value([], 0) == 0


def test_more_than_seven_cards_is_refused():
    with pytest.raises(ValueError):
        hand_value(list(range(8)), 8)


def test_bytearray_and_list_give_the_same_value():
    some = random.Random(11)
    for _ in range(500):
        cards = some.sample(range(52), 7)
        assert hand_value(bytearray(cards), 7) == hand_value(cards, 7)
        assert hand_value(bytearray(cards) + b"\x00\x00", 7) == hand_value(cards, 7)


# ---------------------------------------------------------------- against the reference

def test_every_five_card_hand_of_two_suits_matches_the_reference():
    """All 65,780 hands from the 26 hearts and spades: the structured exact subset."""
    deck = [c for c in range(52) if c % 4 >= 2]
    tally = [0] * 9
    for five in itertools.combinations(deck, 5):
        v = hand_value(five, 5)
        assert v == encode(reference_five(five)), five
        tally[category(v)] += 1
    assert sum(tally) == math.comb(26, 5)
    # Flushes and straight flushes of two suits: 2 * (1287 - 10) and 2 * 10.
    assert tally[5] == 2554 and tally[8] == 20
    assert tally[7] == 0  # two suits cannot hold four of a rank


def test_five_card_category_frequencies():
    """200,000 random five-card hands against the exact counts (chi-square, alpha 1e-6)."""
    some = random.Random(2024)
    deck = list(range(52))
    tally = [0] * 9
    for _ in range(200_000):
        tally[category(hand_value(some.sample(deck, 5), 5))] += 1
    # Straight flushes (3 expected) are pooled with quads to keep every expectation >= 5.
    observed = tally[:7] + [tally[7] + tally[8]]
    exact = list(FIVE_CARD_COUNTS[:7]) + [FIVE_CARD_COUNTS[7] + FIVE_CARD_COUNTS[8]]
    assert chi2_p(observed, exact) > ALPHA, tally


def test_seven_cards_match_the_best_of_21_reference():
    """20,000 random seven-card hands: the value equals the best of the 21 five-card subsets.

    The 100,000-hand run is in tools/bench/poker_rank.py (it takes too long for `make test`).
    """
    some = random.Random(77)
    deck = list(range(52))
    for _ in range(20_000):
        cards = some.sample(deck, 7)
        assert hand_value(cards, 7) == reference_best(cards), cards


def test_seven_card_category_frequencies():
    """300,000 random seven-card hands against the exact counts (chi-square, alpha 1e-6).

    The same sample, with wheel straights miscounted, must fail: the check has power.
    """
    some = random.Random(4096)
    deck = list(range(52))
    tally = [0] * 9
    no_wheel = [0] * 9
    for _ in range(300_000):
        v = hand_value(some.sample(deck, 7), 7)
        cat = category(v)
        tally[cat] += 1
        if cat in (4, 8) and v >> 16 & 15 == 3:  # a wheel, as an evaluator blind to it sees it
            cat = 0 if cat == 4 else 5
        no_wheel[cat] += 1
    assert chi2_p(tally, SEVEN_CARD_COUNTS) > ALPHA, tally
    assert chi2_p(no_wheel, SEVEN_CARD_COUNTS) < ALPHA, no_wheel


# ---------------------------------------------------------------- MicroPython

VM_SCRIPT = """
import gc
gc.collect()
before = gc.mem_alloc()
from poker_rank import hand_value
gc.collect()
print(gc.mem_alloc() - before)
HANDS = %r
values = []
for i in range(0, len(HANDS), 7):
    n = 5 + i // 7 %% 3
    cards = bytearray(HANDS[i:i + n])
    values.append(hand_value(cards, n))
    assert hand_value(list(cards), n) == values[-1]
print(" ".join(str(v) for v in values))
cards = bytearray(HANDS[:7])
as_list = list(HANDS[:7])
allocated = 0
gc.collect()
gc.disable()
for i in range(0, len(HANDS), 7):
    cards[:] = HANDS[i:i + 7]
    as_list[0] = cards[0]
    before = gc.mem_alloc()
    hand_value(cards, 7)
    hand_value(as_list, 5)
    allocated += gc.mem_alloc() - before
print(allocated)
"""


def fixed_hands():
    """300 seeded seven-card hands, plus hand-picked ones of every category."""
    some = random.Random(99)
    hands = [some.sample(range(52), 7) for _ in range(300)]
    hands += [hand(t) for t in ("As 2s 3s 4s 5s Kd Qc", "Ts Js Qs Ks As 2d 3c",
                                "As Ad Ac Ah Ks 2d 3c", "As Ad Ac Kh Ks 2d 3c",
                                "As 3s 7s 9s Js 2d 3c", "As 2d 3c 4h 5s Kd Qc",
                                "As Ad Ac Kh Qs 2d 3c", "As Ad Kc Kh Qs 2d 3c")]
    return hands


def test_micropython_gives_the_same_values_and_allocates_nothing(micropython):
    hands = fixed_hands()
    flat = bytes(c for h in hands for c in h)
    # The module stands alone, so the VM loads it without the rest of the core.
    out = micropython.run(VM_SCRIPT % (flat,), heapsize=64 * 1024,
                          path=(SOURCE.parent,)).split("\n")
    imported, values, allocated = out[:3]
    counts = [5 + k % 3 for k in range(len(hands))]
    expected = [hand_value(h, n) for h, n in zip(hands, counts, strict=True)]
    assert [int(v) for v in values.split()] == expected
    assert {category(v) for v in expected} == set(range(9))
    assert int(allocated) == 0  # bytes allocated over 616 evaluations
    assert 0 < int(imported) < 3 * 1024  # heap kept by the import: 2,080 bytes when written


def test_compiles_with_mpy_cross(tmp_path):
    mpy_cross = instruments.micropython_mpy_cross()[0]
    out = tmp_path / "poker_rank.mpy"
    subprocess.run([str(mpy_cross), "-o", str(out), str(SOURCE)], check=True)
    assert 0 < out.stat().st_size < 2048
