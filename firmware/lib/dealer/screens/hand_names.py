"""The showdown's words: why a hand won ("Split: aces highest"), a poker hand in words.

The variants say only which case it was (a word of indian_poker.variants) and with what;
the lines are the language's (dealer/lang: SHOW's R_ entries, GAME's ranks and hands).
"""

from micropython import const

from indian_poker.cards import RANKS, rank, symbol

from ..lang import GAME, SHOW

# words (dealer/lang)
_HIGH = const(21)
_KIND_HIGH = const(22)
_KIND_OF = const(23)
_R_DEUCE = const(0)
_P_DEUCES = const(13)
_C_HIGH_CARD = const(26)
_R_HIGHEST = const(24)
_R_POKER = const(36)

# A variant's reason: the first of its two lines in SHOW (one winner; then several who
# split, in the party game several who drink), from R_HIGHEST on. Each fits a row of 21
# characters with the longest rank word of its language.
REASONS = ("highest", "lowest", "loses", "shared", "pair", "high cards")


def reason_text(code, value, split, suits, who=""):
    """The showdown's why line for a variant's reason (`code`, `value`): `split` when
    several won, `suits` when the suit order breaks ties (the card is then named with its
    suit); `who` names the winner where the line says who (V-STUD)."""
    if code == "poker":
        return SHOW[_R_POKER] % (who, hand_name(value))
    case = 0
    while REASONS[case] != code:
        case += 1
    words = SHOW[_R_HIGHEST + 2 * case + (1 if split else 0)]
    if code == "high cards":
        return words % (RANKS[rank(value >> 6)] + "-" + RANKS[rank(value & 63)])
    if code == "pair":
        return words % GAME[_P_DEUCES + rank(value)]
    if suits and not split and code != "shared":
        return words % symbol(value)
    if split and code != "shared":
        return words % GAME[_P_DEUCES + rank(value)]
    return words % GAME[_R_DEUCE + rank(value)]


def hand_name(value):
    """A poker_rank hand value in words (V-STUD): the category and the rank that leads it."""
    from indian_poker.poker_rank import category  # stud's only
    kind = category(value)
    top = value >> 16 & 15   # the first rank compared: the pair's, the straight's top card
    if kind == 0:
        return SHOW[_HIGH] % GAME[_R_DEUCE + top]
    if kind == 4 or kind == 5 or kind == 8:   # straight, flush, straight flush
        return SHOW[_KIND_HIGH] % (GAME[_C_HIGH_CARD + kind], GAME[_R_DEUCE + top])
    return SHOW[_KIND_OF] % (GAME[_C_HIGH_CARD + kind], GAME[_P_DEUCES + top])
