"""The benchmarks' timing harness (tools/bench/interleave.py): statistics and the worker protocol.

Only the mechanics are tested here; what the timings say lives in `make bench`.
"""


import instruments
import pytest
from bench.interleave import (
    measure,
    micropython_worker,
    python_worker,
    quartiles,
    ratio_text,
    ratios,
)

WORKLOADS = '''
def spin(steps):
    """run(n): n loops of `steps` additions."""
    def run(n):
        total = 0
        for _ in range(n * steps):
            total += 1
    return run
'''


def test_quartiles_interpolate_between_ranks():
    assert quartiles([5, 1, 3, 2, 4]) == (1, 2, 3, 4, 5)
    assert quartiles([1, 2, 3, 4]) == (1, 1.75, 2.5, 3.25, 4)
    assert quartiles([7]) == (7, 7, 7, 7, 7)


def test_ratios_are_taken_round_by_round():
    assert ratios([10, 30, 20], [5, 10, 10]) == [2, 3, 2]
    with pytest.raises(ValueError):
        ratios([1, 2], [1])
    assert ratio_text([2, 3, 2]) == "2.00x (IQR 2.00-2.50x, min-max 2.00-3.00x, 3 rounds)"


def test_workers_take_turns_and_report_a_rate_per_round(tmp_path):
    script = tmp_path / "workloads.py"
    script.write_text(WORKLOADS)
    workers = [python_worker("light", script, "spin", 10),
               python_worker("heavy", script, "spin", 1000)]
    rates = measure(workers, rounds=4, seconds=0.01)
    assert list(rates) == ["light", "heavy"]
    for worker in workers:
        assert len(worker.cpu) == len(worker.wall) == 4
        assert all(rate > 0 for rate in worker.cpu + worker.wall)
        assert worker._proc.poll() == 0  # the worker ended when its input closed


def test_a_micropython_worker_reports_wall_clock_rates(tmp_path):
    binary, why = instruments.micropython_vm()
    assert binary is not None, why + ": run the tests through `make test`"
    source = "def run(n):\n    for _ in range(n * 100):\n        pass\n"
    worker = micropython_worker("vm", binary, source, tmp_path)
    measure([worker], rounds=3, seconds=0.01)
    assert worker.cpu == [-1.0] * 3  # no CPU clock on the VM
    assert worker.rates is worker.wall and len(worker.wall) == 3
    assert all(rate > 0 for rate in worker.wall)
