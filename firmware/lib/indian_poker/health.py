"""Health tests on the raw entropy bytes, after NIST SP 800-90B section 4.4.

Every byte the dealer takes from the hardware RNG goes through two continuous
tests before any of its bits is used; a failure latches and every later call
raises `RngFailure`: a dead RNG never heals silently.

The cutoffs assume H = 8 bits of min-entropy per byte and a false-alarm
probability alpha = 2**-40 per test instance, as SP 800-90B computes them:

- Repetition Count Test (4.4.1): C = 1 + ceil(-log2(alpha) / H) = 1 + 40 / 8 = 6.
  Six equal bytes in a row fail; a good source shows that with probability
  256**-5 = 2**-40 at any given position.
- Adaptive Proportion Test (4.4.2): non-overlapping windows of W = 512 bytes;
  the first byte of a window is the reference A, and the window fails once A
  occurs C times in it. C = 1 + CRITBINOM(W, 2**-H, 1 - alpha) = 19: for
  X ~ Binomial(512, 1/256) (mean 2), P(X >= 18) >= 1 - 2**-40 > P(X >= 19)
  = 2**-40.9. SP 800-90B counts A itself as the first occurrence, so the exact
  false-alarm rate of one window is P(1 + Binomial(511, 1/256) >= 19)
  = 2**-37.6; that is the standard's own formula (its Table 2 gives 13 for
  alpha = 2**-20 the same way), kept as is.

False alarms: a 10-player deal uses about 7 bytes, so a good RNG trips the
RCT about once in 1.6e11 deals (7 * 2**-40 per deal) and the APT about once
in 1.6e13 deals (one window per ~73 deals): never, at one deal a minute. The
host tests run 10 MB of good output through both tests without an alarm.

What the tests catch: a stuck or all-zero output (RCT, within 6 bytes) and
any output in which one byte value makes up 19 of 512 bytes (APT), such as a
repeating pattern with a period up to 26. The RP2040's `os.urandom` is
already conditioned (whitened), so these tests catch a dead or stuck source,
not a subtle bias: they are the alarm, not the proof of quality.
"""

from indian_poker.errors import RngFailure

from .compat import const

RCT_CUTOFF = const(6)
APT_WINDOW = const(512)
APT_CUTOFF = const(19)
STARTUP_BYTES = const(1024)  # two full APT windows before the first deal

FAILURE_MESSAGE = "RNG failure: cannot deal"


class HealthTests:
    """Repetition Count and Adaptive Proportion tests over a stream of bytes."""

    def __init__(self):
        self._rct_value = -1  # -1: no byte seen yet
        self._rct_run = 0
        self._apt_value = -1
        self._apt_count = 0
        self._apt_seen = 0  # bytes of the current window seen so far
        self.failed = None  # None, or the name of the test that failed

    def feed(self, block):
        """Run both tests over the bytes of `block`; raise RngFailure on a failure."""
        if self.failed is not None:
            raise RngFailure(FAILURE_MESSAGE)
        rct_value = self._rct_value
        rct_run = self._rct_run
        apt_value = self._apt_value
        apt_count = self._apt_count
        apt_seen = self._apt_seen
        for i in range(len(block)):
            sample = block[i]
            if sample == rct_value:
                rct_run += 1
                if rct_run >= RCT_CUTOFF:
                    self._fail("repetition count test")
            else:
                rct_value = sample
                rct_run = 1
            if apt_seen == 0:
                apt_value = sample
                apt_count = 1
            elif sample == apt_value:
                apt_count += 1
                if apt_count >= APT_CUTOFF:
                    self._fail("adaptive proportion test")
            apt_seen += 1
            if apt_seen == APT_WINDOW:
                apt_seen = 0
        self._rct_value = rct_value
        self._rct_run = rct_run
        self._apt_value = apt_value
        self._apt_count = apt_count
        self._apt_seen = apt_seen

    def _fail(self, test_name):
        self.failed = test_name
        raise RngFailure(FAILURE_MESSAGE)
