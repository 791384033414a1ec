"""docs/rules.md section 6: the worked examples must hold exactly."""

from indian_poker import BET, CALL, CHECK, FOLD, UNIT, Rules, Session, card
from testkit.tables import total_units


def test_EX_1_win_without_showdown():
    """EX-1, R-WALK: B takes 5 chips without showing a card; B +3, A -1, C -1, D -1."""
    # Seats: D deals hand 1 (seat 0), so A (seat 1) acts first, then B, C, D.
    d, a, b, c = range(4)
    session = Session(Rules(players=4))
    hand = session.deal(cards=[card("4s"), card("2h"), card("Kc"), card("9d")])
    assert hand.pot == 4
    assert hand.to_act == a
    hand.act(CHECK)
    hand.act(BET)
    hand.act(FOLD)  # C
    hand.act(FOLD)  # D
    hand.act(FOLD)  # A
    assert hand.over and not hand.showdown
    assert hand.won(b) == 5 * UNIT
    assert [s[2] for s in sorted(session.standings(), key=lambda r: r[1])] == [
        -UNIT, -UNIT, 3 * UNIT, -UNIT]
    assert session.balances() == [99 * UNIT, 99 * UNIT, 103 * UNIT, 99 * UNIT]
    # No card is shown after a walk.
    assert not any(hand.sees(v, s) for v in range(4) for s in range(4))


def test_EX_2_split_between_two_kings():
    """EX-2, R-SPLIT: pot 6, two kings each receive 3; no suit breaks the tie."""
    session = Session(Rules(players=3))
    hand = session.deal(cards=[card("5h"), card("Kc"), card("Ks")])
    assert hand.pot == 3
    hand.act(BET)   # seat 1
    hand.act(CALL)  # seat 2
    hand.act(CALL)  # seat 0, the dealer
    assert hand.over and hand.showdown
    assert hand.won(1) == hand.won(2) == 3 * UNIT
    assert hand.won(0) == 0
    assert session.balances() == [98 * UNIT, 101 * UNIT, 101 * UNIT]


def test_EX_3_fraction_kept_exactly():
    """EX-3, R-SPLIT, R-FOLD, R-CONSERVE: queens share 5 chips as 2½ each.

    The folded ace wins nothing and the session total stays 300.
    """
    session = Session(Rules(players=3))
    hand = session.deal(cards=[card("As"), card("Qc"), card("Qd")])
    hand.act(BET)   # first player
    hand.act(CALL)  # second
    assert hand.pot == 5
    hand.act(FOLD)  # the dealer folds an ace
    assert hand.over and hand.showdown
    assert hand.won(1) == hand.won(2) == 5 * UNIT // 2 == 2 * UNIT + UNIT // 2
    assert hand.won(0) == 0
    assert session.balances() == [99 * UNIT, 100 * UNIT + UNIT // 2, 100 * UNIT + UNIT // 2]
    assert total_units(session) == 300 * UNIT
