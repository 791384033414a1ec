"""Host `digitalio`: enough of DigitalInOut for drivers that import it."""

import simhw_state


class Direction:
    """Pin direction constants."""

    INPUT = "INPUT"
    OUTPUT = "OUTPUT"


class Pull:
    """Pull resistor constants."""

    UP = "UP"
    DOWN = "DOWN"


class DriveMode:
    """Output drive constants."""

    PUSH_PULL = "PUSH_PULL"
    OPEN_DRAIN = "OPEN_DRAIN"


class DigitalInOut:
    """A GPIO; reads back what was written, inputs float high with a pull-up; `changes`
    counts how often an output changed level (an LED blinking)."""

    def __init__(self, pin):
        simhw_state.current().claim(pin, self)
        self._pin = pin
        self.direction = Direction.INPUT
        self.pull = None
        self._value = False
        self.changes = 0

    @property
    def value(self):
        """The level: what was written to an output, the pull on an input."""
        return self._value

    @value.setter
    def value(self, level):
        if self.direction == Direction.OUTPUT and bool(level) != self._value:
            self.changes += 1
        self._value = bool(level)

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        """Make the pin an output at `value`."""
        self.direction = Direction.OUTPUT
        self._value = bool(value)

    def switch_to_input(self, pull=None):
        """Make the pin an input with an optional pull."""
        self.direction = Direction.INPUT
        self.pull = pull
        self._value = pull == Pull.UP

    def deinit(self):
        """Release the pin."""
        simhw_state.current().release(self._pin)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()
