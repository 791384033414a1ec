"""One hand: antes are in, cards are out; the betting round, the showdown, the payout.

Rules R-ANTE to R-ROTATE of RULES.md. The state lives in a few preallocated arrays
and bitmasks (bit `s` = seat `s`), and the legal actions of the seat to act are kept
as a bitmask that is recomputed once per turn, so an action allocates nothing.
Every action is also appended to a compact event log (see `eventlog`), which
replays the hand exactly and gives `undo()` for free: undo restores the hand's
start and replays all but the last event.

Actions follow PokerKit's verify / can / act triplet: `verify` raises IllegalAction
with a message for the player, `can` answers yes or no, `act` verifies and applies.
The messages live in `refusals`, which is loaded only when something is refused.
"""

from array import array

from .actions import BET, CALL, FOLD, RAISE
from .cards import NO_CARD
from .errors import IllegalAction
from .eventlog import HEADER_SIZE, REVEAL, log_capacity, write_header
from .ledger import UNIT
from .rules import FIRST, SUITS


class Hand:
    """The state of one hand; create it with `Session.deal()`."""

    def __init__(self, session, dealer, physical, cards):
        rules = session.rules
        seats = rules.players
        self._session = session
        self._balances = session._balances
        self._rules = rules
        self._bet = rules.bet
        self._raise_cap = rules.raise_cap
        self.seats = seats
        self.dealer = dealer
        self.physical = physical
        if cards is None:
            cards = bytearray(seats)
            for seat in range(seats):
                cards[seat] = NO_CARD
        self._cards = cards  # owned by the hand: one buffer per deal
        self._put = array("i", bytes(4 * seats))  # chips in the pot per seat, ante included
        self._round = array("i", bytes(4 * seats))  # chips this betting round
        self._won = array("i", bytes(4 * seats))  # units taken from the pot
        self._log = bytearray(log_capacity(rules))
        self._log_len = write_header(self._log, physical, dealer, cards)
        self._start()

    def _start(self, refund=0):
        """Post the antes (R-ANTE) and open the betting round (R-ORDER)."""
        ante = self._rules.ante
        balances = self._balances
        seats = self.seats
        for seat in range(seats):
            balances[seat] -= (ante - refund * self._put[seat]) * UNIT + refund * self._won[seat]
            self._put[seat] = ante
            self._round[seat] = 0
            self._won[seat] = 0
        self.pot = ante * seats
        self._folded = 0
        self._live = seats
        self._awaiting = 0
        self._winners = 0
        self.over = False
        self.showdown = False
        self.target = 0
        self._raises = 0
        self._pending = (1 << seats) - 1
        self._turn(self._next_pending(dealer_left=True))

    def _next_pending(self, dealer_left=False):
        seat = self.dealer if dealer_left else self.to_act
        pending = self._pending
        for _ in range(self.seats):
            seat += 1
            if seat == self.seats:
                seat = 0
            if pending >> seat & 1:
                return seat
        return None

    def _turn(self, seat):
        """Give the turn to `seat` and work out its legal actions once."""
        self.to_act = seat
        owe = self.target - self._round[seat]
        chips = self._balances[seat] // UNIT
        if owe == 0:
            mask = 3  # FOLD, CHECK
            if self.target == 0 and chips >= self._bet:
                mask |= 1 << BET
        else:
            mask = 1
            if chips >= owe:
                mask |= 1 << CALL
            if self._raises <= self._raise_cap and chips >= owe + self._bet:
                mask |= 1 << RAISE
        self._legal = mask

    # ---- what players may know ------------------------------------------------

    def card(self, seat):
        """That seat's card, or None in physical mode until it is revealed."""
        c = self._cards[seat]
        return None if c == NO_CARD else c

    def folded(self, seat):
        """True once that seat has folded (R-FOLD)."""
        return bool(self._folded >> seat & 1)

    def put(self, seat):
        """Chips that seat has put into the pot this hand, ante included."""
        return self._put[seat]

    def to_call(self):
        """Chips the seat to act must add to call (0 when nothing is owed or nobody acts)."""
        if self.to_act is None:
            return 0
        return self.target - self._round[self.to_act]

    def winners(self):
        """Bitmask of the seats that took chips from the pot (0 until it is settled)."""
        return self._winners

    def won(self, seat):
        """Units (1/UNIT chip) that seat took from the pot."""
        return self._won[seat]

    def awaiting_reveal(self):
        """Bitmask of seats whose card must be entered before the pot can be settled."""
        return self._awaiting

    def sees(self, viewer, seat):
        """May `viewer` see `seat`'s card now? (R-FOREHEAD, R-WALK, R-FOLD).

        Before the end everyone sees every live card but their own. After a showdown
        the remaining cards are open to all; after a walk nothing is shown. Folded
        cards stay hidden.
        """
        if self._folded >> seat & 1:
            return False
        if self.over:
            return self.showdown
        return viewer != seat

    @property
    def log(self):
        """The hand's event log as bytes; `Session.replay(log)` plays it again."""
        return bytes(self._log[:self._log_len])

    # ---- betting ---------------------------------------------------------------

    def legal(self):
        """Bitmask of the actions the seat to act may take now: bit (1 << action)."""
        return self._legal

    def can(self, action, to=None):
        """True if `act(action, to)` would be accepted now."""
        try:
            self.verify(action, to)
        except IllegalAction:
            return False
        return True

    def verify(self, action, to=None):
        """Raise IllegalAction, with a message a player understands, unless the action is legal."""
        try:
            if to is None and self.legal() >> action & 1:
                return
        except (TypeError, ValueError):  # not an action number at all
            pass
        from .refusals import refuse_action
        refuse_action(self, action, to)

    def act(self, action, to=None):
        """Take `action` for the seat to act (R-OPEN, R-FACING, R-ONE-RAISE, R-FOLD)."""
        try:
            allowed = to is None and self._legal >> action & 1
        except (TypeError, ValueError):  # not an action number at all
            allowed = False
        if not allowed:
            self.verify(action, to)  # raises, with the reason
        seat = self.to_act
        bit = 1 << seat
        if action == FOLD:
            self._folded |= bit
            self._live -= 1
        elif action == CALL:
            self._pay(seat, self.target - self._round[seat])
        elif action >= BET:
            self.target += self._bet
            self._raises += 1
            self._pay(seat, self.target - self._round[seat])
            # R-REOPEN: everyone still in must respond to the new target.
            self._pending = (1 << self.seats) - 1 & ~self._folded
        self._pending &= ~bit
        self._log[self._log_len] = action
        self._log_len += 1
        if self._live == 1:
            self.to_act = None
            self._legal = 0
            self._settle((1 << self.seats) - 1 & ~self._folded, False)  # R-WALK
        elif self._pending:
            self._turn(self._next_pending())
        else:  # R-END
            self.to_act = None
            self._legal = 0
            if self.physical:
                self._awaiting = (1 << self.seats) - 1 & ~self._folded
            else:
                self._showdown()

    def _pay(self, seat, chips):
        self._balances[seat] -= chips * UNIT
        self._put[seat] += chips
        self._round[seat] += chips
        self.pot += chips

    # ---- showdown and payout ---------------------------------------------------

    def reveal(self, seat, c):
        """Enter a card revealed at a physical-deck showdown; the last one settles the pot."""
        try:
            needed = self._awaiting >> seat & 1 and 0 <= c < 52
        except (TypeError, ValueError):
            needed = False
        if not needed or self._rules.tiebreak == SUITS and c in self._cards:
            from .refusals import refuse_reveal
            refuse_reveal(self, seat, c)
        self._cards[seat] = c
        self._log[self._log_len] = REVEAL | seat
        self._log[self._log_len + 1] = c
        self._log_len += 2
        self._awaiting &= ~(1 << seat)
        if not self._awaiting:
            self._showdown()

    def _showdown(self):
        """R-SHOWDOWN and R-SPLIT: the best live card(s) win; O-TIEBREAK picks by suit."""
        shift = 0 if self._rules.tiebreak == SUITS else 2
        best = -1
        winners = 0
        for seat in range(self.seats):
            if self._folded >> seat & 1:
                continue
            strength = self._cards[seat] >> shift
            if strength > best:
                best = strength
                winners = 1 << seat
            elif strength == best:
                winners |= 1 << seat
        self._settle(winners, True)

    def _settle(self, winners, showdown):
        """Pay the pot to `winners` (R-SPLIT, O-ODD-CHIP) and close the hand (R-ROTATE)."""
        count = 0
        mask = winners
        while mask:
            mask &= mask - 1
            count += 1
        if self._rules.odd_chip == FIRST:
            share = self.pot // count * UNIT
            rest = self.pot % count * UNIT  # to the first winner from the dealer's left
        else:
            share = self.pot * UNIT // count  # exact: UNIT is a multiple of 1..10
            rest = 0
        seat = self.dealer
        for _ in range(self.seats):
            seat += 1
            if seat == self.seats:
                seat = 0
            if winners >> seat & 1:
                self._won[seat] = share + rest
                self._balances[seat] += share + rest
                rest = 0
        self._winners = winners
        self.showdown = showdown
        self.pot = 0
        self.over = True
        self._session._hand_settled()

    # ---- undo and replay -------------------------------------------------------

    def undo(self):
        """Take back the last action or revealed card (players mis-press)."""
        if self._session.hand is not self:
            raise IllegalAction("a new hand has started: this one can no longer change")
        start = HEADER_SIZE + self.seats
        end = self._log_len
        if end == start:
            raise IllegalAction("nothing to undo")
        last = pos = start
        while pos < end:
            last = pos
            pos += 2 if self._log[pos] & REVEAL else 1
        if self.over:
            self._session._hand_unsettled()
        if self.physical:
            for seat in range(self.seats):
                self._cards[seat] = NO_CARD
        self._log_len = start
        self._start(refund=1)
        self._replay(self._log, start, last)

    def _replay(self, data, pos, end):
        """Apply the events data[pos:end] (the bytes may be the hand's own log)."""
        while pos < end:
            event = data[pos]
            if event & REVEAL:
                if pos + 1 >= end:
                    raise ValueError("the hand log ends inside a revealed card")
                self.reveal(event & ~REVEAL, data[pos + 1])
                pos += 2
            else:
                self.act(event)
                pos += 1
