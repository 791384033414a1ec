"""Firmware heap and I2C traffic, measured on a scripted 10-player session.

Heap: the smallest MicroPython heap (unix VM, -X heapsize, 256-byte steps) at
which code.py runs the whole session with the firmware's SSD1306 driver and every
source compiled from .py, as CircuitPython does on the board. The emulated
board (host board, busio, keypad, ... and their 4 KiB NVM and OLED RAM) runs in
the same heap; its resident share is printed too, since the device has those in
C and flash. I2C: bytes written on the bus per key press after start-up
(every byte the firmware hands to I2C writes, control bytes included; the
address byte each transaction adds on the wire is not counted).

    .venv/bin/python tools/bench/run.py firmware [--vm PATH]

`--vm PATH` runs everything on another VM of the same command line, e.g.
CircuitPython's own 32-bit one (../shared/circuitpython/micropython-cp32).
"""

import pathlib
import sys

from bench import common
from simhw import FIRMWARE_LIB
from simhw.mpvm import (
    FirmwareVM,
    driver_lib,
    import_costs,
    micropython_binary,
    parse_figures,
)

PLAYERS = 10
SEED = 1
STEP = 256
LOW, HIGH = 16 * 1024, 1024 * 1024


def session_keys(players=PLAYERS):
    """Setup (players preset), then every hand: deal, first player looks and bets,
    everyone else looks and calls, showdown, balances; a full dealer rotation."""
    keys = ["d d d d"]
    hand = ["s", ". S d"] + [". S s"] * (players - 1) + ["d d"]   # ". S": pass, hold B
    keys += [" ".join(hand)] * players
    return " ".join(keys)


def presses(keys):
    """Key presses in a key script ("." only waits)."""
    return len(keys.replace(".", " ").split())


def second_session_keys(players=PLAYERS):
    """The session, NEW on its final screen, then the setup and a hand of a second one."""
    hand = ["s", ". S d"] + [". S s"] * (players - 1) + ["d d"]
    return " ".join([session_keys(players), "d", "d d d d"] + hand)


def smallest_heap_for(keys):
    """The smallest heap in which the firmware runs `keys` (10 players, SEED)."""
    vm = FirmwareVM(keys, seed=SEED, settings={"DEALER_PLAYERS": PLAYERS})
    try:
        return smallest_heap(vm, presses(keys))
    finally:
        vm.close()


def completes(vm, heapsize, expected_presses):
    """True if the whole session runs in `heapsize` bytes of heap."""
    rc, out, _ = vm.run(heapsize)
    return rc == 0 and parse_figures(out).get("key_presses") == expected_presses


def smallest_heap(vm, expected_presses):
    """The smallest working heap, in STEP-byte steps (LOW taken to fail)."""
    return common.smallest_heap(lambda heap: completes(vm, heap, expected_presses), HIGH,
                                STEP, LOW, what="the session")


def main():
    """Print the figures."""
    if "--vm" in sys.argv:
        use_vm(sys.argv[sys.argv.index("--vm") + 1])
    keys = session_keys()
    expected = presses(keys)
    vm = FirmwareVM(keys, seed=SEED, settings={"DEALER_PLAYERS": PLAYERS})
    try:
        rc, out, err = vm.run(HIGH)
        if rc != 0:
            raise SystemExit("the firmware failed on the VM:\n" + err)
        figures = parse_figures(out)
        heap = smallest_heap(vm, expected)
        below = vm.run(heap - STEP)[1]
    finally:
        vm.close()
    per_press = (figures["i2c_bytes"] - figures["i2c_bytes_startup"]) / figures["key_presses"]
    print("scripted session: %d players, %d key presses, seed %d" % (PLAYERS, expected, SEED))
    print("firmware heap (smallest -X heapsize that completes): %d bytes (%.1f KiB)"
          % (heap, heap / 1024))
    print("  of which the emulated board holds (resident): %d bytes"
          % figures["emulator_heap"])
    print("  so the firmware itself needs about: %d bytes (%.1f KiB)"
          % (heap - figures["emulator_heap"], (heap - figures["emulator_heap"]) / 1024))
    print("  heap in use at the end of the session: %d bytes" % figures["heap_after"])
    print("  %d bytes less fails here: %s" % (STEP, where_it_fails(below)))
    # the setup module is compiled at start-up and kept: NEW must not need a larger heap
    second = smallest_heap_for(second_session_keys())
    print("  and with NEW on the final screen, then a hand of a second session: %d bytes"
          " (%.1f KiB)" % (second, second / 1024))
    print("I2C bytes per key press: %.0f (total %d, start-up %d)"
          % (per_press, figures["i2c_bytes"], figures["i2c_bytes_startup"]))
    changed = figures["oled_changed_bytes"] - figures["oled_changed_startup"]
    print("  of which data bytes that change the OLED's memory: %.0f a press (the rest:"
          " unchanged bytes sent between nearby changes, windows, control bytes)"
          % (changed / figures["key_presses"]))
    print_import_costs()
    print_compile_costs()


