"""The router: after each change at the table, the screen the table needs next."""

# The navigator is the table's last listener (dealer/nav.py): after every change it asks
# `after`, and shows the screen it names alone on the stack. Screens only ask the table;
# none of them chooses the next step. A hand goes: the intro (DEAL), in tracker mode the
# cut and the 3-2-1 count, then each turn's hand-off, under the player's card view
# (pass-around), or the turn screen (tracker), at a real deck's showdown the card entry,
# then the result and the balances; after the last hand, the final standings. The
# screen classes are imported when a step needs them: the modules a hand uses are
# loaded by then (code.py), the others (card entry, the setup) only when they come up.

from ..table import BALANCES, BOUGHT, COUNT, CUT, LEFT, OPTIONS


def after(nav, change, table):
    """The screen for the step `table` needs after `change`, or None if it is the step on
    screen already and the change leaves it as it was (new options, a buy-in)."""
    if change == LEFT:   # the players set up the next session, from this one's choices
        from .setup import Setup
        return Setup(nav, table)
    session = table.session
    hand = session.hand
    stage = table.stage
    if table.between_hands():
        if session.over:   # ended, its hands played, or one player left to play
            from .results import Final as step
        elif table.rng_failed:
            from .deal import RngFailed as step
        else:
            from .deal import Intro as step
    elif stage == CUT:
        from .cut import Cut as step
    elif stage == COUNT:
        from .cut import Count as step
    elif hand.over:
        if stage == BALANCES:
            from .results import Balances as step
        elif hand.showdown:
            from .results import Result as step
        else:
            from .results import Walk as step
    elif hand.to_act is None:
        from .reveal import Reveal as step
    elif hand.physical:
        from .turn import Turn as step
    else:
        from .turn import HandOff as step
    if (change == OPTIONS or change == BOUGHT) and type(nav.stack[0]) is step:
        return None
    return step(nav)
