"""Device truth: the firmware's memory and boot time on CircuitPython itself.

    make bench-heap     # the heap figures only, also written to build/bench-heap.json
    .venv/bin/python tools/bench/run.py device [--json FILE] [--no-pico | --pico-only] [--paths A|B]
    .venv/bin/python tools/bench/run.py device --languages [--paths A|B]   # per language

On CircuitPython 10.2.1's own unix VM (32-bit, tools/instruments.py), with the firmware
as the .mpy files `make bundle` ships and the emulated board subtracted as
tools/bench/firmware.py does (its resident share, printed as emulator_heap):
- every path of tools/testkit/device_paths.py: the smallest `-X heapsize` (256-byte steps)
  at which the path ends exactly as it does in the simulator (same console lines, same
  last screen; the VM deals from the simulator's entropy tape), the largest single
  allocation after the first screen (the heap is carved into holes of a size so that
  nothing larger fits: the smallest hole size at which the path still ends the same),
  and the deepest call chain's pystack (the VM's 2,048-byte pystack is used up in front
  of code.py; the most that leaves the path unchanged gives what the firmware needs);
- the rules core alone, as .mpy: three 10-player sessions, and a session of each variant;
- the boot, code.py's start to the first screen, with the .py sources over the .mpy.
On the emulated Pico (tools/emu/pico.py), when it is there: the firmware's own heap lines over
a 10-player hand, the largest block that can still be allocated at its end, and the
emulated time from code.py's start to the first complete screen. Then, with the freeze
kit (make uf2), the appliance's figures beside the stock path's, measured the same way on
both (tools/emu/pico.py: install_figures): the lowest free heap after a collection at every
idle point of a 10-player session and its settle-up, the largest block at its end, boot
to the first screen, and the flash left in the UF2's firmware region.
The 64-bit MicroPython VM's figures for the same hungriest path and the core come too,
under their own names. With --languages, only the paths' heaps on CircuitPython's VM, once
per language (DEALER_LANGUAGE), each beside English's, and the emulated Pico's lowest heap
line in each: only the chosen language's words are resident, so a language costs what its
words take beyond English's.
"""

import argparse
import json
import pathlib
import statistics
import tempfile

import bundle
import instruments

from bench import common
from bench import core as bench_core
from simhw import runner
from simhw.mpvm import FirmwareVM, parse_figures
from testkit import device_paths

ROOT = pathlib.Path(__file__).resolve().parents[2]
STEP = 256
HIGH = 1024 * 1024
PYSTACK_VM = 2048          # the VM's pystack (UNIX_PYSTACK_WORDS=512 in its build)
GOALS = {
    "firmware_heap_cp32": 80 * 1024,
    "core_heap_cp32": 20 * 1024,
    "largest_alloc_after_boot": 2048,
    "pystack_bytes": 1536,
    "pico_free_min": 96000,
    "pico_largest_block": 48 * 1024,
    "pico_boot_ms": 1000,
}


class Reference:
    """A path played in the simulator (CPython): what the VM must reproduce."""

    def __init__(self, path):
        nvm = None
        if path.before:
            nvm = runner.run_headless(path.before, seed=device_paths.SEED,
                                      settings=path.settings).nvm
        result = runner.run_headless(path.keys, seed=device_paths.SEED, settings=path.settings,
                                     nvm=nvm, i2c_fault_at=path.fault_at)
        if result.error:
            raise SystemExit("%s fails in the simulator:\n%s" % (path.name, result.error))
        self.nvm = None if nvm is None else bytes(nvm)
        self.tape = bytes(result.entropy)
        self.lines = firmware_lines(result.console)
        self.final = result.final
        self.presses = result.key_presses


def firmware_lines(text):
    """The firmware's console lines, without the heap report (its figures differ by VM)."""
    return [line for line in text.splitlines()
            if line.strip() and not line.startswith("heap: ")]


def vm_lines(stdout):
    """The firmware's console lines in a VM run's output (not the figures, not the rows)."""
    figures = set(parse_figures(stdout)) - {"rows"}
    lines = []
    for line in firmware_lines(stdout):
        parts = line.split()
        if line.startswith("|") or (len(parts) == 2 and parts[0] in figures):
            continue
        lines.append(line)
    return lines


