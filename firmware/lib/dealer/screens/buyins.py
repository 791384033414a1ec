"""Between hands: players rebuy a stack, cash out and leave, or a new player joins a seat
someone left (N hands, last standing)."""

from indian_poker import IllegalAction
from indian_poker.buyins import why_not_join

from ..board.keys import A, B, C
from ..lang import said
from . import layout
from .base import Screen
from .text import chips

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)


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
                self.nav.push(Join(self.nav, self.cursor))
        elif key == B:
            try:
                if long:
                    self.notice = table.leave(self.cursor)
                else:
                    self.notice = table.rebuy(self.cursor)
            except IllegalAction as err:
                self.notice = said(err)

    def render(self, rows):
        """A page of seats around the cursor; what the last key did."""
        table = self.nav.table
        session = table.session
        left = session.left()
        rows[0] = "Rebuy, leave or join"
        players = session.rules.players
        first = max(0, self.cursor - 3)
        for i in range(first, min(players, first + 4)):
            state = " left" if left >> i & 1 else ("" if session.can_play(i) else " out")
            rows[1 + i - first] = layout.clip("%s%-3s %s%s" % (
                ">" if i == self.cursor else " ", table.names[i], chips(session.balance(i)),
                state))
        joins = left >> self.cursor & 1
        rows[5] = "B: a new player joins" if joins else "hold B: cash out"
        if self.notice:
            rows[5] = ""
            layout.wrap(self.notice, rows, 5, 6)
        rows[7] = layout.keys("BACK", "JOIN" if joins else "REBUY", "NEXT")
