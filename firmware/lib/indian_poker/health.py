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

False alarms: a 10-player deal uses about 7 bytes and its salt 16, so a good
RNG trips the RCT about once in 4.8e10 deals (23 * 2**-40 per deal) and the APT
about once in 4.6e12 deals (one window per ~22 deals): never, at one deal a
minute. The host tests run 10 MB of good output through both tests without an
alarm.

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
        self._needle = bytearray(1)  # _apt_value as a byte string, for bytes.count
        self._apt_count = 0
        self._apt_seen = 0  # bytes of the current window seen so far
        self.failed = None  # None, or the name of the test that failed

    def feed(self, block):
        """Run both tests over the bytes of `block` (bytes); raise RngFailure on a failure."""
        # The quick path finds out at C speed (bytes.count) and with one comparison in five
        # bytes that neither test can fail in this block, and then brings both tests' state
        # to the block's end. Anything that might fail goes byte by byte (_feed_bytes): the
        # exact tests, so that the first failing byte and the failing test are those of
        # SP 800-90B's byte-by-byte definition.
        if self.failed is not None:
            raise RngFailure(FAILURE_MESSAGE)
        n = len(block)
        if n == 0:
            return
        # RCT: a run of six equal bytes covers five pairs of neighbours (j, j + 1) with
        # consecutive j, one of them a multiple of five; a run continued from the last
        # block starts with block[0] == the last byte.
        if block[0] == self._rct_value:
            return self._feed_bytes(block)
        for j in range(0, n - 1, RCT_CUTOFF - 1):
            if block[j] == block[j + 1]:
                return self._feed_bytes(block)
        # APT: the occurrences of the window's first byte, window by window.
        needle = self._needle
        apt_value = self._apt_value
        apt_count = self._apt_count
        apt_seen = self._apt_seen
        i = 0
        while i < n:
            if apt_seen == 0:
                apt_value = needle[0] = block[i]
                apt_count = 0  # the count below includes block[i] itself
            end = i + APT_WINDOW - apt_seen
            if end > n:
                end = n
            apt_count += block.count(needle, i, end)
            if apt_count >= APT_CUTOFF:  # fails: _feed_bytes finds the failing byte
                return self._feed_bytes(block)
            apt_seen += end - i
            if apt_seen == APT_WINDOW:
                apt_seen = 0
            i = end
        last = block[n - 1]
        run = 1  # no run comes from the last block: block[0] differs from its last byte
        while run < n and block[n - 1 - run] == last:
            run += 1
        self._rct_value = last
        self._rct_run = run
        self._apt_value = apt_value
        self._apt_count = apt_count
        self._apt_seen = apt_seen

    def _feed_bytes(self, block):
        """The two tests byte by byte, as SP 800-90B defines them."""
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
        self._needle[0] = apt_value
        self._apt_count = apt_count
        self._apt_seen = apt_seen

    def _fail(self, test_name):
        self.failed = test_name
        raise RngFailure(FAILURE_MESSAGE)
