"""Rebuys, players leaving and new players joining between hands (the core's
buyins.rebuy, leave and join): R-CONSERVE extended, the net as chips held - chips
bought for everyone who played, where they are offered."""

import random

import pytest

from indian_poker import (
    CALL,
    CHECK,
    LAST_STANDING,
    PARTY,
    UNIT,
    UNTIL_BUST,
    IllegalAction,
    Rules,
    Session,
)
from indian_poker.buyins import MAX_PEOPLE, join, leave, rebuy, why_not_rebuy
from indian_poker.settle import fewest_payments
from indian_poker.standings import bought, held, people
from testkit.tables import play_out


def play_hand(session, rnd):
    return play_out(session.deal(), rnd)


def on_table(session):
    """Chips on the table: every seat still at it (the pot is paid out between hands)."""
    return sum(session.balance(s) for s in range(session.rules.players)
               if not session.leavers >> s & 1)


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
        gone = []   # bought, per departed player
        while not session.over:
            for _ in range(rnd.randrange(3)):
                seat = rnd.randrange(players)
                if session.leavers >> seat & 1:
                    with pytest.raises(IllegalAction, match="a new player may join it"):
                        rebuy(session, seat)
                    if rnd.random() < 0.5 and people(session) < MAX_PEOPLE:
                        gone.append(bought[seat])
                        expected += join(session, seat)   # R-CONSERVE: what was bought
                        bought[seat] = session.rules.stack * UNIT
                        assert session.balance(seat) == bought[seat]
                        assert on_table(session) == expected
                    continue
                if rnd.random() < 0.1:
                    with pytest.raises(IllegalAction, match="that one is taken"):
                        join(session, seat)
                if rnd.random() < 0.7:
                    expected += rebuy(session, seat)
                    bought[seat] += session.rules.stack * UNIT
                else:
                    took = leave(session, seat)
                    assert took == session.balance(seat)
                    expected -= took
                assert on_table(session) == expected
                if session.over:
                    break
            if session.over:
                break
            hand = play_hand(session, rnd)
            for seat in range(players):
                if session.leavers >> seat & 1:
                    assert not hand.dealt_in(seat)
            assert on_table(session) == expected
        bought += gone
        assert people(session) == len(bought) <= MAX_PEOPLE
        nets = [0] * len(bought)
        for _, person, net in session.standings():
            assert net == held(session, person) - bought[person]
            nets[person] = net
        assert sum(nets) == 0
        payments = fewest_payments(nets)
        paid = [0] * len(bought)
        for payer, payee, amount in payments:
            paid[payer] -= amount
            paid[payee] += amount
        assert paid == nets
        at_table = [s for s in range(players) if not session.leavers >> s & 1]
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
        if session.hands_total and session.settled >= session.hands_total:
            continue
        broke = [s for s in range(3) if not session.can_play(s)]
        for seat in broke:
            rebuy(session, seat)
        assert not session.over
        play_hand(session, rnd)
        return
    pytest.fail("no session went bust")


def test_a_rebuy_past_the_most_a_player_may_buy_is_refused_before_it_is_asked():
    """MAX_STACK chips bought per player, the starting stack counted: with a stack of
    10,000 no rebuy can be, and the rebuy screen says so without asking first."""
    session = Session(Rules(players=2, hands=4, stack=10000), entropy=random.Random(1).randbytes)
    assert why_not_rebuy(session, 0) == "at most 10000 chips bought per player"
    with pytest.raises(IllegalAction, match="at most 10000 chips bought per player"):
        rebuy(session, 0)
    session = Session(Rules(players=2, hands=4, stack=5000), entropy=random.Random(1).randbytes)
    assert why_not_rebuy(session, 0) == ""
    rebuy(session, 0)
    assert why_not_rebuy(session, 0) == "at most 10000 chips bought per player"


def test_the_button_skips_a_seat_that_left():
    session = Session(Rules(players=4, hands=8), entropy=random.Random(1).randbytes)
    assert session.dealer == 0
    leave(session, 0)
    assert session.dealer == 1
    hand = play_hand(session, random.Random(2))
    assert hand.dealer == 1 and not hand.dealt_in(0)
    leave(session, 2)
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
    for call in (rebuy, leave):
        with pytest.raises(IllegalAction, match=message):
            call(session, 1)
    assert session.balances() == before and not session.over


