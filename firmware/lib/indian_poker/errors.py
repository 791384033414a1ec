"""The core's error types. Each message is meant to be shown to a player."""


class IllegalAction(ValueError):
    """An action the rules do not allow now. Raising it changes nothing."""


class RngFailure(RuntimeError):
    """The entropy source failed a health test: nothing is dealt."""
