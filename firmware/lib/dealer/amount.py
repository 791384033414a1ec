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


class AmountEntry:
    """A round target between `low` and `high`: A/B step one chip (held: min/max), C confirms."""

    def __init__(self):
        self.low = 0
        self.high = 0
        self.target = 0
        self.raising = False

    def start(self, limits, raising):
        """Begin at the smallest legal target; `limits` is Hand.limits()."""
        self.low, self.high = limits
        self.target = self.low
        self.raising = raising

    def press(self, key, long):
        """The chosen target once C confirms, BACK on a held C, else PENDING."""
        if key == _KEY_A:
            self.target = self.low if long else max(self.low, self.target - 1)
        elif key == _KEY_B:
            self.target = self.high if long else min(self.high, self.target + 1)
        else:
            return BACK if long else self.target
        return PENDING

    def render(self, rows, name, hand):
        """Rows 1-6 and the key row: what the bet is, what it adds, the range."""
        owed = hand.target - hand.to_call()     # chips this player has in this round
        rows[1] = "%s %s to %d" % (name, "raises" if self.raising else "bets", self.target)
        adds = self.target - owed
        rows[2] = "adds %d chip%s" % (adds, "" if adds == 1 else "s")
        rows[3] = screens.clip("from %d to %d" % (self.low, self.high))
        if self.target == self.high:
            rows[4] = "that is all in"
        rows[5] = "hold A/B: min/max"
        rows[6] = "hold C: back"
        rows[7] = screens.keys("-", "+", "OK")
