"""The physical deck (tracker mode): the cards entered at the showdown (Hand.reveal).

Loaded only when a real deck's card is entered, so a dealt game never holds it.
"""

from .eventlog import REVEAL, REVEAL_SIZE


def reveal(hand, seat, c):
    """Enter `c`, the forehead card of `seat` shown at the showdown; the last one settles."""
    try:
        needed = hand.awaiting_reveal() >> seat & 1 and 0 <= c < 52
    except (TypeError, ValueError):
        needed = False
    cards = hand.cards
    for i in range(len(cards) if needed else 0):
        if cards[i] == c:   # R-DECK: one deck holds each card once
            needed = False
    if not needed:
        from .refusals import refuse_reveal
        refuse_reveal(hand, seat, c)
    hand.cards[seat * hand.slots] = c
    at = hand.events.append(REVEAL | seat, c, REVEAL_SIZE)
    if not hand.awaiting_reveal():
        hand.settle(True)
    return at
