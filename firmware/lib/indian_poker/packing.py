"""Rules as 12 bytes and back, for the save journal and hand histories."""

# Layout: version, players, stack (2 bytes, low first), ante, bet, raise cap,
# structure, flags (bit 0 suit tiebreak, 1 odd chip to the first winner, 2 the dealer
# sits out, 3 pairs count), hands (0..250; 0xFF until bust, 0xFE last standing),
# variant, and a reserved 0.
# Version 1 was written before R-BUST and O-PAIRS: its "until bust" (0xFF) played on
# until one player was left, which is LAST_STANDING now, and pairs always counted in
# the two-card and community games. It unpacks with that meaning, so a session saved
# then resumes as it was agreed.

from .compat import const
from .rules import COMMUNITY, LAST_STANDING, TWO_CARD, UNTIL_BUST, Rules

_VERSION = const(2)
PACKED_SIZE = const(12)
_BUST = const(0xFF)
_LAST = const(0xFE)


def pack_rules(rules):
    """These rules as PACKED_SIZE bytes; `unpack_rules` reverses it."""
    hands = rules.hands
    if hands == UNTIL_BUST:
        hands = _BUST
    elif hands == LAST_STANDING:
        hands = _LAST
    return bytes((_VERSION, rules.players, rules.stack & 0xFF, rules.stack >> 8, rules.ante,
                  rules.bet, rules.raise_cap, rules.structure,
                  rules.tiebreak | rules.odd_chip << 1 | (not rules.dealer_plays) << 2
                  | rules.pairs << 3,
                  hands, rules.variant, 0))


def unpack_rules(data):
    """Rules from `pack_rules` bytes (this version or the one before); ValueError if malformed."""
    version = data[0] if len(data) == PACKED_SIZE else 0
    if not 1 <= version <= _VERSION or data[11] != 0:
        raise ValueError("saved rules are not in a known format")
    flags = data[8]
    hands = data[9]
    variant = data[10]
    if version == 1:
        if flags > 7:
            raise ValueError("saved rules are not in a known format")
        pairs = variant == TWO_CARD or variant == COMMUNITY
        hands = LAST_STANDING if hands == _BUST else hands
    else:
        if flags > 15:
            raise ValueError("saved rules are not in a known format")
        pairs = bool(flags & 8)
        hands = UNTIL_BUST if hands == _BUST else LAST_STANDING if hands == _LAST else hands
    return Rules(players=data[1], stack=data[2] | data[3] << 8, ante=data[4], bet=data[5],
                 raise_cap=data[6], structure=data[7], tiebreak=flags & 1,
                 odd_chip=flags >> 1 & 1, hands=hands, dealer_plays=not flags & 4,
                 variant=variant, pairs=pairs)


def is_old(data):
    """True for rules packed before R-BUST and O-PAIRS (see above)."""
    return len(data) == PACKED_SIZE and data[0] == 1
