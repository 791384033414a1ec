"""Time on supervisor.ticks_ms()'s clock, which wraps at 2**29 ms (about 6 days)."""

from micropython import const

PERIOD = const(0x20000000)
_HALF = const(0x10000000)


def ticks_diff(later, earlier):
    """Signed milliseconds from `earlier` to `later`, right across the wrap."""
    return ((later - earlier + _HALF) & (PERIOD - 1)) - _HALF
