"""The text display: glyphs in the driver's buffer, and only changed pixels sent."""

import pathlib
import random

import pytest

TOOLS = pathlib.Path(__file__).resolve().parents[2] / "tools"

import simhw_state  # noqa: E402
from ssd1306_emulator import SSD1306  # noqa: E402

import simhw  # noqa: E402,F401  (puts the host CircuitPython modules first)
from dealer.board import font  # noqa: E402
from dealer.board.display import Display  # noqa: E402

FULL_FRAME = 6 * 2 + 1025     # adafruit_ssd1306's show(): six commands, then every byte


@pytest.fixture
def screen():
    """(Display, emulated OLED, board state) on the firmware's SSD1306 driver."""
    import board
    import busio

    from dealer.board.oled import Oled
    state = simhw_state.reset_board()
    oled = SSD1306()
    state.i2c_devices[0x3C] = oled
    i2c = busio.I2C(board.GP5, board.GP4, frequency=400000)
    display = Display(Oled(i2c))
    return display, oled, state


def sent(state, action):
    before = state.i2c_bytes
    action()
    return state.i2c_bytes - before


def glyph_columns(ch):
    g = font.glyph(ch)
    return bytes(font.GLYPHS)[g * 6:g * 6 + 6]


def test_font_covers_ascii_suits_signs_and_box():
    assert len(bytes(font.GLYPHS)) == 6 * (95 + len(font.EXTRAS))
    for ch in "♠♥♦♣½·±−←→↑↓▶":
        assert font.char(font.glyph(ch)) == ch
        assert any(glyph_columns(ch))
    for code in range(33, 127):
        assert any(glyph_columns(chr(code))), chr(code)
        assert glyph_columns(chr(code))[5] == 0          # the gap column
    assert font.glyph("€") == font.BOX
    shapes = {glyph_columns(chr(c)) for c in range(32, 127)}
    assert len(shapes) == 95                              # every ASCII glyph distinct


def test_rows_are_padded_cut_and_read_back(screen):
    display, _, _ = screen
    display.row(0, "Pot 12 ♠♥♦♣")
    display.row(1, "x" * 30)
    display.row(2, "€uro")
    rows = display.text_rows()
    assert rows[0] == "Pot 12 ♠♥♦♣"
    assert rows[1] == "x" * 21
    assert rows[2] == "□uro"
    assert rows[3:] == [""] * 5


def test_every_character_of_the_font_draws_as_itself_in_a_row(screen):
    """A row is drawn from its UTF-8 bytes: one, two and three bytes a character (the
    letters, the accented ones, the suits and signs) each reach their own glyph, and what
    the font lacks (a control character, DEL, '€', a four-byte emoji) draws as the box."""
    display, oled, _ = screen
    known = "".join(chr(c) for c in range(32, 127)) + font.EXTRAS
    for at in range(0, len(known), 21):
        text = known[at:at + 21]
        display.row(at // 21 % 8, text)
        display.show()
        page = at // 21 % 8
        for cell, ch in enumerate(text):
            x = 1 + cell * 6
            assert bytes(oled.gddram[page * 128 + x:page * 128 + x + 6]) == glyph_columns(ch), ch
    display.row(0, "a\x07b\x7fc€d\U0001F600e")
    assert display.text_rows()[0] == "a□b□c□d□e"
    assert font.point_glyph(ord("ñ")) == font.glyph("ñ") == 95 + font.EXTRAS.index("ñ")
    assert font.point_glyph(0x2664) == font.BOX   # between the suits: no glyph


def test_glyphs_reach_the_panel_at_their_cell(screen):
    display, oled, _ = screen
    display.row(3, "ab♥")
    display.show()
    for cell, ch in enumerate("ab♥"):
        x = 1 + cell * 6
        assert bytes(oled.gddram[3 * 128 + x:3 * 128 + x + 6]) == glyph_columns(ch)
    # the pixels, not just the RAM: the heart's top-left lobe is lit in row 24
    x = 1 + 2 * 6
    assert [oled.pixel(x + k, 24) for k in range(5)] == [0, 1, 0, 1, 0]


def test_nothing_changed_sends_nothing(screen):
    display, _, state = screen
    display.row(0, "Hello")
    display.show()
    display.row(0, "Hello")
    assert sent(state, display.show) == 0


def test_one_changed_character_sends_only_its_columns(screen):
    display, oled, state = screen
    display.row(5, "Pot 10")
    display.show()
    display.row(5, "Pot 11")
    # a 4-byte page-mode window (the mode switched once before: 2 bytes more), the data's
    # control byte, and at most the 6 columns of the '1'
    assert 5 < sent(state, display.show) <= 4 + 1 + 6
    assert oled.gddram == display._buf[1:]


def test_full_screen_costs_no_more_than_a_full_frame(screen):
    display, oled, state = screen
    for i in range(8):
        display.row(i, "#" * 21, invert=True)
    # a page-mode window per page (4 command bytes and 1 control byte; the mode command
    # once) against the driver's one window: at most 2 + 8 * 4 more than its full frame
    assert sent(state, display.show) <= FULL_FRAME + 2 + 8 * 4
    assert oled.gddram == display._buf[1:]
    assert all(display.inverted(i) for i in range(8))


def test_inversion_paints_the_margins_too(screen):
    display, oled, _ = screen
    display.row(2, "MENU", invert=True)
    display.show()
    assert oled.gddram[2 * 128] == 0xFF and oled.gddram[2 * 128 + 127] == 0xFF
    display.row(2, "MENU")
    display.show()
    assert oled.gddram[2 * 128] == 0 and oled.gddram[2 * 128 + 127] == 0


def test_random_edits_keep_panel_equal_to_buffer(screen):
    display, oled, state = screen
    rng = random.Random(7)
    alphabet = "ABC abc 0123456789 ♠♥♦♣½·±−←→↑↓▶"
    for _ in range(300):
        for _ in range(rng.randint(1, 3)):
            text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24)))
            display.row(rng.randrange(8), text, invert=rng.random() < 0.2)
        if rng.random() < 0.1:
            display.clear()
        display.show()
        assert oled.gddram == display._buf[1:]
    assert state.i2c_bytes > 0


