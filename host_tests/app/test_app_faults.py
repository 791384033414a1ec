"""Faults through the simulator: a failing hardware RNG, and an uncaught error.

RNG: the board's os.urandom gets stuck at zero mid-session; the deal stops with
"RNG failure: cannot deal" and offers a real deck (tracker mode), never a silent
fallback. Crash: an exception escapes while a card screen is drawn; the error
screen names the exception type only and shows no card, A restarts the board.
"""

import os

import pytest
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


@pytest.mark.parametrize("variant", ["twocard", "stud", "community"])
def test_a_stuck_rng_in_a_game_a_real_deck_cannot_play_offers_the_one_card_game(variant):
    """#26 item 9: DECK was a dead end in the games tracker mode cannot play (the deal
    refused it). What works: try again, or the one-card game with a real deck, from this
    hand on, journaled like any change of game between hands."""
    from dealer.store import restore as rs
    from indian_poker import STANDARD
    seen = []
    broken = []

    def choose(app):
        seen.append((app.screen_kind, " ".join(" ".join(app.rows).split())))
        kind = app.screen_kind
        if kind in ("setup", "message"):
            return C, SHORT_MS, 200
        if kind == "intro" and not broken:
            broken.append(os.urandom)
            os.urandom = lambda n: bytes(n)   # the RNG breaks (the runner restores urandom)
            return B, SHORT_MS, 200
        if kind == "rng":
            return C, SHORT_MS, 200
        return None

    result = run(AppDriver(choose), settings={"DEALER_VARIANT": variant, "DEALER_PLAYERS": 4})
    failed = [text for kind, text in seen if kind == "rng"]
    assert len(failed) == 1 and "DECK" not in failed[0], failed
    assert "needs the device's cards" in failed[0] and failed[0].endswith("RETRY 1 CARD")
    table = result.app.table
    assert table.tracker and table.session.hand.physical
    assert table.session.rules.variant == STANDARD
    assert seen[-1][0] == "cut", "the hand goes on with a real deck: cut and deal"
    saved = rs.load(bytes(result.nvm))
    assert saved.tracker and saved.session.rules.variant == STANDARD and not saved.lost


def _board():
    import simhw_state
    return simhw_state.current()


def test_pins_with_no_display_on_them_fall_back_to_the_default_pins_and_say_so():
    """#26 item 8: DEALER_SDA = "GP0", DEALER_SCL = "GP1" are pins the board has, with
    nothing wired there (no pull-ups): the display is tried on the default pins, and
    the first screen says why."""
    from simhw.runner import run_headless
    result = run_headless("", seed=1, settings={"DEALER_SDA": "GP0", "DEALER_SCL": "GP1"})
    assert result.error is None
    said = ("Pins SDA GP0, SCL GP1, KEYS GP10,GP11,GP12,GP13: No pull up found on SDA or "
            "SCL; check your wiring: using the default pins")
    assert "settings: " + said in result.console
    text = " ".join(" ".join(rows) for rows in result.screens)
    assert " ".join(said.split()[:6]) in " ".join(text.split())
    assert result.app.screen_kind == "message"


def test_no_display_anywhere_says_so_on_the_console_and_blinks_the_led():
    """Nothing can be shown: the console names the pins and the settings, the LED blinks,
    and a key restarts the board (the display may have been plugged in since)."""
    import sim_keys

    from simhw.runner import run_headless
    blinks = []

    class Watch(sim_keys.ScriptedKeys):
        def poll(self, queue, clock):
            led = _board().claimed.get("GP25")
            if led is not None:
                blinks.append(led.changes)
            super().poll(queue, clock)

    result = run(Watch(". . . . a"), seed=1, display=False,
                 settings={"DEALER_SDA": "GP0", "DEALER_SCL": "GP1"})
    assert result.error is None
    assert "no display: " in result.console and "SDA GP0, SCL GP1" in result.console
    assert "the LED blinks until a key restarts the board" in result.console
    assert max(blinks) >= 6, blinks          # on and off, every half second
    assert result.resets >= 1                # the key restarted it
    assert run_headless("", seed=1, display=False).error is None


def test_keys_on_other_pins_are_named_at_power_up():
    """An unwired key pin reads as a key never pressed: nothing can tell it, so keys on
    pins other than the wiring's are named on the first screen (and OK'd once)."""
    from simhw.runner import run_headless
    result = run_headless("", seed=1, settings={"DEALER_KEYS": "GP2,GP3,GP6,GP7"})
    text = " ".join(" ".join(rows.split()) for rows in result.screens[0])
    assert "KEYS=GP2,GP3,GP6,GP7: if no key answers, check that A, B, C and MENU are " \
        "wired to these pins" in " ".join(text.split())
    assert "settings: KEYS=GP2,GP3,GP6,GP7" in result.console


def test_a_value_left_unread_by_circuitpython_is_said_on_the_first_screen(tmp_path):
    """#26 item 8: `DEALER_VARIANT = "stud` (a quote left open) and a key that is not a
    setting: os.getenv gives nothing for either; the first screen says both."""
    from simhw.runner import run_headless
    path = tmp_path / "settings.toml"
    path.write_text('DEALER_VARIANT = "stud\nDEALER_PLAYER = 5\n', encoding="utf-8")
    result = run_headless("", seed=1, settings_path=path)
    assert "settings: VARIANT in settings.toml has no value that can be read (check its " \
        "quotes): using the default" in result.console
    assert "settings: DEALER_PLAYER in settings.toml is not a setting of the dealer: " \
        "ignored" in result.console
    text = " ".join(" ".join(rows) for rows in result.screens)
    assert "2 problems in settings.toml" in text


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


class CrashAgainAtBoot(CrashOnFirstView):
    """Also raises on the first screen the boot after the error screen draws: a saved
    session that resumes but cannot be shown."""

    def __init__(self):
        super().__init__()
        self.again = False

    def on_show(self, display, oled):
        app = running_app()
        if self.crashed and not self.again and app is not None and app.screen_kind == "handoff":
            self.again = True
            raise RuntimeError("seat 2 holds Q♠")
        super().on_show(display, oled)


def test_an_error_while_the_boot_resumes_shows_the_error_screen_again():
    """The boot's own first screen failing (after RESUME, or at a power-up that resumes)
    gives the error screen again, not a dark display and a traceback at every power-up;
    a second RESUME goes on with the hand."""
    seen = []

    def choose(app):
        seen.append(app.screen_kind)
        kind = app.screen_kind
        if kind in ("setup", "message", "intro"):
            return (C if kind != "intro" else B), SHORT_MS, 200
        if kind == "handoff":
            return look()
        if kind == "error":
            return A, SHORT_MS, 200
        return None

    recorder = CrashAgainAtBoot()
    result = run(AppDriver(choose), on_show=recorder.on_show)
    errors = [s for s in recorder.shown if s.kind == "error"]
    assert recorder.again and len(errors) == 2, [s.kind for s in recorder.shown]
    assert errors[1].drawn[0] == "Error: RuntimeError" and "Q♠" not in result.console
    assert result.resets == 2
    assert seen[-1] in ("handoff", "view"), seen[-5:]


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
