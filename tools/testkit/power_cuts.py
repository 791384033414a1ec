"""Cutting the power at every step and bit of every flash write of a scripted session, and
judging each restart against what was lost and what the device says about it.

The emulated flash (tools/emu/simhw FlashNvm) programs a page a byte at a time in address
order, each byte's 0 bits from bit 7 down, and erases a sector all at once. During each
write `TracingNvm` keeps the image a cut before each step or bit would leave, with how
many cut positions leave it. Each image is read back as the device would (restore.load)
and judged against the live game: the state it resumes and the words it shows.

Kinds of cut (CUT_KINDS): between keys (no write under way), inside a record (an
append), inside a compaction's erase (the erase not done yet), between the erase and
the first program, inside the compaction's re-program. Outcomes (OUTCOMES): the change
being written is kept (exact), that change is lost, more is lost, the session is lost.
A restart is told truthfully if its words say exactly what was lost, and nothing when
nothing was or nothing of the change reached the flash.
"""

import copy
import re

from dealer.chip_value import parse_chip_value
from dealer.store import journal as jr
from dealer.store import restore as rs
from dealer.store.journal import record_end
from dealer.store.saver import Saver
from dealer.table import BEGAN, RESUMED
from indian_poker import CALL, CHECK, FOLD, LAST_STANDING, Rules
from indian_poker.eventlog import REVEAL, event_size
from testkit.journal_play import FlashNvm, fingerprint, new_table, play

UNREAD = ("The save's last record could not be read back: the game goes on from the last "
          "change saved.")
CUT_KINDS = ("between keys", "inside a record", "inside a compaction's erase",
             "between erase and program", "inside its re-program")
KEYS, RECORD, ERASE, GAP, PROGRAM = range(5)
OUTCOMES = ("exact", "the change being written lost", "more lost", "session lost")
EXACT, CHANGE, MORE, SESSION = range(4)


class TracingNvm(FlashNvm):
    """FlashNvm that keeps, per write, each image a cut would leave and its kind of cut."""

    def __init__(self):
        super().__init__()
        self.images = None      # during a write: [kind, image, count] per distinct state
        self.writes = []        # per write of the current change: (erased, images)
        self._steps = 0
        self._erasing = False

    def _keep(self):
        if self.images is None:
            return
        kind = RECORD
        if self._erasing:
            kind = ERASE if self._steps == 0 else GAP if self._steps == 1 else PROGRAM
        if self.changed or not self.images or self.images[-1][0] != kind:
            self.images.append([kind, bytes(self._mem), 1])
            self.changed = False
        else:
            self.images[-1][2] += 1

    def _tick(self):
        self._keep()
        self._steps += 1
        super()._tick()

    def _bit(self):
        self._keep()

    def _write(self, start, values):
        self._erasing = any(self._mem[i] != 0xFF for i in range(start, start + len(values)))
        self._steps = 0
        self.changed = True
        self.images = []
        try:
            super()._write(start, values)
        finally:
            images, self.images = self.images, None
        self.writes.append((self._erasing, images))


class Tally:
    """Cut positions by kind of cut and outcome, and how many were told truthfully."""

    def __init__(self):
        self.cuts = [[0] * 4 for _ in CUT_KINDS]     # [kind][outcome]
        self.told = [[0] * 4 for _ in CUT_KINDS]     # of those, told truthfully
        self.images = 0            # distinct flash images read back
        self.writes = 0
        self.compactions = 0       # writes that erased the sector
        self.failures = []         # a journal behind the game, or a crash: stays empty
        self.untruths = []         # (kind of cut, outcome, words): a sample of each
        self.messages = {}         # words shown -> cut positions, for reading them

    def add(self, kind, outcome, truthful, count, words):
        """Count `count` cut positions of one kind with one outcome."""
        self.cuts[kind][outcome] += count
        if truthful:
            self.told[kind][outcome] += count
        elif len(self.untruths) < 20:
            self.untruths.append((CUT_KINDS[kind], OUTCOMES[outcome], words))
        if words:
            self.messages[words] = self.messages.get(words, 0) + count

    def total(self, kind=None, outcome=None):
        """Cut positions of that kind and outcome (None: all)."""
        kinds = range(len(CUT_KINDS)) if kind is None else (kind,)
        outcomes = range(4) if outcome is None else (outcome,)
        return sum(self.cuts[k][o] for k in kinds for o in outcomes)

    def truthful(self, kind=None, outcome=None):
        """Of those, told truthfully."""
        kinds = range(len(CUT_KINDS)) if kind is None else (kind,)
        outcomes = range(4) if outcome is None else (outcome,)
        return sum(self.told[k][o] for k in kinds for o in outcomes)


