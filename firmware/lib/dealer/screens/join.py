"""Between hands: a new player joins a seat someone left: their name, then OK."""

# Opened from the buy-ins (screens/buyins.py) on a seat whose player left. The name is
# three letters, edited as in the setup: B steps the letter under the caret forward, a
# hold of B steps it back, C goes to the next letter; OK on the third joins. A goes back
# with nothing done. The name must be new to the session: the standings and the
# settle-up keep the leaver under theirs.

from micropython import const

from indian_poker import IllegalAction

from ..board.keys import A, B
from ..lang import KEYS, RESULTS, said
from ..settings import DEFAULT_NAMES
from . import layout
from .base import Screen
from .text import step_letter

# words (dealer/lang)
_BACK = const(0)
_NEXT = const(1)
_OK = const(2)
_JOIN_SEAT = const(23)
_LEFT_IT = const(24)
_NEW_PLAYER_CHIPS = const(25)
_NAME = const(26)
_HOLD_B_LETTER = const(27)

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

    def __init__(self, nav, seat, joined):
        super().__init__(nav)
        self.seat = seat
        self.joined = joined   # told what the join did, once this screen is gone
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
        self.joined(done)   # the buy-ins below say it

    def render(self, rows):
        """The seat, the name with a caret under the letter being edited."""
        table = self.nav.table
        rows[0] = RESULTS[_JOIN_SEAT] % (self.seat + 1)
        rows[1] = RESULTS[_LEFT_IT] % table.names[self.seat]
        rows[2] = layout.clip(RESULTS[_NEW_PLAYER_CHIPS] % table.session.rules.stack)
        row = RESULTS[_NAME] % self.name
        rows[3] = row
        rows[4] = " " * (len(row) - len(self.name) + self.letter) + "^"
        rows[5] = RESULTS[_HOLD_B_LETTER]
        if self.notice:
            rows[5] = ""
            layout.wrap(self.notice, rows, 5, 6)
        rows[7] = layout.keys(KEYS[_BACK], "+", KEYS[_OK if self.letter == 2 else _NEXT])
