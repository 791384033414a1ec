"""One hand: antes are in, cards are out; the betting, the showdown, the payout.

Rules R-ANTE to R-ROTATE and O-STRUCTURE of RULES.md. The state lives in a few
preallocated arrays and bitmasks (bit `s` = seat `s`), and the legal actions of the
seat to act are kept as a bitmask that is computed once per turn, so an action
allocates nothing. Every action is also appended to a compact event log (see
`eventlog`), which replays the hand exactly and gives `undo()` for free: undo
restores the hand's start and replays all but the last event.

Betting follows the usual rules of fixed limit, pot limit and no limit:

- The minimum bet is the rules' bet size; the minimum raise is the largest bet or
  raise increment of the round so far (at least the bet size). Pot limit caps a
  raise at the pot after the call, plus the call. Fixed limit bets and raises by
  exactly the bet size, up to the raise cap.
- A player who cannot cover a bet or call goes all-in for less. A call for less
  than the amount owed is a CALL.
- An all-in bet or raise short of a full raise does not reopen the betting to
  players who have already acted: facing it they may only call or fold, unless
  consecutive short all-ins add up to a full raise (Robert's Rules of Poker,
  "all-in" rule; TDA rule 47 for no limit and pot limit). A raise is also refused
  when every other player still in is all-in, since nobody could answer it.
- At the showdown the pot is split into a main pot and side pots, one per all-in
  level, each paid to the best hand among the seats that put chips into it, with
  O-TIEBREAK and O-ODD-CHIP applied per pot. Chips that nobody matched go back.

Actions follow PokerKit's verify / can / act triplet: `verify` raises IllegalAction
with a message for the player, `can` answers yes or no, `act` verifies and applies.
The messages live in `refusals`, which is loaded only when something is refused.
"""

from array import array

from .actions import BET, CALL, CHECK, FOLD, RAISE
from .cards import NO_CARD
from .errors import IllegalAction
from .eventlog import AMOUNT, HEADER_SIZE, REVEAL, log_capacity, write_header
from .ledger import UNIT
from .rules import FIRST, FIXED, POT, SUITS