def cut_everywhere(table, seed, extras=True, check_continue=0, end_after=0):
    """Play the session with a TracingNvm; return a Tally of every possible power cut."""
    nvm = TracingNvm()
    saver = Saver(nvm)
    tally = Tally()
    states = [None]      # (fingerprint, hand's actions and cards) after each change
    memo = _Memo()

    def judge():
        after = _state(table.session, table)
        before = states[-1]
        whole = rs.load(bytes(nvm))   # no cut: the journal reads back as the live game
        if whole.status != rs.SAVED or _state_of(whole)[0] != after[0] or whole.lost:
            tally.failures.append(("behind the game", whole.status, whole.lost))
        tally.add(KEYS, EXACT, True, 1, "")
        with memo:
            for erased, images in nvm.writes:
                tally.writes += 1
                tally.compactions += erased
                first = images[0][1]
                kept = _state_of(rs.load(first))   # what the journal held before this write
                for kind, image, count in images:
                    tally.images += 1
                    saved = rs.load(image)
                    outcome, truthful = _judge(saved, image == first, before, kept, after)
                    tally.add(kind, outcome, truthful, count, saved.lost)
                    if check_continue and tally.images % check_continue == 0:
                        _carry_on(image, tally, memo)
        nvm.writes = []
        states.append(after)

    play(table, saver, seed, on_change=judge, extras=extras, end_after=end_after)
    return tally


class _Memo:
    """restore.read remembered by the bytes it reads: the images of one write share them.
    The Saved it gives is a copy (the reader sets its loss); its session is shared, so
    nothing may play on it (_carry_on reads its own)."""

    def __init__(self):
        self.real = getattr(rs, "read", None)
        self.seen = {}

    def read(self, image, entropy, limit):
        key = bytes(image[:limit])
        if key not in self.seen:
            try:
                self.seen[key] = self.real(image, entropy, limit)
            except Exception as err:  # noqa: BLE001 - the same bytes fail the same way
                self.seen[key] = err
        found = self.seen[key]
        if isinstance(found, Exception):
            raise found
        return copy.copy(found)

    def __enter__(self):
        if self.real is not None:
            rs.read = self.read
        return self

    def __exit__(self, *exc):
        if self.real is not None:
            rs.read = self.real


def _events(hand):
    """(actions, cards entered, the last event's first byte) in the hand's log."""
    if hand is None:
        return -1, -1, -1
    done = cards = 0
    last = -1
    buf, at, end = hand.events.buf, hand.events.start, hand.events.end
    while at < end:
        if buf[at] & REVEAL:
            cards += 1
        else:
            done += 1
        last = buf[at]
        at += event_size(buf[at])
    return done, cards, last


def _state(session, table):
    """What a restart is judged by: (fingerprint and mode, _events of the hand, hand
    number); `table`: the live table or a restore.Saved. A finished hand's log is not
    part of it: a session between hands goes on the same with it or without. The
    language is: a restart that lost it speaks settings.toml's."""
    found = fingerprint(session)
    if session.hand is not None and session.hand.over:
        found = found[:5] + (None,) + found[6:]
    return (found, table.tracker, table.learn, table.language), _events(session.hand), \
        session.hand_no


def _change(before, after):
    """The word restore.lost uses for the change from `before` to `after`."""
    old, new = before[0][0], after[0][0]
    if before[0][1:] != after[0][1:]:
        return "change of settings"   # the mode
    if new[4] != old[4]:
        return "deal"
    if new[6] != old[6]:
        return "end of the session"
    if new[7] != old[7]:
        return "change of settings"
    grew = after[1][0] + after[1][1] - before[1][0] - before[1][1]
    if grew:
        return "action" if grew > 0 else "undo"
    return "misdeal" if new[5] != old[5] else "buy-in"


def _state_of(saved):
    return _state(saved.session, saved) if saved.status == rs.SAVED else None


