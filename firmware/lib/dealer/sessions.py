"""A session comes to the table (started, or resumed) and leaves it for the next one."""

# Each way puts a dealer.table.Table on the navigator (or takes it off), turns
# CircuitPython's auto-reload off while a session is on (power.py), and tells the
# table's listeners: the stores (the save journal, the histories, the board report),
# then the navigator, whose router shows the session's step, or the next setup. This
# module is needed at those moments only: from .mpy it is dropped once a session is on
# the table, and loaded again when the players leave it.

from .table import BEGAN, LEFT, RESUMED, Table


def _seat(nav, session, names, tracker, learn):
    listeners = (nav.saver, nav.histories, nav) if nav.report is None else \
        (nav.saver, nav.histories, nav.report, nav)   # the navigator last: the step
    table = Table(session, names, tracker, nav.console, listeners, learn)
    table.chip_value = getattr(nav.settings, "chip_value", None)
    from . import lang
    table.language = lang.code   # the setup's, or the saved session's (dealer/boot.py)
    nav.table = table
    nav.power.playing(True)
    return table


def start(nav, rules, names, tracker, learn=False, chip_value=None):
    """A new session with `rules`; its first hand's intro comes up (`learn`: learn mode;
    `chip_value`: a dealer.chip_value.ChipValue for the settle-up, None: chips)."""
    from indian_poker import Session

    nav.kept = None   # the session left for this one, if any, is gone now
    session = Session(rules, entropy=nav.hw.entropy)
    table = _seat(nav, session, names[:rules.players], tracker, learn)   # a new list
    table.chip_value = chip_value
    table.tell(BEGAN)
    total = session.hands_total   # the console's line stays English (tools read it)
    nav.console("session: %d players, %s" % (rules.players, "%d hands" % total if total else
                                             "last standing" if rules.hands == -2 else
                                             "until bust"))
    _done(nav)


def resume(nav, saved):
    """The saved session (store.restore.Saved) back on the table, at the step it needs: a
    hand in play restarts at its hand-off screen, never a card view."""
    session = saved.session
    table = _seat(nav, session, saved.names, saved.tracker, saved.learn)
    table.bought = saved.bought   # buy-ins since the last deal: Undo can still take them back
    if saved.chip_value is not None:
        table.chip_value = saved.chip_value
    table.tell(RESUMED)
    nav.console("session resumed: hand %d" % session.hand_no)
    _done(nav)


def leave(nav):
    """The players start setting up a new session, from the choices of this one. The
    finished session stays (nav.kept, and in the journal) until the new one starts: the
    menu's "Last session" brings it back, and so does the next power-up's RESUME."""
    table = nav.table
    nav.table = None
    nav.kept = table
    table.tell(LEFT)
    nav.power.playing(False)


def back(nav):
    """The setup given up: the session left for it comes back, at its final standings."""
    table = nav.kept
    nav.table = table
    nav.kept = None
    nav.power.playing(True)
    nav.changed(RESUMED, table, 0)   # only the navigator is told: the stores still hold it


def _done(nav):
    """The session is on the table: this module goes until the players leave it (.mpy)."""
    from indian_poker.loading import unload_if_compiled
    unload_if_compiled("dealer.sessions")
