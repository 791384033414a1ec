"""make bundle: the drive holds exactly the firmware plus the pinned libraries it imports,
as CircuitPython .mpy files (or .py sources where CircuitPython's mpy-cross is missing)."""

import hashlib
import json
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

import bundle  # noqa: E402
import instruments  # noqa: E402

CP_MPY_CROSS, NO_CP_MPY_CROSS = instruments.circuitpython_mpy_cross()


def make_bundle(out, *args, env=None):
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "bundle.py"), "--out", str(out),
                           *args], capture_output=True, text=True, timeout=180, env=env)
    assert proc.returncode == 0, proc.stderr
    return out, proc.stdout, proc.stderr


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The real firmware bundled once into a temporary build folder, as `make bundle` does."""
    return make_bundle(tmp_path_factory.mktemp("build"))


@pytest.fixture(scope="module")
def built_py(tmp_path_factory):
    """The bundle with the .py sources (`bundle.py --py`)."""
    return make_bundle(tmp_path_factory.mktemp("build_py"), "--py")


def drive_files(drive):
    return sorted(str(p.relative_to(drive)) for p in drive.rglob("*") if p.is_file())


def shipped(rel):
    """Where firmware file `rel` lands on the drive of a .mpy bundle."""
    if rel.suffix == ".py" and str(rel) not in bundle.KEEP_SOURCE:
        return rel.with_suffix(".mpy")
    return rel


def test_py_bundle_has_the_firmware_byte_for_byte(built_py):
    out, _, _ = built_py
    drive = out / "CIRCUITPY"
    for rel in bundle.firmware_files():
        assert (drive / rel).read_bytes() == (ROOT / "firmware" / rel).read_bytes(), rel
    assert (drive / "lib" / "indian_poker" / "__init__.py").exists()
    assert not [f for f in drive_files(drive) if "__pycache__" in f or f.endswith(".pyc")]


def test_bundle_ships_circuitpython_mpy_but_code_and_boot_as_source(built):
    out, _, stderr = built
    drive = out / "CIRCUITPY"
    if CP_MPY_CROSS is None:
        # without the instrument: the sources, and one warning saying where mpy-cross comes from
        assert "CircuitPython's mpy-cross comes with CircuitPython" in stderr
        assert (drive / "lib" / "dealer" / "app.py").exists()
        pytest.skip(NO_CP_MPY_CROSS)
    for rel in bundle.firmware_files():
        on_drive = drive / shipped(rel)
        assert on_drive.exists(), rel
        if on_drive.suffix == ".mpy":
            assert on_drive.read_bytes()[:2] == b"C\x06", rel   # CircuitPython's .mpy v6
        else:
            assert on_drive.read_bytes() == (ROOT / "firmware" / rel).read_bytes(), rel
    assert (drive / "code.py").exists() and (drive / "boot.py").exists()
    assert not list(drive.rglob("lib/**/*.py"))
    assert "mpy-cross emitting mpy v6" in json.loads((out / "manifest.json").read_text())[
        "compiled_by"]


def test_without_circuitpythons_mpy_cross_the_sources_ship_with_a_warning(tmp_path):
    env = dict(os.environ, CIRCUITPY_MPY_CROSS=str(tmp_path / "absent"))
    out, _, stderr = make_bundle(tmp_path / "out", env=env)
    said = [line for line in stderr.splitlines() if "mpy-cross" in line]
    assert len(said) == 1 and "warning" in said[0] and "10.2.1" in said[0]
    assert (out / "CIRCUITPY" / "lib" / "dealer" / "app.py").exists()
    assert not list((out / "CIRCUITPY").rglob("*.mpy"))


def test_drive_has_the_display_driver_and_what_it_imports(built, built_py):
    for out, _, _ in (built, built_py):
        lib = out / "CIRCUITPY" / "lib"
        ext = ".mpy" if (lib / "dealer" / "board" / "oled.mpy").exists() else ".py"
        assert (lib / "dealer" / "board" / ("oled" + ext)).exists()
        # the firmware drives the SSD1306 itself (dealer/board/oled.py): no Adafruit
        # driver, no framebuf and no bus device of it on the drive
        for name in ("adafruit_ssd1306", "adafruit_framebuf", "framebuf"):
            assert not (lib / (name + ext)).exists(), name
        assert not (lib / "adafruit_bus_device").exists()
        # No font file: no pinned package ships one and the firmware draws its own font.
        assert not list(lib.rglob("*.bin"))


def test_manifest_lists_every_file_with_size_and_hash(built, built_py):
    for out, _, _ in (built, built_py):
        drive = out / "CIRCUITPY"
        manifest = json.loads((out / "manifest.json").read_text())
        assert [r["path"] for r in manifest["files"]] == drive_files(drive)
        for record in manifest["files"]:
            data = (drive / record["path"]).read_bytes()
            assert record["size"] == len(data)
            assert record["sha256"] == hashlib.sha256(data).hexdigest()
            if record["path"].endswith(".mpy"):
                assert record["source"] == record["path"][:-4] + ".py"
                assert record["source_size"] >= 0   # an empty __init__.py has 0


def test_circup_requirements_name_the_pinned_versions(built):
    out, _, _ = built
    lines = [ln for ln in (out / "circup-requirements.txt").read_text().splitlines()
             if ln and not ln.startswith("#")]
    manifest = json.loads((out / "manifest.json").read_text())
    pinned = bundle.pinned_distributions()
    for module, requirement in manifest["libraries"].items():
        distribution = requirement.split("==")[0]
        assert f"{module}=={pinned[distribution]}" in lines
    assert len(lines) == len(manifest["libraries"])


def test_report_gives_sizes(built):
    _, stdout, _ = built
    assert "modules as .mpy" in stdout and "lib/dealer/board/oled" in stdout


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
    if CP_MPY_CROSS is not None:
        with pytest.raises(SystemExit, match="new_syntax.py"):
            bundle.compile_drive(drive, CP_MPY_CROSS)
