"""Screens of a hand before its result: the deal, the hand-off, a player's turn."""

from indian_poker.cards import RANKS, SUIT_SYMBOLS

from . import games, screens
from .chips import chips
from .fingerprint_row import fingerprint_row
from .soft_keys import labels


def card_text(c, rank_only=False):
    """A card for the screen: "K♥", or just "K" when its suit was never entered."""
    if rank_only:
        return RANKS[c >> 2]
    return RANKS[c >> 2] + SUIT_SYMBOLS[c & 3]


def seat_cards(hand, viewer, seat, count, rank_only=False, hidden=False):
    """The cards of `seat` that `viewer` may see now, as one string ("K♥2♣"); "" if none."""
    # `viewer` None asks what the whole table may see (after a showdown); `hidden` puts
    # "??" in place of every card, for the hand-off screen.
    text = ""
    for slot in range(count):
        if hand.sees(viewer, seat, slot):
            c = hand.card(seat, slot)
            if c is not None:
                text += "??" if hidden else card_text(c, rank_only)
    return text


def middle_cards(hand, variant, hidden=False):
    """The shared middle cards turned up so far, as one string; "" if none."""
    text = ""
    for i in range(games.middle(variant)):
        c = hand.middle(i)
        if c is not None:
            text += "??" if hidden else card_text(c)
    return text


def page_rows(lines, rows, first, last, page, hint="hold B: more %d/%d"):
    """Show `lines` in rows[first..last], or page by page when they do not fit."""
    # Page 0 keeps rows above `first` (the header); later pages use rows 1..last.
    # The last row of a paged screen says how to turn the page. Returns the page shown,
    # or -1 when everything fits on one.
    room = last - first + 1
    if len(lines) <= room:
        for i in range(len(lines)):
            rows[first + i] = lines[i]
        return -1
    head = room - 1
    rest = len(lines) - head
    pages = 1 + (rest + last - 2) // (last - 1)
    page %= pages
    if page == 0:
        shown = lines[:head]
        start = first
    else:
        for i in range(1, first):
            rows[i] = ""
        shown = lines[head + (page - 1) * (last - 1):head + page * (last - 1)]
        start = 1
    for i in range(len(shown)):
        rows[start + i] = shown[i]
    rows[last] = hint % (page + 1, pages)
    return page


def intro_screen(rows, session, names, tracker):
    """Before a deal: hand number, dealer, ante, who sits out, how the cards are dealt."""
    # O-DEALER-SITS-OUT: the dealer holds no card, so the seat that acts last has the button
    title = "Hand %s · %s %s" % (screens.hand_of(session.hand_no + 1, session.hands_total),
                                 "dealer" if session.rules.dealer_plays else "button",
                                 names[session.dealer])
    if len(title) > screens.COLS:
        title = title.replace(" · ", " ")
    rows[0] = title
    if games.betting(session.rules.variant):
        rows[1] = "Ante %d each" % session.rules.ante
    else:
        rows[1] = "Lowest card drinks"
    seated = session.seated()
    out = [names[s] for s in range(session.rules.players) if not seated >> s & 1]
    if out:
        screens.tokens(["Out:"] + out, rows, 2, 3)
    if tracker:
        screens.wrap("A real deck: DEAL takes the antes, then cut and deal.", rows, 4, 6)
    else:
        screens.wrap("The device deals; pass it round.", rows, 4, 6)
    rows[7] = screens.keys("", "DEAL", "")


def cutter(session):
    """R-TABLE: the seat that cuts, the player on the dealer's right (a player still in)."""
    seat = session.dealer
    seated = session.seated()
    players = session.rules.players
    for _ in range(players - 1):
        seat = (seat - 1) % players
        if seated >> seat & 1:
            return seat
    return session.dealer


def cut_screen(rows, session, names):
    """Tracker, before the cards: who cuts and who deals (R-TABLE, R-DEAL)."""
    hand = session.hand
    rows[0] = title_row(session, hand)
    rows[1] = "%s cuts" % names[cutter(session)]
    first = (hand.dealer + 1) % hand.seats   # R-DEAL: from the dealer's left
    while not hand.dealt_in(first):
        first = (first + 1) % hand.seats
    # O-DEALER-SITS-OUT: a dealer who holds no card deals as if from the button's seat
    text = "%s deals one card each, face down, %s first." % (
        names[session.dealer] if session.rules.dealer_plays else "The dealer", names[first])
    screens.wrap(text, rows, 2, 4)
    screens.wrap("Nobody looks. B when every card is dealt.", rows, 5, 6)
    rows[7] = screens.keys("", "DEALT", "")


