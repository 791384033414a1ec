"""The end of a hand: the showdown (every remaining card, who wins what) or a walk."""

from micropython import const

from indian_poker import SUITS, UNIT

from ..lang import KEYS, SHOW, TABLE
from . import layout
from .hand_names import reason_text
from .text import chips, middle_cards, seat_cards

# words (dealer/lang)
_NEXT = const(1)
_MORE = const(5)
_SHOWDOWN = const(18)
_TAKES_POT = const(0)
_OF_CHIPS = const(1)
_ALL_FOLDED = const(2)
_SHOWDOWN_POT_S = const(3)
_BACK_TO = const(4)
_B_MORE_PAGE = const(5)
_MID = const(6)
_MAIN_POT = const(7)
_SIDE_POT = const(8)
_DRINKS = const(9)
_DRINK = const(10)
_TAKES = const(11)


def result_screen(rows, hand, names, rank_only, page):
    """Fill `rows` for a settled hand; returns (kind, page shown or -1 if one page)."""
    # A walk shows no card (R-WALK). A showdown shows the remaining players' cards,
    # never a folded one (R-FOLD), then the winners and what each took; in the party
    # game (V-DRINK) the losers, who drink.
    seats = hand.seats
    total = 0
    winners = []
    mask = hand.winners()   # every seat paid from a pot is one (indian_poker/payout.py)
    for seat in range(seats):
        if mask >> seat & 1:
            total += hand.won(seat)
            winners.append(seat)
    if not hand.showdown:
        seat = winners[0]
        rows[0] = SHOW[_TAKES_POT] % names[seat]
        rows[1] = SHOW[_OF_CHIPS] % chips(total)
        layout.wrap(SHOW[_ALL_FOLDED], rows, 3, 5)
        rows[7] = layout.keys("", "", KEYS[_NEXT])
        return "walk", -1
    betting = hand.game.BETTING
    pots = hand.pots()   # a list made at each call: one for the whole screen
    back_seat, back = returned(hand, pots)
    rows[0] = layout.squeeze(SHOW[_SHOWDOWN_POT_S] % chips(total - back * UNIT)) \
        if betting else TABLE[_SHOWDOWN]
    # who won first, then why: the first page of a paged showdown says it
    lines = _winner_lines(hand, names, winners, betting, back_seat, back)
    _wrap_into(lines, _reason(hand, names, pots))
    lines += _card_lines(hand, names, rank_only)
    if betting:
        _pot_lines(lines, hand, names, back, pots)
    if back:
        lines.append(SHOW[_BACK_TO] % (back, names[back_seat]))
    shown = layout.page_rows(lines, rows, 1, 6, page, SHOW[_B_MORE_PAGE])
    rows[7] = layout.keys("", KEYS[_MORE] if shown >= 0 else "", KEYS[_NEXT])
    return "showdown", shown


def _card_lines(hand, names, rank_only):
    """The middle cards, then each remaining player's cards from the dealer's left."""
    named = []
    shared = middle_cards(hand)
    if shared:
        named.append(SHOW[_MID])
        named.append(shared)
    seats = hand.seats
    seat = hand.dealer
    for _ in range(seats):
        seat += 1
        if seat == seats:
            seat = 0
        text = seat_cards(hand, None, seat, rank_only)   # never a folded card (R-FOLD)
        if text:
            named.append(names[seat])
            named.append(text)
    return layout.pairs_of(named)


def _wrap_into(lines, text):
    """Append `text` to `lines`, word-wrapped to the row."""
    rows = [""] * 3
    for row in rows[:layout.wrap(text, rows, 0, 2)]:
        lines.append(row)


def _reason(hand, names, pots):
    """Why the best hand won, as its variant names it (the first winner of the main pot,
    where every player still in was eligible; the party game: the first who drinks)."""
    main = pots[0][2] if pots else hand.winners()
    seat = 0
    while not main >> seat & 1:
        seat += 1
    code, value = hand.reason(seat)
    return reason_text(code, value, main & (main - 1) != 0, hand.rules.tiebreak == SUITS,
                       names[seat])


def returned(hand, pots):
    """(seat, chips) of a bet nobody matched, which goes back to its owner; (0, 0) if none.
    `pots` is hand.pots()."""
    # R-SHOWDOWN: the core pays the unmatched part of the highest stake back as a pot of
    # its own (with any folded chips above the last all-in); the screen tells it apart.
    eligible = pots[-1][1] if pots else 0
    if len(pots) < 2 or eligible & (eligible - 1):
        return 0, 0
    seat = 0
    while not eligible >> seat & 1:
        seat += 1
    matched = 0
    for other in range(hand.seats):
        if other != seat and hand.put(other) > matched:
            matched = hand.put(other)
    return seat, max(hand.put(seat) - matched, 0)


def _pot_lines(lines, hand, names, back, pots):
    """With side pots (all-ins), append each pot and who won it: main pot first; the
    chips `back` to their owner are no pot."""
    if back and pots[-1][0] == back:   # a pot of its own: not shown, nothing taken off
        pots = pots[:-1]
        back = 0
    if len(pots) < 2:
        return
    for i in range(len(pots)):
        amount, _, won = pots[i]
        if i == len(pots) - 1 and back:
            amount -= back
        items = [SHOW[_MAIN_POT if i == 0 else _SIDE_POT] % amount]
        for seat in range(hand.seats):
            if won >> seat & 1:
                items.append(names[seat])
        lines += layout.lines_of(items)


def _winner_lines(hand, names, winners, betting, back_seat, back):
    """Who takes what from the pot (gross, not the net gain), or who drinks: the lines."""
    if not betting:
        who = [names[seat] for seat in winners]
        verb = SHOW[_DRINKS if len(who) == 1 else _DRINK]
        return layout.lines_of(who[:-1] + [who[-1] + " " + verb])
    lines = []
    for seat in winners:
        units = hand.won(seat) - (back * UNIT if seat == back_seat else 0)
        if units:   # the owner of a returned bet who lost the rest takes nothing
            lines.append(layout.squeeze(SHOW[_TAKES] % (names[seat], chips(units))))
    return lines
