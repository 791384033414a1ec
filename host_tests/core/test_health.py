"""Health tests on raw RNG bytes (NIST SP 800-90B 4.4): cutoffs, refusals, no false alarms."""

import math
import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drbg import Drbg
from indian_poker.errors import RngFailure
from indian_poker.health import (
    APT_CUTOFF,
    APT_WINDOW,
    RCT_CUTOFF,
    STARTUP_BYTES,
    HealthTests,
)

ALPHA = Fraction(1, 1 << 40)
H = 8  # bits of min-entropy claimed per byte
RCT = "repetition count test"
APT = "adaptive proportion test"


def binomial_tail(n, p, k):
    """Exact P(Binomial(n, p) >= k)."""
    return sum(math.comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1))


def test_rct_cutoff_is_sp800_90b_formula():
    assert RCT_CUTOFF == 1 + math.ceil(40 / H)
    assert Fraction(1, 256) ** (RCT_CUTOFF - 1) <= ALPHA


def test_apt_cutoff_is_sp800_90b_critbinom():
    """C = 1 + CRITBINOM(W, 2**-H, 1 - alpha): the smallest k with P(X <= k) >= 1 - alpha."""
    p = Fraction(1, 1 << H)
    assert binomial_tail(APT_WINDOW, p, APT_CUTOFF) <= ALPHA
    assert binomial_tail(APT_WINDOW, p, APT_CUTOFF - 1) > ALPHA
    # counting the window's first byte as an occurrence, as the standard does
    per_window = binomial_tail(APT_WINDOW - 1, p, APT_CUTOFF - 1)
    assert 2.0**-38 < float(per_window) < 2.0**-37


def feed_all(data, block=32):
    """Feed `data` to fresh health tests in blocks; return the tests."""
    tests = HealthTests()
    for i in range(0, len(data), block):
        tests.feed(data[i:i + block])
    return tests


def distinct_run(length, avoid=()):
    """`length` bytes with no two neighbours equal and no byte in `avoid` (cycling 1..250)."""
    values = [v for v in range(1, 251) if v not in avoid]
    return bytes(values[i % len(values)] for i in range(length))


@pytest.mark.parametrize(
    "data", [bytes(64), b"\xff" * 64, b"\xa5" * 64], ids=["zeros", "ones", "a5"]
)
def test_refuses_all_zero_and_stuck_bytes(data):
    tests = HealthTests()
    with pytest.raises(RngFailure, match="RNG failure: cannot deal"):
        tests.feed(data)
    assert tests.failed == RCT


def test_rct_fires_at_exactly_six_equal_bytes_even_across_blocks():
    five = distinct_run(100) + b"\x07" * 5 + distinct_run(100, avoid=(7,))
    feed_all(five, block=3)  # five in a row pass
    tests = HealthTests()
    tests.feed(distinct_run(100) + b"\x07" * 3)
    with pytest.raises(RngFailure):
        tests.feed(b"\x07" * 3)
    assert tests.failed == RCT


