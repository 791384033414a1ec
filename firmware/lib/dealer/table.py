"""The table: each hand from the deal to the payout, in pass-around or tracker mode."""

# Pass-around: the device holds the cards; it is handed from player to player, and
# a hand-off screen (no card) stands between one player's view and the next.
# Tracker: the players hold a real deck on their foreheads; the device tracks the
# pot and the turns, and at the showdown the remaining cards are entered. It says
# what R-TABLE asks at the table: who cuts and who deals, then a 3-2-1 count so that
# everybody lifts their card at once; a folded card goes face down, never asked for.

from indian_poker import (
    BET,
    FIXED,
    FOLD,
    RAISE,
    SUITS,
    IllegalAction,
    RngFailure,
)
from indian_poker.actions import action_name

from . import screens
from .buttons import NONE
from .chips import chips
from .results import balances_screen, final_screen, standings_rows
from .showdown import result_screen
from .soft_keys import action_for
from .ticks import ticks_diff
from .turn_screens import (
    count_screen,
    cut_screen,
    handoff_screen,
    intro_screen,
    rng_screen,
    title_row,
    turn_screen,
)

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

INTRO = const(0)
RNG_FAIL = const(1)
HANDOFF = const(2)
VIEW = const(3)      # pass-around: the player to act sees the others' cards
ACT = const(4)       # tracker: whose turn, no card on screen
REVEAL = const(5)    # tracker showdown: enter a remaining player's card
RESULT = const(6)    # showdown or walk
BALANCES = const(7)
FINAL = const(8)
AMOUNT = const(9)    # pot or no limit: choosing the size of a bet or raise
CUT = const(10)      # tracker: the antes are in; the real cards are cut and dealt
COUNT = const(11)    # tracker: 3-2-1, then everybody lifts their card at once

_KEY_A = const(0)
_KEY_B = const(1)
_KEY_C = const(2)
# Privacy at the hand-off: a card view opens only on a hold of B (a long press) that
# begins at least this long after the hand-off screen came up. The key press that ended
# the last turn, a bounce or a double tap of it, and any press made while the device is
# still in the last player's hand are all too early, so none of them can show that
# player's own card. A hold, not a tap, because a tap is what every action is.
LOOK_AFTER_MS = const(1000)
COUNT_MS = const(1000)   # each number of the 3-2-1 count (R-TABLE: "on three")


