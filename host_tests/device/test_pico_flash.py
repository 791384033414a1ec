"""make flash PORT= against CircuitPython itself: the emulated Pico behind a pseudo-terminal.

tools/emu/pico_serial.mjs runs CircuitPython 10.2.1 (stock, or the appliance's UF2) from a
drive image, its USB console on stdin and stdout, and tools/emu/ptybridge/bridge.py puts a
pty in front: the real mpremote talks to it as to a board's /dev/ttyACM0 while the dealer
runs (the case where mpremote alone hangs at its first contact). Soft key A is held at
power-up, as a maker does, so our boot.py lets the board write its drive. When the board
is stopped its drive is written out, checked with fsck.fat, and booted again: the screens
must be the simulator's. Skipped, with the reason, where the emulated Pico, node or
mtools are missing (and the appliance's part where the freeze kit is).
"""

import os
import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

import flash  # noqa: E402
import instruments  # noqa: E402

_FOLDER, _WHY = instruments.emulated_pico(fat_tools=False)   # pico.apt_tools installs mtools
if _FOLDER is None:
    pytest.skip("emulated Pico: " + _WHY, allow_module_level=True)

import pico  # noqa: E402

SETUP_KEYS = "d d d"   # the setup's first screens: the same whatever the board's entropy


class SerialPico:
    """The emulated Pico booted from `img`, its console behind a pty (`port`)."""

    def __init__(self, img, firmware=None, hold_a=True, drive_out=None):
        folder = pico.harness()
        env = dict(os.environ, FIRMWARE=str(firmware or folder / instruments.PICO_UF2))
        if hold_a:
            env["HOLD_A"] = "1"
        if drive_out is not None:
            env["DRIVE_OUT"] = str(drive_out)
        self.proc = subprocess.Popen(
            [sys.executable, str(ROOT / "tools" / "emu" / "ptybridge" / "bridge.py"), "--cwd",
             str(pico.HARNESS), "--", "node", "pico_serial.mjs", str(img)],
            stdout=subprocess.PIPE, text=True, env=env)
        self.port = self.proc.stdout.readline().strip()
        assert self.port.startswith("/dev/"), self.port

    def stop(self):
        """Power off: the drive is written out (DRIVE_OUT)."""
        self.proc.terminate()
        self.proc.wait(timeout=60)


