"""A question before a step that cannot be taken back: BACK on A, YES on B."""

# The menu chooses with C and the crash screen's NEW is C: the answer is on another key,
# so a double tap of the key that chose never says yes; BACK stays on A, as everywhere.

from micropython import const

from ..board.keys import A, B
from ..lang import KEYS
from . import layout
from .base import Screen

# words (dealer/lang)
_BACK = const(0)
_YES = const(4)

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)


class Confirm(Screen):
    """`question`, then B: `then()` runs; A: back to the screen below, nothing done."""

    kind = "confirm"
    panel = True   # the menu key closes it too: nothing done

    def __init__(self, nav, question, then):
        super().__init__(nav)
        self.question = question
        self.then = then

    def press(self, key, long, started):
        """B: yes; A: back; C (the key that chose) does nothing."""
        if key == B:
            self.nav.pop()
            self.then()
        elif key == A:
            self.nav.pop()

    def render(self, rows):
        """The question and the two answers."""
        layout.wrap(self.question, rows, 0, 6)
        rows[7] = layout.keys(KEYS[_BACK], KEYS[_YES], "")
