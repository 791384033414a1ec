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
    """A GPIO; reads back what was written, inputs float high with a pull-up."""

    def __init__(self, pin):
        simhw_state.current().claim(pin, self)
        self._pin = pin
        self.direction = Direction.INPUT
        self.pull = None
        self.value = False

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        """Make the pin an output at `value`."""
        self.direction = Direction.OUTPUT
        self.value = value

    def switch_to_input(self, pull=None):
        """Make the pin an input with an optional pull."""
        self.direction = Direction.INPUT
        self.pull = pull
        self.value = pull == Pull.UP

    def deinit(self):
        """Release the pin."""
        simhw_state.current().release(self._pin)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()
