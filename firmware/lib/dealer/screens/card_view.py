"""The card view and the tracker's turn: every card a player sees, in one glance."""

# Pass-around: a card view (and its hand-off, with "??" for every card) is
#   row 0    the viewer's name and chips, the pot and what calling costs, in full (what
#            does not fit goes to row 6, first of all);
#   row 1    what happened last (dealer/context.py);
#   rows 2-5 every card the viewer may see, each with its owner's name, in the largest
#            form that shows them all at once (`FORMS`), then learn mode's lines;
#   row 6    the game and the hand (the hand-off: the deal fingerprint).
# The forms, largest first:
#   BANDS   up to two seats, each one's cards twice as large, the name beside them and
#           the chips under the name: readable at arm's length;
#   ROW     three seats of one card each, the cards twice as large in one row, each name
#           under its card and the chips under the name (a table of four);
#   TOKENS  "ANN K♥" in small characters, packed a space apart: nine opponents of a table
#           of ten take three rows, four at most (a row holds three, two if two are 10s).
# No page turns by itself: nothing a player needs to decide may wait behind a timer. Only
# what even TOKENS cannot hold (stud's last streets at six or seven players, learn mode's
# lines at a large table) takes a second page, turned by a hold of A: every tap is an
# action here, but a hold of FOLD costs nothing if it turns a page instead (a tap of A
# still folds). The form depends only on cards the viewer may see; the hand-off's only on
# how many "??" there are, so it tells nobody anything of a card.

from micropython import const

from ..lang import GAME, PLAY, SHOW
from . import layout
from .text import chips, middle_cards, seat_cards

# words (dealer/lang)
_HOLD_A_PAGE = const(4)
_GAME_HAND = const(5)
_LOOKS = const(6)
_POT_N = const(7)
_CALL_N = const(8)
_HAND_GAME = const(9)
_LOOK_OTHERS = const(10)
_TO_ACT = const(11)
_HAS = const(12)
_POT_BIG = const(13)
_CALL_BIG = const(14)
_CHECK_BIG = const(15)
_IN_LONG = const(16)
_IN_MID = const(17)
_IN_SHORT = const(18)
_HAND_IN = const(19)
_YOU = const(44)
_MID = const(6)
_G_STANDARD = const(35)

BANDS = const(0)
ROW = const(1)
TOKENS = const(2)
_CARD_ROWS = const(4)    # rows 2-5
_FIRST = const(2)
TAIL_ROW = const(6)


def items(hand, names, viewer, hidden):
    """(cards, name, seat) of everything `viewer` sees: their own private cards ("you"),
    the middle ("mid"), then every other seat holding a card they see, in seat order.
    `cards` is their text, a space apart ("K♥ 2♣", "??" hidden); `seat` is -1 for the
    viewer's own cards and the middle, which show no chips."""
    # Seat order, not from the viewer's left: the next player's hand-off then has every
    # other name where this view had it. Only BANDS and ROW show chips: they are
    # written there (_amount), not for the nine seats of a table of ten's TOKENS.
    found = []
    own = seat_cards(hand, viewer, viewer, hidden=hidden)   # private ones only
    if own:
        found.append((own, PLAY[_YOU], -1))
    shared = middle_cards(hand, hidden)
    if shared:
        found.append((shared, SHOW[_MID], -1))
    for other in range(hand.seats):
        cards = "" if other == viewer else seat_cards(hand, viewer, other, hidden=hidden)
        if cards:
            found.append((cards, names[other], other))
    return found


def _amount(session, seat):
    """The chips under a name: `seat`'s balance, none (-1) under "you" or "mid"."""
    return chips(session.balance(seat)) if seat >= 0 else ""


def _bands_fit(found):
    """BANDS: at most two seats, each seat's cards a space apart, its name beside them."""
    if len(found) > 2:
        return False
    for cards, name, _ in found:
        if 2 * len(cards) + 1 + len(name) > layout.COLS:
            return False
    return True


