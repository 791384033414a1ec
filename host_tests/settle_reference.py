"""The settle-up's search as a plain DP over masks: the reference fewest_payments must match.

`indian_poker.settle` finds best(mask), the most zero-sum groups a mask of players splits
into, for every mask at once with ints as sets of masks. This module computes the same
best() one mask at a time, the way the firmware did before (a board's Python took 272 ms
for 10 players this way), and walks back the same way, so that test_settle_up.py can
check that both give the same payments, in the same order, for the same nets.
"""


def fewest_payments(nets):
    """[(payer, payee, amount), ...] by the plain DP (see the module's docstring)."""
    n = len(nets)
    if sum(nets):
        raise ValueError("the nets do not sum to zero")
    full = (1 << n) - 1
    best = [0] * (full + 1)
    for mask in range(1, full + 1):
        top = max(best[mask ^ 1 << i] for i in range(n) if mask >> i & 1)
        best[mask] = top + (_sum(nets, mask) == 0)
    order = []
    mask = full
    while mask:   # remove the first player that keeps the count
        for i in range(n):
            if mask >> i & 1:
                rest = mask ^ 1 << i
                if best[rest] + (_sum(nets, mask) == 0) == best[mask]:
                    order.append(i)
                    mask = rest
                    break
    order.reverse()
    payments = []
    group = []
    running = 0
    for i in order:
        group.append(i)
        running += nets[i]
        if running == 0:
            _settle_group(nets, group, payments)
            group = []
    return payments


def _sum(nets, mask):
    return sum(nets[i] for i in range(len(nets)) if mask >> i & 1)


def _settle_group(nets, group, payments):
    """The largest debt to the largest credit first, the first such player on a tie."""
    owed = [nets[i] for i in group]
    while True:
        debtors = [k for k in range(len(group)) if owed[k] < 0]
        if not debtors:
            return
        debtor = min(debtors, key=lambda k: owed[k])
        creditor = max((k for k in range(len(group)) if owed[k] > 0), key=lambda k: owed[k])
        amount = min(-owed[debtor], owed[creditor])
        owed[debtor] += amount
        owed[creditor] -= amount
        payments.append((group[debtor], group[creditor], amount))
