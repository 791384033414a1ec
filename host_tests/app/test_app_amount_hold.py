"""Sizing a pot- or no-limit bet: taps of A and B jump between the usual sizes (min, half
the pot, the pot, all in), a hold goes through every amount faster and faster, the whole
range within 3 s, C confirms."""


import app_sim_helpers  # noqa: F401  (the emulated board installed first)
import pytest

from dealer.board.keys import NONE, Buttons
from dealer.screens.amount import BACK, PENDING, Amount, hold_steps


class _Event:
    def __init__(self, key, pressed, timestamp):
        self.key_number = key
        self.pressed = pressed
        self.timestamp = timestamp


SIZES = [("min", 4), ("½ pot", 10), ("pot", 16), ("all in", 90)]


def test_a_tap_jumps_to_the_usual_sizes_and_c_confirms():
    """Taps of B go min, half the pot, the pot, all in; taps of A come back; A at the
    minimum is BACK. (Once a tap was one chip: a deep stack took minutes.)"""
    entry = Amount(None, (4, 90), raising=False, private=False, sizes=SIZES)
    ups = []
    for _ in range(4):
        assert entry.choose(1, False) == PENDING
        ups.append(entry.target)
    assert ups == [10, 16, 90, 90]
    assert entry.choose(0, False) == PENDING and entry.target == 16
    entry.target = 12                      # between two sizes (after a hold)
    assert entry.choose(0, False) == PENDING and entry.target == 10
    entry.target = 12
    assert entry.choose(1, False) == PENDING and entry.target == 16
    assert entry.choose(0, False) == PENDING and entry.target == 10
    assert entry.choose(0, False) == PENDING and entry.target == 4
    assert entry.choose(2, False) == 4
    assert entry.choose(0, False) == BACK     # A at the minimum: BACK, as on every screen


@pytest.mark.parametrize("low, high", [(4, 100), (2, 10000), (100, 10000), (1, 3)])
def test_a_hold_goes_through_every_amount_and_crosses_the_range_within_3_s(low, high):
    """One chip every 120 ms at first, whatever the range, so a short hold lands a chip
    or two away; then faster with the time held: the whole range by 3 s."""
    entry = Amount(None, (low, high), raising=True, private=False)
    assert not entry.hold(1, 399) and entry.target == low
    seen = []
    for ms in range(400, 3001, 10):      # the app's loop ticks about every 10 ms
        entry.hold(1, ms)
        seen.append(entry.target)
    assert seen == sorted(seen) and seen[-1] == high
    span = high - low
    assert [hold_steps(400 + 120 * k, span) for k in range(4)] == \
        [min(k + 1, span) for k in range(4)]
    assert entry.choose(1, True) == PENDING and entry.target == high   # the release: nothing
    entry.hold(0, 3000)
    assert entry.target == low            # and a hold of A all the way back down


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
    """Through the simulator: B held for one second on the bet-size screen adds 6 chips;
    a tap of B jumps to the next usual size."""
    from simhw.runner import run_headless

    nolimit = {"DEALER_STRUCTURE": "nolimit"}
    shown = run_headless("d d d d s . S d", seed=1, players=2, settings=nolimit).final
    held = run_headless("d d d d s . S d S", seed=1, players=2, settings=nolimit).final
    tapped = run_headless("d d d d s . S d s", seed=1, players=2, settings=nolimit).final
    assert shown[1] == "BOB bets to 1" and shown[3:5] == [">min 1 · pot 2", "all in 99"]
    assert held[1] == "BOB bets to 7"  # 1 chip every 120 ms from 400 ms to the release
    assert held[7].split() == ["-", "+", "OK"]
    assert tapped[1] == "BOB bets to 2" and tapped[3] == "min 1 · >pot 2"


def deep_stack_bet(hold_ms, gap_ms=200):
    """10,000 chips, no limit: BOB sizes a bet with B held `hold_ms`; the rows it shows."""
    from app_sim_helpers import SHORT_MS, B, C, look, run_driver
    shown = []

    def choose(app):
        kind = app.screen_kind
        if kind in ("message", "setup"):
            return C, SHORT_MS, 200
        if kind == "intro":
            return B, SHORT_MS, 200
        if kind == "handoff":
            return look()
        if kind == "view" and not shown:
            return C, SHORT_MS, 200
        if kind == "amount" and not shown:
            shown.append(list(app.rows))
            return B, hold_ms, gap_ms
        if kind == "amount":
            shown.append(list(app.rows))
        return None

    run_driver(choose, settings={"DEALER_PLAYERS": "4", "DEALER_STRUCTURE": "nolimit",
                                 "DEALER_STACK": "10000"})
    return shown


def test_all_in_from_a_deep_stack_is_a_3_s_hold_away():
    """DEALER_STACK = 10000: once about 50 s of holding B, cut by the 30 s privacy blank."""
    shown = deep_stack_bet(3000)
    assert shown[-1][1] == "BOB bets to 9999" and shown[-1][2] == "that is all in"


def test_a_key_held_longer_than_the_privacy_blank_is_not_cut():
    """A player holding a key is at the keys: the 30 s blank waits for the release."""
    shown = deep_stack_bet(35000)
    assert len(shown) == 2 and shown[-1][1] == "BOB bets to 9999", shown
