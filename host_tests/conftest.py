"""Shared fixtures: import paths for the firmware, and a real MicroPython VM."""

import os
import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIRMWARE_LIB = ROOT / "firmware" / "lib"
sys.path.insert(0, str(FIRMWARE_LIB))
# micropython.const for the app's modules on CPython: the simulator's own `micropython`
# (tools/simhw/circuitpy), last on the path so it stands in for nothing else
sys.path.append(str(ROOT / "tools" / "simhw" / "circuitpy"))


def micropython_binary():
    """Path of the MicroPython unix VM installed by the Makefile, or None."""
    candidate = pathlib.Path(sys.executable).parent / "micropython"
    if candidate.exists():
        return str(candidate)
    return shutil.which("micropython")


class MicroPython:
    """Runs scripts on the MicroPython unix VM with a fixed heap size."""

    def __init__(self, binary, tmp_path):
        self.binary = binary
        self.tmp_path = tmp_path

    def run(self, source, heapsize=64 * 1024, path=(FIRMWARE_LIB,), timeout=300):
        """Run `source` on the VM; return stdout. Fails the test on a non-zero exit."""
        script = self.tmp_path / "mpy_script.py"
        script.write_text(source)
        env = dict(os.environ)
        env["MICROPYPATH"] = ":".join(str(p) for p in path) + ":.frozen"
        proc = subprocess.run(
            [self.binary, "-X", f"heapsize={heapsize}", str(script)],
            capture_output=True, text=True, env=env, timeout=timeout, cwd=self.tmp_path,
        )
        if proc.returncode != 0:
            pytest.fail(
                f"MicroPython exited {proc.returncode}\n--- stdout\n{proc.stdout}"
                f"\n--- stderr\n{proc.stderr}"
            )
        return proc.stdout


@pytest.fixture
def micropython(tmp_path):
    """A MicroPython VM runner; see `MicroPython.run`."""
    binary = micropython_binary()
    if binary is None:
        pytest.fail("MicroPython VM not installed: run the tests through `make test`")
    return MicroPython(binary, tmp_path)


# Modules that build into the repository's own build/ folder (make bundle, make uf2, make
# flash): run in one process, one after another, when make test runs them in parallel.
SHARES_BUILD_FOLDER = ("test_flash.py", "test_pico_flash.py", "test_uf2.py")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """Under pytest-xdist's --dist loadgroup: each module stays in one worker (its module
    fixtures are built once), and the modules sharing build/ stay in one worker together."""
    if not config.pluginmanager.hasplugin("xdist"):
        return
    for item in items:
        name = item.path.name
        group = "build" if name in SHARES_BUILD_FOLDER else name
        item.add_marker(pytest.mark.xdist_group(group))
