"""Reading a journal back into a session; anything unusable is "no usable save"."""

# Reading replays each hand's log on the restored snapshot (Session.replay), so a
# resumed session is exactly where the last complete record left it. Anything that
# does not read back as a session that could have been played is LOST. Needed only
# at power-up: resume.py frees this module once it is done.

from micropython import const

from indian_poker.eventlog import events_start, last_event
from indian_poker.packing import PACKED_SIZE, is_old, unpack_rules
from indian_poker.snapshot import conserved, restore

from . import savegame as sg
from .journal import (
    AGAIN,
    BUYIN,
    CHIP_VALUE,
    DEAL,
    END,
    EVENTS,
    FRESH,
    LANG,
    MISDEAL,
    OFFER,
    PENDING,
    RULES,
    SESSION_ID,
    SNAPSHOT,
    UNBUY,
    UNDO,
    WAKE,
    erased_from,
    record_end,
)

EMPTY = const(0)         # blank NVM: nothing was ever saved
SAVED = const(1)
LOST = const(2)          # something is there, but no usable session
OLD = const(3)           # a session saved before R-BUST that today's rules cannot resume
ASK = const(0)           # boot intents
RESUME = const(1)
NEW = const(2)
SETUP = const(3)         # the setup now, the save offered again at the next power-up
_INTENTS = {WAKE: RESUME, FRESH: NEW, AGAIN: SETUP, OFFER: ASK}   # a record's boot intent


class Saved:
    """A journal read back: status, and for SAVED the session, names, mode and intent."""

    def __init__(self, status, session=None, names=None, mode=0, intent=ASK):
        self.status = status
        self.session = session
        self.names = names
        self.tracker = bool(mode & sg.MODE_TRACKER)
        self.learn = bool(mode & sg.MODE_LEARN)
        self.intent = intent
        self.lost = ""    # what a torn last record took away, in words (lost_record)
        self.chip_value = None   # dealer.chip_value.ChipValue, if the session had one
        self.language = ""       # the language it was played in; "" in an older save
        self.bought = []  # (B byte, button before) of each buy-in since the last deal


def load(image, entropy=None):
    """Read a journal image; never raises: a bad one is Saved(LOST), a blank one EMPTY."""
    if erased_from(image, 0):
        return Saved(EMPTY)
    try:
        return _read(image, entropy)
    except Exception:  # noqa: BLE001 - any malformed save is "no usable save", never a crash
        return Saved(OLD if _old(image) else LOST)


def _old(image):
    """True if the first record is a sound snapshot whose rules predate R-BUST."""
    # Such a session resumes as it was agreed (packing.unpack_rules), except one where a
    # player had already run out of chips in a set number of hands: it sat out then, and
    # R-BUST ends that session now, so the hand in play cannot go on.
    end = record_end(image, 0)
    return end > 17 and image[1] == SNAPSHOT and is_old(image[5:5 + PACKED_SIZE])


def _u32(data, pos):
    return data[pos] | data[pos + 1] << 8 | data[pos + 2] << 16 | data[pos + 3] << 24


def _read(image, entropy):
    end = record_end(image, 0)
    if end < 0 or image[1] != SNAPSHOT:
        raise ValueError("no snapshot")
    session, names, mode = _snapshot(image, 2, end - 4, entropy)
    # the hand's log (replayed once a record needs it), mode byte, the intent of the last
    # record, the chip value, the names (seats, then departed players), the buy-ins since
    # the last deal, the language
    state = [None, mode, ASK, None, names, [], ""]
    pos = end
    while True:
        end = record_end(image, pos)
        if end < 0:
            break
        state[2] = ASK
        if not _hand_record(session, state, image[pos + 1], image, pos + 2, end - 4) and \
                not _table_record(session, state, image[pos + 1], image, pos + 2, end - 4):
            raise ValueError("unknown record")
        pos = end
    replay(session, state)
    if not conserved(session):   # R-CONSERVE
        raise ValueError("chips not conserved")
    saved = Saved(SAVED, session, names, state[1], state[2])
    saved.chip_value = state[3]
    saved.bought = state[5]
    saved.language = state[6]
    return saved