def test_not_during_a_hand_nor_after_the_session():
    session = Session(Rules(players=3, hands=1), entropy=random.Random(4).randbytes)
    hand = session.deal()
    with pytest.raises(IllegalAction, match="finish the hand first"):
        rebuy(session, 0)
    play_out(hand, random.Random(5))
    with pytest.raises(IllegalAction, match="the session is over"):
        leave(session, 0)


def test_a_new_player_joins_a_seat_that_was_left_and_the_leaver_keeps_a_net():
    """The leaver becomes a departed player (person players + k) with what they took and
    bought; the newcomer plays the seat with one stack; the standings rank everyone by
    chips held; the save's state (snapshot.restore) brings the departed back."""
    from indian_poker.snapshot import before_hand, restore
    rnd = random.Random(8)
    session = Session(Rules(players=3, hands=10, stack=20), entropy=rnd.randbytes)
    play_hand(session, rnd)
    took = leave(session, 1)
    paid = bought(session, 1)
    assert join(session, 1) == 20 * UNIT
    assert session.departed == ((took, paid),) and people(session) == 4
    assert held(session, 3) == took and bought(session, 3) == paid
    assert session.balance(1) == bought(session, 1) == 20 * UNIT and session.can_play(1)
    ranked = session.standings()
    assert sorted(p for _, p, _ in ranked) == [0, 1, 2, 3]
    chips = [held(session, p) for _, p, _ in ranked]
    assert chips == sorted(chips, reverse=True)
    hand = play_hand(session, rnd)
    assert hand.dealt_in(1)
    stacks, balances, tally, dealer, settled = before_hand(session, True)
    back = restore(session.rules, stacks, balances, tally, dealer, settled,
                   departed=session.departed)
    assert back.standings() == session.standings()
    with pytest.raises(ValueError, match="do not add up"):   # R-CONSERVE: one chip more
        restore(session.rules, stacks, balances, tally, dealer, settled,
                departed=[(took + UNIT, paid)])


def test_at_most_twelve_people_in_one_session():
    """Every seat and every departed player settle up together (settle.py's exact search
    over their groups): a join past twelve is refused, nothing changes."""
    session = Session(Rules(players=10, hands=LAST_STANDING), entropy=random.Random(9).randbytes)
    for _ in range(2):
        leave(session, 4)
        join(session, 4)
    leave(session, 4)
    before = (session.balances(), session.departed, session.left())
    with pytest.raises(IllegalAction, match="at most 12 players in one session"):
        join(session, 4)
    assert (session.balances(), session.departed, session.left()) == before


def test_joins_are_offered_where_rebuys_are():
    for rules in (Rules(players=3), Rules(players=3, hands=UNTIL_BUST),
                  Rules(players=3, hands=6, variant=PARTY)):
        session = Session(rules)
        with pytest.raises(IllegalAction):
            join(session, 1)


@pytest.mark.parametrize("departed", ((), ((3 * UNIT, 20 * UNIT),)))
def test_a_save_that_could_not_have_arisen_is_refused(departed):
    """snapshot.restore checks every seat and every departed player, with players who
    left or without: R-CONSERVE, at most one sip a hand, stacks of whole chips. Sips in a
    betting game, and chips moved in the party game, are a game changed between hands."""
    from indian_poker.snapshot import restore
    rules = Rules(players=3, hands=10, stack=20)
    stacks = [20 * UNIT] * 3
    balances = [20 * UNIT, 20 * UNIT, 20 * UNIT - sum(t - b for t, b in departed)]
    assert restore(rules, stacks, balances, [0, 0, 0], 0, 2, departed=departed)
    bad = (
        (stacks, balances[:2] + [balances[2] + 1], [0, 0, 0], rules, "do not add up"),
        (stacks, balances, [0, 3, 0], rules, "impossible tally"),   # 3 sips in 2 hands
        ([20 * UNIT + 1] + stacks[1:], balances, [0, 0, 0], rules, "impossible stack"),
    )
    for stacks_, balances_, tally, rules_, message in bad:
        with pytest.raises(ValueError, match=message):
            restore(rules_, stacks_, balances_, tally, 0, 2, departed=departed)
    party = Rules(players=3, hands=10, variant=PARTY)   # three sips in two hands
    with pytest.raises(ValueError, match="impossible tally"):
        restore(party, stacks, stacks, [0, 0, 3], 0, 2)
    # the party game after a betting one, and a betting game after the party game
    moved = [19 * UNIT, 21 * UNIT, 20 * UNIT]
    assert restore(party, stacks, moved, [0, 1, 2], 0, 2).tally(2) == 2
    assert restore(rules, stacks, balances, [0, 1, 2], 0, 2, departed=departed).tally(1) == 1
    if departed:   # no chips to buy in the party game
        with pytest.raises(ValueError, match="too many players who left"):
            restore(party, stacks, stacks, [0, 0, 0], 0, 2, departed=departed)


