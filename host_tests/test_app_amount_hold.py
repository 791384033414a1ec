"""Sizing a pot- or no-limit bet: -/OK/+ keys whose steps speed up while A or B is held."""


import app_sim_helpers  # noqa: F401  (puts the simulator in tools/ on the path)

from dealer.board.keys import NONE, Buttons
from dealer.screens.amount import BACK, PENDING, Amount


class _Event:
    def __init__(self, key, pressed, timestamp):
        self.key_number = key
        self.pressed = pressed
        self.timestamp = timestamp


def test_a_short_press_steps_one_chip_and_c_confirms():
    entry = Amount(None, (4, 90), raising=False, private=False)   # the steps alone: no navigator
    assert entry.choose(1, False) == PENDING and entry.target == 5
    assert entry.choose(0, False) == PENDING and entry.target == 4
    assert entry.choose(2, False) == 4
    assert entry.choose(0, False) == BACK     # A at the minimum: BACK, as on every screen


def test_holding_b_steps_faster_and_faster_up_to_the_maximum():
    entry = Amount(None, (4, 500), raising=True, private=False)   # the steps alone: no navigator
    assert not entry.hold(1, 399) and entry.target == 4
    assert entry.hold(1, 400) and entry.target == 5            # the first repeat
    entry.hold(1, 400 + 4 * 120)
    assert entry.target == 9                                    # five steps of 1
    entry.hold(1, 400 + 9 * 120)
    assert entry.target == 34                                   # then five of 5
    entry.hold(1, 400 + 14 * 120)
    assert entry.target == 159                                  # then 25 at a time
    entry.hold(1, 10_000)
    assert entry.target == 500                                  # and it stops at the maximum
    assert entry.choose(1, True) == PENDING and entry.target == 500  # the release adds nothing
    assert entry.choose(2, False) == 500


def test_holding_a_comes_back_down_to_the_minimum():
    entry = Amount(None, (10, 400), raising=False, private=False)   # the steps alone: no navigator
    entry.target = 400
    entry.hold(0, 60_000)
    assert entry.target == 10


def test_buttons_report_the_key_held_and_for_how_long():
    buttons = Buttons()
    assert buttons.held(1000) == NONE
    buttons.feed(_Event(1, True, 1000))
    held = buttons.held(1750)
    assert held & 3 == 1 and held >> 2 == 750
    buttons.feed(_Event(1, False, 1800))
    assert buttons.held(1900) == NONE


def test_on_the_device_a_held_plus_key_steps_the_bet_while_it_is_down():
    """Through the simulator: B held for one second on the bet-size screen adds 5 steps."""
    from simhw.runner import run_headless

    nolimit = {"DEALER_STRUCTURE": "nolimit"}
    tapped = run_headless("d d d d s . S d", seed=1, players=2, settings=nolimit).final
    held = run_headless("d d d d s . S d S", seed=1, players=2, settings=nolimit).final
    assert tapped[1] == "BOB bets to 1" and tapped[3] == "from 1 to 99"
    assert held[1] == "BOB bets to 6"  # repeats at 400, 520, 640, 760 and 880 ms
    assert held[7].split() == ["-", "+", "OK"]
