"""Save-journal figures: flash wear, bytes per action, and the compaction's loss window.

    .venv/bin/python tools/bench_journal.py

1. Wear: scripted 10-player sessions (random legal play with undo, misdeals and
   option changes, as in host_tests/journal_play.py) on the emulated 4 KiB RP2040
   NVM: sector erases per 100 player actions (target <= 1), page programs.
2. Size: bytes the journal grows per action, and actions between two compactions.
3. Loss window: a 10-player 40-hand session with the power cut before every byte
   operation of every write (host_tests/power_cuts.py): how many cut positions
   lose the session (compaction erase) or fall back within the hand in play.
"""

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "host_tests"))
sys.path.insert(0, str(ROOT / "firmware" / "lib"))

from journal_play import FlashNvm, new_table, play  # noqa: E402
from power_cuts import cut_everywhere  # noqa: E402

from dealer.store import restore as rs  # noqa: E402
from dealer.store.saver import Saver  # noqa: E402
from indian_poker import LAST_STANDING, NO_LIMIT, Rules  # noqa: E402


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


def wear(rules, tracker, seed, end_after=0):
    """One scripted session: (actions, changes, erases, programs, bytes/action, between)."""
    table = new_table(rules, seed=seed, tracker=tracker)
    nvm = FlashNvm()
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
            "%d/%d" % (session._settled, left))


def main():
    """Print the figures."""
    print("1-2. Wear and size on the 4 KiB NVM (10 players, scripted play, with extras)")
    print("  %-34s %7s %6s %7s %8s %8s %9s %9s %9s" % (
        "session", "actions", "erases", "per 100", "programs", "B/action", "B/change",
        "chg/comp", "hands/in"))
    total_actions = total_erases = 0
    # Long sessions play LAST_STANDING, ended on request after 250 hands: any other
    # length ends at the first player out of chips (R-BUST), long before that.
    last = Rules(players=10, hands=LAST_STANDING)
    for label, rules, tracker, end_after in (
            ("fixed limit, 250 hands", last, False, 250),
            ("fixed limit, real deck, 250 hands", last, True, 250),
            ("no limit, 250 hands", Rules(players=10, hands=LAST_STANDING, structure=NO_LIMIT,
                                          stack=1000), False, 250),
            ("one rotation (10 hands)", Rules(players=10), False, 0)):
        actions, erases, programs, sizes, between, played = wear(rules, tracker, seed=7,
                                                                 end_after=end_after)
        total_actions += actions
        total_erases += erases
        per_change = sum(sizes) / len(sizes) if sizes else 0
        gap = "%d" % (sum(between) // len(between)) if between else "-"
        print("  %-34s %7d %6d %7.2f %8d %8.2f %9.2f %9s %9s" % (
            label, actions, erases, 100 * erases / actions, programs, sum(sizes) / actions,
            per_change, gap, played))
    print("  all: %.2f erases per 100 actions (target <= 1)" % (100 * total_erases / total_actions))
    print("  B/action: journal bytes appended per player action (deals, undo, options included);"
          " B/change: per record")
    print("  hands/in: hands played / players still able to pay the ante at the end (random"
          " play busts most seats, so later hands are short and deals weigh more)")
    print("  chg/comp: journaled changes (actions, deals, undo, options) between two compactions")
    print("  record sizes: one fixed-limit action %d bytes, a sized bet %d, a revealed card %d"
          % (1 + 6, 4 + 6, 2 + 6))
    print()
    print("3. Power cut before every byte op of every write, 10 players, 40 hands")
    for tracker in (False, True):
        table = new_table(Rules(players=10, hands=LAST_STANDING), seed=5, tracker=tracker)
        t = cut_everywhere(table, seed=6, end_after=40)
        assert not t.failures
        print("  %s: %d cut positions in %d writes (%d compaction), %d distinct images"
              % ("real deck  " if tracker else "pass-around", t.cuts, t.writes, t.compactions,
                 t.images))
        print("    exact (last action or the one before): %d (%.2f%%)"
              % (t.exact, 100 * t.exact / t.cuts))
        print("    compaction window: %d positions; session lost at %d (%.2f%% of all cut "
              "positions, %d per compaction), an earlier point of the hand in play at %d"
              % (t.window_cuts, t.window_lost, 100 * t.window_lost / t.cuts,
                 t.window_lost // max(t.compactions, 1), t.window_older))
    from dealer.lang import MESSAGES
    LOST_MESSAGE = MESSAGES[4]   # LOST_SAVE (dealer/boot.py)
    assert rs.load(b"\xff" * 2048 + b"\x00" * 2048).status == rs.LOST
    print("  the player then sees: %r" % LOST_MESSAGE)


if __name__ == "__main__":
    main()
