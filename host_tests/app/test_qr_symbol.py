"""The QR generator's fixed tables (screens/qr_symbol.py) drawn again from ISO/IEC 18004's
rules: the function patterns of version 8 with format information for level L and mask 0,
the version information, GF(256) and the Reed-Solomon generator. (Whole codes are read
back by zxing-cpp in test_qr_results.py.)"""



import simhw  # noqa: E402,F401  (puts the host CircuitPython modules first)
from dealer.screens import qr_symbol  # noqa: E402

ALIGNMENT = {7: (6, 22, 38), 8: (6, 24, 42), 9: (6, 26, 46)}   # the standard's Annex E


def version_bits(v):
    """The 18 bits of version information: v and its BCH(18, 6) remainder."""
    rem = v
    for _ in range(12):
        rem = (rem << 1) ^ ((rem >> 11) * 0x1F25)
    return v << 12 | rem
def format_bits(ec_bits, mask):
    """The 15 bits of format information, BCH(15, 5), masked with 0x5412."""
    d = ec_bits << 3 | mask
    rem = d
    for _ in range(10):
        rem = (rem << 1) ^ ((rem >> 9) * 0x537)
    return (d << 10 | rem) ^ 0x5412
def template(version, align, block, margin):
    """(light, fixed) of the function patterns in the page format, as qr_symbol keeps them."""
    size = 4 * version + 17
    light = bytearray(b"\xff" * (8 * block))
    fixed = bytearray(8 * block)
    def put(x, y, dark):
        at = ((y + margin) >> 3) * block + margin + x
        bit = 1 << ((y + margin) & 7)
        fixed[at] |= bit
        if dark:
            light[at] &= ~bit & 0xFF
        else:
            light[at] |= bit
    for i in range(size):
        put(6, i, i % 2 == 0)
        put(i, 6, i % 2 == 0)
    for cx, cy in ((3, 3), (size - 4, 3), (3, size - 4)):
        for dy in range(-4, 5):
            for dx in range(-4, 5):
                d = max(abs(dx), abs(dy))
                if 0 <= cx + dx < size and 0 <= cy + dy < size:
                    put(cx + dx, cy + dy, d != 2 and d != 4)
    last = len(align) - 1
    for i, cx in enumerate(align):
        for j, cy in enumerate(align):
            if (i, j) in ((0, 0), (0, last), (last, 0)):
                continue
            for dy in range(-2, 3):
                for dx in range(-2, 3):
                    put(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1)
    fmt = format_bits(1, 0)
    for i in range(15):
        bit = (fmt >> i) & 1
        if i < 6:
            put(8, i, bit)
        elif i < 8:
            put(8, i + 1, bit)
        else:
            put(14 - i if i > 8 else 7, 8, bit)
        if i < 8:
            put(size - 1 - i, 8, bit)
        else:
            put(8, size - 15 + i, bit)
    put(8, size - 8, True)
    if version >= 7:
        vb = version_bits(version)
        for i in range(18):
            bit = (vb >> i) & 1
            put(size - 11 + i % 3, i // 3, bit)
            put(i // 3, size - 11 + i % 3, bit)
    return bytes(light), bytes(fixed)

def test_the_function_patterns_are_the_standards():
    light, fixed = template(qr_symbol.VERSION, ALIGNMENT[qr_symbol.VERSION], qr_symbol.BLOCK,
                            qr_symbol.MARGIN)
    assert bytes(qr_symbol._LIGHT) == light
    assert bytes(qr_symbol._FIXED) == fixed
    assert qr_symbol.SIZE == 4 * qr_symbol.VERSION + 17
    assert qr_symbol.MARGIN >= 4 and qr_symbol.BLOCK - qr_symbol.MARGIN - qr_symbol.SIZE >= 4


def test_known_format_and_version_words():
    assert format_bits(1, 0) == 0x77C4          # level L, mask 0 (the standard's Table C.1)
    assert version_bits(7) == 0x07C94 and version_bits(8) == 0x085BC   # Table D.1


def test_gf256_and_the_generator():
    exp, log = qr_symbol._EXP, qr_symbol._LOG
    x = 1
    for i in range(255):
        assert exp[i] == exp[i + 255] == x and log[x] == i
        x = (x << 1) ^ (0x11D if x & 0x80 else 0)
    assert sorted(exp[:255]) == list(range(1, 256))
    # the generator's roots are 2^0 .. 2^23: g(2^i) = 0 for each
    coefficients = [1] + [exp[k] for k in qr_symbol._GEN]
    for i in range(qr_symbol._EC):
        value = 0
        for c in coefficients:
            value = (exp[log[value] + i] if value else 0) ^ c
        assert value == 0
    assert len(qr_symbol._GEN) == qr_symbol._EC


def test_capacity_is_the_standards():
    # version 8-L: 2 blocks of 97 data codewords; byte mode: 4 + 8 bits of header
    assert qr_symbol.CAPACITY == (2 * qr_symbol._DATA * 8 - 12) // 8 == 192
    assert len(qr_symbol.codewords(b"x")) == 2 * (qr_symbol._DATA + qr_symbol._EC)
