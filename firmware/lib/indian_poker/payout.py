"""Settling a hand: the main pot and side pots (R-SHOWDOWN, R-SPLIT, O-ODD-CHIP)."""

# The pot is cut at every all-in level: each pot holds what every seat put in up to that
# level and goes to the best hand among the live seats that reached it, with the
# tiebreak and odd-chip options applied per pot. Chips nobody matched go back to their
# owner as a pot of their own. Settled pots are written into hand.pot_table (3 ints each),
# so settling allocates nothing. V-DRINK has no chips: the lowest hands are the losers.

from .ledger import UNIT
from .rules import FIRST


def settle(hand, showdown):
    """Pay every pot of `hand` (a walk if not `showdown`) and record them."""
    live = hand.seated & ~hand.folds
    if not hand.game.BETTING:
        hand.marked = _best(hand, live, -1)
        hand.session.tally_losers(hand.marked)
        return
    if not hand.all_ins & live:  # one pot, everyone live is eligible
        winners = _best(hand, live, 1) if showdown else live
        _record(hand, 0, hand.pot, live, winners)
        hand.pot_table[-1] = 1
        return
    highest = 0
    for seat in range(hand.seats):
        if live >> seat & 1 and hand.stakes[seat] > highest:
            highest = hand.stakes[seat]
    paid = 0
    level = 0
    index = 0
    while level < highest:
        # The next all-in level: the smallest stake of a live seat above `level`.
        top = highest
        for seat in range(hand.seats):
            stake = hand.stakes[seat]
            if live >> seat & 1 and level < stake < top:
                top = stake
        chips = 0
        eligible = 0
        for seat in range(hand.seats):
            stake = hand.stakes[seat]
            if stake > level:
                chips += (stake if stake < top else top) - level
                if live >> seat & 1:
                    eligible |= 1 << seat
        if top == highest:  # the last pot also takes any folded chips above it
            chips = hand.pot - paid
        _record(hand, index, chips, eligible, _best(hand, eligible, 1) if showdown else eligible)
        index += 3
        paid += chips
        level = top
    hand.pot_table[-1] = index // 3


def _record(hand, index, chips, eligible, winners):
    pots = hand.pot_table
    pots[index] = chips
    pots[index + 1] = eligible
    pots[index + 2] = winners
    hand.marked |= winners
    _pay_out(hand, chips, winners)


def _best(hand, eligible, sign):
    """Bitmask of the best hands among `eligible` (the worst ones if sign is -1)."""
    strength = hand.game.strength
    cards = hand.cards
    slots = hand.slots
    middle = hand.seats * slots
    rules = hand.rules
    best = None
    winners = 0
    for seat in range(hand.seats):
        if eligible >> seat & 1:
            value = sign * strength(cards, seat * slots, middle, rules)
            if best is None or value > best:
                best = value
                winners = 1 << seat
            elif value == best:
                winners |= 1 << seat
    return winners


def _pay_out(hand, chips, winners):
    count = 0
    mask = winners
    while mask:
        mask &= mask - 1
        count += 1
    if hand.rules.odd_chip == FIRST:
        share = chips // count * UNIT
        rest = chips % count * UNIT  # to the first winner from the dealer's left
    else:
        share = chips * UNIT // count  # exact: UNIT is a multiple of 1..10
        rest = 0
    won = hand.winnings
    balances = hand.ledger
    seats = hand.seats
    seat = hand.dealer
    while winners:
        seat += 1
        if seat == seats:
            seat = 0
        if winners >> seat & 1:
            won[seat] += share + rest
            balances[seat] += share + rest
            rest = 0
            winners &= ~(1 << seat)
