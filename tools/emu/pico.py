"""The firmware on CircuitPython itself, in an emulated Pico (rp2040js under node).

The emulated Pico is an instrument found through RP2040_DIR (tools/instruments.py): the
CircuitPython 10.2.1 build for the Raspberry Pi Pico and a node harness whose Board runs
it with an SSD1306 on I2C0, the four buttons and flash writes that persist. This module:
- copies that harness, tools/emu/pico_driver.mjs and tools/emu/pico_serial.mjs into
  build/pico-harness and installs its one npm package there (`npm ci`, once);
- makes a CIRCUITPY image of a bundle (mtools, dosfstools), optionally as a test image:
  tools/emu/pico_code.py as code.py (the simulator's entropy tape, console probes) and the
  firmware's code.py as firmware_code.py, never on a real drive;
- plays a key script there (pico_driver.mjs) and returns the OLED's memory before each
  press and at the end, the console, the NVM after the run and the boot times;
- plays the same keys in the headless simulator, with the OLED's memory at the same
  moments, so the two can be compared byte for byte;
- reads the screens back as text with the firmware's own font.
"""

import base64
import contextlib
import fcntl
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

import instruments

from simhw import FIRMWARE_LIB, runner

EMU = pathlib.Path(__file__).resolve().parent
ROOT = EMU.parent.parent
HARNESS = ROOT / "build" / "pico-harness"
PAGES, WIDTH = 8, 128
OLED = 0x3C
_SBIN = "/usr/sbin:/sbin"


FAT_TOOLS = (("mcopy", "mtools"), ("mkfs.fat", "dosfstools"))


def apt_tools(tools=FAT_TOOLS):
    """Install the Debian packages of `tools` ((command or absolute file path, package)
    pairs; mtools and dosfstools by default) with apt-get where one is missing (as root),
    with instruments.apt_install; (True, None) or (False, why not)."""
    missing = [package for tool, package in tools if not _present(tool)]
    if not missing:
        return True, None
    if shutil.which("apt-get") is None or os.geteuid() != 0:
        return False, "needs %s: run `sudo apt-get install -y %s`" % (
            " and ".join(missing), " ".join(missing))
    with exclusive("apt"):
        missing = [package for tool, package in tools if not _present(tool)]
        try:
            if missing:
                instruments.apt_install(*missing, who="pico")
        except (SystemExit, subprocess.CalledProcessError) as error:
            return False, "apt-get install %s failed: %s" % (" ".join(missing), error)
    still = [tool for tool, _ in tools if not _present(tool)]
    return (False, "still missing after apt-get: " + ", ".join(still)) if still else (True, None)