def _judge(saved, untouched, before, earlier, after):
    """(outcome, told truthfully) of one restart."""
    if saved.status != rs.SAVED:
        if before is None:            # the very first save of the session: nothing to lose
            return EXACT, True
        truthful = saved.status == rs.LOST and _told_lost_session(saved.lost, after)
        return SESSION, truthful
    state = _state(saved.session, saved)
    words = saved.lost
    if state[0] == after[0] and not words:
        return EXACT, True
    if before is not None and state[0] in (before[0], earlier and earlier[0]):
        if untouched:                 # nothing of the write reached the flash
            return CHANGE, not words
        return CHANGE, _told_change(saved, words, before, after)
    if state[0] == after[0]:
        return EXACT, False           # words for a loss that did not happen
    if state[0][:3] == after[0][:3] and state[1:] == after[1:]:
        # only the image's language record (its last) was cut: the session resumes in
        # settings.toml's language, and the words must say that
        return CHANGE, words.startswith("The power went while the save was rewritten. "
                                        "Lost: the language (settings.toml's is used).")
    return MORE, getattr(saved, "loss", 0) == 2 and _told_rewrite(words, state, after)


def _told_lost_session(words, after):
    if not words:
        return True                   # the boot's "Saved session lost: it could not be read"
    found = re.search(r"saved, (in|after) hand (\d+)", words)
    return words.startswith("Saved session lost") and (
        found is None or int(found.group(2)) == after[2])


_ACTIONS = ("fold", "check", "call", "bet", "raise")


def _told_change(saved, words, before, after):
    """The change being written is lost: the words must say so, naming it rightly."""
    state = _state(saved.session, saved)
    if getattr(saved, "loss", 0) == 2:
        return _told_rewrite(words, state, after)
    if not words:
        return False
    named = re.search(r"^The last action could not be read back: (\w+)'s (\w+) is lost", words)
    if named:                         # the action named must be the one lost, and whose
        hand = saved.session.hand
        last = after[1][2]
        action = "look" if not saved.session.game.BETTING else _ACTIONS[last & 7]
        return (_change(before, after) == "action" and hand is not None
                and saved.names[hand.to_act] == named.group(1) and named.group(2) == action)
    kind = re.search(r"^The last ([a-z -]+) could not be read back and is lost", words)
    if kind:   # a change that changed nothing to be seen may be told as any
        return kind.group(1) == _change(before, after) or before[0] == after[0]
    return words.startswith("The save's last record could not be read back")


def _told_rewrite(words, state, after):
    """An image cut short: its words must list exactly what of `after` the state lacks."""
    if not words.startswith("The power went while the save was rewritten. Lost: "):
        return False
    number = after[2]
    if state[2] == number - 1 and after[1][0] >= 0:   # the hand itself is lost
        actions = after[1][0]
        want = "hand %d, its deal%s (chips as %s)" % (
            number, " and %d action%s" % (actions, "" if actions == 1 else "s")
            if actions else "", "after hand %d" % (number - 1) if number > 1 else "at the start")
        return want in words
    if state[2] != number:
        return False
    lost_actions = after[1][0] - state[1][0]
    lost_cards = after[1][1] - state[1][1]
    for n, single, many in ((lost_actions, "the last action of hand %d",
                             "the last %d actions of hand %d"),
                            (lost_cards, "1 card entered in hand %d",
                             "%d cards entered in hand %d")):
        if n == 1 and single % number not in words:
            return False
        if n > 1 and many % (n, number) not in words:
            return False
        if n == 0 and ("of hand %d" % number in words if single.startswith("the last")
                       else "entered in hand" in words):
            return False
    return lost_actions >= 0 and lost_cards >= 0


def _carry_on(image, tally, memo):
    """Boot on the cut image, resume, play one more action and read it back."""
    from dealer.table import Table
    memo.__exit__()                   # a session of its own: not a remembered one
    try:
        nvm = FlashNvm(data=image)
        saver = Saver(nvm)
        saved = saver.read()
        if saved.status != rs.SAVED:
            return
        table = Table(saved.session, saved.names, saved.tracker, lambda text: None, (saver,))
        table.tell(RESUMED)
        hand = saved.session.hand
        if hand is not None and not hand.over and hand.to_act is not None:
            legal = hand.legal()
            table.act(next(a for a in (1, 2, 0) if legal >> a & 1))   # check, call or fold
        again = rs.load(bytes(nvm))
        if again.status != rs.SAVED or fingerprint(again.session) != \
                fingerprint(saved.session) or again.lost:
            tally.failures.append(("continue", again.status, again.lost))
    finally:
        memo.__enter__()


