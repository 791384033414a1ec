"""Dealing from a hardware RNG: unbiased, health-tested, close to the information limit.

`CardSource` fetches raw bytes from `entropy(n)` in blocks of 128 and runs the health
tests (`indian_poker.health`) on each block before any of its bits is used; the first
fetch runs the 1024-byte start-up test. A deal of `count` cards is drawn as
mixed-radix numbers (52*51, then 50*49, ...: chunks up to 2**16), each with Lumbroso's
Fast Dice Roller (2013) with recycling, and each digit picks one swap of a partial
Fisher-Yates shuffle:

- The sampler's state is a number `c` uniform in [0, v), independent of everything
  drawn before. A draw below n first tops the state up with whole fresh bytes while
  v < 2**22 (v becomes 256 v, c becomes 256 c + the byte), so that v ends in
  [2**22, 2**30); then it accepts when c < q*n (q = v // n), returning c % n and
  keeping c // n, uniform in [0, q), as the next state; on a rejection c - q*n is
  uniform in [0, v - q*n) and is kept too.
- With n <= 2**16 a draw is rejected with probability below n / v <= 2**-6 (below
  2**-10 for the 52*51-sized chunks of a 10-player deal), so it costs log2(n) bits
  plus a small fraction of a bit, where the plain FDR pays up to 2 bits per draw:
  1.0001x the information limit for a 10-player deal, against 1.05x for the plain
  FDR over chunks below 2**30 (tools/bench/deal.py).

The whole deal is one function, so that it makes no call per byte or per chunk. The
same algorithm as three plain layers (bits, uniform integers, the deal) is
tools/testkit/fdr_reference.py: the tests prove those exact by enumerating every bit
string, and check that CardSource draws the same cards from the same bits.

Every intermediate value stays below 2**30, so on the 32-bit board all of it is
small-int arithmetic: no long int, no allocation per card.
"""

from indian_poker.errors import RngFailure
from indian_poker.health import FAILURE_MESSAGE, STARTUP_BYTES, HealthTests

from .compat import const

DECK = const(52)
BLOCK_BYTES = const(128)
FILL = const(0x20000000)  # 2**29: a draw tops the sampler state up to [FILL / 128, 2 FILL)
_RADIX_CAP = const(0x10000)  # a mixed-radix chunk stays <= 2**16, far below FILL
_ORDERED = bytes(range(DECK))


def chunk_plan(count):
    """The chunks of a deal of `count` cards: (radix, end, radix, end, ...).

    Chunk k covers deal positions from the previous end up to `end`; its radix is
    the falling factorial (52 - start) * ... * (52 - end + 1), at most 2**16.
    """
    plan = []
    end = 0
    while end < count:
        radix = 1
        while end < count and radix <= _RADIX_CAP // (DECK - end):
            radix *= DECK - end
            end += 1
        plan.append(radix)
        plan.append(end)
    return tuple(plan)


_PLAN = chunk_plan(DECK)


class CardSource:
    """Cards from a hardware RNG: the one place the core gets randomness from.

    `entropy(n) -> bytes` is e.g. `os.urandom`; it is not called before the
    first draw. Any failure (health test, exception, short read) raises
    `RngFailure` before a card is written, and every later call raises too.
    `fill` (a power of two from 2**23 to 2**29) exists for the tests, which
    make rejections frequent with small values.
    """

    def __init__(self, entropy, fill=FILL):
        self._entropy = entropy
        self._health = HealthTests()
        self._started = False
        self._block = b""
        self._index = BLOCK_BYTES  # next byte of _block to use
        self._fill = fill
        self._v = 1
        self._c = 0
        self._deck = bytearray(DECK)
        self._dead = False
        self.bits_used = 0  # random bits consumed by draws (start-up bytes excluded)

    def deal(self, out, count):
        """Fill out[0:count] with `count` distinct uniform cards 0..51, in deal order."""
        if count < 0 or count > DECK:
            raise ValueError("deal count must be 0..52")
        deck = self.draw(count)
        for i in range(count):
            out[i] = deck[i]

    def shuffle(self, out):
        """Fill out[0:52] with a uniform permutation of the 52 cards."""
        self.deal(out, DECK)

    def draw(self, count):
        """Deal `count` (0..52) cards; return this source's deck, the cards first (R-DEAL).

        The returned buffer is the source's own: the next draw overwrites it.
        """
        if self._dead:
            raise RngFailure(FAILURE_MESSAGE)
        deck = self._deck
        deck[0:DECK] = _ORDERED  # R-DECK; constant bounds: no slice object, no allocation
        floor = self._fill >> 7
        block = self._block
        index = self._index
        v = self._v
        c = self._c
        used = 0
        i = 0
        p = 0
        while i < count:
            # The chunks of a shorter deal are those of a whole shuffle, the last one cut.
            n = _PLAN[p]
            end = _PLAN[p + 1]
            p += 2
            if end > count:
                end = count
                n = 1
                for t in range(i, end):
                    n *= DECK - t
            while True:  # x = a uniform draw below n
                while v < floor:  # whole bytes: v ends in [fill / 128, 2 * fill)
                    if index == BLOCK_BYTES:
                        block = self._fetch()
                        index = 0
                    c = c << 8 | block[index]
                    index += 1
                    v <<= 8
                    used += 8
                q = v // n
                top = q * n
                if c < top:
                    x = c % n
                    v = q
                    c //= n
                    break
                v -= top  # reject: c - top is uniform in [0, v - top)
                c -= top
            while i < end:  # x's mixed-radix digits pick the Fisher-Yates swaps
                m = DECK - i
                j = i + x % m
                x //= m
                swap = deck[j]
                deck[j] = deck[i]
                deck[i] = swap
                i += 1
        self._block = block
        self._index = index
        self._v = v
        self._c = c
        self.bits_used += used
        return deck

    def warm_up(self):
        """Run the start-up health test now, if it has not run (idle time before the first
        deal, which then draws at once); the same bytes are drawn in the same order. A
        failure is the next draw's to raise (RngFailure), as if it had run there."""
        if self._started or self._dead:
            return
        try:
            self._block = self._fetch()   # what the first draw's first byte would fetch
        except RngFailure:
            return
        self._index = 0

    def take(self, count):
        """The next `count` (0..BLOCK_BYTES) bytes of the same health-tested stream, as bytes.

        For the deal fingerprint's salt: raw bytes are uniform already, and they are
        bytes the sampler has not used, so the deals stay independent of them.
        """
        if self._dead:
            raise RngFailure(FAILURE_MESSAGE)
        if count < 0 or count > BLOCK_BYTES:
            raise ValueError("take count must be 0..%d" % BLOCK_BYTES)
        index = self._index
        end = index + count
        if end <= BLOCK_BYTES:
            self._index = end
            return self._block[index:end]
        head = self._block[index:]
        block = self._fetch()
        end -= BLOCK_BYTES
        self._block = block
        self._index = end
        return head + block[:end]

    def _fetch(self):
        """The next health-tested block; the start-up test first. Failing kills the source."""
        try:
            if not self._started:
                for _ in range(STARTUP_BYTES // BLOCK_BYTES):
                    self._fetch_checked()
                self._started = True
            return self._fetch_checked()
        except RngFailure:
            self._dead = True
            raise

    def _fetch_checked(self):
        try:
            block = self._entropy(BLOCK_BYTES)
        except Exception:
            raise RngFailure(FAILURE_MESSAGE)
        if block is None or len(block) != BLOCK_BYTES:  # a short read is a failure too
            raise RngFailure(FAILURE_MESSAGE)
        self._health.feed(block)
        return block
