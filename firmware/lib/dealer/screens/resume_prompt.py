"""At power-up: "Resume session? Hand 3/6": A resumes, C (asked first) sets up a new one."""

# The save stays until a new session starts. After a deep sleep or a crash screen's
# "resume" the journal's last record says so, and the session resumes without asking
# (dealer/sessions.py). A resumed hand always restarts at the hand-off screen, never on
# a card screen. This module is needed at power-up only: it is forgotten once answered.

from indian_poker.loading import unload

from ..board.keys import A, C
from . import layout
from .base import Screen

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)
QUESTION = "Set up a new session? The saved one stays until the new one starts."


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
        rows[0] = "Resume session?"
        rows[2] = "Hand " + layout.hand_of(number, total)
        rows[3] = "%d players" % session.rules.players
        rows[4] = "tracker" if self.saved.tracker else "pass-around"
        if session.over:
            rows[5] = "(the session is over)"
        rows[7] = layout.keys("RESUME", "", "NEW")

    def press(self, key, long, started):
        """A resumes; C asks, then leaves the prompt for the setup below it."""
        if key == A:
            from ..sessions import resume
            resume(self.nav, self.saved)
            self._done()
        elif key == C:   # BACK on A, YES on B: a double tap of C says nothing
            from .confirm import Confirm
            self.nav.push(Confirm(self.nav, QUESTION, self._new))

    def _new(self):
        self.nav.pop()
        self._done()

    def _done(self):
        self.saved = None
        unload("dealer.screens.resume_prompt")
