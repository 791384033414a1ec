"""A power cut at any byte of any flash write loses at most the action being written.

Scripted 10-player sessions in each mode: the power is cut before every byte
operation of every page program and sector erase (see power_cuts.py). On restart
the session must be exactly at the last completed action or the one being written,
with chips conserved and no crash; only a compaction (the one sector erase) may
lose the session or fall back to an earlier point of the hand in play. A sample of
the cut images is also resumed and played on.
"""

import pytest
from journal_play import conserved, new_table
from power_cuts import cut_everywhere

from dealer.store import restore as rs
from indian_poker import LAST_STANDING, Rules


@pytest.mark.parametrize("tracker", [False, True], ids=["pass-around", "real-deck"])
def test_one_rotation_survives_a_cut_at_every_byte(tracker):
    # stacks deep enough that nobody goes bust: R-BUST would end the session early
    table = new_table(Rules(players=10, stack=1000), seed=5, tracker=tracker)
    tally = cut_everywhere(table, seed=6, check_continue=25)
    assert tally.failures == []
    assert tally.writes > 150 and tally.cuts > 40000
    assert tally.compactions == 0             # one rotation fits the 4 KiB journal
    assert tally.exact == tally.cuts          # every cut: the last action or the one before
    assert conserved(table.session)


@pytest.mark.parametrize("tracker", [False, True], ids=["pass-around", "real-deck"])
def test_only_the_compaction_window_can_lose_the_session(tracker):
    # 40 hands played on with busted seats out (R-BUST would end a 40-hand session early)
    table = new_table(Rules(players=10, hands=LAST_STANDING), seed=5, tracker=tracker)
    tally = cut_everywhere(table, seed=6, check_continue=200, end_after=40)
    assert tally.failures == []
    assert tally.compactions >= 1
    assert tally.window_cuts == tally.compactions * 2 * 4096   # erase, then program it back
    # lost: the erase, and programming until the snapshot record is whole again
    assert 4096 * tally.compactions <= tally.window_lost < (4096 + 400) * tally.compactions
    assert tally.exact + tally.window_lost + tally.window_older == tally.cuts


def test_a_lost_save_shows_a_clear_screen_not_a_crash():
    import sys

    from conftest import ROOT
    sys.path.insert(0, str(ROOT / "tools"))
    from simhw.runner import run_headless
    # a compaction's erase cut after the journal region, before the journal's mark
    half_erased = b"\xff" * 3000 + bytes(range(256)) * 4 + b"\xff" * 71 + b"\x4a"
    result = run_headless("", seed=1, nvm=half_erased)
    assert result.error is None
    text = " ".join(" ".join(rows) for rows in result.screens)
    assert "Saved session lost" in text
    assert rs.load(half_erased).status == rs.LOST
