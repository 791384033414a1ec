"""At power-up: resume the saved session, offer it, or say that it was lost."""

# "Resume session? Hand 3/6": A resumes, C starts the setup of a new session (the
# save stays until the new session starts). After a deep sleep or a crash screen's
# "resume" the journal's last record says so, and the session resumes without asking.
# A resumed hand always restarts at the hand-off screen, never on a card screen.

import sys

from . import screens

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

_KEY_A = const(0)
_KEY_C = const(2)
LOST_MESSAGE = "Saved session lost: it could not be read back. Start a new session."
OLD_MESSAGE = ("The saved session cannot go on under today's rules (a player is out of "
               "chips). Start a new session.")
DRIVE_MESSAGE = ("Drive: the device may write its files (A held at power-up); "
                 "the computer can only read them.")


class ResumePrompt:
    """The boot question: resume the saved session or start a new one."""

    def __init__(self, saved):
        self.saved = saved

    def render(self, rows):
        """Fill `rows`; returns the screen kind."""
        session = self.saved.session
        total = session.hands_total
        number = session.hand_no if session.hand is not None else session._settled + 1
        if total and number > total:
            number = total
        rows[0] = "Resume session?"
        rows[2] = "Hand " + screens.hand_of(number, total)
        rows[3] = "%d players" % session.rules.players
        rows[4] = "real deck" if self.saved.tracker else "pass-around"
        if session.over:
            rows[5] = "(the session is over)"
        rows[7] = screens.keys("RESUME", "", "NEW")
        return "resume"

    def press(self, app, key):
        """A resumes, C leaves the prompt for the setup of a new session."""
        if key == _KEY_A:
            app.saver.prompt = None
            resume(app, self.saved)
        elif key == _KEY_C:
            app.saver.prompt = None
        if app.saver.prompt is None:
            _free("resume")


def boot(app):
    """Read the journal at power-up and set the app up accordingly."""
    hw = app.hw
    app.saver.on_play = app.power.playing
    try:
        if hw.drive_writable():
            app.messages.append(DRIVE_MESSAGE)
    except AttributeError:
        pass
    from . import restore as rs
    saved = app.saver.read(hw.entropy)
    if saved.status == rs.LOST:
        hw.serial_write("save: no usable session in the NVM")
        app.messages.append(LOST_MESSAGE)
    elif saved.status == rs.OLD:
        hw.serial_write("save: saved under the old rules, cannot resume")
        app.messages.append(OLD_MESSAGE)
    elif saved.status == rs.SAVED:
        if saved.intent == rs.RESUME:
            resume(app, saved)
        elif saved.intent == rs.ASK:
            app.saver.prompt = ResumePrompt(saved)
    _free("restore")   # the reader is needed at power-up only
    if app.saver.prompt is None:
        _free("resume")


def _free(name):
    """Forget dealer.<name> so its code and data can be collected."""
    sys.modules.pop("dealer." + name, None)
    package = sys.modules.get("dealer")
    if package is not None and hasattr(package, name):
        delattr(package, name)


def resume(app, saved):
    """Put the saved session on the table, at the step the hand needs next."""
    from .table import FINAL, Table
    session = saved.session
    table = Table(session, saved.names, saved.tracker, app.hw.serial_write, app.hw.ticks_ms)
    table.sync()   # a hand in play restarts at its hand-off screen
    if session.over and session.hand is None:
        table.step = FINAL
    app.table = table
    app.setup = None    # as when a session starts: the setup screens come back after it
    app.saver.adopt(table)
    app.hw.serial_write("session resumed: hand %d" % session.hand_no)
