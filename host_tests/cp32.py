"""CircuitPython's own 32-bit VM (a measuring instrument, not on PyPI), if it is here.

Found by tools/instruments.py ($CIRCUITPY_VM, else $CIRCUITPY_DIR/micropython-cp32, by
default in ../shared/circuitpython next to the repository); tests that need it skip with
one line.
"""

import os
import pathlib
import subprocess

import instruments

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIB = ROOT / "firmware" / "lib"


def vm_path():
    """(path, None) of micropython-cp32, or (None, why it is missing)."""
    return instruments.circuitpython_vm()


def run(path, source, heapsize=192 * 1024, lib=LIB, timeout=300):
    """Run `source` on the VM with firmware/lib on its path: (returncode, stdout, stderr)."""
    env = dict(os.environ, MICROPYPATH=f"{lib}:.frozen")
    proc = subprocess.run([str(path), "-X", f"heapsize={heapsize}", "-c", source],
                          capture_output=True, text=True, env=env, timeout=timeout)
    return proc.returncode, proc.stdout, proc.stderr
