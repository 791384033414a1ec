"""What a hand shows: cards, who may see them, stakes, limits and results."""
# mypy: disable-error-code="attr-defined"

# The read-only half of Hand (hand.py holds the betting); a base class of its own so
# that neither module is a large compile on the board. The state it reads is set up by
# Hand, hence the type checker's attr-defined check is off for this file only. The
# observer `sees` decides who sees what (R-FOREHEAD): the app asks it before it draws
# any card.

from .cards import NO_CARD
from .compat import const
from .ledger import UNIT
from .rules import POT

_BET_OR_RAISE = const(0x18)  # 1 << BET | 1 << RAISE


class HandView:
    """Queries on a hand's state; see Hand."""

    def card(self, seat, slot=0):
        """That seat's card in `slot` (0 = the forehead card), or None if not known."""
        c = self.cards[seat * self.slots + slot]
        return None if c == NO_CARD else c

    def middle(self, index=0):
        """The shared middle card `index` (V-COMMUNITY), or None before its street."""
        if self.game.MIDDLE[index] > self.street and not self.over:
            return None
        c = self.cards[self.seats * self.slots + index]
        return None if c == NO_CARD else c

    def visible_card(self, viewer, seat, slot=0):
        """That card if `viewer` may see it now (`sees`), else None.

        `viewer` None is the whole table, holders included: before the showdown it sees
        only a real deck's cards entered at the showdown (pass-around: no card at all);
        after it, every remaining card. Screens get their cards only through this.
        """
        if viewer is None and not self.over and not self.physical:
            return None
        if not self.sees(viewer, seat, slot):
            return None
        c = self.cards[seat * self.slots + slot]   # card(): a call fewer for each card drawn
        return None if c == NO_CARD else c

    def sees(self, viewer, seat, slot=0):
        """May `viewer` see that card now? (R-FOREHEAD, R-WALK, R-FOLD).

        Before the end: others' forehead cards and one's own private cards, once
        dealt. After a showdown every remaining card is open; after a walk none.
        Folded cards stay hidden.
        """
        if not (self.seated & ~self.folds) >> seat & 1:
            return False
        if self.over:
            return self.showdown
        code = self.game.SLOTS[slot]
        if code >> 1 > self.street:  # not dealt yet
            return False
        return (viewer == seat) == (code & 1)  # bit 0: a private card

    def dealt_in(self, seat):
        """True if that seat holds cards this hand (False for a seat that is out)."""
        return bool(self.seated >> seat & 1)

    def folded(self, seat):
        """True once that seat has folded (R-FOLD)."""
        return bool(self.folds >> seat & 1)

    def all_in(self, seat):
        """True if that seat has no chips left to bet this hand."""
        return bool(self.all_ins >> seat & 1)

    def put(self, seat):
        """Chips that seat has put into the pot this hand, ante included."""
        return self.stakes[seat]

    def to_call(self):
        """Chips a CALL would add for the seat to act (less than owed when all-in), else 0."""
        seat = self.to_act
        if seat is None:
            return 0
        owe = self.target - self.bets[seat]
        chips = self.ledger[seat] // UNIT
        return owe if owe < chips else chips

    def limits(self):
        """(min, max) round target a BET or RAISE may name now, or None if none is legal.

        Fixed limit has one amount. Below the minimum only all-in is allowed.
        """
        if not self._legal & _BET_OR_RAISE:
            return None
        seat = self.to_act  # not None: a bet or raise is legal
        allin = self.bets[seat] + self.ledger[seat] // UNIT
        low = self._min_target(seat)
        if low == allin or self.fixed:
            return low, low
        high = allin
        if self.rules.structure == POT:  # the pot after the call, plus the call
            high = 2 * self.target - self.bets[seat] + self.pot
            if high < low:
                high = low
            if high > allin:
                high = allin
        return low, high

    def _min_target(self, seat):
        bet = self.rules.bet
        step = self.increment if self.increment > bet else bet
        low = self.target + step
        allin = self.bets[seat] + self.ledger[seat] // UNIT
        return allin if low > allin else low

    def winners(self):
        """Bitmask of the seats that took chips from the pot (V-DRINK: the losers)."""
        return self.marked

    def won(self, seat):
        """Units (1/UNIT chip) that seat took from the pot."""
        return self.winnings[seat]

    def pots(self):
        """After settling: a list of (chips, eligible seats mask, winners mask), main pot first."""
        p = self.pot_table
        return [(p[i], p[i + 1], p[i + 2]) for i in range(0, 3 * p[-1], 3)]

    def awaiting_reveal(self):
        """Bitmask of seats whose card must be entered before the pot can be settled: a
        real deck's, once the betting is over, every live seat's not entered yet."""
        if not self.physical or self.over or self.to_act is not None:
            return 0
        live = self.seated & ~self.folds
        mask = 0
        for seat in range(self.seats):
            if live >> seat & 1 and self.cards[seat * self.slots] == NO_CARD:
                mask |= 1 << seat
        return mask

    def strength(self, seat):
        """How that seat's cards rank under the variant: higher is better."""
        slots = self.slots
        return self.game.strength(self.cards, seat * slots, self.seats * slots, self.rules)

    def reason(self, seat):
        """How the variant names that seat's hand as a winner: (reasons code, card or value)."""
        slots = self.slots
        return self.game.reason(self.cards, seat * slots, self.seats * slots, self.rules)

    @property
    def log(self):
        """The hand's event log as bytes; `Session.replay(log)` plays it again."""
        return bytes(memoryview(self.events.buf)[:self.events.end])
