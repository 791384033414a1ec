"""The emulated SSD1306 decodes the I2C stream into the pixels a real panel would show."""

import pathlib

import pytest

TOOLS = pathlib.Path(__file__).resolve().parents[2] / "tools"

import simhw_state  # noqa: E402
from ssd1306_emulator import HORIZONTAL, PAGE_MODE, SSD1306, VERTICAL  # noqa: E402

import simhw  # noqa: E402,F401  (puts the host CircuitPython modules first)


@pytest.fixture
def bus():
    """A fresh board with an SSD1306 at 0x3C and a locked I2C bus on GP5/GP4."""
    import board
    import busio
    state = simhw_state.reset_board()
    oled = SSD1306()
    state.i2c_devices[0x3C] = oled
    i2c = busio.I2C(board.GP5, board.GP4, frequency=400000)
    return oled, i2c, state


def send(i2c, *payload):
    i2c.try_lock()
    i2c.writeto(0x3C, bytes(payload))
    i2c.unlock()


def commands(i2c, *cmds):
    """Commands as the real driver sends them: one [0x80, cmd] transaction each."""
    for cmd in cmds:
        send(i2c, 0x80, cmd)


def driver(i2c):
    import adafruit_ssd1306
    return adafruit_ssd1306.SSD1306_I2C(128, 64, i2c)


def test_real_driver_pixels_land_where_drawn(bus):
    oled, i2c, _ = bus
    d = driver(i2c)
    assert oled.lit() and oled.mode == HORIZONTAL
    assert sum(oled.frame()) == 0          # the driver cleared the power-up noise
    points = [(0, 0), (127, 0), (0, 63), (127, 63), (64, 17), (5, 40)]
    for x, y in points:
        d.pixel(x, y, 1)
    d.show()
    frame = oled.frame()
    assert sum(frame) == len(points)
    for x, y in points:
        assert oled.pixel(x, y) == 1
    assert oled.gddram == d.buffer[1:]


def test_power_up_ram_is_noise_and_panel_dark_until_initialised(bus):
    oled, _, _ = bus
    assert any(oled.gddram)
    assert not oled.lit()
    assert sum(oled.frame()) == 0


def test_horizontal_mode_wraps_inside_the_column_and_page_window(bus):
    oled, i2c, _ = bus
    commands(i2c, 0x20, 0x00, 0x21, 10, 12, 0x22, 2, 3)
    send(i2c, 0x40, 1, 2, 3, 4, 5, 6, 7)
    g = oled.gddram
    assert [g[2 * 128 + c] for c in (10, 11, 12)] == [7, 2, 3]   # 7th byte wrapped to the start
    assert [g[3 * 128 + c] for c in (10, 11, 12)] == [4, 5, 6]


def test_vertical_mode_advances_page_first(bus):
    oled, i2c, _ = bus
    commands(i2c, 0x20, 0x01, 0x21, 0, 1, 0x22, 0, 2)
    send(i2c, 0x40, 1, 2, 3, 4)
    g = oled.gddram
    assert oled.mode == VERTICAL
    assert (g[0], g[128], g[256], g[1]) == (1, 2, 3, 4)


def test_page_mode_uses_page_and_nibble_column_commands(bus):
    oled, i2c, _ = bus
    commands(i2c, 0x20, 0x02, 0xB3, 0x05, 0x11)          # page 3, column 0x15
    send(i2c, 0x40, 0xAA, 0xBB)
    assert oled.mode == PAGE_MODE
    assert oled.gddram[3 * 128 + 21] == 0xAA and oled.gddram[3 * 128 + 22] == 0xBB


def test_page_mode_wraps_inside_the_page_and_counts_changed_bytes(bus):
    oled, i2c, _ = bus
    send(i2c, 0x00, 0x20, 0x02, 0xB5, 0x0E, 0x17)       # page mode, page 5, column 126
    oled.gddram[5 * 128:6 * 128] = bytes(128)
    oled.gddram[5 * 128 + 127] = 0x11
    before = oled.changed_bytes
    send(i2c, 0x40, 0x22, 0x11, 0x33)                   # columns 126, 127 (as it was), 0
    assert oled.gddram[5 * 128 + 126] == 0x22 and oled.gddram[5 * 128] == 0x33
    assert oled.page == 5                                # the page does not advance
    assert oled.changed_bytes - before == 2


def test_command_stream_and_single_data_byte_controls(bus):
    oled, i2c, _ = bus
    send(i2c, 0x00, 0x20, 0x00, 0x21, 4, 4, 0x22, 6, 6)   # Co=0: all commands
    send(i2c, 0xC0, 0x5A, 0x80, 0xAF)                     # one data byte, then one command
    assert oled.gddram[6 * 128 + 4] == 0x5A
    assert oled.display_on


def test_display_state_commands_change_what_is_lit(bus):
    oled, i2c, _ = bus
    d = driver(i2c)
    d.pixel(3, 3, 1)
    d.show()
    assert oled.pixel(3, 3) == 1
    d.invert(True)
    assert oled.pixel(3, 3) == 0 and oled.pixel(4, 4) == 1
    d.invert(False)
    d.poweroff()
    assert sum(oled.frame()) == 0
    d.poweron()
    assert oled.pixel(3, 3) == 1                         # RAM kept while off
    commands(i2c, 0x8D, 0x10)                           # charge pump off: dark panel
    assert sum(oled.frame()) == 0


def test_unmapped_orientation_mirrors_the_picture(bus):
    oled, i2c, _ = bus
    d = driver(i2c)
    d.pixel(0, 0, 1)
    d.show()
    commands(i2c, 0xA0, 0xC0)                           # segment and COM remap off
    assert oled.pixel(127, 63) == 1 and oled.pixel(0, 0) == 0


def test_unknown_commands_are_counted(bus):
    oled, i2c, _ = bus
    commands(i2c, 0xFE)
    assert oled.unknown == 1


def test_bus_counts_bytes_and_charges_time(bus):
    oled, i2c, state = bus
    before_bytes, before_us = state.i2c_bytes, state.clock.now_us
    send(i2c, 0x40, *([0] * 99))
    assert state.i2c_bytes - before_bytes == 100
    # 101 bytes (address included) x 9 clocks at 400 kHz
    assert state.clock.now_us - before_us == 101 * 9 * 1000000 // 400000


def test_bus_refuses_without_lock_and_for_absent_devices(bus):
    _, i2c, _ = bus
    with pytest.raises(RuntimeError):
        i2c.writeto(0x3C, b"\x80\xaf")
    i2c.try_lock()
    with pytest.raises(OSError):
        i2c.writeto(0x3D, b"\x80\xaf")
    i2c.unlock()
