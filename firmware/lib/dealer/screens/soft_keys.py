"""The betting soft keys: A folds, B checks or calls, C bets or raises (when legal)."""

from indian_poker import BET, CALL, CHECK, FOLD, RAISE

from . import screens

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

_KEY_A = const(0)
_KEY_B = const(1)
_KEY_C = const(2)


def labels(hand, betting=True):
    """The bottom row for the player to act: only the legal actions are labelled."""
    if not betting:   # V-DRINK: a player just looks at the others' cards
        return screens.keys("", "SEEN", "")
    legal = hand.legal()
    b = "CHECK" if legal >> CHECK & 1 else ("CALL" if legal >> CALL & 1 else "")
    c = "BET" if legal >> BET & 1 else ("RAISE" if legal >> RAISE & 1 else "")
    return screens.keys("FOLD" if legal >> FOLD & 1 else "", b, c)


def action_for(hand, key):
    """The action soft key `key` stands for now, or -1 if it is not allowed."""
    legal = hand.legal()
    if key == _KEY_A:
        action = FOLD
    elif key == _KEY_B:
        action = CHECK if legal >> CHECK & 1 else CALL
    elif key == _KEY_C:
        action = BET if hand.target == 0 else RAISE
    else:
        return -1
    return action if legal >> action & 1 else -1
