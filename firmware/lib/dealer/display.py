"""The text screen: 8 rows of 21 characters drawn into the SSD1306 driver's buffer.

Glyphs are copied from the font straight into the driver's frame buffer, and
only what changed is sent: each changed page goes out as its own column window
(just the changed columns), and runs of fully changed pages as one window.
"""

try:
    from micropython import const
except ImportError:
    def const(v):
        return v

from dealer import font

_ROWS = const(8)
_COLS = const(21)
_WIDTH = const(128)
_LEFT = const(1)             # x of the first character; columns 0 and 127 are margins
_SET_COL_ADDR = const(0x21)
_SET_PAGE_ADDR = const(0x22)
_DATA = const(0x40)          # I2C control byte: Co=0, D/C#=1 (the rest is GDDRAM data)
_COMMANDS = const(0x00)      # I2C control byte: Co=0, D/C#=0 (the rest are commands)
_FULL_SPAN = const(115)      # a page changed over this many columns is sent whole


class Display:
    """A text screen on an adafruit_ssd1306.SSD1306_I2C driver (128x64, horizontal mode)."""

    ROWS = _ROWS
    COLS = _COLS

    def __init__(self, driver):
        self._driver = driver
        self._buf = driver.buffer          # [0] is the driver's 0x40 control byte
        self._codes = bytearray(_ROWS * _COLS)   # glyph index per cell (0 = space)
        self._texts = [""] * _ROWS         # the text last set per row, for a cheap no-op test
        self._inverted = 0                 # bit i: row i drawn inverted
        self._dirty = 0                    # bit i: page i must be sent
        self._lo = bytearray(_ROWS)        # first changed column per dirty page
        self._hi = bytearray(_ROWS)        # last changed column per dirty page
        self._on = True
        self._window = bytearray((_COMMANDS, _SET_COL_ADDR, 0, 0, _SET_PAGE_ADDR, 0, 0))
        # the driver has just cleared the panel, which is exactly an empty text screen

    def row(self, i, text, invert=False):
        """Set text row i (0 at the top), padded or cut to 21 characters."""
        inv_bit = 1 << i
        was_inverted = self._inverted & inv_bit
        if text == self._texts[i] and bool(invert) == bool(was_inverted):
            return
        self._texts[i] = text
        codes = self._codes
        base = i * _COLS
        first = _COLS
        last = -1
        c = 0
        for ch in text:
            if c == _COLS:
                break
            g = font.glyph(ch)
            if codes[base + c] != g:
                codes[base + c] = g
                if c < first:
                    first = c
                last = c
            c += 1
        while c < _COLS:
            if codes[base + c] != font.SPACE:
                codes[base + c] = font.SPACE
                if c < first:
                    first = c
                last = c
            c += 1
        inversion_changed = bool(invert) != bool(was_inverted)
        if inversion_changed:
            self._inverted ^= inv_bit
            first = 0
            last = _COLS - 1
            self._paint_margins(i)
        if last < 0:
            return
        span = self._paint(i, first, last)
        if inversion_changed:
            self._mark(i, 0, _WIDTH - 1)
        elif span >= 0:
            self._mark(i, span >> 8, span & 0xFF)

    def clear(self):
        """Blank every row (and undo inversion)."""
        for i in range(_ROWS):
            self.row(i, "")

    def show(self):
        """Send the changed parts of the screen to the panel."""
        dirty = self._dirty
        if not dirty:
            return
        page = 0
        while page < _ROWS:
            if not dirty & (1 << page):
                page += 1
                continue
            lo = self._lo[page]
            hi = self._hi[page]
            if hi - lo + 1 >= _FULL_SPAN:
                # a run of (nearly) whole pages goes out as one window
                end = page
                while end + 1 < _ROWS and dirty & (1 << (end + 1)) and \
                        self._hi[end + 1] - self._lo[end + 1] + 1 >= _FULL_SPAN:
                    end += 1
                self._send(page, end, 0, _WIDTH - 1)
                page = end + 1
            else:
                self._send(page, page, lo, hi)
                page += 1
        self._dirty = 0

    def text_rows(self):
        """The 8 rows as strings (trailing spaces removed): the screen model."""
        rows = []
        for i in range(_ROWS):
            base = i * _COLS
            rows.append("".join(font.char(g) for g in self._codes[base:base + _COLS]).rstrip())
        return rows

    def inverted(self, i):
        """True if row i is drawn inverted."""
        return bool(self._inverted & (1 << i))

    def power(self, on):
        """Turn the panel on or off; the picture is kept while it is off."""
        if on:
            self._driver.poweron()
        else:
            self._driver.poweroff()
        self._on = bool(on)

    @property
    def is_on(self):
        """True while the panel is on."""
        return self._on

    # drawing and sending ---------------------------------------------------

    def _paint(self, i, first, last):
        """Draw cells first..last of row i; return the changed x span packed as lo << 8 | hi."""
        buf = self._buf
        glyphs = font.GLYPHS
        codes = self._codes
        mask = 0xFF if self._inverted & (1 << i) else 0
        x = _LEFT + first * font.WIDTH
        dst = 1 + i * _WIDTH + x
        lo = _WIDTH
        hi = -1
        for c in range(i * _COLS + first, i * _COLS + last + 1):
            src = codes[c] * font.WIDTH
            for k in range(font.WIDTH):
                value = glyphs[src + k] ^ mask
                if buf[dst] != value:
                    buf[dst] = value
                    if x < lo:
                        lo = x
                    hi = x
                dst += 1
                x += 1
        return -1 if hi < 0 else lo << 8 | hi

    def _paint_margins(self, i):
        fill = 0xFF if self._inverted & (1 << i) else 0
        base = 1 + i * _WIDTH
        self._buf[base] = fill
        self._buf[base + _WIDTH - 1] = fill

    def _mark(self, page, lo, hi):
        bit = 1 << page
        if self._dirty & bit:
            if lo > self._lo[page]:
                lo = self._lo[page]
            if hi < self._hi[page]:
                hi = self._hi[page]
        self._dirty |= bit
        self._lo[page] = lo
        self._hi[page] = hi

    def _send(self, first_page, last_page, lo, hi):
        device = self._driver.i2c_device
        # one command transaction (control byte 0x00: every byte after it is a command)
        window = self._window
        window[2] = lo
        window[3] = hi
        window[5] = first_page
        window[6] = last_page
        with device:
            device.write(window)
        # the data goes out in one transaction straight from the driver's buffer: the byte
        # just before it temporarily becomes the 0x40 control byte, as buffer[0] is for show()
        buf = self._buf
        start = first_page * _WIDTH + lo          # index of the control byte
        end = 1 + last_page * _WIDTH + hi + 1
        saved = buf[start]
        buf[start] = _DATA
        with device:
            device.write(buf, start=start, end=end)
        buf[start] = saved
