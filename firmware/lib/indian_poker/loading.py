"""How the board loads this firmware's modules, and the one way to unload one.

A module's `__file__` says where its code lives, and this module reads its own:
- FROZEN: in the firmware's flash (the appliance UF2): no leading "/", ending in ".py"
  ("indian_poker/loading.py"). It loads without a compile and its code takes no heap:
  never worth dropping.
- COMPILED: a .mpy file on the drive. It loads without a compile, but its code lives in
  the heap: a module used once is dropped after use (unload_if_compiled) and loads
  again, as fast, if it is needed again.
- SOURCES: a .py file (on the drive, in the simulator, on a PC). The board compiles it at
  import, and a compile needs large free blocks: code.py compiles every module a session
  may use at start-up, and they stay.
A one-shot screen's module declares `ONE_SHOT`, the modules only it uses: the navigator
unloads it and them (if compiled) once no screen of it is left on the stack.
"""

import sys

_FILE = globals().get("__file__", "")
UNLOADS = 0   # modules dropped by unload() so far: with len(sys.modules), whether any went
FROZEN = _FILE[:1] != "/" and _FILE.endswith(".py")
COMPILED = _FILE.endswith(".mpy")
SOURCES = not (FROZEN or COMPILED)


def unload(name):
    """Drop module `name` ("package.module") now, so that what it holds can be collected
    once nothing else refers to it; imported again, it loads again (and its module
    globals, caches included, start afresh)."""
    # MicroPython's dict keeps a deleted entry's value in its slot until the slot is used
    # again: set it to None first, or the module stays reachable from there.
    global UNLOADS
    modules = sys.modules  # type: dict
    if name in modules:
        modules[name] = None
        del modules[name]
        UNLOADS += 1
    dot = name.rfind(".")
    package = modules.get(name[:dot]) if dot > 0 else None
    attribute = name[dot + 1:]
    if package is not None and hasattr(package, attribute):
        setattr(package, attribute, None)
        delattr(package, attribute)


def read_once(name):
    """Module `name` ("package.module"), imported and at once unloaded: it goes with the
    caller's last use of it, and only what the caller keeps of it stays (a language's
    words read now and then)."""
    module = __import__(name, None, None, (name[name.rfind(".") + 1:],))
    unload(name)
    return module


def loaded(name):
    """Whether module `name` is imported now: a one-shot module's user leaves it loaded
    when someone else imported it first, for many uses in a row."""
    return name in sys.modules


def unload_if_compiled(name):
    """Drop module `name` once used when modules load from .mpy (COMPILED); frozen ones
    cost no heap and sources would need a compile again: those stay."""
    if COMPILED:
        unload(name)


__all__ = ["COMPILED", "FROZEN", "SOURCES", "loaded", "read_once", "unload",
           "unload_if_compiled"]
