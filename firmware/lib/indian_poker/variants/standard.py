"""The standard profile: one forehead card, one betting round, the highest rank wins."""

from indian_poker.compat import const
from indian_poker.rules import SUITS

_RANK = const(2)   # c >> _RANK is cards.rank(c), c & _SUIT cards.suit(c): no call
_SUIT = const(3)   # where the payout ranks every hand

NAME = "standard"
MAX_PLAYERS = 10
SLOTS = b"\x00"
MIDDLE = b""
STREETS = 1
BETTING = True
PAIRS = False


def ante(rules):
    """Chips each seat antes (R-ANTE)."""
    return rules.ante


def strength(cards, at, middle, rules):
    """The rank (R-SHOWDOWN), or the whole card when suits break ties (O-TIEBREAK)."""
    c = cards[at]
    return c if rules.tiebreak == SUITS else c >> _RANK


def reason(cards, at, middle, rules):
    """The highest card wins."""
    return "highest", cards[at]
