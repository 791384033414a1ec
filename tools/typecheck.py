"""make typecheck: mypy over the firmware, against the stubs of the platforms it runs on.

Two checks, each with its own stubs:
- firmware: code.py, boot.py and every package in firmware/lib against
  circuitpython-stubs, with the board stubs set to the Raspberry Pi Pico
  (circuitpython_setboard raspberry_pi_pico); the Adafruit libraries are
  analysed from their installed sources;
- core: firmware/lib/indian_poker against MicroPython's own stubs
  (micropython-stdlib-stubs as the standard library, micropython-rp2-stubs for
  `micropython` and friends), so a CPython-only module or name fails here.

Strictness: bodies of unannotated functions are checked (the firmware has few
annotations), plus strict equality, redundant casts and unused ignores.

Errors inside the MicroPython stubs themselves are counted, not listed. Two kinds
of finding are listed but do not fail the run, and both are counted:
- the `micropython.const` fallback `def const(...)` that docs/architecture.md describes:
  mypy always reports that it differs from the stub's signature;
- errors recorded in tools/typecheck_known.txt (without line numbers), so that
  `make test` stays usable while they are fixed. Any other error fails.
`--update-known` rewrites that file from the current findings.
"""

import argparse
import collections
import importlib.metadata
import os
import pathlib
import re
import shutil
import subprocess
import sys
import sysconfig
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"
LIB = FIRMWARE / "lib"
CORE = LIB / "indian_poker"
KNOWN = ROOT / "tools" / "typecheck_known.txt"
WORK = ROOT / "build" / "typecheck"
BOARD = "raspberry_pi_pico"
COMMON_FLAGS = [
    "--check-untyped-defs",
    "--strict-equality",
    "--warn-redundant-casts",
    "--warn-unused-ignores",
    "--explicit-package-bases",
    "--no-error-summary",
    "--show-error-codes",
    "--hide-error-context",
    "--no-pretty",
]
ERROR_LINE = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+): error: (?P<message>.*?)"
                        r"(?:  \[(?P<code>[a-z0-9-]+)\])?$")
CONST_FALLBACK = "All conditional function variants must have identical signatures"


def bin_path(name):
    """A console script installed in the venv beside this Python."""
    return str(pathlib.Path(sys.executable).parent / name)


def firmware_targets():
    """code.py, boot.py and the packages/modules of firmware/lib, as paths for mypy."""
    targets = [p for p in (FIRMWARE / "code.py", FIRMWARE / "boot.py") if p.exists()]
    for entry in sorted(LIB.iterdir()):
        if entry.is_dir() and (entry / "__init__.py").exists():
            targets.append(entry)
        elif entry.suffix == ".py":
            targets.append(entry)
    return targets


def set_board(board=BOARD):
    """Point the circuitpython-stubs `board` module at `board`'s pins."""
    subprocess.run([bin_path("circuitpython_setboard"), board], check=True,
                   capture_output=True, text=True)


def micropython_stub_path(work=WORK):
    """A folder of links to micropython-rp2-stubs' top-level stubs, for MYPYPATH
    (mypy refuses site-packages itself on MYPYPATH)."""
    folder = work / "micropython-rp2-stubs"
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    # _mpy_shed (types the MicroPython stubs share) comes with micropython-stdlib-stubs,
    # whose stdlib/ is the typeshed replacement given to mypy separately.
    for name, skip in (("micropython-rp2-stubs", ()),
                       ("micropython-stdlib-stubs", ("stdlib", "stubs"))):
        dist = importlib.metadata.distribution(name)
        tops = {pathlib.PurePosixPath(str(f)).parts[0] for f in dist.files or []}
        for top in sorted(tops):
            if top.endswith(".dist-info") or top.startswith("__") or top in skip:
                continue
            source = pathlib.Path(str(dist.locate_file(top)))
            if source.exists() and not (folder / top).exists():
                os.symlink(source, folder / top)
    return folder


def micropython_typeshed():
    """The folder that micropython-stdlib-stubs installs its stdlib/ into."""
    site = pathlib.Path(sysconfig.get_paths()["purelib"])
    if not (site / "stdlib" / "VERSIONS").exists():
        raise SystemExit("typecheck: micropython-stdlib-stubs not installed: run make venv")
    return site


