"""V-TWO-CARD: a forehead card and a private card; the highest card wins."""

from indian_poker.compat import const
from indian_poker.rules import SUITS

# The parts this game shares with the standard profile:
from indian_poker.variants.standard import BETTING, MAX_PLAYERS, MIDDLE, STREETS, ante  # noqa: F401

_RANK = const(2)   # c >> _RANK is cards.rank(c), c & _SUIT cards.suit(c): no call
_SUIT = const(3)   # where the payout ranks every hand

NAME = "two-card"
SLOTS = b"\x00\x01"  # forehead, private
PAIRS = True  # O-PAIRS


def value(a, b, rules):
    """Two cards as one hand: the higher card's rank (A+5 ties A+9); with O-PAIRS, poker
    style: a pair first, then the higher card, then the lower; with the suit tiebreak
    the higher card's suit decides what is still equal (O-TIEBREAK)."""
    # ES 000 "gana la carta más alta", IT 001 "vince la carta più alta": nothing but the
    # higher card counts unless the table agreed that pairs count (O-PAIRS).
    if b > a:
        a, b = b, a
    high = a >> _RANK
    if rules.pairs:
        low = b >> _RANK
        high = high << 4 | low | (256 if high == low else 0)
    return high << 2 | a & _SUIT if rules.tiebreak == SUITS else high


def strength(cards, at, middle, rules):
    """The forehead and the private card together (see `value`)."""
    return value(cards[at], cards[at + 1], rules)


def named(a, b, rules):
    """The reason code of two cards as one hand (see `value`), and its card or cards."""
    if b > a:
        a, b = b, a
    if not rules.pairs:
        return "highest", a
    if a >> _RANK == b >> _RANK:
        return "pair", a
    return "high cards", a << 6 | b


def reason(cards, at, middle, rules):
    """The highest card; with O-PAIRS a pair, or the two cards."""
    return named(cards[at], cards[at + 1], rules)
