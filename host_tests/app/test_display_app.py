"""The OLED under the whole firmware: after random keys (screen-off and wake included),
what the emulated SSD1306 shows equals the display's frame buffer after every redraw, and
no redraw sends a page whose pixels did not change (the first one after a wake aside)."""

import random

import pytest
from app_sim_helpers import simhw_state  # noqa: F401  (puts the simulator on sys.path)

from simhw.runner import run_headless

PRESSES = 150


def random_keys(rng):
    """A key script: soft keys and MENU, short and long, with waits between some."""
    keys = []
    for _ in range(PRESSES):
        if rng.random() < 0.25:
            keys.append(".")
        key = rng.choice("asdfasdasd")
        keys.append(key.upper() if rng.random() < 0.15 else key)
    return " ".join(keys)


def buffer_pixels(buf):
    """The frame buffer (the driver's, after its control byte) as the panel's pixels."""
    return bytearray((buf[1 + (y >> 3) * 128 + x] >> (y & 7)) & 1
                     for y in range(64) for x in range(128))


class PanelSpy:
    """Watches the emulated SSD1306: the pages data lands in, and whether it was woken."""

    def __init__(self):
        self.oled = None
        self.pages = set()
        self.woke = False
        self.before = b""
        self.problems = []
        self.shows = 0

    def attach(self, oled):
        self.oled = oled
        data, run = oled._data, oled._run

        def spy_data(byte):
            self.pages.add(oled.page)
            data(byte)

        def spy_run(cmd, args):
            if cmd == 0xAF:
                self.woke = True
            run(cmd, args)
        oled._data, oled._run = spy_data, spy_run

    def on_show(self, display, oled):
        if self.oled is not oled:      # the first show (start-up, or after a reset)
            self.attach(oled)
        else:
            after = oled.gddram
            changed = {p for p in range(8)
                       if self.before[p * 128:(p + 1) * 128] != after[p * 128:(p + 1) * 128]}
            if not self.woke and not self.pages <= changed:
                self.problems.append("unchanged pages %s sent" % sorted(self.pages - changed))
        if oled.gddram != display._buf[1:]:
            self.problems.append("the panel's RAM differs from the frame buffer")
        if oled.lit() and oled.frame() != buffer_pixels(display._buf):
            self.problems.append("the decoded frame differs from the frame buffer")
        self.before = bytes(oled.gddram)
        self.pages.clear()
        self.woke = False
        self.shows += 1


@pytest.mark.parametrize("seed", range(5))
def test_the_panel_shows_the_frame_buffer_after_random_keys(seed):
    rng = random.Random(seed)
    spy = PanelSpy()
    settings = {"DEALER_PLAYERS": str(rng.randint(2, 10))}
    result = run_headless(random_keys(rng), seed=seed, settings=settings, on_show=spy.on_show)
    assert result.error is None
    assert spy.shows > 20
    assert spy.problems == []
