"""The part of MicroPython's framebuf that adafruit_ssd1306 uses: a buffer it can clear.

CircuitPython has no built-in framebuf, so the driver would otherwise import
adafruit_framebuf (about 14 KB of RAM for drawing code the display never uses:
glyphs are copied straight into the buffer by dealer.display).
"""

MONO_VLSB = 0


class FrameBuffer:
    """A MONO_VLSB frame buffer: bytes are 8-pixel columns, least significant bit on top."""

    def __init__(self, buf, width, height, buf_format=MONO_VLSB, stride=None):
        self.buf = buf
        self.width = width
        self.height = height

    def fill(self, color):
        """Set every pixel to `color` (0 or 1)."""
        value = 0xFF if color else 0
        buf = self.buf
        for i in range(len(buf)):
            buf[i] = value

    def pixel(self, x, y, color=None):
        """Read the pixel at x, y, or set it when `color` is given."""
        if not (0 <= x < self.width and 0 <= y < self.height):
            return None
        index = (y >> 3) * self.width + x
        bit = 1 << (y & 7)
        if color is None:
            return 1 if self.buf[index] & bit else 0
        if color:
            self.buf[index] |= bit
        else:
            self.buf[index] &= ~bit & 0xFF
        return None
