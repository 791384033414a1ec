"""Emulated hardware for running the unchanged firmware on a PC.

`circuitpy/` holds host versions of the CircuitPython modules the firmware
imports (board, busio, keypad, microcontroller, supervisor, alarm, digitalio)
backed by an emulated SSD1306, keypad, flash NVM and virtual clock. They run on
CPython and on the MicroPython unix VM. `install()` puts them first on sys.path
so that Adafruit Blinka's modules of the same names are never imported.
"""

import importlib.machinery
import pathlib
import sys

CIRCUITPY = pathlib.Path(__file__).resolve().parent / "circuitpy"
ROOT = CIRCUITPY.parents[3]
FIRMWARE = ROOT / "firmware"
FIRMWARE_LIB = FIRMWARE / "lib"

# host modules standing in for CircuitPython's built-in ones
SHIMS = ("board", "busio", "keypad", "microcontroller", "supervisor", "alarm", "digitalio",
         "simhw_state", "flash_nvm", "ssd1306_emulator", "sim_keys", "watchdog", "micropython")


class _KeptCodeLoader(importlib.machinery.SourceFileLoader):
    """Loads a firmware module from its source, compiled once per process: every run of
    code.py imports the firmware afresh, as after a reset, and without a .pyc (as under
    PYTHONDONTWRITEBYTECODE) each import would compile it again."""

    codes = {}   # (path, source) -> code object

    def source_to_code(self, data, path, *, _optimize=-1):
        key = (path, bytes(data))
        code = self.codes.get(key)
        if code is None:
            code = self.codes[key] = super().source_to_code(data, path)
        return code


def _firmware_finder(path):
    if not path.startswith(str(FIRMWARE_LIB)):
        raise ImportError("not the firmware's")   # the next hook finds it
    return importlib.machinery.FileFinder(path, (_KeptCodeLoader, [".py"]))


def install():
    """Put the host CircuitPython modules and firmware/lib first on sys.path."""
    if _firmware_finder not in sys.path_hooks:
        sys.path_hooks.insert(0, _firmware_finder)
        for path in list(sys.path_importer_cache):
            if path.startswith(str(FIRMWARE_LIB)):
                del sys.path_importer_cache[path]
    for path in (str(FIRMWARE_LIB), str(CIRCUITPY)):
        while path in sys.path:
            sys.path.remove(path)
        sys.path.insert(0, path)
    for name in SHIMS:
        module = sys.modules.get(name)
        if module is not None and not str(getattr(module, "__file__", "")).startswith(
                str(CIRCUITPY)):
            del sys.modules[name]       # e.g. Blinka's board: never let it stand in


install()

import simhw_state  # noqa: E402  (needs the path set up above)

SimulationDone = simhw_state.SimulationDone
SimulationReset = simhw_state.SimulationReset
PowerCut = simhw_state.PowerCut
