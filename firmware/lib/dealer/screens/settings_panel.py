"""The settings panel between hands: the mode, the game and the options docs/rules.md lets
change then (section 7), from the next deal on: the option table's BETWEEN entries."""

from micropython import const

from ..board.keys import A, B, C
from ..lang import KEYS, OPTIONS, said
from . import layout, options
from .base import Screen

# words (dealer/lang)
_BACK = const(0)
_NEXT = const(1)
_CHANGE = const(3)
_SETTINGS_TITLE = const(37)

ONE_SHOT = ("dealer.screens.options",)   # one-shot (indian_poker/loading.py)

_ITEMS = options.for_editor(options.BETWEEN)   # the option table's entries, in its order


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
            self.cursor = (self.cursor + 1) % len(_ITEMS)

    def _change(self):
        table = self.nav.table
        session = table.session
        index = _ITEMS[self.cursor]
        field = options.ENTRIES[index][1]
        if options.ENTRIES[index][4] & options.ACTION:   # rebuys and leavers: their screen
            from indian_poker.buyins import why_not
            self.notice = said(why_not(session))
            if not self.notice:
                from .buyins import BuyIns
                self.nav.push(BuyIns(self.nav))
            return
        choices = options.Choices(table)
        self.notice = options.step(choices, index)
        if self.notice:
            return
        if options.is_language(index):
            table.speak(options.next_language())
        elif field == "tracker":
            table.change(tracker=choices.tracker)
        elif field == "learn":
            table.change(learn=choices.learn)
        else:
            try:
                rules = session.rules.replace(**options.rules_changes(choices, session.rules))
            except ValueError as err:
                self.notice = said(err)
                return
            table.change(rules=rules)

    def render(self, rows):
        """The settings, a page of six around the cursor."""
        rows[0] = OPTIONS[_SETTINGS_TITLE]
        choices = options.Choices(self.nav.table)
        first = max(0, self.cursor - layout.PAGE_ROWS + 1)
        for i in range(first, min(len(_ITEMS), first + layout.PAGE_ROWS)):
            index = _ITEMS[i]
            rows[1 + i - first] = layout.labelled("%s%s: " % (
                ">" if i == self.cursor else " ", options.label(index)),
                options.shown(choices, index))
        if self.notice:
            layout.wrap(self.notice, rows, 5, 6)
        rows[7] = layout.keys(KEYS[_BACK], KEYS[_CHANGE], KEYS[_NEXT])
