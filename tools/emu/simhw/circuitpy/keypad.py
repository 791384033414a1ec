"""Host `keypad`: Keys with an event queue fed by the simulator's key source."""

import simhw_state


class Event:
    """A key transition: key_number, pressed/released, timestamp (supervisor.ticks_ms)."""

    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number = key_number
        self.pressed = pressed
        if timestamp is None:
            timestamp = simhw_state.current().clock.ticks_ms()
        self.timestamp = timestamp

    @property
    def released(self):
        """True for a release."""
        return not self.pressed

    def __eq__(self, other):
        return (isinstance(other, Event) and self.key_number == other.key_number
                and self.pressed == other.pressed)

    def __hash__(self):
        return self.key_number << 1 | (1 if self.pressed else 0)

    def __repr__(self):
        return "<Event: key_number %d %s>" % (self.key_number,
                                              "pressed" if self.pressed else "released")


class EventQueue:
    """keys.events: a bounded FIFO; when full, new events are dropped and overflowed is set."""

    def __init__(self, max_events):
        self._events = []
        self._max = max_events
        self.overflowed = False

    def _feed(self):
        board = simhw_state.current()
        if board.key_source is not None:
            board.key_source.poll(self, board.clock)

    def push(self, key_number, pressed, timestamp):
        """Append an event as the scanner would (used by the key source)."""
        if len(self._events) >= self._max:
            self.overflowed = True
            return
        self._events.append((key_number, pressed, timestamp))

    def get(self):
        """The oldest event, or None."""
        self._feed()
        if not self._events:
            return None
        key_number, pressed, timestamp = self._events.pop(0)
        return Event(key_number, pressed, timestamp)

    def get_into(self, event):
        """Copy the oldest event into `event`; False if there was none."""
        self._feed()
        if not self._events:
            return False
        event.key_number, event.pressed, event.timestamp = self._events.pop(0)
        return True

    def clear(self):
        """Drop every queued event and the overflow flag."""
        self._events = []
        self.overflowed = False

    def __len__(self):
        return len(self._events)

    def __bool__(self):
        return len(self._events) > 0


class Keys:
    """Individual keys on GPIO pins, scanned in the background."""

    def __init__(self, pins, *, value_when_pressed, pull=False, interval=0.02, max_events=64,
                 debounce_threshold=1):
        # As CircuitPython 10.2.1 (measured on the emulated Pico): every pin is checked
        # before any is claimed, duplicates first, with the board's own message.
        board = simhw_state.current()
        names = [pin.name for pin in pins]
        if len(set(names)) != len(names):
            raise TypeError("row_pins contains duplicate pins")
        for pin in pins:
            board.check_free(pin)
        for pin in pins:
            board.claim(pin, self)
        self._pins = tuple(pins)
        self.value_when_pressed = value_when_pressed
        self.pull = pull
        self.key_count = len(self._pins)
        self.events = EventQueue(max_events)
        board.keys = self

    def pin_names(self):
        """Names of the scanned pins, in key_number order (for the simulator's wiring)."""
        return tuple(p.name for p in self._pins)

    def reset(self):
        """Forget key states."""
        self.events.clear()

    def deinit(self):
        """Stop scanning and release the pins."""
        board = simhw_state.current()
        for pin in self._pins:
            board.release(pin)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()
