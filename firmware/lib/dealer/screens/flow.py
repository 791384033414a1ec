"""The router: after each change at the table, the screen the table needs next."""

# The navigator is the table's last listener (dealer/nav.py): after every change it asks
# `after`, and shows the screen it names alone on the stack. Screens only ask the table;
# none of them chooses the next step. A hand goes: the intro (DEAL), in tracker mode the
# cut and the 3-2-1 count, then each turn's hand-off, under the player's card view
# (pass-around), or the turn screen (tracker), at a real deck's showdown the card entry,
# then the result and the balances; after the last hand, the final standings. The
# screen classes are imported when a step needs them: the modules a hand uses are
# loaded by then (code.py), the others (card entry, the setup) only when they come up.

from ..table import BALANCES, BOUGHT, COUNT, CUT, LANGUAGE, LEFT, OPTIONS, UNBOUGHT


def after(nav, change, table):
    """The screen for the step `table` needs after `change`, or None if it is the step on
    screen already and the change leaves it as it was (new options, a buy-in, a new
    language: every screen reads its words as it renders)."""
    if change == LEFT:   # the players set up the next session, from this one's choices
        from .setup import Setup
        return Setup(nav, table)
    step = _step(table)
    if (change == OPTIONS or change == BOUGHT or change == UNBOUGHT or change == LANGUAGE) and \
            type(nav.stack[0]) is step:
        return None
    return step(nav)


def _step(table):
    """The class of the screen for the step the table is at."""
    session = table.session
    hand = session.hand
    stage = table.stage
    if table.between_hands():
        if session.over:   # ended, its hands played, or one player left to play
            from .results import Final
            return Final
        if table.rng_failed:
            from .deal import RngFailed
            return RngFailed
        from .deal import Intro
        return Intro
    if stage == CUT:
        from .cut import Cut
        return Cut
    if stage == COUNT:
        from .cut import Count
        return Count
    if hand.over:
        from .results import Balances, Result, Walk
        return Balances if stage == BALANCES else Result if hand.showdown else Walk
    if hand.to_act is None:
        from .reveal import Reveal
        return Reveal
    from .turn import HandOff, Turn
    return Turn if hand.physical else HandOff
