"""Timings that hold still on a busy machine: interleaved slices of persistent workers.

Each engine runs in a process of its own that stays up for the whole measurement. The
parent asks the workers in turn to work for one short slice (80 ms) and report how many
units (hands, deals, evaluations) they did; thirty such rounds give thirty rates per
engine. A rate counts the worker's own CPU time (time.process_time), so the time the
machine gives to other processes during a slice does not count; what is left of the
load (a busy core's caches and clock) changes slowly, and engines of one round run back
to back, so the ratio of two engines is taken round by round. The benchmarks report the
median of those ratios with their spread (interquartile range and min-max).

A worker speaks one line each way: the parent writes the slice in seconds, the worker
answers "units wall_seconds cpu_seconds", timed with its own clocks around its own work
only. CPython workers run `python tools/bench/interleave.py SCRIPT FACTORY ARGS_JSON`, where
FACTORY(*ARGS) in SCRIPT returns `run(n)`, a function that does n units of work. A
MicroPython worker is a script that defines `run(n)` and ends with MICROPYTHON_SERVE;
the VM has no CPU clock, so it reports wall time only (cpu_seconds -1), and a ratio
that involves it must use every worker's wall-time rates.
"""

import importlib.util
import json
import os
import pathlib
import subprocess
import sys
import time

SLICE = 0.08  # seconds per engine per round
ROUNDS = 30
BATCH = 0.002  # a worker checks its clock after a batch of about this many seconds
HERE = pathlib.Path(__file__).resolve()


class Worker:
    """One engine in a process of its own, and its rates per round (units per second)."""

    def __init__(self, name, argv, env=None):
        self.name = name
        self.cpu = []  # units per second of the worker's CPU time, one per round
        self.wall = []  # units per second of wall time
        self._proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      text=True, env=env, bufsize=1)
        ready = self._proc.stdout.readline()
        if ready.strip() != "ready":
            self.close()
            raise RuntimeError("worker %s did not start: %r" % (name, ready))

    @property
    def rates(self):
        """Units per CPU second, one per round (per wall-clock second for a VM worker)."""
        return self.wall if self.cpu and self.cpu[0] < 0 else self.cpu

    def run(self, seconds):
        """Let the worker work for `seconds`; return (units, wall seconds, CPU seconds)."""
        self._proc.stdin.write("%r\n" % seconds)
        answer = self._proc.stdout.readline().split()
        if len(answer) != 3:
            raise RuntimeError("worker %s stopped" % self.name)
        return int(answer[0]), float(answer[1]), float(answer[2])

    def close(self):
        """End the worker process."""
        if self._proc.poll() is None:
            self._proc.stdin.close()
            self._proc.wait(timeout=30)


def python_worker(name, script, factory, *args):
    """A CPython worker running `factory(*args)` from `script` (a path)."""
    argv = [sys.executable, str(HERE), str(script), factory, json.dumps(args)]
    return Worker(name, argv)


def micropython_worker(name, binary, source, path):
    """A MicroPython worker: `source` defines run(n); the modules it imports are in `path`."""
    env = dict(os.environ, MICROPYPATH=str(path))
    return Worker(name, [str(binary), "-X", "heapsize=4194304", "-c",
                         source + MICROPYTHON_SERVE], env=env)


def interleave(workers, rounds=ROUNDS, seconds=SLICE):
    """Run the workers in turn, `rounds` times; each worker's rates go to .cpu and .wall."""
    for worker in workers:  # a first slice each, not counted: caches, lazy imports
        worker.run(seconds)
    for r in range(rounds):
        # The order rotates so that no engine always follows the same one.
        for i in range(len(workers)):
            worker = workers[(r + i) % len(workers)]
            units, wall, cpu = worker.run(seconds)
            worker.wall.append(units / wall)
            worker.cpu.append(units / cpu if cpu > 0 else -1.0)


def measure(workers, rounds=ROUNDS, seconds=SLICE, wall=False):
    """interleave() the workers, then close them; {name: rates} (wall-clock rates if `wall`)."""
    try:
        interleave(workers, rounds, seconds)
    finally:
        for worker in workers:
            worker.close()
    return {worker.name: worker.wall if wall else worker.rates for worker in workers}


def quartiles(values):
    """(min, lower quartile, median, upper quartile, max) of `values`."""
    ordered = sorted(values)
    last = len(ordered) - 1

    def at(fraction):  # linear interpolation between the closest ranks
        position = fraction * last
        low = int(position)
        high = min(low + 1, last)
        return ordered[low] + (ordered[high] - ordered[low]) * (position - low)

    return ordered[0], at(0.25), at(0.5), at(0.75), ordered[-1]


def ratios(numerator, denominator):
    """The round-by-round ratios of two lists of rates."""
    return [a / b for a, b in zip(numerator, denominator, strict=True)]


def rate_text(rates, unit):
    """'16,843 hands/s (IQR 16,500-17,100)': the median rate and its spread."""
    _, q1, median, q3, _ = quartiles(rates)
    return "%s %s/s (IQR %s-%s)" % (_thousands(median), unit, _thousands(q1), _thousands(q3))


def ratio_text(values):
    """'21.2x (IQR 20.9-21.6x, min-max 19.8-22.4x, 30 rounds)' for per-round ratios."""
    low, q1, median, q3, high = quartiles(values)
    digits = 2 if median < 10 else 1 if median < 100 else 0
    f = "%%.%df" % digits
    return ("%sx (IQR %s-%sx, min-max %s-%sx, %d rounds)"
            % (f % median, f % q1, f % q3, f % low, f % high, len(values)))


def _thousands(value):
    return "{:,.0f}".format(value) if value >= 100 else "{:.1f}".format(value)


def serve(run, out=sys.stdout, source=sys.stdin):
    """The worker side: answer each slice request with the units run(n) did in it."""
    run(1)
    batch = 1
    while True:  # the batch that takes about BATCH seconds, so the clock costs nothing
        start = time.perf_counter()
        run(batch)
        if time.perf_counter() - start >= BATCH:
            break
        batch *= 2
    out.write("ready\n")
    out.flush()
    for line in source:
        budget = float(line)
        units = 0
        cpu = time.process_time()
        start = time.perf_counter()
        while True:
            run(batch)
            units += batch
            took = time.perf_counter() - start
            if took >= budget:
                break
        out.write("%d %r %r\n" % (units, took, time.process_time() - cpu))
        out.flush()


MICROPYTHON_SERVE = """
import sys, time
def _serve():
    run(1)
    batch = 1
    while True:
        start = time.ticks_us()
        run(batch)
        if time.ticks_diff(time.ticks_us(), start) >= 2000:
            break
        batch *= 2
    print("ready")
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        budget = int(float(line) * 1000000)
        units = 0
        start = time.ticks_us()
        while True:
            run(batch)
            units += batch
            took = time.ticks_diff(time.ticks_us(), start)
            if took >= budget:
                break
        print(units, took / 1000000, -1)
_serve()
"""


def _load(script):
    spec = importlib.util.spec_from_file_location("interleaved_" + pathlib.Path(script).stem,
                                                  script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv):
    """Worker entry point: SCRIPT FACTORY ARGS_JSON."""
    script, factory, args = argv
    module = _load(script)
    serve(getattr(module, factory)(*json.loads(args)))


if __name__ == "__main__":
    # a worker: the repository's roots in place of this folder, as tools/bench/run.py sets them
    TOOLS = HERE.parents[1]
    sys.path[:1] = [str(TOOLS), str(TOOLS / "emu"), str(TOOLS.parent / "firmware" / "lib")]
    main(sys.argv[1:])
