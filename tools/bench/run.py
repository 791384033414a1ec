"""The benchmarks' one runner.

    .venv/bin/python tools/bench/run.py                   # every benchmark (make bench)
    .venv/bin/python tools/bench/run.py NAME [ARGS...]    # one, e.g. device --json FILE
    .venv/bin/python tools/bench/run.py --list            # their names and first lines

Run alone, it runs each benchmark in turn in a process of its own, prints their figures
and puts the rows they measure into the README's figure table (tools/bench/readme_figures.py):
a benchmark that prints a README-ROW line replaces that row of README.md; `--no-readme`
leaves the file as it is. The rows no benchmark printed are named at the end: they were
measured by hand. Timings inside the benchmarks are interleaved (tools/bench/interleave.py),
so they hold still on a busy machine.
"""

import importlib
import pathlib
import subprocess
import sys

# the repository's roots in place of this folder: the benchmarks are the package `bench`
TOOLS = pathlib.Path(__file__).resolve().parents[1]
sys.path[:1] = [str(TOOLS), str(TOOLS / "emu"), str(TOOLS.parent / "firmware" / "lib")]

from bench import readme_figures  # noqa: E402

# the benchmarks, tools/bench/NAME.py each, in the order `make bench` runs them
BENCHES = ("architecture", "core", "deal", "device", "fingerprint", "firmware", "journal",
           "latency", "learn", "poker_rank", "speed")
HERE = pathlib.Path(__file__).resolve()


def summary(name):
    """The first line of a benchmark's docstring (after its usage lines)."""
    doc = importlib.import_module("bench." + name).__doc__ or ""
    lines = [line.strip() for line in doc.splitlines()
             if line.strip() and not line.strip().startswith(".venv/")]
    return lines[0] if lines else ""


def run(name):
    """Run one benchmark in a process of its own, echoing its output; (return code, output)."""
    proc = subprocess.Popen([sys.executable, str(HERE), name], stdout=subprocess.PIPE, text=True)
    lines = []
    for line in proc.stdout:
        sys.stdout.write(line)
        sys.stdout.flush()
        lines.append(line)
    return proc.wait(), "".join(lines)


def run_all(argv):
    """Run every benchmark with this interpreter; fail if any fails."""
    failed = []
    measured = {}
    for name in BENCHES:
        print(f"== {name} (reproduce: .venv/bin/python tools/bench/run.py {name})", flush=True)
        code, output = run(name)
        if code != 0:
            failed.append(name)
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


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        print("\nbenchmarks: " + ", ".join(BENCHES))
        return 0
    if argv and argv[0] == "--list":
        for name in BENCHES:
            print("%-12s %s" % (name, summary(name)))
        return 0
    if not argv or argv[0].startswith("-"):
        return run_all(argv)
    name, args = argv[0], argv[1:]
    if name not in BENCHES:
        sys.exit("bench: no benchmark %r; there are: %s" % (name, ", ".join(BENCHES)))
    sys.argv = ["tools/bench/run.py %s" % name, *args]
    return importlib.import_module("bench." + name).main()


if __name__ == "__main__":
    sys.exit(main())
