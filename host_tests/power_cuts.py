"""Cutting the power at every byte of every flash write of a scripted session, and judging restarts.

The emulated flash (tools/simhw FlashNvm) stops a write when the power is cut
after n byte operations of a program or erase. `TracingNvm` is that flash; during
each write it keeps the image that a cut before each byte operation would leave
(the cut fires before that byte changes, so the image at that moment is what
survives). Identical images from different offsets are decoded once and counted
for every offset that leaves them.
"""

from journal_play import FlashNvm, fingerprint, play

from dealer.store import restore as rs
from dealer.store.saver import Saver
from dealer.table import RESUMED

LOST_KINDS = (rs.EMPTY, rs.LOST)


class TracingNvm(FlashNvm):
    """FlashNvm that remembers, per write, the image a cut at each byte op would leave."""

    def __init__(self):
        super().__init__()
        self.images = None      # image -> number of cut offsets leaving it (during a write)
        self.writes = []        # per write of the current change: (erased, {image: count})

    def _tick(self):
        if self.images is not None:
            image = bytes(self._mem)
            self.images[image] = self.images.get(image, 0) + 1
        super()._tick()

    def _write(self, start, values):
        erases = self.sector_erases
        self.images = {}
        try:
            super()._write(start, values)
        finally:
            images, self.images = self.images, None
        self.writes.append((self.sector_erases > erases, images))


class Tally:
    """What restarts after the cuts found, by outcome."""

    def __init__(self):
        self.cuts = 0              # cut offsets tried (bytes of program or erase)
        self.images = 0            # distinct flash images decoded
        self.writes = 0
        self.compactions = 0       # writes that erased the sector
        self.exact = 0             # restart at the action being written, or the one before
        self.window_lost = 0       # compaction window: the session is gone ("saved session lost")
        self.window_older = 0      # compaction window: an earlier point of the hand in play
        self.window_cuts = 0       # cut offsets inside compaction writes
        self.failures = []         # anything else, or a journal behind the game: stays empty
        self.lost_screens = set()


def cut_everywhere(table, seed, extras=True, check_continue=0, end_after=0):
    """Play the session with a TracingNvm; return a Tally of every possible power cut."""
    nvm = TracingNvm()
    saver = Saver(nvm)
    tally = Tally()
    states = [None]      # fingerprint after each change; None: before the first save

    def judge():
        after = fingerprint(table.session)
        before = states[-1]
        # no cut: the journal as written reads back as the live game, after every change
        # (a change the table forgot to tell the saver fails here, write or no write)
        whole = rs.load(bytes(nvm))
        if whole.status != rs.SAVED or fingerprint(whole.session) != after:
            tally.failures.append(("behind the game", 1))
        for erased, images in nvm.writes:
            tally.writes += 1
            tally.compactions += erased
            for image, count in images.items():
                tally.images += 1
                tally.cuts += count
                if erased:
                    tally.window_cuts += count
                _judge(image, count, before, after, erased, tally)
                if check_continue and tally.images % check_continue == 0:
                    _carry_on(image, table.names, tally)
        nvm.writes = []
        states.append(after)

    play(table, saver, seed, on_change=judge, extras=extras, end_after=end_after)
    return tally


def _judge(image, count, before, after, erased, tally):
    saved = rs.load(image)          # never raises: that is part of what is tested
    if saved.status == rs.SAVED:
        state = fingerprint(saved.session)
        if state == after or state == before:
            tally.exact += count
            return
        if erased:
            tally.window_older += count
            return
    elif before is None or erased:
        if before is None:          # the very first save of the session: nothing to lose
            tally.exact += count
        else:
            tally.window_lost += count
        return
    tally.failures.append((saved.status, count))


def _carry_on(image, names, tally):
    """Boot on the cut image, resume, play one more action and read it back."""
    from dealer.table import Table
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
    if again.status != rs.SAVED or fingerprint(again.session) != fingerprint(saved.session):
        tally.failures.append(("continue", 1))
