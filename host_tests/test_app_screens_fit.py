"""Every screen fits 21x8 even with the longest amounts a session can produce.

Real sessions of the rules core, played with real-deck showdowns where many
players enter the same rank (allowed when suits do not count), so that shares
like 9/7 and 10/9 chips pile up into amounts such as "10003 1637/2520" (as long as
any balance can get: a whole table of 10 x 10,000 chips is at most "99999 2519/2520").
The app's own Table renders each screen; a row that would not fit must fall back
to a shorter form that still names the player and the number that matters.
"""

import pytest

from dealer.chips import chips, net
from dealer.table import BALANCES, FINAL, RESULT, VIEW, Table
from indian_poker import CHECK, LEDGER, SPLIT, Rules, Session, card

NAMES = ["ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IVY", "JON"]
KING, TWO = card("Kc"), card("2c")


def play_tied_hands(players, tie_sizes, stack, more_hands=0):
    """Hands where the first `k` seats from the dealer's left all show a king."""
    rules = Rules(players=players, tiebreak=SPLIT, odd_chip=LEDGER,
                  hands=len(tie_sizes) + more_hands)
    session = Session(rules, stacks=[stack] * players)
    for k in tie_sizes:
        hand = session.deal(physical=True)
        while hand.to_act is not None:
            hand.act(CHECK)
        seat = hand.dealer
        for i in range(players):
            seat = (seat + 1) % players
            hand.reveal(seat, KING if i < k else TWO)
        yield session


def rows_of(table, step, page=0):
    table.step = step
    table.page = page
    rows = [""] * 8
    kind, _ = table.render(rows)
    return kind, rows


@pytest.mark.parametrize("stack", [100, 10000])
def test_results_balances_and_standings_fit_with_long_fractions(stack):
    players = 9
    table = None
    for session in play_tied_hands(players, [7, 9, 8, 5, 6, 9, 7, 5, 9], stack):
        table = table or Table(session, NAMES, True, lambda text: None)
        for step in (RESULT, BALANCES, FINAL):
            for page in (0, 1):
                kind, rows = rows_of(table, step, page)
                assert len(rows) == 8
                assert all(len(row) <= 21 for row in rows), (kind, rows)
    longest = max(len(chips(b)) for b in session.balances())
    assert longest >= (8 if stack == 100 else 12), "the hands did not produce long amounts"
    # the standings still name every player with their exact net
    listed = rows_of(table, FINAL, 0)[1][1:7] + rows_of(table, FINAL, 1)[1][1:7]
    listed = [row for row in listed if row.strip()]
    assert len(listed) == players
    for rank, seat, units in session.standings():
        assert any(row.split()[:2] == [str(rank), NAMES[seat]] and row.endswith(net(units))
                   for row in listed), (NAMES[seat], listed)


def test_a_card_view_with_a_long_balance_fits():
    """A live pass-around hand in a session whose balances carry long fractions."""
    *_, session = play_tied_hands(9, [7, 9, 8, 5, 6], 10000, more_hands=1)
    assert not session.over
    hand = session.deal(cards=list(range(0, 36, 4)))
    longest = max(range(9), key=lambda seat: len(chips(session.balance(seat))))
    while hand.to_act != longest:   # everyone checks round to the longest balance
        hand.act(CHECK)
    table = Table(session, NAMES, False, lambda text: None)
    table.sync()
    kind, rows = rows_of(table, VIEW)
    assert kind == "view"
    assert all(len(row) <= 21 for row in rows), rows
    balance = chips(session.balance(hand.to_act))
    assert len("you have " + balance) > 21, "the short form was not needed"
    assert rows[2] == "has " + balance
