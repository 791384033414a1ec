"""Key to screen on the emulated Pico: how long each key press takes to reach the OLED.

    make bench-latency   # also writes build/bench-latency.json
    .venv/bin/python tools/bench/run.py latency [--json FILE] [--language es]   # in a language

A fixed 4-player session (a whole rotation, the menu's undo and standings in its first
hand, then the settle-up and its QR pages) and a fixed 10-player one (two hands, the same
menu keys, the settle-up and QR pages) are played on CircuitPython 10.2.1 in the emulated
Pico (tools/emu/pico.py), from the bundle's .mpy files as `make bundle` ships them; the board
deals the simulator's cards (its entropy tape), and every screen must match the
simulator's before each press. Each transition is timed from the key's release to the
end of the last I2C transaction of the screen it causes. rp2040js counts CPU cycles (8 ns
at 125 MHz) but gives the bus no time, so the bus time is added from the bytes at 400 kHz:
(bytes + one address byte per transaction) x 9 / 400,000 s. The figures are cycle
estimates: compare them with each other and with the goals.

Transitions are named by the screen before the press, the key and the screen after
(the screens' `kind`s, from the simulator); build/bench-latency.json holds, per session,
each transition's median_ms and max_ms (with the bus), emulated_ms (without it) and
i2c_bytes, and the figures a machine reads: hand_key_ms (the slowest median over the
keys of a hand), start_ms (setup START), settle_up_ms, qr_page_ms (the slowest page)
and boot_ms (code.py's start to the first complete screen); idle_cpu_load is the busy share
of the CPU's cycles over 2 s with no key on the final screen (the cost of polling).
"""

import argparse
import json
import pathlib
import statistics
import tempfile

import bundle
import instruments

from bench import readme_figures
from testkit import device_paths

ROOT = pathlib.Path(__file__).resolve().parents[2]
JSON = ROOT / "build" / "bench-latency.json"
I2C_HZ = 400000
SEED = device_paths.SEED
SETUP, LOOK = device_paths.SETUP, device_paths.LOOK
GOALS = {"hand_key_ms": 50, "start_ms": 100, "settle_up_ms": 100, "qr_page_ms": 250,
         "boot_ms": 500}

# (screen before, key, screen after): the transition's name and the figure it counts in
# (hand: a key of a hand; start, settle_up, qr_page; None: not one of the goals' keys)
NAMES = {
    ("setup", "d", "setup"): ("setup: the next step", None),
    ("setup", "d", "intro"): ("setup START", "start"),
    ("intro", "s", "handoff"): ("DEAL -> hand-off", "hand"),
    ("handoff", "S", "view"): ("hold B -> card view", "hand"),
    ("view", "d", "handoff"): ("an action -> next hand-off", "hand"),
    ("view", "s", "handoff"): ("an action -> next hand-off", "hand"),
    ("view", "s", "showdown"): ("last call -> showdown", "hand"),
    ("showdown", "d", "balances"): ("showdown -> balances", "hand"),
    ("balances", "d", "intro"): ("balances -> next hand", "hand"),
    ("balances", "d", "final"): ("balances -> final standings", "hand"),
    ("handoff", "f", "menu"): ("MENU open", "hand"),
    ("final", "f", "menu"): ("MENU open", "hand"),
    ("menu", "s", "menu"): ("menu: the next item", "hand"),
    ("menu", "d", "message"): ("menu: undo", "hand"),
    ("message", "d", "handoff"): ("undo: OK", "hand"),
    ("menu", "d", "standings"): ("menu: standings", "hand"),
    ("standings", "s", "standings"): ("standings: the next page", "hand"),
    ("standings", "a", "handoff"): ("standings: BACK", "hand"),
    ("menu", "d", "settle"): ("menu: settle-up", "settle_up"),
    ("settle", "d", "qr"): ("a QR page", "qr_page"),
    ("qr", "s", "qr"): ("a QR page", "qr_page"),
    ("qr", "a", "settle"): ("QR: BACK", None),
    ("settle", "a", "final"): ("settle-up: BACK", None),
}
FIGURES = (("hand_key_ms", "hand"), ("start_ms", "start"), ("settle_up_ms", "settle_up"),
           ("qr_page_ms", "qr_page"))


def hand_with_menu(players):
    """The first hand: BOB looks and bets, then menu > undo (OK), menu > standings (every
    page, BACK), and the hand played out."""
    pages = " s" if players > 6 else ""     # the standings' second page
    return " ".join(["s", LOOK, "d", "f d d", ". f s s d" + pages + " a",
                     device_paths.hand(players)[2:]])


SETTLE_UP = "f s s d d s a a"   # final standings: menu > settle-up, QR, the next code, BACK x2


