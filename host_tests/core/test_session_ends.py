"""When a session ends and who deals: R-SESSION, R-BUST, O-LENGTH, R-WINNER (docs/rules.md 5, 7)."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from indian_poker import (
    BET,
    CALL,
    CHECK,
    COMMUNITY,
    FIXED,
    FOLD,
    LAST_STANDING,
    LOW,
    NO_LIMIT,
    PARTY,
    POT,
    RAISE,
    STANDARD,
    TWO_CARD,
    UNIT,
    UNTIL_BUST,
    IllegalAction,
    Rules,
    Session,
    card,
)
from testkit.tables import legal_actions, total_units

SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def cards(*names):
    return [None if n is None else card(n) for n in names]


def bust_seat_two(hands):
    """Three players with 3 chips each; after two hands CAT (seat 2) has no chip left.

    Hand 1, ANN deals: BOB (A♣) bets, CAT calls, ANN folds: BOB 6, CAT 1, ANN 2.
    Hand 2, BOB deals: CAT's ante is her last chip; ANN (K♣) and BOB check: ANN takes 3.
    """
    session = Session(Rules(players=3, stack=3, hands=hands))
    hand = session.deal(cards=cards("2c", "Ac", "3c"))
    for action in (BET, CALL, FOLD):
        hand.act(action)
    hand = session.deal(cards=cards("Kc", "2d", "3d"))
    assert hand.all_in(2) and hand.to_act == 0
    hand.act(CHECK)
    hand.act(CHECK)
    assert session.balances() == [4 * UNIT, 5 * UNIT, 0]
    return session


@pytest.mark.parametrize("hands", [0, 6, UNTIL_BUST])
def test_R_BUST_every_length_of_the_sheets_ends_when_a_player_cannot_pay_the_next_ante(hands):
    """R-BUST. ES 000: "las sesiones típicas terminan tras un número de repartos acordado
    previamente o cuando un jugador se queda sin chips"; NL 002: "of wanneer één speler
    blut is". One rotation (3 hands), 6 hands and until bust all end after hand 2."""
    session = bust_seat_two(hands)
    assert session.over and session.hand_no == 2
    with pytest.raises(IllegalAction, match="the session is over"):
        session.deal()
    # R-WINNER: BOB holds the most chips and wins; the net is his score beside it.
    assert session.standings() == [(1, 1, 2 * UNIT), (2, 0, UNIT), (3, 2, -3 * UNIT)]


def test_O_LENGTH_last_standing_plays_on_with_the_busted_seat_out():
    """O-LENGTH last standing: "a player who cannot pay the ante is out, is dealt no card,
    the button skips them, and the session ends when one player holds every chip"."""
    session = bust_seat_two(LAST_STANDING)
    assert not session.over
    hand = session.deal(cards=cards("Qh", "Jh", None))
    assert hand.dealer == 0   # the button skipped CAT, who is out
    assert not hand.dealt_in(2) and hand.card(2) is None and hand.to_act == 1
    hand.act(BET)
    hand.act(CALL)   # ANN's Q♥ beats BOB's J♥: ANN 6, BOB 3
    assert session.balances() == [6 * UNIT, 3 * UNIT, 0] and not session.over
    while not session.over:   # each antes 1 and checks; the higher card takes 2
        hand = session.deal(cards=cards("As", "Ks", None) if session.dealer == 1
                            else cards("Ad", "Kd", None))
        while not hand.over:
            hand.act(CHECK)
    assert session.balances() == [9 * UNIT, 0, 0]
    # The bust order ranks those who are out: CAT went out first, BOB after her.
    assert session.standings() == [(1, 0, 6 * UNIT), (2, 1, -3 * UNIT), (3, 2, -3 * UNIT)]


def test_R_SESSION_one_rotation_is_one_deal_each_even_when_stacks_differ():
    """R-SESSION: "as many hands as players, each player dealing once, and no player ever
    deals twice in one rotation". FR 003: "jouez une rotation complète des donneurs"."""
    session = Session(Rules(players=4), stacks=[100, 4, 50, 7])
    dealers = []
    while not session.over:
        hand = session.deal(cards=cards("2c", "3c", "4c", "5c"))
        dealers.append(hand.dealer)
        while not hand.over:
            hand.act(CHECK)
    assert dealers == [0, 1, 2, 3]


def test_R_BUST_a_player_who_starts_without_the_ante_ends_the_session_at_once():
    """R-BUST holds from the first hand: a stack below the ante means nobody deals."""
    session = Session(Rules(players=3, ante=2), stacks=[10, 1, 10])
    assert session.over
    assert not Session(Rules(players=3, ante=2, hands=LAST_STANDING), stacks=[10, 1, 10]).over


