"""V-COMMUNITY: forehead card, a betting round, a middle card for everyone, a second round."""

from indian_poker.rules import SUITS

# The parts this game shares with the standard profile:
from indian_poker.variants.standard import BETTING, MAX_PLAYERS, ante  # noqa: F401

NAME = "community"
PAIRS = True  # O-PAIRS
SLOTS = b"\x00"
MIDDLE = b"\x01"  # turned up for the second street
STREETS = 2


def strength(hand, seat):
    """The forehead card's rank; with O-PAIRS, pairing the middle card beats every other."""
    # The middle card is in every hand, so it never separates two of them: the highest
    # forehead card wins (ES 000 "con la carta más alta"), unless pairs count.
    c = hand.cards[seat]
    value = c >> 2
    if hand.rules.pairs and value == hand.cards[hand.seats] >> 2:
        value |= 1 << 4
    return value << 2 | c & 3 if hand.rules.tiebreak == SUITS else value
