"""What the hand histories need: the balances before the first kept hand and each hand's log."""

# Hand histories (PHH, see indian_poker.phh and screens/sending.py) are rebuilt from the
# balances before the first hand kept and each finished hand's event log (hand.log:
# the header, the cards, the deal's salt and one byte per fixed-limit action, ~44 bytes
# for ten players). A hand is kept when the next one is dealt, so a hand undone or misdealt is
# kept as it finally stood; the hand on the table is added when the histories are sent.
# The logs sit back to back in one bytearray, each after 2 bytes of its length (low
# byte first): one heap block for the session instead of one object per hand. Options
# change only between hands: `changes` lists (number of the first hand, Rules) pairs.
# The buffer grows to at most _CAP bytes: past that the oldest hand is dropped, after
# replaying it once on a scratch session to move the starting balances on to the next
# hand. Balances are kept in 1/UNIT chip, so a shared pot before the first kept hand
# stays exact. The table tells the histories when a hand is dealt (dealer/table.py).
# A real-deck (tracker) hand holds no cards until the showdown: its log has the reveals.
# Every card is in these logs: they leave the device only after the session.

from micropython import const

from indian_poker import UNIT

from ..table import BEGAN, DEALT, LEFT, RESUMED

_CAP = const(3072)
_FIRST_SIZE = const(256)


class Histories:
    """The logs of the session's finished hands and the balances before the first of them."""

    def __init__(self):
        self.session = None
        self.hand = None      # the hand on the table when the last one was dealt
        self.first = 1        # the number of the first hand kept
        self.count = 0        # hands kept
        self.start = []       # balances (1/UNIT chip) before the first hand kept
        self.changes = []     # (first hand number, Rules) each time the options changed
        self.buf = bytearray(0)   # the kept logs, each after its length
        self.size = 0         # bytes of `buf` in use

    def changed(self, change, table, at):
        """What the table tells (dealer/table.py): a new hand keeps the one before."""
        if change == DEALT:
            old = self.hand
            self.hand = table.session.hand
            if old is not None and old.over:
                self._keep(old)   # as it finally stood
        elif change == BEGAN or change == RESUMED:
            self._begin(table.session)   # the histories start at the hand on the table
        elif change == LEFT:
            self._begin(None)

    def _begin(self, session):
        """A new or resumed session: its histories start at the hand on the table."""
        self.session = session
        self.buf = bytearray(0)
        self.size = self.count = 0
        self.changes = []
        self.start = []
        if session is None:
            self.hand = None
            return
        hand = self.hand = session.hand
        self.first = session.hand_no + (0 if hand is not None else 1)
        for seat in range(session.rules.players):
            units = session.balance(seat)
            if hand is not None:   # before that hand: its stakes back, its winnings off
                units += hand.put(seat) * UNIT - hand.won(seat)
            self.start.append(units)

    def _keep(self, hand):
        log = hand.log
        need = 2 + len(log)
        while self.count and self.size + need > _CAP:
            self._drop()
        buf = self.buf
        if self.size + need > len(buf):
            grown = 2 * len(buf) or _FIRST_SIZE
            while grown < self.size + need:
                grown *= 2
            buf = bytearray(min(grown, max(_CAP, self.size + need)))
            buf[:self.size] = memoryview(self.buf)[:self.size]
            self.buf = buf
        changes = self.changes
        if not changes or changes[-1][1] is not hand.rules:
            changes.append((self.first + self.count, hand.rules))
        at = self.size
        buf[at] = len(log) & 0xFF
        buf[at + 1] = len(log) >> 8
        buf[at + 2:at + need] = log
        self.size += need
        self.count += 1

    def _drop(self):
        """Forget the oldest hand; the balances after it become the start."""
        from indian_poker import Session
        buf = self.buf
        end = 2 + (buf[0] | buf[1] << 8)
        log = bytes(buf[2:end])
        scratch = Session.from_balances(self.changes[0][1], self.start, dealer=log[2])
        scratch.replay(log)
        self.start = scratch.balances()
        left = self.size - end
        for i in range(left):   # move the rest down, in place: no second buffer
            buf[i] = buf[end + i]
        self.size = left
        self.count -= 1
        self.first += 1
        changes = self.changes
        if len(changes) > 1 and changes[1][0] <= self.first:
            changes.pop(0)

    def export(self):
        """(Rules per hand, logs, number of the first): the kept hands, then the last if over."""
        hand = None if self.session is None else self.session.hand
        if hand is not None and not hand.over:
            hand = None   # only a finished hand has a history
        per_hand = []
        changes = self.changes
        change = 0
        for number in range(self.first, self.first + self.count):
            if change + 1 < len(changes) and changes[change + 1][0] <= number:
                change += 1
            per_hand.append(changes[change][1])
        if hand is not None:
            per_hand.append(hand.rules)
        return per_hand, self._logs(hand), self.first

    def _logs(self, last):
        """Each kept log (a view into the buffer, no copy), then `last`'s if given."""
        at = 0
        for _ in range(self.count):
            end = at + 2 + (self.buf[at] | self.buf[at + 1] << 8)
            yield memoryview(self.buf)[at + 2:end]
            at = end
        if last is not None:
            yield last.log
