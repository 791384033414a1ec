"""Benchmark the hardware-RNG deal: random bits per deal and heap bytes per deal.

Bits: CardSource over os.urandom, averaged over many deals, as a ratio to the
information limits log2(52!/42!) = 55.67 bits (10 players) and log2(52!) =
225.58 bits (full shuffle), next to simpler samplers measured the same way.
Allocation: the same deal on the MicroPython unix VM, gc disabled, counting
gc.mem_alloc() growth per deal.

Run: .venv/bin/python tools/bench/run.py deal   (or `make bench`, which runs every bench_*.py)
"""

import math
import os
import pathlib
import subprocess

import instruments

from indian_poker.shuffle import BLOCK_BYTES, CardSource
from testkit.fdr_reference import BitReader, Uniform

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIRMWARE_LIB = ROOT / "firmware" / "lib"

COMMAND = ".venv/bin/python tools/bench/run.py deal"
DEALS = 5000
SHUFFLES = 2000
VM_DEALS = 2000
VM_SHUFFLES = 500


def information_bits(count):
    """log2(52! / (52 - count)!): the bits a uniform deal of `count` cards carries."""
    return math.log2(math.perm(52, count))


def card_source_bits(count, rounds):
    """Average random bits CardSource(os.urandom) consumes per deal of `count` cards."""
    source = CardSource(os.urandom)
    out = bytearray(52)
    for _ in range(rounds):
        source.deal(out, count)
    return source.bits_used / rounds


def per_card_bits(count, rounds, index_below, bits):
    """Average bits of a per-card Fisher-Yates driven by `index_below(m)`."""
    for _ in range(rounds):
        for i in range(count):
            index_below(52 - i)
    return bits.bits_used / rounds


def plain_fdr_per_card(count, rounds):
    """Lumbroso's FDR, one draw per card, no recycling (fill=1)."""
    bits = BitReader(os.urandom)
    return per_card_bits(count, rounds, Uniform(bits, 1).below, bits)


def plain_fdr_chunks(count, rounds):
    """Plain FDR over mixed-radix chunks as large as fit below 2**30."""
    bits = BitReader(os.urandom)
    uniform = Uniform(bits, 1)
    chunks = []
    radix = 1
    for m in range(52, 52 - count, -1):
        if radix * m >= 1 << 30:
            chunks.append(radix)
            radix = 1
        radix *= m
    chunks.append(radix)
    for _ in range(rounds):
        for chunk in chunks:
            uniform.below(chunk)
    return bits.bits_used / rounds


def byte_rejection_per_card(count, rounds):
    """One whole byte per try, rejected above the largest multiple of m."""
    bits = BitReader(os.urandom)

    def below(m):
        limit = 256 - 256 % m
        while True:
            byte = 0
            for _ in range(8):
                byte = byte << 1 | bits.bit()
            if byte < limit:
                return byte % m

    return per_card_bits(count, rounds, below, bits)


VM_SCRIPT = """
import gc, os
from indian_poker.shuffle import BLOCK_BYTES, CardSource

def allocated(entropy, deals, shuffles):
    source = CardSource(entropy)
    out = bytearray(52)
    source.deal(out, 10)  # the start-up test runs outside the measurement
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    for _ in range(deals):
        source.deal(out, 10)
    middle = gc.mem_alloc()
    for _ in range(shuffles):
        source.shuffle(out)
    after = gc.mem_alloc()
    gc.enable()
    return middle - before, after - middle

blocks = [os.urandom(BLOCK_BYTES) for _ in range(64)]
state = [0]
def prefetched(n):
    state[0] = (state[0] + 1) % 64
    return blocks[state[0]]

gc.collect()
gc.disable()
before = gc.mem_alloc()
for _ in range(100):
    os.urandom(BLOCK_BYTES)
print((gc.mem_alloc() - before) // 100)
gc.enable()
print(*allocated(os.urandom, DEALS, SHUFFLES))
print(*allocated(prefetched, DEALS, SHUFFLES))
"""


def micropython_allocation():
    """Heap bytes per urandom block, per deal and per shuffle on the MicroPython VM."""
    binary, why = instruments.micropython_vm()
    if binary is None:
        raise SystemExit("bench deal: " + why)
    script = VM_SCRIPT.replace("DEALS", str(VM_DEALS)).replace("SHUFFLES", str(VM_SHUFFLES))
    env = dict(os.environ, MICROPYPATH=f"{FIRMWARE_LIB}:.frozen")
    result = subprocess.run(
        [str(binary), "-X", "heapsize=1M", "-c", script],
        capture_output=True, text=True, env=env, check=True, timeout=300,
    )
    lines = result.stdout.split("\n")
    block = int(lines[0])
    urandom_deals, urandom_shuffles = map(int, lines[1].split())
    free_deals, free_shuffles = map(int, lines[2].split())
    return block, urandom_deals, urandom_shuffles, free_deals, free_shuffles


def main():
    """Measure and print every figure, with the command that reproduces it."""
    deal_limit = information_bits(10)
    shuffle_limit = information_bits(52)
    print(f"bits per deal, CardSource over os.urandom (reproduce: {COMMAND})")
    deal = card_source_bits(10, DEALS)
    shuffle = card_source_bits(52, SHUFFLES)
    print(f"  10-player deal: {deal:7.2f} bits  limit {deal_limit:6.2f}  "
          f"ratio {deal / deal_limit:.4f}x  ({DEALS} deals)")
    print(f"  full shuffle:   {shuffle:7.2f} bits  limit {shuffle_limit:6.2f}  "
          f"ratio {shuffle / shuffle_limit:.4f}x  ({SHUFFLES} shuffles)")
    ratios = []
    for players in range(2, 11):
        ratios.append(card_source_bits(players, 2000) / information_bits(players))
    print("  2..10 players (2000 deals each): ratios "
          + " ".join(f"{r:.4f}" for r in ratios))

    print("same measurement for simpler samplers (10-player deal / full shuffle):")
    for label, sampler in (
        ("plain FDR, chunks < 2**30", plain_fdr_chunks),
        ("plain FDR, one draw per card", plain_fdr_per_card),
        ("rejection on whole bytes", byte_rejection_per_card),
    ):
        d = sampler(10, DEALS) / deal_limit
        s = sampler(51, SHUFFLES) / shuffle_limit  # the 52nd card is forced
        print(f"  {label:30s} {d:.4f}x / {s:.4f}x")

    block, deals, shuffles, free_deals, free_shuffles = micropython_allocation()
    print(f"heap per deal on the MicroPython unix VM, gc disabled (reproduce: {COMMAND})")
    print(f"  os.urandom({BLOCK_BYTES}) itself allocates {block} bytes per call (mean of 100)")
    print(f"  over os.urandom: {deals / VM_DEALS:.1f} bytes per 10-player deal, "
          f"{shuffles / VM_SHUFFLES:.1f} bytes per shuffle "
          f"({VM_DEALS} deals, {VM_SHUFFLES} shuffles)")
    print(f"  over prefetched blocks: {free_deals} bytes in {VM_DEALS} deals, "
          f"{free_shuffles} bytes in {VM_SHUFFLES} shuffles")
    print(f"  so all of it is os.urandom's blocks ({deals / block / VM_DEALS:.2f} per deal); "
          "the deal code itself allocates nothing")

