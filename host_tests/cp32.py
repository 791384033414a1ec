"""CircuitPython's own 32-bit VM (a measuring instrument, not on PyPI), if it is here.

Found through $CIRCUITPY_VM, else $CIRCUITPY_DIR/micropython-cp32, by default in
../shared/circuitpython next to the repository; tests that need it skip with one line.
"""

import os
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIB = ROOT / "firmware" / "lib"


def vm_path():
    """(path, None) of micropython-cp32, or (None, why it is missing)."""
    named = os.environ.get("CIRCUITPY_VM")
    folder = pathlib.Path(os.environ.get("CIRCUITPY_DIR") or ROOT.parent / "shared"
                          / "circuitpython")
    path = pathlib.Path(named) if named else folder / "micropython-cp32"
    if path.is_file() and os.access(path, os.X_OK):
        return path, None
    return None, f"CircuitPython's 32-bit VM not found at {path} (set CIRCUITPY_VM)"


def run(path, source, heapsize=192 * 1024, lib=LIB, timeout=300):
    """Run `source` on the VM with firmware/lib on its path: (returncode, stdout, stderr)."""
    env = dict(os.environ, MICROPYPATH=f"{lib}:.frozen")
    proc = subprocess.run([str(path), "-X", f"heapsize={heapsize}", "-c", source],
                          capture_output=True, text=True, env=env, timeout=timeout)
    return proc.returncode, proc.stdout, proc.stderr
