"""Shared fixtures: import paths for the firmware, and a real MicroPython VM."""

import fcntl
import os
import pathlib
import subprocess
import sys

import instruments
import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIRMWARE_LIB = ROOT / "firmware" / "lib"   # on the path by pyproject.toml, with tools/
# micropython.const for the app's modules on CPython: the simulator's own `micropython`
# (tools/emu/simhw/circuitpy), last on the path so it stands in for nothing else
sys.path.append(str(ROOT / "tools" / "emu" / "simhw" / "circuitpy"))


def micropython_binary():
    """Path of the MicroPython unix VM installed by the Makefile, or None."""
    path = instruments.micropython_vm()[0]
    return str(path) if path else None


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


def pytest_configure(config):
    """The markers of this suite's own."""
    config.addinivalue_line("markers", "on_the_appliance: test_pico.py's sessions that make "
                            "test also plays on the appliance UF2 (the others: make "
                            "test-pico-all)")


# Modules that build into the repository's own build/ folder (make bundle, make uf2, make
# flash): make test runs the modules in parallel processes (pytest-xdist, one module to a
# process), and these take turns, one whole module at a time.
SHARES_BUILD_FOLDER = ("test_flash.py", "test_pico_flash.py", "test_uf2.py")


@pytest.fixture(scope="module", autouse=True)
def build_folder_turn(request):
    """Hold build/tests.lock for the whole of a module that writes into build/."""
    if request.node.path.name not in SHARES_BUILD_FOLDER:
        yield
        return
    (ROOT / "build").mkdir(exist_ok=True)
    with open(ROOT / "build" / "tests.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


# The longest modules (the emulated Pico's runs, the ten-player histories) first: with
# one module to a process, the other processes run the rest meanwhile.
RUN_FIRST = ("test_pico.py", "test_app_histories.py", "test_app_learn.py")


def pytest_collection_modifyitems(items):
    """Put the RUN_FIRST modules ahead of the others, in that order."""
    first = len(RUN_FIRST)
    items.sort(key=lambda item: RUN_FIRST.index(item.path.name)
               if item.path.name in RUN_FIRST else first)
