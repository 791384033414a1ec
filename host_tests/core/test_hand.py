"""One hand, rule by rule (docs/rules.md sections 1-4 and the options of section 7)."""

import pytest

from drbg import Drbg
from indian_poker import (
    BET,
    CALL,
    CHECK,
    FIRST,
    FOLD,
    RAISE,
    SUITS,
    UNIT,
    IllegalAction,
    Rules,
    Session,
    card,
)
from indian_poker.cards import name, rank, suit, symbol
from indian_poker.eventlog import HEADER_SIZE
from testkit.tables import legal_actions, snapshot, total_units

FOUR = [card("4s"), card("2h"), card("Kc"), card("9d")]


def deal(players=4, cards=None, **options):
    session = Session(Rules(players=players, **options))
    return session, session.deal(cards=cards or FOUR[:players])


def test_R_DECK_and_R_RANK_card_numbering():
    """R-DECK, R-RANK: 52 distinct cards; the ace is high; notation round-trips."""
    names = {name(c) for c in range(52)}
    assert len(names) == 52
    assert all(card(name(c)) == c for c in range(52))
    assert rank(card("As")) == 12 and rank(card("2c")) == 0
    assert card("Kc") > card("Qs")  # rank first
    assert suit(card("As")) == 3 and symbol(card("Th")) == "T\u2665"
    assert card("10h") == card("Th")
    for bad in ("1h", "Tx", "", "Ahh"):
        with pytest.raises(ValueError):
            card(bad)


def test_R_ANTE_and_R_STACK():
    """R-ANTE, R-STACK: 100 chips each, 1 chip ante each into the pot before betting."""
    session, hand = deal()
    assert hand.pot == 4
    assert session.balances() == [99 * UNIT] * 4
    assert all(hand.put(s) == 1 for s in range(4))


def test_O_ANTE_and_O_STACK_sizes():
    """O-ANTE / O-STACK: other ante and stack sizes."""
    session, hand = deal(ante=5, stack=250)
    assert hand.pot == 20
    assert session.balances() == [245 * UNIT] * 4


def test_R_DEAL_stacked_cards_in_seat_order():
    """R-DEAL: `cards` are given in seat order; each seat holds exactly its card."""
    _, hand = deal()
    assert [hand.card(s) for s in range(4)] == FOUR


def test_R_ORDER_starts_left_of_dealer_and_goes_clockwise():
    """R-ORDER: action starts at the dealer's left and goes clockwise, skipping folds."""
    session, hand = deal()
    order = []
    for action in (CHECK, FOLD, CHECK, CHECK):
        order.append(hand.to_act)
        hand.act(action)
    assert order == [1, 2, 3, 0]
    assert hand.over
    # Next hand: the button moved to seat 1, so seat 2 acts first.
    hand = session.deal(cards=FOUR)
    assert session.dealer == 1 and hand.to_act == 2


def test_R_OPEN_choices_before_any_bet():
    """R-OPEN: while nobody has bet: check, fold or bet 1 chip."""
    _, hand = deal()
    assert set(legal_actions(hand)) == {CHECK, FOLD, BET}
    hand.act(BET)
    assert hand.put(1) == 2 and hand.target == 1


def test_R_FACING_choices_facing_a_bet():
    """R-FACING: facing a bet: fold, call the difference, or raise the target by 1."""
    _, hand = deal()
    hand.act(BET)
    assert set(legal_actions(hand)) == {FOLD, CALL, RAISE}
    assert hand.to_call() == 1
    hand.act(RAISE)
    assert hand.target == 2 and hand.put(2) == 3
    assert hand.to_call() == 2  # seat 3 has put nothing yet this round


def test_R_ONE_RAISE_one_raise_for_the_whole_table():
    """R-ONE-RAISE: one raise per hand; nobody puts in more than 2 chips beyond the ante."""
    _, hand = deal()
    hand.act(BET)
    hand.act(RAISE)
    assert set(legal_actions(hand)) == {FOLD, CALL}
    with pytest.raises(IllegalAction, match="only one raise per hand"):
        hand.act(RAISE)
    while not hand.over:
        hand.act(CALL)
    assert max(hand.put(s) for s in range(4)) == 3


def test_R_REOPEN_everyone_responds_again_after_a_raise():
    """R-REOPEN: after a raise, players who checked or called must act again."""
    _, hand = deal()
    hand.act(CHECK)  # 1
    hand.act(BET)    # 2
    hand.act(CALL)   # 3
    hand.act(RAISE)  # 0
    assert hand.to_act == 1  # checked earlier, must respond
    hand.act(CALL)
    assert hand.to_act == 2  # the bettor, must respond to the raise
    hand.act(CALL)
    assert hand.to_act == 3  # called the bet, must respond to the raise
    hand.act(CALL)
    assert hand.over


def test_R_END_all_check_goes_to_showdown():
    """R-END, R-SHOWDOWN: when everyone checks the highest card takes the pot."""
    session, hand = deal()
    for _ in range(4):
        hand.act(CHECK)
    assert hand.over and hand.showdown
    assert hand.winners() == 1 << 2  # K♣
    assert hand.won(2) == 4 * UNIT


