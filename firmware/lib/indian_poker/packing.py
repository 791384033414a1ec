"""Rules as 12 bytes and back, for the save journal and hand histories."""

from .rules import UNTIL_BUST, Rules

try:
    from micropython import const
except ImportError:  # CPython
    def const(value):
        return value

_VERSION = const(1)
PACKED_SIZE = const(12)


def pack_rules(rules):
    """These rules as PACKED_SIZE bytes; `unpack_rules` reverses it."""
    return bytes((_VERSION, rules.players, rules.stack & 0xFF, rules.stack >> 8, rules.ante,
                  rules.bet, rules.raise_cap, rules.structure,
                  rules.tiebreak | rules.odd_chip << 1 | (not rules.dealer_plays) << 2,
                  rules.hands & 0xFF, rules.variant, 0))


def unpack_rules(data):
    """Rules from `pack_rules` bytes; raises ValueError on anything malformed."""
    if len(data) != PACKED_SIZE or data[0] != _VERSION or data[11] != 0:
        raise ValueError("saved rules are not in a known format")
    flags = data[8]
    if flags > 7:
        raise ValueError("saved rules are not in a known format")
    hands = data[9]
    return Rules(players=data[1], stack=data[2] | data[3] << 8, ante=data[4], bet=data[5],
                 raise_cap=data[6], structure=data[7], tiebreak=flags & 1,
                 odd_chip=flags >> 1 & 1, hands=UNTIL_BUST if hands == 0xFF else hands,
                 dealer_plays=not flags & 4, variant=data[10])
