"""docs/rules.md section 8: every variant, with worked examples in the rulebook's style."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from indian_poker import (
    BET,
    CALL,
    CHECK,
    COMMUNITY,
    FIXED,
    FOLD,
    LOW,
    NO_LIMIT,
    PARTY,
    POT,
    RAISE,
    SPLIT,
    STANDARD,
    STUD,
    SUITS,
    TWO_CARD,
    UNIT,
    Rules,
    Session,
    card,
)
from indian_poker.poker_rank import CATEGORY_NAMES, category
from testkit.tables import act_and_maybe_undo, legal_actions, total_units


def cards(*names):
    return [card(n) for n in names]


def test_V_LOW_example_ace_is_the_lowest_card_and_wins():
    """V-LOW worked example: K♠ (dealer), A♣, 2♦; all check; the ace, lowest, takes 3."""
    session = Session(Rules(players=3, variant=LOW))
    hand = session.deal(cards=cards("Ks", "Ac", "2d"))
    for _ in range(3):
        hand.act(CHECK)
    assert hand.winners() == 0b010 and hand.won(1) == 3 * UNIT
    # With the suit tiebreak, ♠ > ♥ > ♦ > ♣ still orders equal ranks.
    session = Session(Rules(players=3, variant=LOW, tiebreak=SUITS))
    hand = session.deal(cards=cards("Ks", "Ad", "As"))
    for _ in range(3):
        hand.act(CHECK)
    assert hand.winners() == 0b100


def test_V_TWO_CARD_example_the_highest_card_wins_and_a_pair_is_worth_nothing():
    """V-TWO-CARD worked example. ES 000: "Las apuestas se realizan sobre la fuerza
    combinada y gana la carta más alta" (IT 001 "vince la carta più alta", NL 002 "de
    hoogste kaart wint"). Each seat's forehead card, then its private card; seat 0 deals.

    Q♦+2♣ (dealer), 9♥+9♣, A♠+5♦; all check: the ace is the highest card and takes 3,
    although 9-9 is a pair (pairs have no value unless O-PAIRS is on).
    """
    session = Session(Rules(players=3, variant=TWO_CARD))
    hand = session.deal(cards=cards("Qd", "2c", "9h", "9c", "As", "5d"))
    # R-FOREHEAD: the others' forehead cards and one's own private card; never one's own forehead.
    assert not hand.sees(1, 1, 0) and hand.sees(1, 1, 1)
    assert hand.sees(2, 1, 0) and not hand.sees(2, 1, 1)
    for _ in range(3):
        hand.act(CHECK)
    assert hand.winners() == 0b100 and hand.won(2) == 3 * UNIT


def test_V_TWO_CARD_equal_higher_cards_split_whatever_the_lower_cards():
    """V-TWO-CARD: a hand's value is its higher card, nothing else: A♠+5♣ and A♥+9♦ tie
    and split (the issue's example: the lower card used to decide, paying [99, 101])."""
    session = Session(Rules(players=2, variant=TWO_CARD))
    hand = session.deal(cards=cards("As", "5c", "Ah", "9d"))
    hand.act(CHECK)
    hand.act(CHECK)
    assert hand.winners() == 0b11 and session.balances() == [100 * UNIT, 100 * UNIT]
    # A-K and A-Q split too; 9-A and A-9 of course.
    for deal in (("Qd", "Ah", "As", "Kd"), ("9d", "Ah", "As", "9c")):
        session = Session(Rules(players=2, variant=TWO_CARD))
        hand = session.deal(cards=cards(*deal))
        hand.act(CHECK)
        hand.act(CHECK)
        assert hand.winners() == 0b11 and hand.won(0) == hand.won(1) == UNIT


def test_O_TIEBREAK_two_card_the_higher_cards_suit_decides():
    """O-TIEBREAK in two-card: equal higher cards go by the suit of the higher card
    (♠ > ♥ > ♦ > ♣), never by the lower card: A♥+K♠ loses to A♠+2♣."""
    session = Session(Rules(players=2, variant=TWO_CARD, tiebreak=SUITS))
    hand = session.deal(cards=cards("Ah", "Ks", "As", "2c"))
    hand.act(CHECK)
    hand.act(CHECK)
    assert hand.winners() == 0b10


def test_O_PAIRS_two_card_example_a_pair_beats_every_hand_without_one():
    """O-PAIRS: "A hand holding a pair (two-card: forehead and private card of equal
    rank) beats every hand without one." The same deal as above: now 9-9 takes 3."""
    session = Session(Rules(players=3, variant=TWO_CARD, pairs=True))
    hand = session.deal(cards=cards("Qd", "2c", "9h", "9c", "As", "5d"))
    for _ in range(3):
        hand.act(CHECK)
    assert hand.winners() == 0b010 and hand.won(1) == 3 * UNIT
    # Two pairs: the higher pair wins.
    session = Session(Rules(players=2, variant=TWO_CARD, pairs=True))
    hand = session.deal(cards=cards("5h", "5c", "3s", "3d"))
    hand.act(CHECK)
    hand.act(CHECK)
    assert hand.winners() == 0b01
    # O-PAIRS is poker style: without a pair the lower card decides equal higher ones.
    session = Session(Rules(players=2, variant=TWO_CARD, pairs=True))
    hand = session.deal(cards=cards("As", "5c", "Ah", "9d"))
    hand.act(CHECK)
    hand.act(CHECK)
    assert session.balances() == [99 * UNIT, 101 * UNIT]


def test_V_COMMUNITY_example_the_highest_forehead_card_wins():
    """V-COMMUNITY worked example. ES 000: "luego se revela y resuelve con la carta más
    alta" (IT 001 "si risolve come carta più alta", NL 002 "beslis op basis van de
    hoogste kaart"). A hand is its forehead card and the middle card, worth the higher.

    Foreheads Q♦ (dealer), 5♥, K♣; middle 5♣ after round one. Round one: all check;
    the middle card is shown to everyone. Round two: 5♥ bets 1, K♣ calls, Q♦ folds.
    K♣ is the highest card and takes 5; 5♥ pairing the middle counts for nothing.
    """
    session = Session(Rules(players=3, variant=COMMUNITY))
    hand = session.deal(cards=cards("Qd", "5h", "Kc", "5c"))
    assert hand.middle() is None and hand.street == 0
    for _ in range(3):
        hand.act(CHECK)
    assert hand.street == 1 and hand.middle() == card("5c")
    hand.act(BET)
    hand.act(CALL)
    hand.act(FOLD)
    assert hand.over and hand.winners() == 0b100 and hand.won(2) == 5 * UNIT
    assert session.balances() == [99 * UNIT, 98 * UNIT, 103 * UNIT]
    # Equal forehead ranks split.
    session = Session(Rules(players=2, variant=COMMUNITY))
    hand = session.deal(cards=cards("Kd", "Kh", "2c"))
    for _ in range(4):
        hand.act(CHECK)
    assert hand.winners() == 0b11


def test_V_COMMUNITY_a_middle_ace_is_every_hands_highest_card_and_they_split():
    """V-COMMUNITY: the middle card "se combina con todas las manos": a middle ace is
    the highest card of every hand, so all three tie and split (the issue's example,
    `deal(cards=[2s, 9c, Kd, Ah])`, used to pay the king the whole pot). With the suit
    order too: the ace is the same card in every hand (O-TIEBREAK)."""
    for tiebreak in (SPLIT, SUITS):
        session = Session(Rules(players=3, variant=COMMUNITY, tiebreak=tiebreak))
        hand = session.deal(cards=cards("2s", "9c", "Kd", "Ah"))
        for _ in range(6):
            hand.act(CHECK)
        assert hand.winners() == 0b111 and session.balances() == [100 * UNIT] * 3
    # A forehead card of the middle's rank and a higher suit is the higher card.
    session = Session(Rules(players=3, variant=COMMUNITY, tiebreak=SUITS))
    hand = session.deal(cards=cards("2s", "As", "Kd", "Ah"))
    for _ in range(6):
        hand.act(CHECK)
    assert hand.winners() == 0b010


def test_O_PAIRS_community_example_pairing_the_middle_card_beats_a_king():
    """O-PAIRS: "community: a forehead card that pairs the middle card" beats every
    unpaired hand. The same hand as above: now 5♥ takes the pot of 5."""
    session = Session(Rules(players=3, variant=COMMUNITY, pairs=True))
    hand = session.deal(cards=cards("Qd", "5h", "Kc", "5c"))
    for _ in range(3):
        hand.act(CHECK)
    hand.act(BET)
    hand.act(CALL)
    hand.act(FOLD)
    assert hand.over and hand.winners() == 0b010 and hand.won(1) == 5 * UNIT
    assert session.balances() == [99 * UNIT, 103 * UNIT, 98 * UNIT]
    # Poker style: under a middle ace the forehead card is the lower card, and decides.
    session = Session(Rules(players=3, variant=COMMUNITY, pairs=True))
    hand = session.deal(cards=cards("2s", "9c", "Kd", "Ah"))
    for _ in range(6):
        hand.act(CHECK)
    assert hand.winners() == 0b100


def test_V_STUD_example_best_five_of_seven():
    """V-STUD worked example, heads-up: aces full of kings beats a king-high flush.

    Each seat's 7 cards in slot order: 2 down, 1 up (street 1), one up on each of
    streets 2-4, one down on street 5; a betting round after each street.
    """
    session = Session(Rules(players=2, variant=STUD))
    dealer = cards("2h", "5h", "Kh", "9h", "3c", "4d", "7h")  # K-high flush
    first = cards("As", "Ah", "Ad", "Ks", "Kd", "2c", "3d")   # aces full of kings
    hand = session.deal(cards=dealer + first)
    assert hand.game.STREETS == 5
    # Street 1: the up card (slot 2) is visible to the other player only.
    assert hand.sees(0, 1, 2) and not hand.sees(1, 1, 2) and hand.sees(1, 1, 0)
    assert not hand.sees(0, 1, 3)  # the street-2 up card is not dealt yet
    for street in range(5):
        assert hand.street == street
        hand.act(CHECK)
        hand.act(CHECK)
    assert hand.over and hand.winners() == 0b10
    assert CATEGORY_NAMES[category(hand.strength(1))] == "full house"
    assert CATEGORY_NAMES[category(hand.strength(0))] == "flush"


def test_V_DRINK_example_tied_lowest_cards_both_drink():
    """V-DRINK worked example: 2♣ and 2♦ tie for lowest: both drink; no chips move."""
    session = Session(Rules(players=4, variant=PARTY))
    hand = session.deal(cards=cards("As", "2c", "2d", "Kh"))
    assert set(legal_actions(hand)) == {CHECK}  # no betting: everyone looks, then the reveal
    for _ in range(4):
        hand.act(CHECK)
    assert hand.over and hand.showdown and hand.winners() == 0b0110
    assert [session.tally(s) for s in range(4)] == [0, 1, 1, 0]
    assert session.balances() == [100 * UNIT] * 4
    assert session.standings()[0][2] == 0  # fewest sips rank first
    hand.undo()
    assert [session.tally(s) for s in range(4)] == [0, 0, 0, 0]  # undo takes the sip back


@st.composite
def variant_tables(draw):
    variant = draw(st.sampled_from([STANDARD, LOW, TWO_CARD, COMMUNITY, STUD, PARTY]))
    players = draw(st.integers(2, 7 if variant == STUD else 10))
    rules = Rules(players=players, variant=variant,
                  structure=draw(st.sampled_from([FIXED, POT, NO_LIMIT])),
                  tiebreak=draw(st.sampled_from([SPLIT, SUITS])),
                  ante=draw(st.integers(0, 2)), bet=draw(st.integers(1, 3)), hands=3)
    stacks = draw(st.lists(st.integers(2, 40), min_size=players, max_size=players))
    return rules, stacks


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(table=variant_tables(), data=st.data())
def test_random_variant_sessions(table, data):
    """Every variant: R-CONSERVE (chips; PARTY moves none), the betting ends, nobody sees
    their own forehead cards before the showdown, replay and undo reproduce the state."""
    rules, stacks = table
    session = Session(rules, stacks=stacks)
    total = total_units(session)
    slots = len(session.game.SLOTS)
    while not session.over:
        start = (session.balances(), session.dealer, session.playing)
        count = session.card_count()
        deck = data.draw(st.permutations(range(52)))[:count]
        hand = session.deal(cards=deck)
        steps = 0
        while not hand.over:
            for viewer in range(rules.players):
                for slot in range(slots):
                    if not session.game.SLOTS[slot] & 1:  # a forehead card
                        assert not hand.sees(viewer, viewer, slot)
            action = data.draw(st.sampled_from(legal_actions(hand)))
            to = None
            if action in (BET, RAISE) and rules.structure != FIXED:
                low, high = hand.limits()
                to = data.draw(st.integers(low, high))
            act_and_maybe_undo(session, hand, action, to, data.draw(st.booleans()))
            steps += 1
            assert steps < 60 * rules.players
            assert total_units(session) == total
        replay = Session(rules, stacks=stacks)  # the same table, as the hand began
        for seat, units in enumerate(start[0]):
            replay.ledger[seat] = units
        replay.dealer, replay.playing = start[1], start[2]
        replay.replay(hand.log)
        assert replay.balances() == session.balances()
    if rules.variant == PARTY:
        assert sum(session.tally(s) for s in range(rules.players)) >= rules.hand_count()
        assert session.balances() == [s * UNIT for s in stacks]
