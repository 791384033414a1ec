"""The four keys (soft keys A, B and C under the screen, then the menu key) and their presses.

Buttons turns keypad events into presses: a long press is measured from the events'
timestamps.
"""

from micropython import const

from .ticks import ticks_diff

A = const(0)
B = const(1)
C = const(2)
MENU = const(3)
COUNT = const(4)
LONG = const(0x10)   # or-ed into a key number (Buttons.feed): held at least 600 ms
NONE = const(-1)     # no key
_LONG_MS = const(600)        # a press held this long is LONG


class Buttons:
    """Pairs each key's press and release event into one press, reported on release."""

    def __init__(self):
        self._down = [NONE] * COUNT  # timestamp of the press, NONE while up
        self.started = 0  # when the press that `feed` last completed began (ticks_ms)

    def feed(self, event):
        """The key number (| LONG if held long) that this event completes, else NONE."""
        key = event.key_number
        if not 0 <= key < COUNT:
            return NONE
        if event.pressed:
            self._down[key] = event.timestamp
            return NONE
        down = self._down[key]
        if down == NONE:  # released without a press we saw (held at power-on)
            return NONE
        self._down[key] = NONE
        self.started = down
        if ticks_diff(event.timestamp, down) >= _LONG_MS:
            return key | LONG
        return key

    def held(self, now):
        """How long the first key that is down has been held: key | ms << 2, or NONE."""
        for key in range(COUNT):
            down = self._down[key]
            if down != NONE:
                held = ticks_diff(now, down)
                return key | (held if held > 0 else 0) << 2
        return NONE
