"""Every screen fits 21x8 even with the longest amounts a session can hold.

R-DECK allows four cards of a rank, so a real pot splits at most four ways; shares of
1/3 and 1/4 chip still pile up into amounts like "10003 11/12". The ledger itself holds
any number of 1/2520 chips (a whole table of 10 x 10,000 chips is at most
"99999 2519/2520"), so the screens are also checked on a session restored with the
longest fractions there are. The app's own screens render each one; a row that would
not fit must fall back to a shorter form that still names the player and the number
that matters.
"""

import pytest
from app_sim_helpers import table_nav

from dealer.screens.results import Balances, Final, Result, Walk
from dealer.screens.text import chips, net
from dealer.screens.turn import View
from indian_poker import CHECK, LEDGER, SPLIT, UNIT, Rules, card
from indian_poker.snapshot import restore

NAMES = ["ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IVY", "JON"]
KINGS = [card(k) for k in ("Kc", "Kd", "Kh", "Ks")]


def play_tied_hands(players, tie_sizes, stack, more_hands=0):
    """Real-deck hands where the first `k` seats from the dealer's left show a king."""
    rules = Rules(players=players, tiebreak=SPLIT, odd_chip=LEDGER,
                  hands=len(tie_sizes) + more_hands)
    session = restore(rules, [stack * UNIT] * players, [stack * UNIT] * players,
                      [0] * players, 0, 0)
    for k in tie_sizes:
        hand = session.deal(physical=True)
        while hand.to_act is not None:
            hand.act(CHECK)
        seat = hand.dealer
        for i in range(players):
            seat = (seat + 1) % players
            hand.reveal(seat, KINGS[i] if i < k else i)   # cards 0.. are the low ones
        yield session


def long_fractions(players, stack):
    """A session between hands whose balances carry the longest fractions of a chip."""
    rules = Rules(players=players, tiebreak=SPLIT, odd_chip=LEDGER, hands=3)
    moved = [-(seat + 1) for seat in range(players - 1)]
    moved.append(-sum(moved))
    balances = [stack * UNIT + units for units in moved]
    return restore(rules, [stack * UNIT] * players, balances, [0] * players, 0, 0)


def Settled(nav):
    """The settled hand's result: its showdown, or a walk."""
    return (Result if nav.table.session.hand.showdown else Walk)(nav)


def rows_of(table, step, page=0):
    """The rows of the screen `step(table)` at `page`, over the navigator `table`."""
    screen = step(table)
    screen.page = page
    rows = [""] * 8
    screen.render(rows)
    return screen.kind, rows


def check_screens(session, table):
    for step in (Settled, Balances, Final):
        for page in (0, 1):
            kind, rows = rows_of(table, step, page)
            assert len(rows) == 8
            assert all(len(row) <= 21 for row in rows), (kind, rows)


def check_standings(session, table):
    """R-WINNER on the final screen: every player, rank, chips held and the net, always
    (a row too long for both once dropped the net: it goes on a second row instead)."""
    listed = []
    for page in range(6):
        rows = rows_of(table, Final, page)[1]
        if page and rows == rows_of(table, Final, 0)[1]:
            break   # back on the first page
        for row in rows[1:7]:
            if row.startswith("  ") and row.strip() and listed:
                listed[-1] += " " + row.strip()   # the net under a long row's chips
            elif row.strip():
                listed.append(row)
    assert len(listed) == session.rules.players, listed
    for rank, seat, units in session.standings():
        held = chips(session.balance(seat))
        assert any(row.split()[:3] == [str(rank), NAMES[seat], held.split()[0]]
                   and row.endswith(net(units)) for row in listed), (NAMES[seat], listed)


@pytest.mark.parametrize("stack", [100, 10000])
def test_results_balances_and_standings_fit_with_real_ties(stack):
    players = 9
    table = None
    for session in play_tied_hands(players, [4, 3, 4, 3, 2, 4, 3, 4, 3], stack):
        table = table or table_nav(session, NAMES, True)
        check_screens(session, table)
    longest = max(len(chips(b)) for b in session.balances())
    assert longest >= (7 if stack == 100 else 9), "the hands did not produce fractions"
    check_standings(session, table)


@pytest.mark.parametrize("stack", [100, 10000])
def test_screens_fit_the_longest_fractions_the_ledger_holds(stack):
    session = long_fractions(10, stack)
    hand = session.deal(cards=list(range(0, 40, 4)))
    while not hand.over:
        hand.act(CHECK)
    table = table_nav(session, NAMES)
    check_screens(session, table)
    longest = max(len(chips(b)) for b in session.balances())
    assert longest >= (12 if stack == 100 else 14)
    check_standings(session, table)


def test_a_card_view_with_a_long_balance_fits():
    """A live pass-around hand in a session whose balances carry long fractions."""
    session = long_fractions(9, 10000)
    hand = session.deal(cards=list(range(0, 36, 4)))
    longest = max(range(9), key=lambda seat: len(chips(session.balance(seat))))
    while hand.to_act != longest:   # everyone checks round to the longest balance
        hand.act(CHECK)
    table = table_nav(session, NAMES)
    kind, rows = rows_of(table, lambda nav: View(nav, hand.to_act))   # the card view
    assert kind == "view"
    assert all(len(row) <= 21 for row in rows), rows
    seat = hand.to_act
    balance = chips(session.balance(seat))
    name = NAMES[seat]
    assert len("%s %s pot %d call 0" % (name, balance, hand.pot)) > 21, \
        "the short form was not needed"
    # the viewer's own chips stay on row 0 in full; the pot and the call move to row 6
    # (they were once dropped instead: "ANN pot 144 call 62")
    assert rows[0] == "%s %s" % (name, balance)
    assert rows[6].startswith("pot %d call 0" % hand.pot), rows
    # eight opponents in small "ANN 2♣" tokens, every one on this page
    from app_sim_helpers import text_model, view_cards
    shown = view_cards(text_model(rows))
    assert sorted(shown) == sorted(NAMES[other] for other in range(9) if other != seat)
