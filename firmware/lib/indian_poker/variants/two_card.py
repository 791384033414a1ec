"""V-TWO-CARD: a forehead card and a private card; a pair beats no pair, then high, then low."""

from indian_poker.rules import SUITS

SLOTS = b"\x00\x01"  # forehead, private
MIDDLE = b""
STREETS = 1
BETTING = True


def ante(rules):
    """Chips each seat antes (R-ANTE)."""
    return rules.ante


def strength(hand, seat):
    """Pair flag, higher rank, lower rank; with the suit tiebreak, the higher card's suit."""
    a = hand._cards[2 * seat]
    b = hand._cards[2 * seat + 1]
    if b > a:
        a, b = b, a
    value = (a >> 2 == b >> 2) << 8 | (a >> 2) << 4 | b >> 2
    return value << 2 | a & 3 if hand._rules.tiebreak == SUITS else value
