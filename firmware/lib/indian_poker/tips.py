"""Learn mode: which of the rule sheets' tips (docs/rules.md section 9) apply to a card view."""

# Like the odds, a tip depends only on what the viewer sees: the forehead cards of the
# others still in (R-FOLD: a folded card is face down), the viewer's private card and a
# turned middle card.

from .compat import const
from .rules import LOW

THREE_ACES = const(1)   # seeing three of the four aces: your own ace is very unlikely
ALL_LOW = const(2)      # every visible card 7 or lower: yours is likely a face card
EVERYONE_IN = const(4)  # two or more bet or called, nobody folded: "everybody bets, so
#                         mine is high" is a trap

_ACE = const(12)
_SEVEN = const(5)  # rank index of the 7 (0 = deuce)


def tips(hand, viewer):
    """Bitmask of the tips that apply to `viewer`'s view of `hand` (0 for forehead stud)."""
    variant = hand.game
    slots = len(variant.SLOTS)
    if slots > 2 or hand.physical:
        return 0
    cards = hand._cards
    ace_low = hand.rules.variant == LOW
    aces = 0
    low = True
    seen = 0
    for seat in range(hand.seats):
        if not hand._seated >> seat & 1:
            continue
        if seat != viewer:
            if hand._folded >> seat & 1:
                continue
            c = cards[seat * slots]
        elif slots == 2:
            c = cards[seat * 2 + 1]
        else:
            continue
        aces += c >> 2 == _ACE
        low = low and _low(c, ace_low)
        seen += 1
    if len(variant.MIDDLE):
        c = hand.middle(0)
        if c is not None:
            aces += c >> 2 == _ACE
            low = low and _low(c, ace_low)
    found = THREE_ACES if aces == 3 else 0
    if low and seen:
        found |= ALL_LOW
    if variant.BETTING and hand.target and not hand._folded and hand._seated >> viewer & 1 \
            and _betting(hand, viewer) >= 2:   # one bet alone is no crowd
        found |= EVERYONE_IN
    return found


def _betting(hand, viewer):
    """How many others have put chips in this betting round."""
    count = 0
    for seat in range(hand.seats):
        if seat != viewer and hand._round[seat]:
            count += 1
    return count


def _low(c, ace_low):
    """7 or lower by face value; in Low the ace counts as 1 (V-LOW)."""
    r = c >> 2
    return r <= _SEVEN or r == _ACE and ace_low