def records(image):
    """(start, end) of each valid record from the journal's start."""
    spans, pos = [], 0
    while True:
        end = record_end(image, pos)
        if end < 0:
            return spans
        spans.append((pos, end))
        pos = end


def prefix(image, end):
    """The journal as it stood when its records ended at `end`."""
    return bytes(image[:end]) + b"\xff" * (len(image) - end)


def rolled_back(image, spans, k):
    """What damage to record k must bring back: (the save read to the start of the hand
    record k came in, or to record k between hands; hands dealt from there on)."""
    before = rs.load(prefix(image, spans[k][0]))
    hand = before.session.hand
    if hand is not None and not hand.over:
        start = max(a for a, b in spans[:k] if image[a + 1] == jr.DEAL
                    or image[a + 1] == jr.SESSION_ID and b - a > 14)
        before = rs.load(prefix(image, start))
    return before, rs.load(image).session.hand_no - before.session.hand_no


def damage_words(before, dealt):
    """The words damage must show, given rolled_back's answer."""
    settled = before.session.hand_no
    lost = ("the changes after it are lost" if not dealt else
            "hand %d is lost" % (settled + 1) if dealt == 1 else
            "hands %d-%d are lost" % (settled + 1, settled + dealt))
    return "The save is damaged %s: %s (chips as %s)." % (
        "after hand %d" % settled if settled else "before hand 1", lost,
        "after hand %d" % settled if settled else "at the start")


_WORDS = {"D": "deal", "I": "deal", "E": "action", "U": "undo", "M": "misdeal",
          "R": "change of settings", "X": "end of the session", "B": "buy-in"}


def damage_everywhere(image, step=1):
    """Flip every `step`-th bit of every record of a sound journal, one at a time: {record
    kind: [flips, told truthfully]}. Truthfully: the header or snapshot damaged reads as
    a lost session; the last record as one that could not be read back; any other as
    the session at the start of its hand, with damage_words."""
    spans = records(image)
    found = {}
    for k, (a, b) in enumerate(spans):
        kind = chr(image[a + 1])
        counts = found.setdefault(kind, [0, 0])
        truth = None if k < 2 or k == len(spans) - 1 else rolled_back(image, spans, k)
        for bit in range(a * 8, b * 8, step):
            damaged = bytearray(image)
            damaged[bit // 8] ^= 1 << bit % 8
            saved = rs.load(bytes(damaged))
            counts[0] += 1
            if k < 2:
                ok = saved.status == rs.LOST
            elif truth is None:   # the last record: unread, or named by its own kind
                ok = saved.status == rs.SAVED and (saved.lost == UNREAD or saved.lost.startswith(
                    "The last %s could not be read back" % _WORDS.get(kind, "?")))
            else:
                ok = (saved.status == rs.SAVED and fingerprint(saved.session)
                      == fingerprint(truth[0].session) and saved.lost == damage_words(*truth))
            counts[1] += ok
    return found


def finish(table):
    """Play the hand in play to its end: check, else call, else fold."""
    hand = table.session.hand
    while not hand.over:
        legal = hand.legal()
        table.act(CHECK if legal >> CHECK & 1 else CALL if legal >> CALL & 1 else FOLD)


def every_kind():
    """(image, saver, table) of a 4-player session with a record of every kind."""
    table = new_table(Rules(players=4, hands=LAST_STANDING, stack=20), seed=4)
    table.chip_value = parse_chip_value("1 chip = 0.10 EUR")          # V in the image
    saver = Saver(FlashNvm())
    table.listeners = (saver,)
    table.tell(BEGAN)                                  # H S V
    table.deal()                                       # I with the first hand's header
    table.act(CHECK if table.session.hand.legal() >> CHECK & 1 else CALL)   # E
    table.undo()                                       # U
    finish(table)
    table.deal()                                       # D
    table.misdeal()                                    # M
    finish(table)
    saver.mark(jr.WAKE)                                # W, then on as after a wake
    table.rebuy(2)                                     # B
    rules = table.session.rules
    table.change(Rules(players=4, hands=LAST_STANDING, stack=20, structure=1,
                       bet=rules.bet))                 # R
    for _ in range(4):
        table.deal()
        finish(table)
    table.leave(3)
    table.join(3, "ZED")                               # B with a name
    table.deal()
    finish(table)
    table.deal()                                       # the hand in play
    table.act(CHECK if table.session.hand.legal() >> CHECK & 1 else CALL)
    return bytes(saver.journal.nvm), saver, table
