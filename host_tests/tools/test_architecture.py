"""The layers' rules, as tools/bench/architecture.py measures them: no import cycle
reaches the app, and no code outside the tests decides on a screen's kind; and the
tools' own: nothing under tools/ imports from host_tests/ (what both use is tools/testkit).

Data flows one way (docs/architecture.md): key -> screen -> table -> core -> listeners
-> router -> draw. A screen that called the router back, or a router step that imported
a screen that imports the router, would close a loop of imports; a screen known by a
`kind` string would be state kept as a test label. Each check is also run on a small
made-up case that breaks it, so that it is known to fail when it should.
"""

import ast
import pathlib

from bench import architecture as arch

ROOT = pathlib.Path(__file__).resolve().parents[2]

# The one cycle left, inside the rules core: the rule checks (loaded to check a Rules,
# then dropped) read the rules' constants. A new cycle anywhere fails the test.
KNOWN_CORE_CYCLES = (["indian_poker.rules", "indian_poker.rules_check"],)


def test_no_import_cycle_reaches_the_app_and_no_new_one_appears():
    groups = arch.cycles(arch.import_graph())
    assert arch.app_cycles(groups) == []
    assert [group for group in groups if group not in KNOWN_CORE_CYCLES] == []


def test_the_import_graph_reads_every_kind_of_import():
    """Relative imports (a module, a name, a package's module), lazy ones, absolute ones."""
    graph = arch.import_graph()
    assert "dealer.screens.flow" in graph["dealer.nav"]
    assert {"dealer.screens.base", "dealer.screens.betting", "dealer.screens.layout",
            "dealer.board.keys"} <= graph["dealer.screens.cut"]
    assert "dealer.screens.amount" in graph["dealer.screens.turn"]   # inside a method
    assert "dealer.screens.setup" in graph["dealer.screens.flow"]
    assert "indian_poker" in graph["dealer.table"]
    assert "dealer.board.hardware" in graph["code"]


def test_the_cycle_check_finds_a_cycle():
    """The loop #24 found (flow -> deal -> flow, sessions -> flow -> results -> sessions),
    and one through a lazy import, are found; a one-way graph has none."""
    known = {"dealer.screens.flow": (None, False), "dealer.screens.deal": (None, False),
             "dealer.screens": (None, True), "dealer.sessions": (None, False)}
    deal = ast.parse("from . import flow, layout\nfrom .base import Screen")
    edges = [module for node in deal.body
             for module in arch.imported("dealer.screens.deal", False, node, known)]
    assert "dealer.screens.flow" in edges
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert arch.cycles(graph) == [["a", "b", "c"]]
    assert arch.cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
    assert arch.app_cycles([["dealer.nav", "dealer.screens.flow"], ["indian_poker.rules",
                                                                      "indian_poker.x"]]) \
        == [["dealer.nav", "dealer.screens.flow"]]


def test_no_screen_kind_is_compared_outside_the_tests():
    assert arch.kind_decisions() == []


def test_the_kind_check_catches_a_decision_on_a_kind():
    cases = ("if nav.stack[0].kind == 'final':\n    pass",
             "kind = app.screen_kind\nif kind in ('menu', 'off'):\n    pass",
             "done = self.kind != 'count'")
    for source in cases:
        assert arch.kind_comparisons(ast.parse(source)), source
    assert arch.kind_comparisons(ast.parse("kind = category(value)\nok = kind == 4")) == []


def test_the_other_checks_report_what_they_find():
    """The option editors' shared text and the core's foreign underscore fields are counted
    (their goals are the option table's and the core's); the checks see a planted case."""
    strings, functions = arch.editors_overlap()
    assert isinstance(strings, list) and isinstance(functions, list)
    assert isinstance(arch.core_privates(), list)
    planted = ast.parse("class Hand:\n    def f(self, other):\n        self._cards = 1\n"
                        "        return other._cards + other._seated\n"
                        "from .hand import _zeros")
    assert [text for _, text in arch.foreign_privates(planted)] == [
        "from .hand import _zeros", "other._seated"]
    tree = ast.parse("def _next(c, v):\n    return c[0]\nLABELS = ('Raises', 'Bet')")
    strings, functions = arch.written_out(tree)
    assert strings == {"Raises", "Bet"} and set(functions) == {"_next"}


def imports_of_tests(tree, test_modules):
    """The imports in `tree` (inside functions too) of a module of host_tests/, and any
    string that is the folder host_tests (as in a sys.path entry to reach one)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value.rstrip("/").rsplit("/", 1)[-1] == "host_tests":
            found.append(node.value)
            continue
        else:
            continue
        found += [name for name in names if name.split(".")[0] in test_modules]
    return found


def test_nothing_under_tools_imports_a_test_module():
    """Benchmarks once imported test modules (test_poker_rank, journal_play) while the tests
    imported the tools: what both use lives in tools/testkit, and the arrow points one way."""
    test_modules = {path.stem for path in (ROOT / "host_tests").rglob("*.py")}
    assert {"conftest", "app_sim_helpers", "test_poker_rank"} <= test_modules
    offenders = {}
    for path in sorted((ROOT / "tools").rglob("*.py")):
        if "node_modules" in path.parts:
            continue
        found = imports_of_tests(ast.parse(path.read_text(encoding="utf-8")), test_modules)
        if found:
            offenders[str(path.relative_to(ROOT))] = found
    assert offenders == {}


def test_the_test_import_check_finds_one():
    planted = ast.parse("import conftest\nfrom test_poker_rank import chi2_p\n"
                        "def f():\n    from app_sim_helpers import run\n"
                        "PATH = ROOT / 'host_tests'\nimport testkit.tables\nimport os\n"
                        "'see host_tests/device/test_pico.py'")
    assert imports_of_tests(planted, {"conftest", "test_poker_rank", "app_sim_helpers"}) == [
        "conftest", "test_poker_rank", "app_sim_helpers", "host_tests"]