def test_R_WINNER_ranks_by_chips_held_not_by_net_gain():
    """R-WINNER. FR 003: "comparez les soldes ; maximum gagnant, égalité partagée";
    ES 000: "Ganador de la sesión: El jugador con más chips tras el número de repartos
    acordado". ANN and CAT start with 100, BOB with 50; one hand: BOB (A♣) bets, CAT and
    ANN call. BOB ends with 54 (+4), ANN and CAT with 98 (-2): they hold the most chips
    and share the win; BOB's +4 is his score, shown beside his 54."""
    session = Session(Rules(players=3, hands=1), stacks=[100, 50, 100])
    hand = session.deal(cards=cards("2c", "Ac", "3c"))
    for action in (BET, CALL, CALL):
        hand.act(action)
    assert session.over and session.balances() == [98 * UNIT, 54 * UNIT, 98 * UNIT]
    assert session.standings() == [(1, 0, -2 * UNIT), (1, 2, -2 * UNIT), (3, 1, 4 * UNIT)]


def test_R_WINNER_played_out_with_unequal_stacks():
    """R-WINNER through the API: BOB (start 20) wins a pot from ANN (start 100)."""
    session = Session(Rules(players=2, hands=1), stacks=[100, 20])
    hand = session.deal(cards=cards("2c", "Ac"))
    hand.act(BET)    # BOB
    hand.act(CALL)   # ANN
    assert session.over and session.balances() == [98 * UNIT, 22 * UNIT]
    assert session.standings() == [(1, 0, -2 * UNIT), (2, 1, 2 * UNIT)]


# ---- properties ---------------------------------------------------------------

@st.composite
def sessions(draw, length):
    variant = draw(st.sampled_from([STANDARD, LOW, TWO_CARD, COMMUNITY, PARTY]))
    players = draw(st.integers(2, 10))
    rules = Rules(players=players, variant=variant, hands=length(draw),
                  structure=draw(st.sampled_from([FIXED, POT, NO_LIMIT])),
                  ante=draw(st.integers(0, 2)), bet=draw(st.integers(1, 3)),
                  raise_cap=draw(st.integers(0, 2)), dealer_plays=draw(st.booleans()),
                  pairs=variant in (TWO_CARD, COMMUNITY) and draw(st.booleans()))
    stacks = draw(st.lists(st.integers(0, 12), min_size=players, max_size=players))
    return rules, stacks


def _length(draw):
    return draw(st.sampled_from([0, 0, UNTIL_BUST, UNTIL_BUST])) or draw(
        st.sampled_from([0, 1, 5, 14]))


def can_pay(rules, units):
    """The rulebook's test of R-BUST, written out again here: the ante, or one chip."""
    return rules.variant == PARTY or units >= max(rules.ante, 1) * UNIT


def play_one(session, data):
    """Deal the next hand from a random deck and play random legal actions to its end."""
    deck = data.draw(st.permutations(range(52)))[:session.card_count()]
    hand = session.deal(cards=deck)
    while not hand.over:
        action = data.draw(st.sampled_from(legal_actions(hand)))
        to = None
        if action in (BET, RAISE) and session.rules.structure != FIXED:
            low, high = hand.limits()
            to = data.draw(st.integers(low, high))
        hand.act(action, to)
    return hand


@SETTINGS
@given(table=sessions(_length), data=st.data())
def test_R_SESSION_and_R_BUST_property(table, data):
    """Outside LAST_STANDING: nobody deals twice before everyone has dealt once, every
    seat is dealt in, and the session is over exactly when R-BUST or the length says so
    (or on request)."""
    rules, stacks = table
    session = Session(rules, stacks=stacks)
    total = total_units(session)
    dealers = []
    limit = data.draw(st.integers(1, 30))   # then the players end it on request
    while True:
        balances = session.balances()
        bust = not all(can_pay(rules, units) for units in balances)
        agreed = rules.hand_count()
        assert session.over == (bust or bool(agreed) and len(dealers) >= agreed
                                or len(dealers) >= limit)
        if session.over:
            break
        hand = play_one(session, data)
        assert all(hand.dealt_in(seat) for seat in range(rules.players))
        dealers.append(hand.dealer)
        window = dealers[-rules.players:]
        assert len(set(window)) == len(window)   # R-SESSION
        assert total_units(session) == total
        if len(dealers) >= limit:
            session.end()
    assert dealers == [i % rules.players for i in range(len(dealers))]
    if rules.hands == 0:
        assert len(dealers) <= rules.players


