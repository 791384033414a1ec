"""Host `alarm`: pin and time alarms; deep sleep ends the simulated run."""

import simhw_state
from simhw_state import SimulationDone


class _PinAlarm:
    """alarm.pin.PinAlarm: wake when `pin` reaches `value`."""

    def __init__(self, pin, value, edge=False, pull=False):
        self.pin = pin
        self.value = value
        self.edge = edge
        self.pull = pull


class _TimeAlarm:
    """alarm.time.TimeAlarm: wake at a monotonic or epoch time."""

    def __init__(self, *, monotonic_time=None, epoch_time=None):
        self.monotonic_time = monotonic_time
        self.epoch_time = epoch_time


class pin:  # noqa: N801 - stands in for the submodule alarm.pin
    """alarm.pin."""

    PinAlarm = _PinAlarm


class time:  # noqa: N801 - stands in for the submodule alarm.time
    """alarm.time."""

    TimeAlarm = _TimeAlarm


wake_alarm = None


def exit_and_deep_sleep_until_alarms(*alarms, preserve_dios=()):
    """Deep sleep: the simulated run ends here, recording the armed alarms."""
    simhw_state.current().alarms = alarms
    raise SimulationDone("deep sleep")
