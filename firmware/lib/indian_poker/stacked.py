"""A stacked deck and a misdeal's new cards (R-DECK, R-MISDEAL): loaded only when used."""

# Session.deal(cards=...) and Session.misdeal() are rare at the table (tests, replays,
# a misdeal called), so their checks and messages stay off the heap of a normal deal.

from .cards import DECK_SIZE, NO_CARD
from .dealing import draw
from .errors import IllegalAction
from .salt import draw_salt, seal


def checked_cards(session, cards, seated):
    """Stacked cards as a bytearray; None (or NO_CARD) for the cards of seats that are out."""
    slots = len(session.game.SLOTS)
    count = session.card_count()
    if len(cards) != count:
        if count == session.rules.players:
            raise ValueError("give one card per player (%d)" % count)
        raise ValueError("give %d cards: %d per player in seat order, then the middle ones"
                         % (count, slots))
    seen = bytearray(DECK_SIZE)
    dealt = bytearray(count)
    for i in range(count):
        c = cards[i]
        if i < session.rules.players * slots and not seated >> (i // slots) & 1:
            dealt[i] = NO_CARD
            continue
        if type(c) is not int or not 0 <= c < DECK_SIZE:
            raise ValueError("%r is not a card" % (c,))
        if seen[c]:
            raise ValueError("the same card is dealt twice")
        seen[c] = 1
        dealt[i] = c
    return dealt


def redeal(session, cards):
    """R-MISDEAL (Session.misdeal): new cards for the hand in play, before any betting."""
    hand = session.hand
    if hand is None or hand.over:
        raise IllegalAction("there is no deal to void")
    if hand.events.end != hand.events.start or hand.street:
        raise IllegalAction("the betting has started: undo back to the hand's first "
                            "action, then call the misdeal")
    if hand.physical:
        return hand
    seated = hand.seated
    dealt = draw(session, seated) if cards is None else checked_cards(session, cards, seated)
    salt = draw_salt(session) if cards is None else None   # a new deal, a new salt
    hand.cards[:] = dealt
    hand.events.deal(False, hand.dealer, hand.seats, hand.cards, seated)
    if salt is not None:
        seal(hand, salt)
    if session.names is not None:   # a new deal, a new fingerprint on the same chain
        from .fingerprint import commit
        commit(session)
    return hand
