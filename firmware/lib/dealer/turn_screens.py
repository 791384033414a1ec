"""Screens of a hand before its result: the deal, the hand-off, a player's turn."""

from indian_poker import BET, CALL, CHECK, FOLD, RAISE
from indian_poker.cards import RANKS, SUIT_SYMBOLS

from . import screens
from .chips import chips


def card_text(c, rank_only=False):
    """A card for the screen: "K♥", or just "K" when its suit was never entered."""
    if rank_only:
        return RANKS[c >> 2]
    return RANKS[c >> 2] + SUIT_SYMBOLS[c & 3]


def intro_screen(rows, session, names, tracker):
    """Before a deal: hand number, dealer, ante, who sits out, how the cards are dealt."""
    title = "Hand %s · dealer %s" % (screens.hand_of(session.hand_no + 1, session.hands_total),
                                     names[session.dealer])
    if len(title) > screens.COLS:
        title = title.replace(" · ", " ")
    rows[0] = title
    rows[1] = "Ante %d each" % session.rules.ante
    seated = session.seated()
    out = [names[s] for s in range(session.rules.players) if not seated >> s & 1]
    if out:
        screens.tokens(["Out:"] + out, rows, 2, 3)
    if tracker:
        screens.wrap("Deal one card to each player, face out. Nobody looks at their own.",
                     rows, 4, 6)
    else:
        screens.wrap("The device deals; pass it round.", rows, 4, 6)
    rows[7] = screens.keys("", "DEAL", "")


def rng_screen(rows):
    """The hardware RNG failed its health tests: no deal, a real deck is offered."""
    rows[0] = "RNG failure:"
    rows[1] = "cannot deal"
    screens.wrap("Deal a real deck instead (tracker mode), or try again.", rows, 3, 6)
    rows[7] = screens.keys("RETRY", "", "DECK")


def title_row(session, hand):
    """Row 0 during a hand: "Hand 3/6  pot 5"."""
    return screens.clip("Hand %s  pot %d"
                        % (screens.hand_of(session.hand_no, session.hands_total), hand.pot))


def handoff_screen(rows, name):
    """No card: who gets the device next, and that only they may look."""
    rows[2] = "Pass to " + name
    rows[4] = "B when only %s" % name
    rows[5] = "looks"
    rows[7] = screens.keys("", "LOOK", "")


def turn_screen(rows, session, names, viewer):
    """The player to act: chips, what calling costs, and, for `viewer`, the others' cards.

    `viewer` is the seat holding the device (pass-around) or None (tracker: no card).
    """
    hand = session.hand
    seat = hand.to_act
    rows[1] = names[seat] + " to act"
    balance = chips(session.balance(seat))
    rows[2] = screens.fit("%s %s" % ("you have" if viewer is not None else names[seat] + " has",
                                     balance), "has " + balance)
    rows[3] = "to call %d" % hand.to_call()
    if viewer is not None:
        cards = []
        other = viewer
        for _ in range(hand.seats - 1):
            other = (other + 1) % hand.seats
            if hand.sees(viewer, other):
                cards.append("%s %s" % (names[other], card_text(hand.card(other))))
        screens.tokens(cards, rows, 4, 6)
    legal = hand.legal()
    b = "CHECK" if legal >> CHECK & 1 else ("CALL" if legal >> CALL & 1 else "")
    c = "BET" if legal >> BET & 1 else ("RAISE" if legal >> RAISE & 1 else "")
    rows[7] = screens.keys("FOLD" if legal >> FOLD & 1 else "", b, c)
