"""The deal fingerprint's cost: our SHA-256 (boards without hashlib) against hashlib.

    .venv/bin/python tools/bench/run.py fingerprint [--board]

On CircuitPython's own 32-bit VM ($CIRCUITPY_VM, by default
../shared/circuitpython/micropython-cp32 next to the repository; skipped with a line
when absent), whose small ints are 31-bit like the board's:
1. time per hand: hashing one hand's fingerprint message with indian_poker/sha256.py
   and with the VM's hashlib, for 10 players of the standard game (41 bytes, one block)
   and 7 players of stud (80 bytes, two blocks); the median of 9 runs of 300 hashes;
2. allocation: bytes one hash allocates, for a 2-block and a 42-block message;
3. heap: what importing sha256.py keeps (gc.mem_alloc after a collect) and the smallest
   `-X heapsize` (bisected in 64-byte steps) that imports it and hashes, above one that
   only hashes with hashlib; from source (the board compiles .py files) and as .mpy
   ($CIRCUITPY_MPY_CROSS, CircuitPython's mpy-cross). The same for fingerprint.py.
`--board` also runs the timing on the real CircuitPython 10.2.1 in the emulated Pico
($RP2040_DIR, by default ../shared/rp2040; it needs node, npm, mtools and dosfstools);
its times are rp2040js cycle estimates.
"""

import argparse
import os
import pathlib
import re
import subprocess
import tempfile

import instruments

from bench import common

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIB = ROOT / "firmware" / "lib"
(CIRCUITPY_VM, NO_VM), (CIRCUITPY_MPY_CROSS, NO_MPY_CROSS) = (
    instruments.circuitpython_vm(), instruments.circuitpython_mpy_cross())
COMMAND = ".venv/bin/python tools/bench/run.py fingerprint"

MESSAGES = """
from indian_poker import Rules, Session
from indian_poker.fingerprint import message
def entropy(n):
    return bytes((i * 37 + 11) & 0xFF for i in range(n))
CASES = []
for players, variant, label in ((10, 0, "standard, 10 players"), (7, 4, "stud, 7 players")):
    s = Session(Rules(players=players, variant=variant), entropy=entropy)
    h = s.deal()
    CASES.append((label, message(s.session_id, 1, h.log, h.slots,
                                      ["P%d" % i for i in range(players)])))
"""

TIMING = MESSAGES + """
import time, hashlib
from indian_poker.sha256 import sha256 as own
if hasattr(hashlib, "new"):
    def board(m):
        return hashlib.new("sha256", m).digest()
else:
    def board(m):
        return hashlib.sha256(m).digest()
def median_us(f, m):
    runs = []
    for _ in range(9):
        t = time.ticks_us()
        for _ in range(300):
            f(m)
        runs.append(time.ticks_diff(time.ticks_us(), t) / 300)
    runs.sort()
    return runs[4]
for label, m in CASES:
    assert own(m) == board(m)
    print("TIME %s|%d|%.1f|%.1f" % (label, len(m), median_us(own, m), median_us(board, m)))
"""

ALLOCATION = """
import gc
from sha256 import sha256
for blocks, m in ((2, bytes(50)), (42, bytes(64 * 40 + 50))):
    sha256(m)
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    sha256(m)
    print("ALLOC %d %d" % (blocks, gc.mem_alloc() - before))
    gc.enable()
"""

KEPT = """
import gc
gc.collect()
before = gc.mem_alloc()
import %s
%s.%s(%s)
gc.collect()
print("KEPT %%d" %% (gc.mem_alloc() - before))
"""

BOARD_CODE = MESSAGES + """
import gc, hashlib, supervisor, time
from indian_poker.sha256 import sha256 as own
for label, m in CASES:
    assert own(m) == hashlib.new("sha256", m).digest()
    t = supervisor.ticks_ms()
    for _ in range(10):
        own(m)
    mid = supervisor.ticks_ms()
    for _ in range(10):
        hashlib.new("sha256", m).digest()
    print("BOARD %s|%d|%d|%d" % (label, len(m), mid - t, supervisor.ticks_ms() - mid))
print("BOARD done")
while True:
    time.sleep(1)
"""


def vm(script, heapsize=262144, path=LIB):
    """Run `script` on the 32-bit VM; (ok, stdout)."""
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(script)
    try:
        proc = subprocess.run([str(CIRCUITPY_VM), "-X", "heapsize=%d" % heapsize, f.name],
                              capture_output=True, text=True, timeout=300,
                              env=dict(os.environ, MICROPYPATH=str(path)))
    finally:
        os.unlink(f.name)
    return proc.returncode == 0, proc.stdout + proc.stderr


