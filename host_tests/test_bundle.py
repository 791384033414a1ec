"""make bundle: the drive holds exactly the firmware plus the pinned libraries it imports."""

import hashlib
import importlib.util
import json
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import bundle  # noqa: E402


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The real firmware bundled once into a temporary build folder."""
    out = tmp_path_factory.mktemp("build")
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "bundle.py"), "--out", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return out, proc.stdout


def drive_files(drive):
    return sorted(str(p.relative_to(drive)) for p in drive.rglob("*") if p.is_file())


def test_drive_has_the_firmware_byte_for_byte(built):
    out, _ = built
    drive = out / "CIRCUITPY"
    for rel in bundle.firmware_files():
        assert (drive / rel).read_bytes() == (ROOT / "firmware" / rel).read_bytes(), rel
    assert (drive / "code.py").exists() and (drive / "settings.toml").exists()
    assert (drive / "lib" / "indian_poker" / "__init__.py").exists()
    assert not [f for f in drive_files(drive) if "__pycache__" in f or f.endswith(".pyc")]


def test_drive_has_the_display_driver_and_what_it_imports(built):
    out, _ = built
    drive = out / "CIRCUITPY"
    src = pathlib.Path(importlib.util.find_spec("adafruit_ssd1306").origin)   # not run here
    assert (drive / "lib" / src.name).read_bytes() == src.read_bytes()
    assert (drive / "lib" / "adafruit_bus_device" / "i2c_device.py").exists()
    # adafruit_ssd1306 tries `import framebuf` first; adafruit_framebuf is only its
    # fallback, needed unless the firmware ships a framebuf of its own.
    ships_framebuf = (ROOT / "firmware" / "lib" / "framebuf.py").exists()
    assert (drive / "lib" / "adafruit_framebuf.py").exists() != ships_framebuf
    # No font file: no pinned package ships one and the firmware draws its own font.
    assert not list(drive.rglob("*.bin"))


def test_manifest_lists_every_file_with_size_and_hash(built):
    out, _ = built
    drive = out / "CIRCUITPY"
    manifest = json.loads((out / "manifest.json").read_text())
    assert [r["path"] for r in manifest["files"]] == drive_files(drive)
    for record in manifest["files"]:
        data = (drive / record["path"]).read_bytes()
        assert record["size"] == len(data)
        assert record["sha256"] == hashlib.sha256(data).hexdigest()
        if record["path"].endswith(".py"):
            assert 0 < record["mpy_size"], record  # mpy-cross compiled it


def test_circup_requirements_name_the_pinned_versions(built):
    out, _ = built
    lines = [ln for ln in (out / "circup-requirements.txt").read_text().splitlines()
             if ln and not ln.startswith("#")]
    manifest = json.loads((out / "manifest.json").read_text())
    pinned = bundle.pinned_distributions()
    assert f"adafruit_ssd1306=={pinned['adafruit-circuitpython-ssd1306']}" in lines
    assert len(lines) == len(manifest["libraries"])


def test_report_gives_sizes(built):
    _, stdout = built
    assert "bytes as .mpy" in stdout and "lib/adafruit_ssd1306.py" in stdout


def test_imports_guarded_by_import_error_are_optional():
    source = (
        "import os\n"
        "try:\n    import framebuf\nexcept ImportError:\n    import adafruit_framebuf\n"
        "try:\n    from typing import List\nexcept (ValueError, ImportError):\n    pass\n"
        "def f():\n    from indian_poker import card\n"
        "from . import sibling\n"
    )
    assert bundle.imports_of(source) == {
        "os": False, "framebuf": True, "adafruit_framebuf": True, "typing": True,
        "indian_poker": False,
    }


def test_pico_has_the_modules_the_dealer_needs():
    modules = bundle.board_modules("raspberry_pi_pico")
    assert {"board", "busio", "keypad", "microcontroller", "os", "binascii"} <= modules
    assert "machine" not in modules


def write_firmware(root, code):
    (root / "lib").mkdir(parents=True)
    (root / "code.py").write_text(code)
    return root


def test_unknown_unguarded_import_fails_naming_it(tmp_path):
    firmware = write_firmware(tmp_path / "fw", "import board\nimport machine\n")
    with pytest.raises(SystemExit, match="code.py imports 'machine'"):
        bundle.resolve(firmware)


def test_a_fallback_import_is_left_out_when_the_first_choice_exists():
    source = "try:\n    import framebuf\nexcept ImportError:\n    import adafruit_framebuf\n"
    sites = bundle.import_sites(source)
    assert sites["framebuf"] == (True, None)
    assert sites["adafruit_framebuf"] == (True, frozenset({"framebuf"}))


def test_own_framebuf_replaces_adafruit_framebuf(tmp_path):
    firmware = write_firmware(tmp_path / "fw", "import adafruit_ssd1306\n")
    (firmware / "lib" / "framebuf.py").write_text("MONO_VLSB = 0\n")
    libraries, optional, _ = bundle.resolve(firmware)
    assert sorted(libraries) == ["adafruit_bus_device", "adafruit_ssd1306"]
    assert "adafruit_framebuf" in optional


def test_libraries_follow_from_the_imports(tmp_path):
    firmware = write_firmware(tmp_path / "fw", "import adafruit_ssd1306\n")
    libraries, optional, _ = bundle.resolve(firmware)
    assert sorted(libraries) == ["adafruit_bus_device", "adafruit_framebuf", "adafruit_ssd1306"]
    assert "typing" in optional
    firmware = write_firmware(tmp_path / "bare", "import board\n")
    assert bundle.resolve(firmware)[0] == {}


def test_a_syntax_error_fails_the_bundle(tmp_path):
    firmware = write_firmware(tmp_path / "fw", "def broken(:\n    pass\n")
    with pytest.raises(SystemExit, match="code.py:1"):
        bundle.build(tmp_path / "out", firmware)


def test_mpy_cross_rejects_what_micropython_cannot_compile(tmp_path):
    drive = tmp_path / "drive"
    drive.mkdir()
    (drive / "ok.py").write_text("x = 1\n")
    (drive / "new_syntax.py").write_text("match x:\n    case 1:\n        pass\n")
    with pytest.raises(SystemExit, match="new_syntax.py"):
        bundle.compile_check(drive, tmp_path / "mpy")
