"""The firmware's SSD1306 driver (dealer.board.oled) against the real adafruit_ssd1306: the
same panel state after start-up, and the same pixels for every screen the text display
draws, on the simulator's emulated SSD1306 (the emulated Pico's is in test_pico.py)."""

import pathlib
import random

import pytest

TOOLS = pathlib.Path(__file__).resolve().parents[2] / "tools"

import simhw_state  # noqa: E402
from ssd1306_emulator import SSD1306  # noqa: E402

import simhw  # noqa: E402,F401  (puts the host CircuitPython modules first)
from dealer.board.display import Display  # noqa: E402
from dealer.board.oled import Oled  # noqa: E402

# the emulated panel's own counters and decoder state: how the bytes came, not what they set
COUNTERS = {"commands", "data_bytes", "changed_bytes", "generation", "_cmd", "_need",
            "_args", "_got", "unknown"}


def panel_state(oled):
    """Everything the emulated SSD1306 holds that shows or steers the picture."""
    return {k: (bytes(v) if isinstance(v, bytearray) else v)
            for k, v in vars(oled).items() if k not in COUNTERS}


@pytest.fixture
def two_panels():
    """(our driver's panel, adafruit_ssd1306's panel, the board): each on a bus of its own."""
    import board
    import busio
    state = simhw_state.reset_board()
    ours = SSD1306()
    state.i2c_devices[0x3C] = ours
    i2c = busio.I2C(board.GP5, board.GP4, frequency=400000)
    return ours, i2c, state


def adafruit_on_a_fresh_panel(state):
    """The real driver started on a panel of its own (same address, the bus swapped)."""
    import adafruit_ssd1306
    import board
    import busio
    theirs = SSD1306()
    saved = state.i2c_devices[0x3C]
    state.i2c_devices[0x3C] = theirs
    state.claimed = {}
    driver = adafruit_ssd1306.SSD1306_I2C(128, 64, busio.I2C(board.GP5, board.GP4))
    return theirs, driver, saved


def test_start_up_leaves_the_panel_as_adafruit_ssd1306_does(two_panels):
    ours, i2c, state = two_panels
    Oled(i2c)
    theirs, _, _ = adafruit_on_a_fresh_panel(state)
    assert panel_state(ours) == panel_state(theirs)
    assert ours.lit() and ours.frame() == theirs.frame()
    assert ours.unknown == theirs.unknown == 0


def test_every_screen_shows_the_pixels_adafruit_ssd1306_shows(two_panels):
    """Random rows, inversions and big characters through the text display on our
    driver, and after each show() the same frame buffer sent whole by the real driver:
    the two panels light the same pixels, on, off and on again."""
    ours, i2c, state = two_panels
    display = Display(Oled(i2c))
    theirs, driver, mine = adafruit_on_a_fresh_panel(state)
    rng = random.Random(3)
    words = ["Pot 12", "ANN 99½", "K♠ 10♥", "Call 2", "> Standings", "", "Pass to BOB"]
    for step in range(200):
        for i in range(7):
            if rng.random() < 0.15:
                display.big(i, rng.choice(("", "A♠", "10♥", "??", "Pot 4")))
        for i in range(8):
            if rng.random() < 0.4:
                display.row(i, rng.choice(words), invert=rng.random() < 0.15)
        if step % 50 == 49:
            display.power(False)
            display.power(True)
        state.i2c_devices[0x3C] = mine
        display.show()
        driver.buffer[1:] = display._buf[1:]
        state.i2c_devices[0x3C] = theirs
        driver.show()
        assert ours.frame() == theirs.frame(), "step %d" % step
        assert ours.gddram == theirs.gddram


def test_no_oled_on_the_bus_is_a_clear_error():
    import board
    import busio
    simhw_state.reset_board()
    with pytest.raises(ValueError, match="no OLED at I2C address 0x3c"):
        Oled(busio.I2C(board.GP5, board.GP4))
