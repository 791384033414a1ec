"""The rule set of a session (RULES.md sections 1-8), validated once up front.

Defaults are the standard profile. Every option is a small int so that a rule set
packs into a few bytes for the save journal (see `packing`).
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(value):
        return value

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
# O-LENGTH: hands=0 is one dealer rotation, N > 0 is N hands
ROTATION = const(0)
UNTIL_BUST = const(-1)
# Section 8
STANDARD = const(0)
LOW = const(1)
TWO_CARD = const(2)
COMMUNITY = const(3)
STUD = const(4)
PARTY = const(5)

_MAX_PLAYERS = const(10)
_MAX_STACK = const(10000)
_MAX_HANDS = const(250)

STRUCTURE_NAMES = ("fixed limit", "pot limit", "no limit")
VARIANT_NAMES = ("standard", "low", "two-card", "community", "stud", "party")


def _check(field, value, low, high):
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError("%s must be a whole number from %d to %d, not %r"
                         % (field, low, high, value))


def _check_choice(field, value, names):
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < len(names):
        raise ValueError("%s must be one of: %s (0..%d), not %r"
                         % (field, ", ".join(names), len(names) - 1, value))


class Rules:
    """A validated rule set; out-of-range values raise ValueError naming the field."""

    def __init__(self, players=4, stack=100, ante=1, bet=1, raise_cap=1, structure=FIXED,
                 tiebreak=SPLIT, odd_chip=LEDGER, hands=ROTATION, dealer_plays=True,
                 variant=STANDARD):
        _check("players", players, 2, _MAX_PLAYERS)
        _check("stack", stack, 1, _MAX_STACK)
        _check("ante", ante, 0, 100)
        _check("bet", bet, 1, 100)
        _check("raise_cap", raise_cap, 0, 10)
        _check_choice("structure", structure, STRUCTURE_NAMES)
        _check_choice("tiebreak", tiebreak, ("split", "suits"))
        _check_choice("odd_chip", odd_chip, ("ledger", "first"))
        if hands != UNTIL_BUST:
            _check("hands", hands, 0, _MAX_HANDS)
        if dealer_plays not in (True, False):
            raise ValueError("dealer_plays must be True or False, not %r" % (dealer_plays,))
        _check_choice("variant", variant, VARIANT_NAMES)
        if structure != FIXED:
            raise ValueError("structure: %s is not available yet; use fixed limit"
                             % STRUCTURE_NAMES[structure])
        if variant != STANDARD:
            raise ValueError("variant: %s is not available yet; use standard"
                             % VARIANT_NAMES[variant])
        if hands == UNTIL_BUST:
            raise ValueError("hands: 'until bust' needs all-in and side pots, "
                             "which are not available yet")
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
        self.check_stack(stack)

    def max_loss(self):
        """Most chips one player can put into one hand (ante plus a capped fixed-limit round)."""
        return self.ante + self.bet * (1 + self.raise_cap)

    def hand_count(self):
        """Hands in a session: one dealer rotation, or the agreed number (O-LENGTH)."""
        return self.hands or self.players

    def check_stack(self, stack, field="stack"):
        """Raise ValueError unless `stack` covers every hand of the session (R-NO-ALLIN)."""
        need = self.hand_count() * self.max_loss()
        if stack < need:
            raise ValueError("%s: %d chips cannot cover %d hands at up to %d chips each; "
                             "all-in is not available yet, so give at least %d"
                             % (field, stack, self.hand_count(), self.max_loss(), need))
