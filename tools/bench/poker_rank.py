"""Poker hand ranking (V-STUD) figures: exact counts, reference check, speed, size and heap.

    .venv/bin/python tools/bench/run.py poker_rank
    .venv/bin/python tools/bench/run.py poker_rank --seven 20000 --sample 100000   # quicker

1. Every one of the 2,598,960 five-card hands, counted by category against the exact counts.
2. `--seven` random seven-card hands (default 100,000) against the best-of-21 reference
   evaluator of host_tests/core/test_poker_rank.py.
3. `--sample` random seven-card hands (default 1,000,000): category frequencies against the
   exact counts out of 133,784,560, chi-square p-value.
4. On the MicroPython VM: .mpy size (mpy-cross), heap kept by the import (gc.mem_alloc()
   delta, as .mpy and as .py), the smallest heap that imports the module (the .py compiled
   at import, as CircuitPython does, or the .mpy) and evaluates a hand, next to the smallest
   heap of an empty script, and bytes allocated per evaluation.
5. Evaluations per second, interleaved (tools/bench/interleave.py: persistent workers in 80 ms
   slices, 30 rounds): hand_value on CPython (7 and 5 cards), the best-of-21 reference
   evaluator on CPython (7 cards), and hand_value on the MicroPython unix VM (7 cards, a
   PC, not the RP2040); ratios are the median of the per-round ratios.
"""

import argparse
import itertools
import pathlib
import random
import shutil
import subprocess
import sys
import tempfile

import instruments

from bench import common
from bench.interleave import (
    measure,
    micropython_worker,
    python_worker,
    rate_text,
    ratio_text,
    ratios,
)
from indian_poker.poker_rank import CATEGORY_NAMES, category, hand_value
from testkit.poker_rank_reference import (
    FIVE_CARD_COUNTS,
    SEVEN_CARD_COUNTS,
    chi2_p,
    reference_best,
)

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIB = ROOT / "firmware" / "lib"
SOURCE = LIB / "indian_poker" / "poker_rank.py"

COMMAND = ".venv/bin/python tools/bench/run.py poker_rank"

IMPORT_SCRIPT = """
import gc
gc.collect()
before = gc.mem_alloc()
import poker_rank
gc.collect()
print(gc.mem_alloc() - before)
"""

EVAL_SCRIPT = """
import gc
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
print(allocated, calls)
"""

# A worker for tools/bench/interleave.py on the VM: run(n) evaluates n seven-card hands.
VM_WORKER = """
from poker_rank import hand_value
HANDS = %r
POOL = [bytearray(HANDS[i:i + 7]) for i in range(0, len(HANDS), 7)]
_at = [0]
def run(n):
    i = _at[0]
    for _ in range(n):
        hand_value(POOL[i], 7)
        i += 1
        if i == len(POOL):
            i = 0
    _at[0] = i
"""

EMPTY_SCRIPT = 'print("ok")'

SMALLEST_SCRIPT = """
from poker_rank import hand_value
assert hand_value(bytearray(b"\\x30\\x31\\x32\\x33\\x2c\\x00\\x04"), 7) >> 20 == 7
print("ok")
"""


def enumerate_five():
    """Category counts over all 2,598,960 five-card hands."""
    tally = [0] * 9
    for five in itertools.combinations(range(52), 5):
        tally[hand_value(five, 5) >> 20] += 1
    return tally


def check_seven(hands, seed):
    """Compare `hands` random seven-card hands with the reference; return the mismatches."""
    some = random.Random(seed)
    deck = list(range(52))
    bad = 0
    for _ in range(hands):
        cards = some.sample(deck, 7)
        if hand_value(cards, 7) != reference_best(cards):
            bad += 1
            if bad <= 3:
                print("  mismatch:", cards)
    return bad


def seven_frequencies(hands, seed):
    some = random.Random(seed)
    deck = list(range(52))
    tally = [0] * 9
    for _ in range(hands):
        tally[category(hand_value(some.sample(deck, 7), 7))] += 1
    return tally


def pool(seed=3, hands=1000):
    """`hands` random seven-card hands as bytearrays."""
    some = random.Random(seed)
    return [bytearray(some.sample(range(52), 7)) for _ in range(hands)]


