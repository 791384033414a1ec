"""The save journal's live side: the table tells it each change, it appends a record."""

# The table (dealer/table.py) tells each change as it happens: a hand dealt, an action
# or a card entered (the events from an offset of the hand's log), an undo, a misdeal,
# new options or mode, the end of the session. Each becomes one record
# (savegame.py says what each holds). When a record no longer fits, it compacts: one
# fresh sector image with the snapshot before the hand in play, then that hand's log,
# which already holds the change. A new session writes a fresh image too.

from indian_poker.eventlog import chunk_end
from indian_poker.loading import unload_if_compiled
from indian_poker.packing import PACKED_SIZE, pack_rules

from ..table import (
    ACTED,
    BEGAN,
    BOUGHT,
    DEALT,
    ENDED,
    LANGUAGE,
    LEFT,
    MISDEALT,
    OPTIONS,
    RESUMED,
    UNBOUGHT,
    UNDONE,
)
from . import savegame as sg
from .journal import (
    AGAIN,
    BUYIN,
    CHIP_VALUE,
    DEAL,
    END,
    EVENTS,
    LANG,
    MAX_PAYLOAD,
    MISDEAL,
    OFFER,
    PENDING,
    RULES,
    SESSION_ID,
    SNAPSHOT,
    UNBUY,
    UNDO,
    WAKE,
    Journal,
)


