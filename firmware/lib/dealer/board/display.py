"""The text screen: 8 rows of 21 characters drawn into the SSD1306 driver's buffer, and
big characters (the font scaled 2x) at the start of a pair of rows."""

# Glyphs are copied from the font straight into the driver's frame buffer, and
# only pixels that changed are sent: a change map holds one bit per 8-pixel
# column byte, and show() sends each page's changed runs (runs closer than a
# window costs are joined), or the whole page where that costs less. The panel is
# kept in page addressing mode, where a window is 3 command bytes (page, column
# low and high nibble) against horizontal mode's 6.

from micropython import const

from dealer.board import font

_ROWS = const(8)
_COLS = const(21)
_WIDTH = const(128)
_LEFT = const(1)             # x of the first character; columns 0 and 127 are margins
_SET_MODE = const(0x20)      # memory addressing mode, then 2: page addressing
_PAGE_MODE = const(2)
_SET_PAGE = const(0xB0)      # page mode: | page
_SET_COL_LOW = const(0x00)   # page mode: | column & 15
_SET_COL_HIGH = const(0x10)  # page mode: | column >> 4
_DATA = const(0x40)          # I2C control byte: Co=0, D/C#=1 (the rest is GDDRAM data)
_COMMANDS = const(0x00)      # I2C control byte: Co=0, D/C#=0 (the rest are commands)
_WINDOW_COST = const(5)      # a page-mode window: 0x00 0xB0|p lo hi, then 0x40
_NO_SPAN = const(-1)
_REPAINT = const(0xFF)       # a cell code no glyph has: the next row() repaints that cell
# a nibble's 4 bits each doubled (bit k -> bits 2k and 2k+1): the 2x glyphs' columns
_DOUBLE = b"\x00\x03\x0c\x0f\x30\x33\x3c\x3f\xc0\xc3\xcc\xcf\xf0\xf3\xfc\xff"


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
        self._dirty = 0                    # bit i: page i has changed columns
        self._changed = bytearray(_WIDTH)  # bit p of byte x: column x of page p changed
        self._lo = bytearray(_ROWS)        # first changed column per dirty page
        self._hi = bytearray(_ROWS)        # last changed column per dirty page
        self._big = [""] * _ROWS           # big text at the start of rows i and i+1
        self._start = bytearray(_ROWS)     # the first cell row() draws (after big glyphs)
        self._on = True
        self._window = bytearray((_COMMANDS, 0, 0, 0, 0, 0))   # see _send_run
        self._page_mode = False            # the driver sets the panel up in horizontal mode
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
        c = self._start[i]
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
        if bool(invert) != bool(was_inverted):
            self._inverted ^= inv_bit
            first = self._start[i]
            last = _COLS - 1
            fill = 0xFF if invert else 0
            self._put(i, 0, fill)
            self._put(i, _WIDTH - 1, fill)
        if last >= 0:
            self._paint(i, first, last)

    def big(self, i, text):
        """Draw `text` (at most 10 characters) twice as large at the left of rows i and
        i+1 (i < 7); row() then writes those rows right of it. "" takes the big text away."""
        if text == self._big[i]:
            return
        self._big[i] = text
        codes = self._codes
        for r in (i, i + 1):
            above = len(self._big[r - 1]) if r else 0
            self._start[r] = 2 * max(len(self._big[r]), above)
            self._texts[r] = "\x00"   # row() redraws the small text beside the big one
            for c in range(r * _COLS, (r + 1) * _COLS):
                codes[c] = _REPAINT
        for k in range(len(text)):
            self._paint_big(i, k, font.glyph(text[k]))

    def clear(self):
        """Blank every row (and undo inversion)."""
        for i in range(_ROWS - 1):
            self.big(i, "")
        for i in range(_ROWS):
            self.row(i, "")

    def show(self):
        """Send the changed pixels to the panel."""
        dirty = self._dirty
        page = 0
        while dirty >> page:
            if dirty & (1 << page):
                self._send_page(page)
            page += 1
        self._dirty = 0

    def text_rows(self):
        """The 8 rows as strings (trailing spaces removed): the screen model. A big
        character reads as itself and a space on its top row, as two spaces below it."""
        rows = []
        for i in range(_ROWS):
            base = i * _COLS
            start = self._start[i]
            top = self._big[i]
            big = (top + " " * len(top)) if top else " " * start
            rows.append((big + "".join(font.char(g) for g in
                                       self._codes[base + start:base + _COLS])).rstrip())
        return rows

    def inverted(self, i):
        """True if row i is drawn inverted."""
        return bool(self._inverted & (1 << i))

    def power(self, on):
        """Turn the panel on or off; the next show() after turning it on sends the whole
        frame (what the panel holds then is not known: it may have lost power, or a
        crash may have cut a send short)."""
        if on:
            self._driver.poweron()
            self._resend_all()
        else:
            self._driver.poweroff()
        self._on = bool(on)

    @property
    def is_on(self):
        """True while the panel is on."""
        return self._on

    def put_column(self, page, x, value):
        """Set the 8 pixels of column x in `page` (bit 0 on top) for a picture such as a
        QR code; show() sends them. Rows drawn later repaint only the cells they change."""
        self._put(page, x, value)

    # drawing ----------------------------------------------------------------

    def _paint(self, i, first, last):
        """Draw cells first..last of row i into the buffer."""
        glyphs = font.GLYPHS
        codes = self._codes
        mask = 0xFF if self._inverted & (1 << i) else 0
        x = _LEFT + first * font.WIDTH
        for c in range(i * _COLS + first, i * _COLS + last + 1):
            src = codes[c] * font.WIDTH
            for k in range(font.WIDTH):
                self._put(i, x, glyphs[src + k] ^ mask)
                x += 1

    def _paint_big(self, i, k, g):
        """Draw glyph g twice as large as big character k of rows i and i+1."""
        glyphs = font.GLYPHS
        double = _DOUBLE
        x = _LEFT + 2 * k * font.WIDTH
        for col in range(g * font.WIDTH, (g + 1) * font.WIDTH):
            bits = glyphs[col]
            top = double[bits & 15]
            bottom = double[bits >> 4]
            for _ in range(2):
                self._put(i, x, top)
                self._put(i + 1, x, bottom)
                x += 1

    def _put(self, page, x, value):
        """Set one column byte; if it differs, mark it for sending."""
        index = 1 + page * _WIDTH + x
        if self._buf[index] == value:
            return
        self._buf[index] = value
        bit = 1 << page
        self._changed[x] |= bit
        if not self._dirty & bit:
            self._dirty |= bit
            self._lo[page] = x
            self._hi[page] = x
        elif x < self._lo[page]:
            self._lo[page] = x
        elif x > self._hi[page]:
            self._hi[page] = x

    # sending ----------------------------------------------------------------

    def _span(self, page, x):
        """The next run of changed columns in `page` from x on, packed start << 8 | end."""
        # Runs closer together than a new window would cost are joined.
        bit = 1 << page
        hi = self._hi[page]
        changed = self._changed
        while x <= hi and not changed[x] & bit:
            x += 1
        if x > hi:
            return _NO_SPAN
        start = last = x
        while x <= hi:
            if changed[x] & bit:
                last = x
            elif x - last > _WINDOW_COST:
                break
            x += 1
        return start << 8 | last

    def _cost(self, page):
        """Bytes needed to send the runs of `page` as page-mode windows."""
        cost = 0
        x = self._lo[page]
        while True:
            span = self._span(page, x)
            if span == _NO_SPAN:
                return cost
            cost += _WINDOW_COST + (span & 0xFF) - (span >> 8) + 1
            x = (span & 0xFF) + 1

    def _send_page(self, page):
        """Send the runs of `page`, or the whole page where that costs less."""
        if self._cost(page) >= _WIDTH + _WINDOW_COST:
            self._send_run(page, 0, _WIDTH - 1)
            return
        x = self._lo[page]
        while True:
            span = self._span(page, x)
            if span == _NO_SPAN:
                return
            self._send_run(page, span >> 8, span & 0xFF)
            x = (span & 0xFF) + 1

    def _send_run(self, page, lo, hi):
        """Columns lo..hi of one page: a page-mode window (first switching the panel to
        page addressing if it may not be in it), then the data."""
        window = self._window                # [0] is the 0x00 control byte
        n = 1
        if not self._page_mode:
            window[1] = _SET_MODE
            window[2] = _PAGE_MODE
            n = 3
            self._page_mode = True
        window[n] = _SET_PAGE | page
        window[n + 1] = _SET_COL_LOW | (lo & 15)
        window[n + 2] = _SET_COL_HIGH | (lo >> 4)
        device = self._driver.i2c_device
        with device:
            device.write(window, end=n + 3)
        self._write_data(page * _WIDTH + lo, 1 + page * _WIDTH + hi + 1)
        self._forget(page, lo, hi)

    def _resend_all(self):
        """Mark every column of every page changed, and the addressing mode unknown:
        show() then sends the whole frame."""
        changed = self._changed
        for x in range(_WIDTH):
            changed[x] = 0xFF
        for page in range(_ROWS):
            self._lo[page] = 0
            self._hi[page] = _WIDTH - 1
        self._dirty = 0xFF
        self._page_mode = False

    def _forget(self, page, start, end):
        keep = ~(1 << page)
        changed = self._changed
        for x in range(start, end + 1):
            changed[x] &= keep

    def _write_data(self, start, end):
        """One data transaction: buffer bytes start+1..end-1, buffer[start] as 0x40."""
        # straight from the driver's buffer: the byte just before the run temporarily
        # becomes the 0x40 control byte, as buffer[0] is for the driver's own show()
        buf = self._buf
        saved = buf[start]
        buf[start] = _DATA
        try:
            with self._driver.i2c_device as device:
                device.write(buf, start=start, end=end)
        finally:   # a failed write must not leave 0x40 in the picture
            buf[start] = saved
