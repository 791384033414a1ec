"""The standard profile: one forehead card, one betting round, the highest rank wins."""

from indian_poker.cards import rank
from indian_poker.rules import SUITS
from indian_poker.variants import HIGHEST

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
    return c if rules.tiebreak == SUITS else rank(c)


def reason(cards, at, middle, rules):
    """The highest card wins."""
    return HIGHEST, cards[at]
