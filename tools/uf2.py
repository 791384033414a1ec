"""make uf2: the appliance, CircuitPython for the Pico with the dealer frozen into its flash.

The relink kit (CIRCUITPY_FREEZE_KIT, default ../shared/cp-freeze; tools/instruments.py)
holds CircuitPython 10.2.1 for the Raspberry Pi Pico as prebuilt objects, with the
built-in modules the firmware does not use switched off, and the recipe that links them
again with any set of Python modules frozen in, offline, in seconds. This tool:
- stages what to freeze, as .py sources laid out like the drive's lib/: firmware/lib (the
  rules core and the dealer app) and any pinned library the firmware imports, found by
  following its imports as `make bundle` does (today none: the display driver and the QR
  generator are the firmware's own), but those the Pico's CircuitPython has built in (a
  built-in module is imported before a frozen one of the same name, so a frozen copy
  would only take flash);
- installs the kit's compiler (Debian's gcc-arm-none-eabi and libnewlib-arm-none-eabi)
  with apt-get where it is missing, as tools/emu/pico.py installs mtools;
- runs the kit's build.sh and writes build/dealer-<version>.uf2 with its sha256 beside it
  (build/dealer-<version>.uf2.sha256, as `sha256sum -c` reads it);
- prints the flash the firmware uses and the room left in its region (the link's own
  memory report), and fails with one clear line when the app does not fit;
- writes build/appliance/: CIRCUITPY/ with what the drive then needs (code.py,
  settings.toml, and boot.py for the writable-drive switch) and its manifest.json, the
  one `make flash UF2=1` copies and verifies.
Without the kit, one line says so and nothing is built (exit 0: the .mpy bundle of
`make bundle` stays the other way to install).
"""

import argparse
import hashlib
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(1, str(pathlib.Path(__file__).resolve().parent / "emu"))   # simhw, pico

import bundle  # noqa: E402
import instruments  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
FIRMWARE = ROOT / "firmware"
APPLIANCE = "appliance"
# What the appliance's drive holds: the app's entry point, its settings, and the boot-time
# switch that lets the board write its own drive (make flash PORT= needs it).
DRIVE_FILES = ("code.py", "settings.toml", "boot.py")
# (a command, or a file it installs: the C library has no command) and its Debian package
ARM_TOOLS = (("arm-none-eabi-gcc", "gcc-arm-none-eabi"),
             ("/usr/lib/arm-none-eabi/lib/libc.a", "libnewlib-arm-none-eabi"))
REGION = "FLASH_FIRMWARE"
USAGE = re.compile(r"^\s*%s:\s+(\d+)\s*(B|KB|MB|GB)\s+(\d+)\s*(B|KB|MB|GB)" % REGION, re.M)
OVERFLOW = re.compile(r"region [`']%s' overflowed by (\d+) bytes" % REGION)
UNITS = {"B": 1, "KB": 1024, "MB": 1024 ** 2, "GB": 1024 ** 3}


class BuildError(Exception):
    """The UF2 could not be built; the message is the one line the maker sees."""


def version():
    """The project's version and, in a git checkout, the commit: "0.1.0-8a29199" (with
    "-dirty" when the tree has changes)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    base = re.search(r'^version\s*=\s*"([^"]+)"', text, re.M).group(1)
    try:
        proc = subprocess.run(["git", "describe", "--always", "--dirty", "--abbrev=7",
                               "--exclude", "*"], cwd=ROOT, capture_output=True, text=True,
                              timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return base
    commit = proc.stdout.strip()
    return "%s-%s" % (base, commit) if proc.returncode == 0 and commit else base


def uf2_path(build=BUILD):
    """The UF2 `make uf2` writes for this checkout's version."""
    return build / ("dealer-%s.uf2" % version())


def latest(build=BUILD):
    """The newest build/dealer-*.uf2, or None."""
    found = sorted(build.glob("dealer-*.uf2"), key=lambda p: p.stat().st_mtime)
    return found[-1] if found else None


def stage(app_lib, firmware=FIRMWARE, extra=None):
    """The modules to freeze, as .py sources under `app_lib` (laid out like lib/); `extra`
    ({relative path: source text}) adds modules (a test of the flash limit). Returns the
    relative paths staged."""
    libraries, _, _ = bundle.resolve(firmware)
    built_in = bundle.board_modules()
    placed = {}
    lib = firmware / "lib"
    for path in sorted(lib.rglob("*.py")):
        rel = path.relative_to(lib)
        if any(part in bundle.SKIPPED_NAMES or part.startswith(".") for part in rel.parts):
            continue
        placed[pathlib.PurePosixPath(rel)] = path.read_bytes()
    for library in libraries.values():
        if library.module in built_in:
            continue
        for src, rel in library.files:
            if rel in placed:
                raise BuildError("uf2: %s is both ours and in %s" % (rel, library.distribution))
            placed[rel] = pathlib.Path(src).read_bytes()
    for rel, text in (extra or {}).items():
        placed[pathlib.PurePosixPath(rel)] = text.encode("utf-8")
    for rel, data in placed.items():
        target = app_lib / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return sorted(str(rel) for rel in placed)


