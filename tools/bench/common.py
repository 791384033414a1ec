"""What several benchmarks share: a script on a MicroPython VM, and the smallest heap a
run fits in (the one bisection every heap figure is measured with)."""

import os
import subprocess


def run_script(binary, script, heapsize, path, timeout=300):
    """Run `script` (source text) on the VM `binary` with `-X heapsize=` and MICROPYPATH
    `path`: the CompletedProcess, its output as text."""
    env = dict(os.environ, MICROPYPATH=str(path))
    return subprocess.run([str(binary), "-X", "heapsize=%d" % heapsize, "-c", script],
                          capture_output=True, text=True, env=env, timeout=timeout)


def prints_ok(proc):
    """True if a run ended well and printed the word ok."""
    return proc.returncode == 0 and "ok" in proc.stdout.split()


def smallest_heap(passes, high, step=256, low=0, what="the run", confirm=1, high_passes=False):
    """The smallest heap, a multiple of `step` above `low` and at most `high`, at which
    `passes(heapsize)` is true, by bisection: a run at `high` must pass (else SystemExit;
    high_passes: the caller has run it already), one at `low` is taken to fail. With
    `confirm` > 1 the heap found must pass that many times in a row, else it grows by
    `step` until it does (a run that just fits can depend on the random deal)."""
    high -= high % step
    if not high_passes and not passes(high):
        raise SystemExit("%s fails even with %d bytes of heap" % (what, high))
    low, high = low // step, high // step     # in steps: low fails, high passes
    while high - low > 1:
        mid = (low + high) // 2
        if passes(mid * step):
            high = mid
        else:
            low = mid
    heap = high * step
    while confirm > 1 and not all(passes(heap) for _ in range(confirm)):
        heap += step
    return heap
