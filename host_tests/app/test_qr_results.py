"""Results by QR code: drawn by the real driver on the emulated OLED, read back by a real
decoder (zxing-cpp) from the panel's pixels, exactly, for 2, 6 and 10 players."""

import pathlib
import random
import sys
import types

import pytest

TOOLS = pathlib.Path(__file__).resolve().parents[2] / "tools"

import simhw_state  # noqa: E402
import zxingcpp  # noqa: E402
from ssd1306_emulator import SSD1306  # noqa: E402

import simhw  # noqa: E402,F401  (puts the host CircuitPython modules first)
from dealer.board.display import Display  # noqa: E402
from dealer.chip_value import parse_chip_value  # noqa: E402
from dealer.screens import qr_code  # noqa: E402
from dealer.screens.results_text import plain_chips, results_text  # noqa: E402
from dealer.screens.settle_up import UNIT, session_nets, settle_plan  # noqa: E402
from indian_poker import PARTY, Rules, Session  # noqa: E402
from simhw.render import frame_to_image  # noqa: E402

LONG_NAMES = ["ALEXANDRA", "BARTHOLOMEW", "CONSTANTINE", "DOMINIQUE", "EVANGELINE",
              "FREDERICKSON", "GUINEVERE", "HERMENEGILDO", "ISADORA-MAE", "JOHANNES"]


@pytest.fixture
def screen():
    """(Display, emulated OLED) on the firmware's SSD1306 driver."""
    import board
    import busio

    from dealer.board.oled import Oled
    state = simhw_state.reset_board()
    oled = SSD1306()
    state.i2c_devices[0x3C] = oled
    i2c = busio.I2C(board.GP5, board.GP4, frequency=400000)
    return Display(Oled(i2c)), oled


def play_session(rng, players, variant=0):
    session = Session(Rules(players=players, variant=variant), entropy=rng.randbytes)
    while not session.over:
        hand = session.deal()
        while not hand.over:
            legal = hand.legal()
            hand.act(rng.choice([a for a in range(5) if legal >> a & 1]))
    return session


def show_page(display, payload, number, count):
    """What the QR screen does: its text right of the code, then the code."""
    column = " " * qr_code.TEXT_COLUMN
    display.row(0, column + "Results")
    display.row(2, column + "QR %d/%d" % (number, count))
    display.row(6, column + "C: next")
    qr_code.draw(display, payload)
    display.show()


def read_panel(oled):
    """Decode the lit pixels as a phone would see the panel: scaled, in a dark bezel."""
    from PIL import Image, ImageOps
    image = frame_to_image(oled.frame(), scale=3)
    image = ImageOps.expand(image, border=24, fill=(0, 0, 0))
    found = zxingcpp.read_barcodes(image.convert("L") if isinstance(image, Image.Image)
                                   else image)
    assert len(found) == 1, "no QR code read from the panel"
    assert found[0].format == zxingcpp.BarcodeFormat.QRCode
    return found[0].text


@pytest.mark.parametrize("players", (2, 6, 10))
@pytest.mark.parametrize("value", (None, "1 chip = 0.10 EUR", "10 chips = 1 franc"))
def test_the_results_come_back_exactly_from_the_panel(screen, players, value):
    display, oled = screen
    rng = random.Random(players)
    session = play_session(rng, players)
    chip_value = parse_chip_value(value) if value else None
    plan = settle_plan(session_nets(session), chip_value)
    text = results_text(LONG_NAMES[:players], session.standings(), plan, chip_value)
    payloads = qr_code.pages(text)
    decoded = []
    for number, payload in enumerate(payloads, 1):
        assert len(payload.encode()) <= qr_code.CAPACITY
        show_page(display, payload, number, len(payloads))
        assert display.text_rows()[2].strip() == "QR %d/%d" % (number, len(payloads))
        decoded.append(read_panel(oled))
        assert decoded[-1] == payload
    assert qr_code.joined(decoded) == text


def test_party_tally_and_a_name_longer_than_a_page(screen):
    """V-DRINK sips; a line longer than one code is cut inside the line and rejoined."""
    display, oled = screen
    rng = random.Random(1)
    session = play_session(rng, 3, PARTY)
    names = ["ANN", "B" * 500, "CAT"]   # longer than two codes
    text = results_text(names, session.standings(), drinks=True)
    assert " sips\n" in text
    payloads = qr_code.pages(text)
    assert len(payloads) >= 3
    decoded = []
    for number, payload in enumerate(payloads, 1):
        show_page(display, payload, number, len(payloads))
        decoded.append(read_panel(oled))
    assert qr_code.joined(decoded) == text


