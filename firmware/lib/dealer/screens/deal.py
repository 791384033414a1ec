"""Before the betting: the intro (DEAL), a failed RNG, and in tracker mode the cut and 3-2-1."""

from micropython import const

from indian_poker import IllegalAction, RngFailure

from ..board.keys import A, B, C
from ..board.ticks import ticks_diff
from . import flow, layout
from .base import Screen
from .turn import title_row

COUNT_MS = const(1000)   # each number of the 3-2-1 count (R-TABLE: "on three")


def deal(nav, screen):
    """DEAL: the next hand; a failed RNG or a refused real deck says so on `screen`."""
    table = nav.table
    try:
        table.deal()
    except RngFailure:
        nav.console("RNG failure: cannot deal")
        nav.reset(Intro(nav, True))
        return
    except IllegalAction as err:  # a real deck for a game of several cards
        screen.notice = str(err)
        table.change(tracker=False)   # so the next DEAL uses the device's cards
        return
    if table.session.hand.physical:
        flow.cut(nav)
    else:
        flow.show(nav)


class Intro(Screen):
    """Before a deal: the hand, the dealer, the ante, who sits out; B: DEAL.

    After a failed deal (`failed`): the hardware RNG failed its health tests, so no
    card was dealt; A tries again, C deals a real deck instead (tracker mode).
    """

    def __init__(self, nav, failed=False):
        self.nav = nav
        self.failed = failed
        self.kind = "rng" if failed else "intro"

    def press(self, key, long, started):
        """B: DEAL; after a failed deal, A: RETRY and C: DECK."""
        self.notice = ""
        if self.failed and key == C:
            self.nav.table.change(tracker=True)   # DECK: a real deck instead
            deal(self.nav, self)
        elif key == (A if self.failed else B):
            deal(self.nav, self)

    def render(self, rows):
        """The hand about to be dealt, or what failed; why the last key did nothing."""
        if self.failed:
            rows[0] = "RNG failure:"
            rows[1] = "cannot deal"
            layout.wrap("Play your own cards instead (tracker mode), or try again.", rows, 3, 6)
            rows[7] = layout.keys("RETRY", "", "DECK")
        else:
            self._intro(rows)
        if self.notice:
            layout.wrap(self.notice, rows, 5, 6)

    def _intro(self, rows):
        table = self.nav.table
        session = table.session
        names = table.names
        # O-DEALER-SITS-OUT: the dealer holds no card, so the seat acting last has the button
        title = "Hand %s · %s %s" % (layout.hand_of(session.hand_no + 1, session.hands_total),
                                     "dealer" if session.rules.dealer_plays else "button",
                                     names[session.dealer])
        rows[0] = title if len(title) <= layout.COLS else title.replace(" · ", " ")
        rows[1] = ("Ante %d each" % session.rules.ante if session.game.BETTING
                   else "Lowest card drinks")
        seated = session.seated()
        out = [names[s] for s in range(session.rules.players) if not seated >> s & 1]
        if out:
            layout.tokens(["Out:"] + out, rows, 2, 3)
        if table.moved:   # the dealer's seat was left since the last hand: say why
            layout.wrap(table.moved, rows, 4, 4)
        if not table.tracker:
            text = "The device deals; pass it round."
        elif session.game.BETTING:
            text = "Tracker: DEAL takes the antes, then cut and deal."
        else:   # V-DRINK: no chips, no antes
            text = "Tracker: DEAL, then cut and deal."
        layout.wrap(text, rows, 5 if table.moved else 4, 6)
        rows[7] = layout.keys("", "DEAL", "")


def cutter(session):
    """R-TABLE: the seat that cuts, the player on the dealer's right (a player still in)."""
    seat = session.dealer
    seated = session.seated()
    players = session.rules.players
    for _ in range(players - 1):
        seat = (seat - 1) % players
        if seated >> seat & 1:
            return seat
    return session.dealer


class Cut(Screen):
    """Tracker, before the turns: who cuts and who deals (R-TABLE, R-DEAL); B: DEALT.
    Then "3", "3 2", "3 2 1", LIFT (R-TABLE): everybody lifts their card at once, and
    a second later the first turn; no key changes the count."""

    def __init__(self, nav):
        self.nav = nav
        self.kind = "cut"
        self.started = 0         # when the count started
        self.shown = 3           # the number of the count on screen

    def press(self, key, long, started):
        """B: every card is dealt; the count starts."""
        if key == B and self.kind == "cut":
            self.kind = "count"
            self.started = self.nav.ticks()

    def _left(self, now):
        return 3 - ticks_diff(now, self.started) // COUNT_MS

    def tick(self, now, held):
        """Each second the next number; a second after LIFT, the first turn."""
        if self.kind != "count":
            return False
        left = self._left(now)
        if left < 0:   # 3, 2, 1, lift: on to the first turn
            flow.show(self.nav)
            return True
        return left != self.shown

    def render(self, rows):
        """Who cuts, who deals and from where; then the count so far."""
        session = self.nav.table.session
        rows[0] = title_row(session)
        if self.kind == "count":
            self.shown = left = max(self._left(self.nav.ticks()), 0)
            layout.wrap("At LIFT everybody puts their card on the forehead, without "
                        "looking at it.", rows, 1, 4)
            count = "  ".join(str(n) for n in range(3, max(left, 1) - 1, -1))
            rows[6] = "   " + count + ("  LIFT!" if left == 0 else "")
            return
        names = self.nav.table.names
        hand = session.hand
        rows[1] = "%s cuts" % names[cutter(session)]
        first = (hand.dealer + 1) % hand.seats   # R-DEAL: from the dealer's left
        while not hand.dealt_in(first):
            first = (first + 1) % hand.seats
        # O-DEALER-SITS-OUT: a dealer who holds no card deals as if from the button's seat
        layout.wrap("%s deals one card each, face down, %s first." % (
            names[session.dealer] if session.rules.dealer_plays else "The dealer",
            names[first]), rows, 2, 4)
        layout.wrap("Nobody looks. B when every card is dealt.", rows, 5, 6)
        rows[7] = layout.keys("", "DEALT", "")