def make_flash(port, *args):
    """The maker's command; the finished process."""
    return subprocess.run(["make", "-s", "flash", "PORT=" + port, *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=900)


@pytest.fixture(scope="module")
def tools():
    ok, why = pico.apt_tools()
    if not ok:
        pytest.skip("emulated Pico: " + why)


def boots_like_the_simulator(img, firmware=None):
    """The drive written by make flash, booted again: the setup as in the simulator."""
    run = pico.play(img, SETUP_KEYS, firmware=firmware)
    # the drive's settings.toml is the firmware's, which names no language: both ask
    _, expected = pico.simulate(SETUP_KEYS, settings_path=ROOT / "firmware" / "settings.toml")
    assert run.snaps == expected, [pico.rows_of(s) for s in run.snaps]
    assert "Traceback" not in run.console, run.console
    assert run.heap_lines() and run.heap_lines()[0][1] == 0, run.console


def fsck(img):
    env = dict(os.environ, PATH=os.environ.get("PATH", "") + ":/usr/sbin:/sbin")
    proc = subprocess.run(["fsck.fat", "-n", str(img)], capture_output=True, text=True,
                          env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.fixture(scope="module")
def appliance_uf2(tools):
    """make uf2 in the checkout (as make flash UF2=1 runs it): the UF2's path."""
    kit, why = instruments.freeze_kit()
    if kit is None:
        pytest.skip("appliance UF2: " + why)
    proc = subprocess.run(["make", "-s", "uf2"], cwd=ROOT, capture_output=True, text=True,
                          timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    import uf2
    return uf2.uf2_path()


def test_a_first_install_over_serial_says_what_to_do_in_one_line(appliance_uf2, tmp_path):
    """CircuitPython's own drive (no boot.py of ours) is read-only to the board's code,
    whatever is held at power-up: make flash PORT= says how a first install goes."""
    empty = tmp_path / "empty"
    empty.mkdir()
    board = SerialPico(pico.image(empty, tmp_path / "empty.img"), appliance_uf2)
    try:
        proc = make_flash(board.port, "UF2=1")
    finally:
        board.stop()
    assert proc.returncode != 0
    assert flash.FIRST_INSTALL in proc.stderr, proc.stdout + proc.stderr


def test_make_flash_uf2_copies_the_appliance_drive_over_serial(appliance_uf2, tmp_path):
    """A full copy of the appliance's drive files over serial (the board has the UF2 and
    our boot.py, A held), then the written drive boots the dealer from the UF2."""
    start = tmp_path / "start"
    start.mkdir()
    shutil.copyfile(ROOT / "firmware" / "boot.py", start / "boot.py")
    board = SerialPico(pico.image(start, tmp_path / "start.img"), appliance_uf2,
                       drive_out=tmp_path / "after.img")
    try:
        proc = make_flash(board.port, "UF2=1")
    finally:
        board.stop()
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out
    assert "flash: 2 of 3 files changed" in out
    assert "copied code.py" in out and "copied settings.toml" in out
    assert "flash: verified 3 files on the board (size and crc32)" in out
    fsck(tmp_path / "after.img")
    boot_out = subprocess.run(["mtype", "-i", str(tmp_path / "after.img"), "::boot_out.txt"],
                              capture_output=True, text=True, check=True,
                              env=dict(os.environ, MTOOLS_SKIP_CHECK="1")).stdout
    (tmp_path / "boot_out.txt").write_text(boot_out)
    assert flash.runs_appliance(tmp_path), boot_out   # what make flash UF2=1 waits for
    boots_like_the_simulator(tmp_path / "after.img", appliance_uf2)


def test_make_flash_uf2_to_the_bootsel_drive_then_circuitpy(appliance_uf2, tmp_path):
    """make flash UF2=1 BOOTSEL= DRIVE=: folders stand in for the Pico's two drives, and a
    thread plays its bootloader: once a UF2 lands on RPI-RP2 it takes it as the firmware,
    and CIRCUITPY comes up with CircuitPython's boot_out.txt. The UF2 that landed then
    boots the drive as make flash left it, on the emulated Pico."""
    import threading
    import time
    rp2, circuitpy = tmp_path / "RPI-RP2", tmp_path / "CIRCUITPY"
    rp2.mkdir()
    (rp2 / "INFO_UF2.TXT").write_text("UF2 Bootloader v3.0\nModel: Raspberry Pi RP2\n"
                                      "Board-ID: RPI-RP2\n")
    landed = tmp_path / "landed.uf2"

    def bootloader():
        end = time.monotonic() + 120
        while time.monotonic() < end:
            found = list(rp2.glob("*.uf2"))
            if found and found[0].stat().st_size == appliance_uf2.stat().st_size:
                time.sleep(0.5)
                shutil.move(found[0], landed)
                circuitpy.mkdir()
                (circuitpy / "boot_out.txt").write_text(
                    "Adafruit CircuitPython 10.2.1 on 2025-11-21; Raspberry Pi Pico with "
                    "rp2040\nBoard ID:%s\n" % flash.APPLIANCE_ID)
                return
            time.sleep(0.1)

    thread = threading.Thread(target=bootloader, daemon=True)
    thread.start()
    proc = subprocess.run(["make", "-s", "flash", "UF2=1", "BOOTSEL=" + str(rp2),
                           "DRIVE=" + str(circuitpy)], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)
    thread.join(timeout=10)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out
    assert "flash: copied %s to %s" % (appliance_uf2.name, rp2) in out
    assert landed.read_bytes() == appliance_uf2.read_bytes()
    assert sorted(p.name for p in circuitpy.iterdir()) == [
        "boot.py", "boot_out.txt", "code.py", "settings.toml"]
    assert "flash: verified 3 files on %s (sha256)" % circuitpy in out
    (circuitpy / "boot_out.txt").unlink()   # CircuitPython writes its own at boot
    boots_like_the_simulator(pico.image(circuitpy, tmp_path / "written.img"), landed)


def test_make_flash_uf2_without_a_bootsel_drive_says_what_to_do(appliance_uf2, tmp_path):
    """No RPI-RP2 and no CIRCUITPY mounted: one line on how to get the Pico there."""
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "flash.py"), "--uf2"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    if flash.find_drive("CIRCUITPY", "boot_out.txt") or flash.find_drive("RPI-RP2",
                                                                          "INFO_UF2.TXT"):
        pytest.skip("a Pico is mounted on this machine")
    assert proc.returncode == 1
    assert proc.stderr.startswith("flash: no RPI-RP2 drive: hold the Pico's BOOTSEL button")


def test_make_flash_updates_the_bundle_over_serial_while_the_dealer_runs(tools, tmp_path):
    """An update run: stock CircuitPython runs the dealer from an older drive, whose
    settings.toml differs and which holds a lib/x.py that would shadow the new lib/x.mpy.
    make flash PORT= wakes the board, copies the one changed file, removes the source,
    verifies every file by crc32 and restarts the board; the drive then boots the dealer.
    Before it (with the freeze kit), make flash UF2=1 PORT= refuses that board: the
    appliance's drive files alone would not run on stock CircuitPython."""
    proc = subprocess.run(["make", "-s", "bundle"], cwd=ROOT, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    manifest = flash.load_manifest()
    compiled = next(r["path"] for r in manifest["files"]
                    if r["path"].endswith("indian_poker/cards.mpy"))
    old = tmp_path / "old"
    shutil.copytree(ROOT / "build" / "CIRCUITPY", old)
    settings = old / "settings.toml"
    settings.write_text(settings.read_text().replace("DEALER_PLAYERS = 4", "DEALER_PLAYERS = 3"))
    source = compiled[:-4] + ".py"
    shutil.copyfile(ROOT / "firmware" / source, old / source)
    board = SerialPico(pico.image(old, tmp_path / "old.img"), drive_out=tmp_path / "after.img")
    kit = instruments.freeze_kit()[0]
    try:
        refused = make_flash(board.port, "UF2=1") if kit else None
        proc = make_flash(board.port)
    finally:
        board.stop()
    if refused is not None:
        assert refused.returncode != 0
        assert "without the dealer frozen in (board id raspberry_pi_pico)" in refused.stderr, (
            refused.stdout + refused.stderr)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out
    count = len(manifest["files"])
    assert "flash: 1 of %d files changed" % count in out
    assert "copied settings.toml" in out
    assert ("flash: removed, since the board would import them instead of the .mpy: "
            + source) in out
    assert "flash: verified %d files on the board (size and crc32)" % count in out
    assert "board restarted with microcontroller.reset()" in out
    fsck(tmp_path / "after.img")
    boots_like_the_simulator(tmp_path / "after.img")
