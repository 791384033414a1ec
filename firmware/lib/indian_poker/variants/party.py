"""V-DRINK, the party game: no chips, no betting; the lowest card loses and drinks."""


# The deal of the standard profile, and its ranking (the lowest loses), without the betting:
from indian_poker.variants.standard import (  # noqa: F401
    MAX_PLAYERS,
    MIDDLE,
    PAIRS,
    SLOTS,
    STREETS,
    strength,
)

NAME = "party"
BETTING = False


def ante(rules):
    """No chips change hands."""
    return 0


def reason(cards, at, middle, rules):
    """The lowest card loses (equal lowest all lose unless suits break the tie)."""
    return "loses", cards[at]
