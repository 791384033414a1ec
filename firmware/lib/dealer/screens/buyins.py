"""Between hands: players rebuy a stack, cash out and leave, or a new player joins a seat
someone left (N hands, last standing)."""

from micropython import const

from indian_poker import IllegalAction
from indian_poker.buyins import why_not_join, why_not_rebuy

from ..board.keys import A, B, C
from ..lang import KEYS, RESULTS, said
from . import layout
from .base import Screen
from .text import chips

# words (dealer/lang)
_BACK = const(0)
_NEXT = const(1)
_JOIN = const(16)
_REBUY = const(17)
_REBUY_TITLE = const(18)
_LEFT = const(19)
_OUT_STATE = const(20)
_B_JOINS = const(21)
_HOLD_B_CASH = const(22)
_CASH_OUT_Q = const(28)
_BUY_Q = const(29)
_UNDO_MENU = const(30)

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)


def undo_hint(done):
    """`done`, and how to take it back where the notice's two rows have room."""
    hinted = done + " " + RESULTS[_UNDO_MENU]
    return hinted if layout.rows_needed(hinted) <= 2 else done


class BuyIns(Screen):
    """Every seat with its chips: A goes back, B rebuys a stack, a hold of B cashes out
    and leaves, C moves to the next seat; on a seat someone left, B lets a new player
    join it (screens/join.py)."""

    kind = "buyins"

    def __init__(self, nav):
        super().__init__(nav)
        self.cursor = 0

    def press(self, key, long, started):
        """A: BACK; B: REBUY (held: LEAVE); C: NEXT."""
        self.notice = ""
        table = self.nav.table
        if key == C:
            self.cursor = (self.cursor + 1) % table.session.rules.players
        elif key == A:
            self.nav.pop()
        elif key == B and table.session.left() >> self.cursor & 1 and not long:
            why = why_not_join(table.session, self.cursor)
            if why:
                self.notice = said(why)
            else:
                from .join import Join
                self.nav.push(Join(self.nav, self.cursor, self.done))
        elif key == B:   # asked first (BACK on A, YES on B); Undo in the menu takes it back
            seat = self.cursor
            why = "" if long else why_not_rebuy(table.session, seat)
            if why:   # a rebuy that cannot be is not asked
                self.notice = said(why)
            else:
                from .confirm import Confirm
                self.nav.push(Confirm(self.nav, self.question(seat, long),
                                      lambda: self._buy(seat, long)))

    def question(self, seat, leave):
        """What B asks before a rebuy (a hold of B: before a cash-out) of `seat`."""
        table = self.nav.table
        session = table.session
        name = table.names[seat]
        if leave:
            return RESULTS[_CASH_OUT_Q] % (name, chips(session.balance(seat)))
        return RESULTS[_BUY_Q] % (name, session.rules.stack, chips(session.balance(seat)))

    def _buy(self, seat, leave):
        """The answer YES: the rebuy or the leave, or why it cannot be."""
        table = self.nav.table
        try:
            self.done(table.leave(seat) if leave else table.rebuy(seat))
        except IllegalAction as err:
            self.notice = said(err)

    def done(self, text):
        """What a rebuy, a cash-out or a join did, said here with how to take it back."""
        self.notice = undo_hint(said(text))   # the console had it in English

    def render(self, rows):
        """A page of seats around the cursor; what the last key did."""
        table = self.nav.table
        session = table.session
        left = session.left()
        rows[0] = RESULTS[_REBUY_TITLE]
        players = session.rules.players
        first = max(0, self.cursor - 3)
        for i in range(first, min(players, first + 4)):
            state = " " + RESULTS[_LEFT] if left >> i & 1 else (
                "" if session.can_play(i) else " " + RESULTS[_OUT_STATE])
            rows[1 + i - first] = layout.clip("%s%-3s %s%s" % (
                ">" if i == self.cursor else " ", table.names[i], chips(session.balance(i)),
                state))
        joins = left >> self.cursor & 1
        rows[5] = RESULTS[_B_JOINS if joins else _HOLD_B_CASH]
        if self.notice:
            rows[5] = ""
            layout.wrap(self.notice, rows, 5, 6)
        rows[7] = layout.keys(KEYS[_BACK], KEYS[_JOIN if joins else _REBUY], KEYS[_NEXT])
