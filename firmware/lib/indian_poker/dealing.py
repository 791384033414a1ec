"""Dealing a session's cards from the hardware RNG (R-DEAL, R-DECK); stacked decks and
misdeals are in stacked.py."""

# These are the Session's dealing steps, kept in a module of their own so
# that no single module is a large compile on the board.

from .cards import NO_CARD
from .errors import IllegalAction


def draw(session, seated):
    """Cards for the seats in `seated`: each slot round the table from the dealer's left."""
    source = session.source
    if source is None:
        if session.entropy is None:
            raise IllegalAction("no random source: pass cards or deal a real deck")
        source = session.source = card_source(session.entropy)
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


def warm_up(session):
    """The RNG's start-up health test in idle time before the session's first deal
    (CardSource.warm_up); nothing without an entropy source, or once it has run."""
    if session.entropy is None:
        return
    source = session.source
    if source is None:
        source = session.source = card_source(session.entropy)
    source.warm_up()


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