def flash_usage(text):
    """(bytes used, region size) of the firmware region in the link's memory report."""
    match = USAGE.search(text)
    if match is None:
        return None
    return (int(match.group(1)) * UNITS[match.group(2)],
            int(match.group(3)) * UNITS[match.group(4)])


def arm_tools():
    """The kit's compiler, installed with apt-get where missing: (True, None) or (False, why)."""
    import pico
    return pico.apt_tools(ARM_TOOLS)


class Built:
    """What a build wrote: the UF2, its sha256, the flash used and the region's size."""

    def __init__(self, path, sha256, used, size, modules):
        self.path = path
        self.sha256 = sha256
        self.used = used
        self.size = size
        self.modules = modules

    @property
    def room(self):
        """Bytes left in the firmware region."""
        return self.size - self.used


def build(out, kit, extra=None, firmware=FIRMWARE):
    """Freeze the app into the kit's CircuitPython; write the UF2 at `out` and its
    sha256 beside it. A Built; BuildError with one line when it cannot."""
    ok, why = arm_tools()
    if not ok:
        raise BuildError("uf2: the freeze kit's compiler is missing: " + why)
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        app_lib = pathlib.Path(tmp) / "app_lib"
        modules = stage(app_lib, firmware, extra)
        part = out.with_name(out.name + ".part")
        proc = subprocess.run(["bash", str(kit / "build.sh"), str(app_lib), str(part)],
                              capture_output=True, text=True, timeout=600,
                              env=dict(os.environ, TMPDIR=tmp))
    text = proc.stdout + proc.stderr
    overflow = OVERFLOW.search(text)
    if overflow:
        part.unlink(missing_ok=True)
        raise BuildError("uf2: the app does not fit: the %s region overflows by %s bytes; "
                         "freeze fewer or smaller modules, or install the .mpy bundle "
                         "(make bundle) instead" % (REGION, "{:,}".format(int(overflow[1]))))
    if proc.returncode != 0 or not part.is_file():
        part.unlink(missing_ok=True)
        raise BuildError("uf2: the kit's build failed:\n" + text[-3000:])
    usage = flash_usage(text)
    if usage is None:
        raise BuildError("uf2: the link printed no %s usage:\n%s" % (REGION, text[-2000:]))
    part.replace(out)
    digest = hashlib.sha256(out.read_bytes()).hexdigest()
    out.with_name(out.name + ".sha256").write_text("%s  %s\n" % (digest, out.name))
    return Built(out, digest, usage[0], usage[1], modules)


def drive(out, firmware=FIRMWARE):
    """out/CIRCUITPY with the appliance drive's files and out/manifest.json (flash.py's)."""
    import json
    target = out / "CIRCUITPY"
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    files = []
    for name in DRIVE_FILES:
        shutil.copyfile(firmware / name, target / name)
        files.append(bundle.file_record(target / name, name))
    manifest = {"board": "raspberry_pi_pico (the appliance UF2: the app frozen in)",
                "compiled_by": "frozen into the UF2", "files": files}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def main(argv=None):
    """Command line: `uf2.py [--out build]`; exit 0 with one line when the kit is absent."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=pathlib.Path, default=BUILD)
    args = parser.parse_args(argv)
    kit, why = instruments.freeze_kit()
    if kit is None:
        print("uf2: skipped: %s" % why)
        return
    target = uf2_path(args.out)
    for stale in args.out.glob("dealer-*.uf2*"):
        if stale.name not in (target.name, target.name + ".sha256"):
            stale.unlink()
    try:
        built = build(target, kit)
    except BuildError as error:
        print(error, file=sys.stderr)
        sys.exit(1)
    drive(args.out / APPLIANCE)
    print("uf2: %d modules frozen into CircuitPython %s for the Raspberry Pi Pico"
          % (len(built.modules), instruments.CIRCUITPYTHON_VERSION))
    print("uf2: flash: %s of %s bytes used, %s bytes left in the firmware region"
          % ("{:,}".format(built.used), "{:,}".format(built.size), "{:,}".format(built.room)))
    print("uf2: wrote %s (sha256 %s) and %s" % (built.path, built.sha256,
                                                   args.out / APPLIANCE / "CIRCUITPY"))
    print("uf2: install: drag it onto RPI-RP2 (BOOTSEL held at plug-in), then copy %s "
          "onto CIRCUITPY, or: make flash UF2=1" % ", ".join(DRIVE_FILES))


if __name__ == "__main__":
    main()
