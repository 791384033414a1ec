"""Copy build/CIRCUITPY onto a board: over its serial port with mpremote, or to its drive.

Serial (`make flash PORT=/dev/ttyACM0`), all through mpremote's raw REPL:
1. a probe script on the board reports size and crc32 of every file of the
   manifest (hashlib is not on every board, binascii is), whether it can write,
   and the files under lib/ that the bundle no longer has (named, left in place),
   except a .py next to the bundle's .mpy of the same module: CircuitPython
   imports the .py first, so an older bundle's source would shadow the new
   bytecode, and it is removed;
2. a second script creates missing directories and empty placeholders for new
   files, then `fs cp -f` copies only the changed files. The placeholders matter:
   before copying, mpremote checks whether the target exists, and it misreads
   CircuitPython's "No such file/directory" (and the WebAssembly VM's errno 44)
   as a failure instead of "not there";
3. the probe runs again and every file must match the manifest;
4. `microcontroller.reset()` restarts the board (CircuitPython has no `machine`).
On [Errno 30] Read-only filesystem it stops with one line saying what to do.

Drive (`make flash DRIVE=/media/you/CIRCUITPY`): the same compare, copy and
verify on a mounted drive, by sha256.
"""

import argparse
import hashlib
import json
import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
EROFS = 30  # CircuitPython's and MicroPython's value, whatever the host's errno says
READ_ONLY_SERIAL = (
    "flash: the board's files are read-only to the REPL: unplug the board, hold A while "
    "plugging it back in (boot.py then lets the board write its drive), and run make flash "
    "again."
)
READ_ONLY_DRIVE = (
    "flash: {drive} is read-only: the board owns its drive (A was held while plugging in); "
    "unplug it and plug it back in without holding A."
)
WRITE_PROBE = ".flash_probe"

PROBE_SCRIPT = """\
import os, binascii
def _sum(p):
    try:
        f = open(p, 'rb')
    except OSError:
        return -1, 0
    n = c = 0
    while True:
        b = f.read(512)
        if not b:
            break
        n += len(b)
        c = binascii.crc32(b, c)
    f.close()
    return n, c & 0xFFFFFFFF
for p in PATHS:
    n, c = _sum(p)
    print('F', n, c, p)
def _walk(d):
    try:
        names = os.listdir(d)
    except OSError:
        return
    for name in names:
        p = d + '/' + name
        if os.stat(p)[0] & 0x4000:
            _walk(p)
        else:
            print('L', p)
_walk('lib')
try:
    f = open(PROBE, 'wb')
    f.close()
    os.remove(PROBE)
    print('W', 0)
except OSError as e:
    print('W', e.args[0])
"""

PREPARE_SCRIPT = """\
import os
for d in DIRS:
    try:
        os.mkdir(d)
    except OSError:
        pass
for p in NEW:
    open(p, 'wb').close()
"""

REMOVE_SCRIPT = """\
import os
for p in SHADOWS:
    os.remove(p)
"""

RESET_SCRIPT = "import microcontroller\nmicrocontroller.reset()"


class FlashError(Exception):
    """A flash step failed; the message is the one line the maker sees."""


def load_manifest(build=BUILD):
    """The bundle's manifest, or a clear error telling to run make bundle."""
    path = build / "manifest.json"
    if not path.exists():
        raise FlashError(f"flash: {path} is missing: run make bundle first")
    return json.loads(path.read_text())


def with_values(script, **values):
    """`script` preceded by `NAME = repr(value)` lines for the board."""
    return "".join(f"{name} = {value!r}\n" for name, value in values.items()) + script


class Probe:
    """What the probe script saw on the board."""

    def __init__(self, files, lib_files, write_errno):
        self.files = files              # {path: (size, crc32) or None if missing}
        self.lib_files = lib_files      # every file under lib/ on the board
        self.write_errno = write_errno  # 0 if the board can write its files


