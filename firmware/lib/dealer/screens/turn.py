"""A player's turn: the hand-off, the card view (pass-around) and the turn screen (tracker)."""

# Pass-around: the device holds the cards and is handed from player to player; the
# hand-off screen (no card) stands between one player's view and the next, and the
# card view is pushed over it. Tracker: the players hold their own cards on their
# foreheads; the turn screen shows no card, only who acts, the pot and the call.

from micropython import const

from indian_poker import BET, FIXED, RAISE
from indian_poker.loading import unload_if_compiled

from ..board.keys import A, B
from ..board.ticks import ticks_diff
from ..lang import KEYS, PLAY
from . import card_view, layout
from .base import Screen
from .betting import act, action_for, all_seen, labels, only_all_in, title_row

# words (dealer/lang)
_LOOK = const(25)
_YOU_SPEAK_FIRST = const(0)
_YOU_LOOK_FIRST = const(1)
_PASS_TO = const(2)
_HOLD_B = const(3)

# Privacy at the hand-off: a card view opens only on a hold of B (a long press) that
# begins at least this long after the hand-off screen came up. The key press that ended
# the last turn, a bounce or a double tap of it, and any press made while the device is
# still in the last player's hand are all too early, so none of them can show that
# player's own card. A hold, not a tap, because a tap is what every action is.
LOOK_AFTER_MS = const(1000)


# The deal fingerprint's row on the hand-off: the first 64 bits of the hand's deal
# fingerprint (indian_poker.fingerprint, made by the core as it deals), "7F3A 91C2 0B44
# E1D9", shown before the first bet so that anyone can note or photograph it and check it
# against the hand histories after the session (docs/fairness.md). Its text is kept while
# the fingerprint stays the same object: a render allocates nothing (a misdeal is a new
# deal and a new fingerprint). It never goes to the serial console: the salt and the
# whole fingerprint leave the device only in the hand histories. A real deck has nothing
# to commit to: no row.

_digest = None   # the fingerprint whose text is kept
_text = ""


def fingerprint_row(session):
    """The hand's short fingerprint, or "" when it has none (a real deck, a stacked deal)."""
    global _digest, _text
    hand = session.hand
    digest = None if hand is None else hand.fingerprint
    if digest is None:
        return ""
    if digest is not _digest:
        from indian_poker.fingerprint import short_text
        _text = short_text(digest)
        _digest = digest
    return _text


def turn_rows(rows, table, viewer, page=0, hidden=False, framed=False):
    """The player to act: for `viewer` the cards they see (card_view.py), in tracker mode
    (`viewer` None) who acts, the pot and what calling costs; returns the card view's
    number of pages (1 in tracker mode)."""
    # `hidden` shows "??" for every card (the hand-off), and leaves row 7 (the betting
    # keys) to the hand-off, which has its own; `framed` leaves it rows 0, 1 and 6 too.
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
        pages = card_view.view_rows(rows, table, viewer, page, hidden, context(table), extra,
                                    framed)
    if not hidden:
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
    return PLAY[_YOU_SPEAK_FIRST if table.session.game.BETTING else _YOU_LOOK_FIRST]



class HandOff(Screen):
    """No card: who gets the device next, laid out as their card view with "??" for cards."""

    kind = "handoff"

    def __init__(self, nav):
        super().__init__(nav)
        self.restart(nav.ticks())

    def restart(self, now):
        """On the display again: the lock-out starts again (LOOK_AFTER_MS), whatever covered
        it (a message, the menu, a card view taken away)."""
        self.shown_at = now
        self.ready = False    # the lock-out is over: a hold of B opens the view

    def prepare(self):
        """Under the message of an undo or a misdeal: what happened last, rebuilt from
        the hand's log now rather than at the message's OK."""
        context(self.nav.table)

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
            nav.push(View(nav, nav.table.session.hand.to_act))

    def render(self, rows):
        """The view's rows with "??" for cards; the keys once the lock-out is over."""
        # The hand-off and the card view share their rows (each name at the same place),
        # so flipping between them rewrites only the cards, a few rows and the keys. The
        # deal fingerprint takes row 6 (the view's game and page), the hand's number and
        # the pot row 0, so that a photo of it says which hand it fingerprints.
        table = self.nav.table
        session = table.session
        fingerprint = fingerprint_row(session)
        turn_rows(rows, table, session.hand.to_act, 0, True, bool(fingerprint))
        rows[0] = title_row(session)   # the hand's number goes with its fingerprint
        rows[1] = PLAY[_PASS_TO] % table.names[session.hand.to_act]
        if self.ready:
            rows[1] += PLAY[_HOLD_B]
        rows[6] = fingerprint or rows[6]
        rows[7] = layout.keys("", KEYS[_LOOK] if self.ready else "", "")


class Turn(Screen):
    """Tracker: the player to act, with no card, only who is still in, the pot and the call;
    the betting keys (A fold, B check/call, C bet/raise)."""

    kind = "act"

    def __init__(self, nav):
        super().__init__(nav)
        self.page = 0
        self.pages = 1           # the card view's pages (card_view.py): a hold of A turns

    def press(self, key, long, started):
        """The betting keys; on a card view of several pages a hold of A turns the page."""
        self.notice = ""
        table = self.nav.table
        if key == A and long and self.pages > 1:
            self.page = (self.page + 1) % self.pages
        elif key == B and self.viewer is None and not table.session.game.BETTING:
            all_seen(table)
        else:
            self._bet(key)

    def _bet(self, key):
        """A betting key: act, or size a pot- or no-limit bet first (screens/amount.py)."""
        nav = self.nav
        session = nav.table.session
        hand = session.hand
        action = action_for(hand, key)
        if action < 0:
            return
        to = None
        if action == BET or action == RAISE:
            limits = hand.limits()
            sized = session.rules.structure != FIXED
            # sizes to choose, or a whole stack to confirm: no one press puts every chip in
            if limits is not None and (sized and limits[0] < limits[1]
                                       or only_all_in(hand, session.balance(hand.to_act))):
                from .amount import Amount, stops
                sizes = stops(hand, session.balance(hand.to_act)) if sized else None
                nav.push(Amount(nav, limits, action == RAISE, self.private, sized, sizes))
                return
            if sized and limits is not None:
                to = limits[0]   # only one size is possible
        act(nav, self, action, to)

    def render(self, rows):
        """The turn, and why the last key did nothing (in place of the cards, or of the
        tracker's pot and call)."""
        self.pages = turn_rows(rows, self.nav.table, self.viewer, self.page)
        if self.notice:
            first = 2 if self.private else 3
            for i in range(first, first + 4):
                rows[i] = ""
            layout.wrap(self.notice, rows, first, first + 3)


class View(Turn):
    """Pass-around, over the hand-off: the card view of `viewer`, the player to act, who
    sees every card but their own (R-FOREHEAD), with the betting keys; private."""

    kind = "view"
    private = True

    def __init__(self, nav, viewer):
        super().__init__(nav)
        self.viewer = viewer
