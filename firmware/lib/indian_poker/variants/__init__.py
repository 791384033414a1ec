"""The game variants of RULES.md section 8, one module each, loaded only when chosen.

A variant module defines:
  SLOTS    one byte per card a seat holds: street << 1 | 1 for a private card
           (0 for a forehead card, seen by everyone but its holder)
  MIDDLE   one byte per shared middle card: the street it is turned up
  STREETS  betting rounds in a hand
  BETTING  False for a game without chips (V-DRINK)
  ante(rules) and strength(hand, seat): higher is better
"""

_MODULES = ("standard", "low", "twocard", "community", "stud", "party")


def load(variant):
    """The module of variant number `variant` (see indian_poker.rules)."""
    name = _MODULES[variant]
    # A non-empty fromlist makes __import__ return the submodule itself (CPython and
    # MicroPython alike).
    return __import__("indian_poker.variants." + name, None, None, (name,))
