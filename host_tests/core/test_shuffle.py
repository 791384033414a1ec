"""The hardware-RNG deal: exact uniformity, statistics with power, failure handling.

Rules: R-DECK (52 distinct cards), R-DEAL (one card per seat, in deal order).
Exactness is proven on the reference layers of tools/testkit/fdr_reference.py by
enumerating every bit string; CardSource must draw the same cards from the same bits.
"""

import itertools
import math
import pathlib
import sys

import pytest
from conftest import FIRMWARE_LIB

from drbg import Drbg
from indian_poker.errors import RngFailure
from indian_poker.health import STARTUP_BYTES
from indian_poker.shuffle import BLOCK_BYTES, DECK, FILL, CardSource, chunk_plan
from testkit.fdr_reference import MAX_BELOW, BitReader, Uniform, deal_into

INFO_DEAL_10 = math.log2(math.perm(52, 10))  # 55.67 bits
INFO_SHUFFLE = math.log2(math.factorial(52))  # 225.58 bits


# ---------------------------------------------------------------- exact uniformity

class _Exhausted(Exception):
    """The bit string given to the sampler ran out."""


class PrefixBits:
    """A bit source that plays back one fixed bit string, then raises _Exhausted."""

    def __init__(self, bits):
        self._bits = bits
        self._next = 0

    def bit(self):
        """The next bit of the string."""
        if self._next == len(self._bits):
            raise _Exhausted
        self._next += 1
        return self._bits[self._next - 1]


def outcome_masses(run, length):
    """Feed `run(bits)` every bit string up to `length` bits.

    Returns ({outcome: mass}, unfinished mass), masses in units of 2**-length:
    an outcome reached after k bits has mass 2**(length - k).
    """
    masses = {}
    unfinished = 0
    stack = [()]
    while stack:
        prefix = stack.pop()
        try:
            outcome = run(PrefixBits(prefix))
        except _Exhausted:
            if len(prefix) == length:
                unfinished += 1
            else:
                stack.append(prefix + (0,))
                stack.append(prefix + (1,))
            continue
        masses[outcome] = masses.get(outcome, 0) + (1 << (length - len(prefix)))
    return masses, unfinished


def assert_exactly_uniform(masses, unfinished, outcomes, length, min_finished=0.99):
    """Every outcome has exactly the same mass, and nearly all mass is finished."""
    assert set(masses) == set(outcomes)
    assert len(set(masses.values())) == 1, "outcome masses differ"
    finished = sum(masses.values())
    assert finished + unfinished == 1 << length
    assert finished >= min_finished * (1 << length)


@pytest.mark.parametrize("fill, width", [(1, 1), (1 << 6, 1), (1 << 9, 1), (1 << 9, 3)])
@pytest.mark.parametrize("n", [1, 2, 3, 5, 6, 7, 43, 51, 52, 2652])
def test_below_is_exactly_uniform_for_every_bit_string(n, fill, width):
    """fill=1 is Lumbroso's plain FDR; larger fills take the recycling path, topped up
    one bit at a time or several (CardSource: whole bytes)."""
    length = max(n.bit_length(), fill.bit_length()) + 8

    def run(bits):
        return Uniform(bits, fill, width).below(n)

    masses, unfinished = outcome_masses(run, length)
    assert_exactly_uniform(masses, unfinished, range(n), length)


@pytest.mark.parametrize("fill, width", [(1 << 4, 1), (1 << 6, 1), (1 << 7, 2)])
@pytest.mark.parametrize("first, second", [(6, 52), (52, 51), (7, 3)])
def test_recycled_state_keeps_successive_draws_independent(first, second, fill, width):
    """Two draws from one sampler: every pair of results equally likely."""
    length = (first * second).bit_length() + fill.bit_length() + 6

    def run(bits):
        uniform = Uniform(bits, fill, width)
        return uniform.below(first), uniform.below(second)

    masses, unfinished = outcome_masses(run, length)
    outcomes = itertools.product(range(first), range(second))
    assert_exactly_uniform(masses, unfinished, outcomes, length, min_finished=0.95)


