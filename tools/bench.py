"""Run every benchmark (tools/bench_*.py) in turn and print their figures.

Each script's heading names the command that runs it alone; timings inside them are
interleaved (tools/interleave.py), so they hold still on a busy machine.
"""

import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent


def main():
    """Run each bench_*.py with this interpreter; fail if any fails."""
    failed = []
    for script in sorted(HERE.glob("bench_*.py")):
        print(f"== {script.name} (reproduce: .venv/bin/python tools/{script.name})", flush=True)
        if subprocess.call([sys.executable, str(script)]) != 0:
            failed.append(script.name)
    if failed:
        sys.exit("benchmarks failed: " + ", ".join(failed))


if __name__ == "__main__":
    main()
