"""Reading the journal's buy-in records back (restore.py): B, C and P."""

# Loaded by restore.py only when a journal holds one: most power-ups never need it.

from indian_poker.buyins import JOINED

from .journal import BUYIN, PENDING, UNBUY
from .savegame import read_name


def buyin_record(session, state, kind, image, a, b):
    """A buy-in (B), one taken back (C), one the snapshot holds already (P); False if the
    record is none of them as it should be. For B and C the hand's log kept in `state` is
    replayed already (restore.replay)."""
    byte = image[a]
    names = state[4]
    pending = state[5]   # (B byte, button before) since the last deal, for Undo
    if kind == BUYIN and b - a == (4 if byte & JOINED else 1):
        from indian_poker.buyins import apply
        name = read_name(image, a + 1, names) if b - a == 4 else ""
        pending.append((byte, session.dealer))
        apply(session, byte)
        if name:   # the leaver's name goes with their record: person players + k
            names.append(names[byte & 0x3F])
            names[byte & 0x3F] = name
    elif kind == UNBUY and b - a == 2 and pending and pending[-1][0] == byte:
        from indian_poker.buyins import undo
        undo(session, byte, image[a + 1])
        pending.pop()
        if byte & JOINED:   # the leaver's name back on the seat
            names[byte & 0x3F] = names.pop()
    elif kind == PENDING and b - a == 2 and state[0] is None and session.hand is None:
        pending.append((byte, image[a + 1]))   # already in the snapshot
        session.buyins_since_deal += 1
    else:
        return False
    return True
