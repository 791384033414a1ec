"""Runs the firmware on a MicroPython unix VM with the emulated board.

Two VMs: MicroPython's 64-bit one from PyPI (the firmware as .py sources), and
CircuitPython's own 32-bit one (tools/instruments.py), which also loads a bundle's
.mpy files (make bundle) as the board does.
"""

import os
import pathlib
import shutil
import subprocess
import tempfile

from simhw import CIRCUITPY, FIRMWARE, FIRMWARE_LIB
from simhw.settings_toml import Environment, read_raw

# the Adafruit SSD1306 driver and what it imports: the firmware's own driver is compared
# with it; the firmware imports none of them
DRIVER_FILES = ("adafruit_ssd1306.py", "adafruit_framebuf.py", "adafruit_bus_device")


def micropython_binary():
    """The MicroPython unix VM installed next to this interpreter, or on PATH, or None."""
    import instruments
    path = instruments.micropython_vm()[0]
    return str(path) if path else None


def driver_lib(folder):
    """Copy the pure-Python Adafruit display driver and its dependencies into `folder`."""
    import adafruit_ssd1306
    site = pathlib.Path(adafruit_ssd1306.__file__).parent
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for name in DRIVER_FILES:
        src = site / name
        if src.is_dir():
            shutil.copytree(src, folder / name, dirs_exist_ok=True,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyi", "py.typed"))
        else:
            shutil.copy(src, folder / name)
    return folder


def settings_environment(overrides=None):
    """settings.toml as environment variables (MicroPython's os.getenv reads those); in
    English unless `overrides` names a language, as the simulator's runs (runner.run)."""
    overrides = dict({"DEALER_LANGUAGE": "en"}, **(overrides or {}))
    env = Environment(FIRMWARE / "settings.toml", overrides)
    raw = read_raw((FIRMWARE / "settings.toml").read_text(encoding="utf-8"))
    keys = set(raw) | set(overrides or {})
    out = {}
    for key in keys:
        value = env.getenv(key)
        if value is not None:
            out[key] = value
    return out


class FirmwareVM:
    """A temporary folder with the driver, ready to run the firmware at any heap size.

    binary: the VM (default: MicroPython's 64-bit one); drive: a bundle's CIRCUITPY
    folder to run instead of firmware/ (.mpy files need CircuitPython's VM); nvm: a
    file with the NVM to boot with; fault_at, holes: see sim_session.run; pad: the
    number of locals of a function the firmware runs inside, to use up pystack; tape:
    bytes for os.urandom to give in order (Result.entropy of a simulator run), so the
    VM deals what the simulator dealt.
    """

    def __init__(self, keys, seed=0, settings=None, binary=None, drive=None, nvm=None,
                 fault_at=-1, holes=0, pad=0, tape=None):
        self.binary = binary or micropython_binary()
        if self.binary is None:
            raise RuntimeError("MicroPython VM not installed: run `make` first")
        self._tmp = tempfile.TemporaryDirectory()
        self.folder = pathlib.Path(self._tmp.name)
        if isinstance(nvm, (bytes, bytearray)):
            (self.folder / "nvm.bin").write_bytes(bytes(nvm))
            nvm = "nvm.bin"
        if tape is not None:
            (self.folder / "tape.bin").write_bytes(bytes(tape))
            tape = "tape.bin"
        call = "sim_session.run(%r, %d, %r, %d, %d, %r)" % (keys, seed, nvm and str(nvm),
                                                            fault_at, holes, tape)
        if pad:
            names = ["v%d" % i for i in range(pad)]
            body = "    %s = None\n    %s\n    return %s\n" % (" = ".join(names), call,
                                                                  names[0])
            script = "import sim_session\n\ndef padded():\n%s\npadded()\n" % body
        else:
            script = "import sim_session\n%s\n" % call
        (self.folder / "main.py").write_text(script)
        self.env = dict(os.environ)
        self.env.update(settings_environment(settings))
        if drive is None:
            driver_lib(self.folder / "lib")
            path = [str(CIRCUITPY), str(FIRMWARE), str(FIRMWARE_LIB), str(self.folder / "lib")]
        else:
            drive = pathlib.Path(drive)
            path = [str(CIRCUITPY), str(drive), str(drive / "lib")]
        self.env["MICROPYPATH"] = ":".join(path) + ":.frozen"

    def run(self, heapsize, timeout=300):
        """(returncode, stdout, stderr) of one run with `heapsize` bytes of heap."""
        proc = subprocess.run([str(self.binary), "-X", "heapsize=%d" % heapsize, "main.py"],
                              capture_output=True, text=True, env=self.env,
                              cwd=self.folder, timeout=timeout)
        return proc.returncode, proc.stdout, proc.stderr

    def close(self):
        """Remove the temporary folder."""
        self._tmp.cleanup()


def parse_figures(stdout):
    """{name: int} of the figure lines and the screen rows printed by sim_session."""
    figures = {"rows": []}
    for line in stdout.splitlines():
        if line.startswith("|"):
            figures["rows"].append(line[1:])
        else:
            parts = line.split()
            if len(parts) == 2 and parts[1].isdigit():
                figures[parts[0]] = int(parts[1])
    return figures


_COST_SCRIPT = """
import gc, sys
import board, busio, keypad, microcontroller, supervisor, alarm  # the emulated board: not counted
gc.collect()
base = gc.mem_alloc()
kept = []
for name in NAMES:
    __import__(name)
    gc.collect()
    now = gc.mem_alloc()
    print(name, now - base)
    base = now
"""


def import_costs(names, heapsize=4 * 1024 * 1024):
    """[(module, bytes)]: resident heap each import adds, importing `names` in order
    (a module's dependencies count towards the first module that imports them)."""
    binary = micropython_binary()
    with tempfile.TemporaryDirectory() as tmp:
        folder = pathlib.Path(tmp)
        driver_lib(folder / "lib")
        (folder / "main.py").write_text("NAMES = %r\n" % (list(names),) + _COST_SCRIPT)
        env = dict(os.environ)
        path = [str(CIRCUITPY), str(FIRMWARE_LIB), str(folder / "lib")]
        env["MICROPYPATH"] = ":".join(path) + ":.frozen"
        proc = subprocess.run([binary, "-X", "heapsize=%d" % heapsize, "main.py"],
                              capture_output=True, text=True, env=env, cwd=folder, timeout=120)
    if proc.returncode != 0:
        raise RuntimeError(proc.stderr)
    costs = []
    for line in proc.stdout.splitlines():
        name, _, value = line.rpartition(" ")
        costs.append((name, int(value)))
    return costs
