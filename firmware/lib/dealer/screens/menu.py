"""The menu key's list: only what makes sense at this moment is offered."""

from micropython import const

from indian_poker import IllegalAction

from ..board.keys import NONE, A, B, C
from ..lang import KEYS, MENU, SHOW, said
from . import layout
from .base import Message, Screen, ScreenOff

# words (dealer/lang)
_BACK = const(0)
_OK = const(2)
_DOWN = const(6)
_MISDEAL_Q = const(19)
_END_Q = const(20)
_M_UNDO = const(0)
_M_TITLE = const(11)

ONE_SHOT = ()   # one-shot (indian_poker/loading.py)

UNDO = const(0)
MISDEAL = const(1)
STANDINGS = const(2)
SETTINGS = const(3)
END = const(4)
SEND = const(5)
SETTLE = const(6)
QR = const(7)
LAST = const(8)
SCREEN_OFF = const(9)
BACK = const(10)



def offered(nav):
    """Bitmask of the items that make sense now (no table: no session yet)."""
    items = 1 << SCREEN_OFF
    table = nav.table
    if table is None:   # the setup: the session left for it is still there
        return items | (1 << LAST if nav.kept is not None else 0)
    items |= 1 << STANDINGS
    session = table.session
    hand = session.hand
    end = table.at_end()
    if (hand is not None or table.bought) and not end:
        items |= 1 << UNDO
    if hand is not None and not hand.over:   # a hand in play
        items |= 1 << MISDEAL
    elif not end and (not session.over or _may_rebuy(session)):
        items |= 1 << SETTINGS | 1 << END
    elif end:   # the histories show every card: only once the session is over
        items |= 1 << SEND
        # the fewest payments (then its QR codes); V-DRINK: the tally by QR at once
        items |= 1 << (SETTLE if session.game.BETTING else QR)
    return items


def _may_rebuy(session):
    """R-BUST ended an N-hands or last-standing session: a rebuy (Settings, Players) may
    still bring the bust player back before the next hand."""
    from indian_poker.buyins import why_not
    return not why_not(session)


class Menu(Screen):
    """A cursor over the items offered: A: BACK (the menu closes), B: DOWN, C: OK."""

    kind = "menu"
    panel = True

    def __init__(self, nav):
        super().__init__(nav)
        self.offered = offered(nav) | 1 << BACK
        self.cursor = self._step(-1, 1)
        self.tried = 0   # bit i: item i's idle work is done, or was tried (tick)

    def tick(self, now, held):
        """Idle, no key down, once per item per menu: with the cursor on Standings, their
        screen is made (its modules imported, 30 ms or so on the board) ahead of OK, which
        then shows it at once; on Undo in a hand, the replay that undoes loads (25 ms
        or so), and stays, as after any undo. Not at all if there is no room for it."""
        item = self.cursor
        if held != NONE or self.tried >> item & 1:
            return False
        self.tried |= 1 << item
        try:
            if item == STANDINGS:
                from .standings import Standings
                self.ahead = Standings(self.nav)
            elif item == UNDO and not self.nav.table.bought:
                from indian_poker import replay  # noqa: F401  (loaded: Hand.undo imports it)
        except MemoryError:   # made at OK instead, after the menu's module is gone
            pass
        return False

    def _step(self, item, direction):
        for _ in range(BACK + 1):
            item = (item + direction) % (BACK + 1)
            if self.offered >> item & 1:
                return item
        return BACK

    def press(self, key, long, started):
        """A closes the menu, B moves the cursor down (round to the top), C chooses."""
        if key == A:
            self.nav.pop()
        elif key == B:
            self.cursor = self._step(self.cursor, 1)
        elif key == C:
            self._choose(self.cursor)

    def _choose(self, item):
        nav = self.nav
        ahead = nav.ahead   # only Settle up uses it; any other item frees it first
        if item != SETTLE:
            nav.ahead = None
        if item == STANDINGS and self.ahead is not None:
            nav.swap(self.ahead)   # its modules stay: a screen of theirs is shown
            return
        nav.pop()
        if item == MISDEAL and _betting_started(nav.table.session.hand):
            _table_action(nav, item)   # refused: say why at once, before any question
        elif item == MISDEAL or item == END:   # nothing takes these back: ask first
            from .confirm import Confirm
            nav.push(Confirm(nav, SHOW[_END_Q if item == END else _MISDEAL_Q],
                             lambda: _table_action(nav, item)))
        elif item == UNDO:
            _table_action(nav, item)
        elif item == STANDINGS:
            from .standings import Standings
            nav.push(Standings(nav))
        elif item == SETTINGS:
            from .settings_panel import SettingsPanel
            nav.push(SettingsPanel(nav))
        elif item == SEND:
            from .sending import send
            send(nav)
        elif item == SETTLE:
            _settle_up(nav, ahead)
        elif item == QR:
            nav.drop_hand()
            from .qr_code import QrResults
            nav.push(QrResults(nav))
        elif item == SCREEN_OFF:
            nav.push(ScreenOff(nav))
        elif item == LAST:
            from ..sessions import back
            back(nav)

    def render(self, rows):
        """The items offered, the cursor on one."""
        rows[0] = MENU[_M_TITLE]
        row = 1
        for item in range(BACK + 1):   # the items' words are in this order (dealer/lang)
            if self.offered >> item & 1:
                rows[row] = ("> " if item == self.cursor else "  ") + MENU[_M_UNDO + item]
                row += 1
        rows[7] = layout.keys(KEYS[_BACK], KEYS[_DOWN], KEYS[_OK])


def _betting_started(hand):
    """R-MISDEAL: the core refuses a misdeal once anyone has acted (stacked.redeal)."""
    return hand.events.end != hand.events.start or hand.street > 0


def _settle_up(nav, made):
    """Show the settle-up: `made` by the final standings in their idle time, or made now
    once the hand's modules are gone (the session is over: room for it and its codes)."""
    nav.ahead = None
    if made is None:
        nav.drop_hand()
        from .settle_up import SettleUp
        made = SettleUp(nav)
    made.page = 0
    nav.push(made)


def _table_action(nav, item):
    """Undo, misdeal or end the session; a message over the step that follows says so."""
    # A refusal of the rules core is told as it is, and changes nothing.
    table = nav.table
    buyin = item == UNDO and bool(table.bought)   # a rebuy, a leaver or a join, between hands
    try:
        if item == UNDO:
            done = table.undo()
        elif item == MISDEAL:
            done = table.misdeal()   # R-MISDEAL: a real deck is cut again first
        else:
            done = table.end()
    except IllegalAction as err:
        done = err
    else:
        if buyin:   # the screens under the menu (the buy-ins, the intro) stay
            from .buyins import BuyIns
            top = nav.top()
            if isinstance(top, BuyIns):
                top.notice = said(done)   # in place of what the rebuy said
                return
    nav.push(Message(nav, said(done), item == UNDO))   # the console had it in English
