"""The compact event log of a hand: bytes, not objects (EventLog)."""

# Layout (version 3):
#   0  version (3; version 2 logs, which never carry a salt, still read)
#   1  flags: bit 0 = physical deck (tracker mode), bit 1 = salted
#   2  dealer seat
#   3  number of seats n
#   4  seats dealt in: a bitmask, low byte then high byte
#   6  number of card bytes k (seats x cards per seat, then the middle cards)
#   7  k card bytes, seat by seat (0xFF = not known: physical deck, or seat out)
#   7+k  salted only: the 16-byte salt of the deal fingerprint (fingerprint.py)
#   then the events, one per action in turn order (their sizes: event_size):
#        0..4                FOLD CHECK CALL BET RAISE (no amount: fixed limit)
#        0x08 | 3..4, t t t  BET or RAISE to a round target t (3 bytes, low first)
#        0x20 | seat, c      a forehead card revealed at a physical-deck showdown
# EventLog.append writes an event with its value (replay.value_of reads it back);
# Hand.act writes its actions inline, the same way: that is the hot path.
# The seat of each action follows from the turn order, so a fixed-limit action is one
# byte. Replaying the header and the events from the hand's starting balances rebuilds
# the hand exactly (replay.read_header reads the header back); undo, the save journal
# and hand histories build on this. A Hand
# keeps its log in an EventLog (`hand.events`); Hand.act, reveal and undo return the
# offset at which the log changed, so whoever saves the hand copies just that part.

from .compat import const

VERSION = const(3)
OLD_VERSION = const(2)
HEADER_SIZE = const(7)
AMOUNT = const(0x08)
REVEAL = const(0x20)
REVEAL_SEAT = const(0x1F)   # a reveal's seat, below the REVEAL bit
AMOUNT_SIZE = const(4)      # an action with its target: the event, then 3 bytes
REVEAL_SIZE = const(2)      # a revealed card: the event, then the card
FLAG_PHYSICAL = const(1)
FLAG_SALTED = const(2)
SALT_SIZE = const(16)


def event_size(event):
    """Bytes taken by the event starting with byte `event`."""
    if event & REVEAL:
        return REVEAL_SIZE
    if event & AMOUNT:
        return AMOUNT_SIZE
    return 1


def count_events(buf, at, end):
    """(actions, cards entered) among the events of buf[at:end]."""
    actions = cards = 0
    while at < end:
        if buf[at] & REVEAL:
            cards += 1
        else:
            actions += 1
        at += event_size(buf[at])
    return actions, cards


def log_capacity(rules, card_count):
    """Bytes for a hand's log: enough for a fixed-limit round; longer hands grow the buffer."""
    seats = rules.players
    # Each bet or raise lets every seat act once more; reveals take two bytes per seat.
    return HEADER_SIZE + card_count + SALT_SIZE + seats * (rules.raise_cap + 2) + 2 * seats


def write_header(buf, physical, dealer, seats, cards, seated, salt=None):
    """Write the header into `buf`, with the deal's `salt` if given; return its length."""
    buf[0] = VERSION
    buf[1] = FLAG_PHYSICAL if physical else 0
    buf[2] = dealer
    buf[3] = seats
    buf[4] = seated & 0xFF
    buf[5] = seated >> 8
    end = len(cards)
    buf[6] = end
    end += HEADER_SIZE
    buf[HEADER_SIZE:end] = cards
    if salt is None:
        return end
    buf[1] |= FLAG_SALTED
    buf[end:end + SALT_SIZE] = salt
    return end + SALT_SIZE


def write_salt(buf, salt):
    """Add the deal's salt to the header in `buf` (no events yet); return the header's length."""
    end = HEADER_SIZE + buf[6]
    buf[1] |= FLAG_SALTED
    buf[end:end + SALT_SIZE] = salt
    return end + SALT_SIZE


def events_start(log):
    """Where the events of a log begin: just past its header (cards and salt)."""
    if log[1] & FLAG_SALTED:
        return HEADER_SIZE + log[6] + SALT_SIZE
    return HEADER_SIZE + log[6]


def salt_of(log):
    """The salt of a log's deal as bytes, or None (a real deck, a stacked deck, version 2)."""
    if not log[1] & FLAG_SALTED:
        return None
    start = HEADER_SIZE + log[6]
    return bytes(log[start:start + SALT_SIZE])


def last_event(buf, start, end):
    """Offset of the last event in buf[start:end], or -1 when there is none."""
    last = -1
    while start < end:
        last = start
        start += event_size(buf[start])
    return last


def chunk_end(buf, at, end, most):
    """End of the longest run of whole events from `at` (before `end`) of at most `most` bytes.

    An event is never split, so at least one event is taken even if it is longer.
    """
    stop = at
    while stop < end:
        size = event_size(buf[stop])
        if stop > at and stop + size - at > most:
            break
        stop += size
    return stop


class EventLog:
    """A hand's log in one growing bytearray: `buf[:end]`, the events from `start` on.

    Read it with the functions above: last_event, chunk_end (records of whole events).
    """

    def __init__(self, capacity):
        self.buf = bytearray(capacity)
        self.start = 0   # just past the header: where the events begin
        self.end = 0     # just past the last event: where the next one goes

    def deal(self, physical, dealer, seats, cards, seated, salt=None):
        """Write the header of a deal (again after a misdeal), salted if `salt` is given:
        the log holds no event yet."""
        self.start = self.end = write_header(self.buf, physical, dealer, seats, cards, seated,
                                             salt)

    def seal(self, salt):
        """Add the deal fingerprint's salt to the header, before any event."""
        self.start = self.end = write_salt(self.buf, salt)

    def append(self, event, value=0, size=1):
        """Append an event of `size` bytes (`event`, then `value` low byte first); its offset."""
        buf = self.buf
        at = self.end
        if at + size > len(buf):  # only long pot- or no-limit hands outgrow the first buffer
            buf.extend(bytes(len(buf)))
        buf[at] = event
        for i in range(1, size):
            buf[at + i] = value & 0xFF
            value >>= 8
        self.end = at + size
        return at

