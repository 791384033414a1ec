"""Choosing a bet or raise size (pot limit, no limit) with three keys."""

# A tap of B jumps up to the next of the usual sizes, a tap of A down to the one before
# (`stops`: min, half the pot, the pot, all in, as far as the structure allows); a hold
# of A or B goes through every amount, a chip at a time at first and faster the longer it
# is held, so that the whole range, a deep stack's 10,000 chips included, is crossed in
# 3 s and a short hold still lands a chip or two away. C confirms; A at the smallest size, or a
# held C, goes back. No single press puts every chip in: all in is a B away at least,
# then OK.

from micropython import const

from indian_poker import BET, RAISE, UNIT

from ..board.keys import NONE, A, B
from ..board.ticks import ticks_diff
from ..lang import KEYS, PLAY
from . import layout
from .base import Screen
from .betting import act, all_in_to, title_row
from .text import chips

# words (dealer/lang)
_BACK = const(0)
_OK = const(2)
_SIZE_MIN = const(22)
_SIZE_MAX = const(23)
_SIZE_HALF_POT = const(24)
_SIZE_POT = const(25)
_SIZE_ALL_IN = const(26)
_RAISES_TO = const(27)
_BETS_TO = const(28)
_ADDS_ONE = const(29)
_ADDS_N = const(30)
_ALL_IN_NOTE = const(31)
_ALL_IN_BUT = const(45)
_HOLD_C_BACK = const(32)
_HOLD_AB_ANY = const(33)

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)

PENDING = const(-1)   # still choosing
BACK = const(-2)      # the player went back to the betting keys

_REPEAT_AFTER_MS = const(400)   # a hold starts moving the size after this long
_ONE_EVERY_MS = const(120)      # at first one chip each this long ..
_WHOLE_MS = const(2600)         # .. then faster: the whole range this long after that


