"""micropython.const on the PC: the value itself (the board's compiler folds it in)."""


def const(value):
    """The constant `value` unchanged."""
    return value
