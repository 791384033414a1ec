"""Typing in a real-deck showdown card with three keys: the rank, then the suit if it counts."""

from micropython import const

from indian_poker import SUITS, IllegalAction
from indian_poker.cards import SUIT_SYMBOLS, rank, suit

from ..board.keys import NONE, B, C
from ..lang import KEYS, TABLE, said
from . import layout
from .base import Screen
from .text import rank_text

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)

_ACE = const(12)
_SPADES = const(3)
# words (dealer/lang)
_OK = const(2)
_SHOWDOWN_POT = const(17)
_SHOWDOWN = const(18)
_CARD_OF = const(19)
_RANK = const(20)
_SUIT = const(21)
_THEN = const(22)


def rank_card(hand, wanted):
    """The card entered for rank `wanted` when suits do not count (R-DECK)."""
    # The lowest suit of that rank not yet entered this hand, so that the rules core can
    # refuse the same card twice. A fifth card of a rank has no suit left: the rank's
    # club goes to the core, already entered, and it refuses it ("there are only four
    # kings in a deck").
    taken = 0
    for seat in range(hand.seats):
        c = hand.visible_card(None, seat)   # the cards entered so far: the table saw them
        if c is not None and rank(c) == wanted:
            taken |= 1 << suit(c)
    for s in range(4):
        if not taken >> s & 1:
            return wanted * 4 + s
    return wanted * 4


def reveal_seat(hand):
    """The next seat, from the dealer's left, whose card must be entered."""
    seat = hand.dealer
    mask = hand.awaiting_reveal()
    for _ in range(hand.seats):
        seat = (seat + 1) % hand.seats
        if mask >> seat & 1:
            return seat
    return hand.dealer


class Reveal(Screen):
    """A real deck's showdown: each card still in, from the dealer's left. A and B step
    the rank (then the suit, when suits break ties), C confirms."""

    kind = "reveal"

    def __init__(self, nav):
        super().__init__(nav)
        self.rank = _ACE
        self.suit = NONE          # NONE while the rank is chosen, else the suit being chosen

    def choose(self, key, suits):
        """A soft key; the card once it is complete, else NONE."""
        # With `suits` False only the rank matters: the card returned is that rank's club.
        if key == C:
            if suits and self.suit == NONE:
                self.suit = _SPADES
                return NONE
            return self.rank * 4 + max(self.suit, 0)
        step = 1 if key == B else -1
        if self.suit == NONE:
            self.rank = (self.rank + step) % 13
        else:
            self.suit = (self.suit + step) % 4
        return NONE

    def press(self, key, long, started):
        """Step the rank or suit, or enter the card; R-DECK refusals say why."""
        self.notice = ""
        table = self.nav.table
        suits = table.session.rules.tiebreak == SUITS
        c = self.choose(key, suits)
        if c == NONE:
            return
        hand = table.session.hand
        if not suits:   # R-DECK: only the rank was entered; see rank_card
            c = rank_card(hand, rank(c))
        try:
            table.reveal(reveal_seat(hand), c)   # the router asks for the next card
        except IllegalAction as err:
            self.notice = said(err)
            self.rank = _ACE          # start again from the ace, rank first
            self.suit = NONE

    def render(self, rows):
        """Whose card, the rank (and suit) so far, and why the last one was refused."""
        table = self.nav.table
        hand = table.session.hand
        # V-DRINK has no pot to name
        rows[0] = layout.squeeze(TABLE[_SHOWDOWN_POT] % hand.pot) if hand.game.BETTING \
            else TABLE[_SHOWDOWN]
        rows[1] = TABLE[_CARD_OF] % table.names[reveal_seat(hand)]
        rank = rank_text(self.rank)
        rank_label = TABLE[_RANK]
        suit_label = TABLE[_SUIT]
        width = max(7, len(rank_label) + 1, len(suit_label) + 1)   # values one under another
        rows[3] = rank_label + " " * (width - len(rank_label)) + rank
        if self.suit != NONE:
            symbol = SUIT_SYMBOLS[self.suit]
            rows[4] = "%s%s%s   (%s%s)" % (suit_label, " " * (width - len(suit_label)), symbol,
                                          rank, symbol)
        elif table.session.rules.tiebreak == SUITS:
            rows[4] = TABLE[_THEN]
        rows[7] = layout.keys("-", "+", KEYS[_OK])
        if self.notice:
            layout.wrap(self.notice, rows, 5, 6)
