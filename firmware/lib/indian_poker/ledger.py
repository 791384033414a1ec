"""Exact chip accounting: chips are kept in units of 1/UNIT chip.

UNIT = 2520 is the least common multiple of 1..10, so a pot shared by any number of
winners a table can hold (R-PLAYERS) splits into whole units: nothing is ever rounded
(R-SPLIT, R-CONSERVE). `payout.settle` does the sharing.
"""

from .compat import const

UNIT = const(2520)