class Hand:
    """The state of one hand; create it with `Session.deal()`."""

    def __init__(self, session, dealer, physical, cards, seated):
        rules = session.rules
        seats = rules.players
        self._session = session
        self._balances = session._balances
        self._rules = rules
        self._bet = rules.bet
        self._fixed = rules.structure == FIXED
        self.seats = seats
        self.dealer = dealer
        self.physical = physical
        self._seated = seated  # bitmask of the seats dealt in this hand
        if cards is None:
            cards = bytearray(seats)
            for seat in range(seats):
                cards[seat] = NO_CARD
        self._cards = cards  # owned by the hand: one buffer per deal
        self._put = array("i", bytes(4 * seats))  # chips in the pot per seat, ante included
        self._round = array("i", bytes(4 * seats))  # chips this betting round
        self._won = array("i", bytes(4 * seats))  # units taken from the pot
        # Settled pots, main pot first: chips, eligible seats, winners (3 ints each).
        self._pots = array("i", bytes(12 * seats))
        self._pot_count = 0
        self._log = bytearray(log_capacity(rules))
        self._log_len = write_header(self._log, physical, dealer, cards, seated)
        self._start()

    def _start(self, refund=False):
        """Post the antes (R-ANTE) and open the betting round (R-ORDER)."""
        ante = self._rules.ante
        balances = self._balances
        self.pot = 0
        self._allin = 0
        for seat in range(self.seats):
            if refund:  # undo: give back everything this hand moved
                balances[seat] += self._put[seat] * UNIT - self._won[seat]
            self._round[seat] = 0
            self._won[seat] = 0
            self._put[seat] = 0
            if self._seated >> seat & 1:
                self._put[seat] = ante
                balances[seat] -= ante * UNIT
                self.pot += ante
                if balances[seat] < UNIT:
                    self._allin |= 1 << seat
        self._folded = 0
        self._awaiting = 0
        self._winners = 0
        self._pot_count = 0
        self.over = False
        self.showdown = False
        self._open_round()
        if self.to_act is None:  # nobody can bet: straight to the showdown
            self._next()

    def _open_round(self):
        self.target = 0
        self._raises = 0  # bets and raises this round (the fixed-limit cap)
        self._increment = 0  # the largest bet or raise increment this round
        self._short = 0  # consecutive short all-in increments since the last full raise
        self._acted = 0  # seats that acted since the last full bet or raise
        self._pending = self._seated & ~self._allin
        self.to_act = None
        self._legal = 0
        # Betting needs two players who still have chips.
        if self._pending & (self._pending - 1):
            self._turn(self._next_pending(self.dealer))
        else:
            self._pending = 0

    def _next_pending(self, seat):
        pending = self._pending
        for _ in range(self.seats):
            seat += 1
            if seat == self.seats:
                seat = 0
            if pending >> seat & 1:
                return seat
        return None

    def _live(self):
        return self._seated & ~self._folded

    def _turn(self, seat):
        """Give the turn to `seat` and work out its legal actions once (R-OPEN, R-FACING)."""
        self.to_act = seat
        owe = self.target - self._round[seat]
        chips = self._balances[seat] // UNIT
        mask = 1 << FOLD
        mask |= 1 << (CALL if owe else CHECK)
        if chips > owe and owe >= self._increment and self._may_reopen(seat):
            if not self._fixed or self._raises <= self._rules.raise_cap:
                if self._someone_can_answer(seat):
                    mask |= 1 << (RAISE if self.target else BET)
        self._legal = mask

    def _may_reopen(self, seat):
        """False for a player who acted and now faces only short all-ins (module docstring)."""
        return not (self._acted >> seat & 1 and self._short and self._short < self._increment)

    def _someone_can_answer(self, seat):
        target = self.target
        others = (self._seated & ~self._folded & ~self._allin) & ~(1 << seat)
        for other in range(self.seats):
            if others >> other & 1 and self._balances[other] // UNIT + self._round[other] > target:
                return True
        return False

    # ---- what players may know ------------------------------------------------

    def card(self, seat):
        """That seat's card, or None (physical mode until revealed, or a seat not dealt in)."""
        c = self._cards[seat]
        return None if c == NO_CARD else c

    def dealt_in(self, seat):
        """True if that seat holds a card this hand (False for a seat that is out)."""
        return bool(self._seated >> seat & 1)

    def folded(self, seat):
        """True once that seat has folded (R-FOLD)."""
        return bool(self._folded >> seat & 1)

    def all_in(self, seat):
        """True if that seat has no chips left to bet this hand."""
        return bool(self._allin >> seat & 1)

    def put(self, seat):
        """Chips that seat has put into the pot this hand, ante included."""
        return self._put[seat]

    def to_call(self):
        """Chips a CALL would add for the seat to act (less than owed when all-in), else 0."""
        seat = self.to_act
        if seat is None:
            return 0
        owe = self.target - self._round[seat]
        chips = self._balances[seat] // UNIT
        return owe if owe < chips else chips

    def limits(self):
        """(min, max) round target a BET or RAISE may name now, or None if none is legal.

        Fixed limit has a single amount (min == max). Less than the minimum is
        allowed only as an all-in, which is then both the minimum and the maximum.
        """
        if not self._legal >> BET & 1 and not self._legal >> RAISE & 1:
            return None
        seat = self.to_act
        allin = self._round[seat] + self._balances[seat] // UNIT
        low = self._min_target(seat)
        if low == allin or self._fixed:
            return low, low
        high = allin
        if self._rules.structure == POT:  # the pot after the call, plus the call
            high = 2 * self.target - self._round[seat] + self.pot
            if high < low:
                high = low
            if high > allin:
                high = allin
        return low, high

    def _min_target(self, seat):
        """The smallest BET or RAISE target: a full bet or raise, or else all-in."""
        step = self._increment if self._increment > self._bet else self._bet
        low = self.target + step
        allin = self._round[seat] + self._balances[seat] // UNIT
        return allin if low > allin else low

    def winners(self):
        """Bitmask of the seats that took chips from the pot (0 until it is settled)."""
        return self._winners

    def won(self, seat):
        """Units (1/UNIT chip) that seat took from the pot."""
        return self._won[seat]

    def pots(self):
        """After settling: a list of (chips, eligible seats mask, winners mask), main pot first."""
        p = self._pots
        return [(p[i], p[i + 1], p[i + 2]) for i in range(0, 3 * self._pot_count, 3)]

    def awaiting_reveal(self):
        """Bitmask of seats whose card must be entered before the pot can be settled."""
        return self._awaiting

    def sees(self, viewer, seat):
        """May `viewer` see `seat`'s card now? (R-FOREHEAD, R-WALK, R-FOLD).

        Before the end everyone sees every live card but their own. After a showdown
        the remaining cards are open to all; after a walk nothing is shown. Folded
        cards stay hidden.
        """
        if not self._live() >> seat & 1:
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

    def _amount_ok(self, action, to):
        if action < BET:
            return to is None
        if self._fixed:
            return to is None
        low, high = self.limits()
        return low <= to <= high

    def verify(self, action, to=None):
        """Raise IllegalAction, with a message a player understands, unless the action is legal."""
        try:
            if self._legal >> action & 1 and self._amount_ok(action, to):
                return
        except (TypeError, ValueError):  # not an action number or amount at all
            pass
        from .refusals import refuse_action
        refuse_action(self, action, to)

    def act(self, action, to=None):
        """Take `action` for the seat to act (R-OPEN, R-FACING, R-ONE-RAISE, R-FOLD).

        Pot and no limit: BET and RAISE name the new round target `to` in chips,
        ante not counted. Fixed limit takes no amount.
        """
        try:
            allowed = self._legal >> action & 1 and (to is None if self._fixed or action < BET
                                                     else self._amount_ok(action, to))
        except (TypeError, ValueError):
            allowed = False
        if not allowed:
            self.verify(action, to)  # raises, with the reason
        self._apply(action, to)
        log = self._log
        end = self._log_len
        if end + 4 > len(log):  # only long no-limit hands outgrow the first buffer
            log.extend(bytes(len(log)))
        if to is None:
            log[end] = action
            self._log_len = end + 1
        else:
            log[end] = AMOUNT | action
            log[end + 1] = to & 0xFF
            log[end + 2] = to >> 8 & 0xFF
            log[end + 3] = to >> 16
            self._log_len = end + 4
        self._next()

    def _apply(self, action, to):
        seat = self.to_act
        bit = 1 << seat
        if action == FOLD:
            self._folded |= bit
        elif action == CALL:
            self._pay(seat, self.to_call())
        elif action >= BET:
            if to is None:
                to = self._min_target(seat)
            increment = to - self.target
            if increment >= self._increment:  # a full bet or raise re-opens the betting
                self._acted = 0
            self._increment = increment if increment > self._increment else self._increment
            self._raises += 1
            self._pay(seat, to - self._round[seat])
            self.target = to
            if self._allin >> seat & 1:
                self._short += increment
                if self._short >= self._increment:
                    self._short = 0
            else:
                self._short = 0
            # R-REOPEN: everyone still in with chips must respond to the new target.
            self._pending = self._seated & ~self._folded & ~self._allin
        self._acted |= bit
        self._pending &= ~bit

    def _pay(self, seat, chips):
        self._balances[seat] -= chips * UNIT
        self._put[seat] += chips
        self._round[seat] += chips
        self.pot += chips
        if self._balances[seat] < UNIT:
            self._allin |= 1 << seat

    def _next(self):
        live = self._seated & ~self._folded
        if not live & (live - 1):
            self.to_act = None
            self._legal = 0
            self._settle(False)  # R-WALK
        elif self._pending:
            self._turn(self._next_pending(self.to_act))
        else:  # R-END
            self.to_act = None
            self._legal = 0
            if self.physical:
                self._awaiting = live
            else:
                self._settle(True)

    # ---- showdown and payout ---------------------------------------------------

    def reveal(self, seat, c):
        """Enter a card revealed at a physical-deck showdown; the last one settles the pot."""
        try:
            needed = self._awaiting >> seat & 1 and 0 <= c < 52
        except (TypeError, ValueError):
            needed = False
        if not needed or self._rules.tiebreak == SUITS and self._cards.find(bytes((c,))) >= 0:
            from .refusals import refuse_reveal
            refuse_reveal(self, seat, c)
        self._cards[seat] = c
        log = self._log
        log[self._log_len] = REVEAL | seat
        log[self._log_len + 1] = c
        self._log_len += 2
        self._awaiting &= ~(1 << seat)
        if not self._awaiting:
            self._settle(True)

    def _best(self, eligible):
        """Bitmask of the best hands among `eligible` (R-SHOWDOWN; O-TIEBREAK by suit)."""
        shift = 0 if self._rules.tiebreak == SUITS else 2
        best = -1
        winners = 0
        for seat in range(self.seats):
            if eligible >> seat & 1:
                strength = self._cards[seat] >> shift
                if strength > best:
                    best = strength
                    winners = 1 << seat
                elif strength == best:
                    winners |= 1 << seat
        return winners

    def _settle(self, showdown):
        """Pay the main pot and every side pot (R-SPLIT, O-ODD-CHIP); close the hand."""
        live = self._seated & ~self._folded
        if not self._allin & live:  # one pot, everyone live is eligible
            self._pot_count = 1
            winners = self._best(live) if showdown else live
            self._pots[0] = self.pot
            self._pots[1] = live
            self._pots[2] = winners
            self._pay_out(self.pot, winners)
            self._winners = winners
            self._close(showdown)
            return
        highest = 0
        for seat in range(self.seats):
            if live >> seat & 1 and self._put[seat] > highest:
                highest = self._put[seat]
        pots = self._pots
        paid = 0
        level = 0
        index = 0
        while True:
            # The next all-in level: the smallest stake of a live seat above `level`.
            top = -1
            for seat in range(self.seats):
                stake = self._put[seat]
                if live >> seat & 1 and stake > level and (top < 0 or stake < top):
                    top = stake
            if top < 0:
                break
            chips = 0
            eligible = 0
            for seat in range(self.seats):
                stake = self._put[seat]
                if stake > level:
                    chips += (stake if stake < top else top) - level
                    if live >> seat & 1:
                        eligible |= 1 << seat
            winners = self._best(eligible) if showdown else eligible
            if top == highest:  # the last pot also takes any folded chips above it
                chips = self.pot - paid
            self._pay_out(chips, winners)
            pots[index] = chips
            pots[index + 1] = eligible
            pots[index + 2] = winners
            index += 3
            paid += chips
            self._winners |= winners
            level = top
        self._pot_count = index // 3
        self._close(showdown)

    def _close(self, showdown):
        self.showdown = showdown
        self.pot = 0
        self.over = True
        self._session._hand_settled()

    def _pay_out(self, chips, winners):
        count = 0
        mask = winners
        while mask:
            mask &= mask - 1
            count += 1
        if self._rules.odd_chip == FIRST:
            share = chips // count * UNIT
            rest = chips % count * UNIT  # to the first winner from the dealer's left
        else:
            share = chips * UNIT // count  # exact: UNIT is a multiple of 1..10
            rest = 0
        seat = self.dealer
        for _ in range(self.seats):
            seat += 1
            if seat == self.seats:
                seat = 0
            if winners >> seat & 1:
                self._won[seat] += share + rest
                self._balances[seat] += share + rest
                rest = 0

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
            pos += _event_size(self._log[pos])
        if self.over:
            self._session._hand_unsettled()
        if self.physical:
            for seat in range(self.seats):
                self._cards[seat] = NO_CARD
        self._log_len = start
        self._start(refund=True)
        self._replay(bytes(self._log[start:last]), 0, last - start)

    def _replay(self, data, pos, end):
        """Apply the events data[pos:end]."""
        while pos < end:
            event = data[pos]
            size = _event_size(event)
            if pos + size > end:
                raise ValueError("the hand log ends inside an event")
            if event & REVEAL:
                self.reveal(event & ~REVEAL, data[pos + 1])
            elif event & AMOUNT:
                self.act(event & ~AMOUNT, data[pos + 1] | data[pos + 2] << 8 | data[pos + 3] << 16)
            else:
                self.act(event)
            pos += size


def _event_size(event):
    if event & REVEAL:
        return 2
    if event & AMOUNT:
        return 4
    return 1
