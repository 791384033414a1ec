"""A whole session: rotation, length, standings, conservation (docs/rules.md section 5)."""

import random

import pytest

from drbg import Drbg
from indian_poker import CHECK, UNIT, IllegalAction, RngFailure, Rules, Session, card
from indian_poker.rules import LAST_STANDING, PARTY, STANDARD
from testkit.tables import legal_actions, total_units


def play_checks(session):
    hand = session.deal()
    while not hand.over:
        hand.act(CHECK)
    return hand


def test_R_SESSION_one_rotation_each_player_deals_once():
    """R-SESSION: as many hands as players, each seat deals once."""
    session = Session(Rules(players=5), entropy=Drbg(1))
    dealers = []
    while not session.over:
        dealers.append(play_checks(session).dealer)
    assert dealers == [0, 1, 2, 3, 4] and session.hand_no == 5
    with pytest.raises(IllegalAction, match="session is over"):
        session.deal()


def test_O_LENGTH_n_hands_and_end_on_request():
    """O-LENGTH: an agreed number of hands; the session can also end between hands."""
    session = Session(Rules(players=3, hands=7), entropy=Drbg(2))
    count = 0
    while not session.over:
        play_checks(session)
        count += 1
    assert count == 7
    session = Session(Rules(players=3), entropy=Drbg(3))
    hand = session.deal()
    with pytest.raises(IllegalAction, match="current hand"):
        session.end()
    while not hand.over:
        hand.act(CHECK)
    session.end()
    assert session.over


