"""The deal fingerprint's row on the hand-off screen: "7F3A 91C2 0B44 E1D9"."""

# The hand-off screen shows the first 64 bits of the hand's deal fingerprint
# (indian_poker.fingerprint, made by the core as it deals) before the first bet, so
# anyone can note or photograph it and check it against the hand histories after the
# session (docs/fairness.md). Its text is kept while the fingerprint stays the same
# object: a render allocates nothing (a misdeal is a new deal and a new fingerprint). It
# never goes to the serial console: the salt and the whole fingerprint leave the device
# only in the hand histories. A real deck has nothing to commit to: no row.

_digest = None   # the fingerprint whose text is kept
_text = ""


def fingerprint_row(session):
    """The hand's short fingerprint, or "" when it has none (a real deck, a stacked deal)."""
    global _digest, _text
    hand = session.hand
    digest = None if hand is None else hand.fingerprint
    if digest is None:
        return ""
    if digest is not _digest:
        from indian_poker.fingerprint import short_text
        _text = short_text(digest)
        _digest = digest
    return _text
