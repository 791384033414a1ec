"""Every path through the firmware, as key scripts the simulator, the VMs and the emulated
Pico all play: setup, both modes, every game, pot limit and no limit with side pots, the
menu, resume after a power cut, the crash screen and sending the histories.

A Path is a named key script with its settings.toml values; `before` (keys played
first, on a fresh device, whose NVM the path then boots with) makes a resume path,
and `fault_at` (a key count) makes the OLED's I2C fail once, for the crash screen.
Keys: a s d f = A B C MENU, a capital is a long press, `.` waits a second (`. S`:
pass the device on, then hold B to look).
"""

SETUP = "d d d d"      # players, names, mode, options: the settings.toml values, then start
LOOK = ". S"
SEED = 5
LANGUAGE = "en"        # every path's DEALER_LANGUAGE (tools/bench/run.py device --language)


def settings_for(values):
    """settings.toml's `values` with the paths' language, which the setup then does not
    ask for (the first screen of a fresh start asks only when nothing names one)."""
    out = {"DEALER_LANGUAGE": LANGUAGE}
    out.update(values)
    return out


class Path:
    """One scripted path through the firmware."""

    def __init__(self, name, keys, settings, before=None, fault_at=-1, players=None):
        self.name = name
        self.keys = keys
        self.settings = settings_for(settings)
        self.before = before          # keys played first (their NVM is this path's start)
        self.fault_at = fault_at      # key presses after which one I2C write fails
        self.players = players or int(self.settings.get("DEALER_PLAYERS", 4))

    def __repr__(self):
        return "Path(%r)" % self.name


def hand(players, first="d", street_looks=1):
    """One pass-around hand: deal; the first player looks and bets (C), the rest look and
    call (B), `street_looks` rounds of that; then the showdown and NEXT."""
    keys = ["s"]
    for street in range(street_looks):
        bet = first if street == 0 else "s"
        keys += [LOOK + " " + bet] + [LOOK + " s"] * (players - 1)
    return " ".join(keys + ["d d"])


def session(players, **kwargs):
    """Setup, then one hand per dealer (a whole rotation)."""
    return " ".join([SETUP] + [hand(players, **kwargs)] * players)


def tracker_hand(players, suits):
    """A real-deck hand: deal, dealt (then the 3-2-1 count to LIFT, five seconds), everyone
    checks, the cards are entered (A, then K, Q, ...)."""
    entry = "d d" if suits else "d"
    reveals = ["a " * i + entry for i in range(players)]
    return " ".join(["s", "s . . . . ."] + ["s"] * players + reveals + ["d d"])


def sized_hand(players):
    """Pot limit or no limit: the first player sizes the smallest bet on the amount screen
    (C, then C), everyone else calls."""
    return " ".join(["s", LOOK + " d d"] + [LOOK + " s"] * (players - 1) + ["d d"])


# No limit, stacks of 10: BOB bets, CAT calls, DAN and ANN go all in, and the second hand's
# all-in leaves a main pot and side pots (the screenshot of docs/screens/22-side-pots.png):
# CAT's 13 chips are the last of the bet sizes B taps through (min, the pot, all in).
SIDE_POTS = (SETUP + "  s . S d d  . S s  . S a  . S a  d  d s  . S d " + "s " * 4 + "d"
             + "  . S s  . S s  . S s  d d")

def _menu_keys(players):
    keys = [SETUP, "s", LOOK, "d",     # BOB looks and bets
            "f d d",                   # menu > Undo last action; OK on "Undone"
            "f s d s d",               # menu > Misdeal; OK; YES; OK
            "f s s d s a",             # menu > Standings; its next page; BACK
            hand(players)[2:],         # the hand of the new deal
            "f s s d",                 # between hands: menu > (Undo, Standings,) Settings
            "d d s d d s a",           # Odd chip: first; Betting: pot limit; BACK
            "s", LOOK + " d d"] + [LOOK + " s"] * (players - 1) + ["d d"]
    return " ".join(keys)


def paths(players=10):
    """Every path, the biggest table each allows."""
    fixed = {"DEALER_PLAYERS": players}
    out = [
        Path("pass-around session", session(players), fixed),
        Path("second session after NEW",   # NEW asks first: YES is B
             session(players) + " d s " + SETUP + " " + hand(players), fixed),
        Path("tracker with card entry", " ".join([SETUP] + [tracker_hand(players, True)] * 2),
             dict(fixed, DEALER_MODE="tracker", DEALER_TIEBREAK="suits")),
        Path("low", session(players), dict(fixed, DEALER_VARIANT="low")),
        Path("two-card", session(players), dict(fixed, DEALER_VARIANT="twocard")),
        Path("community", session(players, street_looks=2),
             dict(fixed, DEALER_VARIANT="community")),
        Path("stud", session(7, street_looks=5),
             {"DEALER_PLAYERS": 7, "DEALER_VARIANT": "stud"}),
        Path("party", " ".join([SETUP] + [" ".join(["s"] + [LOOK + " s"] * players + ["d d"])]
                               * players), dict(fixed, DEALER_VARIANT="party")),
        Path("pot limit", " ".join([SETUP] + [sized_hand(players)] * players),
             dict(fixed, DEALER_STRUCTURE="pot")),
        Path("no limit with side pots", SIDE_POTS,
             {"DEALER_PLAYERS": 4, "DEALER_STRUCTURE": "nolimit", "DEALER_STACK": 10}),
        Path("menu: undo, misdeal, standings, settings", _menu_keys(players), fixed),
        Path("resume after a power cut",
             "a " + " ".join([LOOK + " s"] * (players - 2) + ["d d"])
             + " " + " ".join([hand(players)] * (players - 1)),
             fixed, before=SETUP + " s " + LOOK + " d " + LOOK + " s"),
        # the OLED's write after BOB's bet fails: the crash screen, A resumes the session
        Path("crash screen", " ".join([SETUP, "s", LOOK, "d", "a"]
                                      + [LOOK + " s"] * (players - 1) + ["d d"]
                                      + [hand(players)] * (players - 1)),
             fixed, fault_at=7),
        Path("send histories", session(players) + " f s d d", fixed),
        Path("learn mode", session(players), dict(fixed, DEALER_LEARN=1)),
        Path("learn mode, two-card", session(players), dict(fixed, DEALER_LEARN=1,
                                                            DEALER_VARIANT="twocard")),
        # after the first hand's balances: menu > Settings, NEXT to Players, open it;
        # rebuy ANN (YES), NEXT, cash BOB out (YES), BACK, BACK, NEXT; one hand without
        # BOB; then the same way to Players, NEXT to BOB's seat: JOIN, the name offered
        # (OK on its third letter), BACK, BACK, NEXT; two hands with the newcomer
        Path("rebuys, leavers and joins", " ".join(
            [SETUP, hand(players)[:-2], "f s s d"] + ["d"] * 9 + ["s s s d S s a a d"]
            + [hand(players - 1)[:-2], "f s s d"] + ["d"] * 9 + ["s d s d d d a a d"]
            + [hand(players)] * 2),
             dict(fixed, DEALER_HANDS=4)),
        # the final standings: menu > Settle up, QR, the next code, BACK, BACK
        Path("settle-up and QR codes", session(players) + " f s s d d s a a",
             dict(fixed, DEALER_CHIP_VALUE="1 chip = 0.10 EUR")),
        # 120 hands: the journal compacts, the histories fill their 3 KB and drop hands
        Path("long session, then send histories",
             " ".join([SETUP] + [hand(players)] * 120) + " f s d d",
             dict(fixed, DEALER_HANDS=120)),
    ]
    return out
