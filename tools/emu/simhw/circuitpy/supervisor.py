"""Host `supervisor`: ticks_ms from the virtual clock, runtime flags, reload."""

import simhw_state
from simhw_state import SimulationReset


def ticks_ms():
    """Milliseconds since an unspecified moment, wrapping at 2**29 (starts near the wrap)."""
    return simhw_state.current().clock.ticks_ms()


class _Runtime:
    """supervisor.runtime."""

    def __init__(self):
        self.autoreload = True
        self.serial_connected = True
        self.usb_connected = True
        self.serial_bytes_available = 0


runtime = _Runtime()


def reload():
    """Restart code.py (a soft reload)."""
    raise SimulationReset("supervisor.reload()")


def set_next_code_file(filename, **kwargs):
    """Accepted and ignored: the simulator always runs code.py."""