def test_two_card_deal_is_exactly_uniform_over_ordered_pairs():
    """R-DEAL/R-DECK: the chunk radix 52*51 decodes to all 2652 ordered pairs equally."""
    length = 20

    def run(bits):
        deck = bytearray(DECK)
        deal_into(Uniform(bits, 1 << 9), deck, 2)
        return deck[0], deck[1]

    masses, unfinished = outcome_masses(run, length)
    pairs = [(a, b) for a in range(52) for b in range(52) if a != b]
    assert_exactly_uniform(masses, unfinished, pairs, length)


class RadixRecorder:
    """Wraps a real sampler and records each n it is asked to draw below."""

    def __init__(self, uniform):
        self._uniform = uniform
        self.radices = []

    def below(self, n):
        """Draw from the wrapped sampler, recording n."""
        self.radices.append(n)
        return self._uniform.below(n)


@pytest.mark.parametrize("count", [2, 3, 10, 52])
def test_deal_draws_mixed_radix_chunks_of_the_falling_factorial(count):
    recorder = RadixRecorder(Uniform(BitReader(Drbg(count))))
    deal_into(recorder, bytearray(DECK), count)
    assert math.prod(recorder.radices) == math.perm(52, count)
    assert all(2 <= r <= 1 << 16 for r in recorder.radices[:-1])
    assert len(recorder.radices) <= (count + 1) // 2 + 1


def test_ten_player_deal_uses_five_pair_chunks():
    """R-DEAL: 52*51, 50*49, ... so 2652, the radix tested exactly above, is a real chunk."""
    recorder = RadixRecorder(Uniform(BitReader(Drbg(b"chunks"))))
    deal_into(recorder, bytearray(DECK), 10)
    assert recorder.radices == [52 * 51, 50 * 49, 48 * 47, 46 * 45, 44 * 43]


@pytest.mark.parametrize("count", range(DECK + 1))
def test_card_source_plans_the_chunks_the_reference_draws(count):
    recorder = RadixRecorder(Uniform(BitReader(Drbg(b"plan"))))
    deal_into(recorder, bytearray(DECK), count)
    plan = chunk_plan(count)
    assert list(plan[0::2]) == recorder.radices
    ends = list(plan[1::2])
    assert ends == sorted(set(ends)) and ends[-1:] == ([count] if count else [])
    start = 0
    for radix, end in zip(plan[0::2], ends, strict=True):
        assert radix == math.perm(52 - start, end - start)
        start = end


# ---------------------------------------------------------------- CardSource = reference

@pytest.mark.parametrize("fill", [1 << 23, 1 << 24, 1 << 26, FILL])
@pytest.mark.parametrize("seed", range(3))
def test_card_source_deals_what_the_reference_deals_from_the_same_bits(fill, seed):
    """R-DEAL/R-DECK: the one-function deal is the reference algorithm, bit for bit.

    Small fills make rejections frequent (up to one draw in two at 2**23, where the
    state is topped up to at least 2**16), so the rejection path is compared as well
    as the common one.
    """
    counts = Drbg(b"counts %d" % seed)(300)
    source = CardSource(Drbg(b"same bits %d" % seed), fill)
    bits = BitReader(Drbg(b"same bits %d" % seed))
    uniform = Uniform(bits, fill, 8)
    reference = bytearray(DECK)
    out = bytearray(DECK)
    for count in counts:
        count = count % (DECK + 1) if count & 1 else count % 11   # deals of 0..10 are common
        source.deal(out, count)
        deal_into(uniform, reference, count)
        assert out[:count] == reference[:count]
        assert source.bits_used == bits.bits_used


class ScriptedUniform:
    """Answers each below(n) with the next scripted value (reduced mod n), recording n."""

    def __init__(self, values):
        self._values = values
        self.radices = []

    def below(self, n):
        """The next scripted value, mod n."""
        self.radices.append(n)
        return self._values[len(self.radices) - 1] % n


