"""Setting up a session: the language, players, names, mode, then the options of the
rules core."""

# One screen for the five steps (a family: one class is clearly smaller than five on
# the board). As on every screen, A is BACK (one step back), B changes, C goes on (NEXT);
# on the options' first line, Start, C starts the session (dealer/sessions.py). The
# choices start from settings.toml, or from those of the session just played. The
# options' values and changes are in setup_options.py, over the option table (options.py).
# The language comes first only at a fresh start (dealer/boot.py: no language in
# settings.toml, none saved): each in its own name, and the one under the cursor is the
# device's at once.

from micropython import const

from .. import lang
from ..board.keys import NONE, A, B, C
from ..lang import KEYS, SETUP
from ..settings import DEFAULT_NAMES
from . import layout, setup_options
from .base import Screen
from .text import step_letter

ONE_SHOT = ("dealer.screens.setup_options",   # one-shot (indian_poker/loading.py)
            "dealer.screens.options")

PLAYERS = const(0)
NAMES = const(1)
MODE = const(2)
OPTIONS = const(3)
LANGUAGE = const(4)        # the first step at a fresh start only
# words (dealer/lang)
_NEXT = const(1)
_BACK = const(0)
_CHANGE = const(3)
_MORE = const(5)
_EDIT = const(7)
_START = const(8)
_LANGUAGE = const(0)
_NEW_SESSION = const(1)
_PLAYERS_N = const(2)
_PLAYER_RANGE = const(3)
_RICHEST = const(4)
_MODE = const(5)
_TRACKER = const(6)
_PASS_AROUND = const(7)
_TRACKER_TEXT = const(8)
_PASS_TEXT = const(9)
_NAMES = const(10)
_SEAT = const(11)
_OPTIONS = const(12)
_SAME_NAME = const(13)
# B held on Hands counts the hands up: the first step after 400 ms, then one every 150 ms
_COUNT_AFTER_MS = const(400)
_COUNT_EVERY_MS = const(150)


