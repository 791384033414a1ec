"""The core's own SHA-256 (indian_poker/sha256.py), for boards without hashlib.

Checked against the test vectors of FIPS 180-4 (NIST's SHA-256 examples), against
CPython's hashlib on random inputs, and on the MicroPython VM and CircuitPython's own
32-bit VM, whose small ints are 31-bit like the board's: the same digests, and a
block allocates nothing (a long message allocates what a short one does).
"""

import hashlib
import os
import subprocess

import instruments
import pytest
from conftest import FIRMWARE_LIB
from hypothesis import given, settings
from hypothesis import strategies as st

from indian_poker.fingerprint import sha256 as board_sha256
from indian_poker.sha256 import sha256

# FIPS 180-4 examples (csrc.nist.gov "SHA256.pdf", "SHA2_Additional.pdf"): message, digest.
VECTORS = [
    (b"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (b"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    (b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
     "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    (b"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopq"
     b"klmnopqrlmnopqrsmnopqrstnopqrstu",
     "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    (b"\xbd", "68325720aabd7c82f30f554b313d0570c95accbb7dc4b5aae11204c08ffe732b"),
    (b"\xc9\x8c\x8e\x55", "7abc22c0ae5af26ce93dbb94433a0e0b2e119d014f8e7f65bd56c61ccccd9504"),
    (bytes(55), "02779466cdec163811d078815c633f21901413081449002f24aa3e80f0b88ef7"),
    (bytes(56), "d4817aa5497628e7c77e6b606107042bbba3130888c5f47a375e6179be789fbb"),
    (bytes(57), "65a16cb7861335d5ace3c60718b5052e44660726da4cd13bb745381b235a1785"),
    (bytes(64), "f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b"),
    (bytes(1000), "541b3e9daa09b20bf85fa273e5cbd3e80185aa4ec298e765db87742b70138a53"),
    (b"\x41" * 1000, "c2e686823489ced2017f6059b8b239318b6364f6dcd835d0a519105a1eadd6e4"),
    (b"\x55" * 1005, "f4d62ddec0f3dd90ea1380fa16a5ff8dc4c54b21740650f24afc4120903552b0"),
]
MILLION_A = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
CIRCUITPY_VM, NO_CIRCUITPY_VM = instruments.circuitpython_vm()


@pytest.mark.parametrize("message, digest", VECTORS)
def test_fips_180_4_vectors(message, digest):
    assert sha256(message).hex() == digest
    assert board_sha256(message).hex() == digest   # what the fingerprint uses here


def test_one_million_a():
    """The long FIPS 180-4 example: 15,625 full blocks and a padding-only block."""
    assert sha256(b"a" * 1_000_000).hex() == MILLION_A


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=300))
def test_random_messages_match_hashlib(message):
    assert sha256(message) == hashlib.sha256(message).digest()
    assert sha256(bytearray(message)) == hashlib.sha256(message).digest()


VM_SCRIPT = """
import gc, hashlib
from indian_poker.sha256 import sha256
VECTORS = %r
for message, digest in VECTORS:
    assert sha256(message) == bytes.fromhex(digest), message
seed = 12345
for n in range(300):
    data = bytearray(n)
    for i in range(n):
        seed = (seed * 1103515245 + 12345) & 0x3FFFFFFF
        data[i] = seed >> 16 & 0xFF
    assert sha256(data) == hashlib.sha256(data).digest(), n
short = bytes(50)     # two blocks with the padding
long = bytes(64 * 40 + 50)
sha256(short)
gc.collect()
gc.disable()
before = gc.mem_alloc()
sha256(short)
one = gc.mem_alloc() - before
before = gc.mem_alloc()
sha256(long)
many = gc.mem_alloc() - before
gc.enable()
print("ok", one, many)
"""


def _vm_check(run):
    output = run(VM_SCRIPT % ([(m, d) for m, d in VECTORS],)).split()
    assert output[0] == "ok"
    one, many = int(output[1]), int(output[2])
    assert many == one, "42 blocks allocated %d bytes, 2 blocks %d" % (many, one)


def test_same_digests_and_no_allocation_per_block_on_micropython(micropython):
    _vm_check(lambda source: micropython.run(source, heapsize=256 * 1024))


def test_same_digests_and_no_allocation_per_block_on_circuitpython_32_bit(tmp_path):
    """The board's small ints are 31-bit: CircuitPython's own 32-bit VM has the same."""
    if CIRCUITPY_VM is None:
        pytest.skip(NO_CIRCUITPY_VM)

    def run(source):
        script = tmp_path / "sha_script.py"
        script.write_text(source)
        proc = subprocess.run([str(CIRCUITPY_VM), "-X", "heapsize=160000", str(script)],
                              capture_output=True, text=True, timeout=300,
                              env=dict(os.environ, MICROPYPATH=str(FIRMWARE_LIB)))
        assert proc.returncode == 0, proc.stdout + proc.stderr
        return proc.stdout

    _vm_check(run)
