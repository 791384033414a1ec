"""make flash against a real MicroPython VM (WebAssembly port) behind a pseudo-terminal.

The VM runs under Node (tools/emu/ptybridge/vm.mjs) and tools/emu/ptybridge/bridge.py gives it
a /dev/pts port; mpremote talks to it as to a board's USB serial port.
"""

import json
import os
import pathlib
import shutil
import subprocess
import sys

import pytest
from ptybridge import bridge

ROOT = pathlib.Path(__file__).resolve().parents[2]

import bundle  # noqa: E402
import flash  # noqa: E402

MPREMOTE = str(pathlib.Path(sys.executable).parent / "mpremote")

SMOKE = """\
from indian_poker import Rules, Session, UNIT, card, CHECK
s = Session(Rules(players=2))
h = s.deal(cards=[card("2h"), card("Kc")])
h.act(CHECK)
h.act(CHECK)
assert h.over
assert s.balances() == [99 * UNIT, 101 * UNIT], s.balances()
print("hand played", s.balances())
"""


class Bridge:
    """A VM behind a pty, started by tools/emu/ptybridge/bridge.py."""

    def __init__(self, *flags):
        if shutil.which("node") is None:
            pytest.fail("node is not installed: the flash test needs Node.js")
        bridge.ensure_node_modules()
        self.proc = subprocess.Popen(
            [sys.executable, str(ROOT / "tools" / "emu" / "ptybridge" / "bridge.py"), *flags],
            stdout=subprocess.PIPE, text=True,
        )
        self.port = self.proc.stdout.readline().strip()
        assert self.port.startswith("/dev/"), self.port

    def mpremote(self, *args, timeout=60):
        """Run mpremote against the VM; return the finished process."""
        return subprocess.run([MPREMOTE, "connect", self.port, *args],
                              capture_output=True, text=True, timeout=timeout)

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)


@pytest.fixture(scope="module")
def vm():
    board = Bridge()
    yield board
    board.stop()


