"""The board: OLED, keys, NVM, clock, entropy and watchdog; the only hardware module."""

# Everything else in the app talks to a Hardware object, so the simulator can run
# the same code with host versions of board, busio, keypad, microcontroller,
# supervisor and alarm.

import os
import time

import board
import busio
import keypad
import microcontroller
import supervisor
from micropython import const

from dealer.board.display import Display
from dealer.board.oled import Oled

_I2C_HZ = const(400000)
_OLED_ADDRESS = const(0x3C)
# The keys are scanned every 5 ms (keypad's default is 20): a release shows on screen up
# to 15 ms sooner. A switch that bounces for less than 5 ms (tactile switches are
# specified at a few ms) gets at most one scan inside a bounce, so a bounce cannot make
# a second press.
_SCAN_S = 0.005
_DEFAULT_PINS = (("SDA", "GP4"), ("SCL", "GP5"), ("KEYS", "GP10,GP11,GP12,GP13"))


def _pin(name):
    """The board pin called `name` (e.g. "GP4"); ValueError naming it if there is none."""
    pin = getattr(board, name.strip(), None)
    if pin is None:
        raise ValueError("no pin " + name.strip())
    return pin


def _one_use_each(names, pins):
    """ValueError naming a pin given twice (the board's keypad refuses duplicates with
    "row_pins contains duplicate pins", which names neither the pin nor the setting)."""
    for i in range(len(pins)):
        for j in range(i):
            if pins[i] is pins[j]:
                a, b = names[j].strip(), names[i].strip()
                raise ValueError("%s is named twice" % a if a == b else
                                 "%s and %s are the same pin" % (a, b))


class Hardware:
    """The device: display, keys, nvm, and clock/entropy/console helpers."""

    def __init__(self, pins=None):
        chosen = dict(_DEFAULT_PINS)
        if pins:
            for key in chosen:
                if pins.get(key):
                    chosen[key] = pins[key]
        # look every pin up before claiming any, so a bad name leaves nothing in use
        names = [chosen["SCL"], chosen["SDA"]] + chosen["KEYS"].split(",")
        pins = [_pin(name) for name in names]
        if len(pins) != 6:
            raise ValueError("KEYS needs 4 pins: A, B, C, MENU")
        _one_use_each(names, pins)
        scl, sda = pins[0], pins[1]
        key_pins = tuple(pins[2:])
        self._key_pins = key_pins
        self.i2c = busio.I2C(scl, sda, frequency=_I2C_HZ)
        try:
            self.display = Display(Oled(self.i2c, _OLED_ADDRESS))
            self.keys = keypad.Keys(key_pins, value_when_pressed=False, pull=True,
                                    interval=_SCAN_S)
        except Exception:
            self.i2c.deinit()       # free SDA/SCL so a retry with other pins can claim them
            raise
        self.nvm = microcontroller.nvm
        self._sleep_ms = -1
        self._sleep_s = 0.0
        self._watchdog = None

    def entropy(self, n):
        """n bytes from the hardware random generator."""
        return os.urandom(n)

    def ticks_ms(self):
        """supervisor.ticks_ms(): wraps at 2**29 (about 6 days); compare with ticks.ticks_diff."""
        return supervisor.ticks_ms()

    def sleep_ms(self, ms):
        """Idle for `ms` milliseconds (the main loop's pause between polls)."""
        if ms != self._sleep_ms:        # the loop always sleeps the same: reuse the float
            self._sleep_ms = ms
            self._sleep_s = ms / 1000
        time.sleep(self._sleep_s)

    def enable_watchdog(self, seconds=8.0):
        """Reset the board if feed_watchdog() is not called for `seconds` (at most 8.388)."""
        # Returns False if this board has no watchdog.
        from watchdog import WatchDogMode
        dog = microcontroller.watchdog
        if dog is None:
            return False
        dog.timeout = seconds
        dog.mode = WatchDogMode.RESET
        self._watchdog = dog
        return True

    def feed_watchdog(self):
        """Keep the watchdog from resetting the board (a no-op until enable_watchdog())."""
        if self._watchdog is not None:
            self._watchdog.feed()

    def reset(self):
        """Hard reset of the board."""
        microcontroller.reset()

    def serial_write(self, text):
        """One line to the USB serial console. Never pass a card to this."""
        print(text)

    def set_autoreload(self, on):
        """Let CircuitPython restart code.py when a file on the drive changes (off in play)."""
        supervisor.runtime.autoreload = on

    def drive_writable(self):
        """True when boot.py let the device write its own drive (soft key A at power-up)."""
        try:
            import storage
            return not storage.getmount("/").readonly
        except (ImportError, AttributeError, OSError):
            return False

    def deep_sleep_until_keys(self):
        """Power down until any of the four keys is pressed; the board then restarts code.py."""
        import alarm
        self.keys.deinit()
        self.display.power(False)
        alarms = [alarm.pin.PinAlarm(pin, value=False, pull=True) for pin in self._key_pins]
        alarm.exit_and_deep_sleep_until_alarms(*alarms)
