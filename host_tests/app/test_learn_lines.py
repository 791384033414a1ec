"""Learn mode's lines: the odds as one row, and the rule sheets' tips (docs/rules.md section 9)."""

import random

from dealer.screens.learn import TIPS, odds_line, percent, tip_lines
from indian_poker import BET, CALL, FOLD, LOW, PARTY, STUD, TWO_CARD, Rules, Session, card
from indian_poker.odds import Odds
from indian_poker.tips import ALL_LOW, EVERYONE_IN, THREE_ACES, tips


def deal(names, **rules):
    players = len(names) // 2 if rules.get("variant") == TWO_CARD else len(names)
    return Session(Rules(players=players, **rules)).deal(cards=[card(n) for n in names])


def test_three_aces_in_sight():
    """Section 9: seeing three of the four aces."""
    hand = deal(["2c", "Ah", "Ad", "As", "Kc"])
    assert tips(hand, 0) & THREE_ACES
    assert not tips(hand, 1) & THREE_ACES  # seat 1 sees only two of them


def test_every_visible_card_seven_or_lower():
    """Section 9: every visible card 7 or lower; in Low the ace counts as 1 (V-LOW)."""
    assert tips(deal(["Kc", "7h", "2d", "5s"]), 0) & ALL_LOW
    assert not tips(deal(["2c", "7h", "8d", "5s"]), 0) & ALL_LOW
    assert not tips(deal(["Kc", "7h", "Ad"]), 0) & ALL_LOW
    assert tips(deal(["Kc", "7h", "Ad"], variant=LOW), 0) & ALL_LOW


def test_two_card_counts_the_own_private_card_as_visible():
    """V-TWO-CARD: the private card is seen by its holder, the forehead card is not."""
    hand = deal(["Ac", "3h", "Ad", "As", "Ah", "5c"], variant=TWO_CARD)
    assert tips(hand, 0) == 0            # 3h (own), Ad, Ah: two aces
    assert tips(hand, 1) == THREE_ACES   # As (own), Ac, Ah
    hand = deal(["Kc", "3h", "6d", "As", "7h", "5c"], variant=TWO_CARD)
    assert tips(hand, 0) & ALL_LOW and not tips(hand, 1) & ALL_LOW


def test_everyone_in_after_a_bet_is_the_trap():
    """Section 9: 'everybody bets, so mine must be high' when nobody has folded."""
    hand = deal(["Kc", "Th", "2d", "5s"])
    assert not tips(hand, 2) & EVERYONE_IN  # nobody has bet yet
    hand.act(BET)
    assert not tips(hand, 2) & EVERYONE_IN  # one bet alone is not everybody betting
    hand.act(CALL)
    assert tips(hand, 3) & EVERYONE_IN
    hand.act(FOLD)
    assert not tips(hand, 3) & EVERYONE_IN
    party = deal(["Kc", "Th", "2d"], variant=PARTY)
    assert not tips(party, 0) & EVERYONE_IN


def test_no_tips_in_stud():
    hand = Session(Rules(players=2, variant=STUD)).deal(cards=list(range(14)))
    assert tips(hand, 0) == 0


def test_tip_lines_fit_a_row():
    from dealer.lang import LEARN
    assert [len(LEARN[words]) <= 21 for _, words in TIPS] == [True] * len(TIPS)
    assert tip_lines(THREE_ACES | EVERYONE_IN) == [LEARN[TIPS[0][1]], LEARN[TIPS[2][1]]]
    assert tip_lines(THREE_ACES) == ["Seen 3 aces: not you"]
    assert tip_lines(0) == []


def test_percent_never_says_certain_when_it_is_not():
    assert percent(0.0) == "0%" and percent(1.0) == "100%"
    assert percent(0.004) == "<1%" and percent(0.996) == ">99%"
    assert percent(0.344) == "34%" and percent(0.345) == "35%"


def test_the_odds_line_fits_a_row_in_every_game():
    """'you win 34% · tie 4%', Party 'you drink 12%', stud 'no odds'."""
    rng = random.Random(3)
    odds = Odds()
    for variant in range(6):
        for _ in range(20):
            players = rng.randrange(2, 8)
            session = Session(Rules(players=players, variant=variant))
            hand = session.deal(cards=rng.sample(range(52), session.card_count()))
            odds.compute(hand, rng.randrange(players))
            line = odds_line(odds)
            assert len(line) <= 21, line
            if variant == PARTY:
                assert line.startswith("you drink ")
            elif variant == STUD:
                assert line == "no odds in this game"
            else:
                assert line.startswith("you win ")
    hand = deal(["7c", "Kc", "2c"])
    odds.compute(hand, 0)
    assert odds_line(odds) == "you win 8% · tie 6%"
