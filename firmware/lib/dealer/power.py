"""Power: auto-reload off while a session is on, and deep sleep after an idle time."""

# CircuitPython restarts code.py when a file on its drive changes; during a session
# that would stop the hand (the journal would bring it back, but not mid-press), so
# auto-reload is off while a table is set. After DEALER_SLEEP_MINUTES without a key
# the board goes into deep sleep until any key is pressed; the journal's last record
# then says "resume without asking", so waking brings back the hand-off screen.

from .journal import WAKE
from .ticks import ticks_diff


class Power:
    """Idle handling, called by the main loop whenever no key is waiting."""

    def __init__(self, hw, minutes):
        self.hw = hw
        self.idle_ms = minutes * 60000   # 0: never sleep

    def playing(self, on):
        """A session started (True) or ended (False): auto-reload off while it is on."""
        try:
            self.hw.set_autoreload(not on)
        except (AttributeError, ImportError):
            pass

    def idle(self, app):
        """Sleep once no key was pressed for the idle time."""
        if self.idle_ms and ticks_diff(self.hw.ticks_ms(), app.last_key) >= self.idle_ms:
            self.sleep(app)

    def sleep(self, app):
        """Deep sleep until a key is pressed; where that is impossible, the screen goes off."""
        if app.table is not None and app.saver.session is not None:
            app.saver.mark(WAKE)
        app.last_key = self.hw.ticks_ms()
        try:
            self.hw.deep_sleep_until_keys()
        except (AttributeError, ImportError, NotImplementedError, ValueError):
            app._screen_off()
