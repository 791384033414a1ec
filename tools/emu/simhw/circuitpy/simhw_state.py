"""Shared state of the emulated board: virtual clock, pins, I2C wiring and run control.

This module and its siblings in this folder stand in for CircuitPython's own
modules (board, busio, keypad, ...). They run on CPython and on the MicroPython
unix VM, so they use only what both have.
"""

TICKS_PERIOD = 1 << 29          # supervisor.ticks_ms() wraps here, like on the device
TICKS_AT_BOOT = TICKS_PERIOD - 60000   # the device starts ticks one minute before the wrap


class SimulationDone(BaseException):
    """Raised when the scripted run is over (keys exhausted and idle, or deep sleep)."""


class SimulationReset(BaseException):
    """Raised by microcontroller.reset() and supervisor.reload(): the runner restarts code.py."""


class PowerCut(BaseException):
    """Raised when an injected power cut interrupts a flash program or erase."""


class Clock:
    """Virtual time in microseconds; it only moves when the firmware sleeps or waits on I/O."""

    def __init__(self):
        self.now_us = 0
        self.watchdog = None          # a watchdog.WatchDogTimer to check as time passes

    def advance_us(self, us):
        """Move time forward by `us` microseconds."""
        self.now_us += int(us)
        if self.watchdog is not None:
            self.watchdog.check(self.now_us)

    def ticks_ms(self):
        """supervisor.ticks_ms(): milliseconds since boot offset like the device, wrapping."""
        return (TICKS_AT_BOOT + self.now_us // 1000) % TICKS_PERIOD

    def monotonic(self):
        """time.monotonic(): seconds since boot, as a float."""
        return self.now_us / 1000000

    def monotonic_ns(self):
        """time.monotonic_ns(): nanoseconds since boot."""
        return self.now_us * 1000

    def sleep(self, seconds):
        """time.sleep(): advances virtual time and lets the key source run."""
        self.advance_us(seconds * 1000000)


class VirtualTime:
    """A stand-in for the `time` module whose clock is the virtual one."""

    def __init__(self, clock):
        self._clock = clock
        self.sleep = clock.sleep
        self.monotonic = clock.monotonic
        self.monotonic_ns = clock.monotonic_ns


class Board:
    """What is soldered where: the OLED's I2C pins and the devices on that bus."""

    def __init__(self):
        self.clock = Clock()
        self.i2c_pins = ("GP5", "GP4")      # (SCL, SDA) with pull-ups and the OLED
        self.i2c_devices = {}               # address -> emulated device
        self.i2c_bytes = 0                  # every byte written on the bus, control bytes included
        self.i2c_frequency = 0              # the frequency the firmware asked for
        self.key_source = None              # object with poll(queue, now_ms) feeding key events
        self.claimed = {}                   # pin name -> owner, as the device refuses reuse
        self.nvm = None
        self.keys = None                    # the keypad.Keys the firmware made
        self.alarms = None                  # alarms armed by exit_and_deep_sleep_until_alarms
        self.i2c_fault_at = -1              # after this many key presses, one I2C write fails

    def check_free(self, pin):
        """ValueError like CircuitPython if `pin` is in use."""
        if pin.name in self.claimed:
            raise ValueError(pin.name + " in use")

    def claim(self, pin, owner):
        """Mark `pin` in use; ValueError like CircuitPython when it already is."""
        self.check_free(pin)
        self.claimed[pin.name] = owner

    def release(self, pin):
        """Free `pin` (deinit)."""
        self.claimed.pop(pin.name, None)


board_state = Board()


def reset_board():
    """Power-cycle the emulated board: new clock, free pins, same wiring object."""
    global board_state
    board_state = Board()
    return board_state


def current():
    """The board the modules currently talk to."""
    return board_state
