"""What a power cut or damage took from a journal, and the words a player reads for it.

Loaded only when the journal did not read back clean (restore.load): most power-ups
never need it. A record torn by a power cut is named as far as its bytes tell: the
flash programs a page in address order, so a byte is known whole once a later byte of
the same record was programmed (a torn byte still has some of its bits at 1, and can
read as another kind). An image cut while a compaction programmed it is told by its
header (journal.py): what it was to hold and does not. A bad record with valid records
after it is damage: the session goes back to the start of the hand it came in, and
the message says which hands are lost. restore.load hands this module its reader
(the restore module) rather than this module importing it: no import goes round.
"""

from micropython import const

from indian_poker.eventlog import count_events
from indian_poker.packing import PACKED_SIZE, is_old

from .. import lang
from . import journal, scan

TORN = const(1)          # the last record (a power cut while it was programmed)
REWRITE = const(2)       # the end of an image (a power cut while a compaction programmed it)
DAMAGED = const(3)       # everything from the start of the hand a bad record came in

# words (dealer/lang, section LOST): read from the session's language when a save needs them
_L_UNREAD = const(0)
_L_LAST = const(1)
_L_DEAL = const(2)
_L_UNDO = const(3)
_L_MISDEAL = const(4)
_L_SETTINGS = const(5)
_L_END = const(6)
_L_BUYIN = const(7)
_L_UNBUY = const(8)
_L_ACTION = const(9)
_L_ACTION_LOST = const(10)
_L_FOLD = const(11)
_L_CHECK = const(12)
_L_CALL = const(13)
_L_BET = const(14)
_L_RAISE = const(15)
_L_LOOK = const(16)
_L_SESSION_LOST = const(17)
_L_IN_HAND = const(18)
_L_AFTER_HAND_AT = const(19)
_L_REWRITTEN = const(20)
_L_SESSION_ID = const(21)
_L_HAND_DEAL = const(22)
_L_HAND_DEAL_ONE = const(23)
_L_HAND_DEAL_N = const(24)
_L_LAST_ACTION = const(25)
_L_LAST_ACTIONS = const(26)
_L_CARD_ENTERED = const(27)
_L_CARDS_ENTERED = const(28)
_L_SETTINGS_AFTER = const(29)
_L_SESSION_END = const(30)
_L_CHIP_VALUE = const(31)
_L_LANGUAGE = const(32)
_L_ACTS_NEXT = const(33)
_L_DAMAGED = const(34)
_L_AFTER = const(35)
_L_BEFORE_FIRST = const(36)
_L_CHANGES_LOST = const(37)
_L_HAND_LOST = const(38)
_L_HANDS_LOST = const(39)
_L_START = const(40)

_KINDS = {journal.DEAL: _L_DEAL, journal.SESSION_ID: _L_DEAL, journal.UNDO: _L_UNDO,
          journal.MISDEAL: _L_MISDEAL, journal.RULES: _L_SETTINGS, journal.END: _L_END,
          journal.BUYIN: _L_BUYIN, journal.UNBUY: _L_UNBUY}   # a record's kind: what it held
_ACTIONS = (_L_FOLD, _L_CHECK, _L_CALL, _L_BET, _L_RAISE)   # by an action's code


def _words(saved):
    """The LOST words (an entry a line) of the language `saved` was played in, or of the one
    in use for a save that names none; read from its _later module, which then goes."""
    from indian_poker.loading import read_once
    return read_once("dealer.lang.%s_later" % (saved.language if saved.language in lang.CODES
                                               else lang.code)).LOST.split("\n")


def assess(restore, image, entropy, room, end):
    """The session `restore` reads from a journal whose valid records end at `end`
    with something other than erased bytes after them, or short of its image header's
    length: a restore.Saved with `loss` and `lost` set (raises if none can be read)."""
    what = scan.after_end(image, end, room)
    bad = end
    saved = None
    if what != scan.DAMAGE:
        try:
            saved = restore.read(image, entropy, end)
        except restore.Bad as err:   # a record with a sound check that cannot have been played
            if _old(image):
                raise             # under today's rules: restore.OLD
            bad = err.args[0]
    if saved is None:         # damage: valid records after a bad one, or one that failed
        saved, in_hand = _rolled_back(restore, image, entropy, bad)
        saved.language = saved.language or language_in(image, room)   # chosen after it
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


def _rolled_back(restore, image, entropy, bad):
    """The session as at the start of the hand in play at the bad record `bad` (as at
    `bad` if no hand was in play there), and whether one was."""
    try:
        saved = restore.read(image, entropy, bad)
    except restore.Bad as err:   # the hand in play there does not replay either
        return restore.read(image, entropy, err.args[1]), True
    hand = saved.session.hand
    if hand is not None and not hand.over:
        return restore.read(image, entropy, saved.hand_at), True
    return saved, False


def unusable(restore, image, room):
    """A journal that reads as no session: `restore`.Saved(OLD) for one saved
    under the rules before R-BUST, else LOST, with what the image header tells: a power
    cut while a compaction programmed it, if nothing but erased or torn bytes follow its
    records (valid records after a bad one are damage: then only that it was lost)."""
    if _old(image):
        return restore.Saved(restore.OLD)
    saved = restore.Saved(restore.LOST)
    saved.language = language_in(image, room)   # the words are said in it
    head = scan.header(image)
    end = journal.chain_end(image)
    if head is not None and end < head[0] and scan.after_end(image, end, room) != scan.DAMAGE:
        saved.loss = REWRITE
        w = _words(saved)
        saved.lost = w[_L_SESSION_LOST] % _when(w, head)
    return saved


