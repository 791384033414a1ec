"""Choosing a bet or raise size (pot limit, no limit) with three keys."""

from micropython import const

from indian_poker import BET, RAISE

from ..board.keys import NONE, A, B
from . import layout
from .base import Screen
from .betting import act, all_in_to, title_row

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)

PENDING = const(-1)   # still choosing
BACK = const(-2)      # the player went back to the betting keys

# Holding A or B repeats the step: the first repeat after 400 ms, then one every 120 ms,
# by 1 chip for 5 repeats, then 5 chips, then 25, so a long hold crosses a deep stack in
# a couple of seconds and a short hold still lands on an exact amount.
_REPEAT_AFTER_MS = const(400)
_REPEAT_EVERY_MS = const(120)


class Amount(Screen):
    """A round target from Hand.limits(): A/B step it down/up (faster while held),
    C bets or raises to it; A at the smallest target, or a held C, goes back to the
    betting keys."""

    kind = "amount"

    def __init__(self, nav, limits, raising, private, sized=True):
        super().__init__(nav)
        self.sized = sized       # False in fixed limit: the action names no amount
        self.low, self.high = limits
        self.target = self.low   # the smallest legal target first
        self.raising = raising
        self.private = private   # over a card view: the privacy blank takes both away
        self._repeats = 0        # steps made by the key being held now

    def _step(self, key, size):
        if key == A:
            self.target = max(self.low, self.target - size)
        else:
            self.target = min(self.high, self.target + size)

    def hold(self, key, held_ms):
        """A or B has been down for `held_ms`: make the repeats due by now; True if any."""
        if key != A and key != B or held_ms < _REPEAT_AFTER_MS:
            return False
        due = (held_ms - _REPEAT_AFTER_MS) // _REPEAT_EVERY_MS + 1
        before = self.target
        while self._repeats < due:
            self._step(key, 1 if self._repeats < 5 else 5 if self._repeats < 10 else 25)
            self._repeats += 1
        return self.target != before

    def tick(self, now, held):
        """A or B held: the target steps faster and faster."""
        return held != NONE and self.hold(held & 3, held >> 2)

    def choose(self, key, long):
        """The chosen target once C confirms, BACK on a held C, else PENDING."""
        if key == A and not long and not self._repeats and self.target == self.low:
            return BACK   # A at the smallest bet: BACK, as on every screen
        if key == A or key == B:
            if self._repeats:  # the release that ends a hold: the repeats were the steps
                self._repeats = 0
            elif long:  # held, but nobody polled the hold: jump to the end
                self.target = self.low if key == A else self.high
            else:
                self._step(key, 1)
            return PENDING
        return BACK if long else self.target

    def press(self, key, long, started):
        """A/B step, C bets or raises to the target, a held C goes back."""
        self.notice = ""
        to = self.choose(key, long)
        if to == BACK:
            self.nav.pop()
        elif to != PENDING:
            act(self.nav, self, RAISE if self.raising else BET, to if self.sized else None)

    def render(self, rows):
        """The hand's title, what the bet is, what it adds, the range."""
        table = self.nav.table
        hand = table.session.hand
        rows[0] = title_row(table.session)
        owed = hand.target - hand.to_call()     # chips this player has in this round
        rows[1] = "%s %s to %d" % (table.names[hand.to_act],
                                   "raises" if self.raising else "bets", self.target)
        adds = self.target - owed
        rows[2] = "adds %d chip%s" % (adds, "" if adds == 1 else "s")
        rows[3] = layout.clip("from %d to %d" % (self.low, self.high))
        if self.target == all_in_to(hand, table.session.balance(hand.to_act)):
            rows[4] = "that is all in"   # only the whole stack, never a pot limit's top
        if self.low < self.high:
            rows[5] = "hold A/B: faster"
            rows[6] = "hold C: back"
            rows[7] = layout.keys("BACK" if self.target == self.low else "-", "+", "OK")
        else:   # one size: OK or go back
            rows[3] = ""
            rows[6] = "hold C: back"
            rows[7] = layout.keys("BACK", "", "OK")
