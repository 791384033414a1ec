"""The pinouts of hardware/WIRING.md: every pin exists on its board, and no key sits on
the pin of a board's LED (tools/wiring.py, which `make hardware` runs first)."""

import wiring


def test_every_profile_pin_exists_and_no_key_carries_an_led():
    wiring.check_pinouts()


def test_the_feather_menu_key_is_not_d13_which_carries_its_led():
    """D13 is the Feather RP2040's red LED (GPIO13): with the internal pull-up the LED's
    current would hold the pin low, a MENU held down for good."""
    signals = dict(wiring.profile_signals(wiring.WIRING.read_text())
                   ["adafruit_feather_rp2040"])
    assert wiring.board_gpios("adafruit_feather_rp2040")["LED"] == 13
    assert signals["MENU"] != "D13"
    assert wiring.key_on_the_led("adafruit_feather_rp2040", [("MENU", "D13")]) == ["D13"]
