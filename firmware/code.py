"""Pocket dealer for Indian Poker: read the settings, build the hardware, run the app."""

import gc
import os

from dealer.board.hardware import NOT_THERE, Hardware  # the display driver first: largest

__import__("dealer.store.journal")   # its 4 KiB sector image, allocated first of all
gc.collect()
# how modules load: see there
from indian_poker.loading import SOURCES, unload, unload_if_compiled  # noqa: E402

unload("dealer.board.glyphs")   # the font's bytes: font.GLYPHS holds them as words

# settings.toml is read once, first: its reader (and the rules' checker it holds, kept
# for the setup the app makes) is never in the heap beside the app's modules
from dealer.settings_toml import read_settings  # noqa: E402

settings = read_settings(os.getenv, "/settings.toml")
unload("dealer.settings_toml")
unload("dealer.settings_check")
del read_settings
gc.collect()

# Then modules are loaded in two phases that never share the heap: what the boot needs,
# then, once the boot has forgotten what only it needed (boot.py, the journal's reader,
# the resume prompt), what a session needs; each phase ends with a collection, and from
# sources one follows every import, so that what stays is packed low; the journal's
# sector image comes first of all. (From .mpy a collection after each import cost 48 ms
# of the boot on the board and kept no byte more free.) Frozen into the firmware (the
# appliance UF2) or as .mpy bytecode (the bundle), a module loads without a compile:
# then only what every boot and every session use is loaded here, the rest (the other
# games, the menu, bet sizing, card entry, the settings panel, sending histories) when
# first needed. From .py sources (a bundle made without CircuitPython's mpy-cross) the
# board compiles each module at import, and a compile needs large contiguous blocks:
# compiled later, amid the objects of a session, the next module fails with a fragmented
# heap that is still half free. So from sources every module the boot or a session may
# use is compiled in its phase, while the heap is nearly empty
# (indian_poker/loading.py).


def _load(every, from_sources):
    for name in every + (from_sources if SOURCES else ()):
        __import__(name)
        if SOURCES:   # a compile's leftovers go before the next compile needs the room
            gc.collect()
    gc.collect()


_load(("indian_poker", "indian_poker.shuffle", "dealer.table",
       "dealer.app", "dealer.heap_report", "dealer.store.histories", "dealer.store.saver",
       "dealer.power"),
      ("indian_poker.refusals", "indian_poker.replay", "indian_poker.variants.standard",
       "dealer.sessions",
       "dealer.screens.setup", "dealer.boot", "dealer.screens.resume_prompt",
       "dealer.store.restore", "dealer.store.buyin_records"))

from dealer.app import App  # noqa: E402

try:
    hw = Hardware(settings.pins)
except NOT_THERE as err:   # no display on those pins: the default pins, or the LED blinks
    from dealer.board.hardware import fallback
    hw = fallback(settings.pins, settings.warnings, err)
gc.collect()
app = App(hw, settings)  # a module global: the simulator hands it to the tests
unload_if_compiled("indian_poker.rules_check")   # held from settings_toml to the setup
_load(("indian_poker.fingerprint", "dealer.screens.turn", "dealer.screens.deal",
       "dealer.screens.results"),   # a session's (already there if the boot resumed one)
      ("dealer.screens.menu", "dealer.screens.reveal", "dealer.screens.amount",
       "dealer.screens.settings_panel", "dealer.screens.flow", "dealer.screens.cut",
       "dealer.screens.standings"))
app.run()