def language_in(image, room):
    """The language of the last table-language record (L) that checks out anywhere in
    `image`, past damage too, or "": what a save that lost its session was played in."""
    code = ""
    pos = scan.next_record(image, 0, room)
    while pos >= 0:
        end = journal.record_end(image, pos)
        if image[pos + 1] == journal.LANG and image[pos] == 2:
            try:
                code = bytes(image[pos + 2:pos + 4]).decode()
            except UnicodeError:
                pass
        pos = scan.next_record(image, end, room)
    return code


def _old(image):
    """True if the first record is a sound snapshot whose rules predate R-BUST."""
    # Such a session resumes as it was agreed (packing.unpack_rules), except one where a
    # player had already run out of chips in a set number of hands: it sat out then, and
    # R-BUST ends that session now, so the hand in play cannot go on.
    return journal.record_end(image, 0) > 17 and image[1] == journal.SNAPSHOT and \
        is_old(image[5:5 + PACKED_SIZE])


def _when(w, head):
    if head[4] & journal.HOLDS_HAND:
        return w[_L_IN_HAND] % head[1]
    return w[_L_AFTER_HAND_AT] % head[1] if head[1] else ""


def lost_record(saved, image, at):
    """The sentence for a record at `at` that did not read back (its CRC fails): what was
    lost, as far as its bytes tell; "" for a boot intent, which loses nothing of the
    game. Only a record the power cut short is named: its last byte still erased, and a
    byte after its kind programmed; one whose bytes are all there was damaged, and any
    of them, its kind too, may be wrong."""
    n = image[at]
    stop = min(at + n + 6, len(image)) if n <= 250 else at + 1
    kind = image[at + 1]
    if kind in (journal.WAKE, journal.FRESH, journal.AGAIN, journal.OFFER) \
            and image[stop - 1] == 0xFF and _programmed(image, at + 2, stop):
        return ""
    w = _words(saved)
    if image[stop - 1] != 0xFF or not _programmed(image, at + 2, stop):
        return w[_L_UNREAD]
    what = _L_ACTION
    if kind in _KINDS:
        what = _KINDS[kind]
    elif kind == journal.EVENTS and n and _programmed(image, at + 3, stop):
        hand = saved.session.hand
        event = image[at + 2]
        if hand is not None and not hand.over and hand.to_act is not None \
                and not event & 0xE0 and event & 7 < len(_ACTIONS) \
                and hand.legal() >> (event & 7) & 1:
            name = saved.names[hand.to_act]
            action = _L_LOOK if not saved.session.game.BETTING else _ACTIONS[event & 7]
            return w[_L_ACTION_LOST] % (name, w[action], name)
    elif kind != journal.EVENTS:
        return w[_L_UNREAD]
    return w[_L_LAST] % w[what]


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
    w = _words(saved)
    parts = []
    if holds & journal.HOLDS_ID and not held & journal.HOLDS_ID:
        parts.append(w[_L_SESSION_ID])
    if holds & journal.HOLDS_HAND and not held & journal.HOLDS_HAND:
        chips = _after(w, number - 1)
        parts.append(w[_L_HAND_DEAL] % (number, chips) if not actions else
                     w[_L_HAND_DEAL_ONE] % (number, chips) if actions == 1 else
                     w[_L_HAND_DEAL_N] % (number, actions, chips))
    elif holds & journal.HOLDS_HAND:
        events = session.hand.events
        done, entered = count_events(events.buf, events.start, events.end)
        if done < actions:
            parts.append(w[_L_LAST_ACTION] % number if actions - done == 1 else
                         w[_L_LAST_ACTIONS] % (actions - done, number))
        if entered < cards:
            parts.append(w[_L_CARD_ENTERED] % number if cards - entered == 1 else
                         w[_L_CARDS_ENTERED] % (cards - entered, number))
    if holds & journal.HOLDS_RULES and not held & journal.HOLDS_RULES:
        parts.append(w[_L_SETTINGS_AFTER] % number)
    if holds & journal.HOLDS_END and not held & journal.HOLDS_END:
        parts.append(w[_L_SESSION_END])
    if holds & journal.HOLDS_VALUE and not held & journal.HOLDS_VALUE:
        parts.append(w[_L_CHIP_VALUE])
    if holds & journal.HOLDS_LANG and not held & journal.HOLDS_LANG:
        parts.append(w[_L_LANGUAGE])
    text = w[_L_REWRITTEN] % ", ".join(parts)
    hand = session.hand
    if hand is not None and not hand.over and hand.to_act is not None:
        text += " " + w[_L_ACTS_NEXT] % saved.names[hand.to_act]
    return text


def damaged(saved, dealt):
    """The sentence for a save read back only to the start of the hand damage came in:
    `dealt` hands were dealt from there on in what could not be read."""
    settled = saved.session.hand_no
    w = _words(saved)
    lost = (w[_L_CHANGES_LOST] if not dealt else w[_L_HAND_LOST] % (settled + 1)
            if dealt == 1 else w[_L_HANDS_LOST] % (settled + 1, settled + dealt))
    return w[_L_DAMAGED] % (w[_L_AFTER] % settled if settled else w[_L_BEFORE_FIRST], lost,
                            _after(w, settled))


def _after(w, settled):
    return w[_L_AFTER] % settled if settled else w[_L_START]