@pytest.mark.parametrize("count", [10, 52])
def test_every_chunk_decodes_its_radix_onto_distinct_card_tuples(count):
    """R-DEAL/R-DECK: with the other chunks fixed, chunk k's x -> its cards is one-to-one.

    A one-to-one map from [0, radix) onto ordered tuples of the remaining cards
    (radix of them) turns a uniform x into a uniform tuple: the deal is exact.
    """
    fixed = list(Drbg(b"fixed digits")(64))
    probe = ScriptedUniform(fixed)
    deal_into(probe, bytearray(DECK), count)
    radices = probe.radices
    start = 0
    for k, radix in enumerate(radices):
        end = start
        while math.perm(52 - start, end - start) < radix:
            end += 1
        assert math.perm(52 - start, end - start) == radix
        # dealing only up to this chunk draws the same chunks first, and is faster
        short = ScriptedUniform(fixed)
        deal_into(short, bytearray(DECK), end)
        assert short.radices == radices[:k + 1]
        seen = set()
        earlier = None
        for x in range(radix):
            deck = bytearray(DECK)
            deal_into(ScriptedUniform(fixed[:k] + [x] + fixed[k + 1:]), deck, end)
            if earlier is None:
                earlier = bytes(deck[:start])
            assert bytes(deck[:start]) == earlier  # x moves only its own positions
            seen.add(bytes(deck[start:end]))
        assert len(seen) == radix
        start = end
    assert start >= count - 1


# ---------------------------------------------------------------- small ints only

def test_every_intermediate_fits_a_32_bit_small_int():
    """On the board ints in [-2**30, 2**30) need no allocation; nothing leaves that range."""
    seen = {"max": 0, "lines": 0}
    lo, hi = -(1 << 30), 1 << 30

    def tracer(frame, event, arg):
        if not frame.f_code.co_filename.endswith("shuffle.py"):
            return None
        if event in ("line", "return"):
            seen["lines"] += 1
            for name, value in frame.f_locals.items():
                if type(value) is int:
                    assert lo <= value < hi, (frame.f_code.co_name, name, value)
                    seen["max"] = max(seen["max"], abs(value))
        return tracer

    source = CardSource(Drbg(b"small ints"))
    out = bytearray(DECK)
    sys.settrace(tracer)
    try:
        for _ in range(60):
            source.deal(out, 10)
            source.shuffle(out)
    finally:
        sys.settrace(None)
    assert seen["lines"] > 10000
    assert seen["max"] >= FILL  # the check did see the large values


# ---------------------------------------------------------------- statistics

def chi2_sf(x, df):
    """P(chi-square with df degrees of freedom >= x): the regularized upper gamma Q(df/2, x/2)."""
    a, z = df / 2.0, x / 2.0
    if z <= 0:
        return 1.0
    log_prefix = a * math.log(z) - z - math.lgamma(a)
    if z < a + 1:  # series for the lower function P
        term = total = 1.0 / a
        k = a
        while abs(term) > 1e-17 * abs(total):
            k += 1
            term *= z / k
            total += term
        return 1.0 - total * math.exp(log_prefix)
    # Lentz's continued fraction for Q
    tiny = 1e-300
    b = z + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 1000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        h *= d * c
        if abs(d * c - 1) < 1e-16:
            break
    return h * math.exp(log_prefix)


def test_chi2_sf_matches_closed_forms():
    for x in (0.5, 3.0, 10.0, 60.0):
        assert chi2_sf(x, 2) == pytest.approx(math.exp(-x / 2), rel=1e-12)
        assert chi2_sf(x, 1) == pytest.approx(math.erfc(math.sqrt(x / 2)), rel=1e-9)
        # df = 4: Q(2, z) = (1 + z) e^-z
        assert chi2_sf(x, 4) == pytest.approx((1 + x / 2) * math.exp(-x / 2), rel=1e-12)


def chi_square(counts):
    """Pearson's statistic against equal expected counts."""
    expected = sum(counts) / len(counts)
    return sum((c - expected) ** 2 / expected for c in counts)


