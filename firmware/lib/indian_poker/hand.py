"""One hand: antes are in, cards are out; the betting round, the showdown, the payout.

Rules R-ANTE to R-ROTATE of RULES.md. The state lives in a few preallocated arrays
and bitmasks (bit `s` = seat `s`), so an action allocates nothing. Every action is
also appended to a compact event log (see `eventlog`), which replays the hand
exactly and gives `undo()` for free: undo restores the hand's start and replays
all but the last event.

Actions follow PokerKit's verify / can / act triplet: `verify` raises IllegalAction
with a message for the player, `can` answers yes or no, `act` verifies and applies.
"""

from array import array

from .actions import BET, CALL, CHECK, FOLD, RAISE
from .cards import NO_CARD
from .errors import IllegalAction
from .eventlog import HEADER_SIZE, REVEAL, log_capacity, write_header
from .ledger import UNIT, popcount, split
from .rules import FIRST, SUITS


class Hand:
    """The state of one hand; create it with `Session.deal()`."""

    def __init__(self, session, dealer, physical, cards):
        rules = session.rules
        seats = rules.players
        self._session = session
        self._rules = rules
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
        self._start = array("i", bytes(4 * seats))  # balances right after the antes
        self._log = bytearray(log_capacity(rules))
        self._log_len = write_header(self._log, physical, dealer, self._cards)
        self._post_antes()
        self._begin_round()

    # ---- state -----------------------------------------------------------------

    def _post_antes(self):
        ante = self._rules.ante
        balances = self._session._balances
        self.pot = 0
        for seat in range(self.seats):
            balances[seat] -= ante * UNIT
            self._put[seat] = ante
            self._round[seat] = 0
            self._won[seat] = 0
            self._start[seat] = balances[seat]
            self.pot += ante
        self._folded = 0
        self._awaiting = 0
        self._winners = 0
        self.over = False
        self.showdown = False

    def _begin_round(self):
        self.target = 0
        self._raises = 0
        self._pending = (1 << self.seats) - 1
        self.to_act = self._next_pending(self.dealer)

    def _next_pending(self, seat):
        pending = self._pending
        for _ in range(self.seats):
            seat += 1
            if seat == self.seats:
                seat = 0
            if pending >> seat & 1:
                return seat
        return None

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
        seat = self.to_act
        if seat is None:
            return 0
        rules = self._rules
        owe = self.target - self._round[seat]
        chips = self._session._balances[seat] // UNIT
        mask = 1 << FOLD
        if owe == 0:
            mask |= 1 << CHECK
            if self.target == 0 and chips >= rules.bet:
                mask |= 1 << BET
        else:
            if chips >= owe:
                mask |= 1 << CALL
            if self._raises <= rules.raise_cap and chips >= owe + rules.bet:
                mask |= 1 << RAISE
        return mask

    def can(self, action, to=None):
        """True if `act(action, to)` would be accepted now."""
        try:
            self.verify(action, to)
        except IllegalAction:
            return False
        return True

    def verify(self, action, to=None):
        """Raise IllegalAction, with a message a player understands, unless the action is legal."""
        if self.over:
            raise IllegalAction("the hand is over")
        if self.to_act is None:
            raise IllegalAction("betting is over: enter the revealed cards")
        if not isinstance(action, int) or not FOLD <= action <= RAISE:
            raise IllegalAction("unknown action %r" % (action,))
        if to is not None:
            raise IllegalAction("fixed limit: a bet or raise is always %d chip(s), give no amount"
                                % self._rules.bet)
        if self.legal() >> action & 1:
            return
        owe = self.target - self._round[self.to_act]
        if action == CHECK:
            raise IllegalAction("you cannot check facing a bet: call %d, raise or fold" % owe)
        if action == CALL:
            if owe == 0:
                raise IllegalAction("there is no bet to call: check or bet")
            raise IllegalAction("not enough chips to call %d" % owe)
        if action == BET:
            if self.target:
                raise IllegalAction("there is already a bet: call or raise")
            raise IllegalAction("not enough chips to bet %d" % self._rules.bet)
        if not self.target:
            raise IllegalAction("nobody has bet yet: bet instead of raising")
        if self._raises > self._rules.raise_cap:
            if self._rules.raise_cap == 1:
                raise IllegalAction("only one raise per hand")
            raise IllegalAction("the raise cap of %d is reached" % self._rules.raise_cap)
        raise IllegalAction("not enough chips to raise")

    def act(self, action, to=None):
        """Take `action` for the seat to act (R-OPEN, R-FACING, R-ONE-RAISE, R-FOLD)."""
        self.verify(action, to)
        self._apply(action)
        self._log[self._log_len] = action
        self._log_len += 1

    def _pay(self, seat, chips):
        self._session._balances[seat] -= chips * UNIT
        self._put[seat] += chips
        self._round[seat] += chips
        self.pot += chips

    def _apply(self, action):
        seat = self.to_act
        bit = 1 << seat
        if action == FOLD:
            self._folded |= bit
        elif action == CALL:
            self._pay(seat, self.target - self._round[seat])
        elif action == BET or action == RAISE:
            self.target += self._rules.bet
            self._raises += 1
            self._pay(seat, self.target - self._round[seat])
            # R-REOPEN: everyone still in must respond to the new target.
            self._pending = (1 << self.seats) - 1 & ~self._folded
        self._pending &= ~bit
        self._advance(seat)

    def _advance(self, seat):
        live = (1 << self.seats) - 1 & ~self._folded
        if popcount(live) == 1:
            self.to_act = None
            self._settle(live, False)  # R-WALK
        elif self._pending:
            self.to_act = self._next_pending(seat)
        else:  # R-END
            self.to_act = None
            if self.physical:
                self._awaiting = live & ~self._revealed_mask()
                if not self._awaiting:
                    self._showdown()
            else:
                self._showdown()

    def _revealed_mask(self):
        mask = 0
        for seat in range(self.seats):
            if self._cards[seat] != NO_CARD:
                mask |= 1 << seat
        return mask

    # ---- showdown and payout ---------------------------------------------------

    def reveal(self, seat, c):
        """Enter a card revealed at a physical-deck showdown; the last one settles the pot."""
        self._verify_reveal(seat, c)
        self._apply_reveal(seat, c)
        self._log[self._log_len] = REVEAL | seat
        self._log[self._log_len + 1] = c
        self._log_len += 2

    def _verify_reveal(self, seat, c):
        if not self.physical:
            raise IllegalAction("the device dealt these cards: there is nothing to enter")
        if self.over:
            raise IllegalAction("the hand is over")
        if not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise IllegalAction("there is no seat %r" % (seat,))
        if not self._awaiting >> seat & 1:
            if self.to_act is not None:
                raise IllegalAction("cards are shown only after the betting")
            raise IllegalAction("that player's card is not needed")
        if not isinstance(c, int) or not 0 <= c < 52:
            raise IllegalAction("that is not a card")
        if self._rules.tiebreak == SUITS:
            for other in range(self.seats):
                if self._cards[other] == c:
                    raise IllegalAction("that card is already entered for another player")

    def _apply_reveal(self, seat, c):
        self._cards[seat] = c
        self._awaiting &= ~(1 << seat)
        if not self._awaiting:
            self._showdown()

    def _strength(self, seat):
        c = self._cards[seat]
        return c if self._rules.tiebreak == SUITS else c >> 2

    def _showdown(self):
        """R-SHOWDOWN and R-SPLIT: the best live card(s) win; O-TIEBREAK picks by suit."""
        best = -1
        winners = 0
        for seat in range(self.seats):
            if self._folded >> seat & 1:
                continue
            strength = self._strength(seat)
            if strength > best:
                best = strength
                winners = 1 << seat
            elif strength == best:
                winners |= 1 << seat
        self._settle(winners, True)

    def _settle(self, winners, showdown):
        first = self.dealer + 1
        if first == self.seats:
            first = 0
        split(self.pot, winners, first, self.seats, self._rules.odd_chip == FIRST, self._credit)
        self._winners = winners
        self.showdown = showdown
        self.pot = 0
        self.over = True
        self._session._hand_settled()

    def _credit(self, seat, units):
        self._won[seat] += units
        self._session._balances[seat] += units

    # ---- undo and replay -------------------------------------------------------

    def _events(self):
        return self._log_len - HEADER_SIZE - self.seats

    def undo(self):
        """Take back the last action or revealed card (players mis-press)."""
        if self._session.hand is not self:
            raise IllegalAction("a new hand has started: this one can no longer change")
        end = self._log_len
        start = HEADER_SIZE + self.seats
        if end == start:
            raise IllegalAction("nothing to undo")
        last = start
        pos = start
        while pos < end:
            last = pos
            pos += 2 if self._log[pos] & REVEAL else 1
        if self.over:
            self._session._hand_unsettled()
        balances = self._session._balances
        for seat in range(self.seats):
            balances[seat] = self._start[seat] + self._rules.ante * UNIT
            if self.physical:
                self._cards[seat] = NO_CARD
        self._post_antes()
        self._begin_round()
        self._log_len = start
        self._replay_events(self._log, start, last)

    def _replay_events(self, data, pos, end):
        while pos < end:
            event = data[pos]
            if event & REVEAL:
                if pos + 1 >= end:
                    raise ValueError("event log ends inside a revealed card")
                self.reveal(event & ~REVEAL, data[pos + 1])
                pos += 2
            else:
                self.act(event)
                pos += 1
