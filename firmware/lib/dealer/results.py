"""After a hand and after the session: showdown or walk, balances, standings."""

from . import games, screens
from .chips import chips, net

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

_UNIT = const(2520)


def _sips(count):
    return "%d sip%s" % (count, "" if count == 1 else "s")


def balances_screen(rows, session, names, page):
    """Every balance after the hand, with what the hand changed; returns the page shown."""
    hand = session.hand
    players = session.rules.players
    pages = screens.page_count(players)
    page %= pages
    rows[0] = "After hand " + screens.hand_of(session.hand_no, session.hands_total)
    first = page * screens.PAGE_ROWS
    betting = games.betting(session.rules.variant)
    for i in range(min(screens.PAGE_ROWS, players - first)):
        seat = first + i
        if not betting:   # V-DRINK: the tally of sips, and who drank this time
            rows[1 + i] = "%-3s %s%s" % (names[seat], _sips(session.tally(seat)),
                                         "  +1" if hand.winners() >> seat & 1 else "")
            continue
        change = hand.won(seat) - hand.put(seat) * _UNIT
        balance = chips(session.balance(seat))
        rows[1 + i] = screens.fit("%-3s %8s  %s" % (names[seat], balance, net(change)),
                                  "%s %s" % (names[seat], balance))
    rows[7] = screens.keys("", "MORE" if pages > 1 else "", "NEXT")
    return page


def standings_rows(rows, session, names, page):
    """Rows 1-6: rank, name, chips held, net; returns the page shown."""
    # R-WINNER: the rank is by chips held (equal chips share it); the net beside it is
    # each player's score. A row too long for both keeps the chips, which decide.
    standings = session.standings()
    pages = screens.page_count(len(standings))
    page %= pages
    first = page * screens.PAGE_ROWS
    betting = games.betting(session.rules.variant)
    for i in range(min(screens.PAGE_ROWS, len(standings) - first)):
        rank, seat, units = standings[first + i]
        if not betting:   # V-DRINK: the fewest sips rank first
            rows[1 + i] = "%2d %-3s %s" % (rank, names[seat], _sips(-units))
            continue
        rows[1 + i] = screens.fit("%2d %-3s %7s %s" % (rank, names[seat],
                                                        chips(session.balance(seat)), net(units)),
                                  "%2d %s %s" % (rank, names[seat],
                                                 chips(session.balance(seat))))
    rows[7] = screens.keys("", "MORE" if pages > 1 else "", "BACK")
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
        rows[0] = title if len(title) <= screens.COLS else "Shared by %d players" % len(top)
    page = standings_rows(rows, session, names, page)
    rows[7] = screens.keys("", rows[7][7:14].strip(), "NEW")
    return page
