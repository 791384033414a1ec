"""V-STUD: forehead stud; two down and one up, three more up, one down; best five of seven."""

from indian_poker.poker_rank import hand_value

# The parts this game shares with the standard profile:
from indian_poker.variants.standard import BETTING, MIDDLE, PAIRS, ante  # noqa: F401

NAME = "stud"

# A card's street << 1, plus 1 for a private ("down") card; "up" cards are forehead cards.
SLOTS = b"\x01\x01\x00\x02\x04\x06\x09"
STREETS = 5
MAX_PLAYERS = 7  # 7 cards each must fit in the deck (R-DECK)


def strength(cards, at, middle, rules):
    """The poker ranking of the best five of the seat's seven cards (suits never break ties)."""
    return hand_value(cards, 7, at)


def reason(cards, at, middle, rules):
    """The best five cards, as poker names them."""
    return "poker", hand_value(cards, 7, at)
