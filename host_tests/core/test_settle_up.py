"""Settle-up: the fewest payments, exact to the 1/2520 chip or to the coin (R-CONSERVE)."""

import random

import cp32
import pytest
from settle_reference import fewest_payments as plain_dp_payments

from dealer.chip_value import parse_chip_value, to_coins
from dealer.screens.settle_up import UNIT, session_nets, settle_lines, settle_plan
from indian_poker import UNIT as CORE_UNIT
from indian_poker import Rules, Session
from indian_poker.settle import fewest_payments
from testkit.tables import play_out


def play_session(rng, players, variant=0):
    """A whole session of random legal actions: nets with split-pot fractions."""
    session = Session(Rules(players=players, variant=variant, hands=rng.randrange(1, 12)),
                      entropy=rng.randbytes)
    while not session.over:
        play_out(session.deal(), rng)
    return session


def most_zero_groups(nets):
    """Brute force over every partition of the players: the most blocks that each sum to
    zero (a settlement's payments join players into blocks that each need size - 1)."""
    best = 0

    def walk(rest, blocks):
        nonlocal best
        if not rest:
            best = max(best, blocks)
            return
        first, others = rest[0], rest[1:]
        for mask in range(1 << len(others)):
            block = [first] + [others[i] for i in range(len(others)) if mask >> i & 1]
            if sum(nets[i] for i in block) == 0:
                walk([i for i in others if i not in block], blocks + 1)
    walk(list(range(len(nets))), 0)
    return best


def check_plan(nets, payments):
    """Every payment is real and the plan squares every net exactly."""
    left = list(nets)
    for payer, payee, amount in payments:
        assert payer != payee and amount > 0
        assert nets[payer] < 0 < nets[payee]
        left[payer] += amount
        left[payee] -= amount
    assert left == [0] * len(nets)


def test_core_unit_is_the_settle_unit():
    assert UNIT == CORE_UNIT


def test_no_settlement_has_fewer_payments_on_random_sessions():
    """Random sessions of 2-8 players, and nets built to hold zero-sum groups."""
    rng = random.Random(15)
    for trial in range(120):
        players = rng.randrange(2, 9)
        if trial % 2:
            nets = session_nets(play_session(rng, players))
        else:  # several groups that settle among themselves, shuffled
            nets = []
            while len(nets) < players - 1:
                size = min(rng.randrange(1, 4), players - len(nets))
                part = [rng.randrange(-5, 6) * UNIT // rng.choice((1, 2, 3))
                        for _ in range(size - 1)]
                nets += part + [-sum(part)]
            nets = nets[:players]
            nets[-1] -= sum(nets)
            rng.shuffle(nets)
        payments = fewest_payments(nets)
        check_plan(nets, payments)
        assert len(payments) == len(nets) - most_zero_groups(nets), nets


def test_ten_players_settle_in_the_fewest_payments():
    rng = random.Random(10)
    for _ in range(5):
        nets = session_nets(play_session(rng, 10))
        payments = fewest_payments(nets)
        check_plan(nets, payments)
        assert len(payments) <= 9
    nets = [UNIT, -UNIT] * 5  # five pairs: five payments, not nine
    assert len(fewest_payments(nets)) == 5


def test_twelve_people_settle_in_the_fewest_payments():
    """The most a session holds (buyins.MAX_PEOPLE: seats and departed players): the
    DP's 4 bits per group of people still finds the fewest payments."""
    from indian_poker.buyins import MAX_PEOPLE
    assert MAX_PEOPLE == 12
    rng = random.Random(12)
    for _ in range(12):
        nets = []
        while len(nets) < MAX_PEOPLE:   # zero-sum groups of 1-4, then shuffled
            part = [rng.randrange(-9, 10) * UNIT // rng.choice((1, 2, 7))
                    for _ in range(min(rng.randrange(0, 4), MAX_PEOPLE - len(nets) - 1))]
            nets += part + [-sum(part)]
        rng.shuffle(nets)
        payments = fewest_payments(nets)
        check_plan(nets, payments)
        assert len(payments) == len(nets) - most_zero_groups(nets), nets
    assert len(fewest_payments([0] * 12)) == 0   # twelve groups of one: 12 fits 4 bits


