"""Health tests on raw RNG bytes (NIST SP 800-90B 4.4): cutoffs, refusals, no false alarms."""

import math
from fractions import Fraction

import pytest

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