class PathOnVM:
    """One path on one VM and drive, judged against its Reference."""

    def __init__(self, path, reference, binary, drive):
        self.path, self.ref, self.binary, self.drive = path, reference, binary, drive
        self.last = None

    def vm(self, **options):
        return FirmwareVM(self.path.keys, seed=device_paths.SEED, settings=self.path.settings,
                          binary=self.binary, drive=self.drive, nvm=self.ref.nvm,
                          fault_at=self.path.fault_at, tape=self.ref.tape, **options)

    def same(self, heapsize=HIGH, **options):
        """True if the path ends as in the simulator; keeps the figures in self.last."""
        vm = self.vm(**options)
        try:
            rc, out, err = vm.run(heapsize)
        finally:
            vm.close()
        figures = parse_figures(out)
        self.last = figures
        return (rc == 0 and figures.get("key_presses") == self.ref.presses
                and [r.rstrip() for r in figures["rows"]] == self.ref.final
                and vm_lines(out) == self.ref.lines), (out, err)

    def smallest_heap(self):
        """The smallest heap (STEP bytes steps) in which the path ends the same."""
        ok, (out, err) = self.same(HIGH)
        if not ok:
            raise SystemExit("%s: the VM does not reproduce the simulator:\n%s\n%s"
                             % (self.path.name, out[-3000:], err[-3000:]))
        emulator = self.last["emulator_heap"]
        return common.smallest_heap(lambda heap: self.same(heap)[0], HIGH, STEP, 8 * 1024,
                                    what=self.path.name, high_passes=True), emulator

    def largest_allocation(self, low=16, high=16384):
        """The smallest hole size (16-byte steps) the path runs in after its first screen."""
        if not self.same(holes=high)[0]:
            return None
        low //= 16
        high //= 16
        while high - low > 1:
            mid = (low + high) // 2
            if self.same(holes=mid * 16)[0]:
                high = mid
            else:
                low = mid
        return high * 16

    def pystack(self):
        """(bytes the firmware's deepest chain needs, pystack in use in front of code.py)."""
        self.same(pad=0)
        base0 = self.last["pystack_base"]
        low, high = 0, (PYSTACK_VM - base0) // 4 + 8   # each local is a 4-byte word
        while high - low > 1:
            mid = (low + high) // 2
            if self.same(pad=mid)[0]:
                low = mid
            else:
                high = mid
        self.same(pad=low)
        return PYSTACK_VM - self.last["pystack_base"], base0


def build_drive(out, py=False):
    """A bundle of the firmware in `out` (.mpy by CircuitPython's mpy-cross, or .py)."""
    cross = None if py else instruments.circuitpython_mpy_cross()[0]
    bundle.build(out, mpy_cross=cross)
    return out / "CIRCUITPY"


def boot_ms(path, reference, binary, drive, runs=5):
    """Median VM milliseconds from code.py's start to the first screen."""
    on_vm = PathOnVM(path, reference, binary, drive)
    times = []
    for _ in range(runs):
        on_vm.same()
        times.append(on_vm.last["boot_ms"])
    return statistics.median(times)


def kib(n):
    return "%d bytes (%.1f KiB)" % (n, n / 1024)


def verdict(key, value):
    goal = GOALS.get(key)
    if goal is None or value is None:
        return ""
    higher_is_better = key in ("pico_free_min", "pico_largest_block")
    ok = value >= goal if higher_is_better else value <= goal
    return "  goal %s %d: %s" % (">=" if higher_is_better else "<=", goal,
                                 "met" if ok else "NOT met")


