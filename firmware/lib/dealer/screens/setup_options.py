"""The setup's options: the option table's IN_SETUP entries (options.py) on the setup screen,
and the Rules they make."""

# The functions take the setup screen (setup.Setup), which holds the choices as the
# option table's fields.

from micropython import const

from indian_poker.variants import load, real_deck

from ..lang import OPTIONS, said
from . import options

# words (dealer/lang)
_S_START = const(2)
_N_TRACKER_CHOOSE_PASS = const(43)

_ITEMS = options.for_editor(options.IN_SETUP)   # the option table's entries, in its order
COUNT = len(_ITEMS) + 1    # the lines: Start, then the options
START = const(0)           # the first line: C starts the session there
HANDS = 1 + [options.ENTRIES[i][1] for i in _ITEMS].index("hands")   # B held counts hands
_MAX_HANDS = const(250)    # Rules' most hands


def take(setup, rules):
    """Start the options of `setup` from `rules` (settings.toml's, or the last session's)."""
    options.take_rules(setup, rules)   # Setup.players is its own first step
    setup.played = 0   # no hand yet: every length is possible


def take_modes(setup, source):
    """Start learn mode and the chip value from `source`: the Settings, or the last Table."""
    setup.learn = source.learn
    setup.chip_value = source.chip_value
    setup.currency = source.chip_value.currency if source.chip_value is not None else ""
    setup.chip_step = -1   # -1: as given; else the index in options.CHIP_VALUES


def label(line):
    """The label of line `line` (0: Start), in the language in use."""
    return OPTIONS[_S_START] if line == START else options.label(_ITEMS[line - 1])


def change(setup, option):
    """Step option number `option` (1 is Game) to its next value; "" or why not. The
    language is the device's at once (dealer/lang)."""
    index = _ITEMS[option - 1]
    if options.is_language(index):
        from .. import lang
        lang.use(options.next_language())
        return ""
    return options.step(setup, index)


def count_up(setup):
    """O-LENGTH, any number of hands: one hand more than the length shown (after the
    most, 1 again); an open length (until bust, last standing) counts from 1."""
    hands = setup.hands
    total = hands if hands > 0 else setup.players if hands == 0 else 0
    setup.hands = total % _MAX_HANDS + 1


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
            hands=setup.hands, structure=setup.structure, stack=setup.stack,
            ante=setup.ante, variant=setup.variant, dealer_plays=dealer_plays(setup),
            pairs=setup.pairs, bet=setup.bet, raise_cap=setup.raise_cap), ""
    except ValueError as err:
        return None, said(err)


def values(setup):
    """Each option's value as shown, in the order of the lines."""
    return [""] + [options.shown(setup, i) for i in _ITEMS]
