"""Keeps the save journal in step with the table, one record per change."""

# The app calls sync(table) after every key press. The saver compares the table with
# what it has journaled (the session object, the hand object, how much of the hand's
# event log, the rules object and the mode) and appends only the difference: a new
# hand, new actions, an undo, a misdeal, changed options or the end of the session.
# When a record no longer fits, it compacts: one fresh sector image holding the
# snapshot before the hand in play, then that hand's log. A new session writes a
# fresh image too.

from indian_poker.eventlog import event_size
from indian_poker.packing import PACKED_SIZE, pack_rules
from indian_poker.snapshot import before_hand

from . import savegame as sg
from .journal import (
    DEAL,
    END,
    EVENTS,
    FRESH,
    MAX_PAYLOAD,
    MISDEAL,
    RULES,
    SESSION_ID,
    SNAPSHOT,
    UNDO,
    WAKE,
    Journal,
)


class Saver:
    """The live side of the journal: what is saved so far, and appending the rest."""

    def __init__(self, nvm):
        self.journal = Journal(nvm)
        self.table = None
        self.prompt = None        # the boot question (resume.ResumePrompt) while it is shown
        self.on_play = None       # called with True when a session starts, False when it ends
        self.session = None       # the session journaled, None when none is
        self._hand = None
        self._rules = None
        self._tracker = False
        self._ended = False
        self._id = None           # the session id journaled
        self._log = bytearray(64)  # the journaled part of the hand's event log
        self._log_len = 0
        self._buf = bytearray(sg.snapshot_size(10))
        self._ruled = bytearray(PACKED_SIZE + 1)

    def read(self, entropy=None):
        """The saved session (restore.Saved) found in the NVM."""
        from .restore import load
        return load(self.journal.read(), entropy)

    def adopt(self, table):
        """Carry on journaling a resumed table; compacts first if a torn record is left."""
        self._track(table)
        if not self.journal.clean:
            self.compact()
        self._playing(True)

    def _playing(self, on):
        if self.on_play is not None:
            self.on_play(on)

    def sync(self, table):
        """Append whatever changed on `table` since the last sync."""
        if table is None:
            if self.session is not None:   # the players left the session for a new one
                self.session = None
                self.mark(FRESH)
                self._playing(False)
            return
        session = table.session
        if self.session is None or table.session is not self.session:
            self.table = table
            self._track(table)
            self.compact()
            self._playing(True)
            return
        self.table = table
        if session.rules is not self._rules or table.tracker != self._tracker:
            self._rules = session.rules
            self._tracker = table.tracker
            self._put_rules()
        hand = session.hand
        if hand is not self._hand:
            self._hand = hand
            start = hand._events_start()
            if session.session_id != self._id:   # drawn with this deal: one record for both
                self._id = session.session_id
                deal = bytearray(self._id)
                deal.extend(memoryview(hand._log)[:start])
                self._put(SESSION_ID, deal)
            else:
                self._put(DEAL, hand._log, 0, start)
            self._log_len = self._copy(hand, 0, start)
            self._put_events(hand)
        elif hand is not None:
            self._hand_changed(hand)
        if session.session_id != self._id:   # drawn by a misdeal of a hand saved without one
            self.compact()
            self._track(table)
        if session._ended and not self._ended:
            self._ended = True
            self._put(END)

    def _hand_changed(self, hand):
        start = hand._events_start()
        log = hand._log
        for i in range(start):
            if log[i] != self._log[i]:     # a misdeal: the same antes, new cards
                self._put(MISDEAL, log, 0, start)
                self._copy(hand, 0, start)
                return
        while hand._log_len < self._log_len:   # undo: one record per event taken back
            pos = last = start
            while pos < self._log_len:
                last = pos
                pos += event_size(self._log[pos])
            self._log_len = last
            self._put(UNDO)
        self._put_events(hand)

    def _put_events(self, hand):
        pos = self._log_len
        end = hand._log_len
        while pos < end:   # events never split: a chunk ends on an event boundary
            stop = pos
            while stop < end and stop - pos < MAX_PAYLOAD - 4:
                stop += event_size(hand._log[stop])
            self._put(EVENTS, hand._log, pos, stop)
            pos = stop
        self._log_len = self._copy(hand, self._log_len, end)

    def _copy(self, hand, start, end):
        if end > len(self._log):
            self._log.extend(bytes(end - len(self._log) + 32))
        log = self._log
        src = hand._log
        for i in range(start, end):
            log[i] = src[i]
        return end

    def _put_rules(self):
        buf = self._ruled
        buf[0:PACKED_SIZE] = pack_rules(self._rules)
        buf[PACKED_SIZE] = 1 if self._tracker else 0
        self._put(RULES, buf)

    def _put(self, kind, data=b"", start=0, stop=-1):
        if not self.journal.append(kind, data, start, stop):
            self.compact()   # the compacted image already holds this change

    def mark(self, kind):
        """Append a boot intent (journal.WAKE or FRESH); compacts first if it does not fit."""
        if not self.journal.append(kind) and self.session is not None:
            self.compact()
            self.journal.append(kind)

    def after_crash(self, resume):
        """The crash screen's choice: resume the saved session at boot, or start anew."""
        try:
            self.mark(WAKE if resume else FRESH)
        except Exception:  # noqa: BLE001 - the saver itself may be what failed
            pass

    def _track(self, table):
        session = table.session
        self.table = table
        self.session = session
        self._rules = session.rules
        self._tracker = table.tracker
        self._ended = session._ended
        self._id = session.session_id
        self._hand = session.hand
        self._log_len = 0
        if session.hand is not None:
            self._log_len = self._copy(session.hand, 0, session.hand._log_len)

    def compact(self):
        """Rewrite the sector: snapshot before the hand in play, then that hand's log."""
        self._compact(self.table)

    def _compact(self, table):
        session = table.session
        hand = session.hand
        j = self.journal
        j.begin_image()
        rules = hand._rules if hand is not None else session.rules
        ended = session._ended and hand is None
        size = sg.write_snapshot(self._buf, rules, table.names, table.tracker, ended,
                                 before_hand(session), session._stacks)
        j.add(SNAPSHOT, self._buf, 0, size)
        if session.session_id is not None:
            j.add(SESSION_ID, session.session_id)
        if hand is not None:
            j.add(DEAL, hand._log, 0, hand._events_start())
            pos = hand._events_start()
            while pos < hand._log_len:
                stop = pos
                while stop < hand._log_len and stop - pos < MAX_PAYLOAD - 4:
                    stop += event_size(hand._log[stop])
                j.add(EVENTS, hand._log, pos, stop)
                pos = stop
            if rules is not session.rules:
                self._rules = session.rules
                buf = self._ruled
                buf[0:PACKED_SIZE] = pack_rules(session.rules)
                buf[PACKED_SIZE] = 1 if table.tracker else 0
                j.add(RULES, buf)
            if session._ended:
                j.add(END)
        j.commit_image()
