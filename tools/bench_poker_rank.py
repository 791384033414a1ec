"""Poker hand ranking (V-STUD) figures: exact counts, reference check, speed, size and heap.

    .venv/bin/python tools/bench_poker_rank.py
    .venv/bin/python tools/bench_poker_rank.py --seven 20000 --sample 100000   # quicker

1. Every one of the 2,598,960 five-card hands, counted by category against the exact counts.
2. `--seven` random seven-card hands (default 100,000) against the best-of-21 reference
   evaluator of host_tests/test_poker_rank.py.
3. `--sample` random seven-card hands (default 1,000,000): category frequencies against the
   exact counts out of 133,784,560, chi-square p-value.
4. Evaluations per second on CPython (5 and 7 cards).
5. On the MicroPython VM: .mpy size (mpy-cross), heap kept by the import (gc.mem_alloc()
   delta, as .mpy and as .py), the smallest heap that imports the module (the .py compiled
   at import, as CircuitPython does, or the .mpy) and evaluates a hand, next to the smallest
   heap of an empty script, bytes allocated per evaluation, and evaluations per second of
   the unix VM (a PC, not the board).
"""

import argparse
import itertools
import os
import pathlib
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIB = ROOT / "firmware" / "lib"
SOURCE = LIB / "indian_poker" / "poker_rank.py"
BIN = pathlib.Path(sys.executable).parent
sys.path.insert(0, str(LIB))
sys.path.insert(0, str(ROOT / "host_tests"))

from test_poker_rank import (  # noqa: E402
    FIVE_CARD_COUNTS,
    SEVEN_CARD_COUNTS,
    chi2_p,
    reference_best,
)

from indian_poker.poker_rank import CATEGORY_NAMES, category, hand_value  # noqa: E402

IMPORT_SCRIPT = """
import gc
gc.collect()
before = gc.mem_alloc()
import poker_rank
gc.collect()
print(gc.mem_alloc() - before)
"""

EVAL_SCRIPT = """
import gc, time
from poker_rank import hand_value
HANDS = %r
cards = bytearray(7)
allocated = 0
calls = 0
gc.collect()
gc.disable()
for i in range(0, len(HANDS), 7):
    for j in range(7):
        cards[j] = HANDS[i + j]
    before = gc.mem_alloc()
    hand_value(cards, 7)
    hand_value(cards, 5)
    allocated += gc.mem_alloc() - before
    calls += 2
gc.enable()
start = time.ticks_ms()
for _ in range(10):
    for i in range(0, len(HANDS), 7):
        for j in range(7):
            cards[j] = HANDS[i + j]
        hand_value(cards, 7)
elapsed = time.ticks_diff(time.ticks_ms(), start)
print(allocated, calls, 10 * len(HANDS) // 7, elapsed)
"""

EMPTY_SCRIPT = 'print("ok")'

SMALLEST_SCRIPT = """
from poker_rank import hand_value
assert hand_value(bytearray(b"\\x30\\x31\\x32\\x33\\x2c\\x00\\x04"), 7) >> 20 == 7
print("ok")
"""


def enumerate_five():
    """Category counts over all 2,598,960 five-card hands, and the seconds it took."""
    tally = [0] * 9
    start = time.perf_counter()
    for five in itertools.combinations(range(52), 5):
        tally[hand_value(five, 5) >> 20] += 1
    return tally, time.perf_counter() - start


def check_seven(hands, seed):
    """Compare `hands` random seven-card hands with the reference; return mismatches, seconds."""
    some = random.Random(seed)
    deck = list(range(52))
    bad = 0
    start = time.perf_counter()
    for _ in range(hands):
        cards = some.sample(deck, 7)
        if hand_value(cards, 7) != reference_best(cards):
            bad += 1
            if bad <= 3:
                print("  mismatch:", cards)
    return bad, time.perf_counter() - start


def seven_frequencies(hands, seed):
    some = random.Random(seed)
    deck = list(range(52))
    tally = [0] * 9
    for _ in range(hands):
        tally[category(hand_value(some.sample(deck, 7), 7))] += 1
    return tally


def evaluations_per_second(count, hands=200_000, seed=3):
    some = random.Random(seed)
    pool = [bytearray(some.sample(range(52), 7)) for _ in range(1000)]
    start = time.perf_counter()
    for i in range(hands):
        hand_value(pool[i % 1000], count)
    return hands / (time.perf_counter() - start)


