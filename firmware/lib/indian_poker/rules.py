"""The rule set of a session (RULES.md sections 1-8), validated once up front.

Defaults are the standard profile. Every option is a small int so that a rule set
packs into a few bytes for the save journal (see `packing`).
"""

from .compat import const
from .variants import WORDS, load

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

_MAX_PLAYERS = const(10)
MAX_STACK = const(10000)  # chips; 10 seats x MAX_STACK x UNIT stays a small int
_MAX_HANDS = const(250)

STRUCTURE_NAMES = ("fixed limit", "pot limit", "no limit")


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
                 variant=STANDARD, pairs=False):
        _check("players", players, 2, _MAX_PLAYERS)
        _check("stack", stack, 1, MAX_STACK)
        _check("ante", ante, 0, 100)
        _check("bet", bet, 1, 100)
        _check("raise_cap", raise_cap, 0, 10)
        _check_choice("structure", structure, STRUCTURE_NAMES)
        _check_choice("tiebreak", tiebreak, ("split", "suits"))
        _check_choice("odd_chip", odd_chip, ("ledger", "first"))
        if hands != UNTIL_BUST and hands != LAST_STANDING and (
                not isinstance(hands, int) or isinstance(hands, bool)
                or not 0 <= hands <= _MAX_HANDS):
            raise ValueError("hands must be 0 (one rotation), 1 to %d, UNTIL_BUST (-1) or "
                             "LAST_STANDING (-2), not %r" % (_MAX_HANDS, hands))
        if dealer_plays not in (True, False):
            raise ValueError("dealer_plays must be True or False, not %r" % (dealer_plays,))
        _check_choice("variant", variant, WORDS)
        game = load(variant)   # what the variant declares (variants/__init__.py)
        if players > game.MAX_PLAYERS:
            raise ValueError("players: %s deals %d cards each, so 2 to %d players"
                             % (game.NAME, len(game.SLOTS), game.MAX_PLAYERS))
        if pairs not in (True, False):
            raise ValueError("pairs must be True or False, not %r" % (pairs,))
        if pairs and not game.PAIRS:  # O-PAIRS
            raise ValueError("pairs: only the two-card and community games have pairs")
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

    def hand_count(self):
        """Hands in a session: a rotation or the agreed number; 0 = no set number (O-LENGTH)."""
        if self.hands < 0:
            return 0
        return self.hands or self.players
