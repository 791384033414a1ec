"""Settle-up: who pays whom after a session, in the fewest payments (exact)."""

# n players whose nets sum to zero can always settle in n - 1 payments; every group of
# them whose nets already sum to zero settles on its own and saves one. The fewest
# payments is n minus the largest number of disjoint zero-sum groups, found by a DP
# over the 2**n subsets (4,096 for twelve players: 2 KiB, 4 bits each): best[mask] is
# the most zero-sum groups a mask splits into when it is built one player at a time,
# a group closing each time the running total returns to zero. Inside a group, the
# largest debtor pays the largest creditor until both are square: one payment fewer
# than its members, since a group the DP kept whole has no zero-sum part. Amounts are
# ints (units of 1/UNIT chip, or coins), so every plan sums to the nets exactly.


def fewest_payments(nets):
    """[(payer, payee, amount), ...]: the fewest payments that square `nets` (ints, sum 0)."""
    n = len(nets)
    total = 0
    for v in nets:
        total += v
    if total:
        raise ValueError("the nets do not sum to zero")
    full = (1 << n) - 1
    best = bytearray((full >> 1) + 1)   # two masks a byte: at most n <= 15 groups
    for mask in range(1, full + 1):
        top = 0
        for i in range(n):
            if mask >> i & 1:
                groups = _best(best, mask ^ 1 << i)
                if groups > top:
                    top = groups
        best[mask >> 1] |= (top + (_sum(nets, mask) == 0)) << ((mask & 1) << 2)
    order = _order(nets, best, full)
    payments = []  # type: list
    group = []
    running = 0
    for i in order:
        group.append(i)
        running += nets[i]
        if running == 0:
            _settle_group(nets, group, payments)
            group = []
    return payments


def _order(nets, best, full):
    """Walk back from everyone: remove a player that keeps the count, to find the order
    the groups were built in (a group ends where the running total is zero)."""
    order = []
    mask = full
    while mask:
        for i in range(len(nets)):
            if mask >> i & 1:
                rest = mask ^ 1 << i
                if _best(best, rest) + (_sum(nets, mask) == 0) == _best(best, mask):
                    order.append(i)
                    mask = rest
                    break
    order.reverse()
    return order


def _best(best, mask):
    """The most zero-sum groups `mask` splits into (4 bits of `best` a mask)."""
    return best[mask >> 1] >> ((mask & 1) << 2) & 15


def _sum(nets, mask):
    s = 0
    i = 0
    while mask:
        if mask & 1:
            s += nets[i]
        mask >>= 1
        i += 1
    return s


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
