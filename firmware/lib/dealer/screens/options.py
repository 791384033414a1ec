"""The options of a session in one table, read by the setup and by the settings between
hands: what each is called, its choices, how it shows, and when it may change."""

# An editor keeps the values in an object with one attribute per field (the Rules
# keywords, learn, chip_value, tracker) and `players`, `played` (hands played so far):
# the setup screen itself, or the settings panel's Choices. Every word a player reads
# here is in a table, so a translation changes this module only.

from micropython import const

from indian_poker import FIXED, LAST_STANDING, UNTIL_BUST
from indian_poker.variants import WORDS, load, real_deck

from .. import lang
from ..lang import GAME, OPTIONS, SETUP
from . import layout

# words (dealer/lang): the labels, the choices' words, why an option cannot change
_P_MODE = const(0)
_S_GAME = const(3)
_S_TIEBREAK = const(4)
_S_ODD_CHIP = const(5)
_S_HANDS = const(6)
_S_BETTING = const(7)
_S_STACK = const(8)
_S_ANTE = const(9)
_S_DEALER = const(10)
_S_PAIRS = const(11)
_S_BET = const(12)
_S_RAISES = const(13)
_S_LEARN = const(14)
_S_CHIP = const(15)
_S_LANGUAGE = const(16)
_V_SPLIT = const(17)
_V_SUITS = const(18)
_V_LEDGER = const(19)
_V_FIRST = const(20)
_V_ANY = const(21)
_V_COUNT = const(22)
_V_NO_VALUE = const(23)
_V_ON = const(24)
_V_OFF = const(25)
_V_REBUY_LEAVE = const(26)
_V_PLAYS = const(27)
_V_SITS_OUT = const(28)
_V_NONE = const(29)
_N_TRACKER_ONE_CARD = const(38)
_N_SITS_OUT_TRACKER = const(39)
_N_PAIRS_ONLY = const(40)
_N_NO_OTHER_GAME = const(41)
_N_DEALER_SITS_OUT = const(42)
_N_RAISES_ANY = const(44)
_S_SEATS = const(45)
_TRACKER = const(6)
_PASS_AROUND = const(7)
_G_STANDARD = const(35)
_S_FIXED = const(41)

# When an option applies (bits of the table's last column)
IN_SETUP = const(1)      # chosen in the setup
BETWEEN = const(2)       # changed between hands too (RULES.md section 7), from the next deal
FIXED_ONLY = const(4)    # fixed limit only: pot and no limit raise any number of times
PAIRS_ONLY = const(8)    # games with pairs only (O-PAIRS)
TRACKER_ONLY = const(16)  # tracker mode only (O-DEALER-SITS-OUT)
STEPPED = const(32)      # stepped by its own function, not through its choices
ACTION = const(64)       # opens a screen of its own: nothing to step here

# label, field, choices, the words for each choice (or a format), when it applies. The
# labels and words are entries of the language's OPTIONS (dealer/lang).
ENTRIES = (
    (_P_MODE, "tracker", (False, True), None, BETWEEN | STEPPED),
    (_S_GAME, "variant", None, None, IN_SETUP | BETWEEN | STEPPED),
    (_S_TIEBREAK, "tiebreak", (0, 1), (_V_SPLIT, _V_SUITS), IN_SETUP),   # agreed before: ES 000
    (_S_ODD_CHIP, "odd_chip", (0, 1), (_V_LEDGER, _V_FIRST), IN_SETUP | BETWEEN),
    (_S_HANDS, "hands", None, None, IN_SETUP | BETWEEN | STEPPED),
    (_S_BETTING, "structure", (0, 1, 2), None, IN_SETUP | BETWEEN),
    (_S_STACK, "stack", (100, 200, 500, 50, 20), "%d", IN_SETUP),
    (_S_ANTE, "ante", (1, 2, 5, 0), "%d", IN_SETUP),
    (_S_DEALER, "dealer_plays", (True, False), (_V_PLAYS, _V_SITS_OUT),
     IN_SETUP | TRACKER_ONLY),
    (_S_PAIRS, "pairs", (False, True), (_V_NO_VALUE, _V_COUNT),
     IN_SETUP | BETWEEN | PAIRS_ONLY),
    (_S_BET, "bet", (1, 2, 5, 10), "%d", IN_SETUP | BETWEEN),
    (_S_RAISES, "raise_cap", (1, 2, 3, 0), "%d", IN_SETUP | BETWEEN | FIXED_ONLY),
    (_S_LEARN, "learn", (False, True), (_V_OFF, _V_ON), IN_SETUP | BETWEEN),
    (_S_CHIP, "chip_value", None, None, IN_SETUP | STEPPED),
    (_S_SEATS, "", None, None, BETWEEN | ACTION),   # the buy-ins: rebuy, leave, join
    (_S_LANGUAGE, "language", None, None, IN_SETUP | BETWEEN | STEPPED),
)
# What an option shows where it does not apply (an entry of OPTIONS, or "-"), and why
# it cannot change there.
NOT_HERE = (
    (FIXED_ONLY, _V_ANY, _N_RAISES_ANY),
    (PAIRS_ONLY, -1, _N_PAIRS_ONLY),
    (TRACKER_ONLY, _V_PLAYS, _N_DEALER_SITS_OUT),
)


def for_editor(when):
    """The indexes in ENTRIES of the options an editor shows (IN_SETUP or BETWEEN)."""
    return [i for i in range(len(ENTRIES)) if ENTRIES[i][4] & when]


def is_language(index):
    """True for the language's option: the device's own, not a choice of the session."""
    return ENTRIES[index][1] == "language"


def label(index):
    """The label of option `index`, in the language in use."""
    return OPTIONS[ENTRIES[index][0]]


