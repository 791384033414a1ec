"""Runs the unchanged firmware/code.py on the emulated board.

`run_headless(keys, ...)` presses a key script on virtual time and returns what
happened; `run(key_source, clock=live.RealClock())` does the same with presses
from a window or terminal on real time. Both patch os.urandom (seeded),
os.getenv (settings.toml, every value a str, plus overrides) and
time.sleep/monotonic (the board's clock) only for the length of the run.

Headless protocol: time is virtual and moves only when the firmware sleeps
(hw.sleep_ms) or talks on the I2C bus (9 clocks per byte at the bus frequency).
The first key is pressed 200 ms after the firmware first polls keys.events;
each further key 200 ms after the previous release. A short press is held
100 ms, a long one (capital letter) 1000 ms; event timestamps are
supervisor.ticks_ms values, which start one minute before their 2**29 wrap as
on the device. Once the script is exhausted and the firmware has polled an
empty queue for 2 s, the keypad raises SimulationDone and the run ends.
microcontroller.reset() and supervisor.reload() restart code.py with fresh
imports and the same NVM, clock and key script. Every show() that sends bytes
records the screen model (display.text_rows()) and, with frames=True, the
pixels decoded by the emulated SSD1306. code.py's global `app` is returned.
"""

import builtins
import contextlib
import gc
import io
import os
import random
import sys
import time
import traceback

from simhw import FIRMWARE, FIRMWARE_LIB, SHIMS, install
from simhw.settings_toml import Environment

install()

import flash_nvm  # noqa: E402
import sim_keys  # noqa: E402
import simhw_state  # noqa: E402
from simhw_state import PowerCut, SimulationDone, SimulationReset  # noqa: E402
from ssd1306_emulator import SSD1306  # noqa: E402

CODE_PY = FIRMWARE / "code.py"
SETTINGS = FIRMWARE / "settings.toml"
OLED_ADDRESS = 0x3C
_MAX_RESETS = 50


class AppNotReady(RuntimeError):
    """firmware/code.py does not exist yet."""


class Result:
    """What a simulated run produced."""

    def __init__(self):
        self.screens = []        # the 8 text rows after each show() that sent something
        self.frames = []         # the OLED pixels (bytearray 128*64) at the same moments
        self.final = []          # the text rows at the end
        self.console = ""        # everything printed to the USB console
        self.nvm = None          # the FlashNvm (bytes(result.nvm) for its contents)
        self.i2c_bytes = 0       # bytes written on the I2C bus, start-up included
        self.i2c_frequency = 0   # the bus frequency the firmware asked for
        self.i2c_bytes_startup = 0   # of which before the firmware first polled the keys
        self.key_presses = 0     # presses delivered to the keypad
        self.resets = 0          # times code.py restarted (microcontroller.reset / reload)
        self.app = None          # the `app` global of code.py
        self.oled = None         # the emulated SSD1306
        self.virtual_ms = 0      # virtual time the run took
        self.error = None        # traceback text if code.py raised
        self.alarms = None       # alarms armed when the run ended in deep sleep
        self.power_cut = False   # True if an injected power cut ended the run
        self.entropy = bytearray()   # every byte os.urandom gave, in order (a seeded run's
        #                              tape: the VMs and the emulated Pico replay it)

    def i2c_bytes_per_press(self):
        """Bus bytes per key press after start-up."""
        if not self.key_presses:
            return 0.0
        return (self.i2c_bytes - self.i2c_bytes_startup) / self.key_presses


class _Console(io.TextIOBase):
    """The USB console: records everything, optionally echoes it."""

    def __init__(self, echo=None):
        self.parts = []
        self.echo = echo

    def write(self, text):
        self.parts.append(text)
        if self.echo is not None:
            self.echo(text)
        return len(text)


def _make_nvm(nvm):
    if nvm is None:
        return flash_nvm.FlashNvm()
    if isinstance(nvm, flash_nvm.FlashNvm):
        return flash_nvm.FlashNvm(data=bytes(nvm))
    if isinstance(nvm, (bytes, bytearray)):
        return flash_nvm.FlashNvm(data=nvm)
    return flash_nvm.FlashNvm(path=str(nvm))


def _firmware_modules():
    lib = str(FIRMWARE_LIB)
    found = {}
    for name, module in list(sys.modules.items()):
        path = str(getattr(module, "__file__", "") or "")
        if path.startswith(lib) or name.split(".")[0] in ("adafruit_ssd1306",):
            found[name] = module
    return found


def _purge_firmware_modules():
    """Forget every firmware module so code.py imports them fresh, as after a reset."""
    for name in _firmware_modules():
        del sys.modules[name]


@contextlib.contextmanager
def _callers_modules_kept():
    """A run imports the firmware afresh; afterwards the caller's own copies come back.

    Without this, a test that imported the rules core before a run would afterwards
    meet a second copy of it (a lazily imported module binds to the fresh one), and
    its exception classes would no longer match.
    """
    saved = _firmware_modules()
    try:
        yield
    finally:
        _purge_firmware_modules()
        sys.modules.update(saved)


@contextlib.contextmanager
def _patched(obj, **attrs):
    saved = {name: getattr(obj, name) for name in attrs}
    for name, value in attrs.items():
        setattr(obj, name, value)
    try:
        yield
    finally:
        for name, value in saved.items():
            setattr(obj, name, value)