def test_power_keeps_the_picture(screen):
    display, oled, _ = screen
    display.row(0, "A")
    display.show()
    display.power(False)
    assert not oled.lit() and not display.is_on
    display.power(True)
    assert oled.lit() and oled.pixel(1, 1) == 1          # the left stroke of the A


def pages_written(oled):
    """Spy on the emulated OLED: a set that collects the GDDRAM pages data lands in."""
    pages = set()
    data = oled._data

    def spy(byte):
        pages.add(oled.page)
        data(byte)
    oled._data = spy
    return pages


def changed_pages(before, after):
    return {p for p in range(8) if before[p * 128:(p + 1) * 128] != after[p * 128:(p + 1) * 128]}


@pytest.mark.parametrize("seed", range(6))
def test_a_redraw_sends_no_unchanged_page(screen, seed):
    display, oled, _ = screen
    written = pages_written(oled)
    rng = random.Random(seed)
    words = ["Pot 12", "Ann", "Bob ♠A", "Call 2", "Check", "FOLD", "", "Pass to Cy"]
    rows = [("", False)] * 8
    for _ in range(150):
        # a frame as the app draws one: each row's big text and text set at most once
        for i in range(7):
            if rng.random() < 0.2:
                display.big(i, rng.choice(("", "A♠", "10♥", "Pot 4")))
        for i in range(8):
            if rng.random() < 0.3:
                rows[i] = (rng.choice(words), rng.random() < 0.1)
            display.row(i, *rows[i])
        before = bytes(oled.gddram)
        written.clear()
        display.show()
        assert written <= changed_pages(before, oled.gddram), "an unchanged page was sent"
        assert oled.gddram == display._buf[1:]


def test_power_on_sends_the_whole_frame(screen):
    display, oled, state = screen
    display.row(3, "Pass to Ann")
    display.show()
    display.power(False)
    oled.gddram[:] = bytes(range(256)) * 4     # what the panel holds now is not known
    display.power(True)
    assert sent(state, display.show) >= 1024
    assert oled.gddram == display._buf[1:]
    assert sent(state, display.show) == 0


def test_a_failed_send_leaves_the_picture_intact(screen):
    display, oled, _ = screen
    display.row(2, "Ann 10")
    picture = bytes(display._buf[1:])
    write = oled.i2c_write

    def loose_wire(buf, start, end):           # the data transaction fails
        if buf[start] == 0x40:
            raise OSError(5)
        write(buf, start, end)
    oled.i2c_write = loose_wire
    with pytest.raises(OSError):
        display.show()
    assert display._buf[1:] == picture         # no control byte left in the picture
    oled.i2c_write = write
    display.power(True)                        # as the crash screen does
    display.show()
    assert oled.gddram == display._buf[1:]


def test_show_allocates_nothing_on_micropython(micropython, tmp_path):
    from simhw.mpvm import driver_lib
    driver_lib(tmp_path / "lib")
    source = """
import sys
import simhw_state, board, busio, micropython
from ssd1306_emulator import SSD1306
from dealer.board.display import Display
from dealer.board.oled import Oled
state = simhw_state.current()
oled = SSD1306()
state.i2c_devices[0x3C] = oled
d = Display(Oled(busio.I2C(board.GP5, board.GP4)))
text = "Pot 10 \\u2660\\u2665"
d.row(1, text)
d.show()
d.row(1, "Pot 11 \\u2660\\u2665")
micropython.heap_lock()
d.row(1, "Pot 11 \\u2660\\u2665")   # unchanged: a no-op
d.show()                           # sends the changed columns
d.show()                           # nothing left to send
micropython.heap_unlock()
print(d.text_rows()[1], oled.gddram == d._buf[1:])
"""
    path = (simhw.CIRCUITPY, simhw.FIRMWARE_LIB, tmp_path / "lib")
    out = micropython.run(source, heapsize=256 * 1024, path=path)
    assert out.strip() == "Pot 11 ♠♥ True"
