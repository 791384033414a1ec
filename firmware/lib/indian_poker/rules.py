"""The rule set of a session (docs/rules.md sections 1-8), validated once up front.

Defaults are the standard profile. Every option is a small int so that a rule set
packs into a few bytes for the save journal (see `packing`).
"""

from .compat import const
from .loading import loaded, unload_if_compiled

# O-STRUCTURE
FIXED = const(0)
POT = const(1)
NO_LIMIT = const(2)
# O-TIEBREAK
SPLIT = const(0)
SUITS = const(1)
# O-ODD-CHIP
LEDGER = const(0)
FIRST = const(1)
# O-LENGTH: hands=0 is one dealer rotation, N > 0 is N hands; every length but
# LAST_STANDING also ends as soon as a player cannot pay the next ante (R-BUST)
ROTATION = const(0)
UNTIL_BUST = const(-1)
LAST_STANDING = const(-2)
# Section 8
STANDARD = const(0)
LOW = const(1)
TWO_CARD = const(2)
COMMUNITY = const(3)
STUD = const(4)
PARTY = const(5)

MAX_STACK = const(10000)  # chips; 10 seats x MAX_STACK x UNIT stays a small int

STRUCTURE_NAMES = ("fixed limit", "pot limit", "no limit")


class Rules:
    """A validated rule set; out-of-range values raise ValueError naming the field."""

    def __init__(self, players=4, stack=100, ante=1, bet=1, raise_cap=1, structure=FIXED,
                 tiebreak=SPLIT, odd_chip=LEDGER, hands=ROTATION, dealer_plays=True,
                 variant=STANDARD, pairs=False):
        held = loaded("indian_poker.rules_check")   # by a reader of many rule sets
        from .rules_check import check  # else one-shot: dropped once checked
        try:
            check(players, stack, ante, bet, raise_cap, structure, tiebreak, odd_chip, hands,
                  dealer_plays, variant, pairs)
        finally:
            if not held:
                unload_if_compiled("indian_poker.rules_check")
        self.players = players
        self.stack = stack
        self.ante = ante
        self.bet = bet
        self.raise_cap = raise_cap
        self.structure = structure
        self.tiebreak = tiebreak
        self.odd_chip = odd_chip
        self.hands = hands
        self.dealer_plays = dealer_plays
        self.variant = variant
        self.pairs = bool(pairs)  # O-PAIRS

    def replace(self, **changes):
        """These rules with `changes` (Rules keywords); ValueError naming a field out of range."""
        from .retable import keywords  # the editors' only: off the heap of a hand
        new = keywords(self)
        new.update(changes)
        return Rules(**new)

    def hand_count(self):
        """Hands in a session: a rotation or the agreed number; 0 = no set number (O-LENGTH)."""
        if self.hands < 0:
            return 0
        return self.hands or self.players
