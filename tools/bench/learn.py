"""Learn mode, settle-up and QR figures on CircuitPython's own 32-bit VM.

    .venv/bin/python tools/bench/run.py learn [--board]

1. Odds: microseconds per computation with 10 players (every seat's view of 20 seeded
   deals per game; median and 90th percentile), and the bytes all those views
   allocated after the first one.
2. Settle-up: microseconds for the fewest payments of 10 players (1,024 subsets) and of
   12 people (the most a session holds with players who left: 4,096 subsets), and of 12
   in six pairs that cancel (the most levels of groups 12 nonzero nets can have); with
   `--board`, the same on CircuitPython 10.2.1 in the emulated Pico (tools/emu/pico.py's
   instrument, $RP2040_DIR, by default ../shared/rp2040: rp2040js cycle estimates).
3. QR screen: the heap its generator needs, as .mpy: the smallest `-X heapsize` that
   draws a full 53-byte page into the text display, against the same script without
   the code (bisected in 256-byte steps); and what stays after unload().

The VM and CircuitPython's mpy-cross are found by tools/instruments.py ($CIRCUITPY_VM and
$CIRCUITPY_MPY_CROSS, else in $CIRCUITPY_DIR, by default ../shared/circuitpython next to
the repository); without them this prints one line and stops. Times are the PC's, not
the board's: they compare cases, the board is slower.
"""

import argparse
import pathlib
import re
import subprocess
import tempfile

import instruments

from bench import common

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIB = ROOT / "firmware" / "lib"
(VM, NO_VM), (MPY_CROSS, NO_MPY_CROSS) = (instruments.circuitpython_vm(),
                                          instruments.circuitpython_mpy_cross())

ODDS_SCRIPT = """
import gc, time
from indian_poker import Rules, Session
from indian_poker.odds import Odds
odds = Odds()
pick = 12345
def rand(n):
    global pick
    pick = (pick * 1103515245 + 12345) & 0x7FFFFFFF
    return (pick >> 8) %% n
def deck():
    d = list(range(52))
    for i in range(51, 0, -1):
        j = rand(i + 1)
        d[i], d[j] = d[j], d[i]
    return d
def pairs_deck():
    # ten different ranks, each twice: every forehead card can be paired
    d = []
    for r in range(10):
        d += [4 * r + 3, 4 * r + 2]
    return d
for label, variant, tiebreak, turned, stacked in %r:
    times = []
    allocated = 0
    first = True
    for deal in range(20):
        session = Session(Rules(players=10, variant=variant, tiebreak=tiebreak))
        cards = (pairs_deck() if stacked else deck())[:session.card_count()]
        hand = session.deal(cards=cards)
        if turned:
            while hand.street == 0:
                hand.act(0 if hand.to_act == 0 else 1)  # seat 0 folds, the rest check
        for viewer in range(10):
            if first:
                odds.compute(hand, viewer)
                first = False
            gc.collect()
            gc.disable()
            before = gc.mem_alloc()
            t = time.ticks_us()
            odds.compute(hand, viewer)
            t = time.ticks_diff(time.ticks_us(), t)
            allocated += gc.mem_alloc() - before
            gc.enable()
            times.append(t)
    times.sort()
    print("%%s|%%d|%%d|%%d" %% (label, times[len(times) // 2], times[len(times) * 9 // 10],
                              allocated))
"""

ODDS_CASES = (
    ("standard", 0, 0, False, False),
    ("standard, suit tiebreak", 0, 1, False, False),
    ("low", 1, 0, False, False),
    ("party", 5, 0, False, False),
    ("community, middle unturned", 3, 0, False, False),
    ("community, middle unturned, suits", 3, 1, False, False),
    ("community, middle turned", 3, 0, True, False),
    ("two-card", 2, 0, False, False),
    ("two-card, suit tiebreak", 2, 1, False, False),
    ("two-card, every forehead pairable", 2, 0, False, True),
)

SETTLE_CASES = (
    ("10 players", [7560, -2520, 1260, -1260, 840, -840, 5040, -2520, -5040, -2520]),
    ("12 people", [7560, -2520, 1260, -1260, 840, -840, 5040, -2520, -5040, -3360, 630, 210]),
    ("12 people in 6 pairs", [2520, -2520] * 6),
)
SETTLE_SCRIPT = """
import gc, time
from indian_poker.settle import fewest_payments
clock = getattr(time, "monotonic_ns", None)   # the board's; the VM's unix port has ticks_us
grown = bytearray(96 * 1024)   # the board's heap grown to its areas, as in a session's
del grown
for label, nets in %r:
    assert sum(nets) == 0
    us = 0
    for _ in range(5):   # each after a collection, as a settle-up that allocates no more
        gc.collect()
        if clock is None:
            t = time.ticks_us()
            payments = fewest_payments(nets)
            us += time.ticks_diff(time.ticks_us(), t)
        else:
            t = clock()
            payments = fewest_payments(nets)
            us += (clock() - t) // 1000
    print("SETTLE %%s|%%d|%%d" %% (label, us // 5, len(payments)))
"""

