"""The save journal's flash layer: CRC-checked records appended into erased NVM bytes."""

# microcontroller.nvm is one 4 KiB sector of the RP2040's flash. CircuitPython 10.2.1
# (ports/raspberrypi/common-hal/nvm/ByteArray.c) writes a slice whose bytes all read
# 0xFF by programming each 256-byte page it touches, and erases nothing; any other write
# copies the sector into a C buffer, lays the slice over it, erases the sector (the chip
# clears all of it at once) and programs the buffer back, page 0 first. So the journal
# only ever appends into erased bytes, and when a record no longer fits, its owner
# rewrites the sector once with a fresh image (compaction: one erase).
#
# Layout: records from offset 0, then erased bytes (0xFF) to the end. A record is
#   length n (0..250), kind (one byte), n payload bytes,
#   CRC-32 of those n + 2 bytes (4 bytes, low byte first),
# so damage to any byte of a record, its kind included, fails its check. A length byte
# of 0xFF is erased flash: the end of the journal. A power cut while a record is
# programmed leaves a prefix of it: its CRC fails and only that record is lost. Its
# bytes are no longer erased, so nothing may be appended after it: `clean` turns False
# and the next write is a compaction. What a reader makes of the bytes after the last
# valid record (a torn record, damage with records after it, stray bytes) is restore.py's.
#
# Every image (a new session's first journal, each compaction) starts with a header
# record (H): the image's length, the number of the hand it holds, that hand's actions
# and cards entered, and which records follow. It is programmed first, so a power cut
# inside the image's programming is told by what the header promised and the image
# does not hold. Between the erase and the header's programming the sector reads as
# blank, and nothing else on the board survives a power cut that a compaction could
# mark beforehand (docs/journal.md): `saving` is called before each erase, for the
# screen to say so.
#
# A compaction writes the whole sector from an image in RAM: the bytes after the image
# must read 0xFF for the next appends, and CircuitPython programs back as it was any
# byte outside the slice written, so the journal can hold no more than the image
# buffer between two compactions (docs/journal.md measures the trade). That image is
# the buffer the boot read the journal into, kept for the session.
#
# Journals written before the header kept a mark (0x4A) in the sector's last byte; they
# read as they were, and appends stay clear of the mark until the next compaction.
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
HEADER = const(0x48)     # "H": the first record of every image: what the image holds

# What an image holds besides its snapshot: the header's last byte (HOLDS_*)
HOLDS_ID = const(1)      # the session id (I)
HOLDS_HAND = const(2)    # a hand: its deal (D), then one E record per event
HOLDS_RULES = const(4)   # options changed after that hand (R)
HOLDS_END = const(8)     # the session ended (X)
HOLDS_VALUE = const(16)  # the chip value (V)
HOLDS_LANG = const(32)   # the table's language (L)
HEADER_SIZE = const(8)   # image length (2), hand (2), actions (2), cards entered, holds
UNBUY = const(0x43)      # "C": the last buy-in taken back
PENDING = const(0x50)    # "P": a buy-in since the last deal, already in the snapshot

MAX_PAYLOAD = const(250)
_SECTOR = const(4096)
_OLD_MARK = const(0x4A)

# The sector's image, read at boot and rebuilt at each compaction: the largest block of
# a boot. It is allocated when this module loads, which code.py makes the first of the
# app's modules, while the heap is still empty; found later, amid the app's objects, it
# is what a fragmented heap refuses first. The first journal takes it.
_sector = bytearray(_SECTOR)
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


def _erase_from(image, start):
    """Set image[start:] to the erased byte by slice copies that double each time: a
    loop over the bytes took 26 ms of a fresh start's compaction on the emulated Pico,
    and a run of erased bytes to copy from would take the heap its size."""
    size = len(image)
    if start >= size:
        return
    view = memoryview(image)
    image[start] = _ERASED
    done = 1
    while start + done < size:
        k = min(done, size - start - done)
        view[start + done:start + done + k] = view[start:start + k]
        done += k


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


def erased_from(image, pos, stop=-1):
    """True if every byte of `image` from `pos` (to `stop`) reads 0xFF (erased flash)."""
    for i in range(pos, len(image) if stop < 0 else stop):
        if image[i] != _ERASED:
            return False
    return True


