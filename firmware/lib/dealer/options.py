"""The settings panel between hands: the mode and the options RULES.md lets change then."""

from . import games, screens

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

_KEY_A = const(0)
_KEY_B = const(1)
_ITEMS = const(4)   # mode, tiebreak, odd chip, betting
_STRUCTURES = ("fixed limit", "pot limit", "no limit")


class OptionsPanel:
    """A cursor over the changeable settings; B changes the one under the cursor."""

    def __init__(self, table):
        self.table = table
        self.cursor = 0
        self.notice = ""

    def press(self, key):
        """A moves, B changes; returns True when C leaves the panel."""
        self.notice = ""
        if key == _KEY_A:
            self.cursor = (self.cursor + 1) % _ITEMS
        elif key == _KEY_B:
            self._change()
        else:
            return True
        return False

    def _change(self):
        table = self.table
        if self.cursor == 0:
            if not table.tracker and not games.one_card(table.session.rules.variant):
                self.notice = "A real deck works for one-card games only"
                return
            table.tracker = not table.tracker
            return
        session = table.session
        r = session.rules
        tiebreak, odd_chip, structure = r.tiebreak, r.odd_chip, r.structure
        if self.cursor == 1:
            tiebreak ^= 1
        elif self.cursor == 2:
            odd_chip ^= 1
        else:
            structure = (structure + 1) % 3
        from indian_poker import Rules
        try:  # O-...: options change only between hands, and take effect from the next deal
            session.rules = Rules(players=r.players, stack=r.stack, ante=r.ante, bet=r.bet,
                                  raise_cap=r.raise_cap, structure=structure,
                                  tiebreak=tiebreak, odd_chip=odd_chip, hands=r.hands,
                                  dealer_plays=r.dealer_plays, variant=r.variant)
        except ValueError as err:
            self.notice = str(err)

    def render(self, rows):
        """Fill `rows` with the panel; returns its kind."""
        table = self.table
        rules = table.session.rules
        values = ("Mode: " + ("tracker" if table.tracker else "pass-around"),
                  "Tiebreak: " + ("suits" if rules.tiebreak else "split"),
                  "Odd chip: " + ("first" if rules.odd_chip else "ledger"),
                  "Betting: " + _STRUCTURES[rules.structure])
        rows[0] = "Settings (next hand)"
        for i in range(_ITEMS):
            rows[1 + i] = (">" if i == self.cursor else " ") + values[i]
        total = table.session.hands_total
        rows[5] = screens.clip(" Ante %d, stack %d" % (rules.ante, rules.stack))
        rows[6] = " %d hands" % total if total else " until bust"
        if self.notice:
            screens.wrap(self.notice, rows, 5, 6)
        rows[7] = screens.keys("MOVE", "CHANGE", "BACK")
        return "settings"
