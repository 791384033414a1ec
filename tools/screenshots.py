"""make screenshots: a PNG of every screen type, from the simulator's decoded OLED pixels.

Each entry below is a key script run headless from a fresh device (4 players
unless said otherwise); the last screen it shows is written to docs/screens/, and
the same screen in each other language (DEALER_LANGUAGE) to docs/screens/<code>/.
`tools/screenshots.py 28-learn 30-qr` writes only those; `--languages en,fr` only
those languages.
An entry whose keys are a pair runs the first script, then powers the device up
again with the NVM it left and runs the second (the resume prompt).
"""

import pathlib
import sys

sys.path.insert(1, str(pathlib.Path(__file__).resolve().parent / "emu"))   # simhw, pico

from simhw import ROOT, runner  # noqa: E402
from simhw.render import write_png  # noqa: E402

OUT = ROOT / "docs" / "screens"
SETUP = "d d d d"                  # players, names, mode, options: all defaults, then start
LOOK = ". S"                       # pass the device, then hold B: the card view
HAND4 = "s  . S d  . S s  . S s  . S s"   # deal; first to act looks and bets; the others call
TRACKER = "d d s d d s"            # setup in tracker mode, then DEAL: who cuts and deals
LIFT = " s . . . . ."              # DEALT, then the 3-2-1 count runs out: the first turn
NO_LIMIT = {"DEALER_STRUCTURE": "nolimit", "DEALER_STACK": "10"}
# no limit, stacks of 10: hand 1 leaves BOB 8, CAT 14, ANN and DAN 9; in hand 2 CAT bets
# 13, all in (B taps through the bet sizes to the last), everyone calls all-in: a main pot
# and two side pots
SIDE_POTS = (SETUP + "  s . S d d  . S s  . S a  . S a  d  d s  . S d " + "s " * 4 + "d"
             + "  . S s  . S s  . S s")

