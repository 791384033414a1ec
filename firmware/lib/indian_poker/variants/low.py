"""V-LOW: the lowest card wins and the ace counts low."""

from indian_poker.cards import rank, suit
from indian_poker.rules import SUITS
from indian_poker.variants import LOWEST

# The ante this game shares with the standard profile:
from indian_poker.variants.standard import ante  # noqa: F401

NAME = "low"
MAX_PLAYERS = 10
SLOTS = b"\x00"
MIDDLE = b""
STREETS = 1
BETTING = True
PAIRS = False


def strength(cards, at, middle, rules):
    """Higher for a lower card: ace 12, deuce 11 .. king 0; suits still order equal ranks."""
    c = cards[at]
    low = 12 - (rank(c) + 1) % 13
    return low << 2 | suit(c) if rules.tiebreak == SUITS else low


def reason(cards, at, middle, rules):
    """The lowest card wins, the ace low."""
    return LOWEST, cards[at]
