"""What differs between CPython and the boards: micropython.const, and dropping a module."""

# MicroPython folds `NAME = const(value)` into the bytecode by the name `const`, wherever
# it was imported from, and keeps `_PRIVATE` constants out of the module's globals. So
# every core module imports it from here, and only this module knows CPython has none.

import sys

try:
    from micropython import const
except ImportError:  # CPython
    def const(value):
        """The constant `value` unchanged."""
        return value

# Loaded from .mpy (as the board does), a dropped module loads again without a compile.
_COMPILED = getattr(sys.modules.get("indian_poker.compat"), "__file__", "").endswith(".mpy")


def forget(name):
    """Drop the core's one-shot module `name` ("indian_poker.x") once used, when the core
    runs from .mpy: its code can then be collected. Elsewhere it stays loaded."""
    if not _COMPILED:
        return
    # MicroPython's dict keeps a deleted entry's value in its slot until the slot is used
    # again: set it to None first, or the module stays reachable from there.
    modules = sys.modules  # type: dict
    if name in modules:
        modules[name] = None
        del modules[name]
    package = modules.get("indian_poker")
    attribute = name[13:]   # past "indian_poker."
    if package is not None and hasattr(package, attribute):
        setattr(package, attribute, None)
        delattr(package, attribute)


__all__ = ["const", "forget"]
