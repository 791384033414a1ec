"""The save journal's flash layer: CRC-checked records appended into erased NVM bytes."""

# microcontroller.nvm is one 4 KiB sector of the RP2040's flash. CircuitPython writes
# a slice whose bytes all read 0xFF by programming the 256-byte pages it touches and
# erases nothing; any other write erases the whole sector and programs it back. So the
# journal only ever appends into erased bytes, and when a record no longer fits, its
# owner rewrites the sector once with a fresh image (compaction: one erase).
#
# Layout: records from offset 0, then erased bytes (0xFF) to the end. A record is
#   length n (0..250), kind (one byte), n payload bytes,
#   CRC-32 of those n + 2 bytes (4 bytes, low byte first).
# A length byte of 0xFF is erased flash: the end of the journal. A power cut while a
# record is programmed leaves a prefix of it: its CRC fails, reading stops there and
# only that record is lost. Its bytes are no longer erased, so nothing may be appended
# after it: `clean` turns False and the next write is a compaction.
#
# The journal uses the first _REGION bytes of the sector. A compaction writes the whole
# region from an image in RAM (CircuitPython programs the rest of the sector back as it
# was: erased), and that image is the buffer the boot read the journal into, kept: so
# the region is what the journal costs in heap for the whole session. Half the sector
# would leave 2 KiB more heap, for about twice the erases and power cuts that lose the
# session about twice as often (tools/bench_journal.py measured 93.1 % of cut positions
# resuming exactly against 97.5 %): the journal keeps all but the mark byte, since
# nothing lost weighs more than 2 KiB. The sector's last byte holds a mark once a
# journal was written: the erase clears it last, so a power cut that leaves the region
# erased but the mark standing is a journal lost mid-compaction, read as corrupt ("saved
# session lost"), not as a blank device.
#
# binascii.crc32 exists on RP2040 CircuitPython (MICROPY_PY_BINASCII_CRC32 is
# CIRCUITPY_BINASCII && CIRCUITPY_ZLIB); a board without it (the appliance UF2 has zlib
# switched off) computes the same CRC-32 from two small tables, so the format never
# depends on the board.

from micropython import const

try:
    from binascii import crc32 as _crc32
    _FAST = True
except ImportError:
    _FAST = False

# Record kinds (what each one holds: savegame.py)
SNAPSHOT = const(0x53)   # "S"
DEAL = const(0x44)       # "D"
EVENTS = const(0x45)     # "E"
UNDO = const(0x55)       # "U"
MISDEAL = const(0x4D)    # "M"
RULES = const(0x52)      # "R"
END = const(0x58)        # "X"
WAKE = const(0x57)       # "W"
FRESH = const(0x4E)      # "N"
AGAIN = const(0x41)      # "A": the crash screen's NEW; the save stays until a new session
OFFER = const(0x51)      # "Q": ask at power-up (the players set up a new session: until it
                         # starts, the one they left is offered again)
SESSION_ID = const(0x49)  # "I"
CHIP_VALUE = const(0x56)  # "V"
BUYIN = const(0x42)      # "B"
LANG = const(0x4C)       # "L"
UNBUY = const(0x43)      # "C": the last buy-in taken back
PENDING = const(0x50)    # "P": a buy-in since the last deal, already in the snapshot

MAX_PAYLOAD = const(250)
_REGION = const(4095)   # the sector but its last byte, the mark
_MARK = const(0x4A)

# The region's image, read at boot and rebuilt at each compaction: the largest block of
# a boot. It is allocated when this module loads, which code.py makes the first of the
# app's modules, while the heap is still empty; found later, amid the app's objects, it
# is what a fragmented heap refuses first. The first journal takes it.
_sector = bytearray(_REGION)
OVERHEAD = const(6)      # length, kind, CRC-32
_ERASED = const(0xFF)
_POLY_HI = const(0xEDB8)   # the reflected polynomial 0xEDB88320, in 16-bit halves
_POLY_LO = const(0x8320)
_halves = None   # the byte-at-a-time tables (low and high halves), made at the first use


def crc32(data):
    """The CRC-32 (as zlib) of `data`."""
    if _FAST:
        return _crc32(data) & 0xFFFFFFFF
    # A byte at a time from tables, the CRC kept in two 16-bit halves: no value outgrows
    # a 32-bit board's small ints, so nothing is allocated per byte.
    global _halves
    if _halves is None:
        _halves = _tables()
    lo, hi = _halves
    low = high = 0xFFFF
    for b in data:
        i = (low ^ b) & 0xFF
        low = (low >> 8 | (high & 0xFF) << 8) ^ lo[i]
        high = high >> 8 ^ hi[i]
    return (high ^ 0xFFFF) << 16 | (low ^ 0xFFFF)


