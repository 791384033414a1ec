"""What the screens need to know about each game variant (RULES.md section 8)."""

# Indexed by the rules core's variant numbers: STANDARD, LOW, TWO_CARD, COMMUNITY,
# STUD, PARTY. Which card a player may see is always asked of the hand itself
# (`hand.sees`); this only says how many cards there are to ask about.

NAMES = ("standard", "low", "two-card", "community", "stud", "party")
SETTING_WORDS = ("standard", "low", "twocard", "community", "stud", "party")
_SLOTS = b"\x01\x01\x02\x01\x07\x01"    # cards per player
_MIDDLE = b"\x00\x00\x00\x01\x00\x00"   # shared cards in the middle
_PARTY = 5


def slots(variant):
    """Cards each player holds in this variant."""
    return _SLOTS[variant]


def middle(variant):
    """Shared middle cards in this variant."""
    return _MIDDLE[variant]


def betting(variant):
    """False for the party game (V-DRINK): no chips, no bets, a tally of sips."""
    return variant != _PARTY


def has_pairs(variant):
    """True where O-PAIRS can be chosen: the two-card and community games."""
    return variant == 2 or variant == 3


def one_card(variant):
    """True where a real deck can be tracked: one card each, nothing in the middle."""
    return _SLOTS[variant] == 1 and not _MIDDLE[variant]
