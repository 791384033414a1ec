"""Learn mode on the device: the option (setup, settings between hands, settings.toml,
the journal), the odds and tips on the card view, and its privacy, all through the
simulator running the unchanged firmware."""

import random

import pytest
from app_sim_helpers import (
    GAP_MS,
    SHORT_MS,
    A,
    B,
    Player,
    look,
    run_driver,
)

from indian_poker.variants import WORDS

LEARN_ROWS = ("you win", "you drink", "no odds", "Seen 3 aces", "All 7 or lower",
              "Everyone bets")


def learn_rows(rows):
    """The learn-mode rows of a rendered view."""
    return [row for row in rows if row.startswith(LEARN_ROWS)]


def every_page(app, viewer):
    """Every page of `viewer`'s card view as the firmware renders it now (rows per page)."""
    from dealer.screens.turn import View
    pages = []
    from dealer.screens import learn
    count = 1
    while len(pages) < count:
        learn._last.hand = None   # count afresh: not the lines kept from the view as dealt
        screen = View(app.nav, viewer)
        screen.page = len(pages)
        rows = [""] * 8
        screen.render(rows)
        count = screen.pages
        pages.append(rows)
    return pages


def unknown_cards(hand, viewer):
    """Every card the viewer's own forehead card could be, as far as the viewer knows:
    neither on the viewer's screen nor another seat's forehead card (folded or not)."""
    slots = len(hand.game.SLOTS)
    known = set()
    for seat in range(hand.seats):
        if not hand.dealt_in(seat):
            continue
        for slot in range(slots):
            if seat != viewer and not hand.game.SLOTS[slot] & 1:
                known.add(hand.card(seat, slot))   # a forehead card, folded or not
        for slot in range(slots):
            c = hand.visible_card(viewer, seat, slot)
            if c is not None:
                known.add(c)
    for index in range(len(hand.game.MIDDLE)):
        c = hand.middle(index)
        if c is not None:
            known.add(c)
    return [c for c in range(52) if c not in known]


def views_for_every_own_card(app):
    """The viewer's whole card view (every page) for each card their own could be: the
    hand's cards are swapped in place, the view rendered, and the swap undone."""
    hand = app.table.session.hand
    viewer = app.viewer
    cards = hand.cards   # the test, not the app, reaches into the hand to swap cards
    forehead = hand.game.SLOTS.index(0)   # the forehead card of the first street
    own = viewer * len(hand.game.SLOTS) + forehead
    seen = {}
    for c in unknown_cards(hand, viewer):
        other = bytes(cards).find(bytes((c,)))
        original = cards[own]
        cards[own] = c
        if other >= 0:
            cards[other] = original
        try:
            seen[c] = every_page(app, viewer)
        finally:
            if other >= 0:
                cards[other] = c
            cards[own] = original
    return seen


class Checker:
    """Plays like a table (Player) and, at each card view, checks it for every own card."""

    def __init__(self, player):
        self.player = player
        self.views = 0
        self.odds_lines = set()
        self.problems = []

    def __call__(self, app):
        if app is not None and app.screen_kind == "view" and app.table.learn:
            variants = views_for_every_own_card(app)
            first = next(iter(variants.values()))
            lines = learn_rows([row for page in first for row in page])
            if not lines:
                self.problems.append("no learn line on %r" % first)
            self.odds_lines.update(line for line in lines if line.startswith(("you", "no")))
            for c, pages in variants.items():
                if pages != first:
                    self.problems.append("seat %d's view changes with its own card (%d): "
                                         "%r vs %r" % (app.viewer, c, pages, first))
                    break
            self.views += 1
        return self.player(app)


@pytest.mark.parametrize("variant", range(len(WORDS)))
def test_privacy_the_learn_view_is_the_same_for_every_own_card(variant):
    """Privacy (R-FOREHEAD) with learn mode on: for every card view of two hands, played
    through the simulator, each page of the view (the cards, the odds line, the tips) is
    the same for every card the holder's own could be."""
    for seed in range(2):
        players = 3 + (seed + variant) % 4
        rnd = random.Random(seed * 10 + variant)
        player = Player(players, False, rnd, end_after=2)
        checker = Checker(player)
        settings = {"DEALER_PLAYERS": str(players), "DEALER_LEARN": "1",
                    "DEALER_VARIANT": WORDS[variant], "DEALER_HANDS": "last"}
        run_driver(checker, seed=seed, settings=settings, max_presses=3000)
        assert not checker.problems, checker.problems[0]
        assert checker.views >= 2
        if WORDS[variant] == "stud":
            assert checker.odds_lines == {"no odds in this game"}
        elif WORDS[variant] == "party":
            assert all(line.startswith("you drink ") for line in checker.odds_lines)
        else:
            assert all(line.startswith("you win ") for line in checker.odds_lines)