@contextlib.contextmanager
def exclusive(name):
    """Hold build/<name>.lock: make test runs its modules in parallel processes, and one
    sets up a shared thing (apt packages, the harness's npm ci) while the others wait."""
    (ROOT / "build").mkdir(exist_ok=True)
    with open(ROOT / "build" / (name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


def _present(tool):
    """True if `tool` (a command, or an absolute path) is on this machine."""
    if tool.startswith("/"):
        return os.path.exists(tool)
    return instruments.find_tool(tool) is not None


def harness():
    """build/pico-harness: the emulated Pico's node harness and our driver, npm-installed."""
    folder, why = instruments.emulated_pico(fat_tools=False)
    if folder is None:
        raise RuntimeError(why)
    HARNESS.mkdir(parents=True, exist_ok=True)
    with exclusive("pico-harness"):
        for path in sorted((folder / "harness").glob("*.mjs")) + sorted(
                (folder / "harness").glob("package*.json")) + [EMU / "pico_driver.mjs",
                                                                EMU / "pico_serial.mjs"]:
            target = HARNESS / path.name
            if not target.exists() or target.read_bytes() != path.read_bytes():
                shutil.copyfile(path, target)
                target.chmod(0o644)
        if not (HARNESS / "node_modules" / "rp2040js").is_dir():
            subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=HARNESS, check=True,
                           capture_output=True, timeout=600)
    return folder


def image(drive, out, test=False, tape=None, settings_text=None, holes=0):
    """A CIRCUITPY image (FAT12, CircuitPython's geometry) of `drive` at `out`.

    test: a test image (tools/emu/pico_code.py runs the firmware's code.py); tape: entropy for
    it to replay; holes: a size the test image carves the heap into after the first
    screen; settings_text: the settings.toml to put on the drive instead."""
    folder = harness()
    with tempfile.TemporaryDirectory() as tmp:
        stage = pathlib.Path(tmp) / "drive"
        shutil.copytree(drive, stage)
        if test:
            (stage / "code.py").rename(stage / "firmware_code.py")
            shutil.copyfile(EMU / "pico_code.py", stage / "code.py")
            if tape is not None:
                (stage / "tape.bin").write_bytes(bytes(tape))
            if holes:
                (stage / "holes.txt").write_text(str(holes))
                shutil.copyfile(EMU / "simhw" / "circuitpy" / "heap_holes.py",
                                stage / "heap_holes.py")
        if settings_text is not None:
            (stage / "settings.toml").write_text(settings_text, encoding="utf-8")
        env = dict(os.environ, PATH=os.environ.get("PATH", "") + ":" + _SBIN)
        subprocess.run([str(folder / "fat" / "build_fat.sh"), str(stage), str(out)], env=env,
                       check=True, capture_output=True, timeout=120)
    return out


class Install:
    """One way to install the dealer on the emulated Pico: a drive folder and the firmware
    it runs on (None: stock CircuitPython with the bundle; the appliance's UF2 with its
    two or three drive files)."""

    def __init__(self, name, drive, firmware=None):
        self.name = name
        self.drive = drive
        self.firmware = firmware

    def image(self, out, **options):
        """A CIRCUITPY image of this drive (see image())."""
        return image(self.drive, out, **options)

    def play(self, img, keys, **options):
        """Play `keys` on this firmware booted from `img` (see play())."""
        return play(img, keys, firmware=self.firmware, **options)

    def __repr__(self):
        return self.name


def bundle_install(out):
    """Install: the bundle as make bundle builds it (.mpy where CircuitPython's mpy-cross
    is), on stock CircuitPython."""
    import bundle
    bundle.build(out, mpy_cross=instruments.circuitpython_mpy_cross()[0])
    return Install("bundle", out / "CIRCUITPY")


def appliance_install(out):
    """(Install, None): the appliance as make uf2 builds it, into `out`; or (None, why not)
    where the freeze kit or its compiler is missing."""
    import uf2
    kit, why = instruments.freeze_kit()
    if kit is None:
        return None, why
    try:
        built = uf2.build(out / "dealer.uf2", kit)
    except uf2.BuildError as error:
        return None, str(error)
    uf2.drive(out)
    install = Install("appliance", out / "CIRCUITPY", built.path)
    install.flash_left = built.room   # bytes left in the firmware region
    return install, None


class PicoRun:
    """What a run on the emulated Pico produced (see pico_driver.mjs)."""

    def __init__(self, result, out):
        self.raw = result
        self.snaps = [base64.b64decode(s["gddram"]) for s in result["snaps"]]
        self.snap_times = [s["t"] for s in result["snaps"]]
        self.display_on = [s["on"] for s in result["snaps"]]
        self.console = result["console"].replace("\r\n", "\n")
        self.keys_pressed = result["keys_pressed"]
        self.codepy_ms = result["codepy_ms"]
        self.first_screen_ms = result["first_screen_ms"]
        self.mem = result["mem"]
        self.big = result["big"]
        self.cut = result["cut"]
        self.unsettled = result["unsettled"]
        self.real_s = result["real_s"]
        self.timing = result.get("timing", [])   # per press: release, its screen's I2C
        self.idle_load = result.get("idle_load")  # CPU busy share over the last 2 s, idle
        self.nvm = (out / "nvm_after.bin").read_bytes()

    def heap_lines(self):
        """[(free, hand)] of the firmware's own heap lines on the console."""
        return heap_lines(self.console)

    def screens(self):
        """The text rows of every snapshot."""
        return [rows_of(gddram) for gddram in self.snaps]


def play(img, keys, nvm=None, probe=False, cut=None, stop_after_key=None, timeout=1800,
         firmware=None):
    """Play `keys` on the emulated Pico booted from `img` (and `nvm`); a PicoRun.

    cut=(k, n): the first flash program into the NVM after k key presses writes n bytes,
    and the power goes there; stop_after_key=k: the power goes once key k was handled;
    firmware: a UF2 to run instead of stock CircuitPython (the appliance's, make uf2)."""
    folder = harness()
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp)
        job = {"firmware": str(firmware or folder / instruments.PICO_UF2), "image": str(img),
               "keys": keys, "out": str(out), "probe": probe}
        if nvm is not None:
            (out / "nvm_in.bin").write_bytes(bytes(nvm))
            job["nvm"] = str(out / "nvm_in.bin")
        if cut is not None:
            job["cut"] = {"afterKey": cut[0], "bytes": cut[1]}
        if stop_after_key is not None:
            job["stopAfterKey"] = stop_after_key
        (out / "job.json").write_text(json.dumps(job))
        proc = subprocess.run(["node", "pico_driver.mjs", str(out / "job.json")], cwd=HARNESS,
                              capture_output=True, text=True, timeout=timeout)
        if proc.returncode != 0:
            raise RuntimeError("the emulated Pico failed:\n" + proc.stderr[-3000:])
        return PicoRun(json.loads((out / "result.json").read_text()), out)