ALPHA = 1e-6
DEALS = 40_000
SHUFFLES = 12_000
ACES = (48, 49, 50, 51)
ACE_ORDERS = {order: i for i, order in enumerate(itertools.permutations(ACES))}


def suite_p_values(deal_ten, shuffle):
    """p-values: card at the first and at the last seat (df 51), order of the 4 aces (df 23)."""
    first = [0] * 52
    last = [0] * 52
    for _ in range(DEALS):
        cards = deal_ten()
        first[cards[0]] += 1
        last[cards[9]] += 1
    orders = [0] * 24
    for _ in range(SHUFFLES):
        deck = shuffle()
        orders[ACE_ORDERS[tuple(c for c in deck if c >= 48)]] += 1
    return {
        "first seat": chi2_sf(chi_square(first), 51),
        "last seat": chi2_sf(chi_square(last), 51),
        "ace order": chi2_sf(chi_square(orders), 23),
    }


def test_card_source_passes_the_suite():
    """R-DEAL: seats get uniform cards; R-DECK: shuffles are uniform permutations."""
    source = CardSource(Drbg(b"suite"))
    out = bytearray(DECK)

    def deal_ten():
        source.deal(out, 10)
        return out

    def shuffle():
        source.shuffle(out)
        return out

    p_values = suite_p_values(deal_ten, shuffle)
    print(p_values)
    assert min(p_values.values()) > ALPHA, p_values


def fisher_yates(index_below, count):
    """A partial Fisher-Yates shuffle driven by `index_below(m)`."""
    deck = list(range(52))
    for i in range(count):
        j = i + index_below(52 - i)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def test_suite_rejects_a_byte_modulo_sampler():
    """Power: `byte % m` favours small residues; the suite must see it."""
    entropy = Drbg(b"byte modulo")

    def byte_modulo(m):
        return entropy(1)[0] % m

    p_values = suite_p_values(
        lambda: fisher_yates(byte_modulo, 10), lambda: fisher_yates(byte_modulo, 52)
    )
    print(p_values)
    assert min(p_values.values()) < ALPHA, p_values


def unbiased_indices_below_52(entropy):
    """Uniform ints 0..51 by rejection on whole bytes (fast, exact, wasteful)."""
    while True:
        for byte in entropy(4096):
            if byte < 208:
                yield byte % 52


def test_suite_rejects_the_naive_swap_with_any_position_shuffle():
    """Power: swapping each position with any of the 52 gives 52**52 equally likely paths."""
    index = unbiased_indices_below_52(Drbg(b"naive"))

    def naive_shuffle():
        deck = list(range(52))
        for i in range(52):
            j = next(index)  # an unbiased index: the bias is the algorithm's
            deck[i], deck[j] = deck[j], deck[i]
        return deck

    p_values = suite_p_values(naive_shuffle, naive_shuffle)
    print(p_values)
    assert min(p_values.values()) < ALPHA, p_values


# ---------------------------------------------------------------- bits per deal

def test_bits_per_deal_are_within_five_percent_of_the_information_limit():
    source = CardSource(Drbg(b"bits"))
    out = bytearray(DECK)
    for _ in range(2000):
        source.deal(out, 10)
    per_deal = source.bits_used / 2000
    # the sampler's carried state (< 30 bits) lets a finite run dip just below the limit
    assert 0.99 * INFO_DEAL_10 <= per_deal <= 1.05 * INFO_DEAL_10
    before = source.bits_used
    for _ in range(2000):
        source.shuffle(out)
    per_shuffle = (source.bits_used - before) / 2000
    assert 0.99 * INFO_SHUFFLE <= per_shuffle <= 1.05 * INFO_SHUFFLE


# ---------------------------------------------------------------- the interface

def test_deal_writes_count_distinct_cards_and_nothing_else():
    source = CardSource(Drbg(b"api"))
    for count in (0, 1, 2, 5, 10, 51, 52):
        out = bytearray(b"\xee" * DECK)
        source.deal(out, count)
        assert len(set(out[:count])) == count and all(c < 52 for c in out[:count])
        assert out[count:] == b"\xee" * (DECK - count)