def _row_fit(found):
    """ROW: three single cards twice as large in one row, each name under its card and
    no wider than it ("midden" is not, under a "9♣")."""
    if len(found) != 3:
        return False
    for cards, name, _ in found[:2]:
        if " " in cards or len(name) > 2 * len(cards) + 1:
            return False
    return " " not in found[2][0] and \
        len(" ".join(cards for cards, _, _ in found)) <= layout.BIG_COLS


def _tokens(found):
    """TOKENS: the rows of "ANN K♥" tokens, a space apart, cards a space apart too."""
    named = []
    for cards, name, _ in found:
        named.append(name)
        named.append(cards)
    return layout.pairs_of(named)


def form(found, extra):
    """(the largest form that shows every item and `extra` line in rows 2-5, its rows)."""
    # the rows are the TOKENS lines, which a paged view shows page by page
    if _bands_fit(found) and 2 * len(found) + len(extra) <= _CARD_ROWS:
        return BANDS, None
    if _row_fit(found) and not extra:
        return ROW, None
    return TOKENS, _tokens(found) + extra


def view_rows(rows, table, viewer, page, hidden, context, extra=None, framed=False):
    """The card view of `viewer` (rows 0-6) at `page`; returns the number of pages.
    `extra` (learn mode's odds and tips) follows the cards, in small text; `framed`:
    the caller writes rows 0, 1 and 6 (a hand-off showing its fingerprint), so only
    the cards' rows are made."""
    session = table.session
    hand = session.hand
    lines = []
    for line in extra or ():   # each a row, wrapped if a language makes it longer
        lines += layout.lines_of([line])
    extra = lines
    found = items(hand, table.names, viewer, hidden)
    shape, lines = form(found, extra)
    if not framed:
        overflow = _title(rows, session, table.names[viewer], viewer)
        rows[1] = layout.squeeze(context)   # "ANN ha rilanciato a 9999": never its number cut
    pages = 1
    if shape == BANDS:
        _bands(rows, found, session)
        _lines(rows, _FIRST + 2 * len(found), extra)
    elif shape == ROW:
        _row(rows, found, session)
    else:
        pages = max(1, (len(lines) + _CARD_ROWS - 1) // _CARD_ROWS)
        page %= pages
        _lines(rows, _FIRST, lines[page * _CARD_ROWS:(page + 1) * _CARD_ROWS])
    if framed:
        return pages
    hints = [""]
    if pages > 1:   # how to see the rest: "hold A: 1/2", or only "1/2" if that does not fit
        hints = [PLAY[_HOLD_A_PAGE] % (page + 1, pages), "%d/%d" % (page + 1, pages)]
    tail = PLAY[_GAME_HAND] % (game_name(session), layout.hand_of(session.hand_no,
                                                                 session.hands_total))
    rows[TAIL_ROW] = _tail(overflow, hints,
                           tail if len(tail) <= layout.COLS else game_name(session))
    return pages


def _lines(rows, first, lines):
    for line in lines:
        rows[first] = line
        first += 1


def _tail(overflow, hints, optional):
    """Row 6: what did not fit row 0 and the page hint, the first of `hints` that fits,
    then `optional` if it fits too. If none fits, the pot goes ("piatto 10000 chiama
    10000": the call stays; the hand-off's title said the pot)."""
    for parts in (overflow, overflow[-1:]):
        for hint in hints:
            musts = ([" ".join(parts)] if parts else []) + ([hint] if hint else [])
            for gap in ("  ", " "):
                text = gap.join(musts)
                if not text:
                    return optional
                if len(text) + 2 + len(optional) <= layout.COLS:
                    return text + "  " + optional
                if len(text) <= layout.COLS:
                    return text
    return layout.squeeze(" ".join(overflow[-1:] + hints[-1:]))


def _title(rows, session, name, viewer):
    """Row 0: the viewer's chips, the pot and what calling costs (V-DRINK: who looks);
    returns what did not fit, in full, for row 6."""
    if not session.game.BETTING:
        rows[0] = PLAY[_LOOKS] % name
        return []
    hand = session.hand
    parts = ["%s %s" % (name, chips(session.balance(viewer))), PLAY[_POT_N] % hand.pot,
             PLAY[_CALL_N] % hand.to_call()]
    for gap in ("  ", " "):
        text = gap.join(parts)
        if len(text) <= layout.COLS:
            rows[0] = text
            return []
    text = parts[0]
    rest = 1
    while rest < len(parts) and len(text) + 1 + len(parts[rest]) <= layout.COLS:
        text += " " + parts[rest]
        rest += 1
    rows[0] = text
    return parts[rest:]


def _bands(rows, found, session):
    """BANDS from row 2: two rows each, every band's name in one column."""
    width = 0
    for cards, _, _ in found:
        width = max(width, len(cards))
    betting = session.game.BETTING
    row = _FIRST
    for cards, name, seat in found:
        amount = _amount(session, seat)
        room = layout.COLS - 2 * width - 1
        below = " " + amount if betting and amount and len(amount) <= room else ""
        layout.big(rows, row, cards + " " * (width - len(cards)), " " + name, below)
        row += 2


def _row(rows, found, session):
    """ROW: rows 2-3 the cards twice as large, row 4 each name under its card, row 5 the
    chips under each name (left out if one does not fit its column)."""
    big = " ".join(cards for cards, _, _ in found)
    layout.big(rows, _FIRST, big)
    starts = []
    at = 0
    for cards, _, _ in found:
        starts.append(2 * at)
        at += len(cards) + 1
    names = ""
    amounts = ""
    fits = session.game.BETTING
    for k in range(len(found)):
        _, name, seat = found[k]
        amount = _amount(session, seat)
        end = starts[k + 1] - 1 if k + 1 < len(found) else layout.COLS
        names += " " * (starts[k] - len(names)) + name
        fits = fits and len(amounts) <= starts[k] and starts[k] + len(amount) <= end
        amounts += " " * (starts[k] - len(amounts)) + amount
    rows[_FIRST + 2] = names
    rows[_FIRST + 3] = amounts if fits else ""


def tracker_rows(rows, table):
    """The tracker's turn for the whole table: who acts, the pot and what calling costs."""
    session = table.session
    hand = session.hand
    seat = hand.to_act
    name = table.names[seat]
    number = layout.hand_of(session.hand_no, session.hands_total)
    rows[0] = layout.clip(PLAY[_HAND_GAME] % (number, game_name(session)))
    if not session.game.BETTING:   # V-DRINK: the whole table looks at once
        rows[1] = PLAY[_LOOK_OTHERS]
        return
    layout.big(rows, 1, name, " " + PLAY[_TO_ACT], " " + PLAY[_HAS] % chips(session.balance(seat)))
    live = 0
    for other in range(hand.seats):
        if hand.dealt_in(other) and not hand.folded(other):
            live += 1
    pot = PLAY[_POT_BIG] % hand.pot
    room = layout.COLS - 2 * len(pot)
    count = ""
    for form_ in (PLAY[_IN_LONG], PLAY[_IN_MID], PLAY[_IN_SHORT]):   # still holding a card
        if len(form_ % live) + 1 <= room:
            count = " " + form_ % live
            break
    if not count:
        rows[0] = layout.fit(PLAY[_HAND_IN] % (number, live), rows[0])
    _big_amount(rows, 3, pot, count)
    owe = hand.to_call()
    _big_amount(rows, 5, PLAY[_CALL_BIG] % owe if owe else PLAY[_CHECK_BIG], "")


def _big_amount(rows, i, text, bottom):
    """`text` ("Pot 120") twice as large; if it is wider than the big characters go, its
    number alone is, with its word beside it ("Piatto" by "10001")."""
    if len(text) <= layout.BIG_COLS or " " not in text:
        layout.big(rows, i, text, "", bottom)
        return
    at = text.rindex(" ")
    number = text[at + 1:]
    room = layout.COLS - 2 * len(number)
    layout.big(rows, i, number, " " + text[:at], bottom if len(bottom) <= room else "")


def game_name(session):
    """The game's name in the language in use ("two-card")."""
    return GAME[_G_STANDARD + session.rules.variant]
