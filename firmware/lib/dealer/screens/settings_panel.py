"""The settings panel between hands: the mode, the game and the options docs/rules.md lets
change then (section 7), from the next deal on."""

from micropython import const

from indian_poker import LAST_STANDING, UNTIL_BUST, Rules
from indian_poker.rules import STRUCTURE_NAMES
from indian_poker.variants import WORDS, load, real_deck

from ..board.keys import A, B, C
from ..lang import GAME, KEYS, OPTIONS, SETUP, said
from . import layout
from .base import Screen

# words (dealer/lang)
_BACK = const(0)
_NEXT = const(1)
_CHANGE = const(3)
_TRACKER = const(6)
_PASS_AROUND = const(7)
_G_STANDARD = const(35)
_S_FIXED = const(41)
_P_MODE = const(0)
_V_SPLIT = const(27)
_V_SUITS = const(28)
_V_LEDGER = const(29)
_V_FIRST = const(30)
_V_ANY = const(31)
_V_COUNT = const(32)
_V_NO_VALUE = const(33)
_V_ON = const(34)
_V_OFF = const(35)
_V_REBUY_LEAVE = const(36)
_SETTINGS_TITLE = const(47)
_N_TRACKER_ONE_CARD = const(48)
_N_SITS_OUT_TRACKER = const(49)
_N_PAIRS_ONLY = const(50)
_N_NO_OTHER_GAME = const(51)

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)

_ITEMS = const(12)     # their labels: dealer/lang's OPTIONS from P_MODE, in this order
_LEARN = const(9)
_PLAYERS = const(10)   # rebuys and leavers (N hands, last standing): screens/buyins.py
_LANGUAGE = const(11)  # the device's language, from now on (dealer/lang)
_MODE = const(0)
_GAME = const(1)
_BETS = (1, 2, 5, 10)          # as in the setup (setup_options.py)
_RAISE_CAPS = (1, 2, 3, 0)


class SettingsPanel(Screen):
    """A cursor over the changeable settings: A: BACK, B: CHANGE, C: NEXT (the next one)."""

    kind = "settings"
    panel = True

    def __init__(self, nav):
        super().__init__(nav)
        self.cursor = 0

    def press(self, key, long, started):
        """A closes the panel, B changes the setting under the cursor, C moves on."""
        self.notice = ""
        if key == A:
            self.nav.pop()
        elif key == B:
            self._change()
        elif key == C:
            self.cursor = (self.cursor + 1) % _ITEMS

    def _change(self):
        table = self.nav.table
        session = table.session
        if self.cursor == _MODE:
            if not table.tracker and not session.can_deal(physical=True):
                self.notice = OPTIONS[_N_TRACKER_ONE_CARD]
                return
            if table.tracker and not session.rules.dealer_plays:   # O-DEALER-SITS-OUT
                self.notice = OPTIONS[_N_SITS_OUT_TRACKER]
                return
            table.change(tracker=not table.tracker)
            return
        if self.cursor == _LEARN:
            table.change(learn=not table.learn)
            return
        if self.cursor == _LANGUAGE:
            from .. import lang
            table.speak(lang.CODES[(lang.index(lang.code) + 1) % len(lang.CODES)])
            return
        if self.cursor == _PLAYERS:
            from indian_poker.buyins import why_not
            self.notice = said(why_not(session))
            if not self.notice:
                from .buyins import BuyIns
                self.nav.push(BuyIns(self.nav))
            return
        values = _values(session.rules)
        why = _step(self.cursor, values, session, table.tracker)
        if why:
            self.notice = why
            return
        try:
            rules = Rules(**values)
        except ValueError as err:
            self.notice = said(err)
            return
        table.change(rules=rules)

    def render(self, rows):
        """The settings, a page of six around the cursor."""
        table = self.nav.table
        rules = table.session.rules
        game = table.session.game
        from .. import lang
        rows[0] = OPTIONS[_SETTINGS_TITLE]
        shown = (SETUP[_TRACKER if table.tracker else _PASS_AROUND],
                 GAME[_G_STANDARD + rules.variant],
                 OPTIONS[_V_SUITS if rules.tiebreak else _V_SPLIT],
                 OPTIONS[_V_FIRST if rules.odd_chip else _V_LEDGER],
                 GAME[_S_FIXED + rules.structure],
                 "%d" % rules.bet, "%d" % rules.raise_cap if rules.raise_cap else OPTIONS[_V_ANY],
                 layout.hands_forms(rules.hands, table.session.hands_total, rules.players),
                 OPTIONS[_V_COUNT if rules.pairs else _V_NO_VALUE] if game.PAIRS else "-",
                 OPTIONS[_V_ON if table.learn else _V_OFF], OPTIONS[_V_REBUY_LEAVE],
                 lang.NAMES[lang.index(lang.code)])
        first = max(0, self.cursor - layout.PAGE_ROWS + 1)
        for i in range(first, min(_ITEMS, first + layout.PAGE_ROWS)):
            rows[1 + i - first] = layout.labelled("%s%s: " % (">" if i == self.cursor else " ",
                                                            OPTIONS[_P_MODE + i]), shown[i])
        if self.notice:
            layout.wrap(self.notice, rows, 5, 6)
        rows[7] = layout.keys(KEYS[_BACK], KEYS[_CHANGE], KEYS[_NEXT])


