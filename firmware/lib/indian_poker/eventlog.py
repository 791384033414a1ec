"""The compact event log of a hand: bytes, not objects.

Layout (version 2)::

    0  version (2)
    1  flags: bit 0 = physical deck (tracker mode)
    2  dealer seat
    3  number of seats n
    4  seats dealt in: a bitmask, low byte then high byte
    6  n card bytes in seat order (0xFF = not known: physical deck, or not dealt in)
    6+n events, one per action in turn order:
         0..4                FOLD CHECK CALL BET RAISE (no amount: fixed limit)
         0x08 | 3..4, t t t  BET or RAISE to a round target t (3 bytes, low first)
         0x20 | seat, c      a card revealed at a physical-deck showdown

The seat of each action is implied by the turn order, so a fixed-limit action is one
byte. Replaying the header and the events from the hand's starting balances rebuilds
the hand exactly; this is what undo, the save journal and hand histories build on.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(value):
        return value

VERSION = const(2)
HEADER_SIZE = const(6)
AMOUNT = const(0x08)
REVEAL = const(0x20)
FLAG_PHYSICAL = const(1)


def log_capacity(rules):
    """Bytes for a hand's log: enough for any fixed-limit hand; longer ones grow the buffer."""
    seats = rules.players
    # Each bet or raise lets every seat act once more; reveals take two bytes per seat.
    return HEADER_SIZE + seats + seats * (rules.raise_cap + 2) + 2 * seats


def write_header(buf, physical, dealer, cards, seated):
    """Write the header into `buf`; return its length."""
    seats = len(cards)
    buf[0] = VERSION
    buf[1] = FLAG_PHYSICAL if physical else 0
    buf[2] = dealer
    buf[3] = seats
    buf[4] = seated & 0xFF
    buf[5] = seated >> 8
    buf[HEADER_SIZE:HEADER_SIZE + seats] = cards
    return HEADER_SIZE + seats


def read_header(log, seats):
    """Check a log's header against a table of `seats`; return (physical, dealer, cards, seated).

    `cards` is None for a physical deck. Raises ValueError on a malformed header.
    """
    if len(log) < HEADER_SIZE or log[0] != VERSION:
        raise ValueError("not a hand log of a known version")
    if log[3] != seats or len(log) < HEADER_SIZE + seats or log[2] >= seats:
        raise ValueError("the hand log is for another table")
    seated = log[4] | log[5] << 8
    if seated >> seats or not seated & (seated - 1):
        raise ValueError("the hand log deals in impossible seats")
    physical = bool(log[1] & FLAG_PHYSICAL)
    cards = bytearray(log[HEADER_SIZE:HEADER_SIZE + seats])
    if physical:
        return True, log[2], None, seated
    seen = bytearray(52)
    for seat in range(seats):
        c = cards[seat]
        if seated >> seat & 1:
            if c >= 52 or seen[c]:
                raise ValueError("the hand log holds an impossible deal")
            seen[c] = 1
        elif c != 0xFF:
            raise ValueError("the hand log deals a card to a seat that is out")
    return False, log[2], cards, seated
