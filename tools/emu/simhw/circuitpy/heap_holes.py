"""Carve a MicroPython heap into holes, to find the largest single allocation a run makes.

Used by the VM runs (sim_session.py) and copied onto the emulated Pico's test images
(tools/emu/pico_code.py): a run that still ends the same in a heap carved into holes of N
bytes allocates nothing larger than N after the carving.
"""

import gc
import sys

# CircuitPython grows its heap in areas while it fills: room for at least this much
_LARGEST_HEAP = 262144


class Holes:
    """Carve the heap so that no free block is larger than `size` bytes (rounded up to the
    16-byte heap block): fill it with tuples of that size and free every other one; then
    fill whatever free block is still larger (where a freed tuple met a gap) with larger
    tuples. The lists holding them are allocated first, and nothing is freed by hand
    between the fills: the collector scans the stack conservatively, so such a block
    could stay alive and come back free later."""

    def __init__(self, size):
        self.size = size
        self.kept = None

    def make(self):
        """Carve the heap; return the bytes left free in the holes."""
        word = 8 if getattr(sys, "maxsize", 0) > 1 << 32 else 4
        step = (self.size + 15) // 16 * 16
        items = (step - 2 * word) // word     # a tuple: a 2-word header, then one word each
        gc.collect()
        slots = [None] * (max(gc.mem_free(), _LARGEST_HEAP) // step + 64)
        bigger = [None] * 256
        count = self._fill(slots, items)
        i = 1
        while i < count:
            slots[i] = None
            i += 2
        gc.collect()
        self._fill(bigger, items + 16 // word)
        self.kept = (slots, bigger)
        gc.collect()
        return count // 2 * step

    @staticmethod
    def _fill(slots, items):
        """Allocate tuples of `items` items into `slots` until the heap has no room for
        one more; how many were allocated."""
        count = 0
        try:
            while count < len(slots):
                slots[count] = (None,) * items
                count += 1
        except MemoryError:
            pass
        return count
