"""The showdown screen names each pot, main pot first, and who won it (side pots)."""

from dealer.screens.showdown import result_screen
from indian_poker import BET, CALL, NO_LIMIT, RAISE, Rules, Session, card

NAMES = ["ANN", "BOB", "CAT", "DAN"]


def settled(stacks, cards, moves):
    session = Session(Rules(players=len(stacks), structure=NO_LIMIT), stacks=stacks)
    hand = session.deal(cards=[card(c) for c in cards])
    for action, to in moves:
        hand.act(action, to)
    assert hand.over
    return hand


def render(hand, page=0):
    rows = [""] * 8
    kind, shown = result_screen(rows, hand, NAMES, False, page)
    return kind, shown, rows


def test_a_short_all_in_makes_a_main_pot_and_a_side_pot_each_with_its_winner():
    # BOB (seat 1, 5 chips) bets his last 4; CAT raises to 10, ANN calls. BOB's ace takes
    # the main pot (5 each from three), CAT's king the side pot between CAT and ANN.
    hand = settled([50, 5, 50], ["2c", "As", "Kd"],
                   [(BET, 4), (RAISE, 10), (CALL, None)])
    assert hand.pots() == [(15, 0b111, 0b010), (12, 0b101, 0b100)]
    kind, shown, rows = render(hand)
    assert kind == "showdown" and shown == -1
    assert rows[0] == "Showdown: pot 27"
    assert rows.index("Main pot 15: BOB") < rows.index("Side pot 12: CAT")


def test_three_pots_are_listed_in_order_and_a_split_pot_names_every_winner():
    # BOB (8 chips) bets his last 7, CAT raises to 15, DAN calls his last 2, ANN calls.
    # ANN and DAN hold aces: they share the main pot; ANN takes both side pots.
    hand = settled([40, 8, 40, 3], ["Ah", "Kc", "Qd", "As"],
                   [(BET, 7), (RAISE, 15), (CALL, None), (CALL, None)])
    assert hand.pots() == [(12, 0b1111, 0b1001), (15, 0b0111, 0b0001), (16, 0b0101, 0b0001)]
    text = []
    page = 0
    while True:   # the cards, the pots and the payouts may take more than one page
        _, shown, rows = render(hand, page)
        if shown != page and page:   # back at the first page
            break
        text += rows[1:7]
        if shown < 0:
            break
        page += 1
    pots = [row for row in text if "pot" in row]
    assert pots == ["Main pot 12: ANN DAN", "Side pot 15: ANN", "Side pot 16: ANN"]


def test_one_pot_shows_no_pot_lines():
    hand = settled([50, 50, 50], ["2c", "As", "Kd"], [(BET, 4), (CALL, None), (CALL, None)])
    assert len(hand.pots()) == 1
    _, _, rows = render(hand)
    assert not [row for row in rows if "pot" in row and not row.startswith("Showdown")]
