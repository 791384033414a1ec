"""A poker hand in words, for the showdown: "two pair, kings", "ace high" (V-STUD)."""

from indian_poker.poker_rank import CATEGORY_NAMES, category

_ONE = ("deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
        "queen", "king", "ace")


def _plural(rank):
    return "sixes" if rank == 4 else _ONE[rank] + "s"


def hand_name(value):
    """A poker_rank hand value in words: the category and the rank that leads it."""
    kind = category(value)
    top = value >> 16 & 15   # the first rank compared: the pair's, the straight's top card
    if kind == 0:
        return _ONE[top] + " high"
    if kind == 4 or kind == 5 or kind == 8:   # straight, flush, straight flush
        return "%s, %s high" % (CATEGORY_NAMES[kind], _ONE[top])
    return "%s, %s" % (CATEGORY_NAMES[kind], _plural(top))
