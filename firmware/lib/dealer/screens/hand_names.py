"""The showdown's words: why a hand won ("Split: aces highest"), a poker hand in words.

Every word of a showdown's reason is in the tables here, so a translation changes one
module: the variants say only which case it was (a word of indian_poker.variants) and
with what.
"""

from indian_poker.cards import RANKS, rank, symbol

RANK_WORDS = ("deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
              "jack", "queen", "king", "ace")
# By a variant's reason: the line for one winner, then for several who split (the
# party game: who drink). Each fits a row of 21 characters with the longest rank word
# ("Split: queens highest").
REASONS = {
    "highest": ("Highest card: %s", "Split: %s highest"),
    "lowest": ("Lowest card: %s", "Split: %s lowest"),
    "loses": ("Lowest loses: %s", "Lowest lose: %s"),
    "shared": ("Highest: middle %s", "Split by middle %s"),
    "pair": ("Pair of %s wins", "Pairs of %s split"),
    "high cards": ("%s wins: high cards", "%s split: high cards"),
    "poker": ("%s: %s", "%s: %s"),   # who, what hand
}


def reason_text(code, value, split, suits, who=""):
    """The showdown's why line for a variant's reason (`code`, `value`): `split` when
    several won, `suits` when the suit order breaks ties (the card is then named with its
    suit); `who` names the winner where the line says who (V-STUD)."""
    words = REASONS[code][1 if split else 0]
    if code == "poker":
        return words % (who, hand_name(value))
    if code == "high cards":
        return words % (RANKS[rank(value >> 6)] + "-" + RANKS[rank(value & 63)])
    if code == "pair":
        return words % plural(rank(value))
    if suits and not split and code != "shared":
        return words % symbol(value)
    return words % (plural(rank(value)) if split and code != "shared" else RANK_WORDS[rank(value)])


def plural(r):
    """Rank r in the plural: "aces", "sixes"."""
    return "sixes" if r == 4 else RANK_WORDS[r] + "s"


def hand_name(value):
    """A poker_rank hand value in words (V-STUD): the category and the rank that leads it."""
    from indian_poker.poker_rank import CATEGORY_NAMES, category  # stud's only
    kind = category(value)
    top = value >> 16 & 15   # the first rank compared: the pair's, the straight's top card
    if kind == 0:
        return RANK_WORDS[top] + " high"
    if kind == 4 or kind == 5 or kind == 8:   # straight, flush, straight flush
        return "%s, %s high" % (CATEGORY_NAMES[kind], RANK_WORDS[top])
    return "%s, %s" % (CATEGORY_NAMES[kind], plural(top))