def run_vm(script, path, heapsize=64 * 1024):
    env = dict(os.environ, MICROPYPATH=str(path))
    return subprocess.run([str(BIN / "micropython"), "-X", "heapsize=%d" % heapsize, "-c", script],
                          capture_output=True, text=True, env=env, timeout=300)


def vm_output(script, path, heapsize=64 * 1024):
    proc = run_vm(script, path, heapsize)
    if proc.returncode != 0:
        raise SystemExit("MicroPython failed:\n" + proc.stderr)
    return proc.stdout


def smallest_heap(path, script=SMALLEST_SCRIPT, step=256):
    """Smallest heap (multiple of step) that runs `script` to its "ok"."""
    low, high = 1, 64 * 1024 // step
    while low < high:
        mid = (low + high) // 2
        if "ok" in run_vm(script, path, mid * step).stdout:
            high = mid
        else:
            low = mid + 1
    return high * step


def micropython_figures():
    with tempfile.TemporaryDirectory() as tmp:
        mpy_dir = pathlib.Path(tmp) / "mpy"
        py_dir = pathlib.Path(tmp) / "py"
        mpy_dir.mkdir()
        py_dir.mkdir()
        mpy = mpy_dir / "poker_rank.mpy"
        subprocess.run([str(BIN / "mpy-cross"), "-o", str(mpy), str(SOURCE)], check=True)
        shutil.copy(SOURCE, py_dir / "poker_rank.py")
        print("poker_rank.mpy: %d bytes (source %d bytes)"
              % (mpy.stat().st_size, SOURCE.stat().st_size))
        for label, path in ((".mpy", mpy_dir), (".py", py_dir)):
            print("heap kept after import (%s): %s bytes (gc.mem_alloc() delta, 64-bit VM)"
                  % (label, vm_output(IMPORT_SCRIPT, path).strip()))
        print("smallest heap running an empty script: %d bytes (256-byte steps)"
              % smallest_heap(py_dir, EMPTY_SCRIPT))
        for label, path in ((".py (compiled at import)", py_dir), (".mpy", mpy_dir)):
            print("smallest heap importing the %s and evaluating a hand: %d bytes"
                  % (label, smallest_heap(path)))
        some = random.Random(8)
        flat = bytes(c for _ in range(3000) for c in some.sample(range(52), 7))
        allocated, calls, hands, ms = map(int, vm_output(EVAL_SCRIPT % (flat,), mpy_dir).split())
        print("allocation: %d bytes over %d evaluations = %.2f bytes/evaluation"
              % (allocated, calls, allocated / calls))
        print("MicroPython unix VM: %.0f seven-card evaluations/s (%d in %d ms; a PC, not the "
              "RP2040)" % (hands * 1000 / max(ms, 1), hands, ms))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seven", type=int, default=100_000,
                        help="seven-card hands checked against the reference")
    parser.add_argument("--sample", type=int, default=1_000_000,
                        help="seven-card hands for the category frequencies")
    args = parser.parse_args()
    failed = False

    tally, seconds = enumerate_five()
    print("all 2,598,960 five-card hands in %.1f s:" % seconds)
    for cat, (got, exact) in enumerate(zip(tally, FIVE_CARD_COUNTS, strict=True)):
        print("  %-14s %9d  exact %9d  %s" % (CATEGORY_NAMES[cat], got, exact,
                                             "ok" if got == exact else "WRONG"))
    failed |= tally != list(FIVE_CARD_COUNTS)

    bad, seconds = check_seven(args.seven, seed=2025)
    print("%d random seven-card hands vs best-of-21 reference: %d mismatches (%.1f s)"
          % (args.seven, bad, seconds))
    failed |= bad != 0

    tally = seven_frequencies(args.sample, seed=31)
    p = chi2_p(tally, SEVEN_CARD_COUNTS)
    total = sum(SEVEN_CARD_COUNTS)
    print("%d random seven-card hands by category (chi-square p = %.3g, alarm below 1e-6):"
          % (args.sample, p))
    for cat, (got, exact) in enumerate(zip(tally, SEVEN_CARD_COUNTS, strict=True)):
        print("  %-14s %8d  expected %10.1f" % (CATEGORY_NAMES[cat], got,
                                                args.sample * exact / total))
    failed |= p < 1e-6

    for count in (5, 7):
        print("CPython: %.0f %d-card evaluations/s" % (evaluations_per_second(count), count))

    micropython_figures()
    if failed:
        sys.exit("poker_rank bench: FAILED")


if __name__ == "__main__":
    main()
