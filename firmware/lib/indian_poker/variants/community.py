"""V-COMMUNITY: forehead card, a betting round, a middle card for everyone, a second round."""

from indian_poker.rules import SUITS

# The parts this game shares with the standard profile:
from indian_poker.variants.standard import BETTING, ante  # noqa: F401

SLOTS = b"\x00"
MIDDLE = b"\x01"  # turned up for the second street
STREETS = 2


def strength(hand, seat):
    """A forehead card that pairs the middle card beats every unpaired one; then rank."""
    c = hand._cards[seat]
    paired = c >> 2 == hand._cards[hand.seats] >> 2
    value = paired << 4 | c >> 2
    return value << 2 | c & 3 if hand._rules.tiebreak == SUITS else value
