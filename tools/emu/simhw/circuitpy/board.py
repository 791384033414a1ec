"""Host `board` for a Raspberry Pi Pico: GP0..GP28 and their aliases (LED, A0..A2)."""

from microcontroller import Pin

board_id = "raspberry_pi_pico"

_ALIASES = {"LED": 25, "SMPS_MODE": 23, "VBUS_SENSE": 24, "A0": 26, "A1": 27, "A2": 28}
_pins = {}


def __getattr__(name):
    # pins are made on first use: the same object every time, and little RAM on MicroPython
    number = _ALIASES.get(name)
    if number is None and name.startswith("GP") and name[2:].isdigit():
        number = int(name[2:])
    if number is None or number > 28:
        raise AttributeError("board has no pin " + name)
    pin = _pins.get(number)
    if pin is None:
        pin = _pins[number] = Pin("GP%d" % number, number)
    return pin
