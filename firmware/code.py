"""Pocket dealer for Indian Poker: read the settings, build the hardware, run the app."""

import gc
import os
import sys

from dealer.hardware import Hardware  # the display driver first: the largest module

# What every session uses is loaded now, the rules core first, collecting between
# imports so what stays is packed low; the rest (the other games, bet sizing, the
# settings panel, card entry, sending histories) loads when first needed, and the
# resume prompt and the journal's reader are dropped after use. The bundle ships .mpy
# bytecode, which loads without a compile. From .py sources (a bundle made without
# CircuitPython's mpy-cross) the board compiles each module at import, and a compile
# needs large contiguous blocks: compiled later, amid the objects of a session, the
# next module fails with a fragmented heap that is still half free. So from sources
# every module a session may use is compiled now, while the heap is empty.
_EVERY_SESSION = ("indian_poker", "indian_poker.shuffle", "dealer.table", "dealer.app",
                  "dealer.histories", "dealer.saver", "dealer.power")
_FROM_SOURCES = ("indian_poker.refusals", "indian_poker.replay",
                 "indian_poker.variants.standard", "dealer.reveal", "dealer.amount",
                 "dealer.options", "dealer.settings", "dealer.setup", "dealer.resume",
                 "dealer.restore")
_compiled = getattr(sys.modules["dealer.hardware"], "__file__", "").endswith(".mpy")
for _name in _EVERY_SESSION + (() if _compiled else _FROM_SOURCES):
    __import__(_name)
    gc.collect()

from dealer.app import App  # noqa: E402
from dealer.settings import DEFAULT_PINS, read_settings  # noqa: E402

settings = read_settings(os.getenv)
try:
    hw = Hardware(settings.pins)
except (AttributeError, ValueError) as err:  # a pin name this board does not have
    settings.warnings.append("Pins %s: %s: using the default pins"
                             % (",".join(settings.pins.values()), err))
    settings.pins = dict(DEFAULT_PINS)
    hw = Hardware(settings.pins)
app = App(hw, settings)  # a module global: the simulator hands it to the tests
app.run()
