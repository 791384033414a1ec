"""Dealing a session's cards: from the hardware RNG, or a stacked deck (R-DEAL, R-DECK)."""

# These are the Session's dealing steps, kept in a module of their own so
# that no single module is a large compile on the board.

from .cards import DECK_SIZE, NO_CARD
from .errors import IllegalAction
from .salt import draw_salt, seal


def draw(session, seated):
    """Cards for the seats in `seated`: each slot round the table from the dealer's left."""
    source = session._source
    if source is None:
        if session._entropy is None:
            raise IllegalAction("no random source: pass cards or deal a real deck")
        source = session._source = card_source(session._entropy)
    seats = session.rules.players
    variant = session.game
    slots = len(variant.SLOTS)
    middle = len(variant.MIDDLE)
    count = 0
    mask = seated
    while mask:
        mask &= mask - 1
        count += 1
    deck = source.draw(count * slots + middle)
    cards = bytearray(seats * slots + middle)
    i = 0
    for slot in range(slots):
        seat = session.dealer
        for _ in range(seats):
            seat += 1
            if seat == seats:
                seat = 0
            if seated >> seat & 1:
                cards[seat * slots + slot] = deck[i]
                i += 1
            else:
                cards[seat * slots + slot] = NO_CARD
    for m in range(middle):
        cards[seats * slots + m] = deck[i + m]
    return cards


def checked_cards(session, cards, seated):
    """Stacked cards as a bytearray; None (or NO_CARD) for the cards of seats that are out."""
    slots = len(session.game.SLOTS)
    count = session._card_count()
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
    seated = hand._seated
    dealt = draw(session, seated) if cards is None else checked_cards(session, cards, seated)
    salt = draw_salt(session) if cards is None else None   # a new deal, a new salt
    hand._cards[:] = dealt
    hand.events.deal(False, hand.dealer, hand.seats, hand._cards, seated)
    if salt is not None:
        seal(hand, salt)
    return hand


_shared = {}  # type: dict  # entropy function -> its CardSource, for the whole boot


def card_source(entropy):
    """One CardSource per entropy function, so the start-up health test runs once per boot."""
    # A dict lookup compares with ==: a bound method such as hw.entropy is a new object
    # on every access, yet equal; a failed source must stay failed for the next session.
    source = _shared.get(entropy)
    if source is None:
        from .shuffle import CardSource
        _shared.clear()
        source = _shared[entropy] = CardSource(entropy)
    return source
