"""Architecture figures of the firmware: module and function sizes, and the app's reach.

    .venv/bin/python tools/bench_architecture.py

1. Lines per module of the rules core (firmware/lib/indian_poker) and the app
   (firmware/lib/dealer): the longest, and every one over 250 lines.
2. The longest functions (lines from `def` to the last line of its body): every one
   over 40 lines.
3. Private-field reads from the app: attributes named `_x` that a dealer module reads
   on anything but `self` (the goal is 0: the app asks the core's public API).
4. Counts: modules, classes and functions per package.
Last, the README's figure row of these (README-ROW: tools/readme_figures.py).
"""

import ast
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
LIB = pathlib.Path(__file__).resolve().parent.parent / "firmware" / "lib"
PACKAGES = ("indian_poker", "dealer")
MODULE_LINES = 250
FUNCTION_LINES = 40


def modules(package):
    """(path relative to firmware/lib, source, syntax tree) of each module of `package`."""
    for path in sorted((LIB / package).rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        yield str(path.relative_to(LIB)), text, ast.parse(text)


def private_reads(tree):
    """(line, expression) of each `_x` attribute read on something other than self."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                and not node.attr.startswith("__"):
            receiver = node.value
            if not (isinstance(receiver, ast.Name) and receiver.id in ("self", "cls")):
                found.append((node.lineno, ast.unparse(node)))
    return found


def main():
    """Print the figures; exit 1 if the app reads a private field."""
    lines = []
    functions = []
    reads = []
    for package in PACKAGES:
        counts = [0, 0, 0]
        for name, text, tree in modules(package):
            counts[0] += 1
            lines.append((len(text.splitlines()), name))
            for node in ast.walk(tree):
                if isinstance(node, ast.ClassDef):
                    counts[1] += 1
                elif isinstance(node, ast.FunctionDef):
                    counts[2] += 1
                    functions.append((node.end_lineno - node.lineno + 1, name, node.name))
            if package == "dealer":
                reads += [(name, line, expr) for line, expr in private_reads(tree)]
        print("%-12s %3d modules, %3d classes, %3d functions" % ((package,) + tuple(counts)))
    lines.sort(reverse=True)
    functions.sort(reverse=True)
    print("1. lines per module: the longest, then every other one over %d" % MODULE_LINES)
    for count, name in lines[:5] + [item for item in lines[5:] if item[0] > MODULE_LINES]:
        print("  %4d  %s" % (count, name))
    print("2. functions over %d lines (%d):" % (FUNCTION_LINES,
                                             sum(1 for f in functions if f[0] > FUNCTION_LINES)))
    for count, name, function in functions:
        if count > FUNCTION_LINES:
            print("  %4d  %s  %s" % (count, name, function))
    print("   the longest in dealer: %d lines (%s)" % next(
        (count, "%s %s" % (name, function)) for count, name, function in functions
        if name.startswith("dealer")))
    print("3. private-field reads from dealer on other objects: %d" % len(reads))
    for name, line, expr in reads:
        print("  %s:%d  %s" % (name, line, expr))
    print(readme_row(lines, functions, reads))
    return 1 if reads else 0


def readme_row(lines, functions, reads):
    """The README's figure row of these figures (tools/readme_figures.py)."""
    import readme_figures
    over = {package: [(count, name) for count, name in lines
                      if name.startswith(package) and count > MODULE_LINES]
            for package in ("dealer", "indian_poker")}
    long = {package: sum(1 for count, name, _ in functions
                         if name.startswith(package) and count > FUNCTION_LINES)
            for package in ("dealer", "indian_poker")}

    def named(found):
        return ", ".join("%s %d" % (name.rsplit("/", 1)[-1][:-3], count)
                         for count, name in found)
    return readme_figures.row(
        "The app's reads of private fields of the core; modules over %d lines and functions "
        "over %d (app / core)" % (MODULE_LINES, FUNCTION_LINES),
        "%d; %d / %d modules (%s / %s), %d / %d functions" % (
            len(reads), len(over["dealer"]), len(over["indian_poker"]), named(over["dealer"]),
            named(over["indian_poker"]), long["dealer"], long["indian_poker"]),
        "0", "`tools/bench_architecture.py`")


if __name__ == "__main__":
    sys.exit(main())