class _Snapshots:
    """A simulator key script that keeps the OLED's memory and the kind of the screen on
    top (Screen.kind) just before each press."""

    def __init__(self, keys):
        import sim_keys
        self.script = sim_keys.ScriptedKeys(keys)
        self.script.before_press = self._before
        self.snaps = []
        self.kinds = []
        self.oled = None

    def _before(self):
        self.snaps.append(bytes(self.oled.gddram))
        self.kinds.append(sys.modules["dealer.app"].RUNNING.screen_kind)


def simulate(keys, seed=0, settings=None, nvm=None, settings_path=None):
    """The same keys in the headless simulator: (Result, GDDRAM before each press and at
    the end). The Result's entropy is the tape for pico_code.py; its `kinds` are the
    screen kinds at the same moments."""
    snapshots = _Snapshots(keys)
    result = runner.run(snapshots.script, seed=seed, nvm=nvm, settings=settings,
                        settings_path=settings_path, raise_errors=False,
                        on_show=lambda display, oled: setattr(snapshots, "oled", oled))
    result.kinds = snapshots.kinds + [result.app.screen_kind if result.app else ""]
    return result, snapshots.snaps + [bytes(result.oled.gddram)]


HEAP_LINE = re.compile(r"heap: free (\d+), hand (\d+)")


def heap_lines(console):
    """[(free, hand)] of the firmware's heap lines in console text (the first one may follow
    CircuitPython's title escape sequence on the same line)."""
    return [(int(m.group(1)), int(m.group(2))) for m in HEAP_LINE.finditer(console)]


# reading the screen ----------------------------------------------------------------

