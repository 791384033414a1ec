"""The compact event log of a hand: bytes, not objects.

Layout (version 1)::

    0  version (1)
    1  flags: bit 0 = physical deck (tracker mode)
    2  dealer seat
    3  number of seats n
    4  n card bytes in seat order (0xFF = not known: physical deck)
    4+n events, one per action in turn order:
         0..4            FOLD CHECK CALL BET RAISE (fixed limit: no amount)
         0x20 | seat, c  a card revealed at a physical-deck showdown

The seat of each action is implied by the turn order, so a fixed-limit action is one
byte. Replaying the header and the events from the hand's starting balances rebuilds
the hand exactly; this is what undo, the save journal and hand histories build on.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(value):
        return value

VERSION = const(1)
HEADER_SIZE = const(4)
REVEAL = const(0x20)
FLAG_PHYSICAL = const(1)


def log_capacity(rules):
    """Bytes that hold the longest possible hand under `rules` (no growth needed)."""
    seats = rules.players
    # Each bet or raise lets every seat act once more; reveals take two bytes per seat.
    return HEADER_SIZE + seats + seats * (rules.raise_cap + 2) + 2 * seats


def write_header(buf, physical, dealer, cards):
    """Write the header into `buf`; return its length."""
    seats = len(cards)
    buf[0] = VERSION
    buf[1] = FLAG_PHYSICAL if physical else 0
    buf[2] = dealer
    buf[3] = seats
    buf[HEADER_SIZE:HEADER_SIZE + seats] = cards
    return HEADER_SIZE + seats


def read_header(log, seats):
    """Check a log's header against a table of `seats`; return (physical, dealer, cards).

    `cards` is None for a physical deck. Raises ValueError on a malformed header.
    """
    if len(log) < HEADER_SIZE or log[0] != VERSION:
        raise ValueError("not a hand log of a known version")
    if log[3] != seats or len(log) < HEADER_SIZE + seats:
        raise ValueError("the hand log is for another number of players")
    physical = bool(log[1] & FLAG_PHYSICAL)
    cards = bytes(log[HEADER_SIZE:HEADER_SIZE + seats])
    if physical:
        return True, log[2], None
    seen = 0
    for c in cards:
        if c >= 52 or seen >> c & 1:
            raise ValueError("the hand log holds an impossible deal")
        seen |= 1 << c
    return False, log[2], cards
