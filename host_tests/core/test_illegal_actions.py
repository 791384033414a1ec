"""Every illegal action in every reachable state of small tables is refused cleanly.

The refusal raises IllegalAction with a message a player can read, and changes
nothing: the full observable state is compared before and after.
"""

import pytest

from indian_poker import SUITS, IllegalAction, Rules, Session, card
from indian_poker.eventlog import HEADER_SIZE
from testkit.tables import ACTIONS, snapshot

CARDS = [card("Kc"), card("Kd"), card("2h"), card("9s")]
NOT_ACTIONS = (-1, 5, 7, None, "bet")


def reachable(rules, physical):
    """Yield (session, path) for every state reachable by legal actions (and reveals)."""
    def fresh(path):
        session = Session(rules)
        hand = session.deal(cards=None if physical else CARDS[:rules.players], physical=physical)
        for step in path:
            if isinstance(step, tuple):
                hand.reveal(*step)
            else:
                hand.act(step)
        return session

    stack = [()]
    while stack:
        path = stack.pop()
        session = fresh(path)
        yield session, path
        hand = session.hand
        if hand.over:
            continue
        if hand.to_act is not None:
            stack.extend(path + (a,) for a in ACTIONS if hand.legal() >> a & 1)
        else:
            seat = next(s for s in range(hand.seats) if hand.awaiting_reveal() >> s & 1)
            stack.append(path + ((seat, CARDS[seat]),))


def assert_refused(session, attempt):
    before = snapshot(session)
    with pytest.raises(IllegalAction) as error:
        attempt()
    message = str(error.value)
    assert len(message) > 8 and "Traceback" not in message
    assert snapshot(session) == before


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("physical", [False, True])
def test_every_illegal_action_is_refused_and_changes_nothing(players, physical):
    """R-OPEN, R-FACING, R-ONE-RAISE, R-END, R-FOLD: only legal moves change the state."""
    rules = Rules(players=players, tiebreak=SUITS if physical else 0)
    states = 0
    for session, _ in reachable(rules, physical):
        states += 1
        hand = session.hand
        mask = hand.legal()
        for action in ACTIONS:
            if not mask >> action & 1:
                assert not hand.can(action)
                assert_refused(session, lambda a=action, h=hand: h.act(a))
            else:
                assert hand.can(action)
                # Fixed limit takes no amount.
                assert_refused(session, lambda a=action, h=hand: h.act(a, 3))
        for action in NOT_ACTIONS:
            assert_refused(session, lambda a=action, h=hand: h.act(a))
        for seat in range(players):
            for c in (card("As"), 52, -1):
                if hand.awaiting_reveal() >> seat & 1 and 0 <= c < 52:
                    continue
                assert_refused(session, lambda s=seat, c=c, h=hand: h.reveal(s, c))
        assert_refused(session, lambda h=hand: h.reveal(players, card("As")))
        if hand.over:
            assert_refused(session, session.misdeal)
        elif hand.log[HEADER_SIZE + players:]:
            assert_refused(session, session.misdeal)
            assert_refused(session, session.end)
        if not hand.over:
            assert_refused(session, session.deal)
    assert states > 10


def test_messages_say_what_to_do():
    """The refusals a player meets most often tell them what they may do instead."""
    session = Session(Rules(players=3))
    hand = session.deal(cards=CARDS[:3])
    with pytest.raises(IllegalAction, match="there is no bet to call: check or bet"):
        hand.act(ACTIONS[2])
    with pytest.raises(IllegalAction, match="nobody has bet yet: bet instead of raising"):
        hand.act(ACTIONS[4])
    hand.act(ACTIONS[3])
    with pytest.raises(IllegalAction, match="cannot check facing a bet: call 1, raise or fold"):
        hand.act(ACTIONS[1])
    with pytest.raises(IllegalAction, match="there is already a bet: call or raise"):
        hand.act(ACTIONS[3])
