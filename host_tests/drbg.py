"""A seeded deterministic random byte generator for tests: SHA-256 in counter mode.

Block k of the stream is SHA-256(seed || k as 8 big-endian bytes). It stands
in for `os.urandom` wherever a test needs reproducible good randomness. The
module runs unchanged on CPython and on the MicroPython unix VM.
"""

import hashlib


class Drbg:
    """A callable `entropy(n) -> bytes`, reproducible from its seed."""

    def __init__(self, seed):
        if isinstance(seed, int):
            seed = seed.to_bytes(8, "big")
        self._seed = bytes(seed)
        self._counter = 0
        self._pending = b""
        self.bytes_served = 0

    def _block(self):
        block = hashlib.sha256(self._seed + self._counter.to_bytes(8, "big")).digest()
        self._counter += 1
        return block

    def __call__(self, n):
        """The next `n` bytes of the stream."""
        parts = [self._pending]
        have = len(self._pending)
        while have < n:
            block = self._block()
            parts.append(block)
            have += len(block)
        data = b"".join(parts)
        self._pending = data[n:]
        self.bytes_served += n
        return data[:n]
