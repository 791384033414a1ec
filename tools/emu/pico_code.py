"""Test images only, never the bundle: code.py of an emulated Pico's test drive.

tools/emu/pico.py puts this file on a test image as code.py and the firmware's own code.py
next to it as firmware_code.py. It replays the simulator's entropy tape (tape.bin) as
os.urandom, so the board deals exactly what the simulator dealt for the same keys and
seed, and it answers on the console between key polls: "m" prints
"MEM <free> <free after a collection> <allocated after it>", "b" prints
"BIG <largest bytearray that can be allocated> <free> <allocated>" (that one changes the
heap: the end of a run only). With holes.txt (a size N), it carves the heap right after
the first screen so that no free block is larger than N (heap_holes.py): a run that
still shows what the simulator shows allocates nothing larger after start-up. Then it
runs the firmware's code.py unchanged.
"""

import gc
import sys

import supervisor

import dealer.board.hardware as _hardware  # code.py's own first import: the same order


class _Tape:
    """os.urandom giving the bytes of the tape in order; RuntimeError once it runs out."""

    def __init__(self, data):
        import os
        self._data = data
        self._pos = 0
        self.getenv = os.getenv

    def urandom(self, n):
        """The next n bytes of the tape."""
        if self._pos + n > len(self._data):
            raise RuntimeError("entropy tape exhausted")
        self._pos += n
        return self._data[self._pos - n:self._pos]


def _largest():
    """The largest bytearray that can be allocated now (64-byte steps)."""
    lo, hi = 0, 262144
    while hi - lo > 64:
        mid = (lo + hi) // 2
        try:
            buf = bytearray(mid)
            del buf
            lo = mid
        except MemoryError:
            hi = mid
        gc.collect()
    return lo


def _answer():
    if not supervisor.runtime.serial_bytes_available:
        return
    c = sys.stdin.read(1)
    if c == "m":
        free = gc.mem_free()
        gc.collect()
        print("MEM", free, gc.mem_free(), gc.mem_alloc())
    elif c == "b":
        print("BIG", _largest(), gc.mem_free(), gc.mem_alloc())


try:
    with open("/tape.bin", "rb") as _f:
        _hardware.os = _Tape(_f.read())
except OSError:
    pass        # no tape: the board's own random numbers

try:
    with open("/holes.txt") as _f:
        _holes = int(_f.read())
except OSError:
    _holes = 0
if _holes:
    from heap_holes import Holes

    import dealer.board.display as _display

    _carve = Holes(_holes)
    _show = _display.Display.show

    def _show_then_carve(self):
        _show(self)
        if _carve.kept is None:     # the first screen: start-up is over
            _carve.make()

    _display.Display.show = _show_then_carve

_sleep_ms = _hardware.Hardware.sleep_ms


def _sleep_and_answer(self, ms):
    _answer()
    _sleep_ms(self, ms)


_hardware.Hardware.sleep_ms = _sleep_and_answer
import firmware_code  # noqa: E402,F401  (the firmware's code.py: runs the device)