def use_vm(path):
    """Run the firmware (and measure imports and compiles) on the VM at `path`."""
    global micropython_binary
    import simhw.mpvm
    binary = str(pathlib.Path(path).resolve())
    simhw.mpvm.micropython_binary = micropython_binary = lambda: binary
    print("VM: %s" % binary)


def where_it_fails(stdout):
    """The innermost firmware line of the traceback, and the error."""
    lines = [line.strip() for line in stdout.splitlines()]
    frames = [line for line in lines if line.startswith("File ") and "/firmware/" in line]
    error = next((line for line in reversed(lines) if "Error" in line), "no error printed")
    if not frames:
        return error
    return "%s (%s)" % (frames[-1].split("/firmware/", 1)[1].replace('"', ""), error)


def firmware_modules():
    """Every firmware module, the display stack first, then the core, then the app."""
    first = ["dealer.board.font", "dealer.board.oled", "dealer.board.display",
             "dealer.board.hardware"]
    names = []
    for package in ("indian_poker", "dealer"):
        for path in sorted((FIRMWARE_LIB / package).rglob("*.py")):
            parts = path.relative_to(FIRMWARE_LIB).with_suffix("").parts
            names.append(".".join(parts[:-1] if path.stem == "__init__" else parts))
    return first + [n for n in names if n not in first]


def print_import_costs():
    """The resident heap each firmware module adds when imported (largest first)."""
    costs = import_costs(firmware_modules())
    print("resident heap per import (MicroPython VM, dependencies counted once):")
    for name, size in sorted(costs, key=lambda item: -item[1]):
        print("  %-34s %6d" % (name, size))
    print("  %-34s %6d" % ("total", sum(size for _, size in costs)))


# One compile per fresh VM (so no compile pays for the qstr pool another one grew), with
# the collector off: every byte the compiler allocates (parse tree, scopes, bytecode,
# new qstrs, garbage included; the source text itself excluded).
_COMPILE_SCRIPT = """
import gc
with open(PATH) as f:
    source = f.read()
gc.collect()
before = gc.mem_alloc()
gc.disable()
code = compile(source, PATH, "exec")
print(gc.mem_alloc() - before)
"""


def compile_costs():
    """[(bytes, module path)]: the heap each single compile allocates on the VM."""
    import subprocess
    import tempfile
    costs = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = pathlib.Path(tmp)
        lib = driver_lib(folder / "lib")
        # the display driver and its framebuf are copied too, for the tests that compare
        # the firmware's driver with them, but the firmware imports neither
        paths = sorted(FIRMWARE_LIB.rglob("*.py")) + sorted(
            p for p in lib.rglob("*.py")
            if p.name not in ("adafruit_framebuf.py", "adafruit_ssd1306.py"))
        for path in paths:
            (folder / "main.py").write_text("PATH = %r\n" % str(path) + _COMPILE_SCRIPT)
            proc = subprocess.run([micropython_binary(), "-X", "heapsize=%d" % HIGH, "main.py"],
                                  capture_output=True, text=True, cwd=folder, timeout=60)
            if proc.returncode != 0:
                raise SystemExit(proc.stderr)
            root = FIRMWARE_LIB if path.is_relative_to(FIRMWARE_LIB) else lib
            costs.append((int(proc.stdout.split()[0]), str(path.relative_to(root))))
    return sorted(costs, reverse=True)


def print_compile_costs(shown=8):
    """The largest single compiles."""
    print("heap one compile allocates (fresh MicroPython VM, collector off, largest first):")
    for size, name in compile_costs()[:shown]:
        print("  %-34s %6d" % (name, size))

