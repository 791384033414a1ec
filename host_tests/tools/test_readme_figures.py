"""The README's figure table cannot go stale where a benchmark writes it: tools/bench/run.py
puts each README-ROW line a benchmark prints in place of its row (tools/bench/readme_figures.py),
and the quick benchmarks' rows must be the README's as it stands."""

import pathlib
import subprocess
import sys

from bench import readme_figures

ROOT = pathlib.Path(__file__).resolve().parents[2]
QUICK = ("architecture",)   # a second or less: run here on every test run


def test_update_replaces_the_row_of_the_same_what_and_nothing_else():
    text = ("| What | Measured | Target | Script |\n|---|---|---|---|\n"
            "| A | 1 | 0 | `a` |\n| B | 2 | 0 | `b` |\n\nafter\n")
    new, replaced, missing = readme_figures.update(text, {"A": "| A | 3 | 0 | `a` |"})
    assert new == text.replace("| A | 1 |", "| A | 3 |")
    assert replaced == ["A"] and missing == ["B"]


def test_the_quick_benchmarks_rows_are_the_readmes():
    """The architecture benchmark measured modules of 347 and 10 long functions in the README
    while the code had grown: written by `make bench`, checked here."""
    rows = readme_figures.table_rows(readme_figures.README.read_text(encoding="utf-8"))
    for name in QUICK:
        out = subprocess.run([sys.executable, str(ROOT / "tools" / "bench" / "run.py"), name],
                             capture_output=True, text=True, timeout=120).stdout
        measured = readme_figures.rows_in(out)
        assert measured, "%s printed no README-ROW line" % name
        for what, row in measured.items():
            assert rows.get(what) == row, (
                "README.md's row is stale; `make bench` (or `.venv/bin/python tools/bench/run.py`) "
                "writes it:\n  README: %s\n  now:    %s" % (rows.get(what), row))
