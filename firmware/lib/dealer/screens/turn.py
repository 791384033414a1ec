"""A player's turn: the hand-off, the card view (pass-around) and the turn screen (tracker)."""

# Pass-around: the device holds the cards and is handed from player to player; the
# hand-off screen (no card) stands between one player's view and the next, and the
# card view is pushed over it. Tracker: the players hold their own cards on their
# foreheads; the turn screen shows no card, only who acts, the pot and the call.

from micropython import const

from indian_poker import BET, CALL, CHECK, FIXED, FOLD, RAISE, UNIT, IllegalAction
from indian_poker.loading import unload_if_compiled

from ..board.keys import A, B, C
from ..board.ticks import ticks_diff
from . import card_view, flow, layout
from .base import Screen
from .fingerprint_row import fingerprint_row

# Privacy at the hand-off: a card view opens only on a hold of B (a long press) that
# begins at least this long after the hand-off screen came up. The key press that ended
# the last turn, a bounce or a double tap of it, and any press made while the device is
# still in the last player's hand are all too early, so none of them can show that
# player's own card. A hold, not a tap, because a tap is what every action is.
LOOK_AFTER_MS = const(1000)


def title_row(session):
    """Row 0 during a hand: "Hand 3/6  pot 5" ("Hand 3/6" in the party game)."""
    number = layout.hand_of(session.hand_no, session.hands_total)
    if not session.game.BETTING:
        return "Hand " + number
    return layout.clip("Hand %s  pot %d" % (number, session.hand.pot))


def turn_rows(rows, table, viewer, page=0, hidden=False):
    """The player to act: for `viewer` the cards they see (card_view.py), in tracker mode
    (`viewer` None) who acts, the pot and what calling costs; returns the card view's
    number of pages (1 in tracker mode)."""
    # `hidden` shows "??" for every card (the hand-off).
    session = table.session
    hand = session.hand
    pages = 1
    if viewer is None:   # tracker: the whole table reads it
        card_view.tracker_rows(rows, table)
    else:
        extra = None
        if table.learn and not hidden:   # learn mode: the odds and tips, a page of their own
            from .learn import view_lines
            extra = view_lines(hand, viewer)
        pages = card_view.view_rows(rows, table, viewer, page, hidden, context(table), extra)
    rows[7] = labels(hand, session.game.BETTING, session.balance(hand.to_act))
    return pages


def context(table):
    """What happened last in the hand ("DAN raised to 2"), or that nothing did yet; after
    an undo, a misdeal or a resume rebuilt once from the hand's log (screens/context.py)."""
    if table.last is None:
        from .context import rebuild
        table.last = rebuild(table)
        unload_if_compiled("dealer.screens.context")
    if table.last:
        return table.last
    return "You speak first" if table.session.game.BETTING else "You look first"


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
        return layout.keys("", "SEEN", "")
    legal = hand.legal()
    b = "CHECK" if legal >> CHECK & 1 else ("CALL" if legal >> CALL & 1 else "")
    c = "BET" if legal >> BET & 1 else ("RAISE" if legal >> RAISE & 1 else "")
    if c and only_all_in(hand, balance):
        c = "ALL IN"
    return layout.keys("FOLD" if legal >> FOLD & 1 else "", b, c)


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


def bet(nav, screen, key):
    """The betting keys on a turn: act, or size a pot- or no-limit bet first."""
    hand = nav.table.session.hand
    action = action_for(hand, key)
    if action < 0:
        return
    to = None
    if action == BET or action == RAISE:
        session = nav.table.session
        limits = hand.limits()
        sized = session.rules.structure != FIXED
        # sizes to choose, or a whole stack to confirm: no one press puts every chip in
        if limits is not None and (sized and limits[0] < limits[1]
                                   or only_all_in(hand, session.balance(hand.to_act))):
            from .amount import Amount, stops
            sizes = stops(hand, session.balance(hand.to_act)) if sized else None
            nav.push(Amount(nav, limits, action == RAISE, screen.private, sized, sizes))
            return
        if sized and limits is not None:
            to = limits[0]   # only one size is possible
    act(nav, screen, action, to)


