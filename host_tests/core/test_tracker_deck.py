"""R-DECK with a real deck (tracker mode): what is entered at the showdown fits one deck."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from indian_poker import CHECK, SPLIT, SUITS, IllegalAction, Rules, Session, card
from testkit.tables import snapshot

SETTINGS = settings(max_examples=200, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def showdown(players, tiebreak=SPLIT):
    """A real-deck hand in which everyone checked: every card is awaited."""
    session = Session(Rules(players=players, tiebreak=tiebreak))
    hand = session.deal(physical=True)
    while hand.to_act is not None:
        hand.act(CHECK)
    return session, hand


def entered(hand):
    return [hand.card(s) for s in range(hand.seats) if hand.card(s) is not None]


def test_R_DECK_a_fifth_king_is_refused_with_a_message():
    """R-DECK. ES 000: "Un mazo estándar de 52 cartas, sin comodines" (FR 003: "Utilisez 52
    cartes sans jokers"). Four kings entered, a fifth is refused and nothing changes;
    the same card twice is refused too, in either tiebreak."""
    session, hand = showdown(6)
    for seat, name in zip((1, 2, 3, 4), ("Kc", "Kd", "Kh", "Ks"), strict=True):
        hand.reveal(seat, card(name))
    before = snapshot(session)
    for c in ("Kc", "Ks"):
        with pytest.raises(IllegalAction, match="there are only four kings in a deck"):
            hand.reveal(5, card(c))
    assert snapshot(session) == before
    hand.reveal(5, card("2c"))
    with pytest.raises(IllegalAction, match="that card is already entered for another player"):
        hand.reveal(0, card("2c"))
    hand.reveal(0, card("As"))
    assert hand.over and hand.winners() == 1


@pytest.mark.parametrize("tiebreak", [SPLIT, SUITS])
@SETTINGS
@given(players=st.integers(2, 10),
       tries=st.lists(st.tuples(st.integers(0, 9), st.integers(0, 51), st.booleans()),
                      max_size=40))
def test_no_sequence_of_reveals_puts_a_card_twice_or_five_of_a_rank_in_a_hand(
        tiebreak, players, tries):
    """R-DECK: whatever is entered, and undone, in whatever order: never two equal cards,
    never more than four of a rank; a refusal changes nothing."""
    session, hand = showdown(players, tiebreak)
    for seat, c, undo in tries:
        if hand.over:
            break
        before = snapshot(session)
        try:
            hand.reveal(seat % players, c)
        except IllegalAction:
            assert snapshot(session) == before
        if undo and entered(hand):
            hand.undo()
        cards = entered(hand)
        assert len(set(cards)) == len(cards)
        for rank in range(13):
            assert sum(1 for x in cards if x >> 2 == rank) <= 4
