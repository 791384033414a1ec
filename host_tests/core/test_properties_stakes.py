"""Hypothesis over random stacks and structures: all-in and side pots keep every invariant."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drbg import Drbg
from indian_poker import (
    BET,
    COMMUNITY,
    FIRST,
    FIXED,
    LAST_STANDING,
    LEDGER,
    LOW,
    NO_LIMIT,
    POT,
    RAISE,
    SPLIT,
    STANDARD,
    STUD,
    SUITS,
    TWO_CARD,
    UNIT,
    UNTIL_BUST,
    Rules,
    Session,
)
from testkit.tables import act_and_maybe_undo, legal_actions, total_units

SETTINGS = settings(max_examples=120, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def tables(draw):
    players = draw(st.integers(2, 10))
    rules = Rules(players=players, structure=draw(st.sampled_from([FIXED, POT, NO_LIMIT])),
                  ante=draw(st.integers(0, 3)), bet=draw(st.integers(1, 5)),
                  raise_cap=draw(st.integers(0, 3)),
                  hands=draw(st.sampled_from([LAST_STANDING, UNTIL_BUST, 0, 6])),
                  tiebreak=draw(st.sampled_from([SPLIT, SUITS])),
                  odd_chip=draw(st.sampled_from([LEDGER, FIRST])))
    stacks = draw(st.lists(st.integers(0, 60), min_size=players, max_size=players))
    return rules, stacks


def draw_action(data, hand):
    action = data.draw(st.sampled_from(legal_actions(hand)))
    if action in (BET, RAISE) and hand.rules.structure != FIXED:
        low, high = hand.limits()
        return action, data.draw(st.integers(low, high))
    return action, None


@SETTINGS
@given(table=tables(), data=st.data())
def test_stakes_sessions_keep_every_invariant(table, data):
    """R-CONSERVE exact; pots only to eligible seats; nobody puts in more than their stack;
    the betting ends; replay and undo reproduce the state."""
    rules, stacks = table
    if sum(1 for s in stacks if s >= max(rules.ante, 1)) < 2 or rules.hands != LAST_STANDING:
        stacks = [max(s, rules.ante, 1) for s in stacks]   # R-BUST: else over at once
    session = Session(rules, stacks=stacks)
    total = total_units(session)
    for _ in range(12):
        if session.over:
            break
        start = session.balances()
        replay = Session(rules, stacks=stacks)
        replay.ledger[:] = session.ledger  # same table, same moment
        replay.dealer, replay.playing = session.dealer, session.playing
        deck = data.draw(st.permutations(range(52)))
        hand = session.deal(cards=[deck[s] if session.can_play(s) else None
                                   for s in range(rules.players)])
        steps = 0
        while hand.to_act is not None:
            action, to = draw_action(data, hand)
            act_and_maybe_undo(session, hand, action, to, data.draw(st.booleans()))
            steps += 1
            assert steps < 400  # the betting ends
            assert total_units(session) == total
        assert hand.over
        for seat in range(rules.players):
            assert hand.put(seat) * UNIT <= start[seat]  # nobody bets chips they lack
            assert session.balance(seat) >= 0
        paid = 0
        for chips, eligible, winners in hand.pots():
            assert winners and winners & ~eligible == 0
            assert eligible & hand.folds == 0
            paid += chips
        assert paid == sum(hand.put(s) for s in range(rules.players))
        assert sum(hand.won(s) for s in range(rules.players)) == paid * UNIT
        for seat in range(rules.players):
            if hand.won(seat):
                assert any(w >> seat & 1 for _, _, w in hand.pots())
                assert hand.winners() >> seat & 1   # what the screens and console read
        replay.replay(hand.log)
        assert replay.balances() == session.balances()
    assert sum(session.balances()) == total


@st.composite
def fixed_tables(draw):
    """Fixed-limit tables of every variant with chips, stacks from bust to deep."""
    variant = draw(st.sampled_from([STANDARD, LOW, TWO_CARD, COMMUNITY, STUD]))
    players = draw(st.integers(2, 7 if variant == STUD else 10))
    rules = Rules(players=players, ante=draw(st.integers(0, 2)), bet=draw(st.integers(1, 3)),
                  raise_cap=draw(st.integers(0, 3)), hands=draw(st.sampled_from([UNTIL_BUST, 8])),
                  variant=variant)
    stacks = draw(st.lists(st.integers(0, 40), min_size=players, max_size=players))
    return rules, stacks


@SETTINGS
@given(table=fixed_tables(), data=st.data())
def test_the_quick_fixed_limit_turns_give_what_the_general_rules_give(table, data):
    """R-OPEN, R-FACING, R-ONE-RAISE: while nobody can run short of chips, a hand works out
    its legal actions the quick way; they must be those of the general rules (Hand._mask),
    which cover all-ins for every structure, at every turn of random sessions."""
    rules, stacks = table
    if sum(1 for chips in stacks if chips > rules.ante) < 2:
        return
    session = Session(rules, entropy=Drbg(b"quick %d" % data.draw(st.integers(0, 9))),
                      stacks=stacks)
    while not session.over:
        hand = session.deal()
        while not hand.over:
            if hand.to_act is None:   # physical decks only; these hands are dealt
                break
            assert hand.legal() == hand._mask(hand.to_act)
            hand.act(data.draw(st.sampled_from(legal_actions(hand))))
