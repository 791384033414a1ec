"""A headless run of code.py on the MicroPython unix VM (the firmware heap benchmark).

MicroPython's built-in modules cannot be patched, so time and os are replaced in
the firmware's one hardware module; os.getenv reads the process environment,
where the caller puts the settings.toml values. The VM's built-in framebuf is
replaced by the firmware's own framebuf.py, which is what CircuitPython (with
no built-in framebuf) imports.
"""

import sys


def _firmware_framebuf():
    """firmware/lib/framebuf.py as the module `framebuf` (the VM's built-in one would win)."""
    for folder in sys.path:
        try:
            with open(folder + "/framebuf.py") as f:
                source = f.read()
        except OSError:
            continue
        namespace = {"__name__": "framebuf"}
        exec(source, namespace)

        class _Module:
            pass

        module = _Module()
        for name in namespace:
            setattr(module, name, namespace[name])
        return module
    raise ImportError("framebuf.py not found on the path")


sys.modules["framebuf"] = _firmware_framebuf()

import sim_keys  # noqa: E402
import simhw_state  # noqa: E402
from ssd1306_emulator import SSD1306  # noqa: E402


class _SeededOs:
    """os.urandom from a xorshift generator (deterministic runs); getenv from the real os."""

    def __init__(self, seed):
        import os
        self._state = (seed * 2654435761 + 1) & 0xFFFFFFFF or 1
        self.getenv = os.getenv

    def urandom(self, n):
        """n pseudo-random bytes."""
        out = bytearray(n)
        x = self._state
        for i in range(n):
            x ^= (x << 13) & 0xFFFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0xFFFFFFFF
            out[i] = x & 0xFF
        self._state = x
        return bytes(out)


def run(keys, seed=0):
    """Run code.py with the key script; print the final screen and the bus figures."""
    import gc

    from flash_nvm import FlashNvm
    board = simhw_state.current()
    # the emulated parts first, while the heap is empty, so they fragment nothing
    board.nvm = FlashNvm()
    board.i2c_devices[0x3C] = SSD1306()
    script = sim_keys.ScriptedKeys(keys)
    board.key_source = script
    import board as _board  # noqa: F401
    import busio  # noqa: F401
    import keypad  # noqa: F401
    import microcontroller  # noqa: F401
    import supervisor  # noqa: F401
    gc.collect()
    print("emulator_heap", gc.mem_alloc())     # what the device has in C and flash instead
    import dealer.board.display
    import dealer.board.hardware
    dealer.board.hardware.time = simhw_state.VirtualTime(board.clock)
    dealer.board.hardware.os = _SeededOs(seed)
    shown = []
    original_show = dealer.board.display.Display.show

    def show(display):
        if not shown:
            shown.append(display)
        original_show(display)

    dealer.board.display.Display.show = show
    try:
        import code  # noqa: F401  (runs the firmware)
    except simhw_state.SimulationDone:
        pass
    if shown:
        for row in shown[0].text_rows():
            print("|" + row)
    print("i2c_bytes", board.i2c_bytes)
    print("i2c_bytes_startup", script.i2c_bytes_at_start)
    print("key_presses", script.delivered)
    gc.collect()
    print("heap_after", gc.mem_alloc())
