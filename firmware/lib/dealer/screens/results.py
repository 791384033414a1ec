"""After a hand and after the session: the result, the balances, the standings, the end."""

from indian_poker import SUITS, UNIT

from ..board.keys import A, B, C
from . import flow, layout
from .base import Screen
from .showdown import result_screen
from .text import chips, net


def _sips(count):
    return "%d sip%s" % (count, "" if count == 1 else "s")


def balances_screen(rows, session, names, page, players=False):
    """Every balance after the hand, with what the hand changed (`players`: A offers
    rebuys and leaving); returns the page shown."""
    hand = session.hand
    players = session.rules.players
    pages = layout.page_count(players)
    page %= pages
    rows[0] = "After hand " + layout.hand_of(session.hand_no, session.hands_total)
    first = page * layout.PAGE_ROWS
    betting = session.game.BETTING
    for i in range(min(layout.PAGE_ROWS, players - first)):
        seat = first + i
        if not betting:   # V-DRINK: the tally of sips, and who drank this time
            rows[1 + i] = "%-3s %s%s" % (names[seat], _sips(session.tally(seat)),
                                         "  +1" if hand.winners() >> seat & 1 else "")
            continue
        change = hand.won(seat) - hand.put(seat) * UNIT
        balance = chips(session.balance(seat))
        rows[1 + i] = layout.fit("%-3s %8s  %s" % (names[seat], balance, net(change)),
                                  "%s %s" % (names[seat], balance))
    rows[7] = layout.keys("PLAYERS" if players else "", "MORE" if pages > 1 else "", "NEXT")
    return page


def standings_rows(rows, session, names, page):
    """Rows 1-6: rank, name, chips held, net; returns the page shown."""
    # R-WINNER: the rank is by chips held (equal chips share it); the net beside it is
    # each player's score. A row too long for both keeps the chips, which decide.
    standings = session.standings()
    pages = layout.page_count(len(standings))
    page %= pages
    first = page * layout.PAGE_ROWS
    betting = session.game.BETTING
    for i in range(min(layout.PAGE_ROWS, len(standings) - first)):
        rank, seat, units = standings[first + i]
        if not betting:   # V-DRINK: the fewest sips rank first
            rows[1 + i] = "%2d %-3s %s" % (rank, names[seat], _sips(-units))
            continue
        rows[1 + i] = layout.fit("%2d %-3s %7s %s" % (rank, names[seat],
                                                        chips(session.balance(seat)), net(units)),
                                  "%2d %s %s" % (rank, names[seat],
                                                 chips(session.balance(seat))))
    rows[7] = layout.keys("", "MORE" if pages > 1 else "", "BACK")
    return page


def final_screen(rows, session, names, page):
    """The session's standings with the winner or the shared win; returns the page shown."""
    top = []
    for rank, seat, _ in session.standings():
        if rank == 1:
            top.append(names[seat])
    if len(top) == 1:
        rows[0] = "Winner: " + top[0]
    else:
        title = "Shared: " + " ".join(top)
        rows[0] = title if len(title) <= layout.COLS else "Shared by %d players" % len(top)
    page = standings_rows(rows, session, names, page)
    rows[7] = layout.keys("SETTLE" if session.game.BETTING else "QR", rows[7][7:14].strip(),
                          "NEW")
    return page


class Results(Screen):
    """After a hand and after the session, pages of 6 players (B: MORE), by `kind`:
    "showdown" or "walk" (C: the balances), "balances" (C: the next hand, or the end),
    "final" at the end of the session (C: NEW, the setup of the next one), and
    "standings" from the menu (C: BACK)."""

    def __init__(self, nav, kind):
        self.nav = nav
        self.kind = kind
        self.panel = kind == "standings"   # opened from the menu: the menu key closes it
        self.page = 0
        self.players = False   # balances: A offers rebuys and leaving (indian_poker.buyins)
        if kind == "balances":
            from indian_poker.buyins import why_not
            self.players = not why_not(nav.table.session)
            nav.forget("indian_poker.buyins")   # a session without buy-ins keeps no copy

    def press(self, key, long, started):
        """A: PLAYERS (balances) or SETTLE (final); B: MORE; C: on."""
        nav = self.nav
        kind = self.kind
        if key == A and kind == "balances" and self.players:   # rebuys and leavers
            from .buyins import BuyIns
            nav.push(BuyIns(nav))
        elif key == A and kind == "final":   # the settle-up (V-DRINK: the tally by QR)
            if nav.table.session.game.BETTING:
                from .settle_up import SettleUp
                nav.push(SettleUp(nav))
            else:
                from .qr_code import QrResults
                nav.push(QrResults(nav))
        elif key == B:
            self.page += 1
        elif key != C:
            return
        elif kind == "balances":
            flow.between_hands(nav)
        elif kind == "final":
            from ..sessions import leave
            leave(nav)
        elif kind == "standings":
            nav.pop()
        else:
            nav.reset(Results(nav, "balances"))

    def render(self, rows):
        """The list's title, then a page of it."""
        table = self.nav.table
        session = table.session
        kind = self.kind
        hand = session.hand
        if kind == "balances":
            self.page = balances_screen(rows, session, table.names, self.page, self.players)
        elif kind == "final":
            self.page = final_screen(rows, session, table.names, self.page)
        elif kind == "standings":
            played = session.hand_no if hand is not None and hand.over else session.hand_no - 1
            rows[0] = "Standings " + layout.hand_of(max(played, 0), session.hands_total)
            self.page = standings_rows(rows, session, table.names, self.page)
        else:   # a real deck's suits are not entered when they do not break ties
            rank_only = hand.physical and session.rules.tiebreak != SUITS
            self.page = max(result_screen(rows, hand, table.names, rank_only, self.page)[1], 0)
