"""The deal fingerprint's row on the hand-off screen: "7F3A 91C2 0B44 E1D9"."""

# The hand-off screen shows the first 64 bits of the hand's deal fingerprint
# (indian_poker.fingerprint) before the first bet, so anyone can note or photograph it
# and check it against the hand histories after the session (docs/fairness.md). It is
# hashed once per deal (a misdeal is a new deal) and kept here as text, with what it was
# hashed from; a hand-off redrawn for the same deal compares that in place and
# allocates nothing. It never goes to the serial console: the salt and the whole
# fingerprint leave the device only in the hand histories. A real deck has nothing to
# commit to: no row.

from indian_poker.eventlog import FLAG_SALTED

# The deal whose text is kept: its session id, hand number, and a copy of its log's deal
# header (the antes, the cards, the salt)
_session_id = None
_hand_no = -1
_header = b""
_text = ""


def fingerprint_row(session):
    """The hand's short fingerprint, or "" when it has none (a real deck, a stacked deal)."""
    global _session_id, _hand_no, _header, _text
    hand = session.hand
    if hand is None or hand.physical:
        return ""
    log = hand.events.buf
    if not log[1] & FLAG_SALTED:
        return ""
    start = hand.events.start
    if _session_id != session.session_id or _hand_no != session.hand_no or \
            not _same(log, start, _header):
        from indian_poker.fingerprint import fingerprint, short_text
        digest = fingerprint(session.session_id, session.hand_no, log, len(hand.game.SLOTS))
        _text = "" if digest is None else short_text(digest)
        _session_id = session.session_id
        _hand_no = session.hand_no
        _header = bytes(log[:start])
    return _text


def _same(log, size, kept):
    """True if log[:size] holds exactly the bytes `kept` (compared in place: no copy)."""
    if size != len(kept):
        return False
    for i in range(size):
        if log[i] != kept[i]:
            return False
    return True