# (file name, what it shows, keys, players[, settings.toml overrides])
SCREENS = (
    ("01-players", "setup: number of players", "", 4),
    ("02-names", "setup: player names", "d", 4),
    ("03-mode", "setup: pass-around or tracker", "d d", 4),
    ("04-options", "setup: options", "d d d", 4),
    ("05-hand-start", "a hand starts: the dealer and the ante", SETUP, 4),
    ("06-hand-off", "hand-off: pass the device on; ?? where the cards will be", SETUP + " s", 4),
    ("07-turn", "a player's turn: everyone's card but their own, in big characters",
     SETUP + " s . S", 4),
    ("08-showdown", "showdown: cards revealed, the pot paid", SETUP + " " + HAND4, 4),
    ("09-balances", "balances after a hand", SETUP + " " + HAND4 + " d", 4),
    ("10-winner", "end of the session: the standings",
     SETUP + (" " + HAND4 + " d d") * 4, 4),
    ("11-menu", "the menu", "f", 4),
    ("12-walk", "everyone else folded: the pot goes without a showdown",
     SETUP + " s . S a . S a . S a", 4),
    ("13-tracker-turn", "tracker mode: who acts, the pot and the call, for the whole table",
     TRACKER + LIFT + " s", 4),
    ("14-tracker-reveal", "tracker mode showdown: the revealed cards are entered",
     TRACKER + LIFT + " s s s s", 4),
    ("15-bad-setting", "a bad value in settings.toml: a clear message, the default used",
     "", None, {"DEALER_PLAYERS": "eleven"}),   # no preset player count: it would win
    ("16-two-card", "two-card game: your private card and the others' forehead cards",
     SETUP + " s . S", 4, {"DEALER_VARIANT": "twocard"}),
    ("17-community", "community game: the middle card, turned up after the first round",
     SETUP + " s" + " . S s" * 4 + " . S", 4, {"DEALER_VARIANT": "community"}),
    ("18-stud", "stud: your two private cards and everyone's up card",
     SETUP + " s . S", 4, {"DEALER_VARIANT": "stud"}),
    ("19-party-result", "party game: the lowest card drinks", SETUP + " s" + " . S s" * 4, 4,
     {"DEALER_VARIANT": "party"}),
    ("20-amount", "no limit: sizing a bet, B and A tap through the usual sizes",
     SETUP + " s . S d s", 4, {"DEALER_STRUCTURE": "nolimit", "DEALER_STACK": "10000"}),
    ("21-resume", "power-up with a saved session: resume it or start anew",
     (SETUP + " s . S d . S s", ""), 4),
    ("22-side-pots", "showdown with side pots: each pot and who won it", SIDE_POTS, 4, NO_LIMIT),
    ("23-standings", "the standings, from the menu during a hand", SETUP + " s f s s d", 4),
    ("24-settings", "the settings panel, from the menu between hands", SETUP + " f s d", 4),
    ("25-tracker-cut", "tracker mode: who cuts (the dealer's right) and who deals", TRACKER, 4),
    ("26-tracker-count", "tracker mode: 3-2-1, then everybody lifts their card at once",
     TRACKER + " s", 4),
    ("27-community-result", "community game showdown: why the hand won",
     SETUP + " s" + " . S s" * 4 + " . S d" + " . S s" * 3, 4, {"DEALER_VARIANT": "community"}),
    ("28-ten-players", "a table of ten: all nine cards and names in one glance",
     "d d d d s . S", 10),
    ("29-view-context", "a card view says what the player before did",
     SETUP + " s . S d . S", 4),
    ("30-learn", "learn mode: your exact odds and the tip that applies, from what you see",
     SETUP + " s . S d . S", 4, {"DEALER_LEARN": "1"}),
    ("31-settle-up", "end of the session: who pays whom, in the fewest payments",
     SETUP + (" " + HAND4 + " d d") * 4 + " f s s d", 4,
     {"DEALER_CHIP_VALUE": "1 chip = 0.10 EUR"}),
    ("32-qr", "the standings and the settle-up by QR code, for a phone camera",
     SETUP + (" " + HAND4 + " d d") * 4 + " f s s d d", 4,
     {"DEALER_CHIP_VALUE": "1 chip = 0.10 EUR"}),
    ("33-rebuy", "between hands (N hands, last standing): a rebuy asks first",
     SETUP + " " + HAND4 + " d f s s d" + " d" * 9 + " s d s", 4, {"DEALER_HANDS": "8"}),
    ("34-join", "between hands: a new player takes the seat BOB left, under a name of their own",
     SETUP + " " + HAND4 + " d f s s d" + " d" * 9 + " s d S s s", 4,
     {"DEALER_HANDS": "8"}),
    ("35-stud-seven", "stud, seven players at the last street: a hold of A shows page 2",
     SETUP + " s" + " . S s" * 21 + " . S A", 7, {"DEALER_VARIANT": "stud"}),
)


LANGUAGES = ("en", "es", "it", "nl", "fr")   # dealer/lang's CODES


def main(only=(), languages=LANGUAGES):
    """Write every screenshot (or those named in `only`) in every language of
    `languages`; print what each one shows."""
    for code in languages:
        write(only, code, OUT if code == "en" else OUT / code)


def write(only, code, out):
    """The screenshots in language `code`, into folder `out`."""
    out.mkdir(parents=True, exist_ok=True)
    for name, caption, keys, players, *settings in SCREENS:
        if only and name not in only:
            continue
        settings = dict(settings[0] if settings else {}, DEALER_LANGUAGE=code)
        nvm = None
        if isinstance(keys, tuple):   # a session played, then the device powers up again
            nvm = runner.run_headless(keys[0], seed=7, players=players, settings=settings).nvm
            keys = keys[1]
        result = runner.run_headless(keys, seed=7, players=players, frames=True,
                                     settings=settings, nvm=nvm)
        if not result.frames:
            raise SystemExit("%s: the firmware showed nothing" % name)
        path = out / (name + ".png")
        write_png(result.frames[-1], path)
        print("%-24s %s" % (path.relative_to(ROOT), caption))
        for row in result.screens[-1]:
            print("    |" + row)


if __name__ == "__main__":
    args = sys.argv[1:]
    chosen = LANGUAGES
    if "--languages" in args:
        at = args.index("--languages")
        chosen = tuple(args[at + 1].split(","))
        del args[at:at + 2]
    main(args, chosen)