def test_last_standing_a_rebuy_brings_a_player_back_and_a_leaver_is_out_from_then_on():
    """The bust order keeps only who is out: a busted player who rebuys is back in, one
    who cashes out and leaves is out from then on (ranked above those out before); a new
    player in the leaver's seat leaves the leaver's place to the leaver."""
    from indian_poker import card
    from indian_poker.standings import bust_order

    deck = "As 2c 3c 4c".split()

    def check_down(session):
        hand = session.deal(cards=[card(deck[s]) if session.can_play(s) else None
                                   for s in range(session.rules.players)])
        while not hand.over:
            hand.act(CHECK if hand.legal() >> CHECK & 1 else CALL)

    session = Session(Rules(players=4, hands=LAST_STANDING), stacks=[30, 1, 2, 9])
    check_down(session)                 # BOB out
    rebuy(session, 1)                   # and back in
    assert not bust_order(session) and session.can_play(1)
    check_down(session)                 # CAT out (2 - 1 - 1)
    assert [s for s in range(4) if not session.can_play(s)] == [2]
    leave(session, 3)                   # DAN cashes out with his chips: out after CAT
    ranks = {person: rank for rank, person, _ in session.standings()}
    assert max(ranks[0], ranks[1]) < ranks[3] < ranks[2] == 4
    join(session, 3)                    # EVE takes DAN's seat; DAN is person 4 now
    ranks = {person: rank for rank, person, _ in session.standings()}
    assert max(ranks[0], ranks[1], ranks[3]) < ranks[4] < ranks[2] == 5   # EVE is in


def test_last_standing_the_button_never_sits_on_a_seat_that_left():
    """The issue's case: the button's holder takes every chip and cashes out while no
    other seat can pay; the others rebuy: the button went on with the one who left (to
    the next seat at the table), so the right player speaks first."""
    from indian_poker import card
    session = Session(Rules(players=3, hands=LAST_STANDING), stacks=[5, 1, 1])
    hand = session.deal(cards=[card("As"), card("2c"), card("3c")])
    while not hand.over:
        hand.act(CHECK if hand.legal() >> CHECK & 1 else CALL)
    assert session.over and session.dealer == 0   # ANN holds every chip, and the button
    leave(session, 0)
    assert session.dealer == 1, "the button left with ANN"
    rebuy(session, 1)
    rebuy(session, 2)
    hand = session.deal(cards=[None, card("Kd"), card("Qd")])
    assert hand.dealer == 1 and hand.to_act == 2
    # the other order of rebuys: the button skips CAT, who is out, to BOB
    session = Session(Rules(players=3, hands=LAST_STANDING), stacks=[5, 1, 1])
    hand = session.deal(cards=[card("As"), card("2c"), card("3c")])
    while not hand.over:
        hand.act(CHECK if hand.legal() >> CHECK & 1 else CALL)
    leave(session, 0)
    rebuy(session, 2)
    assert session.dealer == 2
    rebuy(session, 1)
    hand = session.deal(cards=[None, card("Kd"), card("Qd")])
    assert hand.dealer == 2 and hand.to_act == 1