@SETTINGS
@given(table=sessions(lambda draw: LAST_STANDING), data=st.data())
def test_O_LENGTH_last_standing_property(table, data):
    """LAST_STANDING: a seat out stays out and is dealt nothing; among the seats still in,
    nobody deals twice before each has dealt once; over when fewer than two can play."""
    rules, stacks = table
    session = Session(rules, stacks=stacks)
    since = {}   # seat -> the seats that have dealt since its last deal
    for _ in range(40):
        able = {s for s in range(rules.players) if can_pay(rules, session.balance(s))}
        assert session.over == (len(able) < 2)
        if session.over:
            break
        hand = play_one(session, data)
        assert {s for s in range(rules.players) if hand.dealt_in(s)} == able
        dealer = hand.dealer
        assert dealer in able
        if dealer in since:   # its second deal: everyone still in has dealt in between
            assert able - {dealer} <= since[dealer]
        since[dealer] = set()
        for seat in since:
            if seat != dealer:
                since[seat].add(dealer)


@pytest.mark.parametrize("hands", (UNTIL_BUST, LAST_STANDING))
def test_V_DRINK_a_party_that_nobody_can_bust_plays_on_until_it_is_ended(hands):
    """No chips, nobody goes bust: the session plays on past 255 sips of one player
    (the tally stops there, a byte) and ends on request (O-LENGTH)."""
    import random
    rnd = random.Random(hands)
    session = Session(Rules(players=2, hands=hands, variant=PARTY), entropy=rnd.randbytes)
    while max(session.tally(0), session.tally(1)) < 255:
        hand = session.deal()
        while not hand.over:
            hand.act(rnd.choice(legal_actions(hand)))
    for _ in range(40):
        hand = session.deal()
        while not hand.over:
            hand.act(rnd.choice(legal_actions(hand)))
    assert not session.over and max(session.tally(0), session.tally(1)) == 255
    session.end()
    assert session.over


# ---- O-LENGTH last standing: the bust order ranks those who are out -------------------

def check_down(session, cards_by_seat):
    """Deal the seats that can play the cards given (seat -> card name), all check (or
    call an all-in) to the showdown; returns the hand."""
    hand = session.deal(cards=[card(cards_by_seat[s]) if hand_in(session, s) else None
                               for s in range(session.rules.players)])
    while not hand.over:
        hand.act(CHECK if hand.legal() >> CHECK & 1 else CALL)
    return hand


def hand_in(session, seat):
    return session.can_play(seat)


DECK = {0: "As", 1: "2c", 2: "3c", 3: "4c"}   # ANN's ace takes every pot


def test_O_LENGTH_last_standing_ranks_the_later_out_higher():
    """The issue's case: every busted player used to share second place. BOB goes out in
    hand 1, CAT in hand 2, DAN in hand 3: ANN 1st, DAN 2nd, CAT 3rd, BOB 4th."""
    session = Session(Rules(players=4, hands=LAST_STANDING), stacks=[20, 1, 2, 3])
    out = []
    while not session.over:
        check_down(session, DECK)
        out.append([s for s in range(4) if not session.can_play(s)])
    assert out == [[1], [1, 2], [1, 2, 3]]
    assert [(rank, person) for rank, person, _ in session.standings()] == \
        [(1, 0), (2, 3), (3, 2), (4, 1)]


def test_O_LENGTH_players_out_in_the_same_hand_rank_by_the_chips_they_started_it_with():
    """Two go out in one hand: the one who started it with more chips ranks higher (the
    tournament rule); with equal chips they share the rank."""
    session = Session(Rules(players=4, hands=LAST_STANDING, ante=2), stacks=[30, 2, 3, 9])
    check_down(session, DECK)   # BOB antes his 2 (0 left), CAT 2 of 3: both out
    assert [s for s in range(4) if not session.can_play(s)] == [1, 2]
    while not session.over:
        check_down(session, DECK)
    assert [(rank, person) for rank, person, _ in session.standings()] == \
        [(1, 0), (2, 3), (3, 2), (4, 1)]
    session = Session(Rules(players=4, hands=LAST_STANDING), stacks=[30, 1, 1, 4])
    check_down(session, DECK)   # BOB and CAT ante their last chip in the same hand
    while not session.over:
        check_down(session, DECK)
    assert [(rank, person) for rank, person, _ in session.standings()] == \
        [(1, 0), (2, 3), (3, 1), (3, 2)]


def test_O_LENGTH_undoing_the_hand_that_put_a_player_out_takes_it_back():
    session = Session(Rules(players=3, hands=LAST_STANDING), stacks=[20, 1, 5])
    hand = check_down(session, DECK)
    from indian_poker.standings import bust_order
    assert bust_order(session) == b"\x01" and session.standings()[-1][1] == 1
    hand.undo()
    assert not bust_order(session) and not hand.over
    assert [rank for rank, _, _ in session.standings()] == [1, 2, 3]
