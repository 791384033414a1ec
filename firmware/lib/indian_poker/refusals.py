"""Why an action is refused, in words a player understands.

Imported by the hand only when something is refused, so a program that never refuses
anything never loads the messages (the device's code.py compiles this module at
start-up all the same: compiled later, amid a session, it would fragment the heap).
Every function here raises IllegalAction.
"""

from .actions import BET, CALL, CHECK, FOLD, RAISE
from .cards import NO_CARD
from .errors import IllegalAction
from .ledger import UNIT

ONE_SHOT = ()   # one-shot, no screen of its own: unloaded at the next change of screens


def refuse_action(hand, action, to):
    """Raise IllegalAction explaining why `hand.act(action, to)` is not allowed."""
    if hand.over:
        raise IllegalAction("the hand is over")
    if hand.to_act is None:
        raise IllegalAction("betting is over: enter the revealed cards")
    if not isinstance(action, int) or not FOLD <= action <= RAISE:
        raise IllegalAction("unknown action %r" % (action,))
    legal = hand.legal()
    if legal >> action & 1:
        _refuse_amount(hand, action, to)
    owe = hand.target - hand._round[hand.to_act]
    if action == CHECK:
        raise IllegalAction("you cannot check facing a bet: call %d, raise or fold" % owe)
    if action == CALL:
        raise IllegalAction("there is no bet to call: check or bet")
    if action == BET and hand.target:
        raise IllegalAction("there is already a bet: call or raise")
    if action == RAISE and not hand.target:
        raise IllegalAction("nobody has bet yet: bet instead of raising")
    _refuse_raise(hand, owe)


def _refuse_raise(hand, owe):
    rules = hand.rules
    seat = hand.to_act
    if hand._balances[seat] // UNIT <= owe:
        raise IllegalAction("you have only enough chips to call (all-in)")
    reopened = not (hand._short and hand._acted >> seat & 1 and hand._short < hand._increment)
    if owe < hand._increment or not reopened:
        raise IllegalAction("a short all-in does not reopen the betting: call or fold")
    if hand._fixed and hand._raises > rules.raise_cap:
        if rules.raise_cap == 1:
            raise IllegalAction("only one raise per hand")
        raise IllegalAction("the raise cap of %d is reached" % rules.raise_cap)
    raise IllegalAction("everyone else is all-in: nobody could answer a raise")


def _refuse_amount(hand, action, to):
    word = "bet" if action == BET else "raise"
    if action < BET or hand._fixed:
        if to is not None:
            raise IllegalAction("fixed limit: give no amount, the %s is set by the rules" % word)
    else:
        low, high = hand.limits()
        if to is None:
            raise IllegalAction("say how much: %s to %d up to %d chips" % (word, low, high))
        if not isinstance(to, int):
            raise IllegalAction("a %s is a whole number of chips" % word)
        if low == high:
            raise IllegalAction("you can only %s all-in, to %d chips" % (word, low))
        raise IllegalAction("%s to %d up to %d chips, not %d" % (word, low, high, to))
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
    same = 0   # R-DECK: cards of that rank already entered this hand
    for entered in hand._cards:
        if entered != NO_CARD and entered >> 2 == c >> 2:
            same += 1
    if same >= 4:
        raise IllegalAction("there are only four %s in a deck" % _PLURALS[c >> 2])
    raise IllegalAction("that card is already entered for another player")


_PLURALS = ("twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
            "jacks", "queens", "kings", "aces")