class _Watcher:
    """Records the screen model (and pixels) each time Display.show() sends something."""

    def __init__(self, board, oled, result, frames, on_show):
        self.board, self.oled, self.result = board, oled, result
        self.frames, self.on_show = frames, on_show
        self.display = None

    def hook(self):
        try:
            from dealer.board import display as display_module
        except ImportError:
            return
        original = display_module.Display.show
        watcher = self

        def show(display):
            before = watcher.board.i2c_bytes
            original(display)
            watcher.display = display
            if watcher.board.i2c_bytes != before:
                rows = display.text_rows()
                watcher.result.screens.append(rows)
                if watcher.frames:
                    watcher.result.frames.append(watcher.oled.frame())
                if watcher.on_show is not None:
                    watcher.on_show(display, watcher.oled)

        display_module.Display.show = show


def _no_collection(generation=2):
    return 0


def run(key_source, *, seed=0, players=None, nvm=None, settings=None, frames=False,
        clock=None, on_show=None, echo=None, raise_errors=True, code_path=None,
        power_cut_after=None, i2c_fault_at=-1, settings_path=None, display=True,
        language="en"):
    """Run code.py (or `code_path`) until the key source ends it; return a Result.

    `settings_path`: a settings.toml to read instead of the firmware's.
    `display=False`: no OLED on the bus (nothing answers at 0x3C).
    `language`: the DEALER_LANGUAGE of a run on the firmware's settings.toml that names
    none (a script then starts at the players, as it did before languages); None, or a
    `settings_path` of its own: as that file says (naming none, the first screen asks).
    `power_cut_after=N` cuts the power after N more bytes of flash program or
    erase: the run ends there, and the NVM holds what the flash would.
    `i2c_fault_at=N`: after N key presses, the next I2C write fails once (OSError).
    """
    code_path = CODE_PY if code_path is None else code_path
    if not code_path.exists():
        raise AppNotReady("the device app is not ready yet: firmware/code.py does not exist")
    install()
    board = simhw_state.reset_board()
    if clock is not None:
        board.clock = clock
    oled = SSD1306(OLED_ADDRESS)
    if display:
        board.i2c_devices[OLED_ADDRESS] = oled
    board.nvm = _make_nvm(nvm)
    if power_cut_after is not None:
        board.nvm.cut_power_after(power_cut_after)
    board.key_source = key_source
    board.i2c_fault_at = i2c_fault_at
    overrides = dict(settings or {})
    if players is not None:
        overrides["DEALER_PLAYERS"] = players
    env = Environment(SETTINGS if settings_path is None else settings_path, overrides)
    if language is not None and settings_path is None and \
            "DEALER_LANGUAGE" not in overrides and env.getenv("DEALER_LANGUAGE") is None:
        overrides["DEALER_LANGUAGE"] = language
        env = Environment(SETTINGS if settings_path is None else settings_path, overrides)
    # a seed makes os.urandom repeatable; without one the PC's own entropy is used
    draw = os.urandom if seed is None else random.Random(seed).randbytes
    result = Result()

    def urandom(n):
        data = draw(n)
        result.entropy += data
        return data

    result.oled = oled
    result.nvm = board.nvm
    console = _Console(echo)
    watcher = _Watcher(board, oled, result, frames, on_show)
    source = code_path.read_text(encoding="utf-8")
    code = compile(source, str(code_path), "exec")
    clk = board.clock
    namespace = {}
    with contextlib.ExitStack() as stack:
        stack.enter_context(_callers_modules_kept())
        stack.enter_context(_patched(os, urandom=urandom, getenv=env.getenv))
        stack.enter_context(_patched(builtins, open=env.open(builtins.open)))
        # The firmware collects to pack the board's heap (between code.py's imports, after
        # each screen): CPython frees by reference counts, and a full collection of this
        # process's much larger heap, tens of times per run, only cost time
        stack.enter_context(_patched(gc, collect=_no_collection))
        stack.enter_context(_patched(time, sleep=clk.sleep, monotonic=clk.monotonic,
                                     monotonic_ns=clk.monotonic_ns))
        stack.enter_context(contextlib.redirect_stdout(console))
        while True:
            _purge_firmware_modules()
            board.claimed = {}
            board.keys = None
            watcher.hook()
            namespace = {"__name__": "__main__", "__file__": str(code_path)}
            try:
                exec(code, namespace)
                break                   # code.py returned: "Code done running"
            except SimulationReset:
                result.resets += 1
                if result.resets > _MAX_RESETS:
                    raise RuntimeError("the firmware keeps resetting") from None
            except SimulationDone:
                break
            except PowerCut:
                result.power_cut = True
                break
            except Exception:
                result.error = traceback.format_exc()
                print(result.error)
                if raise_errors:
                    raise
                break
    result.console = "".join(console.parts)
    result.app = namespace.get("app")
    result.i2c_bytes = board.i2c_bytes
    result.i2c_frequency = board.i2c_frequency
    result.i2c_bytes_startup = key_source.i2c_bytes_at_start
    result.key_presses = key_source.delivered
    result.virtual_ms = clk.now_us // 1000
    result.alarms = board.alarms
    if watcher.display is not None:
        result.final = watcher.display.text_rows()
    return result


def run_headless(keys, seed=0, players=None, nvm=None, every=False, settings=None,
                 frames=False, raise_errors=True, code_path=None, power_cut_after=None,
                 i2c_fault_at=-1, on_show=None, settings_path=None, display=True):
    """Press `keys` ("a s d f", capitals long) on virtual time; return the Result.

    `every` is accepted for the command line's sake: every shown screen is always
    recorded in result.screens. `frames=True` also keeps the OLED pixels of each.
    """
    script = sim_keys.ScriptedKeys(keys)
    return run(script, seed=seed, players=players, nvm=nvm, settings=settings,
               frames=frames, raise_errors=raise_errors, code_path=code_path,
               power_cut_after=power_cut_after, i2c_fault_at=i2c_fault_at, on_show=on_show,
               settings_path=settings_path, display=display)


__all__ = ["run_headless", "run", "Result", "AppNotReady", "SHIMS"]
