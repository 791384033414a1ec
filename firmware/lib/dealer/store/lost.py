"""What a power cut or damage took from a journal, and the words a player reads for it.

Loaded only when the journal did not read back clean (restore.load): most power-ups
never need it. A record torn by a power cut is named as far as its bytes tell: the
flash programs a page in address order, so a byte is known whole once a later byte of
the same record was programmed (a torn byte still has some of its bits at 1, and can
read as another kind). An image cut while a compaction programmed it is told by its
header (journal.py): what it was to hold and does not. A bad record with valid records
after it is damage: the session goes back to the start of the hand it came in, and
the message says which hands are lost. restore.load hands this module its reader
(`rs`, the restore module) rather than this module importing it: no import goes round.
"""

from micropython import const

from indian_poker.eventlog import count_events
from indian_poker.packing import PACKED_SIZE, is_old

from . import scan
from .journal import (
    AGAIN,
    BUYIN,
    DEAL,
    END,
    EVENTS,
    FRESH,
    HOLDS_END,
    HOLDS_HAND,
    HOLDS_ID,
    HOLDS_LANG,
    HOLDS_RULES,
    HOLDS_VALUE,
    MISDEAL,
    OFFER,
    RULES,
    SESSION_ID,
    SNAPSHOT,
    UNBUY,
    UNDO,
    WAKE,
    chain_end,
    record_end,
)

TORN = const(1)          # the last record (a power cut while it was programmed)
REWRITE = const(2)       # the end of an image (a power cut while a compaction programmed it)
DAMAGED = const(3)       # everything from the start of the hand a bad record came in

_LOST = {DEAL: "deal", SESSION_ID: "deal", UNDO: "undo", MISDEAL: "misdeal",
         RULES: "change of settings", END: "end of the session", BUYIN: "buy-in",
         UNBUY: "undo of a buy-in"}
_ACTIONS = ("fold", "check", "call", "bet", "raise")
_UNREAD = ("The save's last record could not be read back: the game goes on from the "
           "last change saved.")


def assess(rs, image, entropy, room, end):
    """The session `rs` (restore) reads from a journal whose valid records end at `end`
    with something other than erased bytes after them, or short of its image header's
    length: a restore.Saved with `loss` and `lost` set (raises if none can be read)."""
    what = scan.after_end(image, end, room)
    bad = end
    saved = None
    if what != scan.DAMAGE:
        try:
            saved = rs.read(image, entropy, end)
        except rs.Bad as err:   # a record with a sound check that cannot have been played
            if _old(image):
                raise             # under today's rules: restore.OLD
            bad = err.args[0]
    if saved is None:         # damage: valid records after a bad one, or one that failed
        saved, in_hand = _rolled_back(rs, image, entropy, bad)
        saved.loss = DAMAGED
        saved.lost = damaged(saved, scan.deals(image, saved.kept, room, bad, in_hand))
        return saved
    head = scan.header(image)
    if head is not None and end < head[0]:
        saved.loss = REWRITE
        saved.lost = rewritten(saved, head)
    elif what == scan.TORN:
        saved.loss = TORN
        saved.lost = lost_record(saved, image, end)
    return saved


def _rolled_back(rs, image, entropy, bad):
    """The session as at the start of the hand in play at the bad record `bad` (as at
    `bad` if no hand was in play there), and whether one was."""
    try:
        saved = rs.read(image, entropy, bad)
    except rs.Bad as err:   # the hand in play there does not replay either
        return rs.read(image, entropy, err.args[1]), True
    hand = saved.session.hand
    if hand is not None and not hand.over:
        return rs.read(image, entropy, saved.hand_at), True
    return saved, False


def unusable(rs, image):
    """A journal that reads as no session: `rs` (restore).Saved(OLD) for one saved
    under the rules before R-BUST, else LOST, with what the image header tells."""
    if _old(image):
        return rs.Saved(rs.OLD)
    saved = rs.Saved(rs.LOST)
    head = scan.header(image)
    if head is not None and chain_end(image) < head[0]:
        saved.loss = REWRITE
        saved.lost = ("Saved session lost: the power went while it was saved%s. Start a "
                      "new session." % _when(head))
    return saved