def test_shuffle_is_a_permutation_of_the_deck():
    source = CardSource(Drbg(b"perm"))
    out = bytearray(DECK)
    for _ in range(20):
        source.shuffle(out)
        assert sorted(out) == list(range(52))  # R-DECK


def test_bad_arguments_raise_value_error_and_keep_the_source_alive():
    source = CardSource(Drbg(b"args"))
    with pytest.raises(ValueError):
        source.deal(bytearray(DECK), 53)
    with pytest.raises(ValueError):
        source.deal(bytearray(DECK), -1)
    out = bytearray(DECK)
    source.deal(out, 10)
    assert len(set(out[:10])) == 10


def test_the_reference_sampler_checks_its_bounds():
    uniform = Uniform(BitReader(Drbg(b"args")))
    with pytest.raises(ValueError):
        uniform.below(0)
    with pytest.raises(ValueError):
        uniform.below(1 << 30)
    assert uniform.below(1) == 0
    assert 0 <= uniform.below(MAX_BELOW) < MAX_BELOW


def test_construction_fetches_nothing():
    def entropy(n):
        raise AssertionError("entropy called at construction")

    CardSource(entropy)


def test_first_draw_runs_the_startup_test_and_counts_only_used_bits():
    entropy = Drbg(b"startup")
    source = CardSource(entropy)
    source.deal(bytearray(DECK), 10)
    assert entropy.bytes_served == STARTUP_BYTES + BLOCK_BYTES * math.ceil(
        source.bits_used / (8 * BLOCK_BYTES)
    )
    assert INFO_DEAL_10 <= source.bits_used < 100


class Failing:
    """Good DRBG bytes, then from byte `good_bytes` on a given failure mode."""

    def __init__(self, good_bytes, mode):
        self._good = Drbg(b"failing")
        self._left = good_bytes
        self._mode = mode

    def __call__(self, n):
        """n bytes: good while any are left, then the failure."""
        if self._left >= n:
            self._left -= n
            return self._good(n)
        if self._mode == "zeros":
            return self._good(self._left) + bytes(n - self._left)
        if self._mode == "short":
            return self._good(n)[: n - 1]
        raise OSError("RNG hardware not responding")


@pytest.mark.parametrize("mode", ["zeros", "short", "raises"])
@pytest.mark.parametrize("good_bytes", [0, 5, 1000, 1024, 1030, 1056, 1100])
def test_failure_deals_nothing_and_stays_failed(good_bytes, mode):
    source = CardSource(Failing(good_bytes, mode))
    out = bytearray(DECK)
    with pytest.raises(RngFailure) as failure:
        for _ in range(100):
            out[:] = b"\xee" * DECK
            source.deal(out, 10)
    assert str(failure.value) == "RNG failure: cannot deal"
    assert out == b"\xee" * DECK  # the failing deal wrote no card
    with pytest.raises(RngFailure):
        source.deal(out, 10)
    with pytest.raises(RngFailure):
        source.shuffle(out)
    with pytest.raises(RngFailure):
        source.draw(0)
    assert out == b"\xee" * DECK


@pytest.mark.parametrize("seed", range(40))
def test_take_hands_out_the_stream_after_the_startup_bytes_in_order(seed):
    """The salt's bytes (R-DEAL's source): the health-tested stream, in order, across blocks."""
    sizes = [(seed * 7 + k * 13) % (BLOCK_BYTES + 1) for k in range(3 * BLOCK_BYTES)]
    source = CardSource(Drbg(seed))
    taken = b"".join(source.take(size) for size in sizes)
    assert all(type(source.take(size)) is bytes for size in (0, 1, BLOCK_BYTES))
    assert taken == Drbg(seed)(STARTUP_BYTES + len(taken))[STARTUP_BYTES:]