def measure_vm(figures, names):
    """The CircuitPython VM's figures, into `figures`."""
    vm, why = instruments.circuitpython_vm()
    cross, why_cross = instruments.circuitpython_mpy_cross()
    if vm is None or cross is None:
        print("CircuitPython VM figures: skipped: " + (why or why_cross))
        return None
    paths = [p for p in device_paths.paths() if not names or p.name in names]
    with tempfile.TemporaryDirectory() as tmp:
        drive = build_drive(pathlib.Path(tmp) / "mpy")
        py_drive = build_drive(pathlib.Path(tmp) / "py", py=True)
        print("CircuitPython %s VM (32-bit), firmware as .mpy (make bundle); every path "
              "ends as in the simulator (same console lines and last screen)"
              % instruments.CIRCUITPYTHON_VERSION)
        print("  %-42s %9s %9s %8s %8s" % ("path", "heap", "firmware", "largest", "pystack"))
        rows = []
        for path in paths:
            ref = Reference(path)
            on_vm = PathOnVM(path, ref, vm, drive)
            heap, emulator = on_vm.smallest_heap()
            largest = on_vm.largest_allocation()
            stack, _ = on_vm.pystack()
            rows.append((heap - emulator, path, largest, stack))
            print("  %-42s %9d %9d %8s %8d" % (path.name, heap, heap - emulator,
                                               largest if largest else "-", stack), flush=True)
        firmware, hungriest, _, _ = max(rows, key=lambda row: row[0])
        figures["firmware_heap_cp32"] = firmware
        figures["firmware_heap_cp32_path"] = hungriest.name
        figures["largest_alloc_after_boot"] = max(row[2] or 0 for row in rows)
        figures["largest_alloc_after_boot_path"] = max(rows, key=lambda row: row[2] or 0)[1].name
        figures["pystack_bytes"] = max(row[3] for row in rows)
        figures["pystack_bytes_path"] = max(rows, key=lambda row: row[3])[1].name
        print("  (heap: the smallest -X heapsize; firmware: minus the emulated board's "
              "resident heap; largest: the largest single allocation after the first screen, "
              "16-byte steps; pystack: bytes of the deepest call chain, 8-byte steps, "
              "emulated board frames included)")
        print("hungriest path: %s: %s%s" % (hungriest.name, kib(firmware),
                                            verdict("firmware_heap_cp32", firmware)))
        print("largest single allocation after start-up: %d bytes (%s)%s"
              % (figures["largest_alloc_after_boot"], figures["largest_alloc_after_boot_path"],
                 verdict("largest_alloc_after_boot", figures["largest_alloc_after_boot"])))
        print("deepest call chain: %d bytes of pystack (%s)%s"
              % (figures["pystack_bytes"], figures["pystack_bytes_path"],
                 verdict("pystack_bytes", figures["pystack_bytes"])))
        first = device_paths.paths()[0]
        ref = Reference(first)
        py_ms = boot_ms(first, ref, vm, py_drive)
        mpy_ms = boot_ms(first, ref, vm, drive)
        figures["boot_ms_cp32_py"] = py_ms
        figures["boot_ms_cp32_mpy"] = mpy_ms
        figures["boot_ratio_py_over_mpy"] = round(py_ms / max(mpy_ms, 1), 2)
        print("boot, code.py's start to the first screen (VM ms, median of 5): .py %d, "
              ".mpy %d: .py takes %.2fx as long" % (py_ms, mpy_ms,
                                                     figures["boot_ratio_py_over_mpy"]))
        cases = bench_core.core_heaps(vm, cross)
        figures["core_heap_cp32"] = cases[0][1]
        for label, heap in cases:
            print("core heap, as .mpy: %s: %s%s" % (label, kib(heap),
                                                    verdict("core_heap_cp32", heap)
                                                    if label == cases[0][0] else ""))
        return hungriest


def measure_mp64(figures, hungriest):
    """The 64-bit MicroPython VM's figures for the same path (.py sources) and the core."""
    ref = Reference(hungriest)
    on_vm = PathOnVM(hungriest, ref, None, None)
    heap, emulator = on_vm.smallest_heap()
    figures["firmware_heap_mp64_py"] = heap - emulator
    figures["core_heap_mp64"] = bench_core.core_heaps()[0][1]
    print("64-bit MicroPython VM: %s from .py: %s; core (3 sessions, .mpy): %s"
          % (hungriest.name, kib(heap - emulator), kib(figures["core_heap_mp64"])))


def measure_pico(figures):
    """The emulated Pico's figures, into `figures`."""
    folder, why = instruments.emulated_pico(fat_tools=False)   # pico.py installs mtools
    if folder is None:
        print("emulated Pico figures: skipped: " + why)
        return
    import pico
    report = pico.memory_report(players=10)
    figures.update(report.figures)
    for line in report.lines:
        print(line)
    for key in ("pico_free_min", "pico_largest_block", "pico_boot_ms"):
        print("  %s: %s%s" % (key, figures.get(key), verdict(key, figures.get(key))))
    report = pico.appliance_report(players=10)
    figures.update(report.figures)
    for line in report.lines:
        print(line, flush=True)


