"""After a hand and after the session: the result, the balances, the final standings."""

from micropython import const

from indian_poker import SUITS, UNIT

from ..board.keys import NONE, B, C
from ..lang import KEYS, SHOW
from . import layout
from .base import Screen
from .showdown import result_screen
from .text import chips, net, sips

# words (dealer/lang)
_BACK = const(0)
_NEXT = const(1)
_MORE = const(5)
_NEW = const(14)
_AFTER_HAND = const(38)
_DRANK = const(14)
_WINNER = const(15)
_SHARED = const(16)
_SHARED_BY = const(17)
_NEW_Q = const(18)
_LAST_DEAL = const(37)


def balances_screen(rows, session, names, page):
    """Every balance after the hand, with what the hand changed; returns the page shown."""
    hand = session.hand
    players = session.rules.players
    pages = layout.page_count(players)
    page %= pages
    rows[0] = layout.squeeze(SHOW[_AFTER_HAND] % layout.hand_of(session.hand_no,
                                                                 session.hands_total))
    first = page * layout.PAGE_ROWS
    betting = hand.game.BETTING   # the hand's game: the next one's may differ already
    for i in range(min(layout.PAGE_ROWS, players - first)):
        seat = first + i
        if not betting:   # V-DRINK: the tally of sips, and who drank this time
            rows[1 + i] = layout.squeeze("%-3s %s%s" % (
                names[seat], sips(session.tally(seat)),
                "  " + SHOW[_DRANK] if hand.winners() >> seat & 1 else ""))
            continue
        change = net(hand.won(seat) - hand.put(seat) * UNIT)
        balance = chips(session.balance(seat))
        row = "%-3s %8s  %s" % (names[seat], balance, change)
        if len(row) > layout.COLS:   # "ANN 10017 1/3 +17 1/3": unaligned, or the balance
            row = layout.fit("%s %s %s" % (names[seat], balance, change),
                             "%s %s" % (names[seat], balance))
        rows[1 + i] = row
    rows[7] = layout.keys("", KEYS[_MORE] if pages > 1 else "", KEYS[_NEXT])
    return page


def settled_standings(session):
    """(rank, person, net units, chips held) after the last settled hand, most chips first.

    Between hands these are Session.standings(); during a hand each seat's stake in the
    pot still counts as its own (nothing is lost before the pot is settled).
    """
    hand = session.hand
    live = hand is not None and not hand.over
    rows = []
    seats = session.rules.players
    ranked = session.standings()   # the seats, then departed players
    from indian_poker.standings import held  # loaded by standings(): no new module
    for rank, person, units in ranked:
        stake = hand.put(person) * UNIT if live and session.game.BETTING and person < seats \
            else 0
        rows.append((rank, person, units + stake, held(session, person) + stake))
    if live:   # R-WINNER: rank again, by chips held before this hand
        rows.sort(key=lambda row: (-row[3], row[1]))
        for i in range(len(rows)):
            rank = rows[i - 1][0] if i and rows[i][3] == rows[i - 1][3] else i + 1
            rows[i] = (rank,) + rows[i][1:]
    return rows


def standings_rows(rows, session, names, page, more=()):
    """Rows 1-6: rank, name, chips held, net, then the lines `more`; returns the page."""
    entries = standings_entries(session, names)
    if more:   # on one page together
        entries.append(list(more))
    starts = [0]   # the first entry of each page: a page never splits a player's two rows
    used = 0
    for i in range(len(entries)):
        if used + len(entries[i]) > layout.PAGE_ROWS:
            starts.append(i)
            used = 0
        used += len(entries[i])
    pages = len(starts)
    page %= pages
    row = 1
    for entry in entries[starts[page]:starts[page + 1] if page + 1 < pages else len(entries)]:
        for line in entry:
            rows[row] = line
            row += 1
    rows[7] = layout.keys(KEYS[_BACK], KEYS[_MORE] if pages > 1 else "", "")
    return page


