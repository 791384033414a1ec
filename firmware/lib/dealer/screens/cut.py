"""Tracker, before the turns: who cuts and who deals, then the 3-2-1 count to LIFT."""

# Loaded only when a real deck is dealt (the router imports it then): pass-around
# sessions never need it.

from micropython import const

from ..board.keys import B
from ..board.ticks import ticks_diff
from ..lang import KEYS, TABLE
from . import layout
from .base import Screen
from .betting import title_row

COUNT_MS = const(1000)   # each number of the 3-2-1 count (R-TABLE: "on three")
# words (dealer/lang)
_DEALT = const(10)
_CUTS = const(11)
_DEALS_ONE = const(12)
_THE_DEALER = const(13)
_NOBODY_LOOKS = const(14)
_LIFT_TEXT = const(15)
_LIFT = const(16)


def cutter(session):
    """R-TABLE: the seat that cuts, the player on the dealer's right (a player still in)."""
    seat = session.dealer
    seated = session.seated()
    players = session.rules.players
    for _ in range(players - 1):
        seat = (seat - 1) % players
        if seated >> seat & 1:
            return seat
    return session.dealer


class Cut(Screen):
    """Tracker, before the turns: who cuts and who deals (R-TABLE, R-DEAL); B: DEALT, then
    the count."""

    kind = "cut"

    def press(self, key, long, started):
        """B: every card is dealt."""
        if key == B:
            self.nav.table.move_on()

    def render(self, rows):
        """Who cuts, who deals and from where."""
        table = self.nav.table
        session = table.session
        names = table.names
        hand = session.hand
        rows[0] = title_row(session)
        rows[1] = TABLE[_CUTS] % names[cutter(session)]
        first = (hand.dealer + 1) % hand.seats   # R-DEAL: from the dealer's left
        while not hand.dealt_in(first):
            first = (first + 1) % hand.seats
        # O-DEALER-SITS-OUT: a dealer who holds no card deals as if from the button's seat
        layout.wrap(TABLE[_DEALS_ONE] % (
            names[session.dealer] if session.rules.dealer_plays else TABLE[_THE_DEALER],
            names[first]), rows, 2, 4)
        layout.wrap(TABLE[_NOBODY_LOOKS], rows, 5, 6)
        rows[7] = layout.keys("", KEYS[_DEALT], "")


class Count(Screen):
    """Tracker, every card dealt: "3", "3 2", "3 2 1", LIFT (R-TABLE): everybody lifts their
    card at once, and a second later the first turn; no key changes the count."""

    kind = "count"

    def __init__(self, nav):
        super().__init__(nav)
        self.started = nav.ticks()   # when the count started
        self.shown = 3               # the number of the count on screen

    def _left(self, now):
        return 3 - ticks_diff(now, self.started) // COUNT_MS

    def tick(self, now, held):
        """Each second the next number; a second after LIFT, the first turn."""
        left = self._left(now)
        if left < 0:   # 3, 2, 1, lift: the cards are up, on to the first turn
            self.nav.table.move_on()
            return True
        return left != self.shown

    def render(self, rows):
        """The count so far."""
        rows[0] = title_row(self.nav.table.session)
        self.shown = left = max(self._left(self.nav.ticks()), 0)
        layout.wrap(TABLE[_LIFT_TEXT], rows, 1, 4)
        count = "  ".join(str(n) for n in range(3, max(left, 1) - 1, -1))
        rows[6] = "   " + count + ("  " + TABLE[_LIFT] if left == 0 else "")
