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
    dealt; A tries again, C deals a real deck instead (tracker mode). A game a real
    deck cannot play here (two cards, a middle card, stud) offers the one-card game
    with a real deck instead: the game changes from this hand on (R record)."""

    kind = "rng"

    def press(self, key, long, started):
        """A: RETRY; C: DECK, or 1 CARD in a game a real deck cannot play."""
        self.notice = ""
        if key == A:
            self.deal()
        elif key == C:
            table = self.nav.table
            if _deck_plays(table.session):   # DECK: a real deck instead, from this hand on
                self.deal(tracker=True)
            else:                            # 1 CARD: the one-card game, a real deck
                table.change(_one_card(table.session.rules), tracker=True)
                self.deal()

    def render(self, rows):
        """What failed, the ways on that work here; why the last key did nothing."""
        rows[0] = "RNG failure:"
        rows[1] = "cannot deal"
        session = self.nav.table.session
        if _deck_plays(session):
            layout.wrap("Play your own cards instead (tracker mode), or try again.", rows, 3, 6)
            rows[7] = layout.keys("RETRY", "", "DECK")
        else:
            name = session.game.NAME
            layout.wrap("%s needs the device's cards. Try again, or play one card each "
                        "with your own deck." % (name[:1].upper() + name[1:]), rows, 2, 6)
            rows[7] = layout.keys("RETRY", "", "1 CARD")
        if self.notice:
            layout.wrap(self.notice, rows, 5, 6)


def _deck_plays(session):
    """True if this game can be played with a real deck (tracker mode)."""
    from indian_poker.variants import real_deck
    return real_deck(session.game)


def _one_card(rules):
    """The same table with the one-card game (standard), for a real deck."""
    from indian_poker import Rules
    return Rules(players=rules.players, stack=rules.stack, ante=rules.ante, bet=rules.bet,
                 raise_cap=rules.raise_cap, structure=rules.structure,
                 tiebreak=rules.tiebreak, odd_chip=rules.odd_chip, hands=rules.hands,
                 dealer_plays=rules.dealer_plays)
