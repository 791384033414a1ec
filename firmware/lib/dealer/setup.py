"""Setting up a session: players, names, mode and the options the rules core offers."""

from . import games, screens

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

PLAYERS = const(0)
NAMES = const(1)
EDIT = const(2)      # editing one seat's name letter by letter
MODE = const(3)
OPTIONS = const(4)

_KEY_A = const(0)
_KEY_B = const(1)
_KEY_C = const(2)
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_OPTIONS = ("Game", "Tiebreak", "Odd chip", "Hands", "Betting", "Stack", "Ante", "Dealer",
            "Pairs", "Bet", "Raises", "Back")
_STRUCTURES = ("fixed", "pot limit", "no limit")
_BUST = const(4)           # the fourth choice of hands: until a player cannot pay the ante
_LAST = const(5)           # the fifth: last standing, until one player holds every chip
_STACKS = (100, 200, 500, 50, 20)
_ANTES = (1, 2, 5, 0)
_BETS = (1, 2, 5, 10)
_RAISE_CAPS = (1, 2, 3, 0)


class Setup:
    """The setup screens; `press` returns the Rules to start with, else None."""

    def __init__(self, settings):
        self.settings = settings
        rules = settings.make_rules()
        self.players = rules.players
        self.names = list(settings.names)
        self.tracker = settings.tracker
        self.tiebreak = rules.tiebreak
        self.odd_chip = rules.odd_chip
        self.structure = rules.structure
        self.variant = rules.variant
        self.hands = rules.hands   # from settings.toml: 0 is one rotation
        self.rotations = 0         # 1-3 rotations, _BUST or _LAST once chosen; 0 keeps `hands`
        self.stack = rules.stack
        self.ante = rules.ante
        self.dealer_plays = rules.dealer_plays   # O-DEALER-SITS-OUT
        self.pairs = rules.pairs   # O-PAIRS
        self.bet = rules.bet
        self.raise_cap = rules.raise_cap
        self.step = PLAYERS
        self.seat = 0
        self.letter = 0
        self.cursor = 0
        self.notice = ""

    def resume(self, rules, names, tracker):
        """Start from the choices of the session just played (a new session, same table)."""
        self.players = rules.players
        self.names = list(names)
        self.tracker = tracker
        self.tiebreak = rules.tiebreak
        self.odd_chip = rules.odd_chip
        self.structure = rules.structure
        self.variant = rules.variant
        self.hands = rules.hands
        self.rotations = 0
        self.stack = rules.stack
        self.ante = rules.ante
        self.dealer_plays = rules.dealer_plays
        self.pairs = rules.pairs
        self.bet = rules.bet
        self.raise_cap = rules.raise_cap

    def press(self, key, long):
        """Handle soft key A, B or C (long: finishes a name edit)."""
        self.notice = ""
        step = self.step
        if step == PLAYERS:
            if key == _KEY_C:
                self.step = NAMES
            else:
                self.players = min(10, max(2, self.players + (1 if key == _KEY_B else -1)))
        elif step == NAMES:
            if key == _KEY_A:
                self.step = EDIT
                self.seat = 0
                self.letter = 0
            elif key == _KEY_B:
                self.step = PLAYERS
            elif self._names_differ():
                self.step = MODE
        elif step == EDIT:
            self._edit(key, long)
        elif step == MODE:
            if key == _KEY_A:
                self.tracker = not self.tracker
            else:
                self.step = NAMES if key == _KEY_B else OPTIONS
        elif key == _KEY_A:
            self.cursor = (self.cursor + 1) % len(_OPTIONS)
        elif key == _KEY_B:
            self._change()
        else:
            return self._rules()
        return None

    def _edit(self, key, long):
        name = self.names[self.seat]
        if key == _KEY_C:
            if long:
                self.step = NAMES
                return
            self.letter += 1
            if self.letter == 3:
                self.letter = 0
                self.seat += 1
                if self.seat == self.players:
                    self.step = NAMES
            return
        name = (name + "AAA")[:3]
        i = _LETTERS.find(name[self.letter])
        ch = _LETTERS[(i + (1 if key == _KEY_B else -1)) % len(_LETTERS)]
        self.names[self.seat] = name[:self.letter] + ch + name[self.letter + 1:]

    def _names_differ(self):
        for seat in range(self.players):
            if self.names[seat] in self.names[:seat]:
                self.notice = "Two players are called %s: edit one" % self.names[seat]
                return False
        return True

    def _change(self):
        option = self.cursor
        if option == 0:
            self.variant = (self.variant + 1) % len(games.NAMES)
            self.pairs = self.pairs and games.has_pairs(self.variant)
        elif option == 1:
            self.tiebreak ^= 1
        elif option == 2:
            self.odd_chip ^= 1
        elif option == 3:
            self.rotations = self.rotations % _LAST + 1
        elif option == 4:
            self.structure = (self.structure + 1) % 3
        elif option == 5:
            self.stack = _next(_STACKS, self.stack)
        elif option == 6:
            self.ante = _next(_ANTES, self.ante)
        elif option == 7:
            self.dealer_plays = not self.dealer_plays
        elif option == 8:
            if games.has_pairs(self.variant):
                self.pairs = not self.pairs
            else:
                self.notice = "Pairs: two-card and community only"
        elif option == 9:
            self.bet = _next(_BETS, self.bet)
        elif option == 10:
            self.raise_cap = _next(_RAISE_CAPS, self.raise_cap)
        else:
            self.step = MODE
            self.cursor = 0

    def _hand_count(self):
        if self.rotations == _BUST:
            return -1  # UNTIL_BUST
        if self.rotations == _LAST:
            return -2  # LAST_STANDING
        if self.rotations:
            return 0 if self.rotations == 1 else self.rotations * self.players
        return self.hands

    def _rules(self):
        hands = self._hand_count()
        if self.tracker and not games.one_card(self.variant):
            self.notice = "A real deck works for one-card games only: choose pass-around"
            return None
        try:
            return self.settings.make_rules(players=self.players, tiebreak=self.tiebreak,
                                            odd_chip=self.odd_chip, hands=hands,
                                            structure=self.structure, stack=self.stack,
                                            ante=self.ante, variant=self.variant,
                                            dealer_plays=self.dealer_plays, pairs=self.pairs,
                                            bet=self.bet, raise_cap=self.raise_cap)
        except ValueError as err:
            self.notice = str(err)
            return None

    def render(self, rows):
        """Fill `rows` with the current setup screen; returns its kind."""
        step = self.step
        if step == PLAYERS:
            rows[0] = "New session"
            rows[2] = "Players: %d" % self.players
            rows[3] = "(2 to 10)"
            screens.wrap("4 to 7 players give the richest game.", rows, 4, 5)
            rows[7] = screens.keys("-", "+", "NEXT")
        elif step == NAMES or step == EDIT:
            rows[0] = "Names"
            screens.tokens(self.names[:self.players], rows, 1, 3)
            if step == EDIT:
                rows[4] = "Seat %d: %s" % (self.seat + 1, self.names[self.seat])
                rows[5] = " " * (8 + len(str(self.seat + 1)) + self.letter) + "^"
                rows[7] = screens.keys("-", "+", "NEXT")
            else:
                rows[7] = screens.keys("EDIT", "BACK", "NEXT")
        elif step == MODE:
            rows[0] = "Mode"
            if self.tracker:
                rows[2] = "> tracker"
                screens.wrap("A real deck on the foreheads; the device keeps the pot "
                             "and the turns.", rows, 3, 6)
            else:
                rows[2] = "> pass-around"
                screens.wrap("The device deals and is passed from player to player.",
                             rows, 3, 6)
            rows[7] = screens.keys("CHANGE", "BACK", "NEXT")
        else:
            rows[0] = "Options"
            hands = self._hand_count()
            if hands < 0:
                length = screens.length_text(hands, 0)
            else:
                length = "%d" % (hands or self.players)
            if games.has_pairs(self.variant):
                pairs = "count" if self.pairs else "no value"
            else:
                pairs = "-"
            values = (games.NAMES[self.variant], "split" if self.tiebreak == 0 else "suits",
                      "ledger" if self.odd_chip == 0 else "first", length,
                      _STRUCTURES[self.structure], "%d" % self.stack, "%d" % self.ante,
                      "plays" if self.dealer_plays else "sits out", pairs, "%d" % self.bet,
                      "%d" % self.raise_cap if self.structure == 0 else "any", "")
            first = max(0, self.cursor - screens.PAGE_ROWS + 1)   # scroll to the cursor
            for i in range(first, min(len(_OPTIONS), first + screens.PAGE_ROWS)):
                mark = ">" if i == self.cursor else " "
                rows[1 + i - first] = screens.clip("%s%s %s" % (mark, _OPTIONS[i], values[i]))
            rows[7] = screens.keys("MOVE", "CHANGE", "START")
        if self.notice:
            screens.wrap(self.notice, rows, 4, 6)
        return "setup"


def _next(choices, value):
    for i in range(len(choices)):
        if choices[i] == value:
            return choices[(i + 1) % len(choices)]
    return choices[0]