def chain_end(image, pos=0):
    """Where the run of valid records from `pos` ends."""
    while True:
        end = record_end(image, pos)
        if end < 0:
            return pos
        pos = end


class Journal:
    """Appends records to the NVM and rewrites it whole when they no longer fit."""

    def __init__(self, nvm):
        self.nvm = nvm
        self.size = min(len(nvm), _SECTOR)
        self.room = self.size    # where appends must stop (an older journal's mark)
        self.end = 0             # where the next record goes
        self.clean = True        # every byte from `end` to `room` is erased
        self.blank = False       # the whole sector reads erased: a rewrite erases nothing
        self.rewrites = 0        # compactions and fresh journals written this boot
        self.saving = None       # called before a write that erases the sector
        self._record = bytearray(MAX_PAYLOAD + OVERHEAD)
        global _sector
        if len(_sector) == self.size:
            self._image, _sector = _sector, bytearray(0)   # the sector's image, read at boot
        else:
            self._image = bytearray(self.size)
        self._image_len = 0
        self._holds = 0

    def read(self):
        """The sector's bytes (into the image); also finds where the valid records end."""
        image = self._image
        for pos in range(0, self.size, 256):   # a page at a time: no second copy of it
            image[pos:pos + 256] = self.nvm[pos:pos + min(256, self.size - pos)]
        self.end = pos = chain_end(image)
        last = self.size - 1
        self.room = self.size
        if pos < last and image[last] == _OLD_MARK and erased_from(image, pos, last):
            self.room = last     # a journal of the format before the header: its mark
        self.clean = erased_from(image, pos, self.room)
        self.blank = pos == 0 and self.clean and self.room == self.size
        return image

    def append(self, kind, data=b"", start=0, stop=-1):
        """Program one record into erased bytes; False (nothing written) if it does not fit."""
        if stop < 0:
            stop = len(data)
        n = stop - start + OVERHEAD
        if not self.clean or self.end + n > self.room or n > len(self._record):
            return False
        length = put_record(self._record, 0, kind, data, start, stop)
        self.nvm[self.end:self.end + length] = memoryview(self._record)[:length]
        self.end += length
        self.blank = False
        return True

    def begin_image(self):
        """Start a fresh sector image after room for its header; fill it with `add`,
        write it with `commit_image`."""
        self._image_len = HEADER_SIZE + OVERHEAD
        self._holds = 0

    def add(self, kind, data=b"", start=0, stop=-1):
        """Add a record to the image being built; False if it would not fit."""
        if stop < 0:
            stop = len(data)
        if self._image_len + stop - start + OVERHEAD > self.size or stop - start > MAX_PAYLOAD:
            return False
        self._image_len = put_record(self._image, self._image_len, kind, data, start, stop)
        self._holds |= (HOLDS_ID if kind == SESSION_ID else HOLDS_HAND if kind == DEAL else
                        HOLDS_RULES if kind == RULES else HOLDS_END if kind == END else
                        HOLDS_VALUE if kind == CHIP_VALUE else
                        HOLDS_LANG if kind == LANG else 0)
        return True

    def commit_image(self, hand=0, actions=0, cards=0):
        """Write the image over the whole sector, its header first (`hand`: the number of
        the hand it holds, or of the last one settled; `actions` and `cards` entered in
        that hand): one erase unless the sector was blank."""
        image = self._image
        length = self._image_len
        head = self._record
        head[0] = length & 0xFF
        head[1] = length >> 8
        head[2] = hand & 0xFF
        head[3] = hand >> 8 & 0xFF
        head[4] = actions & 0xFF
        head[5] = actions >> 8 & 0xFF
        head[6] = cards
        head[7] = self._holds
        put_record(image, 0, HEADER, head, 0, HEADER_SIZE)
        _erase_from(image, length)
        if not self.blank and self.saving is not None:
            self.saving()
        self.nvm[0:self.size] = image
        self.end = length
        self.clean = True
        self.blank = False
        self.room = self.size
        self.rewrites += 1
