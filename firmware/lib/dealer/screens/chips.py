"""Chip amounts for the screen: ledger units (1/2520 chip) as "100½" or "33 1/3"."""

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

_UNIT = const(2520)  # indian_poker.UNIT: every split among up to 10 players is exact
_HALF = const(1260)


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def chips(units):
    """A ledger amount as chips: 2520 -> "1", 253260 -> "100½", -6300 -> "-2½", 840 -> "1/3"."""
    sign = "-" if units < 0 else ""
    units = -units if units < 0 else units
    whole = units // _UNIT
    part = units % _UNIT
    if not part:
        return "%s%d" % (sign, whole)
    if part == _HALF:
        return "%s%s½" % (sign, whole if whole else "")
    g = _gcd(part, _UNIT)
    if whole:
        return "%s%d %d/%d" % (sign, whole, part // g, _UNIT // g)
    return "%s%d/%d" % (sign, part // g, _UNIT // g)


def net(units):
    """A change of balance with its sign: "+3", "-1½", "0"."""
    if units > 0:
        return "+" + chips(units)
    return chips(units)
