"""What differs between CPython and the boards: micropython.const."""

# MicroPython folds `NAME = const(value)` into the bytecode by the name `const`, wherever
# it was imported from, and keeps `_PRIVATE` constants out of the module's globals. So
# every core module imports it from here, and only this module knows CPython has none.

try:
    from micropython import const
except ImportError:  # CPython
    def const(value):
        """The constant `value` unchanged."""
        return value

__all__ = ["const"]
