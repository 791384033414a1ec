"""Emulated hardware for running the unchanged firmware on a PC.

`circuitpy/` holds host versions of the CircuitPython modules the firmware
imports (board, busio, keypad, microcontroller, supervisor, alarm, digitalio)
backed by an emulated SSD1306, keypad, flash NVM and virtual clock. They run on
CPython and on the MicroPython unix VM. `install()` puts them first on sys.path
so that Adafruit Blinka's modules of the same names are never imported.
"""

import pathlib
import sys

CIRCUITPY = pathlib.Path(__file__).resolve().parent / "circuitpy"
ROOT = CIRCUITPY.parents[3]
FIRMWARE = ROOT / "firmware"
FIRMWARE_LIB = FIRMWARE / "lib"

# host modules standing in for CircuitPython's built-in ones
SHIMS = ("board", "busio", "keypad", "microcontroller", "supervisor", "alarm", "digitalio",
         "simhw_state", "flash_nvm", "ssd1306_emulator", "sim_keys", "watchdog", "micropython")


def install():
    """Put the host CircuitPython modules and firmware/lib first on sys.path."""
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
