"""Choosing a bet or raise size (pot limit, no limit) with three keys."""

from . import screens

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

PENDING = const(-1)   # still choosing
BACK = const(-2)      # the player went back to the betting keys
_KEY_A = const(0)
_KEY_B = const(1)


# Holding A or B repeats the step: the first repeat after 400 ms, then one every 120 ms,
# by 1 chip for 5 repeats, then 5 chips, then 25, so a long hold crosses a deep stack in
# a couple of seconds and a short hold still lands on an exact amount.
_REPEAT_AFTER_MS = const(400)
_REPEAT_EVERY_MS = const(120)


class AmountEntry:
    """A round target between `low` and `high`: A/B step down/up (faster while held), C confirms."""

    def __init__(self):
        self.low = 0
        self.high = 0
        self.target = 0
        self.raising = False
        self._repeats = 0  # steps made by the key being held now

    def start(self, limits, raising):
        """Begin at the smallest legal target; `limits` is Hand.limits()."""
        self.low, self.high = limits
        self.target = self.low
        self.raising = raising
        self._repeats = 0

    def _step(self, key, size):
        if key == _KEY_A:
            self.target = max(self.low, self.target - size)
        else:
            self.target = min(self.high, self.target + size)

    def hold(self, key, held_ms):
        """A or B has been down for `held_ms`: make the repeats due by now; True if any."""
        if key != _KEY_A and key != _KEY_B or held_ms < _REPEAT_AFTER_MS:
            return False
        due = (held_ms - _REPEAT_AFTER_MS) // _REPEAT_EVERY_MS + 1
        before = self.target
        while self._repeats < due:
            self._step(key, 1 if self._repeats < 5 else 5 if self._repeats < 10 else 25)
            self._repeats += 1
        return self.target != before

    def press(self, key, long):
        """The chosen target once C confirms, BACK on a held C, else PENDING."""
        if key == _KEY_A or key == _KEY_B:
            if self._repeats:  # the release that ends a hold: the repeats were the steps
                self._repeats = 0
            elif long:  # held, but nobody polled the hold: jump to the end
                self.target = self.low if key == _KEY_A else self.high
            else:
                self._step(key, 1)
            return PENDING
        return BACK if long else self.target

    def render(self, rows, name, hand):
        """Rows 1-6 and the key row: what the bet is, what it adds, the range."""
        owed = hand.target - hand.to_call()     # chips this player has in this round
        rows[1] = "%s %s to %d" % (name, "raises" if self.raising else "bets", self.target)
        adds = self.target - owed
        rows[2] = "adds %d chip%s" % (adds, "" if adds == 1 else "s")
        rows[3] = screens.clip("from %d to %d" % (self.low, self.high))
        if self.target == self.high:
            rows[4] = "that is all in"
        rows[5] = "hold A/B: faster"
        rows[6] = "hold C: back"
        rows[7] = screens.keys("-", "+", "OK")
