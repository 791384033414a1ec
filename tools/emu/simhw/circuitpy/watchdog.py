"""Host `watchdog`: WatchDogMode, WatchDogTimeout, and the timer behind microcontroller.watchdog.

The timer runs on the board's clock: once armed, time passing (sleep or bus
traffic) beyond the timeout without a feed() raises WatchDogTimeout in RAISE
mode, or resets the board (the simulator restarts code.py) in RESET mode.
"""

import simhw_state

_MAX_TIMEOUT = 8.388      # the RP2040's watchdog counts to 2**23 microseconds


class WatchDogMode:
    """How the watchdog acts when it fires."""

    RAISE = "RAISE"
    RESET = "RESET"


class WatchDogTimeout(Exception):
    """Raised in the running code when the watchdog fires in RAISE mode."""


class WatchDogTimer:
    """microcontroller.watchdog."""

    def __init__(self):
        self._timeout = 0.0
        self._mode = None
        self._fed_us = 0

    @property
    def timeout(self):
        """Seconds without a feed before the watchdog fires."""
        return self._timeout

    @timeout.setter
    def timeout(self, seconds):
        if seconds <= 0 or seconds > _MAX_TIMEOUT:
            raise ValueError("timeout must be <= %.3f" % _MAX_TIMEOUT)
        self._timeout = seconds

    @property
    def mode(self):
        """None (off), WatchDogMode.RAISE or WatchDogMode.RESET; setting it arms the timer."""
        return self._mode

    @mode.setter
    def mode(self, mode):
        if self._mode == WatchDogMode.RESET and mode != WatchDogMode.RESET:
            raise ValueError("WatchDogTimer cannot be deinitialized once mode is RESET")
        if mode is not None and not self._timeout:
            raise ValueError("WatchDogTimer.timeout must be greater than 0")
        self._mode = mode
        if mode is not None:
            self.feed()

    def feed(self):
        """Restart the countdown."""
        if self._mode is None:
            raise ValueError("WatchDogTimer is not currently running")
        self._fed_us = simhw_state.current().clock.now_us

    def deinit(self):
        """Stop the watchdog (RAISE mode only)."""
        self.mode = None

    def check(self, now_us):
        """Called as time passes: fire if the countdown ran out."""
        if self._mode is None or now_us - self._fed_us <= self._timeout * 1000000:
            return
        if self._mode == WatchDogMode.RESET:
            self._mode = None
            raise simhw_state.SimulationReset("watchdog")
        self._fed_us = now_us
        raise WatchDogTimeout()