def hold_steps(held_ms, span):
    """Chips a hold of `held_ms` has moved the size over a range of `span` chips: one every
    _ONE_EVERY_MS at first, then the range times the fifth power of the share of
    _WHOLE_MS gone (a chip a step for the first half second even across 10,000 chips),
    all of `span` by _REPEAT_AFTER_MS + _WHOLE_MS. Small ints only: nothing allocated."""
    if held_ms < _REPEAT_AFTER_MS:
        return 0
    ms = held_ms - _REPEAT_AFTER_MS
    if ms >= _WHOLE_MS:
        return span
    share = ms * 1000 // _WHOLE_MS   # 0..999 thousandths of the way
    power = share
    for _ in range(4):
        power = power * share // 1000
    return min(span, max(ms // _ONE_EVERY_MS + 1, span * power // 1000))


def stops(hand, balance):
    """The usual sizes as (label, round target): min, half the pot, the pot and all in
    (`balance`: the player's units), each within Hand.limits(); in pot limit the top is
    the pot."""
    low, high = hand.limits()
    grown = hand.pot + hand.to_call()      # the pot once the player has called
    found = [(PLAY[_SIZE_MIN], low)]
    for label, to in ((_SIZE_HALF_POT, hand.target + grown // 2),
                      (_SIZE_POT, hand.target + grown)):
        if low < to < high:
            found.append((PLAY[label], to))
    if high > low:
        found.append((PLAY[_SIZE_ALL_IN if high == all_in_to(hand, balance) else _SIZE_POT],
                      high))
    return found


class Amount(Screen):
    """A round target from Hand.limits(): A/B tap to the usual sizes (`stops`), A/B held go
    through every amount, C bets or raises to it; A at the smallest target, or a held C,
    goes back to the betting keys."""

    kind = "amount"

    def __init__(self, nav, limits, raising, private, sized=True, sizes=None):
        super().__init__(nav)
        self.sized = sized       # False in fixed limit: the action names no amount
        self.low, self.high = limits
        self.sizes = sizes or [(PLAY[_SIZE_MIN], self.low), (PLAY[_SIZE_MAX], self.high)]
        self.target = self.low   # the smallest legal target first
        self.raising = raising
        self.private = private   # over a card view: the privacy blank takes both away
        self._held = False       # a hold has moved the target: its release adds nothing
        self._from = self.low    # the target when the hold began

    def _jump(self, key):
        """The next usual size above (B) or below (A) the target."""
        if key == B:
            for _, to in self.sizes:
                if to > self.target:
                    self.target = to
                    return
            self.target = self.high
        else:
            for _, to in reversed(self.sizes):
                if to < self.target:
                    self.target = to
                    return
            self.target = self.low

    def hold(self, key, held_ms):
        """A or B has been down for `held_ms`: the target it has reached; True if it moved."""
        if key != A and key != B or held_ms < _REPEAT_AFTER_MS:
            return False
        if not self._held:
            self._held = True
            self._from = self.target
        steps = hold_steps(held_ms, self.high - self.low)
        before = self.target
        if key == A:
            self.target = max(self.low, self._from - steps)
        else:
            self.target = min(self.high, self._from + steps)
        return self.target != before

    def tick(self, now, held):
        """A or B held: the target moves faster and faster."""
        return held != NONE and self.hold(held & 3, held >> 2)

    def choose(self, key, long):
        """The chosen target once C confirms, BACK on a held C, else PENDING."""
        if key == A and not long and not self._held and self.target == self.low:
            return BACK   # A at the smallest bet: BACK, as on every screen
        if key == A or key == B:
            if self._held:  # the release that ends a hold: the hold was the change
                self._held = False
            elif long:  # held, but nobody polled the hold: jump to the end
                self.target = self.low if key == A else self.high
            else:
                self._jump(key)
            return PENDING
        return BACK if long else self.target

    def press(self, key, long, started):
        """A/B tap or hold, C bets or raises to the target, a held C goes back."""
        self.notice = ""
        if self._held and (key == A or key == B):   # the hold up to its very release
            self.hold(key, ticks_diff(self.nav.ticks(), started))
        to = self.choose(key, long)
        if to == BACK:
            self.nav.pop()
        elif to != PENDING:
            act(self.nav, self, RAISE if self.raising else BET, to if self.sized else None)

    def render(self, rows):
        """The hand's title, what the bet is and adds, the usual sizes, the keys."""
        table = self.nav.table
        hand = table.session.hand
        rows[0] = title_row(table.session)
        owed = hand.target - hand.to_call()     # chips this player has in this round
        rows[1] = layout.squeeze(PLAY[_RAISES_TO if self.raising else _BETS_TO] % (
            table.names[hand.to_act], self.target))
        adds = self.target - owed
        rows[2] = PLAY[_ADDS_ONE] if adds == 1 else PLAY[_ADDS_N] % adds
        balance = table.session.balance(hand.to_act)
        if self.target == all_in_to(hand, balance):   # the whole stack, never a pot limit's top
            # bets are whole chips: a fraction won in a split stays out (docs/rules.md)
            rows[2] = layout.clip(PLAY[_ALL_IN_BUT] % chips(balance % UNIT)) if balance % UNIT \
                else PLAY[_ALL_IN_NOTE]
        rows[6] = PLAY[_HOLD_C_BACK]
        if self.low < self.high:
            shown = [(">" if to == self.target else "") + "%s %d" % (label, to)
                     for label, to in self.sizes]
            lines = layout.lines_of(shown, " · ")
            for i in range(min(len(lines), 2)):
                rows[3 + i] = lines[i]
            rows[5] = PLAY[_HOLD_AB_ANY]
            rows[7] = layout.keys(KEYS[_BACK] if self.target == self.low else "-", "+", KEYS[_OK])
        else:   # one size: OK or go back
            rows[7] = layout.keys(KEYS[_BACK], "", KEYS[_OK])
