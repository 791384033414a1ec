"""The game, bet size, raise cap and number of hands change on the device between hands
(docs/rules.md section 7): the settings panel changes them, the journal keeps the change, a
resumed session plays on with it and the hand histories name each hand's own game."""

import pathlib

import app_sim_helpers  # noqa: F401  (the emulated board installed first)
import pytest

from simhw import runner

import phh as phh_tool  # isort: skip
from indian_poker import STANDARD, STUD

TWO = "a a d d d d"                      # two players, then the defaults: one rotation
HAND = "s . S s . S s d d"               # deal, both check, showdown NEXT, balances NEXT
SETTINGS = "f s s d"                     # MENU, DOWN past Undo and Standings, OK
GAME = "d s"                             # NEXT to Game, CHANGE
BACK = "a"


def test_the_game_changes_between_hands_and_the_histories_name_each_hands_game(tmp_path):
    """Hand 1 standard, then the panel's Game: low; hand 2 is low in the PHH too."""
    import subprocess
    import sys
    tool = pathlib.Path(__file__).resolve().parents[2] / "tools" / "sim.py"
    keys = " ".join([TWO, HAND, SETTINGS, GAME, BACK, HAND])
    done = subprocess.run([sys.executable, str(tool), "--headless", "--seed", "3", "--keys",
                           keys, "--phh", str(tmp_path)], capture_output=True, text=True,
                          timeout=300, check=True)
    assert done.stdout.splitlines()[0] == "Sent 2 hands over USB"
    texts = [path.read_text() for path in sorted(tmp_path.iterdir())]
    assert "_game = 'standard'" in texts[0] and "_game = 'low'" in texts[1]
    assert phh_tool.main([str(tmp_path)]) == 0   # each hand replays under its own game


@pytest.mark.parametrize("seed", range(3))
def test_a_game_changed_between_hands_is_resumed_from_the_journal(seed, tmp_path):
    """Four players: after hand 1 the game becomes stud (four CHANGEs: low, two-card,
    community, stud), the bet 2 and the raises 2; the power goes off at the next intro;
    the next boot resumes with all of it."""
    nvm = tmp_path / "game.nvm"
    keys = " ".join(["d d d d", "s . S s . S s . S s . S s d d", SETTINGS,
                     "d s s s s",          # Game: low, two-card, community, stud
                     "d d d d d s",        # NEXT past Odd chip, Hands, Betting, Pairs; Bet: 2
                     "d s", BACK])         # Raises: 2; BACK
    first = runner.run_headless(keys, seed=seed, nvm=nvm)
    rules = first.app.table.session.rules
    assert (rules.variant, rules.bet, rules.raise_cap) == (STUD, 2, 2)
    again = runner.run_headless("a", seed=seed, nvm=nvm)   # RESUME
    assert "session resumed: hand 1" in again.console
    session = again.app.table.session
    assert (session.rules.variant, session.rules.bet, session.rules.raise_cap) == (STUD, 2, 2)
    assert session.game.NAME == "stud" and session.hand_no == 1
    # and it deals stud: seven cards each
    hand = session.deal()
    assert len(hand.game.SLOTS) == 7 and session.rules.variant != STANDARD