def _applies(choices, when):
    """0 if an option with these `when` bits applies to `choices`, else its NOT_HERE bit."""
    if when & FIXED_ONLY and choices.structure != FIXED:
        return FIXED_ONLY
    if when & PAIRS_ONLY and not load(choices.variant).PAIRS:
        return PAIRS_ONLY
    if when & TRACKER_ONLY and not choices.tracker:
        return TRACKER_ONLY
    return 0


def _not_here(bit, column):
    for entry in NOT_HERE:
        if entry[0] == bit:
            return "-" if entry[column] < 0 else OPTIONS[entry[column]]
    return ""


def shown(choices, index):
    """How option `index` shows its value for `choices`: a text, or its forms longest
    first (layout.labelled takes the first that fits)."""
    _, field, options, words, when = ENTRIES[index]
    bit = _applies(choices, when)
    if bit:
        return _not_here(bit, 1)
    if when & ACTION:
        return OPTIONS[_V_REBUY_LEAVE]
    if field == "language":   # the language in use, in its own name
        return lang.NAMES[lang.CODES.index(lang.code)]
    value = getattr(choices, field)
    if field == "tracker":
        return SETUP[_TRACKER if value else _PASS_AROUND]
    if field == "variant":
        return GAME[_G_STANDARD + value]
    if field == "structure":
        return GAME[_S_FIXED + value]
    if field == "hands":   # "4 hands = 1 rotation", "4 = 1 rotation", ...
        return layout.hands_forms(value, max(value, 0), choices.players)
    if field == "chip_value":
        return chip_value_text(value)
    if isinstance(words, str):
        return words % value
    # what is left has both its choices and their words (the stepped ones returned above)
    return OPTIONS[words[options.index(value)]]  # type: ignore[index, union-attr]


def step(choices, index):
    """Step option `index` of `choices` to its next value: "" or why it cannot. The
    language is the editor's to change (next_language)."""
    _, field, options, _, when = ENTRIES[index]
    bit = _applies(choices, when)
    if bit:
        return _not_here(bit, 2)
    if field == "variant":
        return _next_game(choices)
    if field == "tracker":   # a real deck: one-card games, and a dealer who sits out
        if not choices.tracker and not real_deck(load(choices.variant)):
            return OPTIONS[_N_TRACKER_ONE_CARD]
        if choices.tracker and not choices.dealer_plays:
            return OPTIONS[_N_SITS_OUT_TRACKER]
        choices.tracker = not choices.tracker
    elif field == "hands":
        choices.hands = next_length(choices.hands, choices.players, choices.played)
    elif field == "chip_value":
        _next_chip_value(choices)
    elif field != "language":
        setattr(choices, field, next_choice(options, getattr(choices, field)))
    return ""


def next_language():
    """The language after the one in use, in dealer.lang.CODES's order."""
    return lang.CODES[(lang.CODES.index(lang.code) + 1) % len(lang.CODES)]


def next_choice(options, value):
    """The choice after `value` (the first if `value` is none of them)."""
    for i in range(len(options)):
        if options[i] == value:
            return options[(i + 1) % len(options)]
    return options[0]


def _next_game(choices):
    """The next game these players can play (a real deck: one-card games only)."""
    variant = choices.variant
    for _ in range(len(WORDS)):
        variant = (variant + 1) % len(WORDS)
        game = load(variant)
        if choices.players <= game.MAX_PLAYERS and (not choices.tracker or real_deck(game)):
            choices.variant = variant
            choices.pairs = choices.pairs and game.PAIRS
            return ""
    return OPTIONS[_N_NO_OTHER_GAME] % choices.players


def next_length(hands, players, played):
    """O-LENGTH: one, two or three rotations, until bust, last standing; never as few
    hands as are played already."""
    lengths = (0, 2 * players, 3 * players, UNTIL_BUST, LAST_STANDING)
    i = len(lengths) - 1   # a length of none of them (N hands) steps to the first
    for k in range(len(lengths)):
        if lengths[k] == hands:
            i = k
    for _ in range(len(lengths)):
        i = (i + 1) % len(lengths)
        total = lengths[i] if lengths[i] > 0 else players if lengths[i] == 0 else 0
        if not total or total > played:
            return lengths[i]
    return hands


# The settle-up's chip value (dealer.chip_value): presets in the currency given.
CHIP_VALUES = ("", "0.01", "0.05", "0.10", "0.25", "0.50", "1")   # "": none (chips)


def _next_chip_value(choices):
    from ..chip_value import parse_chip_value
    choices.chip_step = (choices.chip_step + 1) % len(CHIP_VALUES)
    text = CHIP_VALUES[choices.chip_step]
    choices.chip_value = parse_chip_value(text + " " + choices.currency) if text else None


def chip_value_text(value):
    """The chip value as the options show it: "0.10 EUR", "10=1 EUR", or "none"."""
    if value is None:
        return OPTIONS[_V_NONE]
    money = value.money(value.coins)
    return money if value.chips == 1 else "%d=%s" % (value.chips, money)


def take_rules(choices, rules):
    """Give `choices` the values of `rules` for every option that is a Rules field."""
    for option in ENTRIES:
        field = option[1]
        if field and hasattr(rules, field):
            setattr(choices, field, getattr(rules, field))


def rules_changes(choices, rules):
    """The Rules keywords of `choices` for every option that is a Rules field, as
    Rules.replace takes them."""
    return {option[1]: getattr(choices, option[1]) for option in ENTRIES
            if option[1] and hasattr(rules, option[1])}


class Choices:
    """The settings panel's values: the rules' and the table's mode, by field."""

    def __init__(self, table):
        session = table.session
        take_rules(self, session.rules)
        self.players = session.rules.players
        self.tracker = table.tracker
        self.learn = table.learn
        self.played = session.hand_no