def _values(r):
    """The keywords of Rules `r`, to change one and make new Rules."""
    return {"players": r.players, "stack": r.stack, "ante": r.ante, "bet": r.bet,
            "raise_cap": r.raise_cap, "structure": r.structure, "tiebreak": r.tiebreak,
            "odd_chip": r.odd_chip, "hands": r.hands, "dealer_plays": r.dealer_plays,
            "variant": r.variant, "pairs": r.pairs}


def _step(item, values, session, tracker):
    """Step setting `item` in `values` to its next choice; "" or why it cannot."""
    if item == _GAME:
        return _next_game(values, session.rules.players, tracker)
    if item == 2:
        values["tiebreak"] ^= 1
    elif item == 3:
        values["odd_chip"] ^= 1
    elif item == 4:
        values["structure"] = (values["structure"] + 1) % len(STRUCTURE_NAMES)
    elif item == 5:
        values["bet"] = _next(_BETS, values["bet"])
    elif item == 6:
        values["raise_cap"] = _next(_RAISE_CAPS, values["raise_cap"])
    elif item == 7:
        values["hands"] = _next_length(values["hands"], session)
    elif session.game.PAIRS:   # O-PAIRS
        values["pairs"] = not values["pairs"]
    else:
        return OPTIONS[_N_PAIRS_ONLY]
    return ""


def _next_game(values, players, tracker):
    """The next game these players can play (a real deck: one-card games only)."""
    variant = values["variant"]
    for _ in range(len(WORDS)):
        variant = (variant + 1) % len(WORDS)
        game = load(variant)
        if players <= game.MAX_PLAYERS and (not tracker or real_deck(game)):
            values["variant"] = variant
            values["pairs"] = values["pairs"] and game.PAIRS
            return ""
    return OPTIONS[_N_NO_OTHER_GAME] % players


def _next_length(hands, session):
    """O-LENGTH: one to three rotations, until bust, last standing; never fewer hands
    than are played already."""
    players = session.rules.players
    choices = (0, 2 * players, 3 * players, UNTIL_BUST, LAST_STANDING)
    i = 0
    while i < len(choices) and choices[i] != hands:
        i += 1
    for _ in range(len(choices)):
        i = (i + 1) % len(choices)
        total = choices[i] if choices[i] > 0 else players if choices[i] == 0 else 0
        if not total or total > session.hand_no:
            return choices[i]
    return hands


def _next(choices, value):
    for i in range(len(choices)):
        if choices[i] == value:
            return choices[i + 1] if i + 1 < len(choices) else choices[0]
    return choices[0]
