"""The menu key's list: only what makes sense at this moment is offered."""

from . import screens

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

UNDO = const(0)
MISDEAL = const(1)
STANDINGS = const(2)
SETTINGS = const(3)
END = const(4)
SEND = const(5)
SCREEN_OFF = const(6)
BACK = const(7)
NOTHING = const(-1)

_LABELS = ("Undo last action", "Misdeal", "Standings", "Settings", "End session",
           "Send histories", "Screen off", "Back")
_KEY_A = const(0)
_KEY_B = const(1)
_KEY_C = const(2)


class Menu:
    """A cursor over the items whose bits are set in `offered`."""

    def __init__(self, offered):
        self.offered = offered | 1 << BACK
        self.cursor = self._step(-1, 1)

    def _step(self, item, direction):
        for _ in range(len(_LABELS)):
            item = (item + direction) % len(_LABELS)
            if self.offered >> item & 1:
                return item
        return BACK

    def press(self, key):
        """A and B move the cursor; C returns the chosen item (else NOTHING)."""
        if key == _KEY_A:
            self.cursor = self._step(self.cursor, -1)
        elif key == _KEY_B:
            self.cursor = self._step(self.cursor, 1)
        elif key == _KEY_C:
            return self.cursor
        return NOTHING

    def render(self, rows):
        """Fill `rows` with the menu; returns its kind."""
        rows[0] = "Menu"
        row = 1
        for item in range(len(_LABELS)):
            if self.offered >> item & 1:
                rows[row] = ("> " if item == self.cursor else "  ") + _LABELS[item]
                row += 1
        rows[7] = screens.keys("UP", "DOWN", "OK")
        return "menu"


def offered(table):
    """Bitmask of the items that make sense now (`table` None: no session yet)."""
    items = 1 << SCREEN_OFF
    if table is None:
        return items
    items |= 1 << STANDINGS
    if table.session.hand is not None and not table.at_end():
        items |= 1 << UNDO
    if not table.between_hands():
        items |= 1 << MISDEAL
    elif not table.session.over:
        items |= 1 << SETTINGS | 1 << END
    elif table.at_end():   # the histories show every card: only once the session is over
        items |= 1 << SEND
    return items


def table_action(item, table):
    """Undo, misdeal or end the session; returns what to tell the players."""
    # A refusal of the rules core is told as it is, and changes nothing.
    from indian_poker import IllegalAction
    session = table.session
    hand = session.hand
    try:
        if item == UNDO:
            if hand.over and hand.showdown and not hand.physical:
                # everyone has seen their own card: betting on could no longer be fair
                return "The cards were shown: this hand cannot be undone"
            hand.undo()
            done = "Undone"
        elif item == MISDEAL:
            session.misdeal()
            done = "Misdeal: deal the real cards again" if hand.physical \
                else "Misdeal: new cards are dealt"
        else:
            session.end()
            done = "Session ended"
    except IllegalAction as err:
        return str(err)
    table.log(done)
    table.sync()
    if item == END:
        table.show_end()
    elif item == MISDEAL and hand.physical:
        table.cut()   # R-MISDEAL: the same dealer deals again, after a new cut
    return done
