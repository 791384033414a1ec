"""Results by QR code: the text cut into pages, each drawn as a code a phone can read."""

# The code: QR version 3 (29 x 29 modules), error correction L, each module 2 x 2
# pixels (0.34 mm on a 0.96" panel: a phone reads it from about 10 cm), dark modules
# unlit on a lit background, 58 pixels high with a lit margin of 3 pixels above and
# below and 8 at the sides; version 4 (33 modules) would need 66 pixels. A page holds
# 53 bytes; a longer text goes over several pages, each starting "2/5" on a line of
# its own, and cut after a whole line where one fits.
#
# The generator (adafruit_miniqr) is imported only when a code is drawn; the screen
# calls unload() when it closes, so its code and tables leave the heap.
#
# The screen, QrResults: for each page of pages(results_text(...)), its text right of
# column 13, then the app calls its draw(display) (a Screen with `picture`), which draws
# the code; when another screen replaces it, the app calls its erase(display), which
# blanks the block and unloads the generator.

from micropython import const

from indian_poker.loading import unload

from ..board.keys import A, B
from .base import Screen

ONE_SHOT = ("adafruit_miniqr",)   # one-shot (indian_poker/loading.py)

VERSION = const(3)
MODULES = const(29)          # 4 * VERSION + 17
SCALE = const(2)             # pixels per module
CAPACITY = const(53)         # bytes in one version 3-L code (byte mode)
LEFT = const(8)              # x of the code's first module
TOP = const(3)               # y of the code's first module
WIDTH = const(74)            # the lit block: x 0..73, all 64 rows
TEXT_COLUMN = const(13)      # first text column right of the block (x = 79)
_MASK = const(0)


def pages(text):
    """`text` as code payloads: itself if it fits one code, else "n/N" + newline + a part."""
    data = text.encode()
    if len(data) <= CAPACITY:
        return [text]
    count = 1
    while True:  # the header grows with the page count: find a count that holds
        parts = _split(data, CAPACITY - len(b"%d/%d\n" % (count, count)))
        if len(parts) <= count:
            break
        count = len(parts)
    total = len(parts)
    return ["%d/%d\n" % (i + 1, total) + parts[i].decode() for i in range(total)]


def _split(data, room):
    """Cut bytes into parts of at most `room`, after a newline where one is in reach."""
    parts = []
    start = 0
    while start < len(data):
        end = start + room
        if end >= len(data):
            end = len(data)
        else:
            cut = data.rfind(b"\n", start, end)
            if cut >= start:
                end = cut + 1
            while end > start and data[end] & 0xC0 == 0x80:  # not inside a UTF-8 character
                end -= 1
        parts.append(data[start:end])
        start = end
    return parts


def joined(payloads):
    """The text back from the decoded payloads of every page, in order (pages' inverse)."""
    if len(payloads) == 1:
        return payloads[0]
    return "".join(p.split("\n", 1)[1] for p in payloads)


def draw(display, payload):
    """Draw the code of `payload` (at most CAPACITY bytes) on the left of `display`."""
    import adafruit_miniqr
    qr = adafruit_miniqr.QRCode(qr_type=VERSION, error_correct=adafruit_miniqr.L)
    qr.add_data(payload.encode())
    qr.make(mask_pattern=_MASK)
    matrix = qr.matrix  # indexed [row, column]; make() has filled it
    for page in range(8):
        y0 = page * 8
        for x in range(WIDTH):
            col = (x - LEFT) // SCALE
            byte = 0xFF
            if 0 <= col < MODULES:
                for bit in range(8):
                    row = (y0 + bit - TOP) // SCALE
                    if 0 <= row < MODULES and matrix[row, col]:  # type: ignore[index]
                        byte &= ~(1 << bit)
            display.put_column(page, x, byte)


def erase(display):
    """Blank the code's block, so the next screen starts from dark pixels."""
    for page in range(8):
        for x in range(WIDTH):
            display.put_column(page, x, 0)


class QrResults(Screen):
    """The standings and the settle-up `plan` (None for V-DRINK) as QR codes, a page
    each: B the next page, A back. The code covers the left of the screen, the soft
    keys' row included: the keys are named in the text column instead."""

    kind = "qr"
    picture = True

    def __init__(self, nav, plan=None, value=None):
        from .results_text import results_text
        self.nav = nav
        table = nav.table
        session = table.session
        drinks = not session.game.BETTING
        text = results_text(table.names, session.standings(), None if drinks else plan,
                            value, drinks)
        unload("dealer.screens.results_text")
        self.payloads = pages(text)
        self.page = 0
        self.drawn = -1     # the page whose code is on the display, -1: none

    def press(self, key, long, started):
        """B: the next code; A: back."""
        if key == B:
            self.page = (self.page + 1) % len(self.payloads)
        elif key == A:
            self.nav.pop()

    def render(self, rows):
        """The text right of the code: what it is, which page, the keys."""
        pad = " " * TEXT_COLUMN
        rows[0] = pad + "Results"
        rows[2] = pad + "QR %d/%d" % (self.page + 1, len(self.payloads))
        rows[4] = pad + "A: back"
        if len(self.payloads) > 1:
            rows[5] = pad + "B: more"

    def draw(self, display):
        """The code of the page on screen, unless it is already there."""
        if self.drawn != self.page:
            draw(display, self.payloads[self.page])
            self.drawn = self.page

    def erase(self, display):
        """Another screen comes: blank the code's block and drop the generator."""
        erase(display)
        self.drawn = -1
        unload("adafruit_miniqr")   # the generator's code and tables
        unload("dealer.screens.qr_code")   # this screen's own functions stay with it