def measure_languages(names):
    """Each path's firmware heap on CircuitPython's VM in every language, against English."""
    vm, why = instruments.circuitpython_vm()
    cross, why_cross = instruments.circuitpython_mpy_cross()
    if vm is None or cross is None:
        print("language figures: skipped: " + (why or why_cross))
        return {}
    codes = ("en", "es", "it", "nl", "fr")
    figures = {}
    with tempfile.TemporaryDirectory() as tmp:
        drive = build_drive(pathlib.Path(tmp) / "mpy")
        print("CircuitPython %s VM (32-bit), firmware as .mpy: each path's firmware heap "
              "per language (DEALER_LANGUAGE), and its difference from English"
              % instruments.CIRCUITPYTHON_VERSION)
        print("  %-42s" % "path" + "".join("%14s" % code for code in codes))
        for index in range(len(device_paths.paths())):
            cells = []
            for code in codes:
                device_paths.LANGUAGE = code
                path = device_paths.paths()[index]
                if names and path.name not in names:
                    break
                heap, emulator = PathOnVM(path, Reference(path), vm, drive).smallest_heap()
                figures["%s: %s" % (path.name, code)] = heap - emulator
                english = figures["%s: en" % path.name]
                cells.append("%8d %+5d" % (heap - emulator, heap - emulator - english)
                             if code != "en" else "%14d" % (heap - emulator))
            if cells:
                print("  %-42s" % path.name + "".join("%14s" % c for c in cells), flush=True)
    device_paths.LANGUAGE = "en"
    measure_pico_languages(figures, codes)
    return figures


def measure_pico_languages(figures, codes):
    """The emulated Pico's lowest heap line in every language, against English, into
    `figures` (pico_free_min: LANGUAGE)."""
    folder, why = instruments.emulated_pico(fat_tools=False)   # pico.py installs mtools
    if folder is None:
        print("emulated Pico's language figures: skipped: " + why)
        return
    import pico
    ok, why = pico.apt_tools()
    if not ok:
        print("emulated Pico's language figures: skipped: " + why)
        return
    free = pico.language_heaps(codes)
    print("emulated Pico (CircuitPython %s), firmware as .mpy: the lowest of the firmware's "
          "heap lines (bytes free after a collection) over a 10-player session and sending "
          "its histories, per language, and its difference from English"
          % instruments.CIRCUITPYTHON_VERSION)
    print("  %-42s" % "" + "".join("%14s" % code for code in codes))
    cells = []
    for code in codes:
        figures["pico_free_min: " + code] = free[code]
        cells.append("%14d" % free[code] if code == "en"
                     else "%8d %+5d" % (free[code], free[code] - free["en"]))
    print("  %-42s" % "pico_free_min" + "".join(cells), flush=True)


def main(argv=None):
    """Print every figure; with --json, write them to a file too."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=pathlib.Path, help="write the figures to this file")
    parser.add_argument("--no-pico", action="store_true", help="skip the emulated Pico")
    parser.add_argument("--pico-only", action="store_true",
                        help="only the emulated Pico's figures (stock and appliance)")
    parser.add_argument("--paths", help="only these paths (names separated by |)")
    parser.add_argument("--languages", action="store_true",
                        help="only the heaps, in every language: the paths' on the VM "
                             "and the emulated Pico's lowest heap line")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.paths.split("|")] if args.paths else None
    figures = {}
    if args.languages:
        print("reproduce: .venv/bin/python tools/bench/run.py device --languages%s"
              % (" --paths '%s'" % args.paths if args.paths else ""))
        figures = measure_languages(names)
        if args.json:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n")
        return
    print("reproduce: make bench-heap (or .venv/bin/python tools/bench/run.py device)")
    hungriest = None if args.pico_only else measure_vm(figures, names)
    if hungriest is not None:
        measure_mp64(figures, hungriest)
    if not args.no_pico:
        measure_pico(figures)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n")
        print("wrote %s" % args.json)

