"""Results by QR code: the text cut into pages, each drawn as a code a phone can read."""

# The code (qr_symbol.py): QR version 8 (49 x 49 modules), error correction L, one pixel
# a module (0.17 mm on a 0.96" panel, 0.23 on a 1.3"), dark modules unlit in a lit
# 64 x 64 block at the left of the screen, which keeps a quiet zone of at least 4 modules
# on every side, as the standard asks (version 3 at two pixels a module, before, kept
# 1.5 above and below). A page holds 192 bytes; a longer text goes over several pages,
# each starting "2/5" on a line of its own, and cut after a whole line where one fits.
#
# The generator is imported only when a code is drawn and unloaded when the screen's
# picture is erased, so its code and tables leave the heap.
#
# The screen, QrResults: for each page of pages(results_text(...)), its text right of
# column 11, then the app calls its draw(display) (a Screen with `picture`), which draws
# the code; when another screen replaces it, the app calls its erase(display), which
# blanks the block and unloads the generator.

from micropython import const

from indian_poker.loading import unload

from ..board.keys import A, B
from ..lang import RESULTS
from .base import Screen

# words (dealer/lang)
_RESULTS = const(6)
_A_BACK = const(7)
_B_MORE = const(8)

ONE_SHOT = ("dealer.screens.qr_symbol",)   # one-shot (indian_poker/loading.py)

CAPACITY = const(192)        # bytes in one code (qr_symbol.CAPACITY)
WIDTH = const(64)            # the lit block: x 0..63, all 64 rows (qr_symbol.BLOCK)
TEXT_COLUMN = const(11)      # first text column right of the block (x = 67)
_PAGES = const(8)
_GENERATOR = "dealer.screens.qr_symbol"


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
    from . import qr_symbol
    light = bytearray(_PAGES * WIDTH)
    qr_symbol.draw(payload.encode(), light)
    for page in range(_PAGES):
        display.picture(page, 0, light[page * WIDTH:(page + 1) * WIDTH])


def erase(display):
    """Blank the code's block, so the next screen starts from dark pixels."""
    blank = bytes(WIDTH)
    for page in range(_PAGES):
        display.picture(page, 0, blank)


class QrResults(Screen):
    """The standings and the settle-up `plan` (None for V-DRINK) as QR codes, a page
    each: B the next page, A back. The code covers the left of the screen, the soft
    keys' row included: the keys are named in the text column instead."""

    kind = "qr"
    picture = True

    def __init__(self, nav, plan=None, value=None):
        from .results_text import results_text
        super().__init__(nav)
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
        rows[0] = pad + RESULTS[_RESULTS]
        rows[2] = pad + "QR %d/%d" % (self.page + 1, len(self.payloads))
        rows[4] = pad + RESULTS[_A_BACK]
        if len(self.payloads) > 1:
            rows[5] = pad + RESULTS[_B_MORE]

    def draw(self, display):
        """The code of the page on screen, unless it is already there."""
        if self.drawn != self.page:
            draw(display, self.payloads[self.page])
            self.drawn = self.page

    def erase(self, display):
        """Another screen comes: blank the code's block and drop the generator."""
        erase(display)
        self.drawn = -1
        unload(_GENERATOR)   # the generator's code and tables (also from sources)
