"""V-LOW: the lowest card wins and the ace counts low."""

from indian_poker.compat import const
from indian_poker.rules import SUITS

# The ante this game shares with the standard profile:
from indian_poker.variants.standard import ante  # noqa: F401

_RANK = const(2)   # c >> _RANK is cards.rank(c), c & _SUIT cards.suit(c): no call
_SUIT = const(3)   # where the payout ranks every hand

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
    low = 12 - ((c >> _RANK) + 1) % 13
    return low << 2 | c & _SUIT if rules.tiebreak == SUITS else low


def reason(cards, at, middle, rules):
    """The lowest card wins, the ace low."""
    return "lowest", cards[at]
