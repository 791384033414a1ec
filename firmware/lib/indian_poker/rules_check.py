"""Rules' checks: each value in its range, or ValueError naming the field (rules.Rules).

Loaded for a moment while a Rules is made, then dropped: its messages stay off the heap.
"""

from .compat import const
from .variants import WORDS, load

_MAX_PLAYERS = const(10)
_MAX_HANDS = const(250)
# rules.py's values, named here rather than imported: rules.py imports this module, and
# an import back would close a cycle (host_tests/core/test_rules.py checks they agree)
_MAX_STACK = const(10000)     # rules.MAX_STACK
_UNTIL_BUST = const(-1)       # rules.UNTIL_BUST
_LAST_STANDING = const(-2)    # rules.LAST_STANDING
_STRUCTURES = ("fixed limit", "pot limit", "no limit")   # rules.STRUCTURE_NAMES


def _check(field, value, low, high):
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError("%s must be a whole number from %d to %d, not %r"
                         % (field, low, high, value))


def _check_choice(field, value, names):
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < len(names):
        raise ValueError("%s must be one of: %s (0..%d), not %r"
                         % (field, ", ".join(names), len(names) - 1, value))


def check(players, stack, ante, bet, raise_cap, structure, tiebreak, odd_chip, hands,
          dealer_plays, variant, pairs):
    """Raise ValueError naming the first field out of range (see Rules)."""
    _check("players", players, 2, _MAX_PLAYERS)
    _check("stack", stack, 1, _MAX_STACK)
    _check("ante", ante, 0, 100)
    _check("bet", bet, 1, 100)
    _check("raise_cap", raise_cap, 0, 10)
    _check_choice("structure", structure, _STRUCTURES)
    _check_choice("tiebreak", tiebreak, ("split", "suits"))
    _check_choice("odd_chip", odd_chip, ("ledger", "first"))
    if hands != _UNTIL_BUST and hands != _LAST_STANDING and (
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
