"""Key sources for the emulated keypad: a scripted sequence, or live presses from a UI.

The four buttons are wired to GP10..GP13 (A, B, C, MENU); an event reaches the
firmware as the key_number of that pin in the firmware's keypad.Keys.
"""

import simhw_state
from simhw_state import SimulationDone

BUTTON_PINS = ("GP10", "GP11", "GP12", "GP13")
LETTERS = {"a": 0, "s": 1, "d": 2, "f": 3}     # keyboard letters for A, B, C, MENU
WAIT = "."              # in a key script: wait WAIT_MS more before the next press
WAIT_MS = 1000
SHORT_MS = 100          # a short press is held this long
LONG_MS = 1000          # a long press (capital letter) is held this long
GAP_MS = 200            # between a release and the next press
IDLE_DONE_MS = 2000     # idle time after the last key that ends a scripted run
_STUCK_POLLS = 1000000  # polls without time passing: the firmware never sleeps


def parse_keys(spec):
    """[(button, hold_ms)] from "a s d f A": a s d f = A B C MENU, a capital = long press.

    A "." waits a second before the next press (e.g. ". S": pass the device, then hold B).
    """
    presses = []
    for ch in spec or "":
        if ch.isspace() or ch == "," or ch == WAIT:
            continue
        button = LETTERS.get(ch.lower())
        if button is None:
            raise ValueError("unknown key %r: use a s d f (capital = long press, . = wait 1 s)"
                             % ch)
        presses.append((button, LONG_MS if ch.isupper() else SHORT_MS))
    return presses


def key_number(button):
    """The key_number the firmware's Keys gives `button`, or None if it does not scan it."""
    keys = simhw_state.current().keys
    if keys is None:
        return None
    names = keys.pin_names()
    pin = BUTTON_PINS[button]
    return names.index(pin) if pin in names else None


def _ticks_at(us):
    return (simhw_state.TICKS_AT_BOOT + us // 1000) % simhw_state.TICKS_PERIOD


class ScriptedKeys:
    """Presses keys in order: each GAP_MS after the previous release (plus WAIT_MS per ".").

    The script is read one key at a time from the spec string, so a long session
    costs the heap nothing per key (the firmware heap benchmark runs this too).
    """

    def __init__(self, spec):
        parse_keys(spec)             # fail early on an unknown key
        self._spec = spec or ""
        self._pos = 0
        self._due_us = -1            # when the pending event happens; -1 before the first poll
        self._button = -1            # the button of the pending event, -1 when done
        self._hold_us = 0
        self._pressing = True        # the pending event is a press (else its release)
        self.delivered = 0           # presses delivered so far
        self.i2c_bytes_at_start = 0  # bus traffic before the first poll (start-up)
        self.oled_changed_at_start = 0   # of which GDDRAM bytes changed (the OLED at 0x3C)
        self.before_press = None     # called just before each press reaches the queue
        self._idle_since = -1
        self._tail_us = 0
        self._last_now = -1
        self._same_now = 0

    def _next_press(self, after_us):
        """Schedule the next key of the script GAP_MS after `after_us`, if any is left."""
        spec = self._spec
        wait_us = GAP_MS * 1000
        while self._pos < len(spec) and (spec[self._pos].isspace() or spec[self._pos] in ",."):
            if spec[self._pos] == WAIT:
                wait_us += WAIT_MS * 1000
            self._pos += 1
        if self._pos >= len(spec):
            self._button = -1
            self._tail_us = wait_us - GAP_MS * 1000   # waits after the last key: the
            return                                    # run goes on that much longer
        ch = spec[self._pos]
        self._pos += 1
        self._button = LETTERS[ch.lower()]
        self._hold_us = (LONG_MS if ch.isupper() else SHORT_MS) * 1000
        self._pressing = True
        self._due_us = after_us + wait_us

    def poll(self, queue, clock):
        """Move due events into the queue; end the run once done and idle."""
        now = clock.now_us
        if self._due_us < 0:
            board = simhw_state.current()
            self.i2c_bytes_at_start = board.i2c_bytes
            oled = board.i2c_devices.get(0x3C)
            self.oled_changed_at_start = oled.changed_bytes if oled is not None else 0
            self._next_press(now)
        while self._button >= 0 and self._due_us <= now:
            number = key_number(self._button)
            if self._pressing and self.before_press is not None:
                self.before_press()
            if number is not None:
                queue.push(number, self._pressing, _ticks_at(self._due_us))
            if self._pressing:
                self.delivered += 1
                self._pressing = False
                self._due_us += self._hold_us
            else:
                self._next_press(self._due_us)
        self._check_progress(now)
        if self._button >= 0 or len(queue):
            self._idle_since = -1
        elif self._idle_since < 0:
            self._idle_since = now
        elif now - self._idle_since >= IDLE_DONE_MS * 1000 + self._tail_us:
            raise SimulationDone("key script done")

    def _check_progress(self, now):
        if now == self._last_now:
            self._same_now += 1
            if self._same_now > _STUCK_POLLS:
                raise RuntimeError("the firmware polls keys without ever sleeping")
        else:
            self._last_now = now
            self._same_now = 0


class LiveKeys:
    """Presses from a window or terminal: `ui.pump()` returns [(button, pressed)]."""

    def __init__(self, ui):
        self.ui = ui
        self.delivered = 0
        self.i2c_bytes_at_start = 0

    def poll(self, queue, clock):
        """Hand the UI's presses to the queue, stamped now."""
        for button, pressed in self.ui.pump():
            number = key_number(button)
            if number is not None:
                queue.push(number, pressed, clock.ticks_ms())
            if pressed:
                self.delivered += 1
