"""Architecture figures of the firmware: module and function sizes, the app's reach, its
import graph, and the rules the layers keep.

    .venv/bin/python tools/bench/run.py architecture

1. Lines per module of the rules core (firmware/lib/indian_poker) and the app
   (firmware/lib/dealer): the longest, and every one over 250 lines.
2. The longest functions (lines from `def` to the last line of its body): every one
   over 40 lines.
3. Private-field reads from the app: attributes named `_x` that a dealer module reads
   on anything but `self` (the goal is 0: the app asks the core's public API).
4. Counts: modules, classes and functions per package.
5. Import cycles in firmware/ (code.py, boot.py and firmware/lib), counting every
   import, those inside functions too (a module loaded late is still a dependency):
   each group of modules that import each other round (goal: none).
6. The two option editors, the setup's (dealer/screens/setup_options.py) and the
   settings panel's (dealer/screens/settings_panel.py): the strings (labels, choices)
   and the functions both of them write out (goal: none, one option table read by both).
7. Core modules reading another module's underscore fields: `x._name` on anything but
   self where no class of that module sets `self._name`, and `from .m import _name`
   (goal: 0: what the core's modules share has public names).
8. Screen-kind comparisons outside host_tests/: a comparison with `.kind` or
   `.screen_kind` (or a name set from one) in firmware/ or tools/ (goal: 0: a screen is
   known by its class; `kind` is only its name for the tests).
The script exits 1 if the app reads a private field, if an import cycle reaches the app
(dealer/, code.py, boot.py), or if a screen kind is compared outside the tests;
host_tests/tools/test_architecture.py checks the same in `make test`.
Last, the README's figure row of these (README-ROW: tools/bench/readme_figures.py).
"""

import ast
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
LIB = FIRMWARE / "lib"
PACKAGES = ("indian_poker", "dealer")
MODULE_LINES = 250
# The language modules (dealer/lang/en.py ...) are words, one line an entry, not code:
# their lines are not counted against MODULE_LINES.
WORDS = re.compile(r"dealer/lang/[a-z][a-z]\.py$")
FUNCTION_LINES = 40
EDITORS = ("dealer/screens/setup_options.py", "dealer/screens/settings_panel.py")
KINDS = ("kind", "screen_kind")


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


# ---- 5. the import graph ---------------------------------------------------------

def firmware_modules():
    """{dotted name: (path, is a package)} of code.py, boot.py and every firmware/lib module."""
    found = {"code": (FIRMWARE / "code.py", False), "boot": (FIRMWARE / "boot.py", False)}
    for path in sorted(LIB.rglob("*.py")):
        parts = list(path.relative_to(LIB).with_suffix("").parts)
        package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if package else parts)] = (path, package)
    return found


def imported(name, package, node, known):
    """The firmware modules an import statement of module `name` names."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names if alias.name in known]
    base = node.module or ""
    if node.level:   # relative: from the module's package, up level - 1
        parts = name.split(".") if package else name.split(".")[:-1]
        parts = parts[:len(parts) - node.level + 1]
        base = ".".join(parts + ([base] if base else []))
    found = []
    for alias in node.names:
        sub = base + "." + alias.name
        found.append(sub if sub in known else base)   # a submodule, or a name in `base`
    return [module for module in found if module in known]


def import_graph():
    """{module: the firmware modules it imports anywhere in it}."""
    known = firmware_modules()
    graph = {}
    for name, (path, package) in known.items():
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                deps.update(imported(name, package, node, known))
        deps.discard(name)
        graph[name] = deps
    return graph


def cycles(graph):
    """Each group of modules that import each other round (a strongly connected component
    of more than one module), sorted; Tarjan's algorithm, without recursion."""
    index, low, on_stack, stack, groups = {}, {}, set(), [], []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            for dep in edges:
                if dep not in index:
                    index[dep] = low[dep] = len(index)
                    stack.append(dep)
                    on_stack.add(dep)
                    work.append((dep, iter(sorted(graph[dep]))))
                    break
                if dep in on_stack:
                    low[node] = min(low[node], index[dep])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))
    return sorted(groups)


def app_cycles(groups):
    """The cycles that reach the app (dealer, code.py, boot.py)."""
    return [group for group in groups
            if any(not module.startswith("indian_poker") for module in group)]


# ---- 6. the option editors -------------------------------------------------------

