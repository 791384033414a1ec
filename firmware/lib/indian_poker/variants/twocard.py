"""V-TWO-CARD: a forehead card and a private card; the highest card wins."""

from indian_poker.rules import SUITS

# The parts this game shares with the standard profile:
from indian_poker.variants.standard import BETTING, MAX_PLAYERS, MIDDLE, STREETS, ante  # noqa: F401

NAME = "two-card"
SLOTS = b"\x00\x01"  # forehead, private
PAIRS = True  # O-PAIRS


def strength(hand, seat):
    """Higher rank, then lower rank; a pair first only with O-PAIRS; suits break ties."""
    # ES 000 "gana la carta más alta": a pair of fives loses to an ace unless the table
    # agreed that pairs count (O-PAIRS). With the suit tiebreak, the higher card's suit.
    a = hand.cards[2 * seat]
    b = hand.cards[2 * seat + 1]
    if b > a:
        a, b = b, a
    value = (a >> 2) << 4 | b >> 2
    if a >> 2 == b >> 2 and hand.rules.pairs:
        value |= 1 << 8
    return value << 2 | a & 3 if hand.rules.tiebreak == SUITS else value
