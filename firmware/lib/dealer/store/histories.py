"""What the hand histories need: the balances before the first kept hand and each hand's log."""

# Hand histories (PHH, see indian_poker.phh and screens/sending.py) are rebuilt from the
# balances before the first hand kept and each finished hand's event log (hand.log:
# the header, the cards, the deal's salt and one byte per fixed-limit action, ~44 bytes
# for ten players). A hand is kept when the next one is dealt, so a hand undone or misdealt is
# kept as it finally stood; the hand on the table is added when the histories are sent.
# The logs sit back to back in chunks of _CHUNK bytes, each after 2 bytes of its
# length (low byte first): a few heap blocks for the session instead of one object per
# hand, none larger than _CHUNK (a split heap punishes large blocks), and no copy when
# they grow. A log that does not fit the last chunk starts the next one. Options change
# only between hands: `changes` lists (number of the first hand, Rules) pairs. The logs
# take at most _CAP bytes: past that the oldest hand is dropped, after replaying it
# once on a scratch session to move the starting balances on to the next hand; a chunk
# left empty is kept for the next one. Balances are kept in 1/UNIT chip, so a shared
# pot before the first kept hand stays exact. The table tells the histories when a
# hand is dealt (dealer/table.py).
# A real-deck (tracker) hand holds no cards until the showdown: its log has the reveals.
# Every card is in these logs: they leave the device only after the session.

from micropython import const

from indian_poker import UNIT

from ..table import BEGAN, BOUGHT, DEALT, RESUMED, UNBOUGHT
from .savegame import JOINED

_CAP = const(3072)
_CHUNK = const(512)


class Histories:
    """The logs of the session's finished hands and the balances before the first of them."""

    def __init__(self):
        self.session = None
        self.hand = None      # the hand on the table when the last one was dealt
        self.first = 1        # the number of the first hand kept
        self.count = 0        # hands kept
        self.start = []       # balances (1/UNIT chip) before the first hand kept
        self.changes = []     # (first hand number, Rules) each time the options changed
        self.chunks = []      # the kept logs, each after its length, the oldest first
        self.ends = []        # bytes in use in each chunk
        self.head = 0         # where the oldest log starts in chunks[0]
        self.size = 0         # bytes of logs kept, their lengths included
        self._spare = None    # a chunk the oldest logs left empty
        self.left = 0         # the seats that had left the table before the first hand kept
        self.names = []       # the seats' names at the first hand kept
        self.buyins = []      # (number of the hand they come before, B record byte, the
                              # name of a new player or "")

    def changed(self, change, table, at):
        """What the table tells (dealer/table.py): a new hand keeps the one before."""
        if change == DEALT:
            old = self.hand
            self.hand = table.session.hand
            if old is not None and old.over:
                self._keep(old)   # as it finally stood
        elif change == BEGAN or change == RESUMED:
            self._begin(table.session)   # the histories start at the hand on the table
            self.names = table.names[:table.session.rules.players]
        elif change == BOUGHT:   # a rebuy, a leaver or a new player, before the next hand
            self.buyins.append((table.session.hand_no + 1, at,
                                table.names[at & 0x3F] if at & JOINED else ""))
        elif change == UNBOUGHT and self.buyins:   # the last of them taken back
            self.buyins.pop()
        # LEFT keeps everything: the finished session's histories can still be sent until
        # a new session begins

    def _begin(self, session):
        """A new or resumed session: its histories start at the hand on the table."""
        self.session = session
        self.chunks = []
        self.ends = []
        self.head = self.size = self.count = 0
        self.changes = []
        self.start = []
        self.buyins = []
        if session is None:
            self.hand = None
            return
        hand = self.hand = session.hand
        if hand is not None and hand.over and session.buyins_since_deal:
            hand = self.hand = None   # chips bought or cashed out since: start from now
        self.left = session.left()
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
        chunks = self.chunks
        ends = self.ends
        if not chunks or ends[-1] + need > len(chunks[-1]):
            spare = self._spare
            self._spare = None
            if spare is None or len(spare) < need:
                spare = bytearray(need if need > _CHUNK else _CHUNK)
            chunks.append(spare)
            ends.append(0)
        changes = self.changes
        if not changes or changes[-1][1] is not hand.rules:
            changes.append((self.first + self.count, hand.rules))
        buf = chunks[-1]
        at = ends[-1]
        buf[at] = len(log) & 0xFF
        buf[at + 1] = len(log) >> 8
        buf[at + 2:at + need] = log
        ends[-1] = at + need
        self.size += need
        self.count += 1

    def _drop(self):
        """Forget the oldest hand; the balances after it become the start."""
        from indian_poker import Session
        buf = self.chunks[0]
        at = self.head
        end = at + 2 + (buf[at] | buf[at + 1] << 8)
        log = memoryview(buf)[at + 2:end]   # no copy
        scratch = Session.from_balances(self.changes[0][1], self.start, dealer=log[2])
        if self.left:
            from indian_poker.buyins import set_left
            set_left(scratch, self.left)
        scratch.replay(log)
        self.first += 1
        self.buyins = apply_buyins(scratch, self.buyins, self.first, self.names)
        start = self.start
        for seat in range(len(start)):   # in place: no new list each hand of a long session
            start[seat] = scratch.balance(seat)
        self.left = scratch.left()
        self.size -= end - at
        self.head = end
        if end >= self.ends[0]:     # the chunk is empty: keep it for the next
            self._spare = self.chunks.pop(0)
            self.ends.pop(0)
            self.head = 0
        self.count -= 1
        changes = self.changes
        if len(changes) > 1 and changes[1][0] <= self.first:
            changes.pop(0)

    def export(self):
        """(rules, logs, number of the first, hands): the kept hands, then the last if over.

        `rules` is one Rules when every hand was played under it (no list to build at the
        end of a long session, in a heap that is by then fragmented), else one per hand."""
        hand = None if self.session is None else self.session.hand
        if hand is not None and not hand.over:
            hand = None   # only a finished hand has a history
        changes = self.changes
        count = self.count + (hand is not None)
        rules = changes[0][1] if changes else None if hand is None else hand.rules
        if len(changes) <= 1 and (hand is None or hand.rules is rules):
            return rules, self._logs(hand), self.first, count
        per_hand = []
        change = 0
        for number in range(self.first, self.first + self.count):
            if change + 1 < len(changes) and changes[change + 1][0] <= number:
                change += 1
            per_hand.append(changes[change][1])
        if hand is not None:
            per_hand.append(hand.rules)
        return per_hand, self._logs(hand), self.first, count

    def _logs(self, last):
        """Each kept log (a view into its chunk, no copy), then `last`'s if given."""
        k = 0
        at = self.head
        for _ in range(self.count):
            if at >= self.ends[k]:
                k += 1
                at = 0
            buf = self.chunks[k]
            end = at + 2 + (buf[at] | buf[at + 1] << 8)
            yield memoryview(buf)[at + 2:end]
            at = end
        if last is not None:
            yield last.log


def apply_buyins(session, buyins, number, names):
    """Make on `session` (and `names`) the buy-ins that came before hand `number`;
    returns the others."""
    from indian_poker.buyins import apply
    rest = []
    for entry in buyins:
        if entry[0] > number:
            rest.append(entry)
            continue
        apply(session, entry[1])
        if entry[2]:
            names[entry[1] & 0x3F] = entry[2]
    return rest
