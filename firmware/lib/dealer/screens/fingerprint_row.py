"""The deal fingerprint's row on the hand-off screen: "7F3A 91C2 0B44 E1D9"."""

# The hand-off screen shows the first 64 bits of the hand's deal fingerprint
# (indian_poker.fingerprint) before the first bet, so anyone can note or photograph it
# and check it against the hand histories after the session (docs/fairness.md). It is
# hashed once per deal (a misdeal is a new deal) and kept here as text. It never goes
# to the serial console: the salt and the whole fingerprint leave the device only in
# the hand histories. A real deck has nothing to commit to: no row.

from indian_poker.eventlog import salt_of

_key = None     # (session id, hand number, the deal's header) of the text kept
_text = ""
# A cache: both go when this module is unloaded after the session (nav.HAND_ONLY).


def fingerprint_row(session):
    """The hand's short fingerprint, or "" when it has none (a real deck, a stacked deal)."""
    global _key, _text
    hand = session.hand
    if hand is None or hand.physical:
        return ""
    log = hand.events.buf
    if salt_of(log) is None:
        return ""
    key = (session.session_id, session.hand_no, bytes(log[:hand.events.start]))
    if key != _key:
        from indian_poker.fingerprint import fingerprint, short_text
        digest = fingerprint(session.session_id, session.hand_no, log, len(hand.game.SLOTS))
        _text = "" if digest is None else short_text(digest)
        _key = key
    return _text
