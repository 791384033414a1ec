"""make uf2: the appliance UF2, relinked by the freeze kit with the app frozen in.

The kit (CIRCUITPY_FREEZE_KIT, default ../shared/cp-freeze) and its compiler are needed
for the builds; without the kit, make uf2 says so in one line and succeeds. The UF2's
sessions on the emulated Pico are in test_pico.py, its flashing in test_pico_flash.py.
"""

import hashlib
import json
import os
import pathlib
import re
import struct
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

import instruments  # noqa: E402
import uf2  # noqa: E402

UF2_MAGIC = (0x0A324655, 0x9E5D5157, 0x0AB16F30)
RP2040_FAMILY = 0xE48BFF56
REGION_BYTES = 1044480   # the 1,020 KiB firmware region


@pytest.fixture(scope="module")
def kit():
    folder, why = instruments.freeze_kit()
    if folder is None:
        pytest.skip("freeze kit: " + why)
    ok, why = uf2.arm_tools()
    if not ok:
        pytest.skip("freeze kit: " + why)
    return folder


def test_without_the_kit_make_uf2_says_so_in_one_line_and_succeeds():
    env = dict(os.environ, CIRCUITPY_FREEZE_KIT="/nonexistent/cp-freeze")
    proc = subprocess.run(["make", "-s", "uf2"], cwd=ROOT, capture_output=True, text=True,
                          env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines() == [
        "uf2: skipped: the freeze kit is not at /nonexistent/cp-freeze "
        "(set CIRCUITPY_FREEZE_KIT)"]


def test_the_link_report_gives_the_flash_used_and_the_region():
    text = ("Memory region         Used Size  Region Size  %age Used\n"
            "  FLASH_FIRMWARE:      581564 B      1020 KB     55.68%\n"
            "             RAM:        34144 B       256 KB     13.02%\n")
    assert uf2.flash_usage(text) == (581564, REGION_BYTES)
    assert uf2.flash_usage("  FLASH_FIRMWARE:  512 KB  1 MB  50%") == (524288, 1048576)
    assert uf2.flash_usage("no report") is None


def test_make_uf2_writes_the_uf2_its_sha256_and_the_drive_files(kit, tmp_path):
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "uf2.py"), "--out",
                           str(tmp_path)], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    image = tmp_path / ("dealer-%s.uf2" % uf2.version())
    data = image.read_bytes()
    digest, name = (tmp_path / (image.name + ".sha256")).read_text().split()
    assert name == image.name and digest == hashlib.sha256(data).hexdigest()
    assert "sha256 " + digest in proc.stdout
    # flash used + left = the region, as the link reported it
    figures = re.search(r"uf2: flash: ([\d,]+) of ([\d,]+) bytes used, ([\d,]+) bytes left",
                        proc.stdout)
    used, size, left = (int(n.replace(",", "")) for n in figures.groups())
    assert size == REGION_BYTES and used + left == size and left > 100000, proc.stdout
    # a UF2 for the RP2040: 512-byte blocks, both magics, the family, at XIP flash
    assert len(data) % 512 == 0
    for offset in range(0, len(data), 512):
        start0, start1, flags, addr, size_, _, _, family = struct.unpack_from(
            "<8I", data, offset)
        assert (start0, start1) == UF2_MAGIC[:2] and family == RP2040_FAMILY
        assert struct.unpack_from("<I", data, offset + 508)[0] == UF2_MAGIC[2]
        assert flags & 0x2000 and 0x10000000 <= addr < 0x10000000 + REGION_BYTES
    payload = b"".join(data[o + 32:o + 32 + 256] for o in range(0, len(data), 512))
    for module in (b"dealer/nav.py", b"indian_poker/loading.py", b"dealer/board/oled.py",
                   b"dealer/screens/qr_symbol.py"):
        assert module in payload, module
    for library in (b"adafruit_ssd1306.py", b"adafruit_miniqr.py", b"framebuf.py",
                    b"adafruit_bus_device/i2c_device.py"):   # none imported any more
        assert library not in payload, library
    manifest = json.loads((tmp_path / "appliance" / "manifest.json").read_text())
    assert [r["path"] for r in manifest["files"]] == list(uf2.DRIVE_FILES)
    for record in manifest["files"]:
        on_drive = (tmp_path / "appliance" / "CIRCUITPY" / record["path"]).read_bytes()
        assert on_drive == (ROOT / "firmware" / record["path"]).read_bytes()
        assert hashlib.sha256(on_drive).hexdigest() == record["sha256"]


def test_an_app_that_does_not_fit_fails_with_one_clear_line(kit, tmp_path):
    """500 KB of constants more than the region holds: the link overflows, and the message
    says so with the bytes over; no UF2 is left behind."""
    filler = "".join("S%d = %r\n" % (i, ("%05d" % i) * 10000) for i in range(10))
    out = tmp_path / "dealer.uf2"
    with pytest.raises(uf2.BuildError) as error:
        uf2.build(out, kit, extra={"filler.py": filler})
    message = str(error.value)
    assert message.startswith("uf2: the app does not fit: the FLASH_FIRMWARE region "
                              "overflows by "), message
    assert "\n" not in message
    assert not out.exists() and not list(tmp_path.glob("*.part"))
