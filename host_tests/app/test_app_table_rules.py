"""The rules of the sheets on the device: R-TABLE in tracker mode, R-DECK when cards are
entered, the community showdown's reason, O-PAIRS and O-LENGTH in the setup screens.

Whole sessions run in the simulator (real firmware, emulated board, virtual clock);
single screens are the app's own screens over its table, on a rules-core session.
"""

import random

import pytest
from app_sim_helpers import (
    GAP_MS,
    SHORT_MS,
    A,
    AppDriver,
    B,
    C,
    Clock,
    Player,
    Recorder,
    key_labels,
    run,
    run_driver,
    simhw_state,
    table_nav,
    wait,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer.screens.reveal import rank_card
from indian_poker import (
    BET,
    CALL,
    CHECK,
    COMMUNITY,
    FOLD,
    LOW,
    PARTY,
    STANDARD,
    SUITS,
    TWO_CARD,
    Rules,
    Session,
    card,
)

NAMES = ["ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IVY", "JON"]


# ---- R-TABLE: cut, 3-2-1, folded cards face down --------------------------------

class Timed(Recorder):
    """Every screen with the virtual clock's time (ms) when it was sent."""

    def on_show(self, display, oled):
        super().on_show(display, oled)
        self.shown[-1].ms = simhw_state.current().clock.now_us // 1000


def tracker_table(choose, players=4, extra=None):
    recorder = Timed()
    env = {"DEALER_PLAYERS": str(players), "DEALER_MODE": "tracker"}
    env.update(extra or {})
    result = run(AppDriver(choose), seed=1, settings=env, on_show=recorder.on_show)
    return result, recorder


def test_R_TABLE_the_player_on_the_dealers_right_cuts_then_a_3_2_1_count():
    """R-TABLE (ES 000): "el jugador a la derecha del repartidor corta el mazo"; "A la
    cuenta de tres, cada jugador recoge su carta sin mirarla". Keys pressed during the
    count change nothing; each number stays a second on the device's clock."""
    presses = []

    def choose(app):
        kind = app.screen_kind
        if kind in ("setup", "message") or kind == "intro":
            return (C if kind != "intro" else B), SHORT_MS, GAP_MS
        if kind == "cut":
            return B, SHORT_MS, GAP_MS
        if kind == "count" and len(presses) < 3:
            presses.append(app.rows[6])
            return (A, B, C)[len(presses) - 1], SHORT_MS, 300
        if kind == "count":
            return wait(300)
        return None

    result, recorder = tracker_table(choose)
    shown = recorder.shown
    cut = next(s for s in shown if s.kind == "cut")
    assert cut.drawn[1] == "DAN cuts"             # ANN deals: DAN sits on her right
    assert "ANN deals one card each, face down, BOB first." in " ".join(cut.drawn[2:5])
    counts = [s for s in shown if s.kind == "count"]
    rows = [s.drawn[6].strip() for s in counts]
    assert rows == ["3", "3  2", "3  2  1", "3  2  1  LIFT!"]
    start = counts[0].ms
    assert [s.ms - start for s in counts] == pytest.approx([0, 1000, 2000, 3000], abs=20)
    after = shown[shown.index(counts[-1]) + 1]
    assert after.kind == "act" and after.ms - start == pytest.approx(4000, abs=20)
    hand = result.app.table.session.hand
    assert hand.log == hand.log[:hand.events.start], "a key during the count acted"
    assert len(presses) == 3


def test_R_TABLE_with_a_dealer_who_sits_out_the_cut_is_on_the_buttons_right():
    def choose(app):
        kind = app.screen_kind
        if kind in ("setup", "message", "intro"):
            return (B if kind == "intro" else C), SHORT_MS, GAP_MS
        return None

    _, recorder = tracker_table(choose, players=3, extra={"DEALER_DEALER_PLAYS": "0"})
    cut = recorder.shown[-1]
    assert cut.kind == "cut" and cut.drawn[1] == "CAT cuts"
    assert "The dealer deals one card each, face down, BOB first." in " ".join(cut.drawn)


@pytest.mark.parametrize("seed", [3, 4])
def test_R_TABLE_a_folded_card_goes_face_down_and_is_never_asked_for(seed):
    """R-TABLE: "a player who folds puts the card face down without ever looking at it"
    (ES 000 "sin haberla visto nunca"): the device says so, and no reveal screen ever asks
    for a folded player's card."""
    player = Player(4, True, random.Random(seed))
    result, recorder = run_driver(player, seed=seed, settings={"DEALER_PLAYERS": "4",
                                                                "DEALER_MODE": "tracker"})
    assert result.error is None and result.app.table.session.over
    asked = [s for s in recorder.shown if s.kind == "reveal"]
    assert asked
    for s in asked:
        name = s.drawn[1][len("Card of "):-1]
        assert not s.folded >> s.names.index(name) & 1
    notices = [" ".join(s.drawn) for s in recorder.shown
               if s.kind in ("act", "reveal") and "face" in s.text]
    assert notices, "nobody folded in this session"
    folds = result.console.count(": fold")
    assert sum(1 for text in notices if ": your card face down, unseen" in text) >= folds - 4


def test_R_MISDEAL_in_tracker_mode_the_same_dealer_deals_again_after_a_new_cut():
    steps = []

    def choose(app):
        kind = app.screen_kind
        steps.append((kind, list(app.rows)))
        if kind in ("setup", "message"):
            return C, SHORT_MS, GAP_MS
        if kind in ("intro", "cut") and sum(1 for k, _ in steps if k == "cut") < 2:
            return B, SHORT_MS, GAP_MS
        if kind == "count":
            return wait()
        if kind == "act" and not any(k == "menu" for k, _ in steps):
            return 3, SHORT_MS, GAP_MS              # MENU
        if kind == "menu":
            cursor = next(row for row in app.rows if row.startswith(">"))
            return (C if cursor == "> Misdeal" else B), SHORT_MS, GAP_MS
        if kind == "confirm":   # Misdeal asks first: YES is B
            return B, SHORT_MS, GAP_MS
        return None

    result, _ = run_driver(choose, settings={"DEALER_MODE": "tracker"})
    kinds = [k for k, _ in steps]
    assert kinds.count("cut") == 2 and "Misdeal: deal the real cards again" in " ".join(
        " ".join(rows) for k, rows in steps if k == "message").replace("  ", " ")
    second = [rows for k, rows in steps if k == "cut"][1]
    assert second[1] == "DAN cuts" and second[2].startswith("ANN deals")
    session = result.app.table.session
    assert session.hand_no == 1 and session.hand.pot == 4   # the antes stay (R-MISDEAL)


# ---- R-DECK: a rank entered without its suit --------------------------------------

def reveal_table(players, tiebreak=0):
    session = Session(Rules(players=players, tiebreak=tiebreak))
    hand = session.deal(physical=True)
    while hand.to_act is not None:
        hand.act(CHECK)
    nav = table_nav(session, NAMES, True)
    assert nav.top().kind == "reveal"
    return nav, hand


def enter(nav, rank):
    """The keys a player presses to enter `rank` (from the entry's ace), then OK."""
    screen = nav.top()
    while screen.rank != rank:
        screen.press(1, False, 0)
    screen.press(2, False, 0)


def test_R_DECK_a_fifth_king_is_refused_with_a_clear_message():
    """R-DECK. ES 000: "Un mazo estándar de 52 cartas". Ranks only (suits do not count):
    each king gets a suit not yet entered; a fifth has none and is refused, and the same
    player is asked again."""
    nav, hand = reveal_table(6)
    for _ in range(4):
        enter(nav, 11)
    kings = sorted(hand.card(s) for s in range(6) if hand.card(s) is not None)
    assert kings == [card("Kc"), card("Kd"), card("Kh"), card("Ks")]
    waiting = hand.awaiting_reveal()
    enter(nav, 11)
    assert nav.top().notice == "there are only four kings in a deck"
    assert hand.awaiting_reveal() == waiting and nav.top().kind == "reveal"
    rows = [""] * 8
    nav.top().render(rows)
    assert "There" in rows[5] or "there" in rows[5]
    enter(nav, 12)
    enter(nav, 12)
    assert hand.over and hand.winners() == 0b100001   # the two aces share


@settings(max_examples=150, deadline=None)
@given(players=st.integers(2, 10), suits=st.booleans(),
       keys=st.lists(st.integers(0, 2), max_size=400))
def test_no_keys_at_a_real_deck_showdown_enter_a_card_twice_or_five_of_a_rank(
        players, suits, keys):
    """R-DECK through the app's card entry: whatever keys are pressed."""
    nav, hand = reveal_table(players, SUITS if suits else 0)
    for key in keys:
        if hand.over:
            break
        nav.top().press(key, False, 0)
        cards = [hand.card(s) for s in range(players) if hand.card(s) is not None]
        assert len(set(cards)) == len(cards)
        for rank in range(13):
            assert sum(1 for c in cards if c >> 2 == rank) <= 4


def test_rank_card_gives_the_lowest_free_suit():
    nav, hand = reveal_table(4)
    assert rank_card(hand, 5) == card("7c")
    hand.reveal(1, card("7c"))
    hand.reveal(2, card("7h"))
    assert rank_card(hand, 5) == card("7d")


# ---- V-COMMUNITY, V-TWO-CARD: why the hand won -------------------------------------

def result_rows(rules, cards, actions):
    session = Session(rules)
    hand = session.deal(cards=[card(c) for c in cards])
    for action in actions:
        hand.act(action)
    assert hand.over
    return showdown_rows(session)


def showdown_rows(session):
    """The rows of the screen the table shows once `session`'s hand is over: its showdown."""
    nav = table_nav(session, NAMES)
    rows = [""] * 8
    nav.top().render(rows)
    assert nav.top().kind == "showdown"
    return rows


def said(rows):
    """The showdown's rows as one line of words (a reason may wrap over two rows)."""
    return " ".join(" ".join(rows).split())


def test_V_COMMUNITY_the_showdown_says_the_highest_card_won():
    """V-COMMUNITY: K♣ is the highest card of any hand (forehead or middle)."""
    rows = result_rows(Rules(players=3, variant=COMMUNITY), ("Qd", "5h", "Kc", "5c"),
                       (CHECK, CHECK, CHECK, BET, CALL, FOLD))
    assert "Highest card: king" in said(rows) and "CAT takes 5" in rows
    assert "mid 5♣" in " ".join(rows)


def test_V_COMMUNITY_the_showdown_says_a_middle_ace_makes_everyone_split():
    """V-COMMUNITY: the middle ace is every hand's highest card: "Split by middle
    ace" (the issue's example)."""
    rows = result_rows(Rules(players=3, variant=COMMUNITY), ("2s", "9c", "Kd", "Ah"),
                       (CHECK,) * 6)
    assert "Split by middle ace" in said(rows)
    assert all("%s takes 1" % who in rows for who in NAMES[:3])


def test_O_PAIRS_the_community_showdown_says_the_winner_pairs_the_middle():
    rows = result_rows(Rules(players=3, variant=COMMUNITY, pairs=True),
                       ("Qd", "5h", "Kc", "5c"), (CHECK, CHECK, CHECK, BET, CALL, FOLD))
    assert "Pair of fives wins" in said(rows) and "BOB takes 5" in rows


@pytest.mark.parametrize("pairs, why, winner", [(False, "Highest card: ace", "CAT"),
                                                 (True, "Pair of nines wins", "BOB")])
def test_V_TWO_CARD_the_showdown_says_why(pairs, why, winner):
    rows = result_rows(Rules(players=3, variant=TWO_CARD, pairs=pairs),
                       ("Qd", "2c", "9h", "9c", "As", "5d"), (CHECK, CHECK, CHECK))
    assert why in said(rows) and "%s takes 3" % winner in rows


def test_V_TWO_CARD_the_showdown_says_equal_aces_split():
    """V-TWO-CARD: A♠5♣ and A♥9♦ split: "Split: aces highest" (the issue's "Aces
    split: highest card" in one row); with the suit order the winner's card is named."""
    rows = result_rows(Rules(players=2, variant=TWO_CARD), ("As", "5c", "Ah", "9d"),
                       (CHECK, CHECK))
    assert "Split: aces highest" in said(rows)
    rows = result_rows(Rules(players=2, variant=TWO_CARD, tiebreak=SUITS),
                       ("As", "5c", "Ah", "9d"), (CHECK, CHECK))
    assert "Highest card: A♠" in said(rows)
    rows = result_rows(Rules(players=2, variant=TWO_CARD, pairs=True),
                       ("As", "5c", "Ah", "9d"), (CHECK, CHECK))
    assert "A-9 wins: high cards" in said(rows)


@pytest.mark.parametrize("variant, cards, why", [
    (STANDARD, ("Kd", "Ks", "2c"), "Split: kings highest"),
    (LOW, ("Kd", "As", "2c"), "Lowest card: ace"),
    (PARTY, ("Kd", "2s", "2c"), "Lowest lose: deuces"),
    (PARTY, ("Kd", "3s", "2c"), "Lowest loses: deuce")])
def test_the_one_card_games_say_why_in_the_same_words(variant, cards, why):
    rows = result_rows(Rules(players=3, variant=variant), cards, (CHECK,) * 3)
    assert why in said(rows)


# ---- setup: section 9, O-PAIRS, O-LENGTH, bet size and raise cap --------------------

def setup_session(keys_after_players, extra=None):
    """Setup screens: NEXT through players, names and mode, then `keys` on the options."""
    todo = ["d", "d", "d"] + keys_after_players.split()
    seen = []

    def choose(app):
        seen.append((app.screen_kind, list(app.rows)))
        if not todo:
            return None
        return "asdf".index(todo.pop(0)), SHORT_MS, GAP_MS

    result, _ = run_driver(choose, settings=extra)
    return result, seen


def test_section_9_the_player_count_screen_says_4_to_7_give_the_richest_game():
    _, seen = setup_session("", None)
    kind, rows = seen[0]
    assert kind == "setup" and rows[2] == "Players: 4"
    assert " ".join(rows[3:6]).split() == "(2 to 10) 4 to 7 players give the richest game."\
        .split()


def option_row(rows, label):
    return next(row for row in rows if row[1:].startswith(label))


def test_every_new_option_is_set_in_the_setup_screens():
    """O-PAIRS (two-card), O-LENGTH last standing, bet size and raise cap from the setup."""
    # From Start, MORE: Game: standard -> low -> two-card (B B); Hands (3 NEXTs):
    # rotations x2, x3, bust, last (B x4: the option table's lengths, as between hands);
    # Pairs (5 more NEXTs): count; Bet: 2; Raises: 2; BACK to Start, START.
    keys = "s s s d d d s s s s d d d d d s d s d s a d"
    result, seen = setup_session(keys)
    rules = result.app.table.session.rules
    assert (rules.variant, rules.hands, rules.pairs, rules.bet, rules.raise_cap) == \
        (TWO_CARD, -2, True, 2, 2)
    options = [rows for kind, rows in seen if kind == "setup" and rows[0] == "Options"]
    assert any(">Hands last standing" in rows for rows in options)
    assert any(">Pairs count" in rows for rows in options)


def test_pairs_cannot_be_chosen_in_a_game_without_pairs():
    keys = "s d d d d d d d d s"   # MORE, NEXT to Pairs, CHANGE, in the standard game
    result, seen = setup_session(keys)
    kind, rows = seen[-1]
    assert option_row(rows, "Pairs") == ">Pairs -"
    assert rows[4:6] == ["Pairs: two-card and", "community only"]


def test_the_settings_between_hands_change_pairs_and_it_is_journaled(tmp_path):
    """O-PAIRS between hands (options change only then): the next boot resumes with it."""
    nvm = tmp_path / "pairs.nvm"
    steps = []

    def choose(app):
        kind = app.screen_kind
        steps.append(kind)
        if kind in ("setup", "message"):
            return C, SHORT_MS, GAP_MS
        if kind == "intro" and "settings" not in steps:
            return 3, SHORT_MS, GAP_MS     # MENU
        if kind == "menu":
            cursor = next(row for row in app.rows if row.startswith(">"))
            return (C if cursor == "> Settings" else B), SHORT_MS, GAP_MS
        if kind == "settings":
            cursor = next(row for row in app.rows if row.startswith(">"))
            if cursor == ">Pairs: no value":
                return B, SHORT_MS, GAP_MS     # CHANGE
            if cursor == ">Pairs: count":
                return A, SHORT_MS, GAP_MS     # BACK: the panel closes
            return C, SHORT_MS, GAP_MS         # NEXT
        return None

    first, _ = run_driver(choose, settings={"DEALER_VARIANT": "community"}, nvm=nvm)
    assert first.app.table.session.rules.pairs is True
    again, _ = run_driver(lambda app: (A, SHORT_MS, GAP_MS) if app.screen_kind == "resume"
                          else None, nvm=nvm)
    assert again.app.table.session.rules.pairs is True
    assert again.app.table.session.rules.variant == COMMUNITY


def test_the_count_takes_no_key_and_runs_on_the_clock():
    """R-TABLE: the count screen labels no key; 3, 2, 1, LIFT, then the first turn."""
    session = Session(Rules(players=3))
    clock = Clock()
    nav = table_nav(session, NAMES, True, clock)
    nav.top().press(1, False, 0)   # B: DEAL, a real deck
    assert nav.top().kind == "cut"
    nav.top().press(1, False, 0)   # B: DEALT
    rows = [""] * 8
    nav.top().render(rows)
    assert nav.top().kind == "count" and not any(key_labels(rows))
    for key in (0, 1, 2):
        nav.top().press(key, False, 0)
        assert nav.top().kind == "count" and session.hand.to_act == 1
    for now, shown in ((999, False), (1000, True), (2000, True), (3000, True), (3999, False)):
        clock.now = now
        assert nav.top().tick(now, -1) == shown
        rows = [""] * 8
        nav.top().render(rows)
    assert rows[6].strip() == "3  2  1  LIFT!"
    clock.now = 4000
    assert nav.top().tick(4000, -1) and nav.top().kind == "act"
    assert session.hand.log == session.hand.log[:session.hand.events.start]


@pytest.mark.parametrize("hold_ms, hands", [(1075, 9), (2575, 19), (6475, 45)])
def test_O_LENGTH_any_number_of_hands_by_holding_change_on_hands(hold_ms, hands):
    """O-LENGTH: B held on Hands counts one hand more every 150 ms after 400 ms (4 players:
    from one rotation, 4 hands); the release adds nothing; START plays that many."""
    class Keys:
        def __init__(self):
            self.script = [(C, 100)] * 3 + [(B, 100), (C, 100), (C, 100), (C, 100),
                                              (B, hold_ms), (A, 100), (C, 100)]
            self.driver = AppDriver(self.choose)

        def choose(self, app):
            if not self.script:
                return None
            key, hold = self.script.pop(0)
            return key, hold, GAP_MS

    keys = Keys()
    result = run(keys.driver, seed=1)
    session = result.app.table.session
    assert session.rules.hands == hands and session.hands_total == hands


# ---- the showdown says who won first, then why (V-STUD names the hand) -------------

@pytest.mark.parametrize("seed", range(12))
def test_V_STUD_the_showdown_names_the_winning_hand_first(seed):
    """V-STUD: "BOB: two pair, kings"; who takes the pot is on the first page."""
    from dealer.screens.hand_names import hand_name
    from indian_poker import STUD
    from indian_poker.poker_rank import hand_value
    rnd = random.Random(seed)
    deck = rnd.sample(range(52), 14)
    session = Session(Rules(players=2, variant=STUD))
    hand = session.deal(cards=deck)
    while not hand.over:
        hand.act(CHECK)
    rows = showdown_rows(session)
    values = [hand_value(bytearray(deck[7 * seat:7 * seat + 7]), 7) for seat in range(2)]
    best = max(values)
    text = " ".join(rows[1:7])
    for seat in range(2):
        if values[seat] == best:
            assert "%s takes" % NAMES[seat] in rows[1] + " " + rows[2]
    winner = values.index(best)
    assert " ".join(("%s: %s" % (NAMES[winner], hand_name(best))).split()) in \
        " ".join(text.split())


def test_stud_hand_names():
    """V-STUD: the category and the rank that leads it, in words."""
    from dealer.screens.hand_names import hand_name
    from indian_poker.poker_rank import hand_value

    def named(cards):
        cs = bytearray(card(c) for c in cards.split())
        return hand_name(hand_value(cs, len(cs)))
    assert named("Kc Kd 2h 2s 7c 9d 4h") == "two pair, kings"
    assert named("As Qd Jc 8h 6s 5d 3c") == "ace high"
    assert named("6c 6d 6h 2s 2c 9d 4h") == "full house, sixes"
    assert named("5c 6d 7h 8s 9c Kd Kh") == "straight, nine high"
    assert named("Tc Td 3h 4s 9c Kd 2h") == "pair, tens"


def test_a_paged_showdown_says_who_won_on_its_first_page():
    """R-SHOWDOWN, V-STUD with 7 players: the cards take pages; the winner is on the first."""
    from indian_poker import STUD
    for seed in range(6):
        session = Session(Rules(players=7, variant=STUD))
        hand = session.deal(cards=random.Random(seed).sample(range(52), 49))
        while not hand.over:
            hand.act(CHECK)
        rows = showdown_rows(session)
        assert "MORE" in rows[7]
        winners = [NAMES[seat] for seat in range(7) if hand.winners() >> seat & 1]
        assert rows[1].startswith(winners[0] + " takes "), rows


def test_V_DRINK_with_a_real_deck_one_seen_for_the_table_and_no_pot():
    """V-DRINK, tracker: the table looks once (one SEEN), the card entry names no pot."""
    from simhw.runner import run_headless
    result = run_headless("d d d d s s . . . . . s", seed=1,
                          settings={"DEALER_VARIANT": "party", "DEALER_MODE": "tracker"})
    shown = [rows for rows in result.screens]
    seen_screens = [rows for rows in shown if "SEEN" in (rows[7] if len(rows) > 7 else "")]
    assert seen_screens and all(rows[1] == "Look at the others" for rows in seen_screens)
    assert result.app.screen_kind == "reveal", "one SEEN: the card entry"
    assert result.final[0] == "Showdown" and not any("pot" in rows[0] for rows in shown)


def test_every_reason_fits_one_row():
    """The showdown's why line is one row for every reason, card, split and suit order
    (the stud line names the winner and the hand: it may wrap), in every language."""
    from dealer import lang
    from dealer.screens.hand_names import REASONS, reason_text
    try:
        for language in lang.CODES:
            lang.use(language)
            for code in REASONS:
                for c in range(52):
                    value = (c | 3) << 6 | c & ~3 if code == "high cards" else c
                    for split in (False, True):
                        for suits in (False, True):
                            line = reason_text(code, value, split, suits)
                            assert len(line) <= 21, (language, line)
    finally:
        lang.use("en")


@pytest.mark.parametrize("structure, cap, shown", [("fixed", "0", "0"), ("fixed", "2", "2"),
                                                    ("nolimit", "1", "any"), ("pot", "0", "any")])
def test_the_setup_and_the_settings_between_hands_show_the_raise_cap_alike(structure, cap,
                                                                           shown):
    """One option table: fixed limit with no raise shows "Raises 0" in the setup and
    "Raises: 0" between hands (the panel used to say "any"), and pot or no limit, where
    any number of raises is allowed, "any" in both (the setup used to show the cap)."""
    settings = {"DEALER_STRUCTURE": structure, "DEALER_RAISE_CAP": cap}
    _, seen = setup_session("s" + " d" * 10, settings)
    assert option_row(seen[-1][1], "Raises") == ">Raises " + shown
    panel = []

    def choose(app):
        kind = app.screen_kind
        if kind == "settings":
            panel.append(list(app.rows))
        if kind in ("setup", "message"):
            return C, SHORT_MS, GAP_MS
        if kind == "intro" and not panel:
            return 3, SHORT_MS, GAP_MS     # MENU
        if kind == "menu":
            cursor = next(row for row in app.rows if row.startswith(">"))
            return (C if cursor == "> Settings" else B), SHORT_MS, GAP_MS
        if kind == "settings" and not any(row.startswith(">Raises") for row in app.rows):
            return C, SHORT_MS, GAP_MS
        return None

    run_driver(choose, settings=settings)
    assert ">Raises: " + shown in panel[-1]
