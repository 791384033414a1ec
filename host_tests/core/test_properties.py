"""Hypothesis properties over random rules and random legal action sequences."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from indian_poker import FIRST, LEDGER, RAISE, SPLIT, SUITS, UNIT, Rules, Session
from testkit.tables import ReferenceRound, legal_actions, snapshot, total_units

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@st.composite
def rule_sets(draw):
    """Fixed-limit rules whose stacks cover every hand, so no all-in can arise (R-NO-ALLIN)."""
    players = draw(st.integers(2, 10))
    ante = draw(st.integers(0, 3))
    bet = draw(st.integers(1, 3))
    raise_cap = draw(st.integers(0, 3))
    hands = draw(st.sampled_from([0, 1, 3, 12]))
    hand_count = hands or players
    need = hand_count * (ante + bet * (1 + raise_cap))
    return Rules(players=players, ante=ante, bet=bet, raise_cap=raise_cap, hands=hands,
                 stack=draw(st.integers(max(need, 1), need + 50)),
                 tiebreak=draw(st.sampled_from([SPLIT, SUITS])),
                 odd_chip=draw(st.sampled_from([LEDGER, FIRST])),
                 dealer_plays=draw(st.booleans()))


def deck_for(data, players):
    return data.draw(st.permutations(range(52)))[:players]


@SETTINGS
@given(rules=rule_sets(), data=st.data())
def test_random_sessions_keep_every_invariant(rules, data):
    """R-CONSERVE to the unit after every action; R-ORDER/R-REOPEN against a plain model;
    every hand ends; R-FOLD: a folded seat never wins; R-SESSION length."""
    session = Session(rules)
    total = total_units(session)
    hands = 0
    while not session.over:
        hand = session.deal(cards=deck_for(data, rules.players))
        hands += 1
        model = ReferenceRound(rules.players, hand.dealer, rules.bet, rules.raise_cap)
        steps = 0
        while not hand.over:
            assert hand.to_act == model.actor
            assert set(legal_actions(hand)) == model.legal()
            action = data.draw(st.sampled_from(legal_actions(hand)))
            hand.act(action)
            model.act(action)
            steps += 1
            assert steps <= rules.players * (rules.raise_cap + 2)  # every hand ends
            assert total_units(session) == total
        assert model.actor is None
        for seat in range(rules.players):
            assert hand.put(seat) <= rules.ante + rules.bet * (1 + rules.raise_cap)
            if hand.folded(seat):
                assert hand.won(seat) == 0 and not hand.winners() >> seat & 1
            if hand.won(seat):   # the screens and the console read winners() for who won
                assert hand.winners() >> seat & 1
        # R-NO-ALLIN: the stacks cover every hand, so nobody is ever all-in for less and
        # there is one pot: every player still in has put in the same chips.
        assert len(hand.pots()) == 1
        assert len({hand.put(s) for s in range(rules.players) if not hand.folded(s)}) == 1
        assert sum(hand.won(s) for s in range(rules.players)) == sum(
            hand.put(s) for s in range(rules.players)) * UNIT
    assert hands == rules.hand_count()


@SETTINGS
@given(players=st.integers(2, 10), data=st.data())
def test_standard_profile_at_most_one_raise(players, data):
    """R-ONE-RAISE: at most one raise; nobody puts in more than ante + 2 chips."""
    session = Session(Rules(players=players))
    hand = session.deal(cards=deck_for(data, players))
    raises = 0
    while not hand.over:
        action = data.draw(st.sampled_from(legal_actions(hand)))
        raises += action == RAISE
        hand.act(action)
    assert raises <= 1
    assert all(hand.put(s) <= 3 for s in range(players))


@SETTINGS
@given(rules=rule_sets(), data=st.data())
def test_replaying_the_log_reproduces_the_state(rules, data):
    """The event log replays every hand of a session exactly."""
    session = Session(rules)
    logs = []
    while not session.over:
        hand = session.deal(cards=deck_for(data, rules.players))
        cut = data.draw(st.integers(0, 20))
        while not hand.over and cut:
            hand.act(data.draw(st.sampled_from(legal_actions(hand))))
            cut -= 1
        logs.append(hand.log)
        if not hand.over:
            break
    replayed = Session(rules)
    for log in logs:
        replayed.replay(log)
    assert snapshot(replayed) == snapshot(session)


@SETTINGS
@given(rules=rule_sets(), data=st.data())
def test_undo_then_redo_reproduces_the_state(rules, data):
    """Undo takes back exactly one action: redoing it gives the same state again."""
    session = Session(rules)
    hand = session.deal(cards=deck_for(data, rules.players))
    while not hand.over:
        before = snapshot(session)
        action = data.draw(st.sampled_from(legal_actions(hand)))
        hand.act(action)
        after = snapshot(session)
        hand.undo()
        assert snapshot(session) == before
        hand.act(action)
        assert snapshot(session) == after


@SETTINGS
@given(players=st.integers(2, 10), data=st.data())
def test_physical_deck_sessions_conserve_and_settle(players, data):
    """Tracker mode: reveals in any order settle the pot; R-CONSERVE holds throughout."""
    rules = Rules(players=players, tiebreak=data.draw(st.sampled_from([SPLIT, SUITS])))
    session = Session(rules)
    total = total_units(session)
    while not session.over:
        hand = session.deal(physical=True)
        while hand.to_act is not None:
            hand.act(data.draw(st.sampled_from(legal_actions(hand))))
        deck = data.draw(st.permutations(range(52)))
        order = [s for s in range(players) if hand.awaiting_reveal() >> s & 1]
        for seat in data.draw(st.permutations(order)):
            hand.reveal(seat, deck[seat])
            assert total_units(session) == total
        assert hand.over
    assert sum(session.balances()) == total
