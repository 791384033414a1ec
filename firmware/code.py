"""Pocket dealer for Indian Poker: read the settings, build the hardware, run the app."""

import gc
import os

from dealer.board.hardware import Hardware  # the display driver first: the largest compile

# CircuitPython compiles every .py at import, and a compile needs large contiguous
# blocks. Compiled later, amid the objects of a session, the next module fails with
# a fragmented heap that is still half free. So every module is compiled while the heap
# is nearly empty, in two phases that never share it: first what the boot needs (the
# journal, whose 4 KiB sector image comes first of all, the rules core, the app, the
# setup, the settings and journal readers, the resume prompt), collecting the
# compiler's garbage between imports so what stays is packed low; then, once the boot
# has forgotten what only it needed, what a session needs. The modules' own lazy
# imports then only look these up in sys.modules.
for _name in ("dealer.store.journal", "indian_poker", "indian_poker.shuffle",
              "indian_poker.refusals", "indian_poker.replay", "indian_poker.variants.standard",
              "dealer.table", "dealer.app", "dealer.store.histories", "dealer.store.saver",
              "dealer.power", "dealer.settings_toml", "dealer.sessions", "dealer.screens.setup",
              "dealer.boot", "dealer.screens.resume_prompt", "dealer.store.restore"):
    __import__(_name)
    gc.collect()

from dealer.app import App  # noqa: E402
from dealer.nav import forget  # noqa: E402
from dealer.settings import DEFAULT_PINS  # noqa: E402
from dealer.settings_toml import read_settings  # noqa: E402

settings = read_settings(os.getenv)
try:
    hw = Hardware(settings.pins)
except (AttributeError, ValueError) as err:  # a pin name this board does not have
    settings.warnings.append("Pins %s: %s: using the default pins"
                             % (",".join(settings.pins.values()), err))
    settings.pins = dict(DEFAULT_PINS)
    hw = Hardware(settings.pins)
forget("dealer.settings_toml")   # settings.toml is read once
del read_settings
gc.collect()
app = App(hw, settings)  # a module global: the simulator hands it to the tests
for _name in ("indian_poker.fingerprint", "dealer.screens.turn", "dealer.screens.deal",
              "dealer.screens.results", "dealer.screens.menu", "dealer.screens.reveal",
              "dealer.screens.amount", "dealer.screens.settings_panel"):
    __import__(_name)   # a session's modules (already there if the boot resumed one)
    gc.collect()
app.run()
