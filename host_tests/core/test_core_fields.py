"""The layout the rules core's modules share is public (docs/architecture.md, "Inside the
rules core"): no core module reads or writes an underscore field of anything but itself.

An underscore means what one module alone touches (Hand's own betting bookkeeping,
say); what the core's modules share (Hand.cards, Session.ledger, ...) has a plain
name, as python-chess exposes `occupied`. The app reads no private field either
(tools/bench/architecture.py counts those).
"""

import ast
import pathlib

from bench.architecture import private_reads
from conftest import FIRMWARE_LIB

CORE = FIRMWARE_LIB / "indian_poker"


def test_no_core_module_touches_another_objects_underscore_fields():
    reads = []
    for path in sorted(CORE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        reads += ["%s:%d %s" % (pathlib.Path(path).relative_to(FIRMWARE_LIB), line, expr)
                  for line, expr in private_reads(tree)]
    assert reads == []


def test_a_variants_strength_is_a_function_of_cards_and_rules():
    """Learn mode's odds ask a variant's strength of a few bytes of cards, not of a Hand
    faked for it: no module of the core defines a stand-in for a Hand."""
    for path in sorted(CORE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert "_Scratch" not in text, path
    from indian_poker import variants
    for variant in range(len(variants.WORDS)):
        game = variants.load(variant)
        assert game.strength.__code__.co_varnames[:4] == ("cards", "at", "middle", "rules")
        assert game.reason.__code__.co_varnames[:4] == ("cards", "at", "middle", "rules")