def parse_probe(output):
    """A Probe from the probe script's printed lines."""
    files, lib_files, write_errno = {}, [], None
    for line in output.splitlines():
        line = line.strip()
        parts = line.split(" ", 3)
        if len(parts) == 4 and parts[0] == "F":
            size, crc = int(parts[1]), int(parts[2])
            files[parts[3]] = None if size < 0 else (size, crc)
        elif line.startswith("L "):
            lib_files.append(line[2:])
        elif len(parts) == 2 and parts[0] == "W":
            write_errno = int(parts[1])
    if write_errno is None:
        raise FlashError("flash: the board did not answer the probe:\n" + output)
    return Probe(files, lib_files, write_errno)


def changed_files(manifest, on_board):
    """Manifest records whose file on the board is missing or differs."""
    return [r for r in manifest["files"]
            if on_board.get(r["path"]) != (r["size"], r["crc32"])]


def parent_dirs(paths):
    """Every parent directory of `paths`, shallowest first."""
    dirs = set()
    for path in paths:
        parts = path.split("/")[:-1]
        for depth in range(1, len(parts) + 1):
            dirs.add("/".join(parts[:depth]))
    return sorted(dirs, key=lambda d: (d.count("/"), d))


def shadowing(board_files, bundle_paths):
    """Files on the board that would be imported instead of the bundle's .mpy: x.py next
    to x.mpy (CircuitPython looks for the .py first)."""
    wanted = set(bundle_paths)
    return sorted(p for p in board_files
                  if p.endswith(".py") and p[:-3] + ".mpy" in wanted and p not in wanted)


def is_read_only(text):
    """True if a board's error output is CircuitPython's read-only error."""
    return "Errno 30" in text or "Read-only filesystem" in text or "OSError: 30" in text


class Board:
    """One board on a serial port, driven by the mpremote command line."""

    def __init__(self, port, mpremote=None, timeout=600):
        self.port = port
        self.mpremote = mpremote or mpremote_binary()
        self.timeout = timeout

    def run(self, *commands, step):
        """Run `mpremote connect PORT <commands...>`; return stdout or raise FlashError."""
        argv = [self.mpremote, "connect", self.port]
        for index, command in enumerate(commands):
            if index:
                argv.append("+")
            argv.extend(command)
        try:
            proc = subprocess.run(argv, capture_output=True, text=True, timeout=self.timeout)
        except subprocess.TimeoutExpired:
            raise FlashError(f"flash: no answer from {self.port} within {self.timeout} s "
                             f"while {step}: is it the board's port?") from None
        if proc.returncode != 0:
            text = proc.stdout + proc.stderr
            if is_read_only(text):
                raise FlashError(READ_ONLY_SERIAL)
            raise FlashError(f"flash: mpremote failed while {step}:\n{text.strip()}")
        return proc.stdout

    def probe(self, paths):
        """A Probe of `paths` on the board."""
        script = with_values(PROBE_SCRIPT, PATHS=list(paths), PROBE=WRITE_PROBE)
        return parse_probe(self.run(["exec", script], step="reading the board's files"))


def mpremote_binary():
    """mpremote from the project's venv, else from PATH."""
    candidate = pathlib.Path(sys.executable).parent / "mpremote"
    if candidate.exists():
        return str(candidate)
    found = shutil.which("mpremote")
    if found is None:
        raise FlashError("flash: mpremote not installed: run make venv")
    return found


