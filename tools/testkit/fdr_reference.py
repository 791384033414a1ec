"""The deal's algorithm in three plain layers: the reference that CardSource must match.

The core's `indian_poker.shuffle.CardSource` runs one function per deal for speed. This
module keeps the same algorithm as separate, simple layers, so that the tests can prove
it exact by enumerating every bit string (test_shuffle.py) and check that CardSource
draws the same cards from the same bits:

- `BitReader` fetches raw bytes from `entropy(n)` in blocks of BLOCK_BYTES after the
  1024-byte start-up test, runs the health tests on each block, and hands out single bits,
  first bit highest.
- `Uniform` draws uniform integers with Lumbroso's Fast Dice Roller (2013), keeping its
  leftover randomness between draws ("recycling"): the state is a number `c` uniform in
  [0, v), independent of everything drawn before. A draw below n first tops the state
  up with fresh bits (`width` at a time), then accepts when c < q*n (q = v // n),
  returning c % n and keeping c // n, uniform in [0, q), as the next state.
- `deal_into` draws a deal as mixed-radix numbers (52*51, 50*49, ...) and decodes each
  digit into one step of a partial Fisher-Yates shuffle.
"""

from indian_poker.errors import RngFailure
from indian_poker.health import FAILURE_MESSAGE, STARTUP_BYTES, HealthTests
from indian_poker.shuffle import BLOCK_BYTES, DECK, FILL

MAX_BELOW = 0x3FFFFFFF  # 2**30 - 1, the largest small int on a 32-bit board
RADIX_CAP = 0x10000  # a mixed-radix chunk stays <= 2**16, far below FILL

_ORDERED = bytes(range(DECK))


class BitReader:
    """Single random bits from `entropy(n) -> bytes`, health-tested per block."""

    def __init__(self, entropy):
        self._entropy = entropy
        self._health = HealthTests()
        self._block = b""
        self._index = BLOCK_BYTES  # next byte of _block to use
        self._byte = 0
        self._left = 0  # unused bits left in _byte
        self._started = False
        self.bits_used = 0

    def bit(self):
        """One uniform random bit, 0 or 1."""
        left = self._left
        if left == 0:
            index = self._index
            if index == BLOCK_BYTES:
                self._fetch()
                index = 0
            self._byte = self._block[index]
            self._index = index + 1
            left = 8
        left -= 1
        self._left = left
        self.bits_used += 1
        return (self._byte >> left) & 1

    def _fetch(self):
        if not self._started:
            for _ in range(STARTUP_BYTES // BLOCK_BYTES):
                self._fetch_checked()
            self._started = True
        self._block = self._fetch_checked()

    def _fetch_checked(self):
        try:
            block = self._entropy(BLOCK_BYTES)
        except Exception:
            raise RngFailure(FAILURE_MESSAGE)
        if block is None or len(block) != BLOCK_BYTES:  # a short read is a failure too
            raise RngFailure(FAILURE_MESSAGE)
        self._health.feed(block)
        return block


class Uniform:
    """Uniform integers from a bit source: the Fast Dice Roller with recycling.

    `bits` is any object with a `bit()` method. Before a draw the state is topped up
    `width` bits at a time while v < fill / 2**(width - 1), so that v ends in
    [fill / 2**(width - 1), 2 * fill). CardSource tops up whole bytes (width 8) with
    the default fill (2**29): v in [2**22, 2**30). Small fills and widths exist so
    that the tests can enumerate every bit string.
    """

    def __init__(self, bits, fill=FILL, width=1):
        self._bits = bits
        self._width = width
        self._floor = fill >> (width - 1)
        self._v = 1
        self._c = 0

    def below(self, n):
        """A uniform integer in [0, n), for 1 <= n <= 2**30 - 1."""
        if n < 1 or n > MAX_BELOW:
            raise ValueError("below(n) needs 1 <= n < 2**30")
        bits = self._bits
        v = self._v
        c = self._c
        while True:
            while v < self._floor:
                for _ in range(self._width):
                    v += v
                    c += c + bits.bit()
            if v >= n:
                q = v // n
                top = q * n
                if c < top:
                    self._v = q
                    self._c = c // n
                    return c % n
                v -= top  # reject: c - top is uniform in [0, v - top)
                c -= top
            else:
                # n > v >= floor: one plain FDR step, written so that
                # nothing reaches 2**30 (2v and 2c+1 may not fit).
                b = bits.bit()
                if v >= n - v:
                    d = c - (n - c) + b  # 2c + b - n
                    if d < 0:
                        self._v = 1
                        self._c = 0
                        return c + c + b
                    v -= n - v
                    c = d
                else:
                    v += v
                    c += c + b


def deal_into(uniform, deck, count):
    """Put `count` distinct uniform cards in deck[0:count], in deal order (R-DEAL).

    `deck` is a bytearray(52); it is reset to the full deck (R-DECK) first.
    Consecutive positions share one draw below m*(m-1)*..., whose mixed-radix
    digits pick the Fisher-Yates swaps.
    """
    deck[0:DECK] = _ORDERED  # constant bounds: no slice object, no allocation
    i = 0
    while i < count:
        radix = 1
        end = i
        while end < count and radix <= RADIX_CAP // (DECK - end):
            radix *= DECK - end
            end += 1
        x = uniform.below(radix)
        while i < end:
            m = DECK - i
            j = i + x % m
            x //= m
            swap = deck[j]
            deck[j] = deck[i]
            deck[i] = swap
            i += 1


