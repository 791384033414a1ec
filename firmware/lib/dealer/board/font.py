"""The 6x8 font: printable ASCII, the four suits, a few signs, and the letters and marks
Spanish, Italian, Dutch and French need; loaded once. The big characters are these
glyphs scaled 2x, so every character has both sizes."""

# Each glyph is 6 bytes, one per column, least significant bit at the top: the
# SSD1306 page format, so a glyph is copied straight into the display buffer. The
# bytes are in glyphs.py; here they are 16-bit words, three a glyph (column 2k in the
# low byte of word k, column 2k + 1 in the high one): a glyph then goes into the buffer
# as three small ints, which make no object on the heap, where a 6-byte slice of bytes
# made one at every cell drawn.
# The sixth column is blank (the gap between letters), and so is the bottom row (the
# gap between text rows). The ½ is a 1 over a bar over a 2, so that it never reads as %.
# An accent takes the two rows above a lowercase letter, as on a 5x8 character LCD; an
# accented capital is five rows tall under it, and an accented o four (so that "ó"
# never draws as "Ó": tools/emu/pico.py reads the screen back from these pixels).

from array import array

from micropython import const

from .glyphs import COLUMNS as _COLUMNS

WIDTH = const(6)
_FIRST = const(32)          # ' '
_ASCII_COUNT = const(95)    # ' ' .. '~'
# the glyphs after ASCII, in this order; the last one is the box for unknown characters
EXTRAS = "♠♥♦♣½·±−←→↑↓▶áéíóúàèìòùâêîôûëïöüñçÁÉÍÓÚÀÈÌÒÙÂÊÎÔÛËÏÖÜÑÇ¿¡«»□"
BOX = const(154)            # _ASCII_COUNT + len(EXTRAS) - 1
SPACE = const(0)

GLYPHS = array("H", _COLUMNS)   # glyphs.py's bytes as words; code.py unloads glyphs.py
_COLUMNS = b""   # not del: MicroPython's dict keeps a deleted entry's value in its slot


def _tables():
    """The glyph of each extra by its character's number: (U+00A0..U+00FF, U+2660..U+2667),
    0 where it has none (0 is the space, which is ASCII)."""
    latin = bytearray(96)
    suits = bytearray(8)
    for k in range(len(EXTRAS)):
        point = ord(EXTRAS[k])
        if 0xA0 <= point < 0x100:
            latin[point - 0xA0] = _ASCII_COUNT + k
        elif 0x2660 <= point < 0x2668:
            suits[point - 0x2660] = _ASCII_COUNT + k
    return latin, suits


_LATIN, _SUITS = _tables()


def point_glyph(point):
    """The glyph index of the character numbered `point`; unknown characters get BOX."""
    # Table lookups for the accented letters and the suits, which rows are full of: a
    # find() in EXTRAS walks its UTF-8 from the start at every call.
    if _FIRST <= point < _FIRST + _ASCII_COUNT:
        return point - _FIRST
    if 0xA0 <= point < 0x100:
        return _LATIN[point - 0xA0] or BOX
    if 0x2660 <= point < 0x2668:
        return _SUITS[point - 0x2660] or BOX
    k = EXTRAS.find(chr(point))
    return _ASCII_COUNT + k if k >= 0 else BOX


def glyph(ch):
    """The glyph index of the one-character string `ch`; unknown characters get BOX."""
    return point_glyph(ord(ch))


def char(index):
    """The character a glyph index draws (BOX reads back as the box character)."""
    if index < _ASCII_COUNT:
        return chr(_FIRST + index)
    return EXTRAS[index - _ASCII_COUNT]
