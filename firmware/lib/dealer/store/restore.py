"""Reading a journal back into a session; anything unusable is "no usable save"."""

# Reading replays each hand's log on the restored snapshot (Session.replay), so a
# resumed session is exactly where the last complete record left it. A record torn by
# a power cut is lost, and said (lost.py); an image cut while it was programmed is
# told by its header; a bad record with valid records after it is damage: the session
# goes back to before the hand it was in, and the message says how far. Anything that
# does not read back as a session that could have been played is LOST. Needed only at
# power-up: resume.py frees this module once it is done.

from micropython import const

from indian_poker.eventlog import events_start, last_event
from indian_poker.packing import PACKED_SIZE, unpack_rules
from indian_poker.snapshot import conserved, restore

from . import journal as jr
from . import savegame

EMPTY = const(0)         # blank NVM: nothing was ever saved
SAVED = const(1)
LOST = const(2)          # something is there, but no usable session
OLD = const(3)           # a session saved before R-BUST that today's rules cannot resume
ASK = const(0)           # boot intents
RESUME = const(1)
NEW = const(2)
SETUP = const(3)         # the setup now, the save offered again at the next power-up
NOTHING = const(0)       # what was lost (lost.py says which): nothing
_INTENTS = {jr.WAKE: RESUME, jr.FRESH: NEW, jr.AGAIN: SETUP, jr.OFFER: ASK}   # boot intents


class Saved:
    """A journal read back: status, and for SAVED the session, names, mode and intent."""

    def __init__(self, status, session=None, names=None, mode=0, intent=ASK):
        self.status = status
        self.session = session
        self.names = names
        self.tracker = bool(mode & savegame.MODE_TRACKER)
        self.learn = bool(mode & savegame.MODE_LEARN)
        self.intent = intent
        self.loss = NOTHING   # what a power cut or damage took (lost.TORN, REWRITE, DAMAGED)
        self.lost = ""        # the same in words for the players (lost.py)
        self.kept = 0         # the journal's bytes the session was read from
        self.hand_at = 0      # where the hand in play was dealt
        self.holds = 0        # the records read of the kinds an image header counts
        self.chip_value = None   # dealer.chip_value.ChipValue, if the session had one
        self.language = ""       # the language it was played in; "" in an older save
        self.bought = []  # (B byte, button before) of each buy-in since the last deal


class Bad(Exception):
    """A record that checks out but does not replay: args (its offset, where the hand in
    play was dealt)."""


def load(image, entropy=None, room=-1):
    """Read a journal image (`room`: where its records may end); never raises: a bad one
    is Saved(LOST), a blank one EMPTY, and what was lost is said in `lost`."""
    if jr.erased_from(image, 0):
        return Saved(EMPTY)
    room = len(image) if room < 0 else room
    try:
        end = jr.chain_end(image)
        promised = image[2] | image[3] << 8 if image[1] == jr.HEADER and end else 0
        if end >= promised and jr.erased_from(image, end, room):   # nothing past the records
            try:
                return read(image, entropy, end)
            except Bad:
                pass
        from .lost import assess  # a power cut or damage: what it took, and the words
        return assess(_this(), image, entropy, room, end)
    except Exception:  # noqa: BLE001 - any malformed save is "no usable save", never a crash
        from .lost import unusable
        return unusable(_this(), image, room)


def _this():
    """This module, for lost.py to read with (it does not import it back)."""
    import sys
    return sys.modules[__name__]


def _u32(data, pos):
    return data[pos] | data[pos + 1] << 8 | data[pos + 2] << 16 | data[pos + 3] << 24


def read(image, entropy, limit):
    """The session the records up to `limit` make; Bad names a record that cannot."""
    pos = jr.record_end(image, 0) if image[1] == jr.HEADER else 0
    end = jr.record_end(image, pos) if pos >= 0 else -1
    if end < 0 or image[pos + 1] != jr.SNAPSHOT:
        raise ValueError("no snapshot")
    session, names, mode = _snapshot(image, pos + 2, end - 4, entropy)
    # the hand's log (replayed once a record needs it), mode byte, the intent of the last
    # record, the chip value, the names (seats, then departed players), where the hand in
    # play was dealt, what was read of the kinds an image header counts (HOLDS_*), the
    # buy-ins since the last deal, the language
    state = [None, mode, ASK, None, names, end, 0, [], ""]
    pos = end
    while pos < limit:
        end = jr.record_end(image, pos)
        state[2] = ASK
        try:
            if not _hand_record(session, state, image[pos + 1], image, pos + 2, end - 4) \
                    and not _table_record(session, state, image[pos + 1], image, pos + 2,
                                          end - 4):
                raise ValueError("unknown record")
        except Exception:  # noqa: BLE001 - said as damage there
            raise Bad(pos, state[5])
        pos = end
    try:
        replay(session, state)
    except Exception:  # noqa: BLE001
        raise Bad(limit, state[5])
    if not conserved(session):   # R-CONSERVE
        raise ValueError("chips not conserved")
    saved = Saved(SAVED, session, names, state[1], state[2])
    saved.chip_value = state[3]
    saved.kept = limit
    saved.hand_at = state[5]
    saved.holds = state[6]
    saved.bought = state[7]
    saved.language = state[8]
    return saved