def written_out(tree):
    """(strings, {function name: its syntax dumped}) a module writes out: its string
    constants of three characters or more (docstrings aside) and its functions."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    strings = set()
    functions = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and len(node.value) >= 3 and id(node) not in docstrings:
            strings.add(node.value)
        elif isinstance(node, ast.FunctionDef):
            body = node.body[1:] if ast.get_docstring(node) else node.body
            functions[node.name] = ast.dump(ast.Module(body=body, type_ignores=[]))
    return strings, functions


def editors_overlap():
    """(strings, functions) both option editors write out; ([], []) once one is gone."""
    found = []
    for editor in EDITORS:
        path = LIB / editor
        if not path.exists():
            return [], []
        found.append(written_out(ast.parse(path.read_text(encoding="utf-8"))))
    (strings_a, functions_a), (strings_b, functions_b) = found
    same = [name for name in sorted(functions_a)
            if functions_b.get(name) == functions_a[name]]
    return sorted(strings_a & strings_b), same


# ---- 7. the core's underscore fields -----------------------------------------------

def foreign_privates(tree):
    """(line, expression) of each underscore field a core module reads that is not its own:
    `x._name` on anything but self/cls where no class of the module sets `self._name`, and
    `from .m import _name`."""
    own = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) \
                and isinstance(node.value, ast.Name) and node.value.id == "self":
            own.add(node.attr)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__"):
                    found.append((node.lineno, "from %s import %s" % (
                        "." * node.level + (node.module or ""), alias.name)))
        elif isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                and not node.attr.startswith("__") and node.attr not in own:
            receiver = node.value
            if not (isinstance(receiver, ast.Name) and receiver.id in ("self", "cls")):
                found.append((node.lineno, ast.unparse(node)))
    return found


# ---- 8. screen kinds compared ------------------------------------------------------

def kind_comparisons(tree):
    """(line, comparison) of each comparison of a screen's kind: `.kind`, `.screen_kind`,
    or a name the module set from one of them."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) \
                and node.value.attr in KINDS:
            names.update(target.id for target in node.targets if isinstance(target, ast.Name))

    def is_kind(operand):
        return isinstance(operand, ast.Attribute) and operand.attr in KINDS or \
            isinstance(operand, ast.Name) and operand.id in names

    return [(node.lineno, ast.unparse(node)) for node in ast.walk(tree)
            if isinstance(node, ast.Compare)
            and any(is_kind(operand) for operand in [node.left] + node.comparators)]


def outside_tests():
    """(path from the repository, source) of every Python file of firmware/ and tools/."""
    for folder in (FIRMWARE, ROOT / "tools"):
        for path in sorted(folder.rglob("*.py")):
            yield str(path.relative_to(ROOT)), path.read_text(encoding="utf-8")


def kind_decisions():
    """(file, line, comparison) of every screen-kind comparison outside host_tests/."""
    return [(name, line, text) for name, source in outside_tests()
            for line, text in kind_comparisons(ast.parse(source))]


def core_privates():
    """(module, line, expression) of every foreign underscore field a core module reads."""
    return [(name, line, text) for name, _, tree in modules("indian_poker")
            for line, text in foreign_privates(tree)]


def main():
    """Print the figures; exit 1 if the app reads a private field, an import cycle reaches
    the app, or a screen kind is compared outside the tests."""
    lines = []
    functions = []
    reads = []
    for package in PACKAGES:
        counts = [0, 0, 0]
        for name, text, tree in modules(package):
            counts[0] += 1
            if not WORDS.search(name):
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
    graph = import_graph()
    groups = cycles(graph)
    print("5. import cycles in firmware/ (%d modules, %d imports): %d (%d reach the app)" % (
        len(graph), sum(len(deps) for deps in graph.values()), len(groups),
        len(app_cycles(groups))))
    for group in groups:
        print("  %d modules: %s" % (len(group), ", ".join(group)))
    strings, same = editors_overlap()
    print("6. written out in both option editors (%s): %d strings, %d functions" % (
        " and ".join(pathlib.Path(editor).name for editor in EDITORS), len(strings),
        len(same)))
    if strings:
        print("  strings: " + ", ".join(repr(text) for text in strings))
    if same:
        print("  functions: " + ", ".join(same))
    privates = core_privates()
    print("7. core modules reading another's underscore fields: %d reads in %d modules" % (
        len(privates), len({name for name, _, _ in privates})))
    for name in sorted({name for name, _, _ in privates}):
        fields = sorted({text.rsplit(".", 1)[-1].split()[-1]
                         for module, _, text in privates if module == name})
        print("  %-36s %s" % (name, " ".join(fields)))
    decisions = kind_decisions()
    print("8. screen-kind comparisons outside host_tests/: %d" % len(decisions))
    for name, line, text in decisions:
        print("  %s:%d  %s" % (name, line, text))
    print(readme_row(lines, functions, reads))
    return 1 if reads or app_cycles(groups) or decisions else 0


def readme_row(lines, functions, reads):
    """The README's figure row of these figures (tools/bench/readme_figures.py)."""
    from bench import readme_figures
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
        "0", "`tools/bench/run.py architecture`")

