"""Pocket dealer for Indian Poker: read the settings, build the hardware, run the app."""

import gc
import os

from dealer.hardware import Hardware  # the display driver first: the largest compile

# CircuitPython compiles every .py at import, and a compile needs large contiguous
# blocks. Compiled later, amid the objects of a session, the next module fails with
# a fragmented heap that is still half free. So every module a session uses is
# compiled now, while the heap is empty: the rules core (the largest), then the app,
# then what is freed again after start-up (setup, the journal's reader, the resume
# prompt), collecting the compiler's garbage between imports so what stays is packed
# low. The modules' own lazy imports then only look these up in sys.modules.
for _name in ("indian_poker", "indian_poker.shuffle", "indian_poker.refusals",
              "indian_poker.replay", "indian_poker.variants.standard", "dealer.table",
              "dealer.app", "dealer.histories", "dealer.saver", "dealer.power", "dealer.reveal",
              "dealer.amount", "dealer.options", "dealer.settings", "dealer.setup",
              "dealer.resume", "dealer.restore"):
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
