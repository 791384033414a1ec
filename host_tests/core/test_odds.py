"""Learn mode's odds (indian_poker.odds): exact, from what the viewer sees, and private.

R-FOREHEAD (the figure uses only what the viewer sees), R-SHOWDOWN / R-SPLIT (win, tie),
V-LOW, V-TWO-CARD, V-COMMUNITY, V-DRINK, O-PAIRS, O-TIEBREAK.
"""

import itertools
import math
import random
from fractions import Fraction

import pytest

from indian_poker import (
    CHECK,
    COMMUNITY,
    FOLD,
    LOW,
    PARTY,
    SPLIT,
    STANDARD,
    STUD,
    SUITS,
    TWO_CARD,
    Rules,
    Session,
)
from indian_poker.odds import Odds

ONE_CARD = (STANDARD, LOW, PARTY, COMMUNITY)


# ---- the rules again, written from docs/rules.md (not from the variant modules) -----------

def reference_value(variant, suits, pairs, own, middle):
    """(value, higher is better) of a hand: `own` its cards, `middle` the middle card."""
    if variant in (STANDARD, PARTY):
        c = own[0]
        return c if suits else c // 4
    if variant == LOW:  # the ace counts low
        c = own[0]
        low = 12 - (c // 4 + 1) % 13
        return (low, c % 4) if suits else low
    # V-TWO-CARD: the forehead and the private card; V-COMMUNITY: the forehead and the
    # middle card. The higher card decides, the suit of that card with the suit order;
    # with O-PAIRS poker style: a pair first, then the higher card, then the lower.
    both = list(own) + ([middle] if variant == COMMUNITY else [])
    hi, lo = max(both), min(both)
    suit = hi % 4 if suits else 0
    if pairs:
        return (hi // 4 == lo // 4, hi // 4, lo // 4, suit)
    return (hi // 4, suit)


def reference_strength(variant, pairs):
    """The reference as a strength(cards, at, middle, rules) function, for Odds(strength=...)."""
    def strength(cards, at, middle, rules):
        suits = rules.tiebreak == SUITS
        slots = 2 if variant == TWO_CARD else 1
        own = [cards[at + i] for i in range(slots)]
        value = reference_value(variant, suits, pairs, own,
                                cards[middle] if variant == COMMUNITY else None)
        return _flat(value)
    return strength


def hand_strength(reference, hand, seat):
    """A strength function applied to a seat of a Hand."""
    return reference(hand.cards, seat * hand.slots, hand.seats * hand.slots, hand.rules)


def _flat(value):
    if isinstance(value, tuple):
        out = 0
        for part in value:
            out = out * 64 + int(part)
        return out
    return value


def core_pairs(rules):
    """Whether the core counts pairs: O-PAIRS when Rules has it, else always."""
    return getattr(rules, "pairs", True)


def rules_for(variant, players, tiebreak, pairs=None):
    """Rules(...) with O-PAIRS set, or None if this core has no pairs keyword yet."""
    kwargs = dict(players=players, variant=variant, tiebreak=tiebreak)
    if pairs is None:
        return Rules(**kwargs)
    try:
        return Rules(pairs=pairs, **kwargs)
    except TypeError:  # before O-PAIRS the core always counts pairs
        return Rules(**kwargs) if pairs else None


# ---- hands in every state a card view can see ----------------------------------------

def random_hand(rng, variant, players, tiebreak=SPLIT, pairs=None):
    """A hand dealt from a random stacked deck, with some seats folded and, in
    community, sometimes on the second street (middle card turned)."""
    rules = rules_for(variant, players, tiebreak, pairs)
    if rules is None:
        pytest.skip("this core has no O-PAIRS keyword yet")
    session = Session(rules)
    hand = session.deal(cards=rng.sample(range(52), session.card_count()))
    folds = set(rng.sample(range(players), rng.randrange(players - 1)))
    if variant == PARTY:
        folds = set()
    second_street = variant == COMMUNITY and rng.random() < 0.5
    while hand.to_act is not None and not hand.over:
        seat = hand.to_act
        if hand.street == 0 and seat in folds:
            hand.act(FOLD)
            folds.discard(seat)
        elif folds or second_street and hand.street == 0:
            hand.act(CHECK)
        else:
            break
    if hand.over:
        return random_hand(rng, variant, players, tiebreak, pairs)
    return hand


def unknown_slots(hand, viewer):
    """Indexes in hand.cards the viewer cannot see and that decide the showdown."""
    slots = len(hand.game.SLOTS)
    live = hand.seated & ~hand.folds
    unknown = [viewer * slots]
    if slots == 2:
        unknown += [s * 2 + 1 for s in range(hand.seats) if s != viewer and live >> s & 1]
    if hand.game.MIDDLE and hand.middle(0) is None:
        unknown.append(hand.seats * slots)
    return unknown


def seen_cards(hand, viewer):
    slots = len(hand.game.SLOTS)
    live = hand.seated & ~hand.folds   # R-FOLD: a folded card is face down, unseen
    seen = {hand.cards[s * slots] for s in range(hand.seats) if s != viewer and live >> s & 1}
    if slots == 2:
        seen.add(hand.cards[viewer * 2 + 1])
    if hand.game.MIDDLE and hand.middle(0) is not None:
        seen.add(hand.middle(0))
    return seen


def brute_force(hand, viewer, pairs):
    """Exact (win, tie, lose) over every way the unseen cards fill the unknown slots."""
    variant = hand.rules.variant
    suits = hand.rules.tiebreak == SUITS
    slots = len(hand.game.SLOTS)
    live = [s for s in range(hand.seats) if (hand.seated & ~hand.folds) >> s & 1]
    cards = list(hand.cards)
    unknown = unknown_slots(hand, viewer)
    unseen = [c for c in range(52) if c not in seen_cards(hand, viewer)]
    sign = -1 if variant == PARTY else 1
    counts = [0, 0, 0]
    for fill in itertools.permutations(unseen, len(unknown)):
        for i, c in zip(unknown, fill, strict=True):
            cards[i] = c
        middle = cards[hand.seats * slots] if variant == COMMUNITY else None

        def value(seat, cards=cards, middle=middle):
            own = cards[seat * slots:seat * slots + slots]
            return reference_value(variant, suits, pairs, own, middle)
        mine = value(viewer)
        others = [value(s) for s in live if s != viewer]
        top = max(others) if sign > 0 else min(others)
        if mine == top:
            counts[1] += 1
        elif (mine > top) == (sign > 0):
            counts[0] += 1
        else:
            counts[2] += 1
    total = sum(counts)
    return [Fraction(c, total) for c in counts]


def close(odds, expected, tol=1e-9):
    got = (odds.win, odds.tie, odds.lose)
    return all(abs(a - float(b)) < tol for a, b in zip(got, expected, strict=True))


# ---- exactness ------------------------------------------------------------------------

@pytest.mark.parametrize("variant", ONE_CARD)
@pytest.mark.parametrize("tiebreak", (SPLIT, SUITS))
def test_one_card_odds_equal_a_brute_force_over_every_unseen_card(variant, tiebreak):
    """Standard, Low, Party, Community (both middle states, pairs on and off)."""
    rng = random.Random(1000 + variant * 10 + tiebreak)
    odds = Odds()
    for trial in range(12):
        pairs = trial % 2 == 0
        hand = random_hand(rng, variant, rng.randrange(2, 8), tiebreak)
        for viewer in range(hand.seats):
            if not odds.compute(hand, viewer, reference_strength(variant, pairs)):
                assert hand.folded(viewer)
                continue
            assert close(odds, brute_force(hand, viewer, pairs)), (trial, viewer)


@pytest.mark.parametrize("tiebreak", (SPLIT, SUITS))
@pytest.mark.parametrize("pairs", (False, True))
def test_two_card_odds_equal_a_brute_force_on_small_tables(tiebreak, pairs):
    """V-TWO-CARD with O-PAIRS on and off: every private card of the live opponents."""
    rng = random.Random(2000 + 2 * tiebreak + pairs)
    odds = Odds()
    for _ in range(5):
        hand = random_hand(rng, TWO_CARD, rng.choice((2, 3, 4)), tiebreak)
        live = [s for s in range(hand.seats) if not hand.folded(s)]
        if len(live) > 3:
            continue
        for viewer in live:
            odds.compute(hand, viewer, reference_strength(TWO_CARD, pairs))
            assert close(odds, brute_force(hand, viewer, pairs))


def exact_by_subsets(hand, viewer, pairs):
    """Two-card odds by a DP over the unseen cards and the subsets of opponents served:
    another exact count, fast enough for ten players on the host."""
    suits = hand.rules.tiebreak == SUITS
    cards = hand.cards
    foes = [s for s in range(hand.seats) if s != viewer and not hand.folded(s)]
    unseen = [c for c in range(52) if c not in seen_cards(hand, viewer)]
    private = cards[2 * viewer + 1]
    full = (1 << len(foes)) - 1
    win = tie = Fraction(0)
    for x in unseen:
        mine = reference_value(TWO_CARD, suits, pairs, [x, private], None)
        ways = []
        for strict in (True, False):
            served = {0: 1}
            for q in unseen:
                if q == x:
                    continue
                ok = [j for j, s in enumerate(foes)
                      if (reference_value(TWO_CARD, suits, pairs, [cards[2 * s], q], None)
                          < mine if strict else
                          reference_value(TWO_CARD, suits, pairs, [cards[2 * s], q], None)
                          <= mine)]
                nxt = dict(served)
                for mask, n in served.items():
                    for j in ok:
                        if not mask >> j & 1:
                            nxt[mask | 1 << j] = nxt.get(mask | 1 << j, 0) + n
                served = nxt
            ways.append(served.get(full, 0))
        draws = math.perm(len(unseen) - 1, len(foes))
        win += Fraction(ways[0], draws)
        tie += Fraction(ways[1] - ways[0], draws)
    n = len(unseen)
    return [win / n, tie / n, 1 - (win + tie) / n]


@pytest.mark.parametrize("tiebreak", (SPLIT, SUITS))
@pytest.mark.parametrize("pairs", (False, True))
def test_two_card_odds_with_ten_players_equal_another_exact_count(tiebreak, pairs):
    """The combinatorial count against a subset DP, 6 to 10 players (O-PAIRS on/off)."""
    rng = random.Random(3000 + 2 * tiebreak + pairs)
    odds = Odds()
    for _ in range(4):
        hand = random_hand(rng, TWO_CARD, rng.choice((6, 8, 10)), tiebreak)
        for viewer in rng.sample([s for s in range(hand.seats) if not hand.folded(s)], 2):
            odds.compute(hand, viewer, reference_strength(TWO_CARD, pairs))
            assert close(odds, exact_by_subsets(hand, viewer, pairs))


def test_many_pairs_in_sight_still_count_exactly():
    """O-PAIRS: nine opponents whose forehead ranks the unseen cards can pair, and a
    viewer who may pair too: the inclusion-exclusion's worst case."""
    rng = random.Random(7)
    odds = Odds()
    for _ in range(4):
        ranks = rng.sample(range(13), 10)
        cards = []
        for r in ranks:
            suits = rng.sample(range(4), 2)
            cards += [r * 4 + suits[0], r * 4 + suits[1]]
        hand = Session(Rules(players=10, variant=TWO_CARD)).deal(cards=cards)
        viewer = rng.randrange(10)
        odds.compute(hand, viewer, reference_strength(TWO_CARD, True))
        assert close(odds, exact_by_subsets(hand, viewer, True))


@pytest.mark.parametrize("variant", (STANDARD, LOW, PARTY, COMMUNITY, TWO_CARD))
def test_the_variants_own_strength_is_the_reference(variant):
    """Odds use the variant's strength by default: it ranks hands as docs/rules.md says."""
    rng = random.Random(variant)
    for tiebreak in (SPLIT, SUITS):
        for pairs in (False, True) if variant in (TWO_CARD, COMMUNITY) else (None,):
            rules = rules_for(variant, 2, tiebreak, pairs)
            session = Session(rules)
            reference = reference_strength(variant, bool(pairs))
            for _ in range(300):
                hand = session.deal(cards=rng.sample(range(52), session.card_count()))
                order = (hand.strength(0) > hand.strength(1),
                         hand.strength(0) == hand.strength(1))
                assert order == (hand_strength(reference, hand, 0) >
                                 hand_strength(reference, hand, 1),
                                 hand_strength(reference, hand, 0) ==
                                 hand_strength(reference, hand, 1))
                session = Session(rules)


# ---- against the core playing the hands out ------------------------------------------

def play_out(rules, cards, folds):
    """Deal stacked cards, fold the same seats, check to the showdown: the winners."""
    hand = Session(rules).deal(cards=cards)
    while not hand.over:
        seat = hand.to_act
        hand.act(FOLD if hand.street == 0 and seat in folds else CHECK)
    return hand.winners()


@pytest.mark.parametrize("variant", (STANDARD, LOW, PARTY, COMMUNITY, TWO_CARD))
@pytest.mark.parametrize("pairs", (False, True))
def test_odds_match_the_core_playing_random_completions(variant, pairs):
    """Monte Carlo through Session/Hand: deal the seen cards as they are and the unseen
    ones at random, play to the showdown; the frequencies agree within 4.5 sigma."""
    if not pairs and variant not in (TWO_CARD, COMMUNITY):
        pytest.skip("pairs only matter in two-card and community")
    rng = random.Random(4000 + 2 * variant + pairs)
    odds = Odds()
    samples = 1500
    for _ in range(3):
        players = rng.randrange(3, 9)
        hand = random_hand(rng, variant, players, SPLIT, pairs if variant in
                           (TWO_CARD, COMMUNITY) else None)
        rules = hand.rules
        folds = {s for s in range(players) if hand.folded(s)}
        viewer = rng.choice([s for s in range(players) if s not in folds])
        assert odds.compute(hand, viewer)
        unknown = unknown_slots(hand, viewer)
        slots = len(hand.game.SLOTS)
        unknown += [s * slots for s in folds]   # R-FOLD: folded foreheads are unseen
        if slots == 2:   # folded players' private cards: unseen too
            unknown += [s * 2 + 1 for s in folds if s != viewer]
        base = list(hand.cards)
        unseen = [c for c in range(52) if c not in seen_cards(hand, viewer)]
        counts = [0, 0, 0]
        for _ in range(samples):
            cards = list(base)
            for i, c in zip(unknown, rng.sample(unseen, len(unknown)), strict=True):
                cards[i] = c
            winners = play_out(rules, cards, folds)
            if not winners >> viewer & 1:
                counts[2] += 1
            elif winners & ~(1 << viewer):
                counts[1] += 1
            else:
                counts[0] += 1
        # V-DRINK: the winners mask holds the losers, as odds.win means drinking alone
        for p, n in zip((odds.win, odds.tie, odds.lose), counts, strict=True):
            sigma = math.sqrt(max(p * (1 - p), 1e-4) / samples)
            assert abs(n / samples - p) < 4.5 * sigma, (variant, counts, p)


# ---- privacy ----------------------------------------------------------------------------

@pytest.mark.parametrize("variant", (STANDARD, LOW, PARTY, COMMUNITY, TWO_CARD))
def test_the_figure_is_the_same_for_every_card_the_viewer_cannot_see(variant):
    """R-FOREHEAD: for every card view, every value of the holder's own forehead card
    (and of every other card hidden from them) gives the identical figure."""
    rng = random.Random(5000 + variant)
    odds = Odds()
    for tiebreak in (SPLIT, SUITS):
        for _ in range(3):
            hand = random_hand(rng, variant, rng.randrange(2, 7), tiebreak)
            cards = hand.cards
            for viewer in range(hand.seats):
                if not odds.compute(hand, viewer):
                    continue
                figure = (odds.win, odds.tie, odds.lose)
                hidden = unknown_slots(hand, viewer)
                hidden += [s * 2 + 1 for s in range(hand.seats)
                           if len(hand.game.SLOTS) == 2 and hand.folded(s)]
                holder = hidden[0]
                for c in range(52):
                    if c in seen_cards(hand, viewer):
                        continue
                    at = cards.find(bytes((c,)))
                    if at >= 0 and at not in hidden:
                        continue  # a card the viewer sees is never theirs
                    was = cards[holder]
                    if at >= 0:
                        cards[at] = was
                    cards[holder] = c
                    odds.compute(hand, viewer)
                    assert (odds.win, odds.tie, odds.lose) == figure
                    cards[holder] = was
                    if at >= 0:
                        cards[at] = c


def test_stud_a_real_deck_and_a_folded_viewer_get_no_figure():
    """V-STUD is not offered (see odds.py); nor are tracker hands or folded seats."""
    odds = Odds()
    hand = Session(Rules(players=3, variant=STUD)).deal(cards=list(range(21)))
    assert not odds.compute(hand, 1) and not odds.offered
    hand = Session(Rules(players=3)).deal(physical=True)
    assert not odds.compute(hand, 1)
    hand = Session(Rules(players=3)).deal(cards=[0, 10, 20])
    hand.act(FOLD)
    assert not odds.compute(hand, 1) and odds.compute(hand, 2)


def test_an_example_a_person_can_check():
    """Standard, 3 players: the viewer sees a king and a deuce. 50 unseen cards: 4 aces
    win, 3 kings tie, 43 lose."""
    odds = Odds()
    hand = Session(Rules(players=3)).deal(cards=[4 * 5, 4 * 11, 0])  # 7c, Kc, 2c
    odds.compute(hand, 0)
    assert (odds.win, odds.tie, odds.lose) == pytest.approx((4 / 50, 3 / 50, 43 / 50))


# ---- on CircuitPython's 32-bit VM ------------------------------------------------------

VM_SCRIPT = """
import gc
from indian_poker import Rules, Session
from indian_poker.odds import Odds
odds = Odds()
CASES = %r
hands = []
for variant, players, tiebreak, cards, viewer in CASES:
    hands.append((Session(Rules(players=players, variant=variant, tiebreak=tiebreak))
                  .deal(cards=cards), viewer))
odds.compute(hands[0][0], hands[0][1])  # the first view may allocate
for hand, viewer in hands:
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    odds.compute(hand, viewer)
    after = gc.mem_alloc()
    gc.enable()
    print(after - before, odds.win, odds.tie, odds.lose)
"""


def test_on_circuitpython_the_figures_agree_and_a_view_allocates_nothing():
    """The board's VM (30-bit floats): the same figures to 1e-5, 0 bytes per view."""
    import cp32
    path, why = cp32.vm_path()
    if path is None:
        pytest.skip(why)
    rng = random.Random(6000)
    cases = []
    for variant in (STANDARD, LOW, PARTY, COMMUNITY, TWO_CARD):
        for tiebreak in (SPLIT, SUITS):
            players = rng.choice((4, 10))
            session = Session(Rules(players=players, variant=variant, tiebreak=tiebreak))
            cards = rng.sample(range(52), session.card_count())
            cases.append((variant, players, tiebreak, cards, rng.randrange(players)))
    code, out, err = cp32.run(path, VM_SCRIPT % (cases,))
    assert code == 0, err
    odds = Odds()
    lines = out.splitlines()
    assert len(lines) == len(cases)
    for line, (variant, players, tiebreak, cards, viewer) in zip(lines, cases, strict=True):
        allocated, *figures = line.split()
        assert allocated == "0", (variant, line)
        hand = Session(Rules(players=players, variant=variant, tiebreak=tiebreak)).deal(
            cards=cards)
        odds.compute(hand, viewer)
        assert [float(f) for f in figures] == pytest.approx(
            [odds.win, odds.tie, odds.lose], abs=1e-5)
