"""An SSD1306 128x64 OLED controller, decoding the I2C bytes a driver sends.

Each I2C write starts with a control byte: Co (bit 7) set means one byte of the
kind D/C# (bit 6) follows and then another control byte; Co clear means every
remaining byte is of that kind. Commands set the addressing mode, column and
page windows and the display state; data bytes go into the 128x8-page GDDRAM at
the address pointer, which advances as the addressing mode says.
"""

WIDTH = 128
HEIGHT = 64
PAGES = 8

HORIZONTAL = 0
VERTICAL = 1
PAGE_MODE = 2

# number of argument bytes after each command byte (0 for the rest)
_ARGS = bytearray(256)
for _cmd, _n in ((0x20, 1), (0x21, 2), (0x22, 2), (0x81, 1), (0x8D, 1), (0xA8, 1), (0xD3, 1),
                 (0xD5, 1), (0xD9, 1), (0xDA, 1), (0xDB, 1), (0xAD, 1), (0xA3, 2), (0x26, 6),
                 (0x27, 6), (0x29, 5), (0x2A, 5)):
    _ARGS[_cmd] = _n


class SSD1306:
    """The controller's RAM and registers; attach to a simulated I2C bus at `address`."""

    def __init__(self, address=0x3C):
        self.address = address
        self.gddram = bytearray(WIDTH * PAGES)
        # RAM content is undefined at power-up: fill it with a fixed noise pattern
        seed = 0x1234
        for i in range(len(self.gddram)):
            seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
            self.gddram[i] = (seed >> 16) & 0xFF
        self.mode = PAGE_MODE
        self.col_start, self.col_end = 0, WIDTH - 1
        self.page_start, self.page_end = 0, PAGES - 1
        self.col = 0
        self.page = 0
        self.display_on = False
        self.entire_on = False
        self.inverted = False
        self.contrast = 0x7F
        self.seg_remap = False
        self.com_remap = False
        self.start_line = 0
        self.offset = 0
        self.mux = HEIGHT - 1
        self.charge_pump = False
        self.commands = 0            # command bytes decoded (with arguments)
        self.data_bytes = 0          # bytes written to GDDRAM
        self.changed_bytes = 0       # of which changed what GDDRAM held there
        self.unknown = 0             # command bytes the SSD1306 does not define
        self.generation = 0          # bumps whenever something visible may have changed
        self._cmd = 0
        self._need = 0
        self._args = bytearray(6)
        self._got = 0

    # I2C side -------------------------------------------------------------

    def i2c_write(self, buf, start, end):
        """One I2C write transaction of buf[start:end] addressed to this device."""
        i = start
        while i < end:
            control = buf[i]
            i += 1
            is_data = control & 0x40
            if control & 0x80:           # Co=1: exactly one byte, then a new control byte
                if i < end:
                    if is_data:
                        self._data(buf[i])
                    else:
                        self._command(buf[i])
                    i += 1
            else:                         # Co=0: the rest of the transaction
                if is_data:
                    while i < end:
                        self._data(buf[i])
                        i += 1
                else:
                    while i < end:
                        self._command(buf[i])
                        i += 1
        self.generation += 1

    def i2c_read(self, buf, start, end):
        """A read returns the status byte: bit 6 set when the display is off."""
        for i in range(start, end):
            buf[i] = 0x00 if self.display_on else 0x40

    # controller ----------------------------------------------------------

    def _data(self, byte):
        at = self.page * WIDTH + self.col
        if self.gddram[at] != byte:
            self.changed_bytes += 1
        self.gddram[at] = byte
        self.data_bytes += 1
        if self.mode == HORIZONTAL:
            self.col += 1
            if self.col > self.col_end:
                self.col = self.col_start
                self.page += 1
                if self.page > self.page_end:
                    self.page = self.page_start
        elif self.mode == VERTICAL:
            self.page += 1
            if self.page > self.page_end:
                self.page = self.page_start
                self.col += 1
                if self.col > self.col_end:
                    self.col = self.col_start
        else:
            self.col = (self.col + 1) % WIDTH

    def _command(self, byte):
        self.commands += 1
        if self._need:
            self._args[self._got] = byte
            self._got += 1
            self._need -= 1
            if not self._need:
                self._run(self._cmd, self._args)
            return
        if _ARGS[byte]:
            self._cmd = byte
            self._need = _ARGS[byte]
            self._got = 0
            return
        self._run(byte, None)

    def _run(self, cmd, args):
        if cmd == 0x20:
            self.mode = args[0] & 0x03 if args[0] & 0x03 != 3 else PAGE_MODE
        elif cmd == 0x21:
            self.col_start, self.col_end = args[0] & 0x7F, args[1] & 0x7F
            self.col = self.col_start
        elif cmd == 0x22:
            self.page_start, self.page_end = args[0] & 0x07, args[1] & 0x07
            self.page = self.page_start
        elif cmd == 0x81:
            self.contrast = args[0]
        elif cmd == 0x8D:
            self.charge_pump = bool(args[0] & 0x04)
        elif cmd == 0xA8:
            self.mux = max(15, args[0] & 0x3F)
        elif cmd == 0xD3:
            self.offset = args[0] & 0x3F
        elif cmd in (0xAE, 0xAF):
            self.display_on = cmd == 0xAF
        elif cmd in (0xA4, 0xA5):
            self.entire_on = cmd == 0xA5
        elif cmd in (0xA6, 0xA7):
            self.inverted = cmd == 0xA7
        elif cmd in (0xA0, 0xA1):
            self.seg_remap = cmd == 0xA1
        elif cmd in (0xC0, 0xC8):
            self.com_remap = cmd == 0xC8
        elif 0x40 <= cmd <= 0x7F:
            self.start_line = cmd & 0x3F
        elif 0xB0 <= cmd <= 0xB7:
            if self.mode == PAGE_MODE:
                self.page = cmd & 0x07
        elif cmd <= 0x0F:
            if self.mode == PAGE_MODE:
                self.col = (self.col & 0xF0) | cmd
        elif cmd <= 0x1F:
            if self.mode == PAGE_MODE:
                self.col = ((cmd & 0x07) << 4) | (self.col & 0x0F)
        elif cmd in (0xD5, 0xD9, 0xDA, 0xDB, 0xAD, 0xA3, 0x26, 0x27, 0x29, 0x2A, 0x2E, 0x2F,
                     0xE3):
            pass    # timing, scrolling and no-op commands: no effect on still pixels
        else:
            self.unknown += 1

    # what the glass shows --------------------------------------------------

    def lit(self):
        """True when the panel emits light at all (display on and charge pump running)."""
        return self.display_on and self.charge_pump

    def pixel(self, x, y):
        """1 if the pixel at column x, row y (top left origin) is lit, else 0."""
        if not self.lit() or y > self.mux:
            return 0
        if self.entire_on:
            return 1
        col = x if self.seg_remap else WIDTH - 1 - x
        row = y if self.com_remap else HEIGHT - 1 - y
        row = (row + self.start_line + self.offset) % HEIGHT
        bit = (self.gddram[(row >> 3) * WIDTH + col] >> (row & 7)) & 1
        return bit ^ 1 if self.inverted else bit

    def frame(self):
        """All pixels, row by row: a bytearray of WIDTH*HEIGHT values 0 or 1."""
        out = bytearray(WIDTH * HEIGHT)
        for y in range(HEIGHT):
            for x in range(WIDTH):
                out[y * WIDTH + x] = self.pixel(x, y)
        return out
