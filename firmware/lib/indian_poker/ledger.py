"""Exact chip accounting: chips are kept in units of 1/UNIT chip.

UNIT = 2520 is the least common multiple of 1..10, so a pot shared by any number of
winners a table can hold (R-PLAYERS) splits into whole units: nothing is ever rounded
(R-SPLIT, R-CONSERVE).
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(value):
        return value

UNIT = const(2520)


def popcount(mask):
    """Number of set bits in a small non-negative int."""
    count = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


def split(chips, winners, first_seat, seats, whole_chips, credit):
    """Share `chips` among the seats in bitmask `winners`, calling credit(seat, units).

    With whole_chips False each winner gets exactly chips/k (R-SPLIT). With it True
    (O-ODD-CHIP FIRST) each gets the whole-chip share and the indivisible remainder goes
    to the first winner clockwise from `first_seat`.
    """
    k = popcount(winners)
    if whole_chips:
        share = chips // k * UNIT
        rest = chips % k * UNIT
    else:
        share = chips * UNIT // k
        rest = 0
    seat = first_seat
    for _ in range(seats):
        if winners >> seat & 1:
            credit(seat, share + rest)
            rest = 0
        seat += 1
        if seat == seats:
            seat = 0
