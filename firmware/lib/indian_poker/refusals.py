"""Why an action is refused, in words a player understands.

Loaded only when something is refused, so the messages cost no RAM in a normal hand.
Every function here raises IllegalAction.
"""

from .actions import BET, CALL, CHECK, FOLD, RAISE
from .errors import IllegalAction
from .rules import SUITS


def refuse_action(hand, action, to):
    """Raise IllegalAction explaining why `hand.act(action, to)` is not allowed."""
    if hand.over:
        raise IllegalAction("the hand is over")
    if hand.to_act is None:
        raise IllegalAction("betting is over: enter the revealed cards")
    if not isinstance(action, int) or not FOLD <= action <= RAISE:
        raise IllegalAction("unknown action %r" % (action,))
    rules = hand._rules
    if to is not None:
        raise IllegalAction("fixed limit: a bet or raise is always %d chip(s), give no amount"
                            % rules.bet)
    owe = hand.to_call()
    if action == CHECK:
        raise IllegalAction("you cannot check facing a bet: call %d, raise or fold" % owe)
    if action == CALL:
        if owe == 0:
            raise IllegalAction("there is no bet to call: check or bet")
        raise IllegalAction("not enough chips to call %d" % owe)
    if action == BET:
        if hand.target:
            raise IllegalAction("there is already a bet: call or raise")
        raise IllegalAction("not enough chips to bet %d" % rules.bet)
    if action == RAISE:
        if not hand.target:
            raise IllegalAction("nobody has bet yet: bet instead of raising")
        if hand._raises > rules.raise_cap:
            if rules.raise_cap == 1:
                raise IllegalAction("only one raise per hand")
            raise IllegalAction("the raise cap of %d is reached" % rules.raise_cap)
        raise IllegalAction("not enough chips to raise")
    raise IllegalAction("that action is not allowed now")


def refuse_reveal(hand, seat, c):
    """Raise IllegalAction explaining why `hand.reveal(seat, c)` is not allowed."""
    if not hand.physical:
        raise IllegalAction("the device dealt these cards: there is nothing to enter")
    if hand.over:
        raise IllegalAction("the hand is over")
    if not isinstance(seat, int) or not 0 <= seat < hand.seats:
        raise IllegalAction("there is no seat %r" % (seat,))
    if not hand.awaiting_reveal() >> seat & 1:
        if hand.to_act is not None:
            raise IllegalAction("cards are shown only after the betting")
        raise IllegalAction("that player's card is not needed")
    if not isinstance(c, int) or not 0 <= c < 52:
        raise IllegalAction("that is not a card")
    if hand._rules.tiebreak == SUITS:
        raise IllegalAction("that card is already entered for another player")
    raise IllegalAction("that card cannot be entered now")