def evaluator(count, reference=False):
    """run(n) for an interleave worker: n evaluations of `count`-card hands from pool()."""
    hands = [list(cards[:count]) if reference else cards for cards in pool()]
    at = [0]

    def run(n):
        i = at[0]
        for _ in range(n):
            if reference:
                reference_best(hands[i])
            else:
                hand_value(hands[i], count)
            i = i + 1 if i + 1 < len(hands) else 0
        at[0] = i

    return run


def print_speeds(mpy_dir):
    """Interleaved evaluations per second: ours at 7 and 5 cards, the reference, the VM."""
    script = pathlib.Path(__file__).resolve()
    flat = b"".join(bytes(cards) for cards in pool())
    workers = [python_worker("CPython, 7 cards", script, "evaluator", 7),
               python_worker("CPython, 5 cards", script, "evaluator", 5),
               python_worker("reference, 7 cards", script, "evaluator", 7, True),
               micropython_worker("MicroPython VM, 7 cards", MICROPYTHON,
                                  VM_WORKER % (flat,), mpy_dir)]
    measure(workers)
    ours, five, reference, vm = workers
    print("evaluations per CPU second (the VM: per second of wall clock, it has no CPU "
          "clock), interleaved (reproduce: %s):" % COMMAND)
    for worker in workers[:3]:
        print("  %-24s %s" % (worker.name, rate_text(worker.rates, "evaluations")))
    print("  %-24s %s" % (vm.name, rate_text(vm.wall, "evaluations")))
    print("  hand_value / best-of-21 reference (7 cards): %s" % ratio_text(
        ratios(ours.rates, reference.rates)))
    print("  MicroPython unix VM / CPython (7 cards, wall clock): %s" % ratio_text(
        ratios(vm.wall, ours.wall)))


MICROPYTHON = instruments.micropython_vm()[0]
MPY_CROSS = instruments.micropython_mpy_cross()[0]


def run_vm(script, path, heapsize=64 * 1024):
    return common.run_script(MICROPYTHON, script, heapsize, path)


def vm_output(script, path, heapsize=64 * 1024):
    proc = run_vm(script, path, heapsize)
    if proc.returncode != 0:
        raise SystemExit("MicroPython failed:\n" + proc.stderr)
    return proc.stdout


def smallest_heap(path, script=SMALLEST_SCRIPT, step=256):
    """Smallest heap (multiple of step) that runs `script` to its "ok"."""
    return common.smallest_heap(lambda heap: common.prints_ok(run_vm(script, path, heap)),
                                64 * 1024, step, what="the script")


def micropython_figures():
    with tempfile.TemporaryDirectory() as tmp:
        mpy_dir = pathlib.Path(tmp) / "mpy"
        py_dir = pathlib.Path(tmp) / "py"
        mpy_dir.mkdir()
        py_dir.mkdir()
        mpy = mpy_dir / "poker_rank.mpy"
        subprocess.run([str(MPY_CROSS), "-o", str(mpy), str(SOURCE)], check=True)
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
        allocated, calls = map(int, vm_output(EVAL_SCRIPT % (flat,), mpy_dir).split())
        print("allocation: %d bytes over %d evaluations = %.2f bytes/evaluation"
              % (allocated, calls, allocated / calls))
        print_speeds(mpy_dir)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seven", type=int, default=100_000,
                        help="seven-card hands checked against the reference")
    parser.add_argument("--sample", type=int, default=1_000_000,
                        help="seven-card hands for the category frequencies")
    args = parser.parse_args()
    failed = False

    tally = enumerate_five()
    print("all 2,598,960 five-card hands:")
    for cat, (got, exact) in enumerate(zip(tally, FIVE_CARD_COUNTS, strict=True)):
        print("  %-14s %9d  exact %9d  %s" % (CATEGORY_NAMES[cat], got, exact,
                                             "ok" if got == exact else "WRONG"))
    failed |= tally != list(FIVE_CARD_COUNTS)

    bad = check_seven(args.seven, seed=2025)
    print("%d random seven-card hands vs best-of-21 reference: %d mismatches"
          % (args.seven, bad))
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

    micropython_figures()
    if failed:
        sys.exit("poker_rank bench: FAILED")

