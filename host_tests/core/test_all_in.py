"""Pot limit, no limit, all-in and side pots: scenarios mined from known engine bugs.

O-STRUCTURE and R-NO-ALLIN of docs/rules.md: once bets can be any size or stacks run
short, all-in and side pots follow, and each pot goes to the best eligible hand.
"""

import pytest

from indian_poker import (
    BET,
    CALL,
    FIRST,
    FIXED,
    FOLD,
    LAST_STANDING,
    NO_LIMIT,
    POT,
    RAISE,
    UNIT,
    IllegalAction,
    Rules,
    Session,
    card,
)
from testkit.tables import legal_actions, snapshot, total_units


def table(stacks, structure=NO_LIMIT, cards=None, **options):
    players = len(stacks)
    session = Session(Rules(players=players, structure=structure, bet=2, **options),
                      stacks=stacks)
    cards = cards or [card(c) for c in ("2c", "3c", "4c", "5c", "6c", "7c")[:players]]
    return session, session.deal(cards=cards)


def test_O_STRUCTURE_no_limit_minimum_bet_and_raise():
    """O-STRUCTURE: min bet = bet size; min raise = the previous bet or raise increment."""
    session, hand = table([100, 100, 100])
    assert hand.limits() == (2, 99)  # after the ante: any size up to all-in
    hand.act(BET, 10)
    assert hand.limits() == (20, 99)
    hand.act(RAISE, 25)  # a raise of 15
    assert hand.limits() == (40, 99)
    with pytest.raises(IllegalAction, match="raise to 40 up to 99 chips, not 39"):
        hand.act(RAISE, 39)
    with pytest.raises(IllegalAction, match="say how much"):
        hand.act(RAISE)


def test_O_STRUCTURE_pot_limit_maximum_is_pot_after_the_call_plus_the_call():
    """O-STRUCTURE: pot limit: max raise-to = target + (pot + call) = 2*target - own + pot."""
    session, hand = table([100, 100, 100], structure=POT)
    assert hand.limits() == (2, 3)  # pot 3 (antes)
    hand.act(BET, 3)  # pot 6
    # Next player: call 3, pot after the call 9, raise by 9: to 12.
    assert hand.limits() == (6, 12)
    hand.act(RAISE, 12)  # pot 18
    # Dealer: owes 12; pot after the call 30; raise by 30: to 42.
    assert hand.limits() == (21, 42)


def test_amount_to_call_after_a_short_all_in():
    """A call for less than owed is a CALL; after a short all-in raise others owe the new target."""
    session, hand = table([100, 13, 100, 100])  # seat 1 acts first
    hand.act(BET, 10)  # seat 1 bets 10 of its 12 chips behind
    hand.act(CALL)  # seat 2
    hand.act(CALL)  # seat 3
    hand.act(CALL)  # seat 0 (dealer)
    assert hand.over  # a one-round hand: showdown
    session2, hand = table([100, 100, 15, 100])
    hand.act(BET, 10)  # seat 1
    hand.act(RAISE, 14)  # seat 2 all-in: 14 of 14, short of a full raise (20)
    assert hand.all_in(2)
    assert hand.to_act == 3 and hand.to_call() == 14
    hand.act(CALL)
    assert hand.to_act == 0 and hand.to_call() == 14
    hand.act(CALL)
    assert hand.to_act == 1 and hand.to_call() == 4


def test_short_all_in_does_not_reopen_the_betting_for_players_who_acted():
    """R-REOPEN with a short all-in: players who already acted may only call or fold."""
    session, hand = table([100, 100, 15, 100])
    hand.act(BET, 10)  # seat 1
    hand.act(RAISE, 14)  # seat 2 all-in short
    # Seat 3 has not acted yet: it may raise, at least a full raise over 14.
    assert RAISE in legal_actions(hand) and hand.limits() == (24, 99)
    hand.act(CALL)
    hand.act(CALL)  # seat 0
    # Seat 1 acted before the short all-in: call or fold only.
    assert set(legal_actions(hand)) == {FOLD, CALL}
    before = snapshot(session)
    with pytest.raises(IllegalAction, match="short all-in does not reopen"):
        hand.act(RAISE, 30)
    assert snapshot(session) == before


def test_consecutive_short_all_ins_that_add_up_to_a_full_raise_reopen():
    """Two short all-ins whose increments add up to a full raise reopen the betting."""
    session, hand = table([100, 100, 15, 21])
    hand.act(BET, 10)   # seat 1; full increment 10
    hand.act(RAISE, 14)  # seat 2 all-in: +4
    hand.act(RAISE, 20)  # seat 3 all-in: +6, together +10 = a full raise
    hand.act(CALL)      # seat 0
    assert hand.to_act == 1 and RAISE in legal_actions(hand)


def test_minimum_raise_is_limited_by_the_raisers_stack_not_the_opponents():
    """A raise may exceed what the opponent can call; the unmatched part comes back."""
    session, hand = table([100, 100, 20], cards=[card("2c"), card("Ac"), card("Kc")])
    hand.act(BET, 30)  # seat 1: more than seat 2 has
    hand.act(CALL)     # seat 2 calls all-in for 19 (less than owed)
    assert hand.all_in(2) and hand.put(2) == 20
    hand.act(FOLD)     # seat 0
    assert hand.over
    # Main pot: 1 + 20 + 20 = 41 to seat 1 (ace); seat 1's unmatched 11 comes back.
    assert hand.pots() == [(41, 0b110, 0b010), (11, 0b010, 0b010)]
    assert session.balances() == [99 * UNIT, 121 * UNIT, 0]
    assert total_units(session) == 220 * UNIT


