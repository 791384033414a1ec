"""The options of a session in one table, read by the setup and by the settings between
hands: what each is called, its choices, how it shows, and when it may change."""

# An editor keeps the values in an object with one attribute per field (the Rules
# keywords, learn, chip_value, tracker) and `players`, `played` (hands played so far):
# the setup screen itself, or the settings panel's Choices. Every word a player reads
# here is in a table, so a translation changes this module only.

from micropython import const

from indian_poker import FIXED, LAST_STANDING, UNTIL_BUST
from indian_poker.rules import STRUCTURE_NAMES
from indian_poker.variants import WORDS, load, real_deck

from . import layout

# When an option applies (bits of the table's last column)
SETUP = const(1)         # chosen in the setup
BETWEEN = const(2)       # changed between hands too (RULES.md section 7), from the next deal
FIXED_ONLY = const(4)    # fixed limit only: pot and no limit raise any number of times
PAIRS_ONLY = const(8)    # games with pairs only (O-PAIRS)
TRACKER_ONLY = const(16)  # tracker mode only (O-DEALER-SITS-OUT)
STEPPED = const(32)      # stepped by its own function, not through its choices
ACTION = const(64)       # opens a screen of its own: nothing to step here

# label, field, choices, the words for each choice (or a format), when it applies.
OPTIONS = (
    ("Mode", "tracker", (False, True), ("pass-around", "tracker"), BETWEEN),
    ("Game", "variant", None, None, SETUP | BETWEEN | STEPPED),
    ("Tiebreak", "tiebreak", (0, 1), ("split", "suits"), SETUP),   # agreed before: ES 000
    ("Odd chip", "odd_chip", (0, 1), ("ledger", "first"), SETUP | BETWEEN),
    ("Hands", "hands", None, None, SETUP | BETWEEN | STEPPED),
    ("Betting", "structure", (0, 1, 2), STRUCTURE_NAMES, SETUP | BETWEEN),
    ("Stack", "stack", (100, 200, 500, 50, 20), "%d", SETUP),
    ("Ante", "ante", (1, 2, 5, 0), "%d", SETUP),
    ("Dealer", "dealer_plays", (True, False), ("plays", "sits out"), SETUP | TRACKER_ONLY),
    ("Pairs", "pairs", (False, True), ("no value", "count"), SETUP | BETWEEN | PAIRS_ONLY),
    ("Bet", "bet", (1, 2, 5, 10), "%d", SETUP | BETWEEN),
    ("Raises", "raise_cap", (1, 2, 3, 0), "%d", SETUP | BETWEEN | FIXED_ONLY),
    ("Learn", "learn", (False, True), ("off", "on"), SETUP | BETWEEN),
    ("Chip", "chip_value", None, None, SETUP | STEPPED),
    ("Players", "", None, "rebuy/leave", BETWEEN | ACTION),
)
# What an option shows where it does not apply, and why it cannot change there.
NOT_HERE = (
    (FIXED_ONLY, "any", "Raises: any number in pot and no limit"),
    (PAIRS_ONLY, "-", "Pairs: two-card and community only"),
    (TRACKER_ONLY, "plays", "A dealer who sits out deals your own cards: tracker mode only"),
)
NO_GAME = "No other game for %d players"
MODE_WHY_NOT = ("Tracker: one-card games only", "The dealer sits out: tracker mode only")


def for_editor(when):
    """The indexes in OPTIONS of the options an editor shows (SETUP or BETWEEN)."""
    return [i for i in range(len(OPTIONS)) if OPTIONS[i][4] & when]


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
            return entry[column]
    return ""


def shown(choices, index):
    """How option `index` shows its value for `choices`: a text, or its forms longest
    first (layout.labelled takes the first that fits)."""
    _, field, options, words, when = OPTIONS[index]
    bit = _applies(choices, when)
    if bit:
        return _not_here(bit, 1)
    if when & ACTION:
        return words
    value = getattr(choices, field)
    if field == "variant":
        return load(value).NAME
    if field == "hands":   # "4 hands = 1 rotation", "4 = 1 rotation", ...
        return layout.hands_forms(value, max(value, 0), choices.players)
    if field == "chip_value":
        return chip_value_text(value)
    if isinstance(words, str):
        return words % value
    # what is left has both its choices and their words (the stepped ones returned above)
    return words[options.index(value)]  # type: ignore[index, union-attr]


def step(choices, index):
    """Step option `index` of `choices` to its next value: "" or why it cannot."""
    _, field, options, _, when = OPTIONS[index]
    bit = _applies(choices, when)
    if bit:
        return _not_here(bit, 2)
    if field == "variant":
        return _next_game(choices)
    if field == "tracker":   # a real deck: one-card games, and a dealer who sits out
        if not choices.tracker and not real_deck(load(choices.variant)):
            return MODE_WHY_NOT[0]
        if choices.tracker and not choices.dealer_plays:
            return MODE_WHY_NOT[1]
    if field == "hands":
        choices.hands = next_length(choices.hands, choices.players, choices.played)
    elif field == "chip_value":
        _next_chip_value(choices)
    else:
        setattr(choices, field, next_choice(options, getattr(choices, field)))
    return ""


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
    return NO_GAME % choices.players


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
NO_CHIP_VALUE = "none"


def _next_chip_value(choices):
    from ..chip_value import parse_chip_value
    choices.chip_step = (choices.chip_step + 1) % len(CHIP_VALUES)
    text = CHIP_VALUES[choices.chip_step]
    choices.chip_value = parse_chip_value(text + " " + choices.currency) if text else None


def chip_value_text(value):
    """The chip value as the options show it: "0.10 EUR", "10=1 EUR", or "none"."""
    if value is None:
        return NO_CHIP_VALUE
    money = value.money(value.coins)
    return money if value.chips == 1 else "%d=%s" % (value.chips, money)


def take_rules(choices, rules):
    """Give `choices` the values of `rules` for every option that is a Rules field."""
    for option in OPTIONS:
        field = option[1]
        if field and hasattr(rules, field):
            setattr(choices, field, getattr(rules, field))


def rules_changes(choices, rules):
    """The Rules keywords of `choices` for every option that is a Rules field, as
    Rules.replace takes them."""
    return {option[1]: getattr(choices, option[1]) for option in OPTIONS
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
