"""The end of a hand: the showdown (every remaining card, who wins what) or a walk."""

from indian_poker import COMMUNITY, TWO_CARD

from . import layout
from .text import chips, middle_cards, seat_cards


def result_screen(rows, hand, names, rank_only, page):
    """Fill `rows` for a settled hand; returns (kind, page shown or -1 if one page)."""
    # A walk shows no card (R-WALK). A showdown shows the remaining players' cards,
    # never a folded one (R-FOLD), then the winners and what each took; in the party
    # game (V-DRINK) the losers, who drink.
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
        layout.wrap("Everyone else folded: no card is shown.", rows, 3, 5)
        rows[7] = layout.keys("", "", "NEXT")
        return "walk", -1
    betting = hand.game.BETTING
    rows[0] = "Showdown: pot %s" % chips(total) if betting else "Showdown"
    lines = _card_lines(hand, names, rank_only)
    if betting:
        _pot_lines(lines, hand, names)
    why = _reason(hand)
    if why:
        lines.append(why)
    _winner_lines(lines, hand, names, winners, total, betting)
    shown = layout.page_rows(lines, rows, 1, 6, page, "B: more %d/%d")
    rows[7] = layout.keys("", "MORE" if shown >= 0 else "", "NEXT")
    return "showdown", shown


def _card_lines(hand, names, rank_only):
    """The middle cards, then each remaining player's cards from the dealer's left."""
    items = []
    shared = middle_cards(hand)
    if shared:
        items.append("mid " + shared)
    seat = hand.dealer
    for _ in range(hand.seats):
        seat = (seat + 1) % hand.seats
        text = seat_cards(hand, None, seat, rank_only)   # never a folded card (R-FOLD)
        if text:
            items.append(names[seat] + " " + text)
    return layout.lines_of(items)


def _reason(hand):
    """Why the best hand won where the cards alone do not say it; "" elsewhere."""
    # V-COMMUNITY: the middle card is in every hand, so the highest forehead card wins,
    # unless O-PAIRS is on and it pairs the middle. V-TWO-CARD: the highest card, or
    # with O-PAIRS a pair.
    variant = hand.rules.variant
    pairs = hand.rules.pairs
    if variant != COMMUNITY and variant != TWO_CARD:
        return ""
    main = hand.pots()[0][2]   # the main pot: every player still in was eligible
    seat = 0
    while not main >> seat & 1:
        seat += 1
    first = hand.visible_card(None, seat, 0)   # the showdown: every card left is open
    if variant == COMMUNITY:
        if pairs and first >> 2 == hand.middle(0) >> 2:
            return "Pairs the middle card"
        return "Highest forehead card"
    if pairs and first >> 2 == hand.visible_card(None, seat, 1) >> 2:
        return "A pair wins"
    return "Highest card wins"


def _pot_lines(lines, hand, names):
    """With side pots (all-ins), append each pot and who won it: main pot first."""
    pots = hand.pots()
    if len(pots) < 2:
        return
    for i in range(len(pots)):
        amount, _, won = pots[i]
        items = ["%s %d:" % ("Main pot" if i == 0 else "Side pot", amount)]
        for seat in range(hand.seats):
            if won >> seat & 1:
                items.append(names[seat])
        lines += layout.lines_of(items)


def _winner_lines(lines, hand, names, winners, total, betting):
    """Append who won what (or who drinks) to `lines`."""
    if not betting:
        who = [names[seat] for seat in winners]
        verb = " drinks" if len(who) == 1 else " drink"
        lines += layout.lines_of(who[:-1] + [who[-1] + verb])
        return
    if len(winners) == 1:
        name = names[winners[0]]
        lines.append(layout.fit("%s wins %s" % (name, chips(total)),
                                 "%s +%s" % (name, chips(total))))
        return
    paid = []
    for seat in winners:
        paid.append("%s +%s" % (names[seat], chips(hand.won(seat))))
    lines += layout.lines_of(paid)