def test_R_WINNER_standings_share_equal_maxima():
    """R-WINNER: most chips wins; equal maxima share the win; score = net chips."""
    session = Session(Rules(players=3))
    hand = session.deal(cards=[card("2c"), card("Kc"), card("Kd")])
    for _ in range(3):
        hand.act(CHECK)
    standings = session.standings()
    assert standings == [(1, 1, UNIT // 2), (1, 2, UNIT // 2), (3, 0, -UNIT)]


def test_R_CONSERVE_and_starting_stacks():
    """R-CONSERVE: balances plus pot stay constant; Session(stacks=...) sets each seat."""
    session = Session(Rules(players=4), entropy=Drbg(4), stacks=[100, 80, 120, 100])
    assert session.balances() == [100 * UNIT, 80 * UNIT, 120 * UNIT, 100 * UNIT]
    while not session.over:
        hand = session.deal()
        while not hand.over:
            hand.act(legal_actions(hand)[-1])  # the most aggressive legal action
            assert total_units(session) == 400 * UNIT
    net = sum(n for _, _, n in session.standings())
    assert net == 0
    with pytest.raises(ValueError, match="stacks"):
        Session(Rules(players=4), stacks=[100, 100, 100])
    with pytest.raises(ValueError, match=r"stacks\[2\]"):
        Session(Rules(players=4), stacks=[100, 100, -5, 100])


def test_deal_without_entropy_or_cards_is_refused():
    session = Session(Rules(players=2))
    with pytest.raises(IllegalAction, match="no random source"):
        session.deal()
    assert session.hand_no == 0
    with pytest.raises(ValueError, match="twice"):
        session.deal(cards=[card("As"), card("As")])
    with pytest.raises(ValueError, match="one card per player"):
        session.deal(cards=[card("As")])


def test_a_dead_rng_deals_nothing_and_changes_nothing():
    """A failing entropy source raises RngFailure; no antes are taken, no hand starts."""
    session = Session(Rules(players=4), entropy=lambda n: bytes(n))
    with pytest.raises(RngFailure):
        session.deal()
    assert session.hand is None and session.hand_no == 0
    assert session.balances() == [100 * UNIT] * 4


def test_a_hand_in_progress_blocks_the_next_deal():
    session = Session(Rules(players=2), entropy=Drbg(5))
    session.deal()
    with pytest.raises(IllegalAction, match="finish the current hand"):
        session.deal()


def test_one_card_source_per_entropy_function_so_a_dead_rng_stays_dead():
    """The start-up test runs once per boot; a failed source is not silently replaced."""

    class Board:
        def __init__(self):
            self.calls = 0

        def entropy(self, n):  # a bound method: a new object on every access
            self.calls += 1
            return bytes(n) if self.calls > 40 else Drbg(9)(n)

    board = Board()
    first = Session(Rules(players=2), entropy=board.entropy)
    first.deal()
    calls_after_startup = board.calls
    second = Session(Rules(players=2, hands=250), entropy=board.entropy)
    second.deal()
    assert board.calls - calls_after_startup < 32  # no second 1024-byte start-up test
    with pytest.raises(RngFailure):
        for _ in range(250):
            hand = second.hand
            while not hand.over:
                hand.act(CHECK)
            second.deal()
    third = Session(Rules(players=2), entropy=board.entropy)
    board.calls = 0  # the board would now give good bytes again...
    with pytest.raises(RngFailure):
        third.deal()  # ...but a source that failed stays failed


def test_R_DEAL_random_cards_go_out_from_the_dealers_left():
    """R-DEAL: the i-th card drawn goes to the i-th seat clockwise from the dealer's left."""
    from indian_poker.shuffle import CardSource

    for dealer_hands in range(4):  # deals by seats 0, 1, 2 and 3
        session = Session(Rules(players=4, hands=4), entropy=Drbg(b"order"))
        reference = CardSource(Drbg(b"order"))
        drawn = bytearray(52)
        for number in range(dealer_hands + 1):
            if session.hand is not None:
                while not session.hand.over:
                    session.hand.act(CHECK)
            hand = session.deal()
            reference.deal(drawn, 4)
            # then the same source gives the session id (first hand) and the hand's salt
            reference.take(16 + 8 * (number == 0))
        for i in range(4):
            assert hand.card((hand.dealer + 1 + i) % 4) == drawn[i]
        assert hand.dealer == dealer_hands


def test_starting_stacks_are_capped_so_every_balance_stays_a_small_int():
    """At most 10 x 10,000 chips on the table: 252,000,000 units < 2**30 on the board."""
    session = Session(Rules(players=10), stacks=[10000] * 10)
    assert sum(session.balances()) == 10 * 10000 * UNIT < 2**30
    with pytest.raises(ValueError, match=r"stacks\[3\]: 10001 is not a number of chips"):
        Session(Rules(players=10), stacks=[10000] * 3 + [10001] + [0] * 6)


@pytest.mark.parametrize("variant", (STANDARD, PARTY))
def test_R_BUST_seated_is_can_play_of_every_seat_through_rebuys_leavers_and_busts(variant):
    """R-BUST: the seats dealt in next (Session.seated, one pass over the balances) are
    exactly those that can_play, seat by seat, after every hand, rebuy, leaver and join."""
    from indian_poker.buyins import join, leave, rebuy, why_not, why_not_join

    for seed in range(30):
        rnd = random.Random(seed)
        players = rnd.randrange(2, 11)
        hands = rnd.choice((20, LAST_STANDING)) if variant == STANDARD else 20
        session = Session(Rules(players=players, hands=hands, variant=variant,
                                stack=rnd.choice((2, 5)), ante=rnd.choice((0, 1, 2))),
                          entropy=rnd.randbytes)
        while not session.over:
            assert session.seated() == sum(1 << s for s in range(players)
                                           if session.can_play(s))
            seat = rnd.randrange(players)
            if rnd.random() < 0.2 and not why_not(session):
                if session.left() >> seat & 1:
                    if not why_not_join(session, seat):
                        join(session, seat)
                elif rnd.random() < 0.6:
                    rebuy(session, seat)
                else:
                    leave(session, seat)
                continue
            hand = session.deal()
            while not hand.over:
                legal = hand.legal()
                hand.act(rnd.choice([a for a in range(5) if legal >> a & 1]))
        assert session.seated() == sum(1 << s for s in range(players) if session.can_play(s))
