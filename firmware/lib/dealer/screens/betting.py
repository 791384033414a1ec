"""The betting as the turn screens read it: the title row, the keys, an all-in, the act."""

# What the soft keys stand for on a turn (A fold, B check or call, C bet or raise), the
# bottom row that names them, a bet of a whole stack, and the act itself, asked of the
# table. The turn screens (screens/turn.py), bet sizing (screens/amount.py) and the
# tracker's cut read these; none of it imports a screen.

from micropython import const

from indian_poker import BET, CALL, CHECK, FOLD, RAISE, UNIT, IllegalAction

from ..board.keys import A, B, C
from ..lang import KEYS, PLAY, TABLE, said
from . import layout

# words (dealer/lang)
_FOLD = const(18)
_CHECK = const(19)
_CALL = const(20)
_BET = const(21)
_RAISE = const(22)
_ALL_IN = const(23)
_SEEN = const(24)
_HAND_N = const(24)
_HAND_POT = const(20)
_FOLDED_CARD = const(21)


def title_row(session):
    """Row 0 during a hand: "Hand 3/6  pot 5" ("Hand 3/6" in the party game)."""
    number = layout.hand_of(session.hand_no, session.hands_total)
    if not session.game.BETTING:
        return TABLE[_HAND_N] % number
    return layout.squeeze(PLAY[_HAND_POT] % (number, session.hand.pot))


def all_in_to(hand, balance):
    """The round target that puts every chip of the player to act (`balance` units) in
    (while a bet or raise is legal: a full call then costs to_call())."""
    return hand.target - hand.to_call() + balance // UNIT


def only_all_in(hand, balance):
    """True if the one bet or raise size allowed now is the player's whole stack."""
    limits = hand.limits()
    return limits is not None and limits[1] == limits[0] == all_in_to(hand, balance)


def labels(hand, betting=True, balance=0):
    """The bottom row: the legal actions; a bet of the whole stack (`balance`) is ALL IN."""
    if not betting:   # V-DRINK: a player just looks at the others' cards
        return layout.keys("", KEYS[_SEEN], "")
    legal = hand.legal()
    b = KEYS[_CHECK] if legal >> CHECK & 1 else (KEYS[_CALL] if legal >> CALL & 1 else "")
    c = KEYS[_BET] if legal >> BET & 1 else (KEYS[_RAISE] if legal >> RAISE & 1 else "")
    if c and only_all_in(hand, balance):
        c = KEYS[_ALL_IN]
    return layout.keys(KEYS[_FOLD] if legal >> FOLD & 1 else "", b, c)


def action_for(hand, key):
    """The action soft key `key` stands for now, or -1 if it is not allowed."""
    legal = hand.legal()
    if key == A:
        action = FOLD
    elif key == B:
        action = CHECK if legal >> CHECK & 1 else CALL
    elif key == C:
        action = BET if hand.target == 0 else RAISE
    else:
        return -1
    return action if legal >> action & 1 else -1


def act(nav, screen, action, to=None):
    """The player to act takes `action` (to the round target `to`); the router shows the
    next step. A refusal is `screen`'s notice, and changes nothing."""
    table = nav.table
    hand = table.session.hand
    seat = hand.to_act
    try:
        table.act(action, to)
    except IllegalAction as err:
        screen.notice = said(err)
        return
    if action == FOLD and hand.physical and not hand.over:
        # R-TABLE: "a player who folds puts the card face down without ever looking"
        nav.top().notice = PLAY[_FOLDED_CARD] % table.names[seat]


def all_seen(table):
    """V-DRINK, a real deck: every forehead is in sight at once, one SEEN is everyone's."""
    hand = table.session.hand
    while hand.to_act is not None:
        table.act(CHECK)
