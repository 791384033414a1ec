"""After a hand and after the session: showdown or walk, balances, standings."""

from indian_poker.cards import RANKS, SUIT_SYMBOLS

from . import screens
from .chips import chips, net

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

_UNIT = const(2520)


def result_screen(rows, hand, names, rank_only):
    """The settled pot: every remaining card and the winners, or a walk with no card."""
    seats = hand.seats
    total = 0
    winners = []
    mask = hand.winners()
    for seat in range(seats):
        total += hand.won(seat)
        if mask >> seat & 1:
            winners.append(seat)
    if not hand.showdown:
        seat = winners[0]
        rows[0] = "%s takes the pot" % names[seat]
        rows[1] = "of %s chips" % chips(total)
        screens.wrap("Everyone else folded: no card is shown.", rows, 3, 5)
        rows[7] = screens.keys("", "", "NEXT")
        return "walk", None
    rows[0] = "Showdown: pot %s" % chips(total)
    shown = []
    seat = hand.dealer
    for _ in range(seats):
        seat = (seat + 1) % seats
        if hand.sees(None, seat):
            c = hand.card(seat)
            text = RANKS[c >> 2] if rank_only else RANKS[c >> 2] + SUIT_SYMBOLS[c & 3]
            shown.append("%s %s" % (names[seat], text))
    nxt = screens.tokens(shown, rows, 1, 4)
    paid = []
    for seat in winners:
        paid.append("%s +%s" % (names[seat], chips(hand.won(seat))))
    if len(winners) == 1:
        name = names[winners[0]]
        rows[nxt] = screens.fit("%s wins %s" % (name, chips(total)), "%s +%s" % (name,
                                                                                chips(total)))
    elif screens.tokens(paid, rows, nxt, 6) > 6:
        rows[nxt] = "%d players share" % len(winners)
        share = hand.won(winners[0])
        equal = True
        for seat in winners:
            equal = equal and hand.won(seat) == share
        rows[nxt + 1] = screens.clip("%s each" % chips(share)) if equal \
            else "(see the balances)"
    rows[7] = screens.keys("", "", "NEXT")
    return "showdown", None


def balances_screen(rows, session, names, page):
    """Every balance after the hand, with what the hand changed; returns the page shown."""
    hand = session.hand
    players = session.rules.players
    pages = screens.page_count(players)
    page %= pages
    rows[0] = "After hand " + screens.hand_of(session.hand_no, session.hands_total)
    first = page * screens.PAGE_ROWS
    for i in range(min(screens.PAGE_ROWS, players - first)):
        seat = first + i
        change = hand.won(seat) - hand.put(seat) * _UNIT
        balance = chips(session.balance(seat))
        rows[1 + i] = screens.fit("%-3s %8s  %s" % (names[seat], balance, net(change)),
                                  "%s %s" % (names[seat], balance))
    rows[7] = screens.keys("", "MORE" if pages > 1 else "", "NEXT")
    return page


def standings_rows(rows, session, names, page):
    """Rows 1-6: rank, name, balance, net (equal nets share a rank); returns the page shown."""
    standings = session.standings()
    pages = screens.page_count(len(standings))
    page %= pages
    first = page * screens.PAGE_ROWS
    for i in range(min(screens.PAGE_ROWS, len(standings) - first)):
        rank, seat, units = standings[first + i]
        rows[1 + i] = screens.fit("%2d %-3s %7s %s" % (rank, names[seat],
                                                        chips(session.balance(seat)), net(units)),
                                  "%2d %s %s" % (rank, names[seat], net(units)))
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