@pytest.mark.parametrize("period", [2, 3, 4, 8, 16, 26])
def test_refuses_short_repeating_patterns(period):
    pattern = bytes(range(100, 100 + period))
    with pytest.raises(RngFailure) as failure:
        feed_all(pattern * (2 * APT_WINDOW // period + 1))
    assert str(failure.value) == "RNG failure: cannot deal"


def test_repeating_pattern_is_caught_by_the_adaptive_proportion_test():
    tests = HealthTests()
    with pytest.raises(RngFailure):
        tests.feed(b"\x10\x20\x30" * 200)
    assert tests.failed == APT


def window_marked(positions):
    """One APT window of distinct-neighbour bytes with 0xAA at `positions` (none adjacent)."""
    window = bytearray(distinct_run(APT_WINDOW, avoid=(0xAA,)))
    for position in positions:
        window[position] = 0xAA
    return bytes(window)


def spread(count, start, stop):
    """`count` positions spread evenly over range(start, stop)."""
    step = (stop - start) // count
    return [start + k * step for k in range(count)]


def test_apt_fires_at_19_in_a_window_and_not_at_18():
    eighteen = window_marked(spread(18, 0, APT_WINDOW))
    nineteen = window_marked(spread(19, 0, APT_WINDOW))
    assert APT_CUTOFF == 19
    feed_all(eighteen * 3)  # every window at 18: no alarm
    tests = HealthTests()
    with pytest.raises(RngFailure):
        tests.feed(eighteen + nineteen)
    assert tests.failed == APT


def test_apt_counts_only_the_first_byte_of_each_window():
    """0xAA 40 times in a window that starts with another byte: no alarm."""
    many = window_marked(spread(40, 1, APT_WINDOW))
    feed_all(many * 2)


def test_apt_windows_do_not_overlap():
    """17 late in one window plus 18 early in the next would fire a sliding window: no alarm."""
    half = APT_WINDOW // 2
    first = window_marked([0] + spread(17, half, APT_WINDOW))
    second = window_marked(spread(18, 0, half))
    feed_all(first + second)
    with pytest.raises(RngFailure):  # and one more in the second window does fire
        feed_all(first + window_marked(spread(19, 0, half)))


def test_a_failure_latches():
    tests = HealthTests()
    with pytest.raises(RngFailure):
        tests.feed(bytes(32))
    with pytest.raises(RngFailure):
        tests.feed(Drbg(b"good")(32))


def test_startup_is_two_apt_windows():
    assert STARTUP_BYTES == 2 * APT_WINDOW


def test_no_false_alarm_on_ten_megabytes_of_good_output():
    tests = HealthTests()
    entropy = Drbg(b"ten megabytes")
    for _ in range(160):
        tests.feed(entropy(1 << 16))
    assert tests.failed is None
    assert entropy.bytes_served == 10 * (1 << 20)


# ------------------------------------------- the quick feed against SP 800-90B as written


class Sp80090b:
    """Both tests one byte at a time, as SP 800-90B 4.4.1 and 4.4.2 word them."""

    def __init__(self):
        self.last = None  # RCT: A, the last sample
        self.run = 0  # RCT: B
        self.window = []  # APT: the samples of the current window so far
        self.failed = None

    def feed(self, block):
        if self.failed is not None:
            raise RngFailure("RNG failure: cannot deal")
        for sample in block:
            self.run = self.run + 1 if sample == self.last else 1
            self.last = sample
            if self.run >= RCT_CUTOFF:
                self.failed = RCT
            self.window.append(sample)
            if self.failed is None and self.window.count(self.window[0]) >= APT_CUTOFF:
                self.failed = APT
            if len(self.window) == APT_WINDOW:
                self.window = []
            if self.failed is not None:
                raise RngFailure("RNG failure: cannot deal")


def outcomes(tests, data, cuts):
    """Feed `data` cut at `cuts`, then once more; per feed: 'ok' or the failed test."""
    seen = []
    start = 0
    for end in list(cuts) + [len(data), len(data)]:
        try:
            tests.feed(data[start:end])
            seen.append("ok")
        except RngFailure as failure:
            assert str(failure) == "RNG failure: cannot deal"
            seen.append(tests.failed)
        start = max(start, end)
    return seen


def random_cuts(rng, length):
    """Block boundaries: RNG-sized blocks, odd sizes, and cuts at APT window edges."""
    size = rng.choice((1, 5, 6, 31, 32, 64, 511, 512, 513, None))
    cuts = []
    at = 0
    while at < length:
        at += size if size else rng.randrange(1, 90)
        cuts.append(min(at, length))
    if rng.random() < 0.5:
        cuts += range(APT_WINDOW, length, APT_WINDOW)
    return sorted(set(cuts))


def adversarial(rng, length):
    """Bytes that make either test fire, or nearly, anywhere: runs, small alphabets, bursts."""
    kind = rng.randrange(4)
    if kind == 0:  # a few symbols in runs of 1..7
        symbols = rng.sample(range(256), rng.choice((2, 3, 5, 12, 30)))
        out = bytearray()
        while len(out) < length:
            out += bytes([rng.choice(symbols)]) * rng.choice((1, 1, 2, 3, 4, 5, 6, 7))
        return bytes(out[:length])
    out = bytearray(rng.randbytes(length))
    if kind == 1:  # runs of 4..7 equal bytes here and there
        for _ in range(rng.randrange(1, 6)):
            at = rng.randrange(length)
            out[at:at + rng.randrange(4, 8)] = bytes([rng.randrange(256)]) * 7
    elif kind == 2:  # a window whose first byte comes back 17..20 times
        start = rng.randrange(0, length, APT_WINDOW)
        stop = min(start + APT_WINDOW, length)
        for at in rng.sample(range(start + 1, stop), min(rng.randrange(16, 20), stop - start - 1)):
            out[at] = out[start]
    else:  # one value made common everywhere
        value = rng.randrange(256)
        for at in range(length):
            if rng.random() < 0.04:
                out[at] = value
    return bytes(out[:length])


@pytest.mark.parametrize("seed", range(400))
def test_feed_fails_where_the_standard_byte_by_byte_fails(seed):
    """R-DEAL's bytes: the quick feed raises on the same block, for the same test, as SP 800-90B,
    over adversarial and good streams cut anywhere (windows and runs across boundaries)."""
    rng = random.Random(seed)
    length = rng.choice((40, 700, 1600, 3000))
    data = adversarial(rng, length) if seed % 4 else rng.randbytes(length)
    cuts = random_cuts(rng, length)
    assert outcomes(HealthTests(), data, cuts) == outcomes(Sp80090b(), data, cuts)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(1, 8)), max_size=400),
       st.lists(st.integers(1, 40), min_size=1, max_size=50))
def test_feed_matches_the_standard_on_runs_of_few_symbols(runs, sizes):
    """R-DEAL's bytes, Hypothesis: runs of four symbols, any block sizes: the same failures."""
    data = b"".join(bytes([symbol * 60 + 7]) * count for symbol, count in runs)
    cuts = []
    at = 0
    for size in sizes * (1 + len(data) // sum(sizes)):
        at += size
        if at >= len(data):
            break
        cuts.append(at)
    assert outcomes(HealthTests(), data, cuts) == outcomes(Sp80090b(), data, cuts)