def first_view_rows(settings, keys=""):
    """The first card view's rows, every page, after the setup (`keys` on the options,
    then START)."""
    todo = ["d", "d", "d"] + keys.split() + ["d", "s"]
    seen = []

    def choose(app):
        if app.screen_kind == "view":
            seen.append([row for page in every_page(app, app.viewer) for row in page])
            return None
        if todo:
            return "asdf".index(todo.pop(0)), SHORT_MS, GAP_MS
        return look()

    result, _ = run_driver(choose, settings=settings)
    return result, seen[0]


def test_learn_mode_is_off_by_default_and_on_from_settings_toml():
    _, rows = first_view_rows({})
    assert not learn_rows(rows)
    result, rows = first_view_rows({"DEALER_LEARN": "1"})
    assert result.app.table.learn
    assert any(row.startswith("you win ") for row in rows)


def test_learn_mode_from_the_setup_options():
    """MORE, NEXT eleven times to "Learn", CHANGE, NEXT three times (Chip, Language) to
    Start, then START: the view has the odds line."""
    result, rows = first_view_rows({}, "s " + "d " * 11 + "s d d d")
    assert result.app.table.learn
    assert any(row.startswith("you win ") for row in rows)


def test_a_bad_learn_value_in_settings_toml_is_a_warning():
    from dealer.settings_toml import read_settings
    settings = read_settings({"DEALER_LEARN": "maybe"}.get)
    assert settings.learn is False
    assert settings.warnings == ["LEARN=maybe is not 1 or 0: using 0"]


def test_learn_mode_between_hands_is_journaled_and_resumed(tmp_path):
    """The settings panel turns learn mode on between hands; the R record carries it, and
    so does the snapshot of a compaction: a power cut resumes with it on."""
    nvm = tmp_path / "learn.nvm"
    plan = ["d", "d", "d", "d",          # setup: the settings.toml values, START
            "f", "s", "d",               # before the first deal: menu > Settings
            "d", "d", "d", "d", "d", "d", "d", "d", "s", "a"]   # NEXT to Learn,
    # CHANGE, BACK

    def choose(app):
        if plan:
            return "asdf".index(plan.pop(0)), SHORT_MS, GAP_MS
        return None

    result, _ = run_driver(choose, nvm=nvm)
    assert result.app.table.learn
    seen = []

    def resume(app):
        rows = list(app.rows)
        if app.screen_kind == "view":   # learn mode's page is the view's last
            rows = [row for page in every_page(app, app.viewer) for row in page]
        seen.append((app.screen_kind, rows))
        if app.screen_kind == "resume":
            return A, SHORT_MS, GAP_MS
        if app.screen_kind == "intro":
            return B, SHORT_MS, GAP_MS
        if app.screen_kind == "handoff":
            return look()
        return None

    result, _ = run_driver(resume, nvm=nvm)
    assert result.app.table.learn
    assert seen[-1][0] == "view" and learn_rows(seen[-1][1])
    # the compacted image (its snapshot's flag) carries it too
    saver = result.app.nav.saver
    saver.compact()
    assert saver.read().learn


def fresh_lines(hand, viewer):
    from dealer.screens import learn
    learn._last.hand = None
    return learn.view_lines(hand, viewer)


def test_the_kept_lines_follow_a_misdeal_and_an_undo():
    """The lines kept between redraws of a view are counted again whenever the hand's log
    changes, even to one of the same length (R-MISDEAL's new cards; an undo, then
    another action)."""
    from dealer.screens.learn import view_lines
    from indian_poker import CALL, CHECK, FOLD, Rules, Session
    rnd = random.Random(5)
    for _ in range(30):
        session = Session(Rules(players=4))
        deck = rnd.sample(range(52), 8)
        hand = session.deal(cards=deck[:4])
        viewer = hand.to_act
        assert view_lines(hand, viewer) == fresh_lines(hand, viewer)
        session.misdeal(cards=deck[4:])
        kept = view_lines(hand, viewer)
        assert kept == fresh_lines(hand, viewer)
        hand.act(FOLD)
        view_lines(hand, hand.to_act)   # kept for the next seat, after a fold
        hand.undo()
        hand.act(CALL if hand.legal() >> CALL & 1 else CHECK)   # the same log length
        assert view_lines(hand, hand.to_act) == fresh_lines(hand, hand.to_act)
