"""The menu's standings: before or after the hand in play, every player's chips and net."""

# A panel opened from the menu, loaded while the menu's cursor rests on it (or at its OK)
# and dropped once it is closed (ONE_SHOT); its rows are the final standings'
# (screens/results.py).

from micropython import const

# what Session.standings() reads: loaded with this screen, so that one made ahead of its
# key (screens/menu.py) imports nothing at the key
import indian_poker.standings  # noqa: F401

from ..board.keys import A, B
from ..lang import SHOW
from . import layout
from .results import Results, standings_rows

# words (dealer/lang)
_BEFORE_HAND = const(39)
_BEFORE_HAND_POT = const(40)
_POT_HAND = const(41)
_STANDINGS = const(42)
_AFTER_HAND = const(38)

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)


def standings_title(session):
    """The standings' title: after which hand, or before the hand in play and its pot."""
    hand = session.hand
    if hand is not None and not hand.over:
        if not session.game.BETTING:
            return SHOW[_BEFORE_HAND] % session.hand_no
        return layout.fit(SHOW[_BEFORE_HAND_POT] % (session.hand_no, hand.pot),
                          SHOW[_POT_HAND] % (hand.pot, session.hand_no))
    if not session.hand_no:
        return SHOW[_STANDINGS]
    return SHOW[_AFTER_HAND] % layout.hand_of(session.hand_no, session.hands_total)


class Standings(Results):
    """The standings from the menu, before or after the hand in play; A: BACK."""

    kind = "standings"
    panel = True   # opened from the menu: the menu key closes it

    def press(self, key, long, started):
        """B: MORE; A: BACK."""
        if key == B:
            self.page += 1
        elif key == A:
            self.nav.pop()

    def render(self, rows):
        """The title, a page of the standings."""
        table = self.nav.table
        rows[0] = standings_title(table.session)
        self.page = standings_rows(rows, table.session, table.names, self.page)
