"""Drive mode at power-up: hold soft key A to let the device write its own drive."""

# CircuitPython ships with the CIRCUITPY drive writable from the computer and
# read-only to code. Holding soft key A while the board powers up remounts it the
# other way round: code (and `mpremote cp`, file exports) may write, the computer
# only reads. The app says so on the screen (hardware.drive_writable). boot.py's
# prints go to boot_out.txt.

import os

import board
import digitalio
import storage

from dealer.settings import DEFAULT_PINS


def key_a_held():
    """True if soft key A (the first of DEALER_KEYS, wired to GND) is held now."""
    wired = dict(DEFAULT_PINS)["KEYS"].split(",")[0]
    keys = os.getenv("DEALER_KEYS") or wired
    pin = getattr(board, str(keys).split(",")[0].strip().upper(), None)
    if pin is None:
        pin = getattr(board, wired)
    key = digitalio.DigitalInOut(pin)
    try:
        key.switch_to_input(pull=digitalio.Pull.UP)
        return not key.value
    finally:
        key.deinit()


if key_a_held():
    storage.remount("/", readonly=False)
    print("drive: writable by code (soft key A held at power-up)")
else:
    print("drive: writable by the computer")