def random_nets(rng, people):
    """Nets of `people` that sum to zero, of one of four kinds: wide amounts, few small
    ones (many groups that cancel), zero-sum groups shuffled, pairs that cancel."""
    kind = rng.randrange(4)
    if kind == 0:
        nets = [rng.randrange(-40, 41) * UNIT // rng.choice((1, 2, 3, 7)) for _ in range(people)]
    elif kind == 1:
        nets = [rng.choice((-2, -1, 0, 0, 1, 2)) * UNIT for _ in range(people)]
    elif kind == 2:
        nets = []
        while len(nets) < people:
            part = [rng.randrange(-5, 6) * UNIT for _ in range(rng.randrange(0, 3))]
            nets += part + [-sum(part)]
    else:
        nets = []
        for _ in range(people // 2):
            v = rng.randrange(1, 4) * UNIT
            nets += [v, -v]
        nets += [0] * (people % 2)
    nets = nets[:people]
    rng.shuffle(nets)
    if nets:
        nets[-1] -= sum(nets)
    return nets


@pytest.mark.parametrize("seed", range(6))
def test_the_payments_are_the_plain_dps_to_the_order(seed):
    """R-CONSERVE: the search over sets of masks gives what the plain DP over masks
    (settle_reference.py) gives: the same payments, in the same order, so the settle-up
    and its QR codes read as before; 0 to 12 people, square players among them."""
    rng = random.Random(seed)
    for trial in range(60):
        people = trial % 11 if trial < 55 else rng.randrange(11, 13)
        nets = random_nets(rng, people)
        payments = fewest_payments(nets)
        check_plan(nets, payments)
        assert payments == plain_dp_payments(nets), nets


def test_sessions_settle_as_the_plain_dp_does():
    rng = random.Random(28)
    for _ in range(20):
        nets = session_nets(play_session(rng, rng.randrange(2, 11)))
        assert fewest_payments(nets) == plain_dp_payments(nets), nets


VM_SCRIPT = """
from indian_poker.settle import fewest_payments
for nets in %r:
    print(fewest_payments(nets))
"""


def vm_cases():
    rng = random.Random(12)
    return [random_nets(rng, people) for people in list(range(13)) * 3]


def expected_lines(cases):
    return "".join("%r\n" % (fewest_payments(nets),) for nets in cases)


def test_the_search_gives_the_same_payments_on_micropython(micropython):
    """The sets of masks are long ints: MicroPython's own give the same plans."""
    cases = vm_cases()
    assert micropython.run(VM_SCRIPT % (cases,), heapsize=160 * 1024) == expected_lines(cases)


def test_the_search_gives_the_same_payments_on_circuitpythons_32_bit_vm():
    """The same on CircuitPython's 32-bit VM, whose small ints end at 2**30 as the board's."""
    path, why = cp32.vm_path()
    if path is None:
        pytest.skip(why)
    cases = vm_cases()
    code, out, err = cp32.run(path, VM_SCRIPT % (cases,), heapsize=64 * 1024)
    assert code == 0, err
    assert out == expected_lines(cases)


def test_nets_that_do_not_sum_to_zero_are_refused():
    with pytest.raises(ValueError, match="sum to zero"):
        fewest_payments([1, 2])


def test_fractions_of_a_chip_settle_exactly():
    """R-SPLIT: 1¼ chips are paid as 1 1/4, to the 1/2520 chip."""
    nets = [-5 * UNIT // 2, 5 * UNIT // 4, 5 * UNIT // 4]
    plan = settle_plan(nets)
    check_plan(nets, plan.payments)
    assert not plan.rounded
    assert sorted(settle_lines(["ANN", "BOB", "CAT"], plan, None)) == ["ANN→BOB 1 1/4",
                                                                       "ANN→CAT 1 1/4"]


def test_money_is_rounded_to_the_coin_and_still_sums_to_zero():
    """Each seat within one coin of its exact amount; the rounding is stated."""
    rng = random.Random(5)
    value = parse_chip_value("1 chip = 0.10 EUR")
    for _ in range(200):
        nets = session_nets(play_session(rng, rng.randrange(2, 11)))
        coins, rounded = to_coins(nets, value, UNIT)
        assert sum(coins) == 0
        for units, c in zip(nets, coins, strict=True):
            exact = units * value.coins / (UNIT * value.chips)
            assert abs(c - exact) < 1
        assert rounded == any(units * 10 % UNIT for units in nets)
        plan = settle_plan(nets, value)
        check_plan(plan.amounts, plan.payments)
        lines = settle_lines([chr(65 + i) * 3 for i in range(len(nets))], plan, value)
        assert all(len(line) <= 21 for line in lines)
        assert (lines[-1] == "rounded to 0.01 EUR") == rounded


def test_a_third_of_a_chip_at_ten_cents():
    value = parse_chip_value("1 chip = 0.10 EUR")
    plan = settle_plan([-UNIT, UNIT // 3, UNIT // 3, UNIT // 3], value)  # 3.33.. cents each
    assert plan.amounts == [-10, 4, 3, 3] and plan.rounded
    assert settle_lines(["ANN", "BOB", "CAT", "DAN"], plan, value)[-1] == "rounded to 0.01 EUR"


def test_nobody_pays_when_everyone_is_square():
    plan = settle_plan([0, 0, 0])
    assert plan.payments == [] and settle_lines(["A", "B", "C"], plan, None) == ["nobody pays"]
