"""make screenshots: a PNG of every screen type, from the simulator's decoded OLED pixels.

Each entry below is a key script run headless from a fresh device (4 players
unless said otherwise); the last screen it shows is written to docs/screens/.
"""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from simhw import ROOT, runner  # noqa: E402
from simhw.render import write_png  # noqa: E402

OUT = ROOT / "docs" / "screens"
SETUP = "d d d d"                  # players, names, mode, options: all defaults, then start
HAND4 = "s  s d  s s  s s  s s"    # deal; first to act looks and bets; the others look and call

# (file name, what it shows, keys, players[, settings.toml overrides])
SCREENS = (
    ("01-players", "setup: number of players", "", 4),
    ("02-names", "setup: player names", "d", 4),
    ("03-mode", "setup: pass-around or tracker", "d d", 4),
    ("04-options", "setup: options", "d d d", 4),
    ("05-hand-start", "a hand starts: the dealer and the ante", SETUP, 4),
    ("06-hand-off", "hand-off: pass the device on, no card shown", SETUP + " s", 4),
    ("07-turn", "a player's turn: everyone's card but their own", SETUP + " s s", 4),
    ("08-showdown", "showdown: cards revealed, the pot paid", SETUP + " " + HAND4, 4),
    ("09-balances", "balances after a hand", SETUP + " " + HAND4 + " d", 4),
    ("10-winner", "end of the session: the standings",
     SETUP + (" " + HAND4 + " d d") * 4, 4),
    ("11-menu", "the menu", "f", 4),
    ("12-walk", "everyone else folded: the pot goes without a showdown",
     SETUP + " s s a s a s a", 4),
    ("13-tracker-turn", "tracker mode: a real deck; the device keeps turns and pot",
     "d d a d d s", 4),
    ("14-tracker-reveal", "tracker mode showdown: the revealed cards are entered",
     "d d a d d s s s s s", 4),
    ("15-bad-setting", "a bad value in settings.toml: a clear message, the default used",
     "", 4, {"DEALER_PLAYERS": "eleven"}),
)


def main():
    """Write every screenshot; print what each one shows."""
    OUT.mkdir(parents=True, exist_ok=True)
    for name, caption, keys, players, *settings in SCREENS:
        result = runner.run_headless(keys, seed=7, players=players, frames=True,
                                     settings=settings[0] if settings else None)
        if not result.frames:
            raise SystemExit("%s: the firmware showed nothing" % name)
        path = OUT / (name + ".png")
        write_png(result.frames[-1], path)
        print("%-24s %s" % (path.relative_to(ROOT), caption))
        for row in result.screens[-1]:
            print("    |" + row)


if __name__ == "__main__":
    main()