def count_screen(rows, session, hand, left):
    """Tracker: "3", "3 2", "3 2 1", then LIFT: everybody lifts their card at once."""
    rows[0] = title_row(session, hand)
    screens.wrap("At LIFT everybody puts their card on the forehead, without looking "
                 "at it.", rows, 1, 4)
    count = "  ".join(str(n) for n in range(3, max(left, 1) - 1, -1))
    rows[6] = "   " + count + ("  LIFT!" if left == 0 else "")


def rng_screen(rows):
    """The hardware RNG failed its health tests: no deal, a real deck is offered."""
    rows[0] = "RNG failure:"
    rows[1] = "cannot deal"
    screens.wrap("Deal a real deck instead (tracker mode), or try again.", rows, 3, 6)
    rows[7] = screens.keys("RETRY", "", "DECK")


def title_row(session, hand):
    """Row 0 during a hand: "Hand 3/6  pot 5" ("Hand 3/6" in the party game)."""
    number = screens.hand_of(session.hand_no, session.hands_total)
    if not games.betting(session.rules.variant):
        return "Hand " + number
    return screens.clip("Hand %s  pot %d" % (number, hand.pot))


def handoff_screen(rows, session, names, ready=True):
    """No card: who gets the device next, laid out as their card view with "??" for cards."""
    # The hand-off and the card view share their rows (title, what calling costs, each
    # name at the same place), so flipping between them rewrites only the cards, two rows
    # and the keys. Until `ready` (the lock-out after the last turn, table.LOOK_AFTER_MS)
    # the keys row is empty: no press can open the view yet. The deal fingerprint takes
    # row 2 (the view's "you have"), or row 6 in the party game, whose cards start at
    # row 2 and never reach row 6.
    seat = session.hand.to_act
    if turn_screen(rows, session, names, seat, 0, True) >= 0:
        rows[6] = ""   # the page hint: here B only hands the device over
    rows[1] = "Pass to " + names[seat]
    if ready:
        rows[1] += ": hold B"
    rows[2 if games.betting(session.rules.variant) else 6] = fingerprint_row(session)
    rows[7] = screens.keys("", "LOOK" if ready else "", "")


def turn_screen(rows, session, names, viewer, page=0, hidden=False):
    """The player to act: chips, what calling costs, and, for `viewer`, the cards they see."""
    # `viewer` is the seat holding the device (pass-around) or None (tracker: no card);
    # `hidden` shows "??" for every card (the hand-off). Returns the page shown when the
    # cards need more than one (hold B for the next), else -1.
    hand = session.hand
    seat = hand.to_act
    variant = session.rules.variant
    betting = games.betting(variant)
    shown = -1
    rows[1] = names[seat] + (" to act" if betting else " looks")
    balance = chips(session.balance(seat))
    if betting:
        rows[2] = screens.fit("%s %s" % ("you have" if viewer is not None and not hidden
                                         else names[seat] + " has", balance), "has " + balance)
        rows[3] = "to call %d" % hand.to_call()
    if viewer is None:   # a real deck: the table sees who is still in the hand
        live = ["In:"]
        for other in range(hand.seats):
            if hand.dealt_in(other) and not hand.folded(other):
                live.append(names[other])
        screens.tokens(live, rows, 4, 6)
    else:
        count = games.slots(variant)
        items = []
        own = seat_cards(hand, viewer, viewer, count, False, hidden)   # private ones only
        if own:
            items.append("you " + own)
        shared = middle_cards(hand, variant, hidden)
        if shared:
            items.append("mid " + shared)
        # in seat order, not from the viewer's left: the next player's hand-off then
        # has every other name where this view had it
        for other in range(hand.seats):
            if other == viewer:
                continue
            text = seat_cards(hand, viewer, other, count, False, hidden)
            if text:
                items.append(names[other] + " " + text)
        shown = page_rows(screens.lines_of(items), rows, 4 if betting else 2, 6, page)
    rows[7] = labels(hand, betting)
    return shown
