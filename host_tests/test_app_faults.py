"""Faults through the simulator: a failing hardware RNG, and an uncaught error.

RNG: the board's os.urandom gets stuck at zero mid-session; the deal stops with
"RNG failure: cannot deal" and offers a real deck (tracker mode), never a silent
fallback. Crash: an exception escapes while a card screen is drawn; the error
screen names the exception type only and shows no card, A restarts the board.
"""

import os

from app_sim_helpers import (
    SHORT_MS,
    A,
    AppDriver,
    B,
    C,
    Recorder,
    look,
    running_app,
)

from simhw.runner import run

SUITS = "♣♦♥♠"


def test_a_stuck_rng_stops_the_deal_and_offers_a_real_deck():
    seen = []

    def choose(app):
        seen.append((app.screen_kind, " ".join(" ".join(app.rows).split())))
        kind = app.screen_kind
        if kind in ("setup", "message"):
            return C, SHORT_MS, 200
        if kind == "intro":
            os.urandom = lambda n: bytes(n)   # the RNG breaks (the runner restores urandom)
            return B, SHORT_MS, 200
        if kind == "rng" and sum(1 for k, _ in seen if k == "rng") == 1:
            return A, SHORT_MS, 200           # retry: still failing
        if kind == "rng":
            return C, SHORT_MS, 200           # use a real deck
        return None

    result = run(AppDriver(choose))
    rng_screens = [text for kind, text in seen if kind == "rng"]
    assert len(rng_screens) == 2
    assert rng_screens[0].startswith("RNG failure: cannot deal")
    assert "RETRY" in rng_screens[0] and "DECK" in rng_screens[0]
    table = result.app.table
    assert table.tracker and table.session.hand.physical
    assert seen[-1][0] == "cut", "the hand goes on with a real deck: cut and deal"
    assert "RNG failure: cannot deal" in result.console


class CrashOnFirstView(Recorder):
    """Raises from inside Display.show() on the first card view: an error the app didn't expect.

    The message names a card, as an internal error message might; it must not be shown.
    """

    def __init__(self):
        super().__init__()
        self.crashed = False

    def on_show(self, display, oled):
        super().on_show(display, oled)
        app = running_app()
        if app is not None and app.screen_kind == "view" and not self.crashed:
            self.crashed = True
            raise RuntimeError("seat 1 holds K♥")


def test_an_uncaught_error_shows_a_card_free_error_screen_and_a_restarts():
    seen = []

    def choose(app):
        seen.append(app.screen_kind)
        kind = app.screen_kind
        if kind in ("setup", "message"):
            return C, SHORT_MS, 200
        if kind == "handoff":
            return look()
        if kind == "intro":
            return B, SHORT_MS, 200
        if kind == "error" and seen.count("error") == 1:
            return B, SHORT_MS, 200           # neither resume nor new: nothing happens
        if kind == "error":
            return A, SHORT_MS, 200
        return None

    recorder = CrashOnFirstView()
    result = run(AppDriver(choose), on_show=recorder.on_show)
    errors = [s for s in recorder.shown if s.kind == "error"]
    assert errors, "no error screen"
    screen = errors[0]
    assert screen.drawn[0] == "Error: RuntimeError" and screen.drawn[7].split() == ["RESUME", "NEW"]
    assert not any(s in screen.text for s in SUITS) and "K" not in screen.text.split()
    assert "error: RuntimeError" in result.console and "K♥" not in result.console
    assert result.resets == 1, "A restarted the board"
    last_error = len(seen) - 1 - seen[::-1].index("error")
    assert seen[last_error + 1] == "handoff", "A resumes the saved hand at its hand-off screen"


def test_the_crash_screens_new_asks_on_another_key_and_keeps_the_save():
    """NEW on the error screen: C asks, A goes back, B says yes; the setup comes up
    and the saved session stays until a new session starts: the next power-up offers it."""
    seen = []
    answers = [C, A, C, B]   # NEW?, back, NEW?, yes

    def choose(app):
        seen.append((app.screen_kind, list(app.rows)))
        kind = app.screen_kind
        if kind == "error":
            return (answers.pop(0), SHORT_MS, 200) if answers else None
        if kind == "message" or kind == "setup" and not answers:
            return (C, SHORT_MS, 200) if kind == "message" else None
        if kind == "setup":
            return C, SHORT_MS, 200
        if kind == "handoff":
            return look()
        if kind == "intro":
            return B, SHORT_MS, 200
        return None

    recorder = CrashOnFirstView()
    result = run(AppDriver(choose), on_show=recorder.on_show)
    errors = [s.drawn for s in recorder.shown if s.kind == "error"]
    assert [rows[7].split() for rows in errors] == [["RESUME", "NEW"], ["BACK", "YES"],
                                                    ["RESUME", "NEW"], ["BACK", "YES"]]
    assert "saved one stays" in " ".join(errors[1])
    assert result.resets == 1 and seen[-1][0] == "setup"

    again = []

    def power_up(app):
        again.append((app.screen_kind, list(app.rows)))
        return None

    run(AppDriver(power_up), nvm=result.nvm)
    assert again[0][0] == "resume" and again[0][1][2] == "Hand 1/4", again[0]
