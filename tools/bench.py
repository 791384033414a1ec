"""Run every benchmark (tools/bench_*.py) in turn, print their figures and put the rows
they measure into the README's figure table (tools/readme_figures.py).

Each script's heading names the command that runs it alone; timings inside them are
interleaved (tools/interleave.py), so they hold still on a busy machine. A benchmark that
prints a README-ROW line replaces that row of README.md; `--no-readme` leaves the file
as it is. The rows no benchmark printed are named at the end: they were measured by hand.
"""

import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import readme_figures  # noqa: E402


def run(script):
    """Run one benchmark, echoing its output; (return code, its output)."""
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    lines = []
    for line in proc.stdout:
        sys.stdout.write(line)
        sys.stdout.flush()
        lines.append(line)
    return proc.wait(), "".join(lines)


def main(argv=None):
    """Run each bench_*.py with this interpreter; fail if any fails."""
    argv = sys.argv[1:] if argv is None else argv
    failed = []
    measured = {}
    for script in sorted(HERE.glob("bench_*.py")):
        print(f"== {script.name} (reproduce: .venv/bin/python tools/{script.name})", flush=True)
        code, output = run(script)
        if code != 0:
            failed.append(script.name)
        measured.update(readme_figures.rows_in(output))
    if "--no-readme" not in argv:
        text = readme_figures.README.read_text(encoding="utf-8")
        text, replaced, missing = readme_figures.update(text, measured)
        readme_figures.README.write_text(text, encoding="utf-8")
        print("README.md: %d row(s) written from this run (%s); %d not printed by any "
              "benchmark, left as they were: %s" % (
                  len(replaced), "; ".join(replaced) or "none changed", len(missing),
                  "; ".join(missing)))
    if failed:
        sys.exit("benchmarks failed: " + ", ".join(failed))


if __name__ == "__main__":
    main()
