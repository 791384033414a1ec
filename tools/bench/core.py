"""Rules-core figures: heap and allocation per action, on MicroPython and CircuitPython VMs.

    .venv/bin/python tools/bench/run.py core

1. Heap: the smallest `micropython -X heapsize=` (bisected in 256-byte steps) that plays
   three standard 10-player sessions with the core loaded as .mpy (mpy-cross); then one
   no-limit session and one session of each variant, each loading only its own module.
2. The same three sessions on CircuitPython's own 32-bit VM, the core compiled by
   CircuitPython's mpy-cross: what the board needs. Both instruments are found by
   tools/instruments.py ($CIRCUITPY_VM and $CIRCUITPY_MPY_CROSS, by default in
   ../shared/circuitpython next to the repository); without them this part is skipped.
3. Allocation: bytes allocated per betting action in steady state, from gc.mem_alloc()
   around act() (garbage collector disabled while measuring), on both VMs.

Speed is measured by tools/bench/speed.py.
"""

import argparse
import os
import pathlib
import shutil
import subprocess
import tempfile

import instruments
from bundle import CP_FLAGS, source_name

from bench import common

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIB = ROOT / "firmware" / "lib"
MICROPYTHON = instruments.micropython_vm()[0]
MPY_CROSS = instruments.micropython_mpy_cross()[0]
COMMAND = ".venv/bin/python tools/bench/run.py core"

SESSIONS_SCRIPT = """
import os
from indian_poker import Rules, Session, UNIT
RULES = dict(players=%(players)d, variant=%(variant)d, structure=%(structure)d)
pick = 12345
for n in range(%(sessions)d):
    session = Session(Rules(**RULES), entropy=os.urandom)
    total = sum(session.balances())
    while not session.over:
        hand = session.deal()
        while not hand.over:
            mask = hand.legal()
            pick = (pick * 1103515245 + 12345) & 0x7FFFFFFF
            choice = pick %% 5
            while not mask >> choice & 1:
                choice = (choice + 1) %% 5
            limits = hand.limits() if choice >= 3 else None
            if limits and limits[0] != limits[1]:
                hand.act(choice, limits[0] + pick %% (limits[1] - limits[0] + 1))
            else:
                hand.act(choice, None if %(structure)d == 0 or choice < 3 else limits[0])
        hand = None
    assert sum(session.balances()) == total
print("ok")
"""

# name: (players, variant, structure, sessions); the first is the figure.
HEAP_CASES = (
    ("standard, 3 sessions", 10, 0, 0, 3),
    ("no limit", 10, 0, 2, 1),
    ("low", 10, 1, 0, 1),
    ("two-card", 10, 2, 0, 1),
    ("community", 10, 3, 0, 1),
    ("stud (7 players)", 7, 4, 0, 1),
    ("party", 10, 5, 0, 1),
)

ALLOC_SCRIPT = """
import os, gc
from indian_poker import Rules, Session, CHECK, BET, CALL
session = Session(Rules(players=10, hands=10), entropy=os.urandom)
actions = 0
allocated = 0
while not session.over:
    hand = session.deal()
    gc.collect()
    gc.disable()
    # A fixed pattern: check, bet, then everyone calls: 11 actions per hand.
    for action in (CHECK, BET) + (CALL,) * 8 + (CALL,):
        if hand.over:
            break
        if not hand.legal() >> action & 1:
            action = CALL
        before = gc.mem_alloc()
        hand.act(action)
        allocated += gc.mem_alloc() - before
        actions += 1
    gc.enable()
    while not hand.over:
        hand.act(CALL)
print(allocated, actions)
"""


RESIDENT_SCRIPT = """
import gc
gc.collect()
base = gc.mem_alloc()
for name in ("errors", "actions", "cards", "ledger", "rules", "eventlog", "view", "payout",
             "hand", "dealing", "variants", "variants.standard", "session", "health",
             "shuffle", "refusals", "replay"):
    __import__("indian_poker." + name)
    gc.collect()
    now = gc.mem_alloc()
    print(name, now - base)
    base = now
import os
from indian_poker.rules import Rules
from indian_poker.session import Session
s = Session(Rules(players=10), entropy=os.urandom)
h = s.deal()
gc.collect()
print("a 10-player session and its first hand", gc.mem_alloc() - base)
"""


def resident_breakdown(path, vm=MICROPYTHON, cross=MPY_CROSS):
    """Heap each core module keeps once imported (.mpy), and a session's own state.

    Measured on a copy whose package __init__ is empty, so that each import loads just
    that module (the real __init__ loads the public API at once).
    """
    alone = path / "alone"
    shutil.copytree(path / "indian_poker", alone / "indian_poker")
    empty = alone / "empty.py"
    empty.write_text("")
    subprocess.run([str(cross), "-o", str(alone / "indian_poker" / "__init__.mpy"),
                    str(empty)], check=True)
    env = dict(os.environ, MICROPYPATH=str(alone))
    proc = subprocess.run([str(vm), "-X", "heapsize=262144", "-c",
                           RESIDENT_SCRIPT], capture_output=True, text=True, env=env, check=True)
    return [line.rsplit(" ", 1) for line in proc.stdout.splitlines()]