def test_short_results_fit_one_code_without_a_page_header():
    text = "Indian Poker\n1 ANN +1\n2 BOB -1\nBOB pays ANN 1\n"
    assert qr_code.pages(text) == [text]


def test_pages_rejoin_any_text():
    rng = random.Random(9)
    for _ in range(300):
        text = "".join(rng.choice("AB \n-+/1234567890é") for _ in range(rng.randrange(600)))
        payloads = qr_code.pages(text)
        assert all(len(p.encode()) <= qr_code.CAPACITY for p in payloads)
        assert qr_code.joined(payloads) == text


def test_the_code_stays_left_of_the_text_and_erase_leaves_it_dark(screen):
    display, oled = screen
    show_page(display, "1/1\nhello", 1, 1)
    lit = [x for x in range(qr_code.WIDTH) if oled.pixel(x, 0)]
    assert lit == list(range(qr_code.WIDTH))  # the lit margin above the code
    qr_code.erase(display)
    display.show()
    assert not any(oled.pixel(x, y) for x in range(qr_code.WIDTH) for y in range(64))
    assert any(oled.pixel(x, y) for x in range(80, 128) for y in range(8))  # "Results"


def test_plain_chips_are_ascii_and_exact():
    assert plain_chips(UNIT) == "1" and plain_chips(3 * UNIT // 2) == "1 1/2"
    assert plain_chips(-UNIT // 3) == "-1/3" and plain_chips(7 * UNIT, True) == "+7"
    assert plain_chips(0, True) == "0"


def test_leaving_the_qr_screen_unloads_the_generator(screen):
    from dealer.screens import qr_symbol  # noqa: F401
    display, _ = screen
    qr_code.QrResults.erase(types.SimpleNamespace(drawn=0), display)   # what the app calls
    assert "dealer.screens.qr_symbol" not in sys.modules


def test_the_bundle_carries_the_generator():
    """The generator is the firmware's own (screens/qr_symbol.py): no library for it."""
    import bundle
    libraries, _, _ = bundle.resolve()
    assert "adafruit_miniqr" not in libraries
    assert pathlib.PurePosixPath("lib/dealer/screens/qr_symbol.py") in {
        pathlib.PurePosixPath(p) for p in bundle.firmware_files()}


def quiet_zone(oled):
    """The lit modules around the code's dark ones, fewest on any side (the panel's own
    pixels only: the bezel around it is dark)."""
    dark = [(x, y) for y in range(64) for x in range(qr_code.WIDTH) if not oled.pixel(x, y)]
    left, right = min(x for x, _ in dark), max(x for x, _ in dark)
    top, bottom = min(y for _, y in dark), max(y for _, y in dark)
    ring = [(x, y) for x in range(left - 4, right + 5) for y in range(top - 4, bottom + 5)
            if not (left <= x <= right and top <= y <= bottom)]
    assert all(0 <= x < 128 and 0 <= y < 64 and oled.pixel(x, y) for x, y in ring), \
        "a dark pixel or the panel's edge within 4 modules of the code"
    return min(left, top, qr_code.WIDTH - 1 - right, 63 - bottom)


@pytest.mark.parametrize("length", (1, 53, 120, 191, 192))
def test_every_code_keeps_a_quiet_zone_of_4_modules_and_reads_back(screen, length):
    """#23: the standard's quiet zone (4 modules) on every side, one pixel a module,
    from a one-byte page to a full one; zxing-cpp reads back every byte."""
    display, oled = screen
    payload = "".join(chr(48 + (i * 7) % 75) for i in range(length))
    show_page(display, payload, 1, 1)
    assert quiet_zone(oled) >= 4
    assert read_panel(oled) == payload


def test_a_code_carries_any_bytes():
    """The generator alone, byte mode: every byte value, read back by zxing-cpp."""
    from PIL import Image

    from dealer.screens import qr_symbol
    data = bytes(range(256))[:qr_symbol.CAPACITY]
    light = bytearray(8 * qr_symbol.BLOCK)
    qr_symbol.draw(data, light)
    image = Image.new("L", (qr_symbol.BLOCK * 3 + 48,) * 2, 0)
    for y in range(64):
        for x in range(qr_symbol.BLOCK):
            if light[(y >> 3) * qr_symbol.BLOCK + x] >> (y & 7) & 1:
                image.paste(255, (24 + 3 * x, 24 + 3 * y, 27 + 3 * x, 27 + 3 * y))
    found = zxingcpp.read_barcodes(image)
    assert len(found) == 1 and found[0].bytes == data
    assert found[0].ec_level == "L"
    with pytest.raises(ValueError):
        qr_symbol.codewords(bytes(qr_symbol.CAPACITY + 1))
