"""Save-journal figures: flash wear, bytes per action, and what power cuts and damage lose.

    .venv/bin/python tools/bench/run.py journal [--no-pico]

1. Wear: scripted 10-player sessions (random legal play with undo, misdeals and
   option changes, as in tools/testkit/journal_play.py) on the emulated 4 KiB RP2040
   NVM: sector erases per 100 player actions (target <= 1), page programs; the same
   with a 2 KiB journal (what a 2 KiB compaction image would hold).
2. Size: bytes the journal grows per action, and actions between two compactions.
3. Power cuts: 10-player sessions with at least two compactions, the power cut before
   every step and every bit of every write (tools/testkit/power_cuts.py), by kind of cut:
   how many restarts resume exactly, lose the change being written, lose more, or lose
   the session, and how many of each the device told truthfully.
4. Damaged saves: every bit of every record of a journal holding each kind of record,
   flipped one at a time; stray bytes after the end.
5. The compaction on CircuitPython 10.2.1 in the emulated Pico (RP2040_DIR): an append,
   the sector write (erase and program), a whole compaction, in ms.
"""

import argparse
import pathlib
import random
import re
import tempfile

import simhw  # noqa: F401  (first: it puts the board's modules, micropython's const, on sys.path)
from dealer.store import restore as rs
from dealer.store.saver import Saver
from indian_poker import LAST_STANDING, NO_LIMIT, Rules
from testkit.journal_play import FlashNvm, fingerprint, new_table, play
from testkit.power_cuts import (
    CUT_KINDS,
    GAP,
    OUTCOMES,
    cut_everywhere,
    damage_everywhere,
    every_kind,
    records,
)

ROOT = pathlib.Path(__file__).resolve().parents[2]


class Counting:
    """Counts what a session writes: records by kind, bytes, and actions between compactions."""

    def __init__(self, saver):
        self.saver = saver
        self.rewrites = saver.journal.rewrites
        self.since = 0
        self.between = []      # changes journaled between two compactions

    def changed(self):
        journal = self.saver.journal
        if journal.rewrites != self.rewrites:
            if self.rewrites:              # not the fresh journal of the session
                self.between.append(self.since)
            self.rewrites = journal.rewrites
            self.since = 0
        self.since += 1


def wear(rules, tracker, seed, end_after=0, size=4096):
    """One scripted session: (actions, changes, erases, programs, bytes/action, between)."""
    table = new_table(rules, seed=seed, tracker=tracker)
    nvm = FlashNvm(size=size)
    saver = Saver(nvm)
    counting = Counting(saver)
    sizes = []
    last = [0]

    def changed():
        counting.changed()
        end = saver.journal.end
        if counting.since > 1 and end > last[0]:
            sizes.append(end - last[0])
        last[0] = end

    actions = play(table, saver, seed=seed + 1, on_change=changed, end_after=end_after)
    session = table.session
    left = sum(1 for seat in range(rules.players) if session.can_play(seat))
    return (actions, nvm.sector_erases, nvm.page_programs, sizes, counting.between,
            "%d/%d" % (session.settled, left))


SESSIONS = (("fixed limit, 250 hands", lambda: Rules(players=10, hands=LAST_STANDING), False,
             250),
            ("fixed limit, real deck, 250 hands", lambda: Rules(players=10, hands=LAST_STANDING),
             True, 250),
            ("no limit, 250 hands", lambda: Rules(players=10, hands=LAST_STANDING,
                                                 structure=NO_LIMIT, stack=1000), False, 250),
            ("one rotation (10 hands)", lambda: Rules(players=10), False, 0))


