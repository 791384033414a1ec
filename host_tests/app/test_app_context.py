"""The card view's context line tells what really happened last in the hand: rebuilt
from the hand's event log after an undo or a resume, "middle turned: 7♦" when a
community game's second round begins, nothing about betting in the party game. All
through the headless simulator."""

import random

import pytest
from app_sim_helpers import Masher, Player, run_driver

from simhw import runner  # noqa: E402

SETUP = "d d d d"
LOOK = ". S"


def view_after(keys, **kwargs):
    """The rows of the last screen, a card view opened with LOOK after `keys`."""
    rows = runner.run_headless(keys + " " + LOOK, **kwargs).final
    assert not rows[1].startswith("Pass to"), rows
    return rows


def test_after_an_undo_the_line_says_what_is_left_not_you_speak_first():
    """BOB bets, CAT calls; CAT's call is undone: CAT's view reads "BOB bet 1" again."""
    keys = SETUP + " s " + LOOK + " d " + LOOK + " s  f d d"   # menu: Undo, message OK
    rows = view_after(keys, seed=3)
    assert rows[0].startswith("CAT "), rows
    assert rows[1] == "BOB bet 1", rows


def test_after_a_resume_the_line_says_what_happened_before_the_power_went(tmp_path):
    nvm = tmp_path / "nvm.bin"
    runner.run_headless(SETUP + " s " + LOOK + " d " + LOOK + " s", seed=3, nvm=str(nvm))
    rows = view_after("a", seed=4, nvm=str(nvm))   # RESUME, then DAN looks
    assert rows[0].startswith("DAN "), rows
    assert rows[1] == "CAT called 1", rows


def test_the_second_community_round_begins_with_the_middle_card_turned():
    result = runner.run_headless(SETUP + " s" + " . S s" * 4 + " " + LOOK, seed=3,
                                 settings={"DEALER_VARIANT": "community"})
    rows = result.final
    hand = result.app.table.session.hand
    from dealer.screens.text import card_text
    assert rows[1] == "middle turned: " + card_text(hand.middle(0)), rows


def test_the_party_game_says_nothing_about_betting():
    result = runner.run_headless(SETUP + " s" + " . S s" * 2 + " " + LOOK, seed=3,
                                 settings={"DEALER_VARIANT": "party"})
    lines = [rows[1] for rows in result.screens if rows[0].endswith(" looks")]
    assert lines == ["You look first", "BOB looked", "CAT looked"], lines


class Rebuilt:
    """Wraps a key chooser: at every card view, the line as the table kept it after the
    action must be the line rebuilt from the hand's log."""

    def __init__(self, inner):
        self.inner = inner
        self.checked = 0
        self.problems = []

    def __call__(self, app):
        if app is not None and app.screen_kind in ("view", "handoff"):
            from dealer.screens.context import rebuild
            table = app.table
            if table.last is not None:
                self.checked += 1
                again = rebuild(table)
                if again != table.last:
                    self.problems.append((table.last, again))
        return self.inner(app)


@pytest.mark.parametrize("seed", range(6))
def test_the_line_rebuilt_from_the_log_is_the_line_of_the_action(seed):
    """Random sessions in every game, with random keys: undo, misdeals, long waits."""
    rnd = random.Random(seed)
    variant = ("standard", "community", "stud", "party", "twocard", "low")[seed]
    players = rnd.choice((2, 3, 5, 7))
    structure = rnd.choice(("fixed", "pot", "nolimit"))
    player = Player(players, False, rnd)
    check = Rebuilt(Masher(rnd, presses=300, player=player, chaos=0.2))
    result, _ = run_driver(check, seed=seed, settings={
        "DEALER_PLAYERS": str(players), "DEALER_VARIANT": variant,
        "DEALER_STRUCTURE": structure, "DEALER_STACK": "12"})
    assert result.error is None, result.error
    assert check.checked > 10 and check.problems == []


def test_the_undone_message_rebuilds_the_line_before_its_ok():
    """Under "Undone", the idle hand-off rebuilds its line from the log (Screen.prepare),
    so the message's OK has nothing left to compute; the line is the one OK would make."""
    keys = SETUP + " s " + LOOK + " d " + LOOK + " s  f d"   # menu: Undo; the message stays
    result = runner.run_headless(keys, seed=3)
    assert result.app.screen_kind == "message"
    assert result.app.table.last == "BOB bet 1"