# The flags `make bundle` compiles with (-O3 leaves out the line numbers): the figures
# are those of the core the board loads.
FLAGS = CP_FLAGS


def compile_core(out_dir, cross=MPY_CROSS):
    """Compile the core to .mpy files in out_dir/indian_poker, as the bundle does; return
    the total size."""
    total = 0
    for source in sorted((LIB / "indian_poker").rglob("*.py")):
        target = out_dir / source.relative_to(LIB).with_suffix(".mpy")
        target.parent.mkdir(parents=True, exist_ok=True)
        name = source_name(pathlib.PurePath("lib") / source.relative_to(LIB))  # as bundled
        subprocess.run([str(cross), *FLAGS, "-o", str(target), "-s", name, str(source)],
                       check=True)
        total += target.stat().st_size
    return total


def sessions_script(players, variant, structure, sessions):
    return SESSIONS_SCRIPT % dict(players=players, variant=variant, structure=structure,
                                  sessions=sessions)


def smallest_heap(path, script, low=1024, high=256 * 1024, step=256, vm=MICROPYTHON):
    """The smallest heap (multiple of `step`) at which `script` completes, confirmed three
    times: a heap that just passes can be sensitive to the random deal."""
    def passes(heapsize):
        return common.prints_ok(common.run_script(vm, script, heapsize, path, timeout=120))
    return common.smallest_heap(passes, high, step, low, what="the sessions", confirm=3)


def core_heaps(vm=MICROPYTHON, cross=MPY_CROSS):
    """[(case label, smallest heap)] for HEAP_CASES, the core compiled by `cross` and run
    on `vm` (default: MicroPython's own, 64-bit)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp)
        compile_core(path, cross)
        return [(label, smallest_heap(path, sessions_script(players, variant, structure,
                                                            sessions), vm=vm))
                for label, players, variant, structure, sessions in HEAP_CASES]


def allocation_per_action(path, vm=MICROPYTHON):
    env = dict(os.environ, MICROPYPATH=str(path))
    proc = subprocess.run([str(vm), "-X", "heapsize=65536", "-c", ALLOC_SCRIPT],
                          capture_output=True, text=True, env=env, check=True)
    allocated, actions = map(int, proc.stdout.split())
    return allocated, actions


def circuitpython_figures():
    """Heap of the three standard sessions and allocation per action on the 32-bit VM."""
    (circuitpy_vm, no_vm), (circuitpy_cross, no_cross) = (instruments.circuitpython_vm(),
                                                          instruments.circuitpython_mpy_cross())
    if circuitpy_vm is None or circuitpy_cross is None:
        print("CircuitPython VM: skipped, " + (no_vm or no_cross))
        return
    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp)
        size = compile_core(path, circuitpy_cross)
        label, players, variant, structure, sessions = HEAP_CASES[0]
        heap = smallest_heap(path, sessions_script(players, variant, structure, sessions),
                             vm=circuitpy_vm)
        allocated, actions = allocation_per_action(path, circuitpy_vm)
        resident = resident_breakdown(path, circuitpy_vm, circuitpy_cross)
    print("CircuitPython 32-bit VM (micropython-cp32, core as .mpy from mpy-cross-cp, "
          "%d bytes; reproduce: %s):" % (size, COMMAND))
    print("  heap: %6d bytes (%5.2f KiB) %s" % (heap, heap / 1024, label))
    print("  resident heap of each module once imported:")
    for name, size in resident:
        print("    %-40s %6s bytes" % (name, size))
    print("  allocation: %d bytes over %d betting actions = %.2f bytes/action (target 0)"
          % (allocated, actions, allocated / actions))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp)
        size = compile_core(path)
        print("MicroPython 64-bit unix VM (core as .mpy from mpy-cross, %d bytes; reproduce: %s):"
              % (size, COMMAND))
        for label, players, variant, structure, sessions in HEAP_CASES:
            heap = smallest_heap(path, sessions_script(players, variant, structure, sessions))
            print("  heap: %6d bytes (%5.2f KiB) %s (target <= 16 KiB)"
                  % (heap, heap / 1024, label))
        print("  resident heap of each module once imported:")
        for name, size in resident_breakdown(path):
            print("    %-40s %6s bytes" % (name, size))
        allocated, actions = allocation_per_action(path)
        print("  allocation: %d bytes over %d betting actions = %.2f bytes/action (target 0)"
              % (allocated, actions, allocated / actions))
    circuitpython_figures()