def run_mypy(name, targets, mypy_path, extra):
    """Run mypy; return its error lines (notes dropped)."""
    env = dict(os.environ, MYPYPATH=os.pathsep.join(str(p) for p in mypy_path))
    argv = [bin_path("mypy"), "--cache-dir", str(WORK / f"cache-{name}"), *COMMON_FLAGS,
            *extra, *[str(t.relative_to(ROOT)) for t in targets]]
    proc = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True)
    if proc.returncode not in (0, 1) or proc.stderr.strip():
        raise SystemExit(f"typecheck: mypy could not run ({name}):\n{proc.stderr}{proc.stdout}")
    return [line for line in proc.stdout.splitlines() if ": error: " in line]


class Finding:
    """One mypy error, with a key that survives line moves."""

    def __init__(self, check, line):
        match = ERROR_LINE.match(line)
        if match is None:
            raise SystemExit(f"typecheck: cannot read mypy's line: {line}")
        self.check = check
        self.path = match["path"]
        self.line = int(match["line"])
        self.message = match["message"]
        self.code = match["code"] or "-"

    @property
    def key(self):
        """check | path | code | message: the identity used by the known list."""
        return f"{self.check} | {self.path} | {self.code} | {self.message}"

    def in_third_party_stubs(self):
        """An error inside the linked MicroPython stubs, not in our code."""
        return pathlib.Path(self.path).is_relative_to(WORK.relative_to(ROOT))

    def is_const_fallback(self):
        """The `const` fallback of docs/architecture.md, which mypy always flags."""
        if not self.message.startswith(CONST_FALLBACK):
            return False
        source = (ROOT / self.path).read_text().splitlines()
        return source[self.line - 1].lstrip().startswith("def const(")

    def __str__(self):
        return f"{self.path}:{self.line}: {self.message}  [{self.code}] ({self.check})"


def read_known():
    """Counter of known finding keys."""
    known = collections.Counter()
    if KNOWN.exists():
        for line in KNOWN.read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                known[line] += 1
    return known


def write_known(findings):
    """Rewrite the known list from `findings`."""
    header = ("# Type errors known when this list was written (tools/typecheck.py "
              "--update-known).\n# They are reported on every run without failing it; "
              "fix them, then update the list.\n")
    KNOWN.write_text(header + "".join(f"{f.key}\n" for f in sorted(findings, key=str)))


def collect(board=BOARD):
    """Run both checks; return all findings."""
    WORK.mkdir(parents=True, exist_ok=True)
    set_board(board)
    findings = []
    lines = run_mypy("circuitpython", firmware_targets(), [LIB],
                     ["--follow-untyped-imports", "--python-version", "3.11"])
    findings += [Finding("circuitpython", line) for line in lines]
    if CORE.exists():
        lines = run_mypy("micropython", [CORE], [micropython_stub_path(), LIB],
                         ["--custom-typeshed-dir", str(micropython_typeshed()),
                          "--python-version", "3.11"])
        findings += [Finding("micropython", line) for line in lines]
    return findings


def main(argv=None):
    """Command line: `python tools/typecheck.py [--update-known]`."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update-known", action="store_true",
                        help="record the current errors as known")
    args = parser.parse_args(argv)
    started = time.monotonic()
    findings = collect()
    in_stubs = [f for f in findings if f.in_third_party_stubs()]
    findings = [f for f in findings if not f.in_third_party_stubs()]
    const_fallbacks = [f for f in findings if f.is_const_fallback()]
    real = [f for f in findings if not f.is_const_fallback()]
    if args.update_known:
        write_known(real)
    budget = read_known()
    known, new = [], []
    for finding in sorted(real, key=str):
        if budget[finding.key] > 0:
            budget[finding.key] -= 1
            known.append(finding)
        else:
            new.append(finding)
    fixed = sum(budget.values())
    for finding in known:
        print(f"known: {finding}")
    for finding in new:
        print(f"error: {finding}")
    elapsed = time.monotonic() - started
    print(f"typecheck: {len(new)} new errors, {len(known)} known errors "
          f"(tools/typecheck_known.txt), {len(const_fallbacks)} const() fallbacks "
          f"not counted, {len(in_stubs)} errors inside the MicroPython stubs themselves "
          f"not counted, {fixed} known errors now fixed; {elapsed:.1f} s")
    if fixed:
        print("typecheck: run `python tools/typecheck.py --update-known` to drop fixed ones")
    sys.exit(1 if new else 0)


if __name__ == "__main__":
    main()
