"""No firmware module imports `random`: CircuitPython's `random` is a 32-bit-seeded PRNG.

Only the hardware RNG (`os.urandom`, through `indian_poker.shuffle.CardSource`)
may decide a deal: with a 32-bit seed at most 2**32 of the 52!/42! possible
10-player deals could ever appear.
"""

import ast
import pathlib

import pytest
from conftest import ROOT

FIRMWARE = ROOT / "firmware"
BANNED_MODULES = ("random", "urandom")  # `urandom` is MicroPython's name for `random`


def random_uses(source, filename="<source>"):
    """(line, what) for every import of a banned module in `source`."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "__import__"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            names = [str(node.args[0].value)]
        else:
            continue
        for name in names:
            if name.split(".")[0] in BANNED_MODULES:
                found.append((node.lineno, name))
    return found


def firmware_sources():
    """Every Python file that goes onto the CIRCUITPY drive."""
    return sorted(p for p in FIRMWARE.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize(
    "source",
    [
        "import random",
        "import random as r",
        "import os, urandom",
        "from random import randrange",
        "from urandom import getrandbits as g",
        "def f():\n    import random\n",
        "m = __import__('random')",
    ],
)
def test_the_scanner_finds_every_way_to_import_random(source):
    assert random_uses(source)


def test_the_scanner_lets_os_urandom_through():
    assert random_uses("import os\nos.urandom(32)\nfrom os import urandom") == []


def test_firmware_never_imports_random():
    sources = firmware_sources()
    assert any(p.name == "shuffle.py" for p in sources)
    offenders = {}
    for path in sources:
        uses = random_uses(path.read_text(encoding="utf-8"), str(path))
        if uses:
            offenders[str(pathlib.PurePosixPath(path.relative_to(ROOT)))] = uses
    assert offenders == {}, "deal only from the hardware RNG: " + repr(offenders)