def flash_serial(port, build=BUILD, mpremote=None, log=print):
    """Flash the bundle over `port`; return the list of paths copied."""
    manifest = load_manifest(build)
    drive = build / "CIRCUITPY"
    board = Board(port, mpremote)
    paths = [r["path"] for r in manifest["files"]]

    probe = board.probe(paths)
    if probe.write_errno == EROFS:
        raise FlashError(READ_ONLY_SERIAL)
    if probe.write_errno:
        raise FlashError(f"flash: the board cannot write its files (errno {probe.write_errno})")
    on_board = probe.files
    todo = changed_files(manifest, on_board)
    log(f"flash: {len(todo)} of {len(paths)} files changed")
    shadows = shadowing(probe.lib_files, paths)
    if shadows:
        board.run(["exec", with_values(REMOVE_SCRIPT, SHADOWS=shadows)],
                  step="removing sources the .mpy files replace")
        log("flash: removed, since the board would import them instead of the .mpy: "
            + ", ".join(shadows))
    strays = sorted(set(probe.lib_files) - set(paths) - set(shadows))
    if strays:
        log("flash: note: on the board but not in the bundle, left in place: "
            + ", ".join(strays))
    if todo:
        new = [r["path"] for r in todo if on_board.get(r["path"]) is None]
        prepare = with_values(PREPARE_SCRIPT, DIRS=parent_dirs(r["path"] for r in todo), NEW=new)
        commands = [["exec", prepare]]
        commands += [["fs", "cp", "-f", str(drive / r["path"]), ":" + r["path"]] for r in todo]
        board.run(*commands, step="copying")
        for record in todo:
            log(f"  copied {record['path']} ({record['size']} bytes)")

    wrong = changed_files(manifest, board.probe(paths).files)
    if wrong:
        raise FlashError("flash: verification failed for " + ", ".join(r["path"] for r in wrong))
    log(f"flash: verified {len(paths)} files on the board (size and crc32)")
    # No follow: the board drops the connection as it restarts.
    board.run(["exec", "--no-follow", RESET_SCRIPT], step="restarting the board")
    log("flash: board restarted with microcontroller.reset()")
    return [r["path"] for r in todo]


def sha256_of(path):
    """Hex sha256 of a file, or None if it does not exist."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except FileNotFoundError:
        return None


def flash_drive(target, build=BUILD, log=print):
    """Copy the changed files of the bundle onto a mounted drive; return the paths copied."""
    manifest = load_manifest(build)
    drive = build / "CIRCUITPY"
    target = pathlib.Path(target)
    if not target.is_dir():
        raise FlashError(f"flash: {target} is not a mounted drive (no such directory)")
    todo = [r for r in manifest["files"] if sha256_of(target / r["path"]) != r["sha256"]]
    log(f"flash: {len(todo)} of {len(manifest['files'])} files changed")
    on_drive = [str(p.relative_to(target)) for p in (target / "lib").rglob("*.py")]
    shadows = shadowing(on_drive, [r["path"] for r in manifest["files"]])
    try:
        for path in shadows:
            (target / path).unlink()
        if shadows:
            log("flash: removed, since the board would import them instead of the .mpy: "
                + ", ".join(shadows))
        for record in todo:
            dest = target / record["path"]
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(drive / record["path"], dest)
            log(f"  copied {record['path']} ({record['size']} bytes)")
        os.sync()
    except OSError as error:
        if error.errno == EROFS:
            raise FlashError(READ_ONLY_DRIVE.format(drive=target)) from None
        raise
    wrong = [r["path"] for r in manifest["files"]
             if sha256_of(target / r["path"]) != r["sha256"]]
    if wrong:
        raise FlashError("flash: verification failed for " + ", ".join(wrong))
    log(f"flash: verified {len(manifest['files'])} files on {target} (sha256); "
        "CircuitPython restarts by itself after the copy")
    return [r["path"] for r in todo]


def main(argv=None):
    """Command line: `flash.py --port /dev/ttyACM0` or `flash.py --drive /media/.../CIRCUITPY`."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--port", help="the board's serial port, e.g. /dev/ttyACM0")
    where.add_argument("--drive", help="the mounted CIRCUITPY drive")
    parser.add_argument("--build", type=pathlib.Path, default=BUILD,
                        help="folder with CIRCUITPY/ and manifest.json (make bundle)")
    args = parser.parse_args(argv)
    try:
        if args.port:
            flash_serial(args.port, args.build)
        else:
            flash_drive(args.drive, args.build)
    except FlashError as error:
        print(error, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
