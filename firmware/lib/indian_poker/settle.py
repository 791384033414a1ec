"""Settle-up: who pays whom after a session, in the fewest payments (exact)."""

# n players whose nets sum to zero can always settle in n - 1 payments; every group of
# them whose nets already sum to zero settles on its own and saves one. The fewest
# payments is n minus the largest number of disjoint zero-sum groups: best(mask), the
# most zero-sum groups the players of a mask split into when it is built one player at
# a time (a group closing each time the running total returns to zero), is the largest
# best(mask without i) over its players i, plus one if the mask sums to zero. A square
# player (net 0) is a group of its own in every best split, so the search leaves them out.
#
# best() is found for all 2**n masks at once, with each set of masks an int of 2**n
# bits (bit m: mask m), so that the loops over the masks run in the int's C code (a
# board's Python takes about 270 ms for 10 players a mask at a time, 1.3 s for 12).
# Level k, the masks with best >= k, is everything over a zero-sum mask that has a
# player more than a mask of level k - 1 (the seeds of level 1: every zero-sum mask).
# The walk back is the one that DP made, so that the plan is too: from everyone, remove
# the first player that keeps the count, to find the order the groups were built in.
# Inside a group, the largest debtor pays the largest creditor until both are square:
# one payment fewer than its members, since a group the search kept whole has no
# zero-sum part. Amounts are ints (units of 1/UNIT chip, or coins), so every plan sums
# to the nets exactly.


def fewest_payments(nets):
    """[(payer, payee, amount), ...]: the fewest payments that square `nets` (ints, sum 0)."""
    total = 0
    for v in nets:
        total += v
    if total:
        raise ValueError("the nets do not sum to zero")
    players = [i for i in range(len(nets)) if nets[i]]   # the square ones settle alone
    owed = [nets[i] for i in players]
    n = len(owed)
    size = ((1 << n) + 7) >> 3            # bytes of a set of masks
    zero = _zero_sums(owed)
    levels = [level.to_bytes(size, "little") for level in _levels(n, zero)]
    payments = []  # type: list
    group = []
    running = 0
    for k in _order(n, zero.to_bytes(size, "little"), levels):
        group.append(players[k])
        running += owed[k]
        if running == 0:
            _settle_group(nets, group, payments)
            group = []
    return payments


def _zero_sums(owed):
    """The masks whose nets sum to zero (the empty one too), as bits of an int: the
    subsets of the high half's players meet those of the low half's that cancel them."""
    low = len(owed) >> 1
    lows = _subset_sums(owed, 0, low)
    by_sum = {}  # type: dict  # a sum: the low masks that have it, as bits
    for m in range(len(lows)):
        by_sum[lows[m]] = by_sum.get(lows[m], 0) | 1 << m
    highs = _subset_sums(owed, low, len(owed))
    zero = 0
    for h in range(len(highs)):
        bits = by_sum.get(-highs[h], 0)
        if bits:
            zero |= bits << (h << low)
    return zero


def _subset_sums(owed, first, end):
    """The sums of every subset of players first..end-1: item m for the subset whose
    bit i is player first + i."""
    sums = [0]
    for i in range(first, end):
        v = owed[i]
        sums += [s + v for s in sums]
    return sums


def _levels(n, zero):
    """[level 1, level 2, ...]: level k the masks with best >= k, as bits of ints."""
    holding = [0] * n     # holding[i]: every mask with player i in it
    if n:
        half = 1 << (n - 1)
        holding[n - 1] = block = ((1 << half) - 1) << half
        for i in range(n - 2, -1, -1):   # the pattern of bit i from that of bit i + 1
            block ^= block >> (1 << i)
            holding[i] = block
    levels = []
    everyone = 1 << (1 << n) - 1
    seeds = zero ^ 1      # level 1's zero-sum masks: every one but the empty one
    while seeds:
        if seeds == everyone:   # only everyone: no mask is over it, the last level
            levels.append(seeds)
            break
        level = seeds     # every mask over a seed ...
        above = 0         # ... and those with a player more than one
        for i in range(n):
            grown = (level << (1 << i)) & holding[i]
            level |= grown
            above |= grown
        levels.append(level)
        seeds = above & zero
    return levels


def _order(n, zero, levels):
    """Walk back from everyone: remove the first player that keeps the count, to find
    the order the groups were built in (a group ends where the running total is zero).
    No player's removal can leave more than best(mask) - (1 if the mask sums to zero):
    one that leaves that many is one in that level (zero and levels as bytes)."""
    order = []
    mask = (1 << n) - 1
    count = len(levels)   # best(mask)
    while mask:
        count -= zero[mask >> 3] >> (mask & 7) & 1
        level = levels[count - 1] if count else None
        for i in range(n):
            if mask >> i & 1:
                rest = mask ^ 1 << i
                if level is None or level[rest >> 3] >> (rest & 7) & 1:
                    order.append(i)
                    mask = rest
                    break
    order.reverse()
    return order


def _settle_group(nets, group, payments):
    """Square one zero-sum group: the largest debt goes to the largest credit first."""
    owed = [nets[i] for i in group]
    while True:
        debtor = creditor = -1
        for k in range(len(group)):
            if owed[k] < 0 and (debtor < 0 or owed[k] < owed[debtor]):
                debtor = k
            if owed[k] > 0 and (creditor < 0 or owed[k] > owed[creditor]):
                creditor = k
        if debtor < 0:
            return
        amount = -owed[debtor] if -owed[debtor] < owed[creditor] else owed[creditor]
        owed[debtor] += amount
        owed[creditor] -= amount
        payments.append((group[debtor], group[creditor], amount))
