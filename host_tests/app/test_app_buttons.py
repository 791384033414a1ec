"""Long presses measured from the keypad events' own timestamps, across the ticks wrap."""

import importlib
import sys

from app_sim_helpers import ROOT_TOOLS  # noqa: F401  (puts the emulated board on sys.path)

from dealer.board.keys import LONG, NONE, Buttons

keypad = importlib.import_module("keypad")   # the simulator's host keypad.Event
WRAP = 1 << 29


def press(buttons, key, down_ms, up_ms):
    """Feed a press and a release; return what the release completes."""
    assert buttons.feed(keypad.Event(key, True, down_ms % WRAP)) == NONE
    return buttons.feed(keypad.Event(key, False, up_ms % WRAP))


def test_short_and_long_by_the_600_ms_threshold():
    buttons = Buttons()
    assert press(buttons, 2, 1000, 1599) == 2
    assert press(buttons, 2, 1000, 1600) == 2 | LONG
    assert press(buttons, 3, 5000, 9000) == 3 | LONG


def test_a_press_across_the_ticks_wrap():
    buttons = Buttons()
    assert press(buttons, 0, WRAP - 100, WRAP + 50) == 0
    assert press(buttons, 1, WRAP - 300, WRAP + 400) == 1 | LONG


def test_stray_events_are_ignored():
    buttons = Buttons()
    assert buttons.feed(keypad.Event(1, False, 10)) == NONE     # a release never pressed
    assert buttons.feed(keypad.Event(7, True, 10)) == NONE      # a key the app has not
    assert buttons.feed(keypad.Event(7, False, 900)) == NONE
    # two keys held together: each is measured from its own press
    assert buttons.feed(keypad.Event(0, True, 0)) == NONE
    assert buttons.feed(keypad.Event(1, True, 500)) == NONE
    assert buttons.feed(keypad.Event(0, False, 700)) == 0 | LONG
    assert buttons.feed(keypad.Event(1, False, 800)) == 1
    assert "keypad" in sys.modules
