"""The text screen: 8 rows of 21 characters drawn into the OLED's frame buffer, and
big characters (the font scaled 2x) at the start of a pair of rows."""

# A row is drawn cell by cell, and only cells whose glyph changes are drawn: each one
# the font's three words for it packed into the frame buffer (struct.pack_into: one
# call in C that makes no object, where copying a slice of bytes made one of 48 bytes a
# cell and a loop over the bytes in Python takes twice as long), and a bit set in
# its page's change mask (bit 0 the left margin, bit c + 1 cell c, bit 22 the right
# margin). show() sends each page's runs of changed cells as page-mode windows, runs
# one unchanged cell apart joined: a window costs 7 bytes on the wire (an address and
# a control byte per transaction, page, column low and high nibble), a cell 6.
# The row's text is read as its UTF-8 bytes: iterating a str makes a one-character str
# per character, and the font finds the glyph of an accent or a suit by table, not by
# a search of its extras (on the emulated Pico a 10-player card view drew in 10 ms less).

from struct import pack_into

from micropython import const

from dealer.board import font

_ROWS = const(8)
_COLS = const(21)
_WIDTH = const(128)
_RIGHT = const(22)           # the change mask's bit for the right margin (column 127)
_ALL = const(0x7FFFFF)       # every bit of a change mask
_REPAINT = const(0xFF)       # a cell code no glyph has: the next row() repaints that cell
# a nibble's 4 bits each doubled (bit k -> bits 2k and 2k+1): the 2x glyphs' columns
_DOUBLE = b"\x00\x03\x0c\x0f\x30\x33\x3c\x3f\xc0\xc3\xcc\xcf\xf0\xf3\xfc\xff"


