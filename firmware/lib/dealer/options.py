"""The settings panel between hands: the mode and the options RULES.md lets change then."""

from . import games, screens

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

_KEY_A = const(0)
_KEY_B = const(1)
_ITEMS = const(5)   # mode, tiebreak, odd chip, betting, pairs
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
        tiebreak, odd_chip, structure, pairs = r.tiebreak, r.odd_chip, r.structure, r.pairs
        if self.cursor == 1:
            tiebreak ^= 1
        elif self.cursor == 2:
            odd_chip ^= 1
        elif self.cursor == 3:
            structure = (structure + 1) % 3
        elif games.has_pairs(r.variant):
            pairs = not pairs
        else:
            self.notice = "Pairs: two-card and community only"
            return
        from indian_poker import Rules
        try:  # O-...: options change only between hands, and take effect from the next deal
            session.rules = Rules(players=r.players, stack=r.stack, ante=r.ante, bet=r.bet,
                                  raise_cap=r.raise_cap, structure=structure,
                                  tiebreak=tiebreak, odd_chip=odd_chip, hands=r.hands,
                                  dealer_plays=r.dealer_plays, variant=r.variant, pairs=pairs)
        except ValueError as err:
            self.notice = str(err)

    def render(self, rows):
        """Fill `rows` with the panel; returns its kind."""
        table = self.table
        rules = table.session.rules
        if games.has_pairs(rules.variant):
            pairs = "count" if rules.pairs else "no value"
        else:
            pairs = "-"
        values = ("Mode: " + ("tracker" if table.tracker else "pass-around"),
                  "Tiebreak: " + ("suits" if rules.tiebreak else "split"),
                  "Odd chip: " + ("first" if rules.odd_chip else "ledger"),
                  "Betting: " + _STRUCTURES[rules.structure],
                  "Pairs: " + pairs)
        rows[0] = "Settings (next hand)"
        for i in range(_ITEMS):
            rows[1 + i] = (">" if i == self.cursor else " ") + values[i]
        length = screens.length_text(rules.hands, table.session.hands_total)
        rows[6] = screens.fit(" %s, ante %d, stack %d" % (length, rules.ante, rules.stack),
                              " %s, ante %d" % (length, rules.ante))
        if self.notice:
            screens.wrap(self.notice, rows, 5, 6)
        rows[7] = screens.keys("MOVE", "CHANGE", "BACK")
        return "settings"
