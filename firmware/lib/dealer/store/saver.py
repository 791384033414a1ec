"""The save journal's live side: the table tells it each change, it appends a record."""

# The table (dealer/table.py) tells each change as it happens: a hand dealt, an action
# or a card entered (the events from an offset of the hand's log), an undo, a misdeal,
# new options or mode, the end of the session. Each becomes one record
# (savegame.py says what each holds). When a record no longer fits, it compacts: one
# fresh sector image with the snapshot before the hand in play, then that hand's log,
# which already holds the change. A new session writes a fresh image too.
# On the device a compaction waits until the key that made the change is handled
# (`later`, `flush`): a change comes deep in a key's calls (the screen, the table, this
# saver), and the "Saving..." screen drawn before the erase needs the call stack's room
# on top of the compaction's. No append follows a change waiting for it, and the screen
# shows the change only after it is saved.
# The image goes in the order a power cut inside its programming loses least: its
# header (journal.py), the snapshot, the session id, the hand's deal, each of its events
# in a record of its own (a cut loses the events from there on, not the whole hand),
# then the options changed after it, the end of the session, the chip value.

from micropython import const

from indian_poker.eventlog import chunk_end, count_events
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
from . import savegame
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
    OVERHEAD,
    PENDING,
    RULES,
    SESSION_ID,
    SNAPSHOT,
    UNBUY,
    UNDO,
    WAKE,
    Journal,
)

_EVENTS_ROOM = const(1024)   # the most an image spends on its hand's events one by one


class Saver:
    """Journals the table it is told about: one record per change, compacting when full."""

    def __init__(self, nvm, saving=None):
        self.journal = Journal(nvm)
        self.journal.saving = saving   # before each sector erase: the screen says so
        self.table = None         # the table journaled, None when none is
        self._id = None           # the session id journaled (the deal fingerprints')
        self._buf = bytearray(savegame.snapshot_size(   # the largest snapshot
            10, True, savegame.MOST_PEOPLE - 10, savegame.MOST_PEOPLE, True))
        self._ruled = bytearray(PACKED_SIZE + 1)
        self._bought = bytearray(4)   # the seat, then a new player's name
        self.later = False   # compactions wait for flush() (the app: once a key is handled)
        self.due = False     # a change waits for a compaction

    def read(self, entropy=None):
        """The saved session (restore.Saved) found in the NVM."""
        from .restore import NOTHING, load
        journal = self.journal
        saved = load(journal.read(), entropy, journal.room)
        unload_if_compiled("dealer.store.lost")
        unload_if_compiled("dealer.store.scan")
        if saved.loss != NOTHING:   # the next write rewrites the sector from what was read
            journal.end = saved.kept
            journal.clean = False
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
                self._compact_soon()
        elif change == OPTIONS:   # the packed rules, then the mode
            buf = self._ruled
            buf[0:PACKED_SIZE] = pack_rules(table.session.rules)
            buf[PACKED_SIZE] = savegame.mode_byte(table)
            self._put(RULES, buf)
        elif change == ENDED:
            self._put(END)
        elif change == LANGUAGE:
            self._put(LANG, table.language.encode())
        elif change == BOUGHT:   # `at`: the buy-in's byte (indian_poker.buyins.buyin_byte)
            from indian_poker.buyins import JOINED, SEAT  # loaded: a buy-in was made
            bought = self._bought
            bought[0] = at
            if at & JOINED:   # the new player's name: the seat's now
                savegame.put_name(bought, 1, table.names[at & SEAT])
            self._put(BUYIN, bought, 0, 4 if at & JOINED else 1)
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
                self._compact_soon()

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
        """Append one record; False if it did not fit and the journal was compacted (or
        will be: the image holds this change)."""
        if not self.due and self.journal.append(kind, data, start, stop):
            return True
        self._compact_soon()
        return False

    def _compact_soon(self):
        if self.later:
            self.due = True
        else:
            self.compact()

    def flush(self):
        """The compaction a change waits for, if any (the app, once a key is handled)."""
        if self.due:
            self.due = False
            self.compact()

    def mark(self, kind):
        """Append a boot intent (journal.WAKE, AGAIN or OFFER); compacts first if it must."""
        self.flush()
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
        """Rewrite the sector now: snapshot before the hand in play, then that hand's log."""
        self.due = False
        self._image(self.table)

    def _image(self, table):
        # the snapshot writer is needed only here, a few times a session: loaded, then dropped
        from indian_poker.snapshot import before_hand, chain_before_hand, out_before_hand
        session = table.session
        hand = session.hand
        j = self.journal
        j.begin_image()
        if hand is not None and hand.over and session.buyins_since_deal:
            hand = None   # chips bought or cashed out after it: the image starts from now
        rules = hand.rules if hand is not None else session.rules
        size = savegame.write_snapshot(self._buf, rules, table.names, savegame.mode_byte(table),
                                 session.ended and hand is None,
                                 before_hand(session, hand is None), session.left(),
                                 session.departed, out_before_hand(session, hand is None),
                                 chain_before_hand(session, hand is None))
        j.add(SNAPSHOT, self._buf, 0, size)
        if hand is None:
            self._pending(getattr(table, "bought", ()))
        if session.session_id is not None:
            j.add(SESSION_ID, session.session_id)
        actions = cards = 0
        if hand is not None:
            actions, cards = self._hand(hand)
            if rules is not session.rules:
                buf = self._ruled
                buf[0:PACKED_SIZE] = pack_rules(session.rules)
                buf[PACKED_SIZE] = savegame.mode_byte(table)
                j.add(RULES, buf)
            if session.ended:
                j.add(END)
        if table.chip_value is not None:
            j.add(CHIP_VALUE, table.chip_value.text().encode())
        if table.language:   # last: the records before it are as they were before languages
            j.add(LANG, table.language.encode())
        j.commit_image(session.hand_no, actions, cards)
        unload_if_compiled("indian_poker.snapshot")

    def _hand(self, hand):
        """The image's records of the hand in play: its deal, then its events, one a
        record unless that makes a long hand take more than _EVENTS_ROOM; returns its
        (actions, cards entered), for the image's header."""
        j = self.journal
        events = hand.events
        j.add(DEAL, events.buf, 0, events.start)
        actions, cards = count_events(events.buf, events.start, events.end)
        most = 1 if (actions + cards) * OVERHEAD + events.end - events.start <= _EVENTS_ROOM \
            else MAX_PAYLOAD
        at = events.start
        while at < events.end:
            stop = chunk_end(events.buf, at, events.end, most)
            j.add(EVENTS, events.buf, at, stop)
            at = stop
        return actions, cards
