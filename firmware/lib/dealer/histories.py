"""What the hand histories need: the balances before the first kept hand and each hand's log."""

# Hand histories (PHH, see indian_poker.phh and sending.py) are rebuilt from the
# balances before the first hand kept and each finished hand's event log (hand.log:
# the header, the cards and one byte per fixed-limit action). A hand is kept when the
# next one is dealt, so a hand undone or misdealt is kept as it finally stood; the hand
# on the table is added when the histories are sent. At most _CAP bytes of logs are
# kept: past that the oldest hand is dropped, after replaying it once on a scratch
# session to move the starting balances on to the next hand. Balances are kept in
# 1/2520 chip, so a shared pot before the first kept hand stays exact.
# A real-deck (tracker) hand holds no cards until the showdown: its log has the reveals.
# Every card is in these logs: they leave the device only after the session.

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

_CAP = const(3072)
_UNIT = const(2520)


class Histories:
    """The logs of the session's finished hands and the balances before the first of them."""

    def __init__(self):
        self.session = None
        self.hand = None      # the hand on the table at the last track()
        self.first = 1        # the number of the first hand kept
        self.start = []       # balances (1/2520 chip) before that hand
        self.logs = []        # each kept hand's event log (bytes)
        self.rules = []       # the Rules each kept hand was played under
        self.size = 0         # bytes of logs kept

    def track(self, table):
        """After every key press: keep the previous hand once the next one is dealt."""
        session = None if table is None else table.session
        if session is not self.session:
            self._begin(session)
        elif session is not None and session.hand is not self.hand:
            old = self.hand
            self.hand = session.hand
            if old is not None and old.over:
                self._keep(old)

    def _begin(self, session):
        """A new or resumed session: its histories start at the hand on the table."""
        self.session = session
        self.logs = []
        self.rules = []
        self.size = 0
        self.start = []
        if session is None:
            self.hand = None
            return
        hand = self.hand = session.hand
        self.first = session.hand_no + (0 if hand is not None else 1)
        for seat in range(session.rules.players):
            units = session.balance(seat)
            if hand is not None:   # before that hand: its stakes back, its winnings off
                units += hand.put(seat) * _UNIT - hand.won(seat)
            self.start.append(units)

    def _keep(self, hand):
        log = hand.log
        self.logs.append(log)
        self.rules.append(hand._rules)
        self.size += len(log)
        while self.size > _CAP and len(self.logs) > 1:
            self._drop()

    def _drop(self):
        """Forget the oldest hand; the balances after it become the start."""
        from indian_poker import Session
        log = self.logs.pop(0)
        rules = self.rules.pop(0)
        self.size -= len(log)
        start = self.start
        scratch = Session(rules, stacks=[units // _UNIT for units in start])
        scratch.dealer = log[2]
        scratch.replay(log)
        for seat in range(len(start)):
            # the fraction of a chip takes no part in a hand: chips are staked whole
            start[seat] += scratch.balance(seat) - start[seat] // _UNIT * _UNIT
        self.first += 1

    def export(self):
        """(rules per hand, logs, number of the first): the kept hands, then the last if over."""
        logs = self.logs
        rules = self.rules
        hand = None if self.session is None else self.session.hand
        if hand is not None and hand.over:
            logs = logs + [hand.log]
            rules = rules + [hand._rules]
        return rules, logs, self.first
