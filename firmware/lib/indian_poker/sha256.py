"""SHA-256 (FIPS 180-4) in small ints, for a board whose CircuitPython has no hashlib."""

# fingerprint.py uses the board's hashlib when there is one (the Raspberry Pi Pico's
# CircuitPython 10 has it) and this module only when there is none, so the digest never
# depends on the board. CircuitPython's small ints are 31-bit: a 32-bit word would be a
# long int, allocated on the heap. Each word is kept as two 16-bit halves (high, low),
# and every shifted value is masked before it moves up, so nothing reaches 2**20 and a
# block allocates nothing: the state, the message schedule (16 words, reused round by
# round) and the padded last block are preallocated arrays.

from array import array
from binascii import unhexlify

_K = array("H", bytes(256))   # the 64 round constants, as (high, low) halves
_H0 = array("H", bytes(32))   # the initial hash value
_STATE = array("H", bytes(32))
_W = array("H", bytes(64))    # the message schedule, 16 words round-robin
_TAIL = bytearray(128)        # the padded last block or two


def _halves(out, text):
    data = unhexlify(text)
    for i in range(len(out)):
        out[i] = data[2 * i] << 8 | data[2 * i + 1]


_halves(_K, "428a2f9871374491b5c0fbcfe9b5dba53956c25b59f111f1923f82a4ab1c5ed5"
            "d807aa9812835b01243185be550c7dc372be5d7480deb1fe9bdc06a7c19bf174"
            "e49b69c1efbe47860fc19dc6240ca1cc2de92c6f4a7484aa5cb0a9dc76f988da"
            "983e5152a831c66db00327c8bf597fc7c6e00bf3d5a7914706ca635114292967"
            "27b70a852e1b21384d2c6dfc53380d13650a7354766a0abb81c2c92e92722c85"
            "a2bfe8a1a81a664bc24b8b70c76c51a3d192e819d6990624f40e3585106aa070"
            "19a4c1161e376c082748774c34b0bcb5391c0cb34ed8aa4a5b9cca4f682e6ff3"
            "748f82ee78a5636f84c878148cc7020890befffaa4506cebbef9a3f7c67178f2")
_halves(_H0, "6a09e667bb67ae853c6ef372a54ff53a510e527f9b05688c1f83d9ab5be0cd19")


def sha256(data):
    """The SHA-256 digest of `data` (bytes or bytearray), as 32 bytes."""
    n = len(data)
    state = _STATE
    for i in range(16):
        state[i] = _H0[i]
    full = n & ~63
    for pos in range(0, full, 64):
        _block(data, pos)
    tail = _TAIL
    left = n - full
    for i in range(left):
        tail[i] = data[full + i]
    tail[left] = 0x80
    end = 64 if left < 56 else 128
    for i in range(left + 1, end - 4):
        tail[i] = 0
    bits = n << 3   # below 2**30 for any message a board could hold
    tail[end - 4] = bits >> 24 & 0xFF
    tail[end - 3] = bits >> 16 & 0xFF
    tail[end - 2] = bits >> 8 & 0xFF
    tail[end - 1] = bits & 0xFF
    _block(tail, 0)
    if end == 128:
        _block(tail, 64)
    out = bytearray(32)
    for i in range(16):
        out[2 * i] = state[i] >> 8
        out[2 * i + 1] = state[i] & 0xFF
    return bytes(out)


