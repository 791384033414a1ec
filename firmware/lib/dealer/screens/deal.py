"""Before a hand: the intro (DEAL), or a failed RNG's retry."""

from micropython import const

from indian_poker import IllegalAction

from ..board.keys import NONE, A, B, C
from ..lang import GAME, KEYS, TABLE, said
from . import layout
from .base import Screen

# words (dealer/lang)
_DEAL = const(9)
_RETRY = const(11)
_DECK = const(12)
_HAND_TITLE = const(0)
_ROLE_DEALER = const(1)
_ROLE_BUTTON = const(2)
_ANTE_EACH = const(3)
_LOWEST_DRINKS = const(4)
_OUT = const(5)
_TRACKER_DEAL = const(6)
_PASS_ROUND = const(7)
_RNG_FAILURE = const(8)
_CANNOT_DEAL = const(9)
_RNG_TEXT = const(10)
_TRACKER_DEAL_PARTY = const(27)
_NEEDS_CARDS = const(29)
_ONE_CARD = const(26)
_G_STANDARD = const(35)


class Intro(Screen):
    """Before a deal: the hand, the dealer, the ante, who sits out; B: DEAL."""

    kind = "intro"
    moved = ("", "")   # table.moved, and it said in the language in use
    warm = False       # the RNG's start-up test has run (tick)

    def tick(self, now, held):
        """The first idle moment, no key down: the RNG's start-up health test runs now,
        once a boot, rather than in DEAL (7.5 ms of the first one on the emulated Pico)."""
        if not self.warm and held == NONE:
            self.warm = True
            if not self.nav.table.tracker:
                from indian_poker.dealing import warm_up
                warm_up(self.nav.table.session)
        return False

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
            self.notice = said(err)

    def render(self, rows):
        """The hand about to be dealt; why the last key did nothing."""
        table = self.nav.table
        session = table.session
        names = table.names
        # O-DEALER-SITS-OUT: the dealer holds no card, so the seat acting last has the button
        number = layout.hand_of(session.hand_no + 1, session.hands_total)
        role = TABLE[_ROLE_DEALER if session.rules.dealer_plays else _ROLE_BUTTON]
        title = TABLE[_HAND_TITLE] % (number, role, names[session.dealer])
        if len(title) > layout.COLS:
            title = title.replace(" · ", " ")
        if len(title) > layout.COLS:   # "Mano 12/12 mazziere BOB": the number says "hand"
            title = "%s %s %s" % (number, role, names[session.dealer])
        rows[0] = title
        rows[1] = (TABLE[_ANTE_EACH] % session.rules.ante if session.game.BETTING
                   else TABLE[_LOWEST_DRINKS])
        seated = session.seated()
        out = [names[s] for s in range(session.rules.players) if not seated >> s & 1]
        if out:
            layout.tokens([TABLE[_OUT]] + out, rows, 2, 3)
        if table.moved:   # the dealer's seat was left since the last hand: say why
            if self.moved[0] != table.moved:   # said once, not at every redraw
                self.moved = (table.moved, said(table.moved))
            layout.wrap(self.moved[1], rows, 4, 4)
        if not table.tracker:
            text = TABLE[_PASS_ROUND]
        elif session.game.BETTING:
            text = TABLE[_TRACKER_DEAL]
        else:   # V-DRINK: no chips, no antes
            text = TABLE[_TRACKER_DEAL_PARTY]
        layout.wrap(text, rows, 5 if table.moved else 4, 6)
        rows[7] = layout.keys("", KEYS[_DEAL], "")
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
        rows[0] = TABLE[_RNG_FAILURE]
        rows[1] = TABLE[_CANNOT_DEAL]
        session = self.nav.table.session
        if _deck_plays(session):
            layout.wrap(TABLE[_RNG_TEXT], rows, 3, 6)
            rows[7] = layout.keys(KEYS[_RETRY], "", KEYS[_DECK])
        else:
            name = GAME[_G_STANDARD + session.rules.variant]
            layout.wrap(TABLE[_NEEDS_CARDS] % (name[:1].upper() + name[1:]), rows, 2, 6)
            rows[7] = layout.keys(KEYS[_RETRY], "", KEYS[_ONE_CARD])
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
