"""The deal fingerprint: SHA-256 over a hand's salt, who holds which card, and the
fingerprint of the hand before, so that the last one vouches for the whole session."""

# fingerprint = SHA-256(message), where the message is, byte by byte:
#   salt (16) | session id (8) | hand number (4, big-endian) |
#   the previous fingerprint (32: the session's last fingerprinted hand before this one;
#   zeros for its first) | seats at the table s | the dealer's seat |
#   players dealt in n | cards per player k | middle cards m |
#   for each player from the dealer's left (the order p1..pn of the hand histories):
#     their seat, their name (3 bytes, ASCII, 0-padded), their k cards, slot by slot |
#   the middle cards
# Every card of the hand is in it, those of later streets and the middle cards not yet
# turned included, so the device cannot change any of them after the deal; so are the
# names, the seats and the dealer, so it cannot say afterwards that another player held
# a card; and so is the hand before, so that no hand can be dropped, moved or slipped in
# afterwards without changing every fingerprint after it. The first 8 bytes are shown
# on the hand-off screen before the first bet (short_text), the last hand's on the final
# screen; the salt and the whole fingerprints leave the device only in the hand
# histories, after the session (phh.py). tools/verify_deals.py recomputes them on a PC;
# docs/fairness.md says how players use them. A hand without a salt (a real deck, a
# stacked deck) has no fingerprint and leaves the chain as it was.

from .compat import const
from .eventlog import HEADER_SIZE, salt_of

DIGEST_SIZE = const(32)
NO_PREVIOUS = bytes(DIGEST_SIZE)   # the previous fingerprint of a session's first hand
_NAME_SIZE = const(3)


def message(session_id, number, log, slots, names, previous=NO_PREVIOUS):
    """The bytes the fingerprint of hand `number` hashes: `log` is that hand's event log,
    `names` the players' names by seat, `previous` the fingerprint chained before it."""
    seats = log[3]
    dealer = log[2]
    seated = log[4] | log[5] << 8
    middle = log[6] - seats * slots
    out = bytearray(salt_of(log))
    out.extend(session_id)
    out.extend(bytes((number >> 24 & 0xFF, number >> 16 & 0xFF, number >> 8 & 0xFF,
                      number & 0xFF)))
    out.extend(previous)
    players = 0
    for seat in range(seats):
        players += seated >> seat & 1
    out.extend(bytes((seats, dealer, players, slots, middle)))
    seat = dealer
    for _ in range(seats):
        seat += 1
        if seat == seats:
            seat = 0
        if seated >> seat & 1:
            out.append(seat)
            name = names[seat]
            raw = name.encode()
            if len(raw) == len(name):   # ASCII, as every name the device takes
                # its bytes as they are: indexing a str makes a str per character
                out.extend(raw if len(raw) <= _NAME_SIZE else raw[:_NAME_SIZE])
                for _ in range(len(raw), _NAME_SIZE):
                    out.append(0)
            else:
                for i in range(_NAME_SIZE):
                    out.append(ord(name[i]) if i < len(name) else 0)
            at = HEADER_SIZE + seat * slots
            out.extend(log[at:at + slots])
    at = HEADER_SIZE + seats * slots
    out.extend(log[at:at + middle])
    return bytes(out)


def fingerprint(session_id, number, log, slots, names, previous=NO_PREVIOUS):
    """The 32-byte fingerprint of a dealt hand (see `message`), or None when its log has
    no salt."""
    if session_id is None or salt_of(log) is None:
        return None
    return sha256(message(session_id, number, log, slots, names, previous))


def commit(session):
    """Fingerprint the hand just dealt (again after a misdeal) on `session.chain`: its
    `fingerprint`, or None when the hand has no salt or the session no names."""
    hand = session.hand
    chain = session.chain
    hand.fingerprint = None if session.names is None else fingerprint(
        session.session_id, session.hand_no, hand.events.buf, hand.slots, session.names,
        NO_PREVIOUS if chain is None else chain[0])


def last_link(session):
    """(the session's last fingerprint, its hand's number), or None before the first:
    what the next hand's chains to, and what the final screen shows."""
    hand = session.hand
    if hand is not None and hand.fingerprint is not None:
        return hand.fingerprint, session.hand_no
    return session.chain


def sha256(data):
    """SHA-256 of `data`: the board's hashlib when it has one, else sha256.py."""
    try:
        import hashlib
    except ImportError:
        hashlib = None  # type: ignore[assignment]
    new = getattr(hashlib, "new", None)          # CircuitPython on a board, CPython
    if new is not None:
        return new("sha256", data).digest()
    constructor = getattr(hashlib, "sha256", None)   # the MicroPython unix ports
    if constructor is not None:
        return constructor(data).digest()
    from .sha256 import sha256 as own
    return own(data)


def short_text(digest):
    """The first 64 bits as four groups of hex, as the screen shows them: "7F3A 91C2 0B44 E1D9"."""
    return "%02X%02X %02X%02X %02X%02X %02X%02X" % (
        digest[0], digest[1], digest[2], digest[3], digest[4], digest[5], digest[6], digest[7])