def sessions(language="en"):
    """[(name, settings, keys)]: the two fixed sessions, in `language` (DEALER_LANGUAGE)."""
    four = " ".join([SETUP, hand_with_menu(4)] + [device_paths.hand(4)] * 3 + [SETTLE_UP])
    ten = " ".join([SETUP, hand_with_menu(10), device_paths.hand(10), SETTLE_UP])
    value = "1 chip = 0.10 EUR"
    return [("4 players", {"DEALER_PLAYERS": 4, "DEALER_CHIP_VALUE": value,
                           "DEALER_LANGUAGE": language}, four),
            ("10 players", {"DEALER_PLAYERS": 10, "DEALER_HANDS": 2,
                            "DEALER_CHIP_VALUE": value, "DEALER_LANGUAGE": language}, ten)]


def presses(keys):
    """The key letters of a script, in order ("." only waits)."""
    return [ch for ch in keys if ch.lower() in "asdf"]


def bus_ms(nbytes, transactions):
    """Milliseconds the bytes take on the wire at I2C_HZ, an address byte per transaction."""
    return (nbytes + transactions) * 9 * 1000 / I2C_HZ


def transitions(kinds, keys, timing):
    """[(name, figure, emulated ms, ms with the bus, I2C bytes)] of each press with a screen."""
    out = []
    for index, (key, record) in enumerate(zip(presses(keys), timing, strict=True)):
        if record["last_ns"] is None or record["last_ns"] < record["released_ns"]:
            continue   # nothing sent after the release
        before, after = kinds[index], kinds[index + 1]
        name, figure = NAMES.get((before, key, after), ("%s %s -> %s" % (before, key, after),
                                                         None))
        emulated = (record["last_ns"] - record["released_ns"]) / 1e6
        total = emulated + bus_ms(record["bytes"], record["transactions"])
        out.append((name, figure, emulated, total, record["bytes"]))
    return out


def summary(rows):
    """{name: figures} over every occurrence of each transition, in order of appearance."""
    grouped = {}
    for name, figure, emulated, total, nbytes in rows:
        grouped.setdefault(name, (figure, []))[1].append((emulated, total, nbytes))
    out = {}
    for name, (figure, runs) in grouped.items():
        out[name] = {"figure": figure, "count": len(runs),
                     "median_ms": round(statistics.median(r[1] for r in runs), 1),
                     "max_ms": round(max(r[1] for r in runs), 1),
                     "emulated_ms": round(statistics.median(r[0] for r in runs), 1),
                     "i2c_bytes": round(statistics.median(r[2] for r in runs))}
    return out


def play_session(drive, tmp, name, settings, keys):
    """One session on the emulated Pico, checked against the simulator: (summary, boot ms)."""
    import pico
    path = tmp / "settings.toml"
    text = pico.settings_toml(settings)
    path.write_text(text, encoding="utf-8")
    result, expected = pico.simulate(keys, seed=SEED, settings_path=path)
    if result.error:
        raise SystemExit("%s fails in the simulator:\n%s" % (name, result.error))
    img = pico.image(drive, tmp / "latency.img", test=True, tape=result.entropy,
                     settings_text=text)
    run = pico.play(img, keys)
    if run.snaps != expected:
        differ = next((i for i, (a, b) in enumerate(zip(expected, run.snaps, strict=False))
                       if a != b), min(len(expected), len(run.snaps)))
        raise SystemExit("%s: the emulated Pico's screen %d differs from the simulator's"
                         % (name, differ))
    return (summary(transitions(result.kinds, keys, run.timing)),
            run.first_screen_ms - run.codepy_ms, run.idle_load)


def verdict(key, value):
    """The goal beside a figure."""
    goal = GOALS[key]
    return "goal <= %d: %s" % (goal, "met" if value <= goal else "NOT met")


def measure(language="en"):
    """Every session's transitions and the figures, as the JSON document."""
    folder, why = instruments.emulated_pico(fat_tools=False)
    cross, why_cross = instruments.circuitpython_mpy_cross()
    if folder is None or cross is None:
        return None, why or why_cross
    import pico
    ok, why = pico.apt_tools()
    if not ok:
        return None, why
    doc = {"sessions": {}, "transitions": []}
    boots, loads = [], []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        bundle.build(tmp / "mpy", mpy_cross=cross)
        for name, settings, keys in sessions(language):
            table, boot, load = play_session(tmp / "mpy" / "CIRCUITPY", tmp, name, settings,
                                             keys)
            boots.append(boot)
            loads.append(load)
            doc["sessions"][name] = {"settings": settings, "keys": keys}
            for transition, figures in table.items():
                doc["transitions"].append(dict(figures, session=name, transition=transition))
    for key, figure in FIGURES:
        medians = [t["median_ms"] for t in doc["transitions"] if t["figure"] == figure]
        doc[key] = max(medians) if medians else None
    doc["boot_ms"] = round(statistics.median(boots))
    doc["idle_cpu_load"] = round(max(loads), 3)
    return doc, None


