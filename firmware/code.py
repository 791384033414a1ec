"""Pocket dealer for Indian Poker: read the settings, build the hardware, run the app."""

import os

from dealer.app import App
from dealer.hardware import Hardware
from dealer.settings import DEFAULT_PINS, read_settings

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