def act(nav, screen, action, to=None):
    """The player to act takes `action`; then the hand's next step (or the refusal)."""
    table = nav.table
    hand = table.session.hand
    seat = hand.to_act
    try:
        table.act(action, to)
    except IllegalAction as err:
        screen.notice = str(err)
        return
    notice = ""
    if action == FOLD and hand.physical and not hand.over:
        # R-TABLE: "a player who folds puts the card face down without ever looking"
        notice = "%s: your card face down, unseen" % table.names[seat]
    flow.show(nav, notice)


def all_seen(nav):
    """V-DRINK, a real deck: every forehead is in sight at once, one SEEN is everyone's."""
    hand = nav.table.session.hand
    while hand.to_act is not None:
        nav.table.act(CHECK)
    flow.show(nav)


class HandOff(Screen):
    """No card: who gets the device next, laid out as their card view with "??" for cards."""

    kind = "handoff"

    def __init__(self, nav):
        self.nav = nav
        self.restart(nav.ticks())

    def restart(self, now):
        """The lock-out starts again (LOOK_AFTER_MS)."""
        self.shown_at = now
        self.ready = False    # the lock-out is over: a hold of B opens the view

    def tick(self, now, held):
        """True once, when the lock-out ends (LOOK appears)."""
        if self.ready:
            return False
        self.ready = ticks_diff(now, self.shown_at) >= LOOK_AFTER_MS
        return self.ready

    def press(self, key, long, started):
        """A hold of B that began after the lock-out: the player's card view."""
        if key == B and long and self.ready and \
                ticks_diff(started, self.shown_at) >= LOOK_AFTER_MS:
            nav = self.nav
            nav.push(Turn(nav, nav.table.session.hand.to_act))   # the card view

    def render(self, rows):
        """The view's rows with "??" for cards; the keys once the lock-out is over."""
        # The hand-off and the card view share their rows (each name at the same place),
        # so flipping between them rewrites only the cards, a few rows and the keys. The
        # deal fingerprint takes row 6 (the view's game and page), the hand's number and
        # the pot row 0, so that a photo of it says which hand it fingerprints.
        table = self.nav.table
        session = table.session
        turn_rows(rows, table, session.hand.to_act, 0, True)
        rows[0] = title_row(session)   # the hand's number goes with its fingerprint
        rows[1] = "Pass to " + table.names[session.hand.to_act]
        if self.ready:
            rows[1] += ": hold B"
        rows[6] = fingerprint_row(session) or rows[6]
        rows[7] = layout.keys("", "LOOK" if self.ready else "", "")


class Turn(Screen):
    """The player to act, with the betting keys (A fold, B check/call, C bet/raise).

    Pass-around, over the hand-off: the card view of `viewer`, the player to act, who
    sees every card but their own (R-FOREHEAD); private. Tracker: no card, only who is
    still in (`viewer` None).
    """

    def __init__(self, nav, viewer=None):
        self.nav = nav
        self.viewer = viewer
        self.private = viewer is not None
        self.kind = "act" if viewer is None else "view"
        self.page = 0
        self.pages = 1           # the card view's pages (card_view.py): a hold of A turns

    def press(self, key, long, started):
        """The betting keys; on a card view of several pages a hold of A turns the page."""
        self.notice = ""
        if key == A and long and self.pages > 1:
            self.page = (self.page + 1) % self.pages
        elif key == B and self.viewer is None and not self.nav.table.session.game.BETTING:
            all_seen(self.nav)
        else:
            bet(self.nav, self, key)

    def render(self, rows):
        """The turn, and why the last key did nothing (in place of the cards, or of the
        tracker's pot and call)."""
        self.pages = turn_rows(rows, self.nav.table, self.viewer, self.page)
        if self.notice:
            first = 2 if self.private else 3
            for i in range(first, first + 4):
                rows[i] = ""
            layout.wrap(self.notice, rows, first, first + 3)
