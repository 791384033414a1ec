"""V-COMMUNITY: forehead card, a betting round, a middle card for everyone, a second round."""

from indian_poker.variants.standard import BETTING, MAX_PLAYERS, ante  # noqa: F401

# A hand is its forehead card and the middle card, valued as a two-card hand:
from indian_poker.variants.twocard import named, value

NAME = "community"
PAIRS = True  # O-PAIRS
SLOTS = b"\x00"
MIDDLE = b"\x01"  # turned up for the second street
STREETS = 2


def strength(cards, at, middle, rules):
    """The higher of the forehead and the middle card (ES 000 "se combina con todas las
    manos ... con la carta más alta"): a middle card above every forehead card makes
    every hand equal, and they split, suits or not (the same card in each). With O-PAIRS,
    poker style: pairing the middle card beats every unpaired hand."""
    return value(cards[at], cards[middle], rules)


def reason(cards, at, middle, rules):
    """The higher card; the middle card when it is the higher (everyone splits)."""
    code, shown = named(cards[at], cards[middle], rules)
    if code == "highest" and shown == cards[middle]:
        return "shared", shown
    return code, shown
