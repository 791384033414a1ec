"""A power cut at any step and bit of any flash write loses at most the change being
written, and the device says exactly what it lost.

Scripted 10-player sessions in each mode: the power is cut before every byte and every
bit of every page program and at every sector erase (see power_cuts.py). On restart
the session must be exactly at the last completed change or the one being written,
with chips conserved, no crash and true words; only a compaction may lose more: the
records its image was still to program (told by its header, exactly) or, from its
erase until its snapshot is programmed again, the session. A sample of the cut images
is also resumed and played on.
"""

import pytest

from dealer.store import restore as rs
from indian_poker import LAST_STANDING, Rules
from testkit.journal_play import FlashNvm, conserved, new_table
from testkit.power_cuts import (
    CHANGE,
    CUT_KINDS,
    ERASE,
    EXACT,
    GAP,
    KEYS,
    MORE,
    OUTCOMES,
    PROGRAM,
    RECORD,
    SESSION,
    cut_everywhere,
)


def _table(tally):
    return "\n".join("%-28s %s" % (CUT_KINDS[k], ", ".join(
        "%s %d/%d" % (OUTCOMES[o], tally.told[k][o], tally.cuts[k][o]) for o in range(4)))
        for k in range(len(CUT_KINDS)))


@pytest.mark.parametrize("tracker", [False, True], ids=["pass-around", "real-deck"])
def test_one_rotation_survives_a_cut_at_every_byte_and_bit(tracker):
    # stacks deep enough that nobody goes bust: R-BUST would end the session early
    table = new_table(Rules(players=10, stack=1000), seed=5, tracker=tracker)
    tally = cut_everywhere(table, seed=6, check_continue=25)
    assert tally.failures == []
    assert tally.writes > 150 and tally.total() > 40000
    assert tally.compactions == 0             # one rotation fits the 4 KiB journal
    # every cut: the last change or the one before, and the words say which
    assert tally.total(outcome=EXACT) + tally.total(outcome=CHANGE) == tally.total(), \
        _table(tally)
    assert tally.truthful() == tally.total(), tally.untruths
    assert tally.total(RECORD, CHANGE) > 10000     # cuts inside records were told
    assert conserved(table.session)


@pytest.mark.parametrize("tracker, hands", [(False, 55), (True, 75)],
                         ids=["pass-around", "real-deck"])
def test_only_a_compaction_loses_more_and_every_cut_is_told_exactly(tracker, hands):
    """#26 items 1 and 2: cut anywhere in a compaction, the device resumes the old
    journal or the new snapshot with what of its image was programmed, and names what
    the image was still to hold ("Lost: the last 3 actions of hand 21"); the one thing
    it cannot tell is a cut between the erase and the first program, which leaves the
    sector blank (the screen asked to keep the power on: test_a_compaction_says_so_...)."""
    table = new_table(Rules(players=10, hands=LAST_STANDING), seed=5, tracker=tracker)
    tally = cut_everywhere(table, seed=6, check_continue=200, end_after=hands)
    assert tally.failures == []
    assert tally.compactions >= 2, tally.compactions
    report = _table(tally)
    # outside a compaction, never more than the change being written
    for kind in (KEYS, RECORD, ERASE):
        assert tally.total(kind, MORE) == tally.total(kind, SESSION) == 0, report
    assert tally.total(ERASE) == tally.total(ERASE, CHANGE) == tally.compactions
    # between the erase and the first program: a blank sector, one position each time
    assert tally.total(GAP) == tally.total(GAP, SESSION) == tally.compactions, report
    assert tally.truthful(GAP) == 0
    # inside the re-program: what its header promised and the image lacks, exactly
    assert tally.total(PROGRAM, MORE) > 0 and tally.total(PROGRAM, SESSION) > 0, report
    assert tally.truthful(PROGRAM) == tally.total(PROGRAM), tally.untruths
    # the session goes only while the header and snapshot are programmed: the first
    # 256-byte page, at most 9 cut positions a byte (8 bits and the byte before them)
    assert tally.total(PROGRAM, SESSION) <= tally.compactions * 256 * 9, report
    assert tally.truthful() == tally.total() - tally.total(GAP), tally.untruths
    assert any(words.startswith("The power went while the save was rewritten. Lost: the "
                                "last") for words in tally.messages), list(tally.messages)


