"""The table's steps: which screen the hand on the table needs next."""

# A hand goes: the intro (DEAL), in tracker mode the cut and the 3-2-1 count, then for
# each turn the hand-off and the player's card view (pass-around) or the turn screen
# (tracker), at a tracker showdown the card entry, then the result and the balances,
# and after the last hand the final standings. After each change the screen that
# made it calls `show` (or `between_hands`), which resets the stack to the next step.
# The screen classes are imported when a step needs them: the modules are loaded by
# then (code.py imports them at start-up), so this is a look-up.


def show(nav, notice=""):
    """The step the hand on the table needs now, with `notice` on it; the stack is reset."""
    screen = _step(nav)
    screen.notice = notice
    nav.reset(screen)


def _step(nav):
    hand = nav.table.session.hand
    if hand is None:
        from .deal import Intro
        return Intro(nav)
    if hand.over:
        from .results import Results
        return Results(nav, "showdown" if hand.showdown else "walk")
    if hand.to_act is None:
        from .reveal import Reveal
        return Reveal(nav)
    if hand.physical:
        from .turn import Turn
        return Turn(nav)
    from .turn import HandOff
    return HandOff(nav)


def between_hands(nav):
    """After a hand's balances: the next hand's intro, or the final standings."""
    if nav.table.session.over:
        end(nav)
    else:
        from .deal import Intro
        nav.reset(Intro(nav))


def end(nav):
    """The final standings of the session."""
    from .results import Results
    nav.reset(Results(nav, "final"))


def cut(nav):
    """Tracker: the real cards are to be cut and dealt (a new hand, or after a misdeal)."""
    from .deal import Cut
    nav.reset(Cut(nav))


def at_end(nav):
    """True on the final standings of the session."""
    return nav.stack[0].kind == "final"
