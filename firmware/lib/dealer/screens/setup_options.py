"""The setup's options: their values on screen, how B changes each, the Rules they make."""

# The functions take the setup screen (setup.Setup), which holds the choices.

from micropython import const

from indian_poker import LAST_STANDING, UNTIL_BUST
from indian_poker.rules import STRUCTURE_NAMES
from indian_poker.variants import WORDS, load, real_deck

from ..lang import GAME, OPTIONS, said
from . import layout

# words (dealer/lang)
_G_STANDARD = const(35)
_S_FIXED = const(41)
_V_SPLIT = const(27)
_V_SUITS = const(28)
_V_LEDGER = const(29)
_V_FIRST = const(30)
_V_ANY = const(31)
_V_COUNT = const(32)
_V_NO_VALUE = const(33)
_V_ON = const(34)
_V_OFF = const(35)
_V_PLAYS = const(37)
_V_SITS_OUT = const(38)
_V_NONE = const(39)
_N_PAIRS_ONLY = const(50)
_N_DEALER_SITS_OUT = const(52)
_N_TRACKER_CHOOSE_PASS = const(53)

COUNT = const(15)          # the options; their labels: dealer/lang's OPTIONS from S_START
START = const(0)           # the first line: C starts the session there
LANGUAGE = const(14)       # the last: the device's language, at once (dealer/lang)
HANDS = const(4)           # the line whose B, held, counts the hands one by one
_MAX_HANDS = const(250)    # Rules' most hands
_BUST = const(4)           # the fourth choice of hands: until a player cannot pay the ante
_LAST = const(5)           # the fifth: last standing, until one player holds every chip
_STACKS = (100, 200, 500, 50, 20)
_ANTES = (1, 2, 5, 0)
_BETS = (1, 2, 5, 10)
_RAISE_CAPS = (1, 2, 3, 0)
_CHIP_VALUES = ("", "0.01", "0.05", "0.10", "0.25", "0.50", "1")   # "": none (chips)


def take(setup, rules):
    """Start the options of `setup` from `rules` (settings.toml's, or the last session's)."""
    setup.tiebreak = rules.tiebreak
    setup.odd_chip = rules.odd_chip
    setup.structure = rules.structure
    setup.variant = rules.variant
    setup.hands = rules.hands   # as agreed: 0 is one rotation
    setup.rotations = 0         # 1-3 rotations, _BUST or _LAST once chosen; 0 keeps `hands`
    setup.stack = rules.stack
    setup.ante = rules.ante
    setup.dealer_plays = rules.dealer_plays   # O-DEALER-SITS-OUT
    setup.pairs = rules.pairs   # O-PAIRS
    setup.bet = rules.bet
    setup.raise_cap = rules.raise_cap


def take_modes(setup, source):
    """Start learn mode and the chip value from `source`: the Settings, or the last Table."""
    setup.learn = source.learn
    setup.chip_value = source.chip_value
    setup.currency = source.chip_value.currency if source.chip_value is not None else ""
    setup.chip_step = -1   # -1: as given; else the index in _CHIP_VALUES


def _step_chip_value(setup):
    """The next chip value of the presets, in the currency given (settings.toml)."""
    from ..chip_value import parse_chip_value
    setup.chip_step = (setup.chip_step + 1) % len(_CHIP_VALUES)
    text = _CHIP_VALUES[setup.chip_step]
    setup.chip_value = parse_chip_value(text + " " + setup.currency) if text else None


def chip_value_text(value):
    """The chip value as the options show it: "0.10 EUR", "10=1 EUR", or "none"."""
    if value is None:
        return OPTIONS[_V_NONE]
    money = value.money(value.coins)
    return money if value.chips == 1 else "%d=%s" % (value.chips, money)


