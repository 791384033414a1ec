"""V-DRINK, the party game: no chips, no betting; the lowest card loses and drinks."""

from indian_poker.rules import SUITS

# The deal of the standard profile, without the betting:
from indian_poker.variants.standard import MAX_PLAYERS, MIDDLE, PAIRS, SLOTS, STREETS  # noqa: F401

NAME = "party"
BETTING = False


def ante(rules):
    """No chips change hands."""
    return 0


def strength(hand, seat):
    """The rank; the lowest loses (equal lowest all lose unless suits break the tie)."""
    c = hand.cards[seat]
    return c if hand.rules.tiebreak == SUITS else c >> 2