def standings_entries(session, names):
    """Each person's rows: rank, name, chips held, net (the party game: the sips)."""
    # R-WINNER: the rank is by chips held (equal chips share it); the net beside it is
    # each player's score. A row too long for both (deep stacks with fractions) takes
    # two: the net goes under the chips.
    entries = []
    betting = session.game.BETTING
    for rank, seat, units, held in settled_standings(session):
        if not betting:   # V-DRINK: the fewest sips rank first
            entries.append(["%2d %-3s %s" % (rank, names[seat], sips(-units))])
            continue
        text = "%2d %-3s %7s %s" % (rank, names[seat], chips(held), net(units))
        if len(text) <= layout.COLS:
            entries.append([text])
        else:
            gain = net(units)
            entries.append(["%2d %-3s %7s" % (rank, names[seat], chips(held)),
                            " " * (layout.COLS - len(gain)) + gain])
    return entries


def final_screen(rows, session, names, page):
    """The session's standings with the winner or the shared win; returns the page shown."""
    top = []
    for rank, seat, _ in session.standings():
        if rank == 1:
            top.append(names[seat])
    if len(top) == 1:
        rows[0] = SHOW[_WINNER] % top[0]
    else:
        title = SHOW[_SHARED] % " ".join(top)
        rows[0] = title if len(title) <= layout.COLS else SHOW[_SHARED_BY] % len(top)
    page = standings_rows(rows, session, names, page, last_fingerprint(session))
    rows[7] = layout.keys("", rows[7][7:14].strip(), KEYS[_NEW])
    return page


def last_fingerprint(session):
    """The final screen's lines for the session's last deal fingerprint, which covers
    every hand before it (docs/fairness.md): none when no hand had one."""
    from indian_poker.fingerprint import last_link, short_text
    link = last_link(session)
    if link is None:
        return ()
    return (SHOW[_LAST_DEAL] % link[1], short_text(link[0]))




def _leave(nav):
    from ..sessions import leave
    leave(nav)


class Results(Screen):
    """A list after a hand or after the session, in pages of 6 players: B: MORE."""

    def __init__(self, nav):
        super().__init__(nav)
        self.page = 0

    def press(self, key, long, started):
        """B: MORE; C: on (the table moves on)."""
        if key == B:
            self.page += 1
        elif key == C:
            self.nav.table.move_on()


class Result(Results):
    """A settled hand's showdown: who won what and why; C: the balances."""

    kind = "showdown"

    def render(self, rows):
        """The result, a page of it."""
        table = self.nav.table
        session = table.session
        hand = session.hand
        # a real deck's suits are not entered when they do not break ties
        rank_only = hand.physical and session.rules.tiebreak != SUITS
        self.page = max(result_screen(rows, hand, table.names, rank_only, self.page)[1], 0)


class Walk(Result):
    """A hand everyone else folded (R-WALK): no card is shown; C: the balances."""

    kind = "walk"


class Balances(Results):
    """Every balance after the hand; C: the next hand, or the end of the session."""

    kind = "balances"

    def render(self, rows):
        """A page of balances."""
        table = self.nav.table
        self.page = balances_screen(rows, table.session, table.names, self.page)


class Final(Results):
    """The session's final standings; C: NEW, asked first: the setup of the next session."""

    kind = "final"
    settle_ahead = True   # the settle-up is still to be made ahead of its key (tick)

    def tick(self, now, held):
        """The first idle moment on the final standings, no key down: the settle-up made
        ahead of its key (nav.ahead), with what only a hand used dropped first, so that
        the menu's Settle up shows it at once rather than importing and computing then."""
        if not self.settle_ahead or held != NONE:
            return False
        self.settle_ahead = False
        nav = self.nav
        nav.drop_hand()
        try:
            from .settle_up import SettleUp
            nav.ahead = SettleUp(nav)
        except MemoryError:   # made at the key instead, after what the menu frees
            nav.ahead = None
        return False

    def press(self, key, long, started):
        """B: MORE; C: NEW (nothing else ends what the players can still look at)."""
        nav = self.nav
        if key == B:
            self.page += 1
        elif key == C:
            from .confirm import Confirm
            nav.push(Confirm(nav, SHOW[_NEW_Q], lambda: _leave(nav)))

    def render(self, rows):
        """The winner, a page of the standings."""
        table = self.nav.table
        self.page = final_screen(rows, table.session, table.names, self.page)