def test_no_raise_when_nobody_could_answer_it():
    """Facing an all-in with everyone else all-in, a player may only call or fold."""
    session, hand = table([100, 10, 100])
    hand.act(BET, 9)  # seat 1 all-in
    hand.act(FOLD)    # seat 2
    assert set(legal_actions(hand)) == {FOLD, CALL}
    with pytest.raises(IllegalAction, match="nobody could answer"):
        hand.act(RAISE, 30)


def test_side_pot_eligibility_with_tied_winners_moves_no_chip_between_pots():
    """Main pot split between tied kings; the side pot goes only to the eligible king."""
    cards = [card("Kd"), card("Kc"), card("2s")]
    session, hand = table([100, 6, 100], cards=cards)  # seat 1 can put in 6 in all
    hand.act(BET, 5)    # seat 1 all-in (1 ante + 5)
    hand.act(RAISE, 20)  # seat 2
    hand.act(CALL)       # seat 0
    main, side = hand.pots()
    assert main == (18, 0b111, 0b011)   # 6 from each: kings at seats 0 and 1 tie
    assert side == (30, 0b101, 0b001)   # 15 from seats 0 and 2: only seat 0's king
    assert hand.won(1) == 9 * UNIT and hand.won(0) == 9 * UNIT + 30 * UNIT
    assert total_units(session) == 206 * UNIT


def test_side_pot_odd_chip_goes_by_pot():
    """O-ODD-CHIP FIRST per pot: each pot's remainder goes to its first tied winner."""
    cards = [card("Kd"), card("Kc"), card("Ks")]
    session, hand = table([100, 8, 100], cards=cards, odd_chip=FIRST)
    hand.act(BET, 7)    # seat 1 all-in: 8 in all
    hand.act(RAISE, 20)  # seat 2
    hand.act(CALL)       # seat 0
    main, side = hand.pots()
    assert main == (24, 0b111, 0b111)  # three kings: 8 each
    assert side == (26, 0b101, 0b101)  # 13 each for seats 0 and 2
    assert all(b % UNIT == 0 for b in session.balances())
    # A 25-chip side pot would give the odd chip to seat 2, first from the dealer's left.


def test_three_way_all_in_with_different_stacks():
    """Three all-ins of 10, 20 and 50 chips: a main pot, a side pot, and chips returned."""
    cards = [card("2c"), card("Qc"), card("Ah")]  # seat 0 worst, seat 2 best
    session, hand = table([50, 10, 20], cards=cards)
    hand.act(BET, 9)    # seat 1 all-in: 10 in all
    hand.act(RAISE, 19)  # seat 2 all-in: 20 in all
    # Seat 0 faces two all-ins: nobody could answer a raise, so it may only call or fold.
    assert set(legal_actions(hand)) == {FOLD, CALL}
    hand.act(CALL)
    assert hand.over
    assert hand.pots() == [(30, 0b111, 0b100), (20, 0b101, 0b100)]
    assert session.balances() == [30 * UNIT, 0, 50 * UNIT]


def test_fixed_limit_short_stack_goes_all_in_for_less():
    """Fixed limit in a long session: a player who cannot cover the bet goes all-in for less."""
    session = Session(Rules(players=3, structure=FIXED, bet=4), stacks=[50, 3, 50])
    hand = session.deal(cards=[card("2c"), card("Ac"), card("Kc")])
    assert hand.limits() == (2, 2)  # 2 chips behind after the ante: all-in bet of 2
    hand.act(BET)
    assert hand.all_in(1)
    assert hand.limits() == (6, 6)  # a full fixed raise over the short bet
    hand.act(RAISE)
    hand.act(CALL)
    assert hand.pots()[0] == (9, 0b111, 0b010)  # seat 1's ace takes the main pot


def test_O_LENGTH_last_standing_skips_busted_seats_and_ends_with_one_player():
    """O-LENGTH last standing: a player who cannot pay the ante is out; the button skips them."""
    rules = Rules(players=3, structure=NO_LIMIT, hands=LAST_STANDING)
    session = Session(rules, stacks=[100, 5, 100])
    hand = session.deal(cards=[card("2c"), card("3c"), card("Ac")])
    hand.act(BET, 4)   # seat 1 all-in
    hand.act(CALL)     # seat 2
    hand.act(CALL)     # seat 0; seat 2's ace takes 15
    assert session.balance(1) == 0 and not session.can_play(1)
    assert session.dealer == 2  # the button skipped seat 1, who is out
    hand = session.deal(cards=[card("2d"), None, card("3d")])
    assert not hand.dealt_in(1) and hand.card(1) is None and hand.pot == 2
    assert hand.to_act == 0
    assert hand.limits() == (1, 94)
    hand.act(BET, 94)  # seat 0 all-in
    hand.act(CALL)
    assert session.over  # one player left
    assert total_units(session) == 205 * UNIT