class Setup(Screen):
    """The setup's choices and the step on screen (`step`: PLAYERS .. OPTIONS)."""

    kind = "setup"

    def __init__(self, nav, table=None):
        super().__init__(nav)
        self.learn = False        # learn mode and the chip value (dealer.chip_value), ..
        self.chip_value = None    # .. from settings.toml or the last session:
        setup_options.take_modes(self, nav.settings if table is None else table)
        if table is None:
            settings = nav.settings
            rules = settings.make_rules()
            names = settings.names
            self.tracker = settings.tracker
        else:
            rules = table.session.rules
            names = table.names
            self.tracker = table.tracker
        self.players = rules.players
        self.names = list(names)   # a name for each of 10 seats, the unused ones as spares
        for spare in DEFAULT_NAMES:
            if len(self.names) < len(DEFAULT_NAMES) and spare not in self.names:
                self.names.append(spare)
        setup_options.take(self, rules)
        self.step = PLAYERS
        self.seat = -1          # the seat whose name is being edited, -1 when none is
        self.letter = 0
        self.cursor = 0         # the option under the cursor
        self.counted = 0        # hands counted up by the B being held on Hands now
        self.ready = None       # (rules, why not) checked while the cursor rests on Start

    def tick(self, now, held):
        """B held on Hands: one hand more every _COUNT_EVERY_MS (any number of hands).
        Idle on Start: what START needs is made ready (_ready)."""
        if held == NONE:
            if self.ready is None and self.step == OPTIONS and \
                    self.cursor == setup_options.START:
                self._ready()
            return False
        if held & 3 != B or self.step != OPTIONS or \
                self.cursor != setup_options.HANDS or held >> 2 < _COUNT_AFTER_MS:
            return False
        due = ((held >> 2) - _COUNT_AFTER_MS) // _COUNT_EVERY_MS + 1
        if self.counted >= due:
            return False
        while self.counted < due:
            setup_options.count_up(self)
            self.counted += 1
        return True

    def press(self, key, long, started):
        """The keys of the step on screen; the notice of the last one goes."""
        self.notice = ""
        ready = self.ready   # made from the choices before this key, which may change them
        self.ready = None
        if self.counted:   # the release that ends a held count: the count was the change
            self.counted = 0
            return
        step = self.step
        if step == LANGUAGE:
            self._language_key(key)
        elif step == PLAYERS:
            if key == C:
                self.step = NAMES
            else:
                self.players = min(10, max(2, self.players + (1 if key == B else -1)))
        elif step == NAMES:
            self._names_key(key, long)
        elif step == MODE:
            if key == B:
                self.tracker = not self.tracker
            else:
                self.step = NAMES if key == A else OPTIONS
        else:
            self._options_key(key, ready)

    def _ready(self):
        """The rules START would start with, checked now (the checker loads and goes), and
        the router imported, which stays with the session. The first save's snapshot
        writer is left to START: loaded here it took 2 KB more at this idle point and 0.5 KB
        through the hand. If there is no room now, START does it all."""
        try:
            self.ready = setup_options.rules(self)
            __import__("dealer.screens.flow")   # the router, by name: it imports this module
        except MemoryError:
            self.ready = False   # not tried again until a key

    def _language_key(self, key):
        """A and B: the language above or below, loaded at once; C: NEXT (the players)."""
        if key == C:
            self.step = PLAYERS
            return
        count = len(lang.CODES)
        lang.use(lang.CODES[(lang.CODES.index(lang.code) + (1 if key == B else -1)) % count])

    def _names_key(self, key, long):
        """A: BACK, B: EDIT, C: NEXT (no two names alike); while editing, see _edit."""
        if self.seat >= 0:
            self._edit(key, long)
        elif key == B:
            self.seat = 0
            self.letter = 0
        elif key == A:
            self.step = PLAYERS
        else:
            for seat in range(self.players):
                if self.names[seat] in self.names[:seat]:
                    self.notice = SETUP[_SAME_NAME] % self.names[seat]
                    return
            self.step = MODE

    def _edit(self, key, long):
        """From the first seat: A/B step the letter under the caret, C the next letter
        (after a seat's third, the next seat); a held C ends the edit."""
        names = self.names
        if key == C:
            self.letter += 1
            if self.letter == 3:
                self.letter = 0
                self.seat += 1
            if long or self.seat == self.players:
                self.seat = -1
            return
        names[self.seat] = step_letter(names[self.seat], self.letter, 1 if key == B else -1)

    def _options_key(self, key, ready):
        """On Start: A: BACK (to the mode), B: MORE (the first option), C: START; on an
        option: A: BACK (to Start), B: CHANGE, C: NEXT (after the last one, Start)."""
        if key == A:
            if self.cursor == setup_options.START:
                self.step = MODE
            self.cursor = setup_options.START
        elif key == B:
            if self.cursor == setup_options.START:
                self.cursor += 1
            else:
                self.notice = setup_options.change(self, self.cursor)
        elif self.cursor != setup_options.START:
            self.cursor = (self.cursor + 1) % setup_options.COUNT
        else:
            rules, self.notice = ready or setup_options.rules(self)
            if rules is not None:
                from ..sessions import start
                start(self.nav, rules, self.names, self.tracker, self.learn, self.chip_value)

    def render(self, rows):
        """The step on screen, then why the last key did nothing (rows 4-6)."""
        step = self.step
        if step == LANGUAGE:
            self._draw_languages(rows)
        elif step == PLAYERS:
            rows[0] = SETUP[_NEW_SESSION]
            rows[2] = SETUP[_PLAYERS_N] % self.players
            rows[3] = SETUP[_PLAYER_RANGE]
            layout.wrap(SETUP[_RICHEST], rows, 4, 5)
            rows[7] = layout.keys("-", "+", KEYS[_NEXT])
        elif step == NAMES:
            self._draw_names(rows)
        elif step == MODE:
            rows[0] = SETUP[_MODE]
            rows[2] = "> " + SETUP[_TRACKER if self.tracker else _PASS_AROUND]
            layout.wrap(SETUP[_TRACKER_TEXT if self.tracker else _PASS_TEXT], rows, 3, 6)
            rows[7] = layout.keys(KEYS[_BACK], KEYS[_CHANGE], KEYS[_NEXT])
        else:
            self._draw_options(rows)
        if self.notice:
            layout.wrap(self.notice, rows, 4, 6)

    def _draw_languages(self, rows):
        """The five languages, each in its own name, the cursor on the one loaded."""
        rows[0] = SETUP[_LANGUAGE]
        chosen = lang.CODES.index(lang.code)
        for i in range(len(lang.NAMES)):
            rows[1 + i] = ("> " if i == chosen else "  ") + lang.NAMES[i]
        rows[7] = layout.keys("↑", "↓", KEYS[_NEXT])

    def _draw_names(self, rows):
        """The names in seat order; while editing, the seat and a caret under its letter."""
        rows[0] = SETUP[_NAMES]
        layout.tokens(self.names[:self.players], rows, 1, 3)
        if self.seat < 0:
            rows[7] = layout.keys(KEYS[_BACK], KEYS[_EDIT], KEYS[_NEXT])
            return
        name = self.names[self.seat]
        row = SETUP[_SEAT] % (self.seat + 1, name)
        rows[4] = row
        rows[5] = " " * (len(row) - len(name) + self.letter) + "^"
        rows[7] = layout.keys("-", "+", KEYS[_NEXT])

    def _draw_options(self, rows):
        """A page of options, scrolled to the cursor."""
        rows[0] = SETUP[_OPTIONS]
        values = setup_options.values(self)
        first = max(0, self.cursor - layout.PAGE_ROWS + 1)   # scroll to the cursor
        for i in range(first, min(setup_options.COUNT, first + layout.PAGE_ROWS)):
            mark = ">" if i == self.cursor else " "
            rows[1 + i - first] = layout.labelled("%s%s " % (mark, setup_options.label(i)),
                                                  values[i])
        start = self.cursor == setup_options.START
        rows[7] = layout.keys(KEYS[_BACK], KEYS[_MORE if start else _CHANGE],
                              KEYS[_START if start else _NEXT])