QR_SCRIPT = """
import gc
from indian_poker import loading
from dealer.board.display import Display
class Panel:
    def __init__(self):
        self.buffer = bytearray(1025)
display = Display(Panel())
for i in range(8):
    display.row(i, " " * 13 + "QR %%d/8" %% i)
gc.collect()
base = gc.mem_alloc()
if %(draw)d:
    from dealer.screens import qr_code
    gc.collect()
    loaded = gc.mem_alloc()
    qr_code.draw(display, "%(payload)s")
    gc.collect()
    drawn = gc.mem_alloc()
    loading.unload(qr_code._GENERATOR)   # as the screen does when it is left
    gc.collect()
    unloaded = gc.mem_alloc()
    del qr_code
    import sys, dealer.screens
    sys.modules.pop("dealer.screens.qr_code", None)
    del dealer.screens.qr_code
    gc.collect()
    print("resident", loaded - base, drawn - base, unloaded - base, gc.mem_alloc() - base)
print("ok")
"""


def compile_tree(out):
    """firmware/lib as CircuitPython .mpy files under `out`."""
    sources = [(p, p.relative_to(LIB)) for p in LIB.rglob("*.py")]
    for source, rel in sources:
        target = out / rel.with_suffix(".mpy")
        target.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([str(MPY_CROSS), "-o", str(target), "-s", str(rel), str(source)],
                       check=True)


def run(script, path, heapsize=256 * 1024):
    return common.run_script(VM, script, heapsize, path)


def smallest_heap(script, path, step=256):
    return common.smallest_heap(lambda heap: common.prints_ok(run(script, path, heap)),
                                256 * 1024, step, 1024, what="the script")


def settle_times(output):
    """[(case, us, payments)] from SETTLE_SCRIPT's lines."""
    return [line.split("|") for line in re.findall(r"SETTLE ([^\r\n]*)", output)]


def board_settle_times(compiled):
    """SETTLE_SCRIPT on the emulated Pico, the core's .mpy from `compiled` on its drive."""
    console, why = instruments.core_script_on_pico(compiled / "indian_poker",
                                                   SETTLE_SCRIPT % (SETTLE_CASES,),
                                                   " ".join("." * 30))
    if console is None:
        print("  skipped, " + why)
        return []
    return settle_times(console)


def main():
    """Print the figures; one line and stop without CircuitPython's VM."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--board", action="store_true",
                        help="also time the settle-up on the emulated Pico (about a minute)")
    board = parser.parse_args().board
    if VM is None or MPY_CROSS is None:
        print("bench learn: skipped, " + (NO_VM or NO_MPY_CROSS))
        return
    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp)
        compile_tree(path)
        print("Odds, 10 players, micropython-cp32, .mpy (us per computation):")
        proc = run(ODDS_SCRIPT % (ODDS_CASES,), path)
        if proc.returncode:
            raise SystemExit(proc.stderr)
        for line in proc.stdout.splitlines():
            label, median, slow, allocated = line.split("|")
            print("  %-36s median %6s  90th percentile %6s  allocated: %s bytes"
                  % (label, median, slow, allocated))
        print("Settle-up, the fewest payments, micropython-cp32, .mpy:")
        for label, us, count in settle_times(run(SETTLE_SCRIPT % (SETTLE_CASES,), path).stdout):
            print("  %-22s %6s us, %s payments" % (label, us, count))
        if board:
            print("Settle-up on the emulated Pico (CircuitPython 10.2.1, .mpy):")
            for label, us, count in board_settle_times(path):
                print("  %-22s %6.1f ms, %s payments" % (label, int(us) / 1000, count))
        payload = "1/8\\n" + "x" * 188
        with_qr = smallest_heap(QR_SCRIPT % dict(draw=1, payload=payload), path)
        without = smallest_heap(QR_SCRIPT % dict(draw=0, payload=payload), path)
        resident = run(QR_SCRIPT % dict(draw=1, payload=payload), path).stdout.split()
        print("QR screen (version 8-L, 192 bytes): smallest heap %d bytes, %d without the "
              "code: the generator needs %d bytes" % (with_qr, without, with_qr - without))
        print("  heap held: dealer.screens.qr_code imported %s, a code drawn %s, "
              "after unload() %s, after dropping it too %s bytes" % tuple(resident[1:5]))

