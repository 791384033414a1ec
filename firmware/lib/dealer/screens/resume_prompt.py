"""At power-up: "Resume session? Hand 3/6": A resumes, C (asked first) sets up a new one."""

# The save stays until a new session starts. After a deep sleep or a crash screen's
# "resume" the journal's last record says so, and the session resumes without asking
# (dealer/sessions.py). A resumed hand always restarts at the hand-off screen, never on
# a card screen. This module is needed at power-up only: it is forgotten once answered.

from micropython import const

from indian_poker.loading import unload

from ..board.keys import A, C
from ..lang import KEYS, SETUP, TABLE
from . import layout
from .base import Screen

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)
# words (dealer/lang)
_RESUME = const(13)
_NEW = const(14)
_TRACKER = const(6)
_PASS_AROUND = const(7)
_RESUME_Q = const(23)
_HAND_N = const(24)
_N_PLAYERS = const(25)
_SESSION_OVER = const(26)
_RESUME_NEW_Q = const(28)


class ResumePrompt(Screen):
    """The boot question over the setup's first screen: resume the saved session, or not."""

    kind = "resume"

    def __init__(self, nav, saved):
        super().__init__(nav)
        self.saved = saved    # store.restore.Saved

    def render(self, rows):
        """Which hand of how many, how many players, which mode."""
        session = self.saved.session
        total = session.hands_total
        number = session.hand_no if session.hand is not None else session.hand_no + 1
        if total and number > total:
            number = total
        rows[0] = TABLE[_RESUME_Q]
        rows[2] = TABLE[_HAND_N] % layout.hand_of(number, total)
        rows[3] = TABLE[_N_PLAYERS] % session.rules.players
        rows[4] = SETUP[_TRACKER if self.saved.tracker else _PASS_AROUND]
        if session.over:
            rows[5] = TABLE[_SESSION_OVER]
        rows[7] = layout.keys(KEYS[_RESUME], "", KEYS[_NEW])

    def press(self, key, long, started):
        """A resumes; C asks, then leaves the prompt for the setup below it."""
        if key == A:
            from ..sessions import resume
            resume(self.nav, self.saved)
            self._done()
        elif key == C:   # BACK on A, YES on B: a double tap of C says nothing
            from .confirm import Confirm
            self.nav.push(Confirm(self.nav, TABLE[_RESUME_NEW_Q], self._new))

    def _new(self):
        self.nav.pop()
        self._done()

    def _done(self):
        self.saved = None
        unload("dealer.screens.resume_prompt")