def _hand_record(session, state, kind, image, a, b):
    """A record of the hand in play; False if it is none."""
    log = state[0]
    if kind == DEAL:
        replay(session, state)
        state[0] = bytearray(image[a:b])
        state[5] = []
    elif kind == EVENTS and log is not None and b > a:
        log.extend(image[a:b])
    elif kind == UNDO and log is not None:
        _drop_last_event(log)
    elif kind == MISDEAL and log is not None and len(log) == events_start(log) \
            and b - a > 7 and b - a == events_start(memoryview(image)[a:b]):
        log[:] = image[a:b]   # the new deal (and salt) of a hand with no action yet
    elif kind == SESSION_ID and (b - a == 8 or b - a > 8 + 7):
        session.session_id = bytes(image[a:a + 8])
        if b - a > 8:   # the first dealt hand, journaled with the id it drew
            replay(session, state)
            state[0] = bytearray(image[a + 8:b])
            state[5] = []
    else:
        return False
    return True


def _table_record(session, state, kind, image, a, b):
    """A record of the session between hands, or a boot intent; False if it is none."""
    if kind == RULES and b - a == PACKED_SIZE + 1 and image[b - 1] < 4:
        replay(session, state)
        from indian_poker.retable import change_rules
        change_rules(session, _same_table(session.rules, unpack_rules(image[a:b - 1])))
        state[1] = image[b - 1]
    elif kind == END and a == b:
        replay(session, state)
        session.end()
    elif kind == BUYIN or kind == UNBUY or kind == PENDING:
        if kind != PENDING:   # (a record that is none of them fails the whole image)
            replay(session, state)
        from .buyin_records import buyin_record  # only a session with buy-ins needs it
        return buyin_record(session, state, kind, image, a, b)
    elif kind == CHIP_VALUE:
        from ..chip_value import parse_chip_value
        state[3] = parse_chip_value(bytes(image[a:b]).decode())
    elif kind == LANG and b - a == 2:
        state[6] = bytes(image[a:b]).decode()
    elif a == b and kind in _INTENTS:
        state[2] = _INTENTS[kind]
    else:
        return False
    return True


def replay(session, state):
    """Replay the hand's log kept in `state`, if any, onto `session`."""
    if state[0] is not None:
        session.replay(bytes(state[0]))
        state[0] = None


def _snapshot(image, a, b, entropy):
    if b - a < sg.FIXED or image[a:a + 3] != sg.MAGIC:
        raise ValueError("not a snapshot of this format")
    rules = unpack_rules(image[a + 3:a + 15])
    n = rules.players
    flags = image[a + 15]
    pos = a + sg.FIXED + sg.PER_SEAT * n + (2 if flags & sg.FLAG_LEFT else 0)
    gone = image[pos] if flags & sg.FLAG_DEPARTED and pos < b else 0
    if b - a != sg.snapshot_size(n, flags & sg.FLAG_LEFT, gone) or flags > 31 or \
            flags & sg.FLAG_DEPARTED and not gone:
        raise ValueError("snapshot size")
    names = []  # type: list
    pos = a + sg.FIXED
    for _ in range(n):
        names.append(sg.read_name(image, pos, names))
        pos += 3
    stacks, balances, tally = [], [], []
    for _ in range(n):
        stacks.append(_u32(image, pos))
        balances.append(_u32(image, pos + 4))
        tally.append(image[pos + 8])
        pos += 9
    left = 0
    if flags & sg.FLAG_LEFT:
        left = image[pos] | image[pos + 1] << 8
        pos += 2
    departed = []
    for _ in range(gone):   # pos + 1: past the count
        departed.append((_u32(image, pos + 4), _u32(image, pos + 8)))
        names.append(sg.read_name(image, pos + 1, names))
        pos += sg.PER_DEPARTED
    settled = image[a + 16] | image[a + 17] << 8
    session = restore(rules, stacks, balances, tally, image[a + 18], settled,
                      flags & sg.FLAG_ENDED, entropy, left, departed)
    return session, names, ((sg.MODE_TRACKER if flags & sg.FLAG_TRACKER else 0)
                            | (sg.MODE_LEARN if flags & sg.FLAG_LEARN else 0))


def _drop_last_event(log):
    last = last_event(log, events_start(log), len(log))
    if last < 0:
        raise ValueError("nothing to undo")
    log[last:] = b""


def _same_table(old, new):
    """Between hands the players and their starting stack stay; the game, the betting and
    the number of hands may change (screens/settings_panel.py), journaled as RULES."""
    if (new.players, new.stack, new.ante) != (old.players, old.stack, old.ante):
        raise ValueError("changed table")
    return new
