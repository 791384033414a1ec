"""A player's turn: the hand-off, the card view (pass-around) and the turn screen (tracker)."""

# Pass-around: the device holds the cards and is handed from player to player; the
# hand-off screen (no card) stands between one player's view and the next, and the
# card view is pushed over it. Tracker: the players hold a real deck on their
# foreheads; the turn screen shows no card, only who is still in.

from micropython import const

from indian_poker import BET, CALL, CHECK, FIXED, FOLD, RAISE, IllegalAction

from ..board.keys import A, B, C
from ..board.ticks import ticks_diff
from . import flow, layout
from .base import Screen
from .fingerprint_row import fingerprint_row
from .text import chips, middle_cards, seat_cards

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
    """The player to act: chips, what calling costs, and, for `viewer`, the cards they see."""
    # `viewer` is the seat holding the device (pass-around) or None (tracker: no card);
    # `hidden` shows "??" for every card (the hand-off). Returns the page shown when the
    # cards need more than one (hold B for the next), else -1.
    session = table.session
    names = table.names
    hand = session.hand
    seat = hand.to_act
    betting = session.game.BETTING
    shown = -1
    rows[0] = title_row(session)
    rows[1] = names[seat] + (" to act" if betting else " looks")
    balance = chips(session.balance(seat))
    if betting:
        rows[2] = layout.fit("%s %s" % ("you have" if viewer is not None and not hidden
                                        else names[seat] + " has", balance), "has " + balance)
        rows[3] = "to call %d" % hand.to_call()
    if viewer is None:   # a real deck: the table sees who is still in the hand
        live = ["In:"]
        for other in range(hand.seats):
            if hand.dealt_in(other) and not hand.folded(other):
                live.append(names[other])
        layout.tokens(live, rows, 4, 6)
    else:
        lines = _view_lines(hand, names, viewer, hidden)
        if table.learn and not hidden:   # learn mode: the odds and tips, after the cards
            from .learn import view_lines
            lines += view_lines(hand, viewer)
        shown = layout.page_rows(lines, rows, 4 if betting else 2, 6, page)
    rows[7] = labels(hand, betting)
    return shown


def _view_lines(hand, names, viewer, hidden):
    """The cards `viewer` sees: their private ones, the middle, then everyone else's."""
    items = []
    own = seat_cards(hand, viewer, viewer, False, hidden)   # private ones only
    if own:
        items.append("you " + own)
    shared = middle_cards(hand, hidden)
    if shared:
        items.append("mid " + shared)
    # in seat order, not from the viewer's left: the next player's hand-off then has
    # every other name where this view had it
    for other in range(hand.seats):
        cards = "" if other == viewer else seat_cards(hand, viewer, other, False, hidden)
        if cards:
            items.append(names[other] + " " + cards)
    return layout.lines_of(items)


def labels(hand, betting=True):
    """The bottom row for the player to act: only the legal actions are labelled."""
    if not betting:   # V-DRINK: a player just looks at the others' cards
        return layout.keys("", "SEEN", "")
    legal = hand.legal()
    b = "CHECK" if legal >> CHECK & 1 else ("CALL" if legal >> CALL & 1 else "")
    c = "BET" if legal >> BET & 1 else ("RAISE" if legal >> RAISE & 1 else "")
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
        limits = hand.limits()
        if nav.table.session.rules.structure != FIXED and limits is not None:
            if limits[0] < limits[1]:
                from .amount import Amount
                nav.push(Amount(nav, limits, action == RAISE, screen.private))
                return
            to = limits[0]   # only one size is possible (all in)
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
        # The hand-off and the card view share their rows (title, what calling costs, each
        # name at the same place), so flipping between them rewrites only the cards, two
        # rows and the keys. The deal fingerprint takes row 2 (the view's "you have"), or
        # row 6 in the party game, whose cards start at row 2 and never reach row 6.
        table = self.nav.table
        session = table.session
        if turn_rows(rows, table, session.hand.to_act, 0, True) >= 0:
            rows[6] = ""   # the page hint: here B only hands the device over
        rows[1] = "Pass to " + table.names[session.hand.to_act]
        if self.ready:
            rows[1] += ": hold B"
        rows[2 if session.game.BETTING else 6] = fingerprint_row(session)
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
        self.paged = False       # the cards need more than one page

    def press(self, key, long, started):
        """The betting keys; on a card view, a hold of B turns the page."""
        self.notice = ""
        if key == B and long and self.paged:
            self.page += 1
        else:
            bet(self.nav, self, key)

    def render(self, rows):
        """The turn, and why the last key did nothing (rows 4-6)."""
        shown = turn_rows(rows, self.nav.table, self.viewer, self.page)
        self.paged = shown >= 0
        self.page = max(shown, 0)
        if self.notice:
            for i in range(4, 7):
                rows[i] = ""
            layout.wrap(self.notice, rows, 4, 6)
