"""The SSD1306 128x64 OLED on I2C: its start-up, its frame buffer, and windows of it sent."""

# The start-up commands are adafruit_ssd1306's (2.12.24) for a 128x64 panel on the
# internal charge pump, in its order, then its clear: the whole frame of zeros in
# horizontal mode. They go in one transaction (control byte 0x00: every byte after it
# is a command) where the Adafruit driver sends one transaction per command; the panel
# ends up the same (host_tests/device/test_oled.py compares the two on the emulated panels).
# The bus is taken once and kept: the OLED is the only device on it.

from micropython import const

WIDTH = const(128)
PAGES = const(8)
_COMMANDS = const(0x00)     # control byte: Co=0, D/C#=0 (every byte after it a command)
_DATA = const(0x40)         # control byte: Co=0, D/C#=1 (every byte after it GDDRAM data)
_DISPLAY_OFF = const(0xAE)
_DISPLAY_ON = const(0xAF)
_START = bytes((
    _COMMANDS,
    _DISPLAY_ON,            # the Adafruit driver's poweron(), before its init_display()
    _DISPLAY_OFF,
    0x20, 0x00,             # memory addressing: horizontal
    0x40,                   # display start line 0
    0xA1,                   # segment remap: column 127 is SEG0
    0xA8, 0x3F,             # multiplex ratio: 64 rows
    0xC8,                   # COM scan from COM[N-1] to COM0
    0xD3, 0x00,             # display offset 0
    0xDA, 0x12,             # COM pins: alternative, no left/right remap
    0xD5, 0x80,             # clock divide and oscillator
    0xD9, 0xF1,             # pre-charge (internal charge pump)
    0xDB, 0x30,             # VCOMH deselect level
    0x81, 0xFF,             # contrast: maximum
    0xA4,                   # the output follows the RAM
    0xA6,                   # not inverted
    0xAD, 0x30,             # internal IREF on
    0x8D, 0x14,             # charge pump on
    _DISPLAY_ON,
    0x21, 0, WIDTH - 1,     # the clear: columns 0..127
    0x22, 0, PAGES - 1,     # pages 0..7
))


class Oled:
    """An SSD1306 on `i2c` (a busio.I2C) at `address`: started, cleared, on.

    `buffer` is the frame: buffer[1 + page * 128 + x] is column x of page p (bit 0 at
    the top), after one spare byte; write(page, lo, hi) sends columns lo..hi of a page.
    """

    def __init__(self, i2c, address=0x3C):
        while not i2c.try_lock():
            pass
        self._i2c = i2c
        self._address = address
        try:
            i2c.writeto(address, b"")      # the probe the Adafruit bus device makes
        except OSError:
            i2c.unlock()
            raise ValueError("no OLED at I2C address 0x%x" % address) from None
        self.buffer = bytearray(1 + PAGES * WIDTH)
        # a window: [3:7] control, page, column low and high nibble; [0:3] before it
        # switches to page addressing (then [3], a command too, sets column low 0: lo
        # follows)
        self._window = bytearray((_COMMANDS, 0x20, 0x02, _COMMANDS, 0xB0, 0x00, 0x10))
        self._command = bytearray((_COMMANDS, _DISPLAY_ON))
        self._page_mode = False
        i2c.writeto(address, _START)
        self._send(0, PAGES * WIDTH + 1)   # the cleared frame

    def write(self, page, lo, hi):
        """Columns lo..hi of `page` from the buffer: a page-mode window (the first one
        switches the panel to page addressing), then the data."""
        window = self._window
        window[4] = 0xB0 | page
        window[5] = lo & 15
        window[6] = 0x10 | lo >> 4
        if self._page_mode:
            self._i2c.writeto(self._address, window, start=3)
        else:
            self._i2c.writeto(self._address, window)
            self._page_mode = True
        start = page * WIDTH + lo
        self._send(start, start + hi - lo + 2)

    def forget_mode(self):
        """The panel may have lost its addressing mode (a crash may have cut a send
        short): the next write() sets page addressing again."""
        self._page_mode = False

    def power(self, on):
        """Light the panel, or turn it dark (it keeps its RAM)."""
        self._command[1] = _DISPLAY_ON if on else _DISPLAY_OFF
        self._i2c.writeto(self._address, self._command)

    def _send(self, start, end):
        """One data transaction: buffer[start + 1:end], with buffer[start] standing in
        for the 0x40 control byte meanwhile."""
        buf = self.buffer
        saved = buf[start]
        buf[start] = _DATA
        try:
            self._i2c.writeto(self._address, buf, start=start, end=end)
        finally:   # a failed write must not leave 0x40 in the picture
            buf[start] = saved