def _glyphs():
    sys.path.insert(0, str(FIRMWARE_LIB))
    from dealer.board import font
    table = {}
    columns = bytes(font.GLYPHS)   # the font's words as the bytes they hold, a column each
    for index in range(len(columns) // font.WIDTH):
        table.setdefault(columns[index * font.WIDTH:(index + 1) * font.WIDTH],
                         font.char(index))
    return table, font.WIDTH


def _big_glyphs(table):
    """{(top page's 12 column bytes, bottom page's): char} of each glyph drawn twice as
    large (Display.big); both halves, since a top half alone can be two letters' (A, Q)."""
    def double(nibble):
        return sum(((nibble >> k) & 1) * 3 << 2 * k for k in range(4))
    big = {}
    for cells, ch in table.items():   # a blank pair of pages reads as spaces either way
        big.setdefault((bytes(double(b & 15) for b in cells for _ in range(2)),
                        bytes(double(b >> 4) for b in cells for _ in range(2))), ch)
    return big


def rows_of(gddram):
    """The 8 text rows the GDDRAM shows, in the firmware's font ("?" where no glyph fits);
    an inverted row reads the same as a plain one. Big characters (2x) read as the
    simulator's text model has them: a run of them, then as many spaces, on their top
    row ("K♥  "), two spaces each below."""
    table, width = _glyphs()
    big = _big_glyphs(table)
    below = set()   # (page, col) of the lower halves of big characters
    rows = []
    for page in range(PAGES):
        chars = []
        run = ""
        col = 0
        while col < 21:
            x = 1 + col * width
            at = page * WIDTH + x
            pair = (bytes(gddram[at:at + 2 * width]),
                    bytes(gddram[at + WIDTH:at + WIDTH + 2 * width]) if page + 1 < PAGES else b"")
            if (page, col) in below:
                chars.append(run + " " * len(run) + "  ")
                run = ""
                col += 2
                continue
            if col < 20 and pair in big:
                run += big[pair]
                below.add((page + 1, col))
                col += 2
                continue
            chars.append(run + " " * len(run))
            run = ""
            cells = pair[0][:width]
            ch = table.get(cells)
            if ch is None:
                ch = table.get(bytes(b ^ 0xFF for b in cells), "?")
            chars.append(ch)
            col += 1
        rows.append(("".join(chars) + run + " " * len(run)).rstrip())
    return rows


LADDER = (512, 1024, 2048, 4096, 8192)


class Report:
    """A bench's figures (name: number, for the JSON files) and its lines (for people)."""

    def __init__(self):
        self.figures = {}
        self.lines = []


def memory_report(players=10):
    """The emulated Pico's memory and boot figures (tools/bench/device.py):
    - the firmware's own heap lines over the "send histories" path (a whole 10-player
      session, then the histories sent): the lowest is pico_free_min;
    - one 10-player hand on a test image, probed at every idle point, and the largest
      bytearray that can still be allocated at its end (pico_largest_block);
    - the same hand in heaps carved into holes (LADDER): the smallest hole it still
      plays through exactly as the simulator does bounds the largest allocation;
    - code.py's start to the first complete screen, .mpy (pico_boot_ms) and .py."""
    import bundle

    from testkit import device_paths

    report = Report()
    ok, why = apt_tools()
    if not ok:
        report.lines.append("emulated Pico: skipped: " + why)
        return report
    hungry = next(p for p in device_paths.paths() if p.name == "send histories")
    hand = " ".join([device_paths.SETUP, device_paths.hand(players)])
    text = settings_toml(device_paths.settings_for({"DEALER_PLAYERS": players}))
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        bundle.build(tmp / "mpy", mpy_cross=instruments.circuitpython_mpy_cross()[0])
        bundle.build(tmp / "py")
        drive = tmp / "mpy" / "CIRCUITPY"
        (tmp / "settings.toml").write_text(text, encoding="utf-8")
        result, expected = simulate(hand, seed=device_paths.SEED,
                                    settings_path=tmp / "settings.toml")

        def test_image(holes=0):
            return image(drive, tmp / "test.img", test=True, tape=result.entropy,
                         settings_text=text, holes=holes)

        plain = play(image(drive, tmp / "plain.img", settings_text=settings_toml(
            hungry.settings)), hungry.keys)
        probed = play(test_image(), hand, probe=True)
        py = play(image(tmp / "py" / "CIRCUITPY", tmp / "py.img", settings_text=text), "")
        low, high = -1, len(LADDER)       # LADDER[high] plays through (or none does)
        while high - low > 1:
            mid = (low + high) // 2
            if play(test_image(LADDER[mid]), hand).snaps == expected:
                high = mid
            else:
                low = mid
    heap = plain.heap_lines()
    report.figures["pico_free_min"] = min(free for free, _ in heap)
    report.figures["pico_free_min_path"] = hungry.name + ", %d players" % players
    report.figures["pico_largest_block"] = probed.big["largest"] if probed.big else None
    report.figures["pico_boot_ms"] = round(plain.first_screen_ms - plain.codepy_ms)
    report.figures["pico_boot_ms_py"] = round(py.first_screen_ms - py.codepy_ms)
    report.figures["pico_largest_alloc_after_boot_at_most"] = (
        LADDER[high] if high < len(LADDER) else None)
    idle = [m["free_after_collect"] for m in probed.mem]
    report.lines += [
        "emulated Pico (CircuitPython %s in rp2040js), the firmware as .mpy:"
        % instruments.CIRCUITPYTHON_VERSION,
        "  %s, %d players: the firmware's heap lines (bytes free after a collection, at "
        "start-up then after each hand): %s" % (hungry.name, players,
                                                 ", ".join(str(f) for f, _ in heap)),
        "  one %d-player hand, probed at every idle point by the test image: lowest %d free "
        "after a collection (the test image's own code included); the same hand %s"
        % (players, min(idle) if idle else -1, "played exactly as in the simulator"
           if probed.snaps == expected else "DIFFERED from the simulator"),
        "  largest allocation after start-up in that hand: %s" % (
            "at most %d bytes (it plays through a heap carved into %d-byte holes%s)"
            % (LADDER[high], LADDER[high], ", not %d" % LADDER[low] if low >= 0 else "")
            if high < len(LADDER) else "more than %d bytes" % LADDER[-1]),
        "  code.py's start to the first complete screen: %d ms emulated as .mpy, %d ms "
        "as .py" % (report.figures["pico_boot_ms"], report.figures["pico_boot_ms_py"]),
    ]
    return report


def language_heaps(codes, players=10):
    """{code: lowest of the firmware's heap lines} on the emulated Pico, the firmware as
    .mpy, over the "send histories" path (a whole `players`-player session, then the
    histories sent) played in each language of `codes`: pico_free_min, per language."""
    import bundle

    from testkit import device_paths

    figures = {}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        bundle.build(tmp / "mpy", mpy_cross=instruments.circuitpython_mpy_cross()[0])
        for code in codes:
            device_paths.LANGUAGE = code
            hungry = next(p for p in device_paths.paths(players) if p.name == "send histories")
            run = play(image(tmp / "mpy" / "CIRCUITPY", tmp / "plain.img",
                             settings_text=settings_toml(hungry.settings)), hungry.keys)
            lines = run.heap_lines()
            figures[code] = min(free for free, _ in lines) if lines else None
    device_paths.LANGUAGE = "en"
    return figures


# The appliance's goals (issue: "more than twice the free heap"), next to the stock path's.
APPLIANCE_GOALS = {"free_min": 150000, "largest_block": 96 * 1024, "boot_ms": 300}


def install_figures(install, tmp, players=10):
    """The same figures for one install (tools/bench/device.py prints both side by side):
    - free_min: the lowest free heap after a collection at every idle point (the test
      image's probe, its own code included) of a 10-player session, then its settle-up
      and two QR pages ("settle-up and QR codes"), played exactly as in the simulator;
    - largest_block: the largest bytearray still allocatable at its end;
    - heap_lines: the firmware's own heap lines (free after a collection at start-up and
      after each hand) over a 10-player session, then the histories sent (a plain image);
    - boot_ms: code.py's start to the first complete screen (emulated ms), the same run."""
    from testkit import device_paths
    by_name = {p.name: p for p in device_paths.paths(players)}
    settle, hungry = by_name["settle-up and QR codes"], by_name["send histories"]
    tmp.mkdir(parents=True, exist_ok=True)
    text = settings_toml(settle.settings)
    (tmp / "settings.toml").write_text(text, encoding="utf-8")
    result, expected = simulate(settle.keys, seed=device_paths.SEED,
                                settings_path=tmp / "settings.toml")
    probed = install.play(install.image(tmp / "probed.img", test=True, tape=result.entropy,
                                        settings_text=text), settle.keys, probe=True)
    plain = install.play(install.image(tmp / "plain.img",
                                       settings_text=settings_toml(hungry.settings)),
                         hungry.keys)
    idle = [m["free_after_collect"] for m in probed.mem]
    lowest = idle.index(min(idle)) if idle else None
    # the probe's own code and data: the firmware's start-up heap line without it and with it
    probe_cost = (plain.heap_lines()[0][0] - probed.heap_lines()[0][0]
                  if plain.heap_lines() and probed.heap_lines() else None)
    return {
        "free_min": min(idle) if idle else None,
        "free_min_screen": (screen_at(probed, probed.mem[lowest]["tag"])
                            if lowest is not None else None),
        "probe_cost": probe_cost,
        "idle_points": len(idle),
        "same_as_simulator": probed.snaps == expected,
        "largest_block": probed.big["largest"] if probed.big else None,
        "heap_lines": [free for free, _ in plain.heap_lines()],
        "boot_ms": round(plain.first_screen_ms - plain.codepy_ms),
    }


def screen_at(run, tag):
    """The top row on screen at probe point `tag` of `run` ("start": before the first key;
    "after key N": what key N left, in the snapshot taken before key N+1, or the last)."""
    keys = int(tag.split()[-1]) if tag.startswith("after key") else 0
    snaps = run.screens()
    return snaps[min(keys, len(snaps) - 1)][0]


def side_by_side(stock, appliance, flash_left):
    """The report lines: each figure of the stock path beside the appliance's."""
    def verdict(key, value):
        goal = APPLIANCE_GOALS[key]
        ok = value is not None and (value <= goal if key == "boot_ms" else value >= goal)
        return "goal %s %s: %s" % ("<=" if key == "boot_ms" else ">=", "{:,}".format(goal),
                                   "met" if ok else "NOT met")

    def cell(value):
        return "-" if value is None else "{:,}".format(value)

    lines = ["emulated Pico: stock CircuitPython %s with the .mpy bundle | the appliance UF2 "
             "(the app frozen in)" % instruments.CIRCUITPYTHON_VERSION]
    for key, label in (("free_min", "free after a collection, lowest idle point of a "
                                    "10-player session and its settle-up"),
                       ("largest_block", "largest block allocatable at its end"),
                       ("boot_ms", "code.py's start to the first screen, ms")):
        lines.append("  %-78s %9s | %9s   appliance %s" % (
            label, cell(stock.get(key)), cell(appliance.get(key)),
            verdict(key, appliance.get(key))))
    lines.append("  %-78s %9s | %9s" % (
        "the firmware's own heap lines, lowest (10 players, then sending the histories)",
        cell(min(stock["heap_lines"], default=None)),
        cell(min(appliance["heap_lines"], default=None))))
    lines.append("  %-78s %9s | %9s" % ("flash left in the 1,020 KiB firmware region, bytes",
                                        "-", cell(flash_left)))
    lines.append("  %-78s %9s | %9s" % (
        "the probe's own code in those idle points (start-up line without it - with it)",
        cell(stock.get("probe_cost")), cell(appliance.get("probe_cost"))))
    lines.append("  lowest idle point on: %r | %r" % (stock.get("free_min_screen"),
                                                     appliance.get("free_min_screen")))
    for name, figures in (("stock", stock), ("appliance", appliance)):
        if not figures["same_as_simulator"]:
            lines.append("  %s: the probed session DIFFERED from the simulator" % name)
    return lines


def appliance_report(players=10):
    """The appliance's figures beside the stock path's (install_figures on both), and the
    flash left; skipped with one line where the emulated Pico or the freeze kit is not."""
    report = Report()
    ok, why = apt_tools()
    if not ok:
        report.lines.append("appliance: skipped: " + why)
        return report
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        appliance, why = appliance_install(tmp / "appliance")
        if appliance is None:
            report.lines.append("appliance: skipped: " + why)
            return report
        flash_left = appliance.flash_left
        stock = install_figures(bundle_install(tmp / "bundle"), tmp / "stock", players)
        frozen = install_figures(appliance, tmp / "frozen", players)
    for key, value in stock.items():
        report.figures["pico_stock_" + key] = value
    for key, value in frozen.items():
        report.figures["appliance_" + key] = value
    report.figures["appliance_flash_left"] = flash_left
    report.lines += side_by_side(stock, frozen, flash_left)
    return report


def settings_toml(values):
    """settings.toml text: the firmware's file with `values` set (ints bare, text quoted),
    in English unless `values` names a language (as tools/emu/simhw/runner.py's runs do; a
    value None leaves the key out, so DEALER_LANGUAGE None asks as a fresh device does)."""
    from simhw import FIRMWARE
    values = dict({"DEALER_LANGUAGE": "en"}, **values)
    lines = (FIRMWARE / "settings.toml").read_text(encoding="utf-8").splitlines()
    out, done = [], set()
    for line in lines:
        key = line.split("=", 1)[0].strip()
        if key in values:
            if values[key] is not None:
                out.append("%s = %s" % (key, _toml(values[key])))
            done.add(key)
        else:
            out.append(line)
    out += ["%s = %s" % (key, _toml(value)) for key, value in values.items()
            if key not in done and value is not None]
    return "\n".join(out) + "\n"


def _toml(value):
    if isinstance(value, int):
        return str(value)
    return '"%s"' % str(value).replace("\\", "\\\\").replace('"', '\\"')