def print_wear():
    """Sections 1 and 2."""
    print("1-2. Wear and size on the 4 KiB NVM (10 players, scripted play, with extras)")
    print("  %-34s %7s %6s %7s %8s %8s %9s %9s %9s" % (
        "session", "actions", "erases", "per 100", "programs", "B/action", "B/change",
        "chg/comp", "hands/in"))
    # Long sessions play LAST_STANDING, ended on request after 250 hands: any other
    # length ends at the first player out of chips (R-BUST), long before that.
    totals = {4096: [0, 0], 2048: [0, 0]}
    for label, rules, tracker, end_after in SESSIONS:
        actions, erases, programs, sizes, between, played = wear(rules(), tracker, seed=7,
                                                                 end_after=end_after)
        totals[4096][0] += actions
        totals[4096][1] += erases
        per_change = sum(sizes) / len(sizes) if sizes else 0
        gap = "%d" % (sum(between) // len(between)) if between else "-"
        print("  %-34s %7d %6d %7.2f %8d %8.2f %9.2f %9s %9s" % (
            label, actions, erases, 100 * erases / actions, programs, sum(sizes) / actions,
            per_change, gap, played))
        small = wear(rules(), tracker, seed=7, end_after=end_after, size=2048)
        totals[2048][0] += small[0]
        totals[2048][1] += small[1]
    print("  all: %.2f erases per 100 actions (target <= 1)"
          % (100 * totals[4096][1] / totals[4096][0]))
    print("  a 2 KiB journal, the most a 2 KiB compaction image could keep erased: %.2f "
          "erases per 100 actions, %d compactions against %d (each a window in which a cut "
          "can lose the session)" % (100 * totals[2048][1] / totals[2048][0],
                                     totals[2048][1], totals[4096][1]))
    print("  B/action: journal bytes appended per player action (deals, undo, options "
          "included); B/change: per record")
    print("  hands/in: hands played / players still able to pay the ante at the end (random"
          " play busts most seats, so later hands are short and deals weigh more)")
    print("  chg/comp: journaled changes (actions, deals, undo, options) between two "
          "compactions")
    print("  record sizes: one fixed-limit action %d bytes, a sized bet %d, a revealed card %d"
          % (1 + 6, 4 + 6, 2 + 6))


def print_cuts(hands):
    """Section 3."""
    print()
    print("3. Power cut before every step and bit of every write, 10 players, last standing")
    print("   (a step: the sector erase, or one byte of a page program, in address order;")
    print("   bits: each 0 bit of a byte programmed, bit 7 first)")
    for tracker, count in ((False, hands), (True, hands + hands // 3)):
        table = new_table(Rules(players=10, hands=LAST_STANDING), seed=5, tracker=tracker)
        t = cut_everywhere(table, seed=6, end_after=count)
        assert not t.failures, t.failures[:3]
        print("  %s, %d hands: %d cut positions in %d writes (%d compactions), %d distinct "
              "images" % ("real deck  " if tracker else "pass-around", count, t.total(),
                          t.writes, t.compactions, t.images))
        print("    %-28s %9s   %s" % ("kind of cut", "positions", "   ".join(
            "%s (told truly)" % o for o in OUTCOMES)))
        for kind, name in enumerate(CUT_KINDS):
            print("    %-28s %9d   %s" % (name, t.total(kind), "   ".join(
                "%d (%d)" % (t.cuts[kind][o], t.told[kind][o]) for o in range(4))))
        told = t.truthful()
        print("    told truthfully: %d of %d (%.3f%%); not: %d, each a cut between a "
              "compaction's erase and its first program (a blank sector)"
              % (told, t.total(), 100 * told / t.total(), t.total() - told))
        assert t.total() - told == t.total(GAP)


def print_damage():
    """Section 4."""
    image = every_kind()[0]
    print()
    print("4. Damaged saves: a 4-player journal holding every kind of record (%d records, "
          "%d bytes)" % (len(records(image)), records(image)[-1][1]))
    found = damage_everywhere(image)
    flips = sum(v[0] for v in found.values())
    told = sum(v[1] for v in found.values())
    print("  every bit of every record flipped in turn: %d saves, told truthfully %d (%s)"
          % (flips, told, ", ".join("%s %d/%d" % (k, v[1], v[0])
                                    for k, v in sorted(found.items()))))
    print("  (H header and S snapshot: the session is lost and said so; the last record: "
          "could not be read back; any other: the session at the start of its hand, and "
          "the hands lost named)")
    rnd = random.Random(5)
    end = records(image)[-1][1]
    whole = fingerprint(rs.load(image).session)
    quiet = 0
    for _ in range(1000):
        damaged = bytearray(image)
        damaged[rnd.randrange(end + 1, len(damaged))] = rnd.randrange(255)
        saved = Saver(FlashNvm(data=bytes(damaged))).read()
        quiet += saved.status == rs.SAVED and not saved.lost and \
            fingerprint(saved.session) == whole
    print("  a stray byte after the end, at 1,000 random places: %d read back exactly and "
          "said nothing" % quiet)


PICO_CODE = '''
import os
import time

import microcontroller

from dealer.store import journal as jr
from dealer.store.saver import Saver
from dealer.table import BEGAN, Table
from indian_poker import Rules, Session

saver = Saver(microcontroller.nvm)
saver.read()
session = Session(Rules(players=10, hands=200), entropy=os.urandom)
table = Table(session, ["P%d" % i for i in range(10)], False, lambda text: None, (saver,))
table.tell(BEGAN)
table.deal()
hand = session.hand
while not hand.over and hand.events.end - hand.events.start < 8:
    legal = hand.legal()
    table.act(next(a for a in (1, 2, 0) if legal >> a & 1))
nvm = microcontroller.nvm
image = bytes(nvm[0:4096])
appends, writes, compacts = [], [], []
for _ in range(7):
    t0 = time.monotonic_ns()
    saver.journal.append(jr.WAKE)
    appends.append(time.monotonic_ns() - t0)
    t0 = time.monotonic_ns()
    nvm[0:4096] = image
    writes.append(time.monotonic_ns() - t0)
    t0 = time.monotonic_ns()
    saver.compact()
    compacts.append(time.monotonic_ns() - t0)
for name, values in (("append", appends), ("sector", writes), ("compaction", compacts)):
    values.sort()
    print("JOURNAL %s %d %d %d" % (name, values[0], values[len(values) // 2], values[-1]))
'''


def pico_figures():
    """[(what, min, median, max ms)] on the emulated Pico, or a line saying why not."""
    import bundle
    import instruments
    import pico
    folder, why = instruments.emulated_pico(fat_tools=False)
    if folder is None:
        return "skipped: " + why
    ok, why = pico.apt_tools()
    if not ok:
        return "skipped: " + why
    mpy_cross = instruments.circuitpython_mpy_cross()[0]
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        bundle.build(tmp / "b", mpy_cross=mpy_cross)
        drive = tmp / "b" / "CIRCUITPY"
        (drive / "code.py").write_text(PICO_CODE, encoding="utf-8")
        run = pico.play(pico.image(drive, tmp / "journal.img"), "")
    found = [(m.group(1),) + tuple(int(v) / 1e6 for v in m.groups()[1:])
             for m in re.finditer(r"JOURNAL (\w+) (\d+) (\d+) (\d+)", run.console)]
    return found or "no figures on the console:\n" + run.console[-800:]


def print_pico():
    """Section 5."""
    print()
    print("5. The compaction on CircuitPython 10.2.1 in the emulated Pico, .mpy, 10 players,"
          " 7 runs (min / median / max ms)")
    found = pico_figures()
    if isinstance(found, str):
        print("  " + found)
        return
    words = {"append": "one record appended (page programs, no erase)",
             "sector": "the sector write of a compaction: copy, erase, 16 page programs",
             "compaction": "a whole compaction: the image built, then that write"}
    for name, low, mid, high in found:
        print("  %-66s %7.3f / %7.3f / %7.3f" % (words.get(name, name), low, mid, high))
    print("  The window in which a cut loses the session is inside the sector write: from "
          "the erase to the programming of page 0 (the header and the snapshot). rp2040js "
          "does the erase and the programs in no emulated time, so that figure is "
          "CircuitPython's own work around them; the Pico's W25Q16JV flash takes 45 ms "
          "(typical) to 400 ms (at most) to erase a sector and 0.4 to 3 ms to program a "
          "page by its datasheet, which neither the emulator nor this bench measures.")


def main():
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-pico", action="store_true", help="leave out the emulated Pico")
    parser.add_argument("--hands", type=int, default=75,
                        help="hands of the pass-around power-cut session (real deck: a third "
                             "more)")
    args = parser.parse_args()
    print_wear()
    print_cuts(args.hands)
    print_damage()
    if not args.no_pico:
        print_pico()

