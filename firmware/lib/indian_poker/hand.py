"""One hand: the antes (R-ANTE), the betting (R-ORDER), then a walk (R-WALK) or the showdown."""

# State lives in preallocated lists and bitmasks (bit s = seat s). The legal actions of
# the seat to act are a bitmask computed once per turn, so an action allocates nothing.
# Every action is appended to a byte event log (eventlog.py) that replays the hand
# exactly; undo (replay.py) restarts the hand and replays all but the last event.
#
# Betting follows the usual rules of fixed limit, pot limit and no limit (O-STRUCTURE):
# - The minimum bet is the rules' bet size; the minimum raise is the largest bet or
#   raise increment of the round (at least the bet size). Pot limit caps a raise at the
#   pot after the call, plus the call. Fixed limit bets and raises by exactly the bet
#   size, up to the raise cap.
# - A player who cannot cover a bet or call goes all-in for less; a call for less than
#   the amount owed is a CALL.
# - An all-in bet or raise short of a full raise does not reopen the betting to players
#   who have already acted: facing it they may only call or fold, unless consecutive
#   short all-ins add up to a full raise (Robert's Rules of Poker; TDA rule 47). Nobody
#   may raise when every other player still in is all-in: nobody could answer.
# - The showdown (payout.py) splits the pot into a main pot and side pots.
#
# Actions follow PokerKit's verify / can / act triplet. The messages of a refusal live
# in refusals.py, which is imported only when something is refused. Long explanations are
# comments, not docstrings: CircuitPython compiles .py files on the board, and every
# docstring is parsed into RAM.

from .actions import BET, CALL, CHECK, FOLD, RAISE
from .cards import NO_CARD
from .compat import const
from .errors import IllegalAction
from .eventlog import AMOUNT, AMOUNT_SIZE, EventLog, log_capacity
from .ledger import UNIT
from .payout import settle as pay_pots
from .rules import FIXED
from .view import HandView

# The legal masks of a deep fixed-limit hand (see Hand.act): bit (1 << action).
_FOLD_CHECK = const(0x03)
_FOLD_CHECK_BET = const(0x0B)
_FOLD_CALL = const(0x05)
_FOLD_CALL_RAISE = const(0x15)


def next_seat(mask, seat, seats):
    """The first seat clockwise after `seat` whose bit is set in `mask`, or None."""
    for _ in range(seats):
        seat += 1
        if seat == seats:
            seat = 0
        if mask >> seat & 1:
            return seat
    return None


