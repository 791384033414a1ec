"""Rebuys and players leaving between hands (the core's Session.rebuy and Session.leave):
R-CONSERVE extended, the net as chips held - chips bought, where they are offered."""

import random

import pytest

from indian_poker import (
    LAST_STANDING,
    PARTY,
    UNIT,
    UNTIL_BUST,
    IllegalAction,
    Rules,
    Session,
)
from indian_poker.settle import fewest_payments


def play_hand(session, rnd):
    hand = session.deal()
    while not hand.over:
        legal = hand.legal()
        hand.act(rnd.choice([a for a in range(5) if legal >> a & 1]))
    return hand


def on_table(session):
    """Chips on the table: every seat still at it (the pot is paid out between hands)."""
    return sum(session.balance(s) for s in range(session.rules.players)
               if not session._left >> s & 1)


@pytest.mark.parametrize("hands", (12, LAST_STANDING))
def test_R_CONSERVE_extended_the_table_changes_by_what_was_bought_or_cashed_out(hands):
    """Random sessions with random rebuys and leavers between hands: the chips on the table
    change by exactly what was bought or cashed out; held - bought sums to zero over every
    seat, leavers included; the standings' net is held - bought; a leaver is never dealt
    in again; fewer than two players at the table end the session."""
    for seed in range(40):
        rnd = random.Random(seed)
        players = rnd.randrange(2, 11)
        session = Session(Rules(players=players, hands=hands, stack=rnd.choice((5, 20))),
                          entropy=rnd.randbytes)
        expected = players * session.rules.stack * UNIT
        bought = [session.rules.stack * UNIT] * players
        while not session.over:
            for _ in range(rnd.randrange(3)):
                seat = rnd.randrange(players)
                if session._left >> seat & 1:
                    with pytest.raises(IllegalAction):
                        session.rebuy(seat)
                    continue
                if rnd.random() < 0.7:
                    expected += session.rebuy(seat)
                    bought[seat] += session.rules.stack * UNIT
                else:
                    took = session.leave(seat)
                    assert took == session.balance(seat)
                    expected -= took
                assert on_table(session) == expected
                if session.over:
                    break
            if session.over:
                break
            hand = play_hand(session, rnd)
            for seat in range(players):
                if session._left >> seat & 1:
                    assert not hand.dealt_in(seat)
            assert on_table(session) == expected
        nets = [0] * players
        for _, seat, net in session.standings():
            assert net == session.balance(seat) - bought[seat]
            nets[seat] = net
        assert sum(nets) == 0
        payments = fewest_payments(nets)
        paid = [0] * players
        for payer, payee, amount in payments:
            paid[payer] -= amount
            paid[payee] += amount
        assert paid == nets
        at_table = [s for s in range(players) if not session._left >> s & 1]
        if len(at_table) < 2:
            assert session.over


def test_a_busted_player_rebuys_before_the_next_hand_of_an_n_hands_session():
    """R-BUST ends N hands once a player cannot pay the ante; a rebuy before the next hand
    puts them back, so the session goes on."""
    rnd = random.Random(3)
    for _ in range(200):
        session = Session(Rules(players=3, hands=30, stack=2), entropy=rnd.randbytes)
        while not session.over:
            play_hand(session, rnd)
        if session.hands_total and session._settled >= session.hands_total:
            continue
        broke = [s for s in range(3) if not session.can_play(s)]
        for seat in broke:
            session.rebuy(seat)
        assert not session.over
        play_hand(session, rnd)
        return
    pytest.fail("no session went bust")


def test_the_button_skips_a_seat_that_left():
    session = Session(Rules(players=4, hands=8), entropy=random.Random(1).randbytes)
    assert session.dealer == 0
    session.leave(0)
    assert session.dealer == 1
    hand = play_hand(session, random.Random(2))
    assert hand.dealer == 1 and not hand.dealt_in(0)
    session.leave(2)
    play_hand(session, random.Random(3))
    assert session.dealer == 1   # 2 and 0 have left: from 3 on to 1


@pytest.mark.parametrize("rules, message", (
    (Rules(players=3), "only in a session of N hands or last standing"),
    (Rules(players=3, hands=UNTIL_BUST), "only in a session of N hands or last standing"),
    (Rules(players=3, hands=6, variant=PARTY), "no chips in this game"),
))
def test_buy_ins_are_offered_only_where_the_length_allows_them(rules, message):
    """One rotation stays one rotation (R-SESSION); until bust ends at the first bust; the
    party game has no chips."""
    session = Session(rules)
    before = session.balances()
    for call in (session.rebuy, session.leave):
        with pytest.raises(IllegalAction, match=message):
            call(1)
    assert session.balances() == before and not session.over


def test_not_during_a_hand_nor_after_the_session():
    session = Session(Rules(players=3, hands=1), entropy=random.Random(4).randbytes)
    hand = session.deal()
    with pytest.raises(IllegalAction, match="finish the hand first"):
        session.rebuy(0)
    rnd = random.Random(5)
    while not hand.over:
        legal = hand.legal()
        hand.act(rnd.choice([a for a in range(5) if legal >> a & 1]))
    with pytest.raises(IllegalAction, match="the session is over"):
        session.leave(0)
