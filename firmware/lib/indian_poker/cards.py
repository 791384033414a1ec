"""Cards as ints 0..51: rank = c // 4 (0 = deuce .. 12 = ace), suit = c % 4 (0 clubs .. 3 spades).

So `a > b` orders cards by rank, then by suit (spades > hearts > diamonds > clubs),
which is exactly the suit tiebreak of O-TIEBREAK.
"""

from .compat import const

DECK_SIZE = const(52)
NO_CARD = const(0xFF)

RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = "\u2663\u2666\u2665\u2660"  # clubs diamonds hearts spades


def rank(c):
    """Rank of a card: 0 = deuce .. 12 = ace."""
    return c >> 2


def suit(c):
    """Suit of a card: 0 clubs, 1 diamonds, 2 hearts, 3 spades."""
    return c & 3


def card(text):
    """The card named by `text` in poker notation, e.g. card("Th"); raises ValueError."""
    if len(text) == 3 and text[:2] == "10":
        text = "T" + text[2]
    if len(text) != 2:
        raise ValueError("a card is a rank and a suit, like 'Th' or 'As'")
    r = RANKS.find(text[0].upper())
    s = SUITS.find(text[1].lower())
    if s < 0:
        s = SUIT_SYMBOLS.find(text[1])
    if r < 0 or s < 0:
        raise ValueError("unknown card %r: ranks 2-9 T J Q K A, suits c d h s" % text)
    return r * 4 + s


def name(c):
    """Poker notation of a card: name(card("Th")) == "Th"."""
    if not 0 <= c < DECK_SIZE:
        raise ValueError("a card is an int 0..51")
    return RANKS[rank(c)] + SUITS[suit(c)]


def symbol(c):
    """Two-character display form with the suit symbol, e.g. "T\u2665"."""
    return RANKS[rank(c)] + SUIT_SYMBOLS[suit(c)]
