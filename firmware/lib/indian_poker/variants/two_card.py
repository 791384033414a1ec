"""V-TWO-CARD: a forehead card and a private card; a pair beats no pair, then high, then low."""

from indian_poker.rules import SUITS

# The parts this game shares with the standard profile:
from indian_poker.variants.standard import BETTING, MIDDLE, STREETS, ante  # noqa: F401

SLOTS = b"\x00\x01"  # forehead, private


def strength(hand, seat):
    """Pair flag, higher rank, lower rank; with the suit tiebreak, the higher card's suit."""
    a = hand._cards[2 * seat]
    b = hand._cards[2 * seat + 1]
    if b > a:
        a, b = b, a
    value = (a >> 2 == b >> 2) << 8 | (a >> 2) << 4 | b >> 2
    return value << 2 | a & 3 if hand._rules.tiebreak == SUITS else value
