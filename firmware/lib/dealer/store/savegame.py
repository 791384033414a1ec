"""What the journal's records mean, and the snapshot record written at each compaction."""

# The first record is a snapshot: the session before the hand in play (or after the
# last one), with the rules, names and mode. Every later record is one change, in the
# order it happened (kinds in journal.py):
#   D  a hand is dealt: its event-log header (dealer, seats, cards; no cards for a
#      real deck: tracker mode stores no cards, pass-around stores the hand's cards)
#   E  actions of that hand: event-log bytes (eventlog.py), usually one
#   U  the last action was undone        M  misdeal: the new header
#   R  options changed between hands: packed rules, then the mode byte (MODE_*)
#   X  the session was ended             W  resume at boot without asking (sleep, crash)
#   N  start with a new session at boot without asking (written by older versions)
#   Q  ask at boot: the players left the session to set up a new one, which has not
#      started; A the crash screen's NEW (the setup now, asked at the next boot)
#   B  between hands, a rebuy or a leaver: one byte, the seat (| 0x80: left the table);
#      a new player joining a seat that was left: the seat | 0x40, then their name (3)
#   C  the last buy-in since the deal taken back (Undo): its B byte, then the button
#      before it (a leaver who had the button passed it on)
#   P  after the snapshot of an image written between hands: a buy-in since the last
#      deal that the snapshot already holds, as C would take it back (B byte, button)
#   V  the session's chip value for the settle-up, as text ("1 chip = 0.10 EUR"); after
#      the snapshot of each image, when the session has one
#   I  the session id (8 bytes, drawn with the first dealt hand; the deal fingerprints
#      use it). Appended with that hand's header after it, as one record, so that no
#      power cut can keep the one without the other; alone after the snapshot of a
#      compaction.
# Snapshot payload: MAGIC (the third byte is the format version), packed rules (12),
# flags (FLAG_TRACKER, FLAG_ENDED, FLAG_LEARN), hands settled (2, low first), dealer; then each
# seat's name (3 bytes, 0-padded); then per seat: stack and balance (4 bytes each,
# units of 1/UNIT chip, low first) and tally (1); with FLAG_LEFT, then the bitmask of
# the seats that left (2 bytes, low first); with FLAG_DEPARTED, then how many players
# made room for a new one (1), and each one's name (3), chips taken and bought (4 each).
# restore.py reads it all back.

from micropython import const

from indian_poker.packing import PACKED_SIZE, pack_rules

MAGIC = b"IP\x01"
FIXED = const(19)        # magic 3, rules 12, flags, hands settled (2), dealer
PER_SEAT = const(12)     # name 3, stack 4, balance 4, tally 1
FLAG_TRACKER = const(1)
FLAG_ENDED = const(2)
FLAG_LEARN = const(4)
FLAG_LEFT = const(8)     # players have left: their bitmask follows the seats
FLAG_DEPARTED = const(16)  # new players took seats that were left: the leavers follow
PER_DEPARTED = const(11)   # name 3, taken 4, bought 4
MOST_PEOPLE = const(12)    # seats and departed players in one session (buyins.MAX_PEOPLE)
JOINED = const(0x40)       # in a B record: a new player took the seat (buyins.JOINED)
MODE_TRACKER = const(1)  # the mode byte of an R record: a real deck ..
MODE_LEARN = const(2)    # .. and learn mode (older saves have 0 or 1: learn mode off)


def mode_byte(table):
    """The table's mode as the R record stores it: MODE_TRACKER | MODE_LEARN."""
    return (MODE_TRACKER if table.tracker else 0) | (MODE_LEARN if table.learn else 0)


def snapshot_size(players, left=False, departed=0):
    """Payload bytes of a snapshot record for that many players (`left`: some left;
    `departed`: how many made room for a new player)."""
    return (FIXED + PER_SEAT * players + (2 if left else 0)
            + (1 + PER_DEPARTED * departed if departed else 0))


def write_snapshot(buf, rules, names, mode, ended, state, left=0, departed=()):
    """Fill `buf` with a snapshot payload (`mode`: mode_byte); `state` is
    snapshot.before_hand(), `departed` Session.departed; return its size."""
    stacks, balances, tally, dealer, settled = state
    n = rules.players
    buf[0:3] = MAGIC
    buf[3:3 + PACKED_SIZE] = pack_rules(rules)
    buf[15] = ((FLAG_TRACKER if mode & MODE_TRACKER else 0) | (FLAG_ENDED if ended else 0)
               | (FLAG_LEARN if mode & MODE_LEARN else 0) | (FLAG_LEFT if left else 0)
               | (FLAG_DEPARTED if departed else 0))
    buf[16] = settled & 0xFF
    buf[17] = settled >> 8
    buf[18] = dealer
    pos = FIXED
    for seat in range(n):
        put_name(buf, pos, names[seat])
        pos += 3
    for seat in range(n):
        _put_u32(buf, pos, stacks[seat])
        _put_u32(buf, pos + 4, balances[seat])
        buf[pos + 8] = tally[seat]
        pos += 9
    if left:
        buf[pos] = left & 0xFF
        buf[pos + 1] = left >> 8
        pos += 2
    if departed:
        buf[pos] = len(departed)
        pos += 1
        for k in range(len(departed)):
            put_name(buf, pos, names[n + k])
            _put_u32(buf, pos + 3, departed[k][0])
            _put_u32(buf, pos + 7, departed[k][1])
            pos += PER_DEPARTED
    return pos


def put_name(buf, pos, name):
    """`name` in the 3 bytes of `buf` at `pos`, 0-padded."""
    for i in range(3):
        buf[pos + i] = ord(name[i]) if i < len(name) else 0


def read_name(image, pos, names):
    """The 3-byte name at `pos` (0-padded); ValueError if it is not one or is taken."""
    name = ""
    for i in range(3):
        c = image[pos + i]
        if c == 0 and i:
            break
        if not (0x41 <= c <= 0x5A or 0x30 <= c <= 0x39):
            raise ValueError("name")
        name += chr(c)
    if name in names:
        raise ValueError("name twice")
    return name


def _put_u32(buf, pos, value):
    buf[pos] = value & 0xFF
    buf[pos + 1] = value >> 8 & 0xFF
    buf[pos + 2] = value >> 16 & 0xFF
    buf[pos + 3] = value >> 24 & 0xFF
