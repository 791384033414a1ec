"""The table: each hand from the deal to the payout, in pass-around or tracker mode.

Pass-around: the device holds the cards; it is handed from player to player, and
a hand-off screen (no card) stands between one player's view and the next.
Tracker: the players hold a real deck on their foreheads; the device tracks the
pot and the turns, and at the showdown the remaining cards are entered.
"""

from indian_poker import BET, CALL, CHECK, FOLD, RAISE, SUITS, IllegalAction, RngFailure
from indian_poker.actions import action_name
from indian_poker.cards import RANKS, SUIT_SYMBOLS

from . import screens
from .chips import chips
from .results import balances_screen, final_screen, result_screen, standings_rows
from .reveal import NONE, CardEntry, reveal_seat

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

_KEY_A = const(0)
_KEY_B = const(1)
_KEY_C = const(2)


class Table:
    """One session's hands; `press` takes soft keys, `render` fills the screen rows."""

    def __init__(self, session, names, tracker, log):
        self.session = session
        self.names = names
        self.tracker = tracker   # deal the next hand as a real deck
        self.log = log           # the serial console: never given a card
        self.step = INTRO
        self.page = 0
        self.entry = CardEntry()  # the card being typed in at a tracker showdown
        self.notice = ""         # why the last key did nothing

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
        elif hand.to_act is not None:
            self.step = ACT if hand.physical else HANDOFF
        else:
            self.step = REVEAL
            self.entry.reset()

    def blank(self):
        """Privacy: leave a card screen for the hand-off screen."""
        if self.step == VIEW:
            self.step = HANDOFF

    def between_hands(self):
        """True when no hand is being played (settings may change, the session may end)."""
        return self.step in (INTRO, RNG_FAIL, BALANCES, FINAL)

    def press(self, key, long):
        """Handle soft key A, B or C; returns True when the players ask for a new session."""
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
        elif step == HANDOFF:
            if key == _KEY_B:
                self.step = VIEW
        elif step == VIEW or step == ACT:
            self._bet_key(key)
        elif step == REVEAL:
            self._reveal_key(key)
        elif step == RESULT:
            if key == _KEY_C:
                self.step = BALANCES
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
        self.log("hand %d/%d dealer %s"
                 % (session.hand_no, session.hands_total, self.names[session.dealer]))
        self.sync()

    def _bet_key(self, key):
        hand = self.session.hand
        action = _action_for(hand, key)
        if action < 0:
            return
        seat = hand.to_act
        try:
            hand.act(action)
        except IllegalAction as err:
            self.notice = str(err)
            return
        self.log("%s: %s" % (self.names[seat], action_name(action)))
        self._after_change()

    def _reveal_key(self, key):
        c = self.entry.press(key, self.session.rules.tiebreak == SUITS)
        if c == NONE:
            return
        hand = self.session.hand
        try:
            hand.reveal(reveal_seat(hand), c)
        except IllegalAction as err:
            self.notice = str(err)
            self.entry.reset()
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
        if step == INTRO:
            self._intro(rows)
            return "intro", None
        if step == RNG_FAIL:
            rows[0] = "RNG failure:"
            rows[1] = "cannot deal"
            screens.wrap("Deal a real deck instead (tracker mode), or try again.", rows, 3, 6)
            rows[7] = screens.keys("RETRY", "", "DECK")
            return "rng", None
        if step == RESULT:
            return result_screen(rows, hand, self.names, self._rank_only(hand))
        if step == BALANCES:
            self.page = balances_screen(rows, session, self.names, self.page)
            return "balances", None
        if step == FINAL:
            self.page = final_screen(rows, session, self.names, self.page)
            return "final", None
        if step == REVEAL:
            self._reveal(rows, hand)
            return "reveal", None
        seat = hand.to_act
        name = self.names[seat]
        rows[0] = screens.clip("Hand %d/%d  pot %d" % (session.hand_no, session.hands_total,
                                                        hand.pot))
        if step == HANDOFF:
            rows[2] = "Pass to " + name
            rows[4] = "B when only %s" % name
            rows[5] = "looks"
            rows[7] = screens.keys("", "LOOK", "")
            return "handoff", None
        rows[1] = name + " to act"
        rows[2] = screens.clip("%s %s" % ("you have" if step == VIEW else name + " has",
                                          chips(session.balance(seat))))
        rows[3] = "to call %d" % hand.to_call()
        if step == VIEW:
            cards = []
            other = seat
            for _ in range(hand.seats - 1):
                other = (other + 1) % hand.seats
                if hand.sees(seat, other):
                    cards.append("%s %s" % (self.names[other], card_text(hand.card(other))))
            screens.tokens(cards, rows, 4, 6)
        if self.notice:
            screens.wrap(self.notice, rows, 4, 6)
        rows[7] = _bet_keys(hand)
        return ("view", seat) if step == VIEW else ("act", None)

    def _rank_only(self, hand):
        """A real deck's suits are not entered when they do not break ties."""
        return hand.physical and self.session.rules.tiebreak != SUITS

    def _intro(self, rows):
        session = self.session
        title = "Hand %d/%d · dealer %s" % (session.hand_no + 1, session.hands_total,
                                            self.names[session.dealer])
        if len(title) > screens.COLS:
            title = title.replace(" · ", " ")
        rows[0] = title
        rows[2] = "Ante %d each" % session.rules.ante
        if self.tracker:
            screens.wrap("Deal one card to each player, face out. Nobody looks at "
                         "their own.", rows, 3, 6)
        else:
            screens.wrap("The device deals; pass it round.", rows, 3, 6)
        rows[7] = screens.keys("", "DEAL", "")

    def _reveal(self, rows, hand):
        self.entry.render(rows, self.names[reveal_seat(hand)], hand.pot,
                          self.session.rules.tiebreak == SUITS)
        if self.notice:
            screens.wrap(self.notice, rows, 5, 6)

    def standings(self, rows, page):
        """The standings panel (menu) so far; returns the page shown."""
        session = self.session
        rows[0] = "Standings %d/%d" % (session.hand_no if session.hand and session.hand.over
                                      else max(session.hand_no - 1, 0), session.hands_total)
        return standings_rows(rows, session, self.names, page)


def card_text(c, rank_only=False):
    """A card for the screen: "K♥", or just "K" when its suit was never entered."""
    if rank_only:
        return RANKS[c >> 2]
    return RANKS[c >> 2] + SUIT_SYMBOLS[c & 3]


def _action_for(hand, key):
    """The action soft key `key` stands for now, or -1 if it is not allowed."""
    legal = hand.legal()
    if key == _KEY_A:
        action = FOLD
    elif key == _KEY_B:
        action = CHECK if legal >> CHECK & 1 else CALL
    elif key == _KEY_C:
        action = BET if hand.target == 0 else RAISE
    else:
        return -1
    return action if legal >> action & 1 else -1


def _bet_keys(hand):
    legal = hand.legal()
    b = "CHECK" if legal >> CHECK & 1 else ("CALL" if legal >> CALL & 1 else "")
    c = "BET" if legal >> BET & 1 else ("RAISE" if legal >> RAISE & 1 else "")
    return screens.keys("FOLD" if legal >> FOLD & 1 else "", b, c)