@pytest.fixture(scope="module")
def flashed(vm):
    """`make flash PORT=<pty>`, the maker's command, run once for the module. MicroPython's
    VM cannot load CircuitPython's .mpy files, so the bundle carries the .py sources."""
    proc = subprocess.run(["make", "-s", "flash", f"PORT={vm.port}", "BUNDLE_FLAGS=--py"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


def test_make_flash_copies_verifies_and_restarts(flashed):
    manifest = flash.load_manifest()
    count = len(manifest["files"])
    assert f"verified {count} files on the board" in flashed
    assert "board restarted with microcontroller.reset()" in flashed


def test_make_flash_really_restarted_the_vm(flashed, vm):
    proc = vm.mpremote("exec", "import microcontroller; print(microcontroller.resets)")
    assert proc.returncode == 0, proc.stderr
    assert int(proc.stdout.strip()) >= 1


def test_flashed_core_plays_a_hand_on_the_vm(flashed, vm, tmp_path):
    smoke = tmp_path / "smoke.py"
    smoke.write_text(SMOKE)
    proc = vm.mpremote("run", str(smoke))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "hand played" in proc.stdout


def test_board_files_match_the_manifest_byte_for_byte(flashed, vm, tmp_path):
    manifest = flash.load_manifest()
    record = next(r for r in manifest["files"] if r["path"].endswith("dealer/board/oled.py"))
    local = tmp_path / "copy.py"
    proc = vm.mpremote("fs", "cp", ":" + record["path"], str(local))
    assert proc.returncode == 0, proc.stderr
    assert flash.sha256_of(local) == record["sha256"]


def test_only_changed_files_are_copied(flashed, vm):
    manifest = flash.load_manifest()
    victim = next(r["path"] for r in manifest["files"] if r["path"].endswith("cards.py"))
    proc = vm.mpremote("exec", f"f = open({victim!r}, 'w'); f.write('broken'); f.close()")
    assert proc.returncode == 0, proc.stderr
    lines = []
    copied = flash.flash_serial(vm.port, log=lines.append)
    assert copied == [victim]
    assert f"flash: 1 of {len(manifest['files'])} files changed" in lines


def test_files_the_bundle_no_longer_has_are_named_and_kept(flashed, vm):
    proc = vm.mpremote("exec", "f = open('lib/stray.py', 'w'); f.write('x = 1'); f.close()")
    assert proc.returncode == 0, proc.stderr
    lines = []
    assert flash.flash_serial(vm.port, log=lines.append) == []
    assert "flash: note: on the board but not in the bundle, left in place: lib/stray.py" in lines
    proc = vm.mpremote("exec", "import os; print(os.listdir('lib'))")
    assert "stray.py" in proc.stdout


def test_a_source_that_would_shadow_the_new_mpy_is_removed(flashed, vm, tmp_path):
    """An older bundle's lib/x.py would be imported ahead of the new lib/x.mpy."""
    build = tmp_path / "build"
    shutil.copytree(ROOT / "build", build)
    manifest = flash.load_manifest(build)
    record = next(r for r in manifest["files"] if r["path"].endswith("indian_poker/cards.py"))
    source = record["path"]
    compiled = source[:-3] + ".mpy"
    (build / "CIRCUITPY" / compiled).write_bytes(b"C\x06 stands in for bytecode")
    os.remove(build / "CIRCUITPY" / source)
    record.clear()
    record.update(bundle.file_record(build / "CIRCUITPY" / compiled, compiled))
    (build / "manifest.json").write_text(json.dumps(manifest))
    lines = []
    assert flash.flash_serial(vm.port, build, log=lines.append) == [compiled]
    assert ("flash: removed, since the board would import them instead of the .mpy: "
            + source) in lines
    proc = vm.mpremote("exec", "import os; print(os.listdir('lib/indian_poker'))")
    assert "'cards.mpy'" in proc.stdout and "'cards.py'" not in proc.stdout
    # the real bundle again: its cards.py comes back (and wins over the stray .mpy)
    assert flash.flash_serial(vm.port, log=lambda line: None) == [source]


def test_bridge_refuses_raw_paste_and_runs_raw_repl_code(vm):
    import serial  # pyserial, installed with mpremote

    port = serial.Serial(vm.port, 115200, timeout=5)
    try:
        port.write(b"\r\x03\x03\r\x01")
        assert port.read_until(b"raw REPL; CTRL-B to exit\r\n>").endswith(b">")
        port.write(b"\x05A\x01")  # raw-paste request, as mpremote sends it
        assert port.read(2) == b"R\x00"
        port.write(b"print(6 * 7)\x04")
        assert port.read_until(b"\x04>") == b"OK42\n\x04\x04>"
        port.write(b"\r\x02")
    finally:
        port.close()


def test_soft_reboot_keeps_the_files(vm):
    proc = vm.mpremote("exec", "f = open('kept.txt', 'w'); f.write('still here'); f.close()",
                       "+", "soft-reset", "+", "exec", "print(open('kept.txt').read())")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().endswith("still here")


def read_only_flash(*flags):
    """tools/flash.py --port against a read-only VM; the finished process."""
    board = Bridge("--read-only", *flags)
    try:
        return subprocess.run([sys.executable, str(ROOT / "tools" / "flash.py"),
                               "--port", board.port], capture_output=True, text=True,
                              timeout=60)
    finally:
        board.stop()


def test_read_only_board_stops_with_one_clear_line(tmp_path):
    """A board with our boot.py (A not held): hold A, and again."""
    (tmp_path / "boot.py").write_text((ROOT / "firmware" / "boot.py").read_text())
    proc = read_only_flash("--seed", str(tmp_path))
    assert proc.returncode == 1
    assert proc.stderr.strip() == flash.READ_ONLY_SERIAL
    assert "hold A while plugging" in proc.stderr


def test_a_first_install_over_serial_says_how_it_goes():
    """CircuitPython's own drive, no boot.py of ours: holding A would change nothing."""
    proc = read_only_flash()
    assert proc.returncode == 1
    assert proc.stderr.strip() == flash.FIRST_INSTALL
    assert "first install: make flash DRIVE=" in proc.stderr


def test_flash_to_a_mounted_drive_copies_only_changes(tmp_path):
    build = tmp_path / "build"
    subprocess.run([sys.executable, str(ROOT / "tools" / "bundle.py"), "--out", str(build)],
                   check=True, capture_output=True, timeout=120)
    target = tmp_path / "CIRCUITPY"
    target.mkdir()
    (target / "boot_out.txt").write_text("left alone\n")
    first = flash.flash_drive(target, build, log=lambda line: None)
    manifest = flash.load_manifest(build)
    assert sorted(first) == sorted(r["path"] for r in manifest["files"])
    for record in manifest["files"]:
        assert flash.sha256_of(target / record["path"]) == record["sha256"]
    assert flash.flash_drive(target, build, log=lambda line: None) == []
    os.remove(target / "code.py")
    assert flash.flash_drive(target, build, log=lambda line: None) == ["code.py"]
    assert (target / "boot_out.txt").read_text() == "left alone\n"
    # an older bundle's source next to a new .mpy would be imported instead: removed
    compiled = [r["path"] for r in manifest["files"] if r["path"].endswith(".mpy")]
    if compiled:
        old = target / (compiled[0][:-4] + ".py")
        old.write_text("stale = True\n")
        lines = []
        assert flash.flash_drive(target, build, log=lines.append) == []
        assert not old.exists() and any("removed" in line for line in lines)


def test_read_only_errors_are_recognised():
    assert flash.is_read_only("OSError: [Errno 30] Read-only filesystem")
    assert flash.is_read_only("OSError: 30")
    assert not flash.is_read_only("OSError: [Errno 2] No such file/directory")