def change(setup, option):
    """Step option number `option` (1 is Game) to its next value; "" or why not."""
    option -= 1
    if option == 0:
        setup.variant = (setup.variant + 1) % len(WORDS)
        setup.pairs = setup.pairs and load(setup.variant).PAIRS
    elif option == 1:
        setup.tiebreak ^= 1
    elif option == 2:
        setup.odd_chip ^= 1
    elif option == 3:
        setup.rotations = setup.rotations % _LAST + 1
    elif option == 4:
        setup.structure = (setup.structure + 1) % len(STRUCTURE_NAMES)
    elif option == 5:
        setup.stack = _next(_STACKS, setup.stack)
    elif option == 6:
        setup.ante = _next(_ANTES, setup.ante)
    elif option == 7:
        if not setup.tracker:   # O-DEALER-SITS-OUT: see `dealer_plays`
            return OPTIONS[_N_DEALER_SITS_OUT]
        setup.dealer_plays = not setup.dealer_plays
    elif option == 8:
        if not load(setup.variant).PAIRS:   # O-PAIRS
            return OPTIONS[_N_PAIRS_ONLY]
        setup.pairs = not setup.pairs
    elif option == 9:
        setup.bet = _next(_BETS, setup.bet)
    elif option == 10:
        setup.raise_cap = _next(_RAISE_CAPS, setup.raise_cap)
    elif option == 11:
        setup.learn = not setup.learn
    elif option == 12:
        _step_chip_value(setup)
    elif option == 13:
        from .. import lang
        lang.use(lang.CODES[(lang.index(lang.code) + 1) % len(lang.CODES)])
    return ""


def count_up(setup):
    """O-LENGTH, any number of hands: one hand more than the length shown (after the
    most, 1 again); an open length (until bust, last standing) counts from 1."""
    hands = hand_count(setup)
    total = hands if hands > 0 else setup.players if hands == 0 else 0
    setup.rotations = 0
    setup.hands = total % _MAX_HANDS + 1


def hand_count(setup):
    """O-LENGTH as Rules.hands: the hands chosen, UNTIL_BUST or LAST_STANDING."""
    if setup.rotations == _BUST:
        return UNTIL_BUST
    if setup.rotations == _LAST:
        return LAST_STANDING
    if setup.rotations:
        return 0 if setup.rotations == 1 else setup.rotations * setup.players
    return setup.hands


def dealer_plays(setup):
    """O-DEALER-SITS-OUT in tracker mode only: there the dealer deals the real cards, so a
    dealer who holds none still has a job. In pass-around the device deals, and a seat
    without a card would only wait out the hand: the dealer always plays."""
    return setup.dealer_plays or not setup.tracker


def rules(setup):
    """(Rules, "") to start the session with, or (None, why not)."""
    if setup.tracker and not real_deck(load(setup.variant)):
        return None, OPTIONS[_N_TRACKER_CHOOSE_PASS]
    try:
        return setup.nav.settings.make_rules(
            players=setup.players, tiebreak=setup.tiebreak, odd_chip=setup.odd_chip,
            hands=hand_count(setup), structure=setup.structure, stack=setup.stack,
            ante=setup.ante, variant=setup.variant, dealer_plays=dealer_plays(setup),
            pairs=setup.pairs, bet=setup.bet, raise_cap=setup.raise_cap), ""
    except ValueError as err:
        return None, said(err)


def values(setup):
    """Each option's value as shown, in the order of the labels (OPTIONS from S_START)."""
    hands = hand_count(setup)
    length = layout.hands_forms(hands, hands, setup.players)
    game = load(setup.variant)
    if game.PAIRS:
        pairs = OPTIONS[_V_COUNT if setup.pairs else _V_NO_VALUE]
    else:
        pairs = "-"
    from .. import lang
    return ("", GAME[_G_STANDARD + setup.variant],
            OPTIONS[_V_SPLIT if setup.tiebreak == 0 else _V_SUITS],
            OPTIONS[_V_LEDGER if setup.odd_chip == 0 else _V_FIRST], length,
            GAME[_S_FIXED + setup.structure], "%d" % setup.stack, "%d" % setup.ante,
            OPTIONS[_V_PLAYS if dealer_plays(setup) else _V_SITS_OUT], pairs,
            "%d" % setup.bet,
            "%d" % setup.raise_cap if setup.structure == 0 else OPTIONS[_V_ANY],
            OPTIONS[_V_ON if setup.learn else _V_OFF], chip_value_text(setup.chip_value),
            lang.NAMES[lang.index(lang.code)])


def _next(choices, value):
    for i in range(len(choices)):
        if choices[i] == value:
            return choices[i + 1] if i + 1 < len(choices) else choices[0]
    return choices[0]