def _hand_record(session, state, kind, image, a, b):
    """A record of the hand in play; False if it is none."""
    log = state[0]
    if kind == jr.DEAL:
        replay(session, state)
        state[0] = bytearray(image[a:b])
        state[5] = a - 2   # the hand in play was dealt here
        state[6] |= jr.HOLDS_HAND
    elif kind == jr.EVENTS and log is not None and b > a:
        state[7] = []
        log.extend(image[a:b])
    elif kind == jr.UNDO and log is not None:
        _drop_last_event(log)
    elif kind == jr.MISDEAL and log is not None and len(log) == events_start(log) \
            and b - a > 7 and b - a == events_start(memoryview(image)[a:b]):
        log[:] = image[a:b]   # the new deal (and salt) of a hand with no action yet
    elif kind == jr.SESSION_ID and (b - a == 8 or b - a > 8 + 7):
        session.session_id = bytes(image[a:a + 8])
        state[6] |= jr.HOLDS_ID
        if b - a > 8:   # the first dealt hand, journaled with the id it drew
            replay(session, state)
            state[0] = bytearray(image[a + 8:b])
            state[5] = a - 2
            state[7] = []
    else:
        return False
    return True


def _table_record(session, state, kind, image, a, b):
    """A record of the session between hands, or a boot intent; False if it is none."""
    if kind == jr.RULES and b - a == PACKED_SIZE + 1 and image[b - 1] < 4:
        replay(session, state)
        from indian_poker.retable import change_rules
        change_rules(session, _same_table(session.rules, unpack_rules(image[a:b - 1])))
        state[1] = image[b - 1]
        state[6] |= jr.HOLDS_RULES
    elif kind == jr.END and a == b:
        replay(session, state)
        session.end()
        state[6] |= jr.HOLDS_END
    elif kind == jr.BUYIN or kind == jr.UNBUY or kind == jr.PENDING:
        if kind != jr.PENDING:   # (a record that is none of them fails the whole image)
            replay(session, state)
        from .buyin_records import buyin_record  # only a session with buy-ins needs it
        return buyin_record(session, state, kind, image, a, b)
    elif kind == jr.CHIP_VALUE:
        from ..chip_value import parse_chip_value
        state[3] = parse_chip_value(bytes(image[a:b]).decode())
        state[6] |= jr.HOLDS_VALUE
    elif kind == jr.LANG and b - a == 2:
        state[8] = bytes(image[a:b]).decode()
        state[6] |= jr.HOLDS_LANG
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
    if b - a < savegame.FIXED or image[a:a + 3] != savegame.MAGIC:
        raise ValueError("not a snapshot of this format")
    rules = unpack_rules(image[a + 3:a + 15])
    n = rules.players
    flags = image[a + 15]
    pos = a + savegame.FIXED + savegame.PER_SEAT * n + (2 if flags & savegame.FLAG_LEFT else 0)
    gone = image[pos] if flags & savegame.FLAG_DEPARTED and pos < b else 0
    at = pos + (1 + savegame.PER_DEPARTED * gone if gone else 0)   # the bust order, if any
    out = image[at] if flags & savegame.FLAG_OUT and at < b else 0
    link = at + (1 + out if out else 0)   # the fingerprint chain, if any
    if b - a != savegame.snapshot_size(n, flags & savegame.FLAG_LEFT, gone, out,
                                       flags & savegame.FLAG_CHAIN) \
            or flags > 127 or flags & savegame.FLAG_DEPARTED and not gone \
            or flags & savegame.FLAG_OUT and not out:
        raise ValueError("snapshot size")
    names = []  # type: list
    pos = a + savegame.FIXED
    for _ in range(n):
        names.append(savegame.read_name(image, pos, names))
        pos += 3
    stacks, balances, tally = [], [], []
    for _ in range(n):
        stacks.append(_u32(image, pos))
        balances.append(_u32(image, pos + 4))
        tally.append(image[pos + 8])
        pos += 9
    left = 0
    if flags & savegame.FLAG_LEFT:
        left = image[pos] | image[pos + 1] << 8
        pos += 2
    departed = []
    for _ in range(gone):   # pos + 1: past the count
        departed.append((_u32(image, pos + 4), _u32(image, pos + 8)))
        names.append(savegame.read_name(image, pos + 1, names))
        pos += savegame.PER_DEPARTED
    settled = image[a + 16] | image[a + 17] << 8
    chain = (bytes(image[link:link + 32]), image[link + 32] | image[link + 33] << 8) \
        if flags & savegame.FLAG_CHAIN else None
    session = restore(rules, stacks, balances, tally, image[a + 18], settled,
                      flags & savegame.FLAG_ENDED, entropy, left, departed,
                      bytes(image[at + 1:at + 1 + out]), chain)
    session.names = names   # the deal fingerprints hash them: they go on as they were
    return session, names, ((savegame.MODE_TRACKER if flags & savegame.FLAG_TRACKER else 0)
                            | (savegame.MODE_LEARN if flags & savegame.FLAG_LEARN else 0))


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
