"""The card view and the tracker's turn in big characters, readable at arm's length."""

# Pass-around: a card view (and its hand-off, with "??" for every card) is row 0 the
# pot, what calling costs and the viewer's chips; row 1 what the player before just did;
# rows 2-3 and 4-5 two bands, each the cards of one seat twice as large with its name and
# chips beside them; row 6 the game, the hand and the page. More bands than two turn
# over by themselves every PAGE_MS (the screen's tick): no key turns a page, because
# every key is an action here. Tracker: the player to act, the pot and what calling
# costs, each twice as large, for the whole table.

from micropython import const

from . import layout
from .text import card_text, chips

PAGE_MS = const(3000)   # a card view's page stays this long, then the next one comes
BANDS = const(2)        # bands of big cards on a page


def bands(hand, names, balance, viewer, hidden):
    """(cards, name, chips) of each band: the viewer's private cards, the middle, then
    every other seat holding a card the viewer sees, in seat order."""
    # Seat order, not from the viewer's left: the next player's hand-off then has every
    # other name where this view had it.
    found = []
    own = big_cards(hand, viewer, viewer, hidden)   # private ones only
    if own:
        found.append((own, "you", "private"))
    shared = ""
    for i in range(len(hand.game.MIDDLE)):
        c = hand.middle(i)
        if c is not None:
            shared += (" " if shared else "") + ("??" if hidden else card_text(c))
    if shared:
        found.append((shared, "middle", "shared"))
    for other in range(hand.seats):
        cards = "" if other == viewer else big_cards(hand, viewer, other, hidden)
        if cards:
            found.append((cards, names[other], chips(balance(other))))
    return found


def big_cards(hand, viewer, seat, hidden):
    """The cards of `seat` that `viewer` may see, a space apart ("K♥ 10♠"); "" if none."""
    text = ""
    for slot in range(len(hand.game.SLOTS)):
        c = hand.visible_card(viewer, seat, slot)
        if c is not None:
            text += (" " if text else "") + ("??" if hidden else card_text(c))
    return text


def big_form(cards):
    """(text, the big cells it may take) of "K♥ 10♠ 9♦" in big characters: a space between
    cards while they fit, else none ("K♥10♠9♦"); more than fit: too long, the caller
    writes them small."""
    count = cards.count(" ") + 1
    if 4 * count - 1 <= layout.BIG_COLS:
        return cards, 4 * count - 1
    return cards.replace(" ", ""), 3 * count


def page_count(found):
    """Pages of BANDS bands."""
    return max(1, (len(found) + BANDS - 1) // BANDS)


def view_rows(rows, table, viewer, page, hidden, context, extra=None):
    """The card view of `viewer` (rows 0-6) at `page`; returns the number of pages.
    `extra` (learn mode's odds and tips) takes a last page of its own, in small text."""
    session = table.session
    found = bands(session.hand, table.names, session.balance, viewer, hidden)
    pages = page_count(found) + (1 if extra else 0)
    page %= pages
    rows[0] = _title(session, table.names[viewer], viewer)
    rows[1] = layout.clip(context)
    row = 2
    if extra and page == pages - 1:
        for line in extra[:4]:
            rows[row] = layout.clip(line)
            row += 1
    _band_rows(rows, row, found, found[page * BANDS:(page + 1) * BANDS],
               session.game.BETTING)
    tail = "%s  hand %s" % (session.game.NAME, layout.hand_of(session.hand_no,
                                                             session.hands_total))
    if pages > 1:   # the page instead of the hand: "standard  page 1/2"
        tail = "%s  page %d/%d" % (session.game.NAME, page + 1, pages)
    rows[6] = tail
    return pages


def _title(session, name, viewer):
    """Row 0: the viewer's chips, the pot and what calling costs (V-DRINK: who looks)."""
    if not session.game.BETTING:
        return "%s looks" % name
    hand = session.hand
    mine = chips(session.balance(viewer))
    pot = hand.pot
    owe = hand.to_call()
    return layout.fit("%s %s  pot %d  call %d" % (name, mine, pot, owe), layout.fit(
        "%s %s pot %d call %d" % (name, mine, pot, owe), "%s pot %d call %d" % (
            name, pot, owe)))


def _band_rows(rows, row, found, shown, betting):
    """The `shown` bands from `row` on, two rows each; every band's names in one column,
    on every page and on the hand-off ("??" for "10♣")."""
    width = 0
    for cards, _, _ in found:
        text, cells = big_form(cards)
        if cells <= layout.BIG_COLS:
            width = max(width, cells)
    for cards, name, amount in shown:
        text, cells = big_form(cards)
        amount = " " + amount if betting else ""
        if cells > layout.BIG_COLS:   # four up cards of stud: in small characters
            rows[row] = layout.clip("%s %s" % (name, cards))
            rows[row + 1] = amount
        else:
            layout.big(rows, row, text + " " * (width - len(text)), " " + name, amount)
        row += 2


def tracker_rows(rows, table):
    """The tracker's turn for the whole table: who acts, the pot and what calling costs."""
    session = table.session
    hand = session.hand
    seat = hand.to_act
    name = table.names[seat]
    rows[0] = layout.clip("Hand %s  %s" % (layout.hand_of(session.hand_no, session.hands_total),
                                           session.game.NAME))
    if not session.game.BETTING:   # V-DRINK: the whole table looks at once
        rows[1] = "Look at the others"
        return
    layout.big(rows, 1, name, " to act", " has " + chips(session.balance(seat)))
    live = 0
    for other in range(hand.seats):
        if hand.dealt_in(other) and not hand.folded(other):
            live += 1
    layout.big(rows, 3, "Pot %d" % hand.pot, "", " %d in" % live)
    owe = hand.to_call()
    layout.big(rows, 5, "Call %d" % owe if owe else "Check", "", "")
