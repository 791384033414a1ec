"""A poker hand in words, for the showdown: "two pair, kings", "ace high" (V-STUD)."""

from micropython import const

from indian_poker.poker_rank import category

from ..lang import GAME, SHOW

# words (dealer/lang)
_HIGH = const(27)
_KIND_HIGH = const(28)
_KIND_OF = const(29)
_R_DEUCE = const(0)
_P_DEUCES = const(13)
_C_HIGH_CARD = const(26)


def hand_name(value):
    """A poker_rank hand value in words: the category and the rank that leads it."""
    kind = category(value)
    top = value >> 16 & 15   # the first rank compared: the pair's, the straight's top card
    if kind == 0:
        return SHOW[_HIGH] % GAME[_R_DEUCE + top]
    if kind == 4 or kind == 5 or kind == 8:   # straight, flush, straight flush
        return SHOW[_KIND_HIGH] % (GAME[_C_HIGH_CARD + kind], GAME[_R_DEUCE + top])
    return SHOW[_KIND_OF] % (GAME[_C_HIGH_CARD + kind], GAME[_P_DEUCES + top])
