"""Between hands: a new player joins a seat someone left: their name, then OK."""

# Opened from the buy-ins (screens/buyins.py) on a seat whose player left. The name is
# three letters, edited as in the setup: B steps the letter under the caret forward, a
# hold of B steps it back, C goes to the next letter; OK on the third joins. A goes back
# with nothing done. The name must be new to the session: the standings and the
# settle-up keep the leaver under theirs.

from indian_poker import IllegalAction

from ..board.keys import A, B
from ..lang import said
from ..settings import DEFAULT_NAMES
from . import layout
from .base import Screen
from .text import step_letter

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)


def spare_name(names):
    """A name nobody in `names` has: the first free default, else P and a number."""
    for name in DEFAULT_NAMES:
        if name not in names:
            return name
    number = len(names) + 1
    while "P%d" % number in names:
        number += 1
    return "P%d" % number


class Join(Screen):
    """A: BACK; B: + (held: -) on the letter under the caret; C: NEXT letter, OK joins."""

    kind = "join"

    def __init__(self, nav, seat):
        super().__init__(nav)
        self.seat = seat
        self.name = spare_name(nav.table.names)
        self.letter = 0

    def press(self, key, long, started):
        """See the class; a refused join says why and the name stays to edit."""
        self.notice = ""
        if key == A:
            self.nav.pop()
        elif key == B:
            self.name = step_letter(self.name, self.letter, -1 if long else 1)
        elif self.letter < 2:
            self.letter += 1
        else:
            self._join()

    def _join(self):
        nav = self.nav
        try:
            done = nav.table.join(self.seat, self.name)
        except IllegalAction as err:   # a name someone here had: edit it
            self.notice = said(err)
            self.letter = 0
            return
        nav.pop()
        nav.top().notice = done   # the buy-ins below say it

    def render(self, rows):
        """The seat, the name with a caret under the letter being edited."""
        table = self.nav.table
        rows[0] = "Join seat %d" % (self.seat + 1)
        rows[1] = "%s left it" % table.names[self.seat]
        rows[2] = layout.clip("New player: %d chips" % table.session.rules.stack)
        rows[3] = "Name: %s" % self.name
        rows[4] = " " * (6 + self.letter) + "^"
        rows[5] = "hold B: letter back"
        if self.notice:
            rows[5] = ""
            layout.wrap(self.notice, rows, 5, 6)
        rows[7] = layout.keys("BACK", "+", "OK" if self.letter == 2 else "NEXT")