def test_R_FOLD_folded_high_card_cannot_win():
    """R-FOLD: a folded player pays nothing more and cannot win, whatever the card."""
    session, hand = deal()
    hand.act(BET)    # seat 1 (2♥)
    hand.act(FOLD)   # seat 2 folds the K♣
    hand.act(CALL)   # seat 3 (9♦)
    hand.act(CALL)   # seat 0 (4♠)
    assert hand.over and hand.winners() == 1 << 3
    assert hand.won(2) == 0 and session.balance(2) == 99 * UNIT


def test_R_WALK_last_player_takes_the_pot_at_once():
    """R-WALK: all but one fold: the pot is paid at once, no card shown."""
    session, hand = deal()
    hand.act(FOLD)
    hand.act(FOLD)
    hand.act(FOLD)
    assert hand.over and not hand.showdown and hand.to_act is None
    assert hand.winners() == 1 << 0 and session.balance(0) == 103 * UNIT


def test_R_SPLIT_three_way_fraction_exact():
    """R-SPLIT: a 4-chip pot among 3 equal ranks gives 1 1/3 each, exactly."""
    session, hand = deal(cards=[card("2c"), card("Kc"), card("Kd"), card("Ks")])
    for _ in range(4):
        hand.act(CHECK)
    assert [hand.won(s) for s in range(4)] == [0, 4 * UNIT // 3] * 1 + [4 * UNIT // 3] * 2
    assert total_units(session) == 400 * UNIT


def test_R_NO_REFUND_and_R_ROTATE():
    """R-NO-REFUND, R-ROTATE: the pot is emptied, nothing carries over, the button moves."""
    session, hand = deal()
    for _ in range(4):
        hand.act(CHECK)
    assert hand.pot == 0 and session.dealer == 1
    hand2 = session.deal(cards=FOUR)
    assert hand2.pot == 4 and hand2.dealer == 1


def test_R_FOREHEAD_everyone_sees_all_cards_but_their_own():
    """R-FOREHEAD: the observer shows every live card except the viewer's own."""
    _, hand = deal()
    for viewer in range(4):
        for seat in range(4):
            assert hand.sees(viewer, seat) == (viewer != seat)
    hand.act(FOLD)  # seat 1 folds: the card goes face down
    assert not any(hand.sees(v, 1) for v in range(4))
    for _ in range(3):
        hand.act(CHECK)
    # Showdown: remaining cards open to all; the folded card stays hidden.
    assert all(hand.sees(v, s) for v in range(4) for s in (0, 2, 3))
    assert not any(hand.sees(v, 1) for v in range(4))


def test_R_MISDEAL_same_dealer_deals_again_antes_stay():
    """R-MISDEAL. ES 000: "Si la carta de un jugador es vista accidentalmente por el propio
    portador antes de llevarla a la frente, el reparto queda anulado y el mismo repartidor
    vuelve a repartir." Before betting the deal is redone; the antes stay in the pot."""
    session, hand = deal()
    again = session.misdeal(cards=[card("3c"), card("3d"), card("3h"), card("3s")])
    assert again is hand and hand.dealer == 0 and hand.pot == 4
    assert hand.card(0) == card("3c")
    assert session.balances() == [99 * UNIT] * 4
    # The log's header now holds the new deal.
    new_deal = bytes([card("3c"), card("3d"), card("3h"), card("3s")])
    assert hand.log[HEADER_SIZE:HEADER_SIZE + 4] == new_deal
    hand.act(CHECK)
    with pytest.raises(IllegalAction, match="the betting has started: undo back to the "
                                            "hand's first action, then call the misdeal"):
        session.misdeal()
    hand.undo()   # back to the first action: the misdeal is possible again
    assert session.misdeal(cards=[card("4c"), card("4d"), card("4h"), card("4s")]) is hand


def test_O_TIEBREAK_suits_pick_one_winner():
    """O-TIEBREAK: with suit order ♠ > ♥ > ♦ > ♣ one of the equal ranks wins alone."""
    session, hand = deal(cards=[card("Kh"), card("Kc"), card("Ks"), card("2d")], tiebreak=SUITS)
    for _ in range(4):
        hand.act(CHECK)
    assert hand.winners() == 1 << 2 and hand.won(2) == 4 * UNIT


def test_O_ODD_CHIP_first_tied_winner_from_dealers_left_gets_the_remainder():
    """O-ODD-CHIP: whole chips only; the remainder goes to the first tied winner clockwise."""
    session = Session(Rules(players=3, odd_chip=FIRST))
    hand = session.deal(cards=[card("2c"), card("Qd"), card("Qh")])
    hand.act(BET)   # seat 1
    hand.act(CALL)  # seat 2
    hand.act(FOLD)  # the dealer folds: 5 chips shared by seats 1 and 2
    assert hand.won(1) == 3 * UNIT and hand.won(2) == 2 * UNIT  # seat 1 is first from the left
    assert all(b % UNIT == 0 for b in session.balances())
    # The same pot in the default ledger mode: 2½ each.
    session = Session(Rules(players=3))
    hand = session.deal(cards=[card("2c"), card("Qd"), card("Qh")])
    for action in (BET, CALL, FOLD):
        hand.act(action)
    assert hand.won(1) == hand.won(2) == 5 * UNIT // 2


def test_O_ODD_CHIP_remainder_follows_the_button():
    """O-ODD-CHIP: "first clockwise from the dealer's left" moves with the button."""
    session = Session(Rules(players=3, odd_chip=FIRST))
    hand = session.deal(cards=[card("2c"), card("3c"), card("4c")])
    for _ in range(3):
        hand.act(CHECK)  # seat 2 wins; the button moves to seat 1
    hand = session.deal(cards=[card("Qd"), card("2d"), card("Qh")])
    hand.act(BET)   # seat 2
    hand.act(CALL)  # seat 0
    hand.act(FOLD)  # seat 1: 5 chips for seats 2 and 0; seat 2 is first left of the dealer
    assert hand.won(2) == 3 * UNIT and hand.won(0) == 2 * UNIT


def test_O_DEALER_SITS_OUT_button_still_rotates_and_all_players_play():
    """O-DEALER-SITS-OUT: a non-playing dealer; every player holds a card; the button moves."""
    session = Session(Rules(players=4, dealer_plays=False))
    assert session.hands_total == 4
    hand = session.deal(cards=FOUR)
    assert hand.pot == 4 and hand.to_act == 1
    for _ in range(4):
        hand.act(CHECK)
    assert session.dealer == 1


def test_physical_deck_reveal_settles_at_showdown():
    """Tracker mode: no cards dealt; the showdown waits for each live player's card."""
    session = Session(Rules(players=3))
    hand = session.deal(physical=True)
    assert hand.card(0) is None
    with pytest.raises(IllegalAction, match="only after the betting"):
        hand.reveal(1, card("As"))
    hand.act(BET)
    hand.act(FOLD)
    hand.act(CALL)
    assert hand.to_act is None and not hand.over
    assert hand.awaiting_reveal() == 0b011
    with pytest.raises(IllegalAction, match="not needed"):
        hand.reveal(2, card("As"))
    hand.reveal(1, card("9c"))
    hand.reveal(0, card("9d"))  # equal ranks split without the suit tiebreak
    assert hand.over and hand.won(0) == hand.won(1) == 5 * UNIT // 2


def test_physical_deck_rejects_the_same_card_twice_with_suits():
    """Tracker mode with the suit tiebreak: one physical card cannot be in two hands."""
    session = Session(Rules(players=2, tiebreak=SUITS))
    hand = session.deal(physical=True)
    hand.act(CHECK)
    hand.act(CHECK)
    hand.reveal(1, card("As"))
    before = snapshot(session)
    with pytest.raises(IllegalAction, match="already entered"):
        hand.reveal(0, card("As"))
    assert snapshot(session) == before


def test_undo_takes_back_the_last_action_even_the_settling_one():
    """Undo restores the state exactly, including a settled pot and the moved button."""
    session, hand = deal()
    states = [snapshot(session)]
    for action in (CHECK, BET, CALL, RAISE, FOLD, CALL, CALL):
        hand.act(action)
        states.append(snapshot(session))
    assert hand.over and session.dealer == 1
    while len(states) > 1:
        states.pop()
        hand.undo()
        assert snapshot(session) == states[-1]
    with pytest.raises(IllegalAction, match="nothing to undo"):
        hand.undo()


def test_undo_is_refused_once_the_next_hand_is_dealt():
    session, hand = deal()
    for _ in range(4):
        hand.act(CHECK)
    session.deal(cards=FOUR)
    with pytest.raises(IllegalAction, match="new hand"):
        hand.undo()


@pytest.mark.parametrize("variant", range(6))
def test_every_hand_attribute_has_a_slot(variant):
    """Hand.__slots__ names every attribute a hand gets (CPython then builds no dict per
    hand, tools/bench/speed.py): dealt, betting (R-ORDER), misdealt (R-MISDEAL), undone,
    settled, tracker mode."""
    from indian_poker.hand import Hand

    for physical in (False, True):
        session = Session(Rules(players=5, variant=variant, hands=8), entropy=Drbg(variant))
        for number in range(8):
            if not session.can_deal(physical=physical):
                break
            hand = session.deal(physical=physical)
            if number == 0 and not physical:
                session.misdeal()
            turn = 0
            while not hand.over:
                choices = legal_actions(hand)
                if not choices:
                    hand.reveal(hand.awaiting_reveal().bit_length() - 1, 51 - turn)
                else:
                    hand.act(choices[turn % len(choices)])
                if turn == 1:
                    hand.undo()
                turn += 1
            assert not hand.__dict__, "add these to Hand.__slots__: %s" % sorted(hand.__dict__)
    assert len(Hand.__slots__) == len(set(Hand.__slots__))