def report(doc):
    """The table, with the goals beside it."""
    print("emulated Pico (CircuitPython %s in rp2040js), the bundle's .mpy; from a key's release "
          "to the last I2C byte of its screen, the bus time at 400 kHz added"
          % instruments.CIRCUITPYTHON_VERSION)
    goal_of = {"hand": GOALS["hand_key_ms"], "start": GOALS["start_ms"],
               "settle_up": GOALS["settle_up_ms"], "qr_page": GOALS["qr_page_ms"]}
    for session in doc["sessions"]:
        print("  %s:" % session)
        print("    %-30s %5s %9s %9s %9s %6s  %s" % ("transition", "count", "emulated",
                                                    "median", "max", "bytes", "goal"))
        for t in doc["transitions"]:
            if t["session"] != session:
                continue
            goal = goal_of.get(t["figure"])
            print("    %-30s %5d %9.1f %9.1f %9.1f %6d  %s" % (
                t["transition"], t["count"], t["emulated_ms"], t["median_ms"], t["max_ms"],
                t["i2c_bytes"], "<= %d" % goal if goal else "-"))
    print("  (emulated: ms of CPU, median; median and max: with the bus time; bytes: the "
          "median I2C bytes, control bytes included, address bytes not)")
    for key in ("hand_key_ms", "start_ms", "settle_up_ms", "qr_page_ms", "boot_ms"):
        print("  %s: %s  %s" % (key, doc[key], verdict(key, doc[key])))
    print("  idle_cpu_load: %.1f %% of the CPU's cycles busy on the final screen with no key "
          "(the main loop's polls, the keypad scan)" % (100 * doc["idle_cpu_load"]))
    for line in readme_rows(doc):
        print(line)


KEY_ROW = ("Key to screen on the emulated Pico, bundle `.mpy`: a key's release to the last I2C "
           "byte of its screen, the bus time at 400 kHz added ((bytes + an address byte per "
           "transaction) × 9 / 400,000 s), median per transition over a fixed 4-player session "
           "and a 10-player one")
REST_ROW = "The same: setup START / the settle-up / a QR page (the slowest)"
COMMAND = "`tools/bench/run.py latency`"
SHOWN = ("hold B -> card view", "an action -> next hand-off", "MENU open",
         "last call -> showdown")   # the README's keys besides the slowest


def readme_rows(doc):
    """The README's two latency rows, from the figures measured."""
    median = {}
    for t in doc["transitions"]:
        median[t["session"], t["transition"]] = t["median_ms"]
    slowest = max((t for t in doc["transitions"] if t["figure"] == "hand"),
                  key=lambda t: t["median_ms"])
    other = "4 players" if slowest["session"] == "10 players" else "10 players"
    keys = ", ".join("%s %.1f / %.1f" % (name.split(" -> ")[-1], median["4 players", name],
                                         median["10 players", name]) for name in SHOWN)
    first = ("the slowest key of a hand: %.1f ms (%s, %s; %.1f with %s); %s ms (4 / 10 "
             "players)" % (slowest["median_ms"], slowest["transition"], slowest["session"],
                           median[other, slowest["transition"]], other, keys))
    rest = ("%.1f ms / %.1f ms / %.1f ms, the slower of the two sessions"
            % (doc["start_ms"], doc["settle_up_ms"], doc["qr_page_ms"]))
    return [readme_figures.row(KEY_ROW, first, "≤ 50 ms", COMMAND + " (`make bench-latency`, "
                               "also `build/bench-latency.json`)"),
            readme_figures.row(REST_ROW, rest, "≤ 100 / ≤ 100 / ≤ 250", COMMAND)]


def main(argv=None):
    """Measure, print, and write the JSON document."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=pathlib.Path, default=JSON,
                        help="write the figures to this file (default build/bench-latency.json)")
    parser.add_argument("--language", default="en", choices=("en", "es", "it", "nl", "fr"),
                        help="the sessions' DEALER_LANGUAGE (default en, the README's figures)")
    args = parser.parse_args(argv)
    print("reproduce: make bench-latency (or .venv/bin/python tools/bench/run.py latency%s)"
          % (" --language " + args.language if args.language != "en" else ""))
    doc, why = measure(args.language)
    if doc is None:
        print("key latency on the emulated Pico: skipped: " + why)
        return
    report(doc)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    print("wrote %s" % args.json)

