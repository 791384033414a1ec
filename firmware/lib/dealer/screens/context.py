"""The card view's context line: what happened last in the hand, told from its event log.

"DAN raised to 2", "ANN called 1", "middle turned: 7♦" at the start of a community
game's second round, "5th street dealt" in stud, "BOB looked" in the party game (which
has no betting), or "You speak first". The table keeps the line of the action it just
made (dealer/table.py: `said`, `new_street`); after an undo, a misdeal or a resume it
knows nothing, and the line is rebuilt from the hand's log here: the hand is replayed on
a scratch session up to its last event, which says who made it and what calling cost
then. That happens once per such change, never per action, and this module is loaded
only then (screens/turn.py: `context`) and unloaded after.
"""

import sys

from indian_poker.eventlog import REVEAL, event_size, last_event
from indian_poker.loading import unload_if_compiled

from ..table import new_street, said

ONE_SHOT = ()   # loaded after an undo, a misdeal or a resume (indian_poker/loading.py)
_LOADS = ("indian_poker.snapshot", "indian_poker.stacked")   # what the scratch hand loads


def rebuild(table):
    """The line for the hand on `table` as its log stands (see the module)."""
    session = table.session
    hand = session.hand
    if hand is None:
        return ""
    events = hand.events
    buf = events.buf
    at = last_event(buf, events.start, events.end)
    if at < 0 or buf[at] & REVEAL:   # nothing done yet, or a real deck's card entered
        return ""
    ghost = _before_last(session, bytes(buf[:at]))
    seat = ghost.to_act
    owe = ghost.to_call()
    street = ghost.street
    from indian_poker.replay import replay
    replay(ghost, buf, at, at + event_size(buf[at]))   # the last event, on the scratch hand
    if hand.street != street and not hand.over and hand.to_act is not None:
        return new_street(hand)
    return said(table.names[seat], buf[at] & 7, owe, ghost.target, session.game.BETTING)


def _before_last(session, log):
    """A scratch hand: `session`'s hand in play, replayed from its log up to `log`'s end.
    What it loads to do so (the snapshot reader, stacked deals) goes again after."""
    loaded = [name in sys.modules for name in _LOADS]
    from indian_poker.snapshot import before_hand, restore
    hand = session.hand
    stacks, balances, tally, dealer, settled = before_hand(session)
    ghost = restore(hand.rules, stacks, balances, tally, dealer, settled, False, None,
                    session.left(), session.departed)
    ghost = ghost.replay(log)
    for i in range(len(_LOADS)):
        if not loaded[i]:
            unload_if_compiled(_LOADS[i])
    return ghost