class Table:
    """One session's hands; `press` takes soft keys, `render` fills the screen rows."""

    def __init__(self, session, names, tracker, log, ticks=None):
        self.session = session
        self.names = names
        self.tracker = tracker   # deal the next hand as a real deck
        self.log = log           # the serial console: never given a card
        self.ticks = ticks       # the clock (hw.ticks_ms) that times the hand-off lock-out
        self.handoff_at = 0      # when the hand-off screen came up
        self.look_ready = ticks is None   # the lock-out is over: a hold of B opens the view
        self.step = INTRO
        self.page = 0
        # loaded only in the games that need them:
        self.entry = None        # reveal.CardEntry: a card typed in at a tracker showdown
        self.amount = None       # amount.AmountEntry: the size of a pot- or no-limit bet
        self.betting = VIEW       # the step AMOUNT returns to
        self.notice = ""         # why the last key did nothing
        self.paged = False       # the card view needs more than one page
        self.count_at = 0        # when the 3-2-1 count started (tracker)
        self.counted = 0         # the number of the count on screen

    # ---- flow ------------------------------------------------------------------

    def sync(self):
        """Point the flow at what the current hand needs next (after an action, undo, misdeal)."""
        hand = self.session.hand
        self.notice = ""
        self.page = 0
        if hand is None:
            self.step = INTRO
        elif hand.over:
            self.step = RESULT
        elif hand.to_act is None:
            self.step = REVEAL
            self._card_entry().reset()
        elif hand.physical:
            self.step = ACT
        else:
            self._hand_off()

    def _hand_off(self):
        """Show the hand-off screen and start its lock-out (see LOOK_AFTER_MS)."""
        self.step = HANDOFF
        self.page = 0
        if self.ticks is not None:
            self.handoff_at = self.ticks()
            self.look_ready = False

    def tick(self, now):
        """The main loop's clock: True when time alone changed the screen."""
        # The hand-off's lock-out ends, or the 3-2-1 count moves on (then the turns start).
        if self.step == COUNT:
            left = 3 - ticks_diff(now, self.count_at) // COUNT_MS
            if left < 0:   # 3, 2, 1, lift: on to the first turn
                self.sync()
                return True
            return left != self.counted
        if self.step != HANDOFF or self.look_ready:
            return False
        self.look_ready = ticks_diff(now, self.handoff_at) >= LOOK_AFTER_MS
        return self.look_ready

    def cut(self):
        """Tracker: the real cards are to be cut and dealt (a new hand, or after a misdeal)."""
        self.step = CUT
        self.notice = ""

    def _count(self):
        """Tracker: start the 3-2-1 count on the device's clock; no clock, no count."""
        if self.ticks is None:
            self.sync()
            return
        self.step = COUNT
        self.count_at = self.ticks()
        self.counted = 3

    def private(self):
        """True on a card screen, or while sizing a bet right after one (pass-around)."""
        return self.step == VIEW or self.step == AMOUNT and self.betting == VIEW

    def blank(self):
        """Privacy: leave a card screen (or a bet being sized after one) for the hand-off."""
        if self.private():
            self._hand_off()

    def _card_entry(self):
        """The card being typed in at a tracker showdown (its code loads on first use)."""
        if self.entry is None:
            from .reveal import CardEntry
            self.entry = CardEntry()
        return self.entry

    def _amount_entry(self):
        """The pot- or no-limit bet being sized (its code loads on first use)."""
        if self.amount is None:
            from .amount import AmountEntry
            self.amount = AmountEntry()
        return self.amount

    def at_end(self):
        """True on the final standings of the session."""
        return self.step == FINAL

    def show_end(self):
        """Go to the final standings (the session has just been ended)."""
        self.step = FINAL
        self.page = 0

    def between_hands(self):
        """True when no hand is being played (settings may change, the session may end)."""
        return self.step in (INTRO, RNG_FAIL, RESULT, BALANCES, FINAL)

    def press(self, key, long, started=0):
        """Handle soft key A, B or C; returns True when the players ask for a new session.

        `started` is when the press began (ticks_ms): the hand-off needs it.
        """
        step = self.step
        self.notice = ""
        if step == INTRO:
            if key == _KEY_B:
                self._deal()
        elif step == RNG_FAIL:
            if key == _KEY_A:
                self._deal()
            elif key == _KEY_C:
                self.tracker = True
                self._deal()
        elif step == CUT:
            if key == _KEY_B:
                self._count()
        elif step == COUNT:
            pass   # everybody lifts their card on three: no key changes that
        elif step == HANDOFF:
            if key == _KEY_B and long and self.look_ready and (
                    self.ticks is None or ticks_diff(started, self.handoff_at) >= LOOK_AFTER_MS):
                self.step = VIEW
                self.page = 0
        elif step == VIEW and key == _KEY_B and long and self.paged:
            self.page += 1      # hold B: the next page of cards
        elif step == VIEW or step == ACT:
            self._bet_key(key)
        elif step == AMOUNT:
            self._amount_key(key, long)
        elif step == REVEAL:
            self._reveal_key(key)
        elif step == RESULT:
            if key == _KEY_C:
                self.step = BALANCES
                self.page = 0
            elif key == _KEY_B:
                self.page += 1
        elif key == _KEY_B:
            self.page += 1
        elif key == _KEY_C:
            if step == FINAL:
                return True
            self.page = 0
            self.step = FINAL if self.session.over else INTRO
        return False

    def _deal(self):
        session = self.session
        try:
            session.deal(physical=self.tracker)
        except RngFailure:
            self.step = RNG_FAIL
            self.log("RNG failure: cannot deal")
            return
        except IllegalAction as err:  # e.g. a real deck for a game of several cards
            self.notice = str(err)
            self.tracker = False      # so the next DEAL uses the device's cards
            return
        self.log("hand %s dealer %s" % (screens.hand_of(session.hand_no, session.hands_total),
                                        self.names[session.dealer]))
        if session.hand.physical:
            self.cut()
        else:
            self.sync()

    def _bet_key(self, key):
        hand = self.session.hand
        action = action_for(hand, key)
        if action < 0:
            return
        to = None
        if action == BET or action == RAISE:
            limits = hand.limits()
            if self.session.rules.structure != FIXED and limits is not None:
                if limits[0] < limits[1]:
                    self._amount_entry().start(limits, action == RAISE)
                    self.betting = self.step
                    self.step = AMOUNT
                    return
                to = limits[0]   # only one size is possible (all in)
        self._act(action, to)

    def holding(self, held):
        """Buttons.held() while a bet is being sized: step it; True if the screen changed."""
        if self.step != AMOUNT or held == NONE:
            return False
        return self._amount_entry().hold(held & 3, held >> 2)

    def _amount_key(self, key, long):
        from .amount import BACK, PENDING
        entry = self._amount_entry()
        to = entry.press(key, long)
        if to == BACK:
            self.step = self.betting
        elif to != PENDING:
            self._act(RAISE if entry.raising else BET, to)

    def _act(self, action, to):
        hand = self.session.hand
        seat = hand.to_act
        try:
            hand.act(action, to)
        except IllegalAction as err:
            self.notice = str(err)
            return
        if to is None:
            self.log("%s: %s" % (self.names[seat], action_name(action)))
        else:
            self.log("%s: %s to %d" % (self.names[seat], action_name(action), to))
        self._after_change()
        if action == FOLD and hand.physical and not hand.over:
            # R-TABLE: "a player who folds puts the card face down without ever looking"
            self.notice = "%s: your card face down, unseen" % self.names[seat]

    def _reveal_key(self, key):
        from .reveal import NONE, rank_card, reveal_seat
        suits = self.session.rules.tiebreak == SUITS
        c = self._card_entry().press(key, suits)
        if c == NONE:
            return
        hand = self.session.hand
        if not suits:   # R-DECK: only the rank was entered; see reveal.rank_card
            c = rank_card(hand, c >> 2)
        try:
            hand.reveal(reveal_seat(hand), c)
        except IllegalAction as err:
            self.notice = str(err)
            self._card_entry().reset()
            return
        self._after_change()

    def _after_change(self):
        hand = self.session.hand
        self.sync()
        if hand.over:
            for seat in range(hand.seats):
                if hand.won(seat):
                    self.log("%s wins %s" % (self.names[seat], chips(hand.won(seat))))

    # ---- screens ---------------------------------------------------------------

    def render(self, rows):
        """Fill `rows`; returns (kind, viewer): viewer is the seat whose private view it is."""
        step = self.step
        session = self.session
        hand = session.hand
        if step == INTRO or step == RNG_FAIL:
            if step == INTRO:
                intro_screen(rows, session, self.names, self.tracker)
            else:
                rng_screen(rows)
            if self.notice:
                screens.wrap(self.notice, rows, 5, 6)
            return ("intro" if step == INTRO else "rng"), None
        if step == RESULT:
            kind, shown = result_screen(rows, hand, self.names, session.rules.variant,
                                        self._rank_only(hand), self.page,
                                        hand._rules.pairs)
            self.page = max(shown, 0)
            return kind, None
        if step == BALANCES:
            self.page = balances_screen(rows, session, self.names, self.page)
            return "balances", None
        if step == FINAL:
            self.page = final_screen(rows, session, self.names, self.page)
            return "final", None
        if step == REVEAL:
            self._reveal(rows, hand)
            return "reveal", None
        if step == CUT:
            cut_screen(rows, session, self.names)
            return "cut", None
        if step == COUNT:
            self.counted = 3 - ticks_diff(self.ticks(), self.count_at) // COUNT_MS
            count_screen(rows, session, hand, max(self.counted, 0))
            return "count", None
        name = self.names[hand.to_act]
        rows[0] = title_row(session, hand)
        if step == AMOUNT:
            self._amount_entry().render(rows, name, hand)
            return "amount", None
        if step == HANDOFF:
            handoff_screen(rows, session, self.names, self.look_ready)
            return "handoff", None
        viewer = hand.to_act if step == VIEW else None
        shown = turn_screen(rows, session, self.names, viewer, self.page)
        self.paged = shown >= 0
        self.page = max(shown, 0)
        if self.notice:
            for i in range(4, 7):
                rows[i] = ""
            screens.wrap(self.notice, rows, 4, 6)
        return ("view" if step == VIEW else "act"), viewer

    def _rank_only(self, hand):
        """A real deck's suits are not entered when they do not break ties."""
        return hand.physical and self.session.rules.tiebreak != SUITS

    def _reveal(self, rows, hand):
        from .reveal import reveal_seat
        self._card_entry().render(rows, self.names[reveal_seat(hand)], hand.pot,
                          self.session.rules.tiebreak == SUITS)
        if self.notice:
            screens.wrap(self.notice, rows, 5, 6)

    def standings(self, rows, page):
        """The standings panel (menu) so far; returns the page shown."""
        session = self.session
        played = session.hand_no if session.hand and session.hand.over else session.hand_no - 1
        rows[0] = "Standings " + screens.hand_of(max(played, 0), session.hands_total)
        return standings_rows(rows, session, self.names, page)