class Hand(HandView):
    """The state of one hand; create it with `Session.deal()`."""

    # CPython keeps a class's attribute names in one shared table for up to 30 of them;
    # a Hand has more, so without slots every hand would build and grow a dict of its
    # own. MicroPython ignores __slots__. HandView has none: any other name still works.
    # On the boards an instance keeps its attributes in a map that grows 37 -> 47 slots
    # at the 38th: these are 37, and what is rarely read (the streets, the bet, whether
    # the game bets, which cards a real deck still owes) is asked of the rules, the game
    # or the cards.
    __slots__ = ("_deep", "_legal", "_pending", "_raise_cap", "acted", "all_ins",
                 "bets", "cards", "dealer", "events", "fingerprint", "fixed", "folds",
                 "game", "increment", "ledger", "marked", "over", "physical", "pot",
                 "pot_table", "raises", "rules", "seated", "seats", "session",
                 "short", "showdown", "slots", "stakes", "street", "target",
                 "to_act", "winnings")

    def __init__(self, session, dealer, physical, cards, seated, salt=None):
        rules = session.rules
        variant = session.game
        seats = rules.players
        self.session = session
        self.ledger = session.ledger
        self.rules = rules   # the Rules this hand is played under (the next may differ)
        self.game = variant  # its variant module (variants/__init__.py)
        self.slots = len(variant.SLOTS)
        self._raise_cap = rules.raise_cap
        self.fixed = rules.structure == FIXED
        self.seats = seats
        self.dealer = dealer
        self.physical = physical
        self.seated = seated  # bitmask of the seats dealt in this hand
        if cards is None:
            cards = bytearray(seats * self.slots + len(variant.MIDDLE))
            for i in range(len(cards)):
                cards[i] = NO_CARD
        self.cards = cards  # owned by the hand: one buffer per deal
        zeros = session.zeros  # copying a zeroed list is the quickest way to a new one
        self.stakes = zeros[:]  # chips in the pot per seat, ante included
        self.bets = zeros[:]  # chips this betting round
        self.winnings = zeros[:]  # units taken from the pot
        self.pot_table = [0] * (3 * seats + 1)  # chips, eligible, winners per pot; how many
        self.events = EventLog(log_capacity(rules, len(cards)))  # the hand's event log
        self.events.deal(physical, dealer, seats, cards, seated, salt)
        self.fingerprint = None   # its deal fingerprint (fingerprint.commit), if it has one
        self.restart()

    def restart(self):
        """Post the antes (R-ANTE) and open the first betting round (R-ORDER): at the deal,
        and for undo once every stake is back (replay.undo)."""
        ante = self.game.ante(self.rules)
        balances = self.ledger
        put = self.stakes
        seated = self.seated
        allin = 0
        pot = 0
        # Deep: fixed limit, and every seat can pay the most a hand can ask (every street
        # bet and raised to the cap) and keep a chip, so nobody can be all-in this hand.
        betting = self.game.BETTING
        deep = self.fixed and betting
        most = (self.game.STREETS * (self._raise_cap + 1) * self.rules.bet + 1) * UNIT
        for seat in range(self.seats):  # the lists start at zero (replay.undo re-zeroes)
            if seated >> seat & 1:
                put[seat] = ante
                pot += ante
                balances[seat] -= ante * UNIT
                if balances[seat] < most:
                    deep = False
                    if balances[seat] < UNIT and betting:
                        allin |= 1 << seat
        self.pot = pot
        self.all_ins = allin
        self._deep = deep
        self.folds = 0
        self.marked = 0
        self.pot_table[-1] = 0   # no pot settled
        self.street = 0
        self.over = False
        self.showdown = False
        self._open_round()
        if self.to_act is None:  # nobody can bet: on to the next street or the showdown
            self._next()

    def _open_round(self):
        self.target = 0
        self.raises = 0  # bets and raises this round (the fixed-limit cap)
        self.increment = 0  # the largest bet or raise increment this round
        self.short = 0  # consecutive short all-in increments since the last full raise
        self.acted = 0  # seats that acted since the last full bet or raise
        self._pending = self.seated & ~self.folds & ~self.all_ins
        self.to_act = None
        self._legal = 0
        # Betting needs two players who still have chips.
        if self._pending & (self._pending - 1):
            seat = next_seat(self._pending, self.dealer, self.seats)
            self.to_act = seat
            self._legal = _FOLD_CHECK_BET if self._deep else self._mask(seat)  # as act()
        else:
            self._pending = 0

    def _mask(self, seat):
        """The legal actions of `seat` now (R-OPEN, R-FACING), for every structure and stack."""
        if not self.game.BETTING:  # V-DRINK: everyone just looks, then the reveal
            return 1 << CHECK
        target = self.target
        owe = target - self.bets[seat]
        if owe:
            mask = 1 << FOLD | 1 << CALL
        else:
            mask = 1 << FOLD | 1 << CHECK
        if self.ledger[seat] // UNIT > owe and owe >= self.increment:
            # A player who acted and now faces only short all-ins may not raise.
            if self.short and self.acted >> seat & 1 and self.short < self.increment:
                pass
            elif not self.fixed or self.raises <= self._raise_cap:
                # Somebody else must be able to answer: anyone with a chip a first bet,
                # anyone who can go past the target a raise.
                others = self.seated & ~self.folds & ~self.all_ins & ~(1 << seat)
                for other in range(self.seats):
                    if others >> other & 1 and (not target or self.ledger[other] // UNIT
                                                + self.bets[other] > target):
                        return mask | 1 << (RAISE if target else BET)
        return mask

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
        if action < BET or self.fixed:
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
        """Take `action` for the seat to act; pot/no-limit BET and RAISE name the target `to`.

        Returns the offset of the event it appended to `events`.
        """
        try:
            allowed = self._legal >> action & 1 and (to is None if self.fixed or action < BET
                                                     else self._amount_ok(action, to))
        except (TypeError, ValueError):
            allowed = False
        if not allowed:
            self.verify(action, to)  # raises, with the reason
        seat = self.to_act
        bit = 1 << seat  # type: ignore[operator]
        if action == CALL:  # all in when less than a chip would be left (R-FACING)
            rnd = self.bets
            balances = self.ledger
            chips = self.target - rnd[seat]
            if (chips + 1) * UNIT > balances[seat]:
                chips = balances[seat] // UNIT
                self.all_ins |= bit
            balances[seat] -= chips * UNIT
            self.stakes[seat] += chips
            rnd[seat] += chips
            self.pot += chips
        elif action == FOLD:
            self.folds |= bit
        elif action == CHECK:
            pass
        elif self._deep:  # a bet or raise by the bet size, which every seat can answer
            bet = self.rules.bet
            target = self.target + bet
            chips = target - self.bets[seat]
            self.ledger[seat] -= chips * UNIT
            self.stakes[seat] += chips
            self.bets[seat] += chips
            self.pot += chips
            self.target = target
            self.increment = bet
            self.raises += 1
            self.acted = 0
            self._pending = self.seated & ~self.folds  # R-REOPEN
        else:
            self._raise_to(seat, to)
        self.acted |= bit
        pending = self._pending & ~bit
        self._pending = pending
        events = self.events  # EventLog.append, inline: the hot path
        log = events.buf
        end = events.end
        if end + AMOUNT_SIZE > len(log):  # only long no-limit hands outgrow the first buffer
            log.extend(bytes(len(log)))
        if to is None:   # one byte: the action (the layout: eventlog.py)
            log[end] = action
            events.end = end + 1
        else:            # the action | AMOUNT, then the target, 3 bytes, low first
            log[end] = AMOUNT | action
            log[end + 1] = to & 0xFF
            log[end + 2] = to >> 8 & 0xFF
            log[end + 3] = to >> 16
            events.end = end + AMOUNT_SIZE
        live = self.seated & ~self.folds
        if pending and live & (live - 1):  # the next seat still to act, clockwise
            seats = self.seats
            while True:
                seat += 1  # type: ignore[operator]
                if seat == seats:
                    seat = 0
                if pending >> seat & 1:
                    break
            self.to_act = seat
            if not self._deep:
                self._legal = self._mask(seat)
            elif self.target > self.bets[seat]:  # what _mask gives when nobody can
                self._legal = (_FOLD_CALL_RAISE  # run short of chips, the quick way
                               if self.raises <= self._raise_cap else _FOLD_CALL)
            else:
                self._legal = _FOLD_CHECK if self.target else _FOLD_CHECK_BET
        else:
            self._next()
        return end

    def _raise_to(self, seat, to):
        """A bet or raise by `seat` to the round target `to` (None: the minimum)."""
        if to is None:
            to = self._min_target(seat)
        increment = to - self.target
        if increment >= self.increment:  # a full bet or raise re-opens the betting
            self.acted = 0
        self.increment = increment if increment > self.increment else self.increment
        self.raises += 1
        chips = to - self.bets[seat]
        self.ledger[seat] -= chips * UNIT
        self.stakes[seat] += chips
        self.bets[seat] += chips
        self.pot += chips
        if self.ledger[seat] < UNIT:
            self.all_ins |= 1 << seat
        self.target = to
        if self.all_ins >> seat & 1:
            self.short += increment
            if self.short >= self.increment:
                self.short = 0
        else:
            self.short = 0
        # R-REOPEN: everyone still in with chips must respond to the new target.
        self._pending = self.seated & ~self.folds & ~self.all_ins

    def _next(self):
        """Nobody is left to act this round: a walk, the next street, or the showdown."""
        live = self.seated & ~self.folds
        if not live & (live - 1):
            self.to_act = None
            self._legal = 0
            self.settle(False)  # R-WALK
        elif self.street + 1 < self.game.STREETS:  # the next street, then its betting round
            self.street += 1
            for seat in range(self.seats):
                self.bets[seat] = 0
            self._open_round()
            if self.to_act is None:
                self._next()
        else:  # R-END
            self.to_act = None
            self._legal = 0
            if not self.physical:   # a real deck's cards are entered first (awaiting_reveal)
                self.settle(True)

    def settle(self, showdown):
        """Pay the pots (a walk if not `showdown`) and end the hand: hand.py and physical.py."""
        pay_pots(self, showdown)
        self.showdown = showdown
        self.pot = 0
        self.over = True
        self.session.hand_settled(self)

    # ---- the physical deck, undo --------------------------------------------


    def reveal(self, seat, c):
        """Enter a forehead card shown at a physical-deck showdown; the last one settles.

        Returns the offset of the event it appended to `events`.
        """
        from .physical import reveal
        return reveal(self, seat, c)

    def undo(self):
        """Take back the last action or revealed card (players mis-press).

        Returns the offset at which `events` now ends (where the event taken back began).
        """
        from .replay import undo
        return undo(self)
