"""The card view's context line: what happened last in the hand, told from its event log.

"DAN raised to 2", "ANN called 1", "middle turned: 7♦" at the start of a community
game's second round, "5th street dealt" in stud, "BOB looked" in the party game (which
has no betting), or "You speak first". The table keeps the line of the action it just
made (dealer/table.py: `said`); after an undo, a misdeal or a resume it knows nothing,
and the line is rebuilt from the hand's log here: the hand is replayed on a scratch
session up to its last event, which says who made it and what calling cost then. That
happens once per such change, never per action.
"""

from indian_poker import BET, CALL, RAISE
from indian_poker.actions import action_name
from indian_poker.eventlog import REVEAL, event_size, last_event

from .text import card_text


def said(name, action, owe, target, betting=True):
    """An action as the next player reads it: "DAN raised to 2", "ANN called 1"; in the
    party game (no `betting`) the one thing a player does, "ANN looked"."""
    if not betting:
        return "%s looked" % name
    if action == CALL:
        return "%s called %d" % (name, owe)
    if action == BET or action == RAISE:
        word = "bet" if action == BET else "raised to"
        return "%s %s %d" % (name, word, target) if target else "%s %s" % (name, word)
    return "%s %sed" % (name, action_name(action))


def new_street(hand):
    """The line for a betting round that has just begun: a middle card turned up, or the
    cards of a new street ("5th street dealt": the cards each player now holds)."""
    game = hand.game
    for i in range(len(game.MIDDLE)):
        if game.MIDDLE[i] == hand.street and hand.middle(i) is not None:
            return "middle turned: " + card_text(hand.middle(i))
    held = 0
    for code in game.SLOTS:
        if code >> 1 <= hand.street:
            held += 1
    return "%dth street dealt" % held


def first(hand):
    """Nobody has acted yet this hand."""
    return "You speak first" if hand.game.BETTING else "You look first"


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
    """A scratch hand: `session`'s hand in play, replayed from its log up to `log`'s end."""
    from indian_poker.snapshot import before_hand, restore
    hand = session.hand
    stacks, balances, tally, dealer, settled = before_hand(session)
    ghost = restore(hand.rules, stacks, balances, tally, dealer, settled, False, None,
                    session.left(), session.departed)
    return ghost.replay(log)


def line(table):
    """The context line of the hand on `table` now (rebuilt once after an undo, a misdeal
    or a resume, then kept)."""
    if table.last is None:
        table.last = rebuild(table)
    return table.last or first(table.session.hand)

