"""A card view at any table: every card the player may see, each with its owner's name,
on screen the moment the view opens (nine opponents of a table of ten in one glance), and
the player's own chips, the pot and what calling costs always in full (R-FOREHEAD). Only
stud's last streets at six or seven players and learn mode's lines at a large table take
a second page, turned by a hold of A. All through the headless simulator."""

import random

import pytest
from app_sim_helpers import (
    LONG_MS,
    PAGE_HINT,
    A,
    Player,
    run_driver,
    text_model,
    view_cards,
)

from dealer.screens.text import card_text, chips


def expected_cards(app):
    """{name: card texts} the viewer on screen may see now, as the view names them."""
    table = app.table
    hand = table.session.hand
    viewer = app.viewer
    found = {}
    for seat in range(hand.seats):
        cards = [card_text(c) for c in (hand.visible_card(viewer, seat, slot)
                                        for slot in range(len(hand.game.SLOTS)))
                 if c is not None]
        if cards:
            found["you" if seat == viewer else table.names[seat]] = cards
    middle = [card_text(hand.middle(i)) for i in range(len(hand.game.MIDDLE))
              if hand.middle(i) is not None]
    if middle:
        found["mid"] = middle
    return found


def title_parts(app):
    """What row 0 (and row 6 when row 0 is full) must say in full."""
    session = app.table.session
    hand = session.hand
    return ["%s %s" % (app.table.names[app.viewer], chips(session.balance(app.viewer))),
            "pot %d" % hand.pot, "call %d" % hand.to_call()]


class Looker(Player):
    """Plays like a table; at each card view checks what it shows, then pages with a hold
    of A where the view says so, and only then acts."""

    def __init__(self, players, rnd, **kwargs):
        super().__init__(players, False, rnd, passive=True, **kwargs)
        self.flip_pages = False
        self.views = 0
        self.paged = 0
        self.problems = []
        self._pages = []

    def __call__(self, app):
        if app is not None and app.screen_kind == "view" and not self.done:
            model = text_model(app.rows)
            self._pages.append(model)
            hint = PAGE_HINT.search(model[6])
            if hint and int(hint.group(1)) < int(hint.group(2)):
                return A, LONG_MS, 200   # the next page first
            self._check(app, self._pages)
            self._pages = []
        return super().__call__(app)

    def _check(self, app, pages):
        self.views += 1
        self.paged += len(pages) > 1
        shown = {}
        for model in pages:
            shown.update(view_cards(model))
        want = expected_cards(app)
        if app.table.learn and not any(row.startswith(("you win", "you drink", "no odds"))
                                       for model in pages for row in model):
            self.problems.append("no odds line on any page: %r" % pages)
        if shown != want:
            self.problems.append("shown %r, the viewer sees %r: %r" % (shown, want, pages))
        if app.table.session.game.BETTING:
            text = pages[0][0] + "  " + pages[0][6]
            for part in title_parts(app):
                if part not in text:
                    self.problems.append("%r missing from %r" % (part, pages[0]))
            if pages[0][0] != pages[0][0][:21] or not pages[0][0].startswith(
                    title_parts(app)[0]):
                self.problems.append("row 0 is not the viewer's: %r" % pages[0])


def play(players, variant, seed, settings=None):
    env = {"DEALER_PLAYERS": str(players), "DEALER_VARIANT": variant}
    env.update(settings or {})
    looker = Looker(players, random.Random(seed), end_after=2)
    result, _ = run_driver(looker, seed=seed, settings=env, max_presses=3000)
    assert result.error is None, result.error
    return looker


@pytest.mark.parametrize("players", (2, 3, 4, 5, 7, 10))
def test_R_FOREHEAD_every_card_and_its_owner_in_one_glance_at_every_table(players):
    """Standard, two hands at tables of 2 to 10 players (each form: bands, the big row,
    tokens, ten players): one page, always."""
    looker = play(players, "standard", players)
    assert looker.views >= players and looker.problems == []
    assert looker.paged == 0


@pytest.mark.parametrize("variant", ["low", "party", "twocard", "community"])
def test_a_table_of_ten_in_every_one_or_two_card_game_needs_one_page(variant):
    looker = play(10, variant, 3)
    assert looker.views >= 10 and looker.problems == []
    assert looker.paged == 0


@pytest.mark.parametrize("players, seed", [(2, 1), (4, 2), (7, 3), (7, 4)])
def test_stud_shows_every_up_card_with_its_owner_on_a_page_a_hold_of_a_reaches(players,
                                                                               seed):
    looker = play(players, "stud", seed)
    assert looker.views >= players and looker.problems == []
    assert looker.paged == 0 if players < 5 else looker.paged > 0


@pytest.mark.parametrize("structure, stack", [("nolimit", "10000"), ("fixed", "100")])
def test_the_viewers_chips_the_pot_and_the_call_are_always_in_full(structure, stack):
    """`ANN pot 144 call 62` dropped ANN's own chips when the row was long; now what does
    not fit row 0 goes on row 6, in full."""
    looker = play(4, "standard", 5, {"DEALER_STRUCTURE": structure, "DEALER_STACK": stack})
    assert looker.views >= 4 and looker.problems == []


def test_the_issue_example_keeps_anns_chips():
    """The issue's keys: no limit, after a raise of 62 ANN's view."""
    from simhw import runner
    keys = "d d d s d d d d s s a d s . S d S S S d . S d S S S S S S d . S s . S"
    result = runner.run_headless(keys, seed=1)
    rows = result.final
    hand = result.app.table.session.hand
    assert rows[0].startswith("ANN 99 "), rows   # once "ANN pot 144 call 62"
    both = rows[0] + "  " + rows[6]
    assert "pot %d" % hand.pot in both and "call %d" % hand.to_call() in both, rows
    assert len(rows[0] + " call %d" % hand.to_call()) > 21, "the short form was not needed"


@pytest.mark.parametrize("players", [4, 10])
def test_learn_mode_lines_follow_the_cards_and_a_hold_of_a_reaches_every_one(players):
    looker = play(players, "standard", 9, {"DEALER_LEARN": "1"})
    assert looker.views >= players and looker.problems == []
