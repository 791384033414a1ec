"""microcontroller.nvm as CircuitPython 10.2.1 implements it on RP2040 flash.

ports/raspberrypi/common-hal/nvm/ByteArray.c: writing a slice whose target bytes
all read 0xFF programs each 256-byte page it touches (the page as it is, the new
bytes laid over it; no erase). Any other write copies the 4 KiB sector into a
buffer, lays the slice over it, erases the sector and programs the buffer back,
page 0 first. The chip's erase clears the whole sector at once; until the next
program, every byte reads 0xFF.

Power cuts: `cut_power_after(n, bits)` stops a write after n more steps, then
`bits` more bits of the byte being programmed. A step is an erase (the whole
sector) or one byte of a page program, in address order; within a byte that
changes, its 0 bits are programmed bit 7 first (a byte torn there reads with
some of its 0 bits still 1). Counters record page programs and sector erases; the
memory can be backed by a file.
"""

from simhw_state import PowerCut

PAGE = 256
SECTOR = 4096


class FlashNvm:
    """A bytearray-like 4 KiB NVM with flash program/erase semantics."""

    def __init__(self, size=SECTOR, path=None, data=None):
        self._mem = bytearray(size)
        # The sector image a rewrite programs back. On the board that buffer is C memory,
        # outside the Python heap; here it is allocated once, so a write allocates nothing
        # and the firmware's heap figure does not carry a copy per compaction.
        self._image = bytearray(size)
        for i in range(size):
            self._mem[i] = 0xFF
        self.path = path
        self.page_programs = 0
        self.sector_erases = 0
        self.byte_ops = 0            # steps so far: erases and bytes programmed (cut positions)
        self.changed = False         # set when a byte takes a new value (for tracing)
        self._cut_at = -1
        self._cut_bits = 0
        if data is not None:
            self._mem[:] = bytes(data)
        elif path is not None:
            try:
                with open(path, "rb") as f:
                    stored = f.read()
            except OSError:   # no file yet: a blank device
                stored = None
            if stored is None:   # a blank device, written now: a folder that is not there
                try:             # says so before the session, not at its first save
                    self._save()
                except OSError as err:
                    raise ValueError("cannot write %s: %s" % (
                        path, err.strerror if getattr(err, "strerror", None) else err)) from None
            elif len(stored) == size:
                self._mem[:] = stored
            else:   # never blank a file that may hold someone's session, nor an empty one
                raise ValueError("%s is %d bytes, not the %d of the device's memory: it is "
                                 "not a saved session. It was left as it is; give another "
                                 "file, or delete it to start blank." % (path, len(stored), size))

    def __len__(self):
        return len(self._mem)

    def __bytes__(self):
        return bytes(self._mem)

    def _span(self, index):
        n = len(self._mem)
        if isinstance(index, slice):
            if index.step not in (None, 1):
                raise NotImplementedError("only slices with step=1 (aka None) are supported")
            start, stop = index.start, index.stop
            start = 0 if start is None else (start + n if start < 0 else start)
            stop = n if stop is None else (stop + n if stop < 0 else stop)
            start = min(max(start, 0), n)
            stop = min(max(stop, start), n)
            return start, stop
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("bytearray index out of range")
        return index, -1

    def __getitem__(self, index):
        start, stop = self._span(index)
        if stop < 0:
            return self._mem[start]
        return bytearray(self._mem[start:stop])

    def __setitem__(self, index, value):
        start, stop = self._span(index)
        if stop < 0:
            if not 0 <= value <= 255:
                raise ValueError("value must be 0-255")
            self._write(start, bytes((value,)))
            return
        if len(value) != stop - start:
            raise ValueError("Slice and value different lengths.")
        if value:
            self._write(start, value)

    def cut_power_after(self, byte_ops, bits=0):
        """Arm a power cut: after `byte_ops` more steps (an erase, or a byte programmed),
        and then `bits` more bits of the next byte that changes, stop."""
        self._cut_at = self.byte_ops + byte_ops
        self._cut_bits = bits

    def _tick(self):
        """Before each step: the power may go here."""
        if self.byte_ops == self._cut_at and not self._cut_bits:
            self._stop()
        self.byte_ops += 1

    def _bit(self):
        """Before each bit of a byte after its first: the power may go here."""

    def _stop(self):
        self._cut_at = -1
        self._save()
        raise PowerCut("power cut during flash write")

    def _write(self, start, values):
        # One function, loops inline: on the MicroPython VM this class is the emulated
        # board, whose Python frames count in the firmware's pystack figure (the board's
        # nvm is C). `changed` tells a subclass that a byte took a new value.
        mem = self._mem
        end = start + len(values)
        all_erased = True
        for i in range(start, end):
            if mem[i] != 0xFF:
                all_erased = False
                break
        if all_erased:
            source, offset = values, start
            first, last = start - start % PAGE, end
        else:
            source, offset = self._image, 0
            for i in range(len(mem)):
                source[i] = mem[i]
            for i in range(len(values)):
                source[start + i] = values[i]
            self._tick()              # the erase: all at once
            self.sector_erases += 1
            for i in range(len(mem)):
                mem[i] = 0xFF
            self.changed = True
            first, last = 0, len(mem)
        page = first
        while page < last:           # page programs, in address order
            self.page_programs += 1
            for i in range(page, page + PAGE):
                self._tick()
                old = mem[i]
                target = old & (source[i - offset] if offset <= i < offset + len(source)
                                and (not all_erased or i < end) else old)
                torn = self.byte_ops - 1 == self._cut_at and self._cut_bits
                bits = 0
                for bit in (128, 64, 32, 16, 8, 4, 2, 1):   # its 0 bits, bit 7 first
                    if old & bit and not target & bit:
                        if bits:
                            self._bit()
                            if torn and bits == self._cut_bits:
                                self._stop()
                        mem[i] &= ~bit & 0xFF
                        self.changed = True
                        bits += 1
                if torn:   # no more bits changed than the cut asked for: the cut falls
                    self._cut_at = self.byte_ops   # after the byte, before the next step
                    self._cut_bits = 0
            page += PAGE
        self._save()

    def _save(self):
        if self.path is not None:
            with open(self.path, "wb") as f:
                f.write(self._mem)