def smallest_heap(script, path, step=64, high=65536):
    """The smallest heap (a multiple of `step`) at which `script` prints ok."""
    return common.smallest_heap(lambda heap: _passes(script, heap, path), high, step,
                                what="bench fingerprint's script")


def _passes(script, heap, path):
    ok, out = vm(script, heap, path)
    return ok and "ok" in out.split()


def alone(module, folder, compiled):
    """`module` of the core as a top-level module in `folder`, as .py or .mpy."""
    folder.mkdir(parents=True, exist_ok=True)
    source = LIB / "indian_poker" / (module + ".py")
    text = source.read_text().replace("from .eventlog import HEADER_SIZE, salt_of",
                                      "HEADER_SIZE = 7\ndef salt_of(log):\n    return log[7:23]")
    text = text.replace("from .compat import const", "from micropython import const")
    target = folder / (module + ".py")
    target.write_text(text)
    if compiled:
        subprocess.run([str(CIRCUITPY_MPY_CROSS), "-o", str(folder / (module + ".mpy")),
                        str(target)], check=True)
        target.unlink()
    return folder


def heap_figures(work):
    """(module, form, kept bytes, extra heap needed to import and use it)."""
    rows = []
    uses = {"sha256": ("sha256", "sha256", "bytes(80)"),
            "fingerprint": ("fingerprint", "short_text", "bytes(32)")}
    for module, (name, call, arg) in uses.items():
        for compiled in (False, True):
            if compiled and CIRCUITPY_MPY_CROSS is None:
                continue
            folder = alone(module, work / ("%s-%s" % (module, compiled)), compiled)
            ok, out = vm(KEPT % (name, name, call, arg), path=folder)
            if not ok:
                raise SystemExit("bench fingerprint: %s" % out)
            kept = int(re.search(r"KEPT (\d+)", out).group(1))
            base = "import hashlib\nhashlib.sha256(bytes(80)).digest()\nprint('ok')\n"
            used = "import hashlib\nhashlib.sha256(bytes(80)).digest()\nimport %s\n" \
                   "%s.%s(%s)\nprint('ok')\n" % (name, name, call, arg)
            extra = smallest_heap(used, folder) - smallest_heap(base, folder)
            rows.append((module + ".py", ".mpy" if compiled else "source", kept, extra))
    return rows


def board_times():
    """[(case, bytes, ms of 10 own hashes, ms of 10 hashlib hashes)] on the emulated Pico."""
    console, why = instruments.core_script_on_pico(LIB / "indian_poker", BOARD_CODE)
    if console is None:
        print("board: skipped, " + why)
        return []
    return [line.split("|") for line in re.findall(r"BOARD ([^\r\n]*\|[^\r\n]*)", console)]


def main():
    """Print the figures; skip with one line when the 32-bit VM is absent."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--board", action="store_true",
                        help="also time on the emulated Pico (slow: about a minute)")
    args = parser.parse_args()
    print("Deal fingerprint: SHA-256 cost (%s)" % COMMAND)
    if CIRCUITPY_VM is None:
        print("skipped: " + NO_VM)
        return
    ok, out = vm(TIMING)
    if not ok:
        raise SystemExit("bench fingerprint: %s" % out)
    print("time per hand on the 32-bit VM (PC), median of 9 x 300:")
    for label, size, own, board in re.findall(r"TIME ([^|]*)\|(\d+)\|([\d.]+)\|([\d.]+)", out):
        print("  %-22s %3s bytes: sha256.py %6s us, hashlib %5s us" % (label, size, own, board))
    with tempfile.TemporaryDirectory() as tmp:
        work = pathlib.Path(tmp)
        folder = alone("sha256", work / "alloc", False)
        ok, out = vm(ALLOCATION, path=folder)
        allocs = dict(map(int, pair) for pair in re.findall(r"ALLOC (\d+) (\d+)", out))
        print("bytes one hash allocates: %d (2 blocks), %d (42 blocks): %s"
              % (allocs[2], allocs[42], "nothing per block" if allocs[42] <= allocs[2]
                 else "%d per block" % ((allocs[42] - allocs[2]) // 40)))
        print("heap (32-bit VM): module, form, kept after use, extra heap to import and use")
        for module, form, kept, extra in heap_figures(work):
            print("  %-15s %-7s kept %5d B, needs %5d B more" % (module, form, kept, extra))
    if args.board:
        print("emulated Pico (CircuitPython 10.2.1, rp2040js cycle estimates), per hand:")
        for label, size, own, board in board_times():
            print("  %-22s %3s bytes: sha256.py %5.1f ms, hashlib %4.1f ms"
                  % (label, size, int(own) / 10, int(board) / 10))

