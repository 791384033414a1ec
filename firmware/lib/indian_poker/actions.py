"""Betting actions as small ints; `legal()` masks use bit (1 << action)."""

from .compat import const

FOLD = const(0)
CHECK = const(1)
CALL = const(2)
BET = const(3)
RAISE = const(4)


def action_name(action):
    """Lower-case name of an action, e.g. action_name(BET) == 'bet'."""
    return ("fold", "check", "call", "bet", "raise")[action]
