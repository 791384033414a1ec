"""Poker hand ranking for Forehead stud (V-STUD): the best five of up to seven cards.

A hand value is a small int: category << 20 | five 4-bit ranks, most significant first
(the ranks that decide ties, in the order they are compared), always below 2**24, so a
small int on every board. Higher is better and equal values tie exactly: suits never
break a tie. No tables and no allocation per call: the cards become four rank bitmasks
(ranks seen at least once, twice, three and four times) and one int of per-suit counts,
and every decision is a bit trick on those.
"""

try:  # the one core module besides compat.py with its own fallback: it is also loaded
    from micropython import const  # on its own, as a top-level module, to measure it
except ImportError:  # CPython
    def const(value):
        return value

_MAX_CARDS = const(7)
_RANK_SHIFT = const(2)   # c >> _RANK_SHIFT is cards.rank(c), c & _SUIT_MASK cards.suit(c):
_SUIT_MASK = const(3)    # without a call in the evaluator's loops
_ACE = const(12)
_PAIR = const(1)
_TWO_PAIR = const(2)
_TRIPS = const(3)
_STRAIGHT = const(4)
_FLUSH = const(5)
_FULL_HOUSE = const(6)
_QUADS = const(7)
_STRAIGHT_FLUSH = const(8)
_CATEGORY_SHIFT = const(20)

CATEGORY_NAMES = ("high card", "pair", "two pair", "trips", "straight", "flush",
                  "full house", "quads", "straight flush")


def category(value):
    """Category of a hand value: 0 high card .. 8 straight flush (see CATEGORY_NAMES)."""
    return value >> _CATEGORY_SHIFT


def _top(mask, n):
    """The n highest ranks set in mask as n nibbles, highest first (zeros if mask runs out)."""
    packed = 0
    r = _ACE
    while n and r >= 0:
        if mask >> r & 1:
            packed = packed << 4 | r
            n -= 1
        r -= 1
    return packed << (n << 2)


def _straight_high(mask):
    """Rank of the top card of the best straight in a rank mask, or -1 if there is none."""
    # Shift the ranks up one and copy the ace below the deuce, so A-2-3-4-5 is a run too.
    x = mask << 1 | mask >> _ACE
    runs = x & x >> 1 & x >> 2 & x >> 3 & x >> 4
    if not runs:
        return -1
    low = 9  # the highest possible run starts at the ten (bit 9 once shifted)
    while not runs >> low & 1:
        low -= 1
    return low + 3


def hand_value(cards, count, start=0):
    """Value of the best five-card poker hand among cards[start:start + count] (count 0..7).

    Higher is better, equal is an exact tie. With fewer than five cards the value
    ranks what is there (pairs, trips, quads and high cards), as stud up-cards are
    compared; missing kickers count as nothing.
    """
    if count > _MAX_CARDS:
        raise ValueError("at most 7 cards")
    once = twice = thrice = four = suits = 0
    end = start + count
    for i in range(start, end):
        c = cards[i]
        bit = 1 << (c >> _RANK_SHIFT)
        four |= thrice & bit
        thrice |= twice & bit
        twice |= once & bit
        once |= bit
        suits += 1 << ((c & _SUIT_MASK) << 2)  # one 4-bit count per suit
    # A nibble reaches 8 after adding 3 exactly when it held 5 or more: a flush suit.
    flush = (suits + 0x3333) & 0x8888
    if flush:
        # Five of seven cards in one suit leave too few for quads or a full house,
        # so a flush or straight flush is the best hand whenever there is one.
        s = 0
        while not flush >> (s << 2) & 8:
            s += 1
        mask = 0
        for i in range(start, end):
            c = cards[i]
            if c & _SUIT_MASK == s:
                mask |= 1 << (c >> _RANK_SHIFT)
        high = _straight_high(mask)
        if high >= 0:
            return _STRAIGHT_FLUSH << _CATEGORY_SHIFT | high << 16
        return _FLUSH << _CATEGORY_SHIFT | _top(mask, 5)
    if four:
        r = _top(four, 1)
        return _QUADS << _CATEGORY_SHIFT | r << 16 | _top(once & ~(1 << r), 1) << 12
    if thrice:
        r = _top(thrice, 1)
        pair = twice & ~(1 << r)
        if pair:
            return _FULL_HOUSE << _CATEGORY_SHIFT | r << 16 | _top(pair, 1) << 12
    high = _straight_high(once)
    if high >= 0:
        return _STRAIGHT << _CATEGORY_SHIFT | high << 16
    if thrice:  # r is still the rank of the trips
        return _TRIPS << _CATEGORY_SHIFT | r << 16 | _top(once & ~(1 << r), 2) << 8
    if twice & (twice - 1):  # two or three pairs: the best two, then the best other card
        pairs = _top(twice, 2)
        rest = once & ~(1 << (pairs >> 4)) & ~(1 << (pairs & 15))
        return _TWO_PAIR << _CATEGORY_SHIFT | pairs << 12 | _top(rest, 1) << 8
    if twice:
        r = _top(twice, 1)
        return _PAIR << _CATEGORY_SHIFT | r << 16 | _top(once & ~(1 << r), 3) << 4
    return _top(once, 5)