def test_a_lost_save_shows_a_clear_screen_not_a_crash():

    from simhw.runner import run_headless
    # bytes that are no journal, under an older journal's mark
    half_erased = b"\xff" * 3000 + bytes(range(256)) * 4 + b"\xff" * 71 + b"\x4a"
    result = run_headless("", seed=1, nvm=half_erased)
    assert result.error is None
    text = " ".join(" ".join(rows) for rows in result.screens)
    assert "Saved session lost" in text
    assert rs.load(half_erased).status == rs.LOST


def test_a_compaction_says_so_on_the_screen_before_it_erases():
    """#26 item 2: nothing on the board survives a cut between the erase and the first
    program that a compaction could mark beforehand (docs/journal.md), so the screen
    says "Saving... keep the power on" before every erase, and the erase follows it."""

    import simhw_state

    from dealer.store.saver import Saver
    from simhw.runner import run_headless
    from testkit.journal_play import play

    class Enough(Exception):
        pass

    def stop():
        if table.session.hand_no == 3:
            raise Enough

    # a session saved in its third hand, whose last record a power cut tore: resuming
    # it compacts at once
    table = new_table(Rules(players=4, hands=8), seed=2)
    saver = Saver(FlashNvm())
    with pytest.raises(Enough):
        play(table, saver, seed=3, on_change=stop, extras=False)
    torn = bytearray(bytes(saver.journal.nvm))
    end = saver.journal.end
    torn[end:end + 3] = b"\x01\x45\x02"        # a record cut short by the power
    shown = []

    def on_show(display, oled):
        shown.append((simhw_state.current().nvm.sector_erases,
                      [row.strip() for row in display.text_rows()]))

    result = run_headless("d a", seed=1, nvm=bytes(torn), on_show=on_show)
    assert result.error is None
    erases = [i for i in range(1, len(shown)) if shown[i][0] > shown[i - 1][0]]
    assert erases, "resuming after a torn record compacts"
    for i in erases:
        assert shown[i - 1][1][3:5] == ["Saving...", "keep the power on"], shown[i - 1]


def test_a_compaction_in_a_key_press_fits_the_boards_pystack(tmp_path):
    """The "Saving..." screen is drawn before the erase, once the key is handled, where
    the call stack has room (saver.flush): drawn from inside the key's own calls (the
    screen, the table, the saver) it ran out of pystack on CircuitPython's VM. A session
    nearly filling the journal, resumed on the VM from the bundle's .mpy, compacts in
    its next hand and ends as in the simulator within the board's 1,536 bytes."""

    import bundle
    import instruments
    from bench import device as bench_device

    from testkit import device_paths
    vm, why = instruments.circuitpython_vm()
    mpy_cross, why_not = instruments.circuitpython_mpy_cross()
    if vm is None or mpy_cross is None:
        pytest.skip(why or why_not)
    hand = device_paths.hand(10)
    # 35 hands fill the journal so that it compacts in the next one
    path = device_paths.Path("a compaction in a key press", " ".join(["a"] + [hand] * 2),
                             {"DEALER_PLAYERS": 10, "DEALER_HANDS": 120},
                             before=" ".join([device_paths.SETUP] + [hand] * 35))
    reference = bench_device.Reference(path)
    from simhw.runner import run_headless
    again = run_headless(path.keys, seed=device_paths.SEED, settings=path.settings,
                         nvm=reference.nvm)
    assert again.nvm.sector_erases >= 1, "the path compacts"
    bundle.build(tmp_path, mpy_cross=mpy_cross)
    on_vm = bench_device.PathOnVM(path, reference, vm, tmp_path / "CIRCUITPY")
    same, (out, err) = on_vm.same()
    assert same, out[-1500:] + err[-1500:]
    needed, _ = on_vm.pystack()
    assert needed <= 1536, needed
