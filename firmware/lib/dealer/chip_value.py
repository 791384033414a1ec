"""The chip value setting ("1 chip = 0.10 EUR") and money amounts rounded to the coin."""

# A pure parser the settings reader calls on DEALER_CHIP_VALUE (and setup on what a
# player enters). The smallest coin is one unit of the last digit written: "0.10"
# settles to 0.01, "0.5" to 0.1, "2" to whole units. The currency is a free word of
# letters (or "$"), before or after the number, or none.

from micropython import const

# words (dealer/lang): RESULTS
_ONE_CHIP_IS = const(31)
_CHIPS_ARE = const(32)

_OFF = ("", "none", "no", "off", "0")
_MAX_CURRENCY = 8
_MAX_DECIMALS = 4
_SPACES = " \t\n\r\x0b\x0c"   # ASCII, as CircuitPython's str methods see spaces


def _digit(ch):
    """An ASCII digit (CircuitPython's isdigit; CPython's also takes "٣")."""
    return "0" <= ch <= "9"


class ChipValue:
    """`coins` smallest coins are worth `chips` chips; a coin is 10**-decimals of a unit."""

    def __init__(self, coins, chips, decimals, currency):
        self.coins = coins
        self.chips = chips
        self.decimals = decimals
        self.currency = currency

    def text(self):
        """The setting as settings.toml and the journal write it: "1 chip = 0.10 EUR"."""
        return "%d chip%s = %s" % (self.chips, "" if self.chips == 1 else "s",
                                   self.money(self.coins))

    def said(self):
        """The setting in the table's language: "1 jeton = 0.10 EUR"."""
        from .lang import RESULTS
        if self.chips == 1:
            return RESULTS[_ONE_CHIP_IS] % self.money(self.coins)
        return RESULTS[_CHIPS_ARE] % (self.chips, self.money(self.coins))

    def money(self, coins, bare=False):
        """An amount of coins with the currency: "2.50 EUR", "$2.50", "-0.05"; `bare`:
        the number alone ("2.50")."""
        sign = "-" if coins < 0 else ""
        coins = -coins if coins < 0 else coins
        if self.decimals:
            scale = 10 ** self.decimals
            number = "%d.%0*d" % (coins // scale, self.decimals, coins % scale)
        else:
            number = "%d" % coins
        if bare:
            return sign + number
        if self.currency == "$":
            return sign + "$" + number
        if self.currency:
            return sign + number + " " + self.currency
        return sign + number

    def coin(self):
        """The smallest coin, as text: "0.01 EUR"."""
        return self.money(1)


def _chips_before(text):
    """(chips, the rest) of "10 chips = 1 EUR": 1 when there is no "... =" part."""
    if "=" not in text:
        return 1, text
    left, text = text.split("=", 1)
    for space in _SPACES[1:]:
        left = left.replace(space, " ")
    words = [word for word in left.split(" ") if word]
    if not words or words[-1].lower() not in ("chip", "chips") or len(words) > 2:
        raise ValueError("chip value: write it like 1 chip = 0.10 EUR")
    if len(words) == 1:
        return 1, text.strip(_SPACES)
    for ch in words[0]:
        if not _digit(ch):
            raise ValueError("chip value: the chips before = must be 1 to 1000")
    if not 1 <= int(words[0]) <= 1000:
        raise ValueError("chip value: the chips before = must be 1 to 1000")
    return int(words[0]), text.strip(_SPACES)


def parse_chip_value(text):
    """A ChipValue from "1 chip = 0.10", "10 chips = 1 EUR", "$0.25", or None for
    "none"/""; ValueError with a message a player understands otherwise."""
    text = str(text).strip(_SPACES)
    if text.lower() in _OFF:
        return None
    chips, text = _chips_before(text)
    start = 0
    while start < len(text) and not _digit(text[start]):
        start += 1
    end = start
    while end < len(text) and (_digit(text[end]) or text[end] in ".,"):
        end += 1
    number = text[start:end]
    currency = (text[:start] + " " + text[end:]).strip(_SPACES)
    if not number:
        raise ValueError("chip value: no amount; write it like 1 chip = 0.10 EUR")
    point = -1
    for i in range(len(number)):
        if number[i] in ".,":
            if point >= 0:
                raise ValueError("chip value: %s is not an amount" % number)
            point = i
    digits = number if point < 0 else number[:point] + number[point + 1:]
    decimals = 0 if point < 0 else len(number) - point - 1
    if not digits or decimals > _MAX_DECIMALS:
        raise ValueError("chip value: at most %d decimals, like 0.10" % _MAX_DECIMALS)
    coins = int(digits)
    if not coins:
        raise ValueError("chip value: a chip must be worth more than 0 (or say none)")
    if currency and currency != "$":
        ok = len(currency) <= _MAX_CURRENCY
        for ch in currency:
            ok = ok and ("A" <= ch <= "Z" or "a" <= ch <= "z")
        if not ok:
            raise ValueError("chip value: write the currency in up to %d letters, "
                             "like EUR" % _MAX_CURRENCY)
    return ChipValue(coins, chips, decimals, currency)


def to_coins(nets, value, unit):
    """Nets in 1/unit chip as whole coins that still sum to zero, each within one coin.

    Returns (coins, rounded): every net is rounded down, then the coins short of zero
    go one each to the largest remainders (the first seat on a tie); `rounded` is True
    if any amount was not a whole number of coins.
    """
    scale = unit * value.chips
    coins = []
    remainders = []
    short = 0
    for units in nets:
        exact = units * value.coins
        whole = exact // scale  # floor, also below zero
        coins.append(whole)
        remainders.append(exact - whole * scale)
        short -= whole
    rounded = False
    for r in remainders:
        rounded = rounded or r != 0
    while short > 0:
        pick = 0
        for i in range(1, len(nets)):
            if remainders[i] > remainders[pick]:
                pick = i
        coins[pick] += 1
        remainders[pick] = -1
        short -= 1
    return coins, rounded
