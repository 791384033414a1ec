"""The board report: one console line with the free heap, at start-up and after each hand."""

# "heap: free 98304, hand 3": the heap left after a collection, and the number of the
# hand just finished (at start-up: the hand on the table, 0 without a session). It
# never names a card. `make board-report` reads these lines from a real board.
# CircuitPython has no call for the largest free block, so the line has none; a VM
# without gc.mem_free (CPython) prints nothing. The table tells it each change, as it
# tells the store (dealer/table.py): the line comes once the screen of the action that
# ended the hand is shown (flush), so that its collection is not part of that key's wait.

import gc

from .table import ACTED


class HeapReport:
    """Writes the heap line once at start-up and once when each hand ends."""

    def __init__(self, write):
        self._write = write
        self._hand = None     # the last hand reported
        self._due = -1        # the number of the hand whose line flush() writes, or -1

    def line(self, hand_no):
        """Collect, then write the free heap and `hand_no`."""
        free = getattr(gc, "mem_free", None)
        if free is None:
            return
        gc.collect()
        self._write("heap: free %d, hand %d" % (free(), hand_no))

    def changed(self, change, table, at):
        """What the table tells: a line is due once the hand on it has ended."""
        hand = table.session.hand
        if change == ACTED and hand.over and hand is not self._hand:
            self._hand = hand
            self._due = table.session.hand_no

    def flush(self):
        """Write the line that is due, if one is: the app calls it once a key's screen is
        shown."""
        if self._due >= 0:
            self.line(self._due)
            self._due = -1