def _tables():
    """The CRC-32 of each byte value, as (low halves, high halves)."""
    from array import array
    lo = array("H", range(256))
    hi = array("H", range(256))
    for i in range(256):
        low, high = i, 0
        for _ in range(8):
            odd = low & 1
            low = low >> 1 | (high & 1) << 15
            high >>= 1
            if odd:
                low ^= _POLY_LO
                high ^= _POLY_HI
        lo[i] = low
        hi[i] = high
    return lo, hi


def put_record(buf, pos, kind, data, start, stop):
    """Write the record (kind, data[start:stop]) into `buf` at `pos`; return its end."""
    n = stop - start
    buf[pos] = n
    buf[pos + 1] = kind
    buf[pos + 2:pos + 2 + n] = data[start:stop]
    end = pos + 2 + n
    crc = crc32(memoryview(buf)[pos:end])
    buf[end] = crc & 0xFF
    buf[end + 1] = crc >> 8 & 0xFF
    buf[end + 2] = crc >> 16 & 0xFF
    buf[end + 3] = crc >> 24
    return end + 4


def record_end(image, pos):
    """Offset just past the valid record at `pos`, or -1 (erased, torn or corrupt)."""
    size = len(image)
    if pos + OVERHEAD > size:
        return -1
    n = image[pos]
    end = pos + 2 + n
    if n > MAX_PAYLOAD or end + 4 > size:
        return -1
    crc = image[end] | image[end + 1] << 8 | image[end + 2] << 16 | image[end + 3] << 24
    if crc32(memoryview(image)[pos:end]) != crc:
        return -1
    return end + 4


def erased_from(image, pos):
    """True if every byte of `image` from `pos` on reads 0xFF (erased flash)."""
    for i in range(pos, len(image)):
        if image[i] != _ERASED:
            return False
    return True


class Journal:
    """Appends records to the NVM and rewrites it whole when they no longer fit."""

    def __init__(self, nvm):
        self.nvm = nvm
        self.size = min(len(nvm), _REGION)
        self.end = 0             # where the next record goes
        self.clean = True        # every byte from `end` on is erased
        self.rewrites = 0        # compactions and fresh journals written this boot
        self._record = bytearray(MAX_PAYLOAD + OVERHEAD)
        global _sector
        if len(_sector) == self.size:
            self._image, _sector = _sector, bytearray(0)   # the region's image, read at boot
        else:
            self._image = bytearray(self.size)
        self._image_len = 0

    def read(self):
        """The journal region's bytes (into the image); also finds where the valid records end."""
        image = self._image
        for pos in range(0, self.size, 256):   # a page at a time: no second copy of it
            image[pos:pos + 256] = self.nvm[pos:pos + min(256, self.size - pos)]
        if self._marked() and erased_from(image, 0):
            image[0] = 0            # erased under a standing mark: lost, not blank
        pos = 0
        while True:
            end = record_end(image, pos)
            if end < 0:
                break
            pos = end
        self.end = pos
        self.clean = erased_from(image, pos)
        return image

    def append(self, kind, data=b"", start=0, stop=-1):
        """Program one record into erased bytes; False (nothing written) if it does not fit."""
        if stop < 0:
            stop = len(data)
        n = stop - start + OVERHEAD
        if not self.clean or self.end + n > self.size or n > len(self._record):
            return False
        length = put_record(self._record, 0, kind, data, start, stop)
        self.nvm[self.end:self.end + length] = memoryview(self._record)[:length]
        self.end += length
        return True

    def begin_image(self):
        """Start a fresh sector image; fill it with `add`, write it with `commit_image`."""
        self._image_len = 0

    def add(self, kind, data=b"", start=0, stop=-1):
        """Add a record to the image being built; False if it would not fit."""
        if stop < 0:
            stop = len(data)
        if self._image_len + stop - start + OVERHEAD > self.size or stop - start > MAX_PAYLOAD:
            return False
        self._image_len = put_record(self._image, self._image_len, kind, data, start, stop)
        return True

    def commit_image(self):
        """Write the image over the whole region: one erase unless the NVM was blank."""
        image = self._image
        for i in range(self._image_len, self.size):
            image[i] = _ERASED
        self.nvm[0:self.size] = image
        self.end = self._image_len
        self.clean = True
        self.rewrites += 1
        last = len(self.nvm) - 1
        if last >= self.size and self.nvm[last] == _ERASED:
            self.nvm[last] = _MARK      # into an erased byte: programmed, no erase

    def _marked(self):
        last = len(self.nvm) - 1
        return last >= self.size and self.nvm[last] == _MARK
