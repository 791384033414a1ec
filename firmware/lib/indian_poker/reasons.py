"""How a showdown is won, as codes a variant's `reason()` returns with a card or a value.

The words are the app's (one table, dealer/screens/hand_names.py), so that a translation
changes one place; the rules core only says which case it was.
"""

from .compat import const

HIGHEST = const(0)  # the highest card wins (the card)
LOWEST = const(1)   # V-LOW: the lowest card wins, the ace low (the card)
LOSES = const(2)    # V-DRINK: the lowest card loses (the card)
SHARED = const(3)   # V-COMMUNITY: the middle card is every live hand's highest: they split
PAIR = const(4)     # O-PAIRS: a pair (a card of the pair)
HIGH_CARDS = const(5)  # O-PAIRS without a pair: higher card, then lower (hi << 6 | lo)
POKER = const(6)    # V-STUD: the best five cards (the poker_rank hand value)