class Display:
    """A text screen on a dealer.board.oled.Oled (128x64)."""

    ROWS = _ROWS
    COLS = _COLS

    def __init__(self, oled):
        self._oled = oled
        self._buf = oled.buffer            # [1 + page * 128 + x]; the OLED is clear
        self._codes = bytearray(_ROWS * _COLS)   # glyph index per cell (0 = space)
        self._texts = [""] * _ROWS         # the text last set per row, for a cheap no-op test
        self._inverted = 0                 # bit i: row i drawn inverted
        self._changed = [0] * _ROWS        # per page: its change mask (see above)
        self._big = [""] * _ROWS           # big text at the start of rows i and i+1
        self._start = bytearray(_ROWS)     # the first cell row() draws (after big glyphs)
        self._end = bytearray(_ROWS)       # every cell from this one on is a space
        self._on = True

    def row(self, i, text, invert=False):
        """Set text row i (0 at the top), padded or cut to 21 characters."""
        bit = 1 << i
        inverted = self._inverted & bit
        if text == self._texts[i] and (not invert) == (not inverted):
            return
        self._texts[i] = text
        codes = self._codes
        buf = self._buf
        base = i * _COLS
        start = self._start[i]
        changed = 0
        if (not invert) != (not inverted):
            self._inverted ^= bit
            inverted = not inverted
            for c in range(base + start, base + _COLS):
                codes[c] = _REPAINT
            self._end[i] = _COLS
            fill = 0xFF if inverted else 0
            buf[1 + i * _WIDTH] = fill
            buf[i * _WIDTH + _WIDTH] = fill
            changed = 1 | 1 << _RIGHT
        glyphs = font.GLYPHS
        left = 2 + i * _WIDTH - base * font.WIDTH   # + 6 * cell: the cell's first column
        cell = base + start
        stop = base + _COLS
        more = 0     # continuation bytes still to come of a character beyond ASCII
        point = 0    # that character's number so far
        for b in text.encode():   # bytes iterate as small ints; a str makes a str a char
            if more:
                point = point << 6 | b & 0x3F
                more -= 1
                if more:
                    continue
                g = font.point_glyph(point)
            elif b < 0x80:
                g = b - 32
                if g < 0 or g > 94:
                    g = font.BOX
            else:   # a UTF-8 lead byte: 110xxxxx, 1110xxxx or 11110xxx
                more = 3 if b >= 0xF0 else 2 if b >= 0xE0 else 1
                point = b & (0x3F >> more)
                continue
            if cell == stop:
                break
            code = codes[cell]
            if code != g:
                codes[cell] = g
                if inverted or code == _REPAINT:
                    changed |= self._paint(left + 6 * cell, g, inverted,
                                           code == _REPAINT) << cell - base
                else:
                    g *= 3
                    pack_into("<HHH", buf, left + 6 * cell, glyphs[g], glyphs[g + 1],
                              glyphs[g + 2])
                    changed |= 2 << cell - base
            cell += 1
        end = base + self._end[i]
        self._end[i] = cell - base
        while cell < end:      # the cells the last text had beyond this one's end
            code = codes[cell]
            if code != font.SPACE:
                codes[cell] = font.SPACE
                changed |= self._paint(left + 6 * cell, font.SPACE, inverted,
                                       code == _REPAINT) << cell - base
            cell += 1
        if changed:
            self._changed[i] |= changed

    def big(self, i, text):
        """Draw `text` (at most 10 characters) twice as large at the left of rows i and
        i+1 (i < 7); row() then writes those rows right of it. "" takes the big text away."""
        old = self._big[i]
        if text == old:
            return
        self._big[i] = text
        codes = self._codes
        for r in (i, i + 1):
            above = len(self._big[r - 1]) if r else 0
            start = 2 * max(len(self._big[r]), above)
            was = self._start[r]
            if start != was:    # the cells the big glyphs left, or now cover
                self._start[r] = start
                self._texts[r] = "\x00"   # row() redraws the small text beside the big one
                self._end[r] = _COLS
                for c in range(r * _COLS + min(start, was), r * _COLS + max(start, was)):
                    codes[c] = _REPAINT
        for k in range(len(text)):
            if k >= len(old) or old[k] != text[k]:
                self._paint_big(i, k, font.glyph(text[k]))

    def clear(self):
        """Blank every row (and undo inversion)."""
        for i in range(_ROWS - 1):
            self.big(i, "")
        for i in range(_ROWS):
            self.row(i, "")

    def show(self):
        """Send the changed pixels to the panel."""
        changed = self._changed
        oled = self._oled
        for page in range(_ROWS):
            cells = changed[page]
            if not cells:
                continue
            changed[page] = 0
            bit = 0
            while cells:
                while not cells & 1:
                    cells >>= 1
                    bit += 1
                first = bit
                while cells & 3:    # a gap of one cell is joined: cheaper than a window
                    cells >>= 1
                    bit += 1
                last = bit - 1
                oled.write(page, 6 * first - 5 if first else 0,
                           (6 * last if last < _RIGHT else _WIDTH - 1))

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
        self._oled.power(on)
        if on:
            changed = self._changed
            for page in range(_ROWS):
                changed[page] = _ALL
            self._oled.forget_mode()
        self._on = bool(on)

    @property
    def is_on(self):
        """True while the panel is on."""
        return self._on

    def put_column(self, page, x, value):
        """Set the 8 pixels of column x in `page` (bit 0 on top); show() sends them."""
        self._buf[1 + page * _WIDTH + x] = value
        self._changed[page] |= _cell_bit(x)

    def picture(self, page, x, data):
        """Copy the column bytes `data` into `page` from column x on, for a picture such
        as a QR code; show() sends them. Rows drawn later repaint only the cells whose
        text they change: blank the picture before other text comes."""
        at = 1 + page * _WIDTH + x
        self._buf[at:at + len(data)] = data
        self._changed[page] |= (_cell_bit(x + len(data) - 1) << 1) - _cell_bit(x)

    def _paint(self, at, g, inverted, repaint):
        """Draw glyph g at buffer index `at`, inverted or not; 2 if that changed a pixel,
        else 0 (a cell a big glyph or an inversion left may show these pixels already)."""
        buf = self._buf
        was = buf[at:at + font.WIDTH] if repaint else None
        fill = 0xFFFF if inverted else 0
        glyphs = font.GLYPHS
        w = 3 * g
        pack_into("<HHH", buf, at, glyphs[w] ^ fill, glyphs[w + 1] ^ fill, glyphs[w + 2] ^ fill)
        return 2 if was is None or was != buf[at:at + font.WIDTH] else 0

    def _paint_big(self, i, k, g):
        """Draw glyph g twice as large as big character k of rows i and i+1."""
        glyphs = font.GLYPHS
        double = _DOUBLE
        buf = self._buf
        at = 2 + i * _WIDTH + 2 * k * font.WIDTH
        upper = lower = False       # a half changed (one may show these pixels already)
        for s in range(6 * g, 6 * g + font.WIDTH):
            bits = glyphs[s >> 1] >> (s & 1) * 8 & 0xFF   # column s % 6 of the glyph
            top = double[bits & 15]
            bottom = double[bits >> 4]
            if buf[at] != top or buf[at + 1] != top:
                buf[at] = top
                buf[at + 1] = top
                upper = True
            if buf[at + _WIDTH] != bottom or buf[at + _WIDTH + 1] != bottom:
                buf[at + _WIDTH] = bottom
                buf[at + _WIDTH + 1] = bottom
                lower = True
            at += 2
        cells = 3 << 2 * k + 1
        if upper:
            self._changed[i] |= cells
        if lower:
            self._changed[i + 1] |= cells


def _cell_bit(x):
    """The change-mask bit of column x."""
    if x == 0:
        return 1
    if x == _WIDTH - 1:
        return 1 << _RIGHT
    return 2 << (x - 1) // font.WIDTH