def test_take_checks_its_count_and_refuses_after_a_failure():
    source = CardSource(Drbg(b"take"))
    for count in (-1, BLOCK_BYTES + 1):
        with pytest.raises(ValueError):
            source.take(count)
    dead = CardSource(Failing(STARTUP_BYTES + BLOCK_BYTES, "zeros"))
    with pytest.raises(RngFailure):
        for _ in range(4):
            dead.take(BLOCK_BYTES)
    with pytest.raises(RngFailure):
        dead.take(0)


def test_startup_failure_refuses_the_first_deal():
    """A stuck run inside the 1024 start-up bytes, then good bytes: still no deal."""
    good = Drbg(b"startup failure")

    def entropy(n):
        block = bytearray(good(n))
        if good.bytes_served == 512:
            block[8:16] = b"\x00" * 8
        return bytes(block)

    with pytest.raises(RngFailure):
        CardSource(entropy).deal(bytearray(DECK), 4)


# ---------------------------------------------------------------- MicroPython VM

VM_SCRIPT = """
import gc
from drbg import Drbg
from indian_poker.shuffle import BLOCK_BYTES, CardSource
source = CardSource(Drbg(b"vm"))
out = bytearray(52)
for _ in range(200):
    source.deal(out, 10)
    print(bytes(out[:10]).hex())
source.shuffle(out)
print(bytes(out).hex())
print(source.bits_used)

# allocation per deal, with an entropy source that itself allocates nothing
blocks = [Drbg(b"blocks")(BLOCK_BYTES) for _ in range(64)]
state = [0]
def prefetched(n):
    state[0] = (state[0] + 1) % 64
    return blocks[state[0]]
source = CardSource(prefetched)
source.deal(out, 10)
before = 0  # the global exists before the measurement: adding it may grow the module's dict
gc.collect()
gc.disable()
before = gc.mem_alloc()
for _ in range(500):
    source.deal(out, 10)
for _ in range(100):
    source.shuffle(out)
print(gc.mem_alloc() - before)
"""


def test_deal_on_micropython_matches_cpython_and_allocates_nothing(micropython):
    """R-DEAL on the MicroPython VM: same deals as CPython, zero heap per deal."""
    path = (FIRMWARE_LIB, pathlib.Path(__file__).resolve().parents[1])
    lines = micropython.run(VM_SCRIPT, heapsize=256 * 1024, path=path).split()
    source = CardSource(Drbg(b"vm"))
    out = bytearray(DECK)
    expected = []
    for _ in range(200):
        source.deal(out, 10)
        expected.append(bytes(out[:10]).hex())
    source.shuffle(out)
    expected.append(bytes(out).hex())
    expected.append(str(source.bits_used))
    assert lines[:-1] == expected
    assert int(lines[-1]) == 0, "bytes allocated by 500 deals and 100 shuffles"


def test_warm_up_runs_the_start_up_test_early_and_draws_the_same_cards():
    """CardSource.warm_up (idle time before the first deal) fetches the start-up test's
    bytes and the first block once; every later draw and take is what it was without it."""
    class Counted:
        def __init__(self, seed):
            self.rng = Drbg(seed)
            self.calls = 0

        def __call__(self, n):
            self.calls += 1
            return self.rng(n)

    for seed in range(5):
        entropy = Counted(seed)
        warm = CardSource(entropy)
        plain = CardSource(Drbg(seed))
        warm.warm_up()
        assert entropy.calls == STARTUP_BYTES // BLOCK_BYTES + 1 and warm.bits_used == 0
        warm.warm_up()
        assert entropy.calls == STARTUP_BYTES // BLOCK_BYTES + 1
        for count in (10, 52, 2, 52):
            assert bytes(warm.draw(count)[:count]) == bytes(plain.draw(count)[:count])
            assert warm.take(16) == plain.take(16)


def test_a_dead_rng_found_by_warm_up_fails_the_next_draw():
    """A start-up test failed in idle time raises nothing there; the deal raises."""
    source = CardSource(lambda n: bytes(n))
    source.warm_up()
    with pytest.raises(RngFailure):
        source.draw(2)
