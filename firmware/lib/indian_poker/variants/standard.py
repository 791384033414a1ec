"""The standard profile: one forehead card, one betting round, the highest rank wins."""

from indian_poker.rules import SUITS

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


def strength(hand, seat):
    """The rank (R-SHOWDOWN), or the whole card when suits break ties (O-TIEBREAK)."""
    c = hand.cards[seat]
    return c if hand.rules.tiebreak == SUITS else c >> 2
