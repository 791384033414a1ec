"""The README's figure table, written from what the benchmarks print, so it cannot go stale.

A benchmark that measures a row of the table prints it whole, as one line:

    README-ROW | What | Measured | Target | `tools/bench/run.py x` |

`make bench` (tools/bench/run.py) collects those lines and puts each row in place of the
README row with the same first cell ("What"); a row no benchmark printed this time stays
as it was, and bench.py names it. host_tests/tools/test_readme_figures.py checks that the rows
of the quick benchmarks are the README's rows as they stand.
"""

import pathlib

README = pathlib.Path(__file__).resolve().parents[2] / "README.md"
PREFIX = "README-ROW "


def row(*cells):
    """The line a benchmark prints for one row of the table."""
    return PREFIX + "| " + " | ".join(cells) + " |"


def rows_in(output):
    """{What: the table row} of every README-ROW line in a benchmark's output."""
    found = {}
    for line in output.splitlines():
        if line.startswith(PREFIX):
            table_row = line[len(PREFIX):].strip()
            found[what(table_row)] = table_row
    return found


def what(table_row):
    """A table row's first cell."""
    return table_row.strip("|").split(" | ")[0].strip()


def table_rows(text):
    """{What: row} of the README's figure table (the rows under "| What | Measured |")."""
    start = text.index("| What | Measured |")
    rows = {}
    for line in text[start:].splitlines()[2:]:
        if not line.startswith("|"):
            break
        rows[what(line)] = line
    return rows


def update(text, measured):
    """`text` (the README) with each row of `measured` in place of the row of its What;
    returns (new text, the Whats replaced, the Whats of the table nobody measured)."""
    current = table_rows(text)
    replaced = []
    for key, line in measured.items():
        if key in current and current[key] != line:
            text = text.replace(current[key], line)
            replaced.append(key)
    missing = [key for key in current if key not in measured]
    return text, replaced, missing

