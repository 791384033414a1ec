"""V-STUD: forehead stud; two down and one up, three more up, one down; best five of seven."""

# The parts this game shares with the standard profile:
from indian_poker.poker_rank import hand_value
from indian_poker.variants.standard import BETTING, MIDDLE, PAIRS, ante  # noqa: F401

NAME = "stud"

# A card's street << 1, plus 1 for a private ("down") card; "up" cards are forehead cards.
SLOTS = b"\x01\x01\x00\x02\x04\x06\x09"
STREETS = 5
MAX_PLAYERS = 7  # 7 cards each must fit in the deck (R-DECK)

_SEVEN = bytearray(7)


def strength(hand, seat):
    """The poker ranking of the best five of the seat's seven cards (suits never break ties)."""
    cards = hand.cards
    start = 7 * seat
    for i in range(7):
        _SEVEN[i] = cards[start + i]
    return hand_value(_SEVEN, 7)
