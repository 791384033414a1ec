"""The settings panel between hands: the mode and the options RULES.md lets change then."""

from micropython import const

from indian_poker import Rules
from indian_poker.rules import STRUCTURE_NAMES

from ..board.keys import A, B, C
from . import layout
from .base import Screen

_ITEMS = const(6)   # mode, tiebreak, odd chip, betting, pairs, learn mode
_SHOWN = const(5)   # items on screen at once (rows 1-5), scrolled to the cursor


class SettingsPanel(Screen):
    """A cursor over the changeable settings: A moves, B changes, C goes back."""

    kind = "settings"
    panel = True

    def __init__(self, nav):
        self.nav = nav
        self.cursor = 0

    def press(self, key, long, started):
        """A moves, B changes the setting under the cursor, C: BACK."""
        self.notice = ""
        if key == A:
            self.cursor = (self.cursor + 1) % _ITEMS
        elif key == B:
            self._change()
        elif key == C:
            self.nav.pop()

    def _change(self):
        # RULES.md section 7: options change between hands only, from the next deal on
        table = self.nav.table
        session = table.session
        if self.cursor == 0:
            if not table.tracker and not session.can_deal(physical=True):
                self.notice = "A real deck works for one-card games only"
                return
            table.change(tracker=not table.tracker)
            return
        if self.cursor == 5:
            table.change(learn=not table.learn)
            return
        r = session.rules
        tiebreak, odd_chip, structure, pairs = r.tiebreak, r.odd_chip, r.structure, r.pairs
        if self.cursor == 1:
            tiebreak ^= 1
        elif self.cursor == 2:
            odd_chip ^= 1
        elif self.cursor == 3:
            structure = (structure + 1) % len(STRUCTURE_NAMES)
        elif session.game.PAIRS:   # O-PAIRS
            pairs = not pairs
        else:
            self.notice = "Pairs: two-card and community only"
            return
        try:
            rules = Rules(players=r.players, stack=r.stack, ante=r.ante, bet=r.bet,
                          raise_cap=r.raise_cap, structure=structure, tiebreak=tiebreak,
                          odd_chip=odd_chip, hands=r.hands, dealer_plays=r.dealer_plays,
                          variant=r.variant, pairs=pairs)
        except ValueError as err:
            self.notice = str(err)
            return
        table.change(rules=rules)

    def render(self, rows):
        """The settings, the cursor on one; the session's length, ante and stack below."""
        table = self.nav.table
        session = table.session
        rules = session.rules
        if session.game.PAIRS:
            pairs = "count" if rules.pairs else "no value"
        else:
            pairs = "-"
        values = ("Mode: " + ("tracker" if table.tracker else "pass-around"),
                  "Tiebreak: " + ("suits" if rules.tiebreak else "split"),
                  "Odd chip: " + ("first" if rules.odd_chip else "ledger"),
                  "Betting: " + STRUCTURE_NAMES[rules.structure],
                  "Pairs: " + pairs, "Learn: " + ("on" if table.learn else "off"))
        rows[0] = "Settings (next hand)"
        first = max(0, self.cursor - _SHOWN + 1)
        for i in range(first, first + _SHOWN):
            rows[1 + i - first] = (">" if i == self.cursor else " ") + values[i]
        length = layout.length_text(rules.hands, session.hands_total)
        rows[6] = layout.fit(" %s, ante %d, stack %d" % (length, rules.ante, rules.stack),
                             " %s, ante %d" % (length, rules.ante))
        if self.notice:
            layout.wrap(self.notice, rows, 5, 6)
        rows[7] = layout.keys("MOVE", "CHANGE", "BACK")