def _old(image):
    """True if the first record is a sound snapshot whose rules predate R-BUST."""
    # Such a session resumes as it was agreed (packing.unpack_rules), except one where a
    # player had already run out of chips in a set number of hands: it sat out then, and
    # R-BUST ends that session now, so the hand in play cannot go on.
    return record_end(image, 0) > 17 and image[1] == SNAPSHOT and \
        is_old(image[5:5 + PACKED_SIZE])


def _when(head):
    if head[4] & HOLDS_HAND:
        return ", in hand %d" % head[1]
    return ", after hand %d" % head[1] if head[1] else ""


def lost_record(saved, image, at):
    """The sentence for a record at `at` that did not read back (its CRC fails): what was
    lost, as far as its bytes tell; "" for a boot intent, which loses nothing of the
    game. Only a record the power cut short is named: its last byte still erased, and a
    byte after its kind programmed; one whose bytes are all there was damaged, and any
    of them, its kind too, may be wrong."""
    n = image[at]
    stop = min(at + n + 6, len(image)) if n <= 250 else at + 1
    if image[stop - 1] != 0xFF or not _programmed(image, at + 2, stop):
        return _UNREAD
    kind = image[at + 1]
    if kind in (WAKE, FRESH, AGAIN, OFFER):
        return ""
    what = "action"
    if kind in _LOST:
        what = _LOST[kind]
    elif kind == EVENTS and n and _programmed(image, at + 3, stop):
        hand = saved.session.hand
        event = image[at + 2]
        if hand is not None and not hand.over and hand.to_act is not None \
                and not event & 0xE0 and event & 7 < len(_ACTIONS) \
                and hand.legal() >> (event & 7) & 1:
            name = saved.names[hand.to_act]
            action = "look" if not saved.session.game.BETTING else _ACTIONS[event & 7]
            return ("The last action could not be read back: %s's %s is lost. %s acts "
                    "again." % (name, action, name))
    elif kind != EVENTS:
        return _UNREAD
    return ("The last %s could not be read back and is lost: the game goes on from "
            "before it." % what)


def _programmed(image, start, stop):
    """True if a byte of image[start:stop] was programmed (reads other than 0xFF)."""
    for i in range(start, stop):
        if image[i] != 0xFF:
            return True
    return False


def rewritten(saved, head):
    """The sentence for an image its header says was cut short: each thing it was to hold
    and does not."""
    _, number, actions, cards, holds = head
    held = saved.holds
    session = saved.session
    parts = []
    if holds & HOLDS_ID and not held & HOLDS_ID:
        parts.append("the session id of the deal fingerprints")
    if holds & HOLDS_HAND and not held & HOLDS_HAND:
        parts.append("hand %d, its deal%s (chips as %s)" % (
            number, " and " + _count("%d action", actions) if actions else "",
            _after(number - 1)))
    elif holds & HOLDS_HAND:
        events = session.hand.events
        done, entered = count_events(events.buf, events.start, events.end)
        if done < actions:
            parts.append("the last %s of hand %d" % (
                "action" if actions - done == 1 else "%d actions" % (actions - done), number))
        if entered < cards:
            parts.append("%s entered in hand %d" % (_count("%d card", cards - entered), number))
    if holds & HOLDS_RULES and not held & HOLDS_RULES:
        parts.append("the settings changed after hand %d" % number)
    if holds & HOLDS_END and not held & HOLDS_END:
        parts.append("the end of the session")
    if holds & HOLDS_VALUE and not held & HOLDS_VALUE:
        parts.append("the chip value (settings.toml's is used)")
    if holds & HOLDS_LANG and not held & HOLDS_LANG:
        parts.append("the language (settings.toml's is used)")
    text = "The power went while the save was rewritten. Lost: %s." % ", ".join(parts)
    hand = session.hand
    if hand is not None and not hand.over and hand.to_act is not None:
        text += " %s acts next." % saved.names[hand.to_act]
    return text


def damaged(saved, dealt):
    """The sentence for a save read back only to the start of the hand damage came in:
    `dealt` hands were dealt from there on in what could not be read."""
    settled = saved.session.hand_no
    lost = ("the changes after it are lost" if not dealt else "hand %d is lost" % (settled + 1)
            if dealt == 1 else "hands %d-%d are lost" % (settled + 1, settled + dealt))
    return "The save is damaged %s: %s (chips as %s)." % (
        "after hand %d" % settled if settled else "before hand 1", lost, _after(settled))


def _after(settled):
    return "after hand %d" % settled if settled else "at the start"


def _count(text, n):
    return (text % n) + ("" if n == 1 else "s")
