"""Host `board` for a Raspberry Pi Pico: GP0..GP28, LED, and the board id."""

from microcontroller import Pin

board_id = "raspberry_pi_pico"

for _n in range(29):
    globals()["GP%d" % _n] = Pin("GP%d" % _n, _n)
LED = GP25  # noqa: F821 (defined by the loop above)
SMPS_MODE = GP23  # noqa: F821
VBUS_SENSE = GP24  # noqa: F821
A0 = GP26  # noqa: F821
A1 = GP27  # noqa: F821
A2 = GP28  # noqa: F821
