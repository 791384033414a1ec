"""Before a hand: the intro (DEAL), or a failed RNG's retry."""

from indian_poker import IllegalAction

from ..board.keys import A, B, C
from . import layout
from .base import Screen


class Intro(Screen):
    """Before a deal: the hand, the dealer, the ante, who sits out; B: DEAL."""

    kind = "intro"

    def press(self, key, long, started):
        """B: DEAL."""
        self.notice = ""
        if key == B:
            self.deal()

    def deal(self, tracker=None):
        """The next hand (in the mode `tracker`, if given); the router shows what follows,
        a refusal is this screen's notice."""
        try:
            self.nav.table.deal(tracker)
        except IllegalAction as err:  # a real deck for a game of several cards
            self.notice = str(err)

    def render(self, rows):
        """The hand about to be dealt; why the last key did nothing."""
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
        if self.notice:
            layout.wrap(self.notice, rows, 5, 6)


class RngFailed(Intro):
    """After a failed deal: the hardware RNG failed its health tests, so no card was
    dealt; A tries again, C deals a real deck instead (tracker mode)."""

    kind = "rng"

    def press(self, key, long, started):
        """A: RETRY; C: DECK."""
        self.notice = ""
        if key == A:
            self.deal()
        elif key == C:
            self.deal(tracker=True)   # DECK: a real deck instead, from this hand on

    def render(self, rows):
        """What failed, the two ways on; why the last key did nothing."""
        rows[0] = "RNG failure:"
        rows[1] = "cannot deal"
        layout.wrap("Play your own cards instead (tracker mode), or try again.", rows, 3, 6)
        rows[7] = layout.keys("RETRY", "", "DECK")
        if self.notice:
            layout.wrap(self.notice, rows, 5, 6)
