"""The board report: one console line with the free heap, at start-up and after each hand."""

# "heap: free 98304, hand 3": the heap left after a collection, and the number of the
# hand just finished (at start-up: the hand on the table, 0 without a session). It
# never names a card. `make board-report` reads these lines from a real board.
# CircuitPython has no call for the largest free block, so the line has none; a VM
# without gc.mem_free (CPython) prints nothing. The table tells it each change, as it
# tells the store (dealer/table.py): the line comes when an action ends the hand.

import gc

from .table import ACTED


class HeapReport:
    """Writes the heap line once at start-up and once when each hand ends."""

    def __init__(self, write):
        self._write = write
        self._hand = None     # the last hand reported

    def line(self, hand_no):
        """Collect, then write the free heap and `hand_no`."""
        free = getattr(gc, "mem_free", None)
        if free is None:
            return
        gc.collect()
        self._write("heap: free %d, hand %d" % (free(), hand_no))

    def changed(self, change, table, at):
        """What the table tells: the line once the hand on it has ended."""
        hand = table.session.hand
        if change == ACTED and hand.over and hand is not self._hand:
            self._hand = hand
            self.line(table.session.hand_no)
