"""V-LOW: the lowest card wins and the ace counts low."""

from indian_poker.rules import SUITS

# The ante this game shares with the standard profile:
from indian_poker.variants.standard import ante  # noqa: F401

NAME = "low"
MAX_PLAYERS = 10
SLOTS = b"\x00"
MIDDLE = b""
STREETS = 1
BETTING = True
PAIRS = False


def strength(hand, seat):
    """Higher for a lower card: ace 12, deuce 11 .. king 0; suits still order equal ranks."""
    c = hand.cards[seat]
    low = 12 - ((c >> 2) + 1) % 13
    return low << 2 | c & 3 if hand.rules.tiebreak == SUITS else low