class Saver:
    """Journals the table it is told about: one record per change, compacting when full."""

    def __init__(self, nvm):
        self.journal = Journal(nvm)
        self.table = None         # the table journaled, None when none is
        self._id = None           # the session id journaled (the deal fingerprints')
        self._buf = bytearray(sg.snapshot_size(10, True, sg.MOST_PEOPLE - 10))   # the largest
        self._ruled = bytearray(PACKED_SIZE + 1)
        self._bought = bytearray(4)   # the seat, then a new player's name

    def read(self, entropy=None):
        """The saved session (restore.Saved) found in the NVM."""
        from .restore import SAVED, load
        journal = self.journal
        image = journal.read()
        saved = load(image, entropy)
        if saved.status == SAVED and not journal.clean:   # a record torn by a power cut
            from .lost import lost_record
            saved.lost = lost_record(saved, image, journal.end)
            unload_if_compiled("dealer.store.lost")
        return saved

    def changed(self, change, table, at):
        """What the table tells (dealer/table.py): the record of that change."""
        if change == ACTED:
            self._events(table.session.hand.events, at)
        elif change == DEALT:
            self._dealt(table)
        elif change == UNDONE:
            self._put(UNDO)
        elif change == MISDEALT:
            events = table.session.hand.events
            self._put(MISDEAL, events.buf, 0, events.start)   # the same antes, new cards
            if table.session.session_id != self._id:   # drawn by the misdeal of a hand saved
                self._id = table.session.session_id    # without one: the image holds it
                self.compact()
        elif change == OPTIONS:   # the packed rules, then the mode
            buf = self._ruled
            buf[0:PACKED_SIZE] = pack_rules(table.session.rules)
            buf[PACKED_SIZE] = sg.mode_byte(table)
            self._put(RULES, buf)
        elif change == ENDED:
            self._put(END)
        elif change == LANGUAGE:
            self._put(LANG, table.language.encode())
        elif change == BOUGHT:   # `at`: the seat, | LEFT_TABLE for a leaver, | JOINED
            bought = self._bought
            bought[0] = at
            if at & sg.JOINED:   # the new player's name: the seat's now
                sg.put_name(bought, 1, table.names[at & 0x3F])
            self._put(BUYIN, bought, 0, 4 if at & sg.JOINED else 1)
        elif change == UNBOUGHT:   # `at`: the B byte | the button before << 8
            bought = self._bought
            bought[0] = at & 0xFF
            bought[1] = at >> 8
            self._put(UNBUY, bought, 0, 2)
        elif change == LEFT:   # the players set up a new session: until it starts (BEGAN)
            self.mark(OFFER)     # the one they left stays, and the next boot offers it
        elif change == BEGAN or change == RESUMED:
            # a fresh image; resumed: one only if a torn record is left (STAGE: no record)
            self.table = table
            self._id = table.session.session_id
            if change == BEGAN or not self.journal.clean:
                self.compact()

    def _dealt(self, table):
        events = table.session.hand.events
        session_id = table.session.session_id
        if session_id != self._id:   # drawn with this deal: one record for both
            self._id = session_id
            record = bytearray(session_id)
            record.extend(memoryview(events.buf)[:events.start])
            done = self._put(SESSION_ID, record)
        else:
            done = self._put(DEAL, events.buf, 0, events.start)
        if done:
            self._events(events, events.start)

    def _events(self, events, at):
        while at < events.end:   # a record ends on an event boundary
            stop = chunk_end(events.buf, at, events.end, MAX_PAYLOAD)
            if not self._put(EVENTS, events.buf, at, stop):
                return   # compacted: the image holds every event
            at = stop

    # ---- records -----------------------------------------------------------------

    def _put(self, kind, data=b"", start=0, stop=-1):
        """Append one record; False if it did not fit and the journal was compacted."""
        if self.journal.append(kind, data, start, stop):
            return True
        self.compact()   # the compacted image already holds this change
        return False

    def mark(self, kind):
        """Append a boot intent (journal.WAKE, AGAIN or OFFER); compacts first if it must."""
        if not self.journal.append(kind) and self.table is not None:
            self.compact()
            self.journal.append(kind)

    def after_crash(self, resume):
        """The crash screen's choice: resume the saved session at boot, or the setup
        (the save stays until a new session starts, as the power-up prompt's NEW)."""
        try:
            self.mark(WAKE if resume else AGAIN)
        except Exception:  # noqa: BLE001 - the saver itself may be what failed
            pass

    def keep(self, saved):
        """The saved session (restore.Saved) journaled again with no boot intent: the
        next power-up asks whether to resume it."""
        self._image(saved)   # it has the session, names and tracker a table has

    def _pending(self, bought):
        """P records of the image: buy-ins since the deal that its snapshot holds, which
        Undo may still take back."""
        pair = self._bought
        for byte, dealer in bought:
            pair[0] = byte
            pair[1] = dealer
            self.journal.add(PENDING, pair, 0, 2)

    def compact(self):
        """Rewrite the sector: snapshot before the hand in play, then that hand's log."""
        self._image(self.table)

    def _image(self, table):
        # the snapshot writer is needed only here, a few times a session: loaded, then dropped
        from indian_poker.snapshot import before_hand
        session = table.session
        hand = session.hand
        j = self.journal
        j.begin_image()
        if hand is not None and hand.over and session.buyins_since_deal:
            hand = None   # chips bought or cashed out after it: the image starts from now
        rules = hand.rules if hand is not None else session.rules
        size = sg.write_snapshot(self._buf, rules, table.names, sg.mode_byte(table),
                                 session.ended and hand is None,
                                 before_hand(session, hand is None), session.left(),
                                 session.departed)
        j.add(SNAPSHOT, self._buf, 0, size)
        if hand is None:
            self._pending(getattr(table, "bought", ()))
        if table.chip_value is not None:
            j.add(CHIP_VALUE, table.chip_value.text().encode())
        if session.session_id is not None:
            j.add(SESSION_ID, session.session_id)
        if hand is not None:
            events = hand.events
            j.add(DEAL, events.buf, 0, events.start)
            at = events.start
            while at < events.end:
                stop = chunk_end(events.buf, at, events.end, MAX_PAYLOAD)
                j.add(EVENTS, events.buf, at, stop)
                at = stop
            if rules is not session.rules:
                buf = self._ruled
                buf[0:PACKED_SIZE] = pack_rules(session.rules)
                buf[PACKED_SIZE] = sg.mode_byte(table)
                j.add(RULES, buf)
            if session.ended:
                j.add(END)
        if table.language:   # last: the records before it are as they were before languages
            j.add(LANG, table.language.encode())
        j.commit_image()
        unload_if_compiled("indian_poker.snapshot")
