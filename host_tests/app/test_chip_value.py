"""The chip value setting: "1 chip = 0.10", a free currency word or none."""

import pytest

from dealer.chip_value import parse_chip_value


@pytest.mark.parametrize("text, coins, chips, decimals, currency, shown", [
    ("1 chip = 0.10", 10, 1, 2, "", "1 chip = 0.10"),
    ("1 chip = 0.10 EUR", 10, 1, 2, "EUR", "1 chip = 0.10 EUR"),
    ("1 chip=EUR 0,25", 25, 1, 2, "EUR", "1 chip = 0.25 EUR"),
    ("chip = $0.05", 5, 1, 2, "$", "1 chip = $0.05"),
    ("10 chips = 1 franc", 1, 10, 0, "franc", "10 chips = 1 franc"),
    ("0.5", 5, 1, 1, "", "1 chip = 0.5"),
    ("  2 Chips = 0.30 gbp ", 30, 2, 2, "gbp", "2 chips = 0.30 gbp"),
])
def test_readable_values(text, coins, chips, decimals, currency, shown):
    value = parse_chip_value(text)
    assert (value.coins, value.chips, value.decimals, value.currency) == (
        coins, chips, decimals, currency)
    assert value.text() == shown
    assert parse_chip_value(value.text()).text() == shown


@pytest.mark.parametrize("text", ["", "none", "None", "off", "0", "  "])
def test_no_chip_value(text):
    assert parse_chip_value(text) is None


def test_an_int_from_an_old_settings_reader_is_read_as_text():
    assert parse_chip_value(2).coins == 2


@pytest.mark.parametrize("text, message", [
    ("1 chip = EUR", "no amount"),
    ("1 chip = 0.1.0", "not an amount"),
    ("1 chip = 0.00001", "at most 4 decimals"),
    ("1 chip = 0.00", "more than 0"),
    ("1 chip = 0.10 €", "currency in up to 8 letters"),
    ("1 chip = 0.10 E2R", "currency in up to 8 letters"),
    ("1 coin = 0.10", "write it like"),
    ("0 chips = 1", "1 to 1000"),
])
def test_bad_values_say_what_to_write(text, message):
    with pytest.raises(ValueError, match=message):
        parse_chip_value(text)


def test_money_text():
    value = parse_chip_value("1 chip = 0.10 EUR")
    assert value.money(250) == "2.50 EUR" and value.money(-5) == "-0.05 EUR"
    assert value.coin() == "0.01 EUR"
    assert parse_chip_value("$0.25").money(-125) == "-$1.25"
