"""A headless run of code.py on a MicroPython VM (the firmware heap benchmark, the VM tests).

Runs on MicroPython's 64-bit unix VM and on CircuitPython's own 32-bit one. Built-in
modules cannot be patched, so time and os are replaced in the firmware's one hardware
module; os.getenv reads the process environment, where the caller puts the
settings.toml values.

microcontroller.reset() and supervisor.reload() start code.py again with fresh
firmware modules and the same NVM, clock and key script, as on the board.

Measuring options of run():
- nvm: a file with the NVM to boot with (e.g. what a power cut left);
- fault_at: after that many key presses the OLED's next I2C write fails once
  (a loose wire: simhw_state.Board.i2c_fault_at), so the app's crash screen runs;
- holes: after the first screen (of each boot: a reset gives a fresh heap, as on the
  board), the heap is filled with blocks of `holes` bytes and every other one is
  freed, so that no free block is larger: a run that completes allocates nothing
  larger after start-up;
- the figures printed: boot_ms (code.py start to the first screen shown),
  pystack_base (the pystack in use when code.py starts), and more.
"""

import gc
import sys

_SHIMS = ("board", "busio", "keypad", "microcontroller", "supervisor", "alarm", "digitalio",
          "simhw_state", "flash_nvm", "ssd1306_emulator", "sim_keys", "watchdog", "sim_session",
          "heap_holes")


import sim_keys  # noqa: E402
import simhw_state  # noqa: E402
from heap_holes import Holes  # noqa: E402
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


class _TapeOs:
    """os.urandom replaying a recorded tape (the bytes a CPython run drew, in order), so a
    VM deals exactly what the simulator dealt; getenv from the real os."""

    def __init__(self, tape):
        import os
        self._tape = tape
        self._pos = 0
        self.getenv = os.getenv

    def urandom(self, n):
        """The next n bytes of the tape; RuntimeError once it runs out."""
        if self._pos + n > len(self._tape):
            raise RuntimeError("entropy tape exhausted")
        self._pos += n
        return self._tape[self._pos - n:self._pos]


def _ticks_ms():
    import time
    return time.ticks_ms()


def _pystack_use():
    import micropython
    use = getattr(micropython, "pystack_use", None)
    return use() if use is not None else -1


def _forget_firmware():
    """Drop every firmware module, as a reset does (the emulated board stays)."""
    for name in list(sys.modules):
        kept = name in _SHIMS or name in ("__main__", "main")
        if not kept:
            sys.modules[name] = None   # a deleted entry keeps its value in MicroPython's
            del sys.modules[name]      # dict until the slot is reused: the module would stay
    gc.collect()


def _boot(first):
    """Run code.py once: "done" (the key script ran out), "reset", or "ended".

    A function of its own, so that what the firmware left on the Python and C stacks
    goes with its frame: a simulated reset then frees the old boot's objects, as a real
    reset gives a fresh heap."""
    if first and _pystack_use() >= 0:
        print("pystack_base", _pystack_use())   # the pystack in use when code.py starts
    try:
        import code  # noqa: F401  (runs the firmware)
    except simhw_state.SimulationDone:
        return "done"
    except simhw_state.SimulationReset:
        return "reset"
    return "ended"


def run(keys, seed=0, nvm=None, fault_at=-1, holes=0, tape=None):
    """Run code.py with the key script; print the final screen and the figures.

    `tape`: a file of entropy to replay instead of the seeded generator."""
    from flash_nvm import FlashNvm
    board = simhw_state.current()
    entropy = _SeededOs(seed)
    if tape:
        with open(tape, "rb") as f:
            entropy = _TapeOs(f.read())
    # the emulated parts first, while the heap is empty, so they fragment nothing
    if nvm:
        with open(nvm, "rb") as f:
            board.nvm = FlashNvm(data=f.read())
    else:
        board.nvm = FlashNvm()
    board.i2c_devices[0x3C] = SSD1306()
    script = sim_keys.ScriptedKeys(keys)
    board.key_source = script
    import alarm  # noqa: F401  (the board's own modules the firmware imports later)
    import board as _board  # noqa: F401
    import busio  # noqa: F401
    import digitalio  # noqa: F401
    import keypad  # noqa: F401
    import microcontroller  # noqa: F401
    import supervisor  # noqa: F401
    import watchdog  # noqa: F401
    board.i2c_fault_at = fault_at
    carve = Holes(holes) if holes else None
    gc.collect()
    print("emulator_heap", gc.mem_alloc())     # what the device has in C and flash instead
    state = {"first": None, "shown": None, "boot": 0, "free_min": -1}
    resets = 0
    while True:
        state["boot"] = _ticks_ms()
        _hook(board, entropy, state, carve)
        ended = _boot(resets == 0)
        if ended == "done":
            break
        if ended == "reset":
            resets += 1
            state["shown"] = None
            board.claimed = {}      # a reset frees every pin
            board.keys = None
            if carve is not None:   # a fresh heap, carved again at the next first screen
                carve.kept = None
            _forget_firmware()
            continue
        break
    if state["shown"] is not None:
        for row in state["shown"].text_rows():
            print("|" + row)
    print("resets", resets)
    print("boot_ms", state["first"] if state["first"] is not None else -1)
    print("i2c_bytes", board.i2c_bytes)
    print("i2c_bytes_startup", script.i2c_bytes_at_start)
    print("oled_changed_bytes", board.i2c_devices[0x3C].changed_bytes)
    print("oled_changed_startup", script.oled_changed_at_start)
    print("key_presses", script.delivered)
    if carve is not None:
        print("holes_free", state["holes_free"])
    gc.collect()
    print("heap_after", gc.mem_alloc())


def _hook(board, entropy, state, carve):
    """Patch the freshly imported hardware module: the board's clock and the seeded os."""
    import dealer.board.display
    import dealer.board.hardware
    dealer.board.hardware.time = simhw_state.VirtualTime(board.clock)
    dealer.board.hardware.os = entropy
    original_show = dealer.board.display.Display.show

    def show(display):
        first = state["shown"] is None
        state["shown"] = display
        original_show(display)
        if first:               # the first screen of this boot: start-up is over
            if state["first"] is None:
                state["first"] = _ticks_ms() - state["boot"]
            if carve is not None:
                state["holes_free"] = carve.make()

    dealer.board.display.Display.show = show
