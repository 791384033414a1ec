"""An independent poker-rank reference: exact category counts of five- and seven-card
hands, a plain best-of-21 evaluator in the core's value layout, and the chi-square
p-value of observed category counts against the exact ones.

host_tests/core/test_poker_rank.py checks indian_poker.poker_rank against it on samples;
tools/bench/poker_rank.py on every five-card hand.
"""

import itertools
import math
from collections import Counter

# Exact counts by category, high card .. straight flush (royal flushes included).
FIVE_CARD_COUNTS = (1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40)
SEVEN_CARD_COUNTS = (23294460, 58627800, 31433400, 6461620, 6180020, 4047644, 3473184,
                     224848, 41584)


def reference_five(five):
    """Plain five-card evaluator: (category, ranks in tie-break order), by sorting and counting."""
    ranks = sorted((c // 4 for c in five), reverse=True)
    flush = len({c % 4 for c in five}) == 1
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    shape = [n for _, n in groups]
    by_group = [r for r, _ in groups]
    straight_high = None
    if len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            straight_high = ranks[0]
        elif ranks == [12, 3, 2, 1, 0]:  # A-2-3-4-5: the five is the top card
            straight_high = 3
    if straight_high is not None and flush:
        return 8, [straight_high]
    if shape == [4, 1]:
        return 7, by_group
    if shape == [3, 2]:
        return 6, by_group
    if flush:
        return 5, ranks
    if straight_high is not None:
        return 4, [straight_high]
    if shape == [3, 1, 1]:
        return 3, by_group
    if shape == [2, 2, 1]:
        return 2, by_group
    if shape == [2, 1, 1, 1]:
        return 1, by_group
    return 0, ranks


def encode(reference):
    """A reference result in the module's value layout: category << 20, then 4-bit ranks."""
    cat, ranks = reference
    value = cat
    for i in range(5):
        value = value << 4 | (ranks[i] if i < len(ranks) else 0)
    return value


def reference_best(cards):
    """Encoded value of the best of every five-card subset."""
    return max(encode(reference_five(five)) for five in itertools.combinations(cards, 5))


def chi2_sf(x, df):
    """Survival function of the chi-square distribution (regularised upper gamma, series)."""
    a, z = df / 2, x / 2
    if z == 0:
        return 1.0
    term = total = 1 / a
    n = 0
    while term > 1e-17 * total:
        n += 1
        term *= z / (a + n)
        total += term
    return 1 - total * math.exp(a * math.log(z) - z - math.lgamma(a))


def chi2_p(observed, exact_counts):
    """p-value of observed category counts against the exact ones (df = categories - 1)."""
    n = sum(observed)
    total = sum(exact_counts)
    pairs = zip(observed, exact_counts, strict=True)
    x = sum((o - n * e / total) ** 2 / (n * e / total) for o, e in pairs)
    return chi2_sf(x, len(exact_counts) - 1)
