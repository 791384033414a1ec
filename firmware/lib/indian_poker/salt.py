"""A dealt hand's salt and the session id: fresh bytes from the source that dealt the cards."""

# The salt makes the deal fingerprint (fingerprint.py) a hiding commitment. Both are drawn
# through the same health-tested source as the cards (shuffle.CardSource), right after
# them and before the session changes, so a failing RNG raises RngFailure before anything
# is dealt or committed. The salt goes into the hand's log header (eventlog.write_header),
# so the save journal, a resumed hand and the hand histories carry it with the deal.

from .compat import const
from .eventlog import SALT_SIZE

SESSION_ID_SIZE = const(8)


def draw_salt(session):
    """16 fresh random bytes for the hand being dealt; on its first deal, the session id too."""
    source = session.source   # dealing.draw has just dealt the cards from it
    session_id = session.session_id
    if session_id is None:
        session_id = source.take(SESSION_ID_SIZE)
    salt = source.take(SALT_SIZE)
    session.session_id = session_id   # only once both draws passed the health tests
    return salt


def seal(hand, salt):
    """Write `salt` into the header of `hand`, which has no events yet."""
    hand.events.seal(salt)

