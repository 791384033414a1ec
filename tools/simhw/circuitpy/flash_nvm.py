"""microcontroller.nvm as CircuitPython implements it on RP2040 flash.

Writing a slice whose target bytes all read 0xFF programs the 256-byte pages
it touches (no erase). Any other write erases the whole 4 KiB sector and
programs it back. Counters record both, and a power cut can be injected at any
byte of a program or erase; the memory can be backed by a file.
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
        self.byte_ops = 0            # bytes erased or programmed so far (power-cut positions)
        self._cut_at = -1
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

    def cut_power_after(self, byte_ops):
        """Arm a power cut: after `byte_ops` more bytes are erased or programmed, stop."""
        self._cut_at = self.byte_ops + byte_ops

    def _tick(self):
        if self.byte_ops == self._cut_at:
            self._cut_at = -1
            self._save()
            raise PowerCut("power cut during flash write")
        self.byte_ops += 1

    def _write(self, start, values):
        mem = self._mem
        all_erased = True
        for i in range(start, start + len(values)):
            if mem[i] != 0xFF:
                all_erased = False
                break
        if all_erased:
            # program each touched page: the rest of the page is programmed with what it holds
            end = start + len(values)
            page = start - start % PAGE
            while page < end:
                self.page_programs += 1
                for i in range(page, page + PAGE):
                    self._tick()
                    if start <= i < end:
                        mem[i] &= values[i - start]
                page += PAGE
        else:
            image = self._image
            for i in range(len(mem)):
                image[i] = mem[i]
            for i in range(len(values)):
                image[start + i] = values[i]
            self.sector_erases += 1
            for i in range(len(mem)):
                self._tick()
                mem[i] = 0xFF
            for page in range(0, len(mem), PAGE):
                self.page_programs += 1
                for i in range(page, page + PAGE):
                    self._tick()
                    mem[i] = image[i]
        self._save()

    def _save(self):
        if self.path is not None:
            with open(self.path, "wb") as f:
                f.write(self._mem)
