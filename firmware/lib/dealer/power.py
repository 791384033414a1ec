"""Power: auto-reload off while a session is on, and deep sleep after an idle time."""

# CircuitPython restarts code.py when a file on its drive changes; during a session
# that would stop the hand (the journal would bring it back, but not mid-press), so
# auto-reload is off while a table is set. After DEALER_SLEEP_MINUTES without a key
# the board goes into deep sleep until any key is pressed; the journal's last record
# then says "resume without asking", so waking brings back the hand-off screen.

from .board.ticks import ticks_diff


class Power:
    """Auto-reload and deep sleep; the main loop asks it whenever no key is waiting."""

    def __init__(self, hw, minutes):
        self.hw = hw
        self.idle_ms = minutes * 60000   # 0: never sleep

    def playing(self, on):
        """A session started (True) or ended (False): auto-reload off while it is on."""
        try:
            self.hw.set_autoreload(not on)
        except (AttributeError, ImportError):
            pass

    def due(self, now, last_key):
        """True once no key was pressed for the idle time."""
        return self.idle_ms > 0 and ticks_diff(now, last_key) >= self.idle_ms

    def sleep(self):
        """Deep sleep until a key is pressed; False where that is impossible (no sleep)."""
        try:
            self.hw.deep_sleep_until_keys()
        except (AttributeError, ImportError, NotImplementedError, ValueError):
            return False
        return True