def _block(data, pos):
    """Compress the 64 bytes data[pos:pos + 64] into the state (FIPS 180-4, 6.2.2)."""
    k = _K
    w = _W
    s = _STATE
    # One name per half, assigned one by one: a tuple assignment of more than three
    # names builds a tuple on the heap.
    ah = s[0]
    al = s[1]
    bh = s[2]
    bl = s[3]
    ch = s[4]
    cl = s[5]
    dh = s[6]
    dl = s[7]
    eh = s[8]
    el = s[9]
    fh = s[10]
    fl = s[11]
    gh = s[12]
    gl = s[13]
    hh = s[14]
    hl = s[15]
    for t in range(64):
        j = (t & 15) << 1
        if t < 16:
            i = pos + (t << 2)
            xh = data[i] << 8 | data[i + 1]
            xl = data[i + 2] << 8 | data[i + 3]
        else:
            # W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]; W[t-16] sits at j
            m = ((t - 2) & 15) << 1
            yh = w[m]
            yl = w[m + 1]
            s1h = ((yl >> 1) | ((yh & 1) << 15)) ^ ((yl >> 3) | ((yh & 7) << 13)) ^ (yh >> 10)
            s1l = ((yh >> 1) | ((yl & 1) << 15)) ^ ((yh >> 3) | ((yl & 7) << 13)) \
                ^ ((yl >> 10) | ((yh & 0x3FF) << 6))
            m = ((t - 15) & 15) << 1
            yh = w[m]
            yl = w[m + 1]
            s0h = ((yh >> 7) | ((yl & 0x7F) << 9)) ^ ((yl >> 2) | ((yh & 3) << 14)) ^ (yh >> 3)
            s0l = ((yl >> 7) | ((yh & 0x7F) << 9)) ^ ((yh >> 2) | ((yl & 3) << 14)) \
                ^ ((yl >> 3) | ((yh & 7) << 13))
            m = ((t - 7) & 15) << 1
            lo = s1l + w[m + 1] + s0l + w[j + 1]
            xl = lo & 0xFFFF
            xh = (s1h + w[m] + s0h + w[j] + (lo >> 16)) & 0xFFFF
        w[j] = xh
        w[j + 1] = xl
        # T1 = h + S1(e) + Ch(e, f, g) + K[t] + W[t]
        s1h = ((eh >> 6) | ((el & 0x3F) << 10)) ^ ((eh >> 11) | ((el & 0x7FF) << 5)) \
            ^ ((el >> 9) | ((eh & 0x1FF) << 7))
        s1l = ((el >> 6) | ((eh & 0x3F) << 10)) ^ ((el >> 11) | ((eh & 0x7FF) << 5)) \
            ^ ((eh >> 9) | ((el & 0x1FF) << 7))
        m = t << 1
        lo = hl + s1l + ((el & fl) ^ ((el ^ 0xFFFF) & gl)) + k[m + 1] + xl
        t1l = lo & 0xFFFF
        t1h = (hh + s1h + ((eh & fh) ^ ((eh ^ 0xFFFF) & gh)) + k[m] + xh + (lo >> 16)) & 0xFFFF
        # T2 = S0(a) + Maj(a, b, c)
        s0h = ((ah >> 2) | ((al & 3) << 14)) ^ ((ah >> 13) | ((al & 0x1FFF) << 3)) \
            ^ ((al >> 6) | ((ah & 0x3F) << 10))
        s0l = ((al >> 2) | ((ah & 3) << 14)) ^ ((al >> 13) | ((ah & 0x1FFF) << 3)) \
            ^ ((ah >> 6) | ((al & 0x3F) << 10))
        lo = s0l + ((al & bl) ^ (al & cl) ^ (bl & cl))
        t2h = s0h + ((ah & bh) ^ (ah & ch) ^ (bh & ch)) + (lo >> 16)
        t2l = lo & 0xFFFF
        hh = gh
        hl = gl
        gh = fh
        gl = fl
        fh = eh
        fl = el
        lo = dl + t1l
        el = lo & 0xFFFF
        eh = (dh + t1h + (lo >> 16)) & 0xFFFF
        dh = ch
        dl = cl
        ch = bh
        cl = bl
        bh = ah
        bl = al
        lo = t1l + t2l
        al = lo & 0xFFFF
        ah = (t1h + t2h + (lo >> 16)) & 0xFFFF
    _add(s, 0, ah, al)
    _add(s, 2, bh, bl)
    _add(s, 4, ch, cl)
    _add(s, 6, dh, dl)
    _add(s, 8, eh, el)
    _add(s, 10, fh, fl)
    _add(s, 12, gh, gl)
    _add(s, 14, hh, hl)


def _add(s, i, high, low):
    """s[i:i + 2] += (high, low), modulo 2**32."""
    lo = s[i + 1] + low
    s[i + 1] = lo & 0xFFFF
    s[i] = (s[i] + high + (lo >> 16)) & 0xFFFF
