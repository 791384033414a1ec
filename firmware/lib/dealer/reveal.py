"""Typing in a real-deck showdown card with three keys: the rank, then the suit if it counts."""

from indian_poker.cards import RANKS, SUIT_SYMBOLS

from . import screens

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

NONE = const(-1)
_KEY_B = const(1)
_KEY_C = const(2)
_ACE = const(12)
_SPADES = const(3)


class CardEntry:
    """The card being entered: A and B step the rank (then the suit), C confirms."""

    def __init__(self):
        self.rank = _ACE
        self.suit = NONE          # NONE while the rank is chosen, else the suit being chosen

    def reset(self):
        """Start again from the ace, rank first."""
        self.rank = _ACE
        self.suit = NONE

    def press(self, key, suits):
        """Handle a soft key; returns the card once it is complete, else NONE."""
        # With `suits` False only the rank matters: the card returned is that rank's club.
        if key == _KEY_C:
            if suits and self.suit == NONE:
                self.suit = _SPADES
                return NONE
            return self.rank * 4 + max(self.suit, 0)
        step = 1 if key == _KEY_B else -1
        if self.suit == NONE:
            self.rank = (self.rank + step) % 13
        else:
            self.suit = (self.suit + step) % 4
        return NONE

    def render(self, rows, name, pot, suits):
        """Rows 0-4 and the key row of the entry screen for player `name`."""
        rows[0] = "Showdown: pot %d" % pot
        rows[1] = "Card of %s?" % name
        rank = RANKS[self.rank]
        rows[3] = "rank:  " + rank
        if self.suit != NONE:
            symbol = SUIT_SYMBOLS[self.suit]
            rows[4] = "suit:  %s   (%s%s)" % (symbol, rank, symbol)
        elif suits:
            rows[4] = "suit:  then"
        rows[7] = screens.keys("-", "+", "OK")


def rank_card(hand, rank):
    """The card entered for `rank` when suits do not count (R-DECK)."""
    # The lowest suit of that rank not yet entered this hand, so that the rules core can
    # refuse the same card twice. A fifth card of a rank has no suit left: the rank's
    # club goes to the core, already entered, and it refuses it ("there are only four
    # kings in a deck").
    taken = 0
    for seat in range(hand.seats):
        c = hand.card(seat)
        if c is not None and c >> 2 == rank:
            taken |= 1 << (c & 3)
    for suit in range(4):
        if not taken >> suit & 1:
            return rank * 4 + suit
    return rank * 4


def reveal_seat(hand):
    """The next seat, from the dealer's left, whose card must be entered."""
    seat = hand.dealer
    mask = hand.awaiting_reveal()
    for _ in range(hand.seats):
        seat = (seat + 1) % hand.seats
        if mask >> seat & 1:
            return seat
    return hand.dealer
