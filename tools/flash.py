"""Copy build/CIRCUITPY onto a board: over its serial port with mpremote, or to its drive.

Serial (`make flash PORT=/dev/ttyACM0`), all through mpremote's raw REPL:
0. the board is woken first, as mpremote alone cannot while the dealer runs: Ctrl-C
   stops code.py, then after a second a carriage return leaves CircuitPython's "Press
   any key to enter the REPL" (sent in one chunk with mpremote's own Ctrl-A, that key
   is lost and mpremote waits for the raw REPL for good); no prompt within WAKE_S
   seconds stops with one line saying so;
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
CircuitPython's drive is read-only to the board's own code unless boot.py (ours: A held
at power-up) remounts it; on [Errno 30] Read-only filesystem it stops with one line
saying what to do: hold A, or, with no boot.py on the board yet (a first install), copy
to the drive or install the UF2.

Drive (`make flash DRIVE=/media/you/CIRCUITPY`): the same compare, copy and
verify on a mounted drive, by sha256.

The appliance (`make flash UF2=1`, tools/uf2.py): build/dealer-<version>.uf2 is copied to
the Pico's BOOTSEL drive (RPI-RP2: BOOTSEL held while plugging in; found where Linux and
macOS mount drives, or named with BOOTSEL=), the Pico restarts into it, and once its
CIRCUITPY drive appears only the appliance's drive files (build/appliance) are copied and
verified there. With PORT= (or DRIVE=) and no BOOTSEL drive, a board that already runs the
appliance gets only those files; one that runs another CircuitPython is refused with what
to do.
"""

import argparse
import hashlib
import json
import os
import pathlib
import shutil
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
EROFS = 30  # CircuitPython's and MicroPython's value, whatever the host's errno says
READ_ONLY_SERIAL = (
    "flash: the board's files are read-only to the REPL: unplug the board, hold A while "
    "plugging it back in (boot.py then lets the board write its drive), and run make flash "
    "again."
)
FIRST_INSTALL = (
    "flash: first install: make flash DRIVE=<the mounted CIRCUITPY drive>, or the UF2 "
    "(make flash UF2=1): over serial the board can write its own drive only once our "
    "boot.py is on it (A held at power-up), and it is not there yet."
)
APPLIANCE_ID = "raspberry_pi_pico_dealer_room"   # board.board_id of the appliance UF2
NOT_APPLIANCE = (
    "flash: the board runs CircuitPython without the dealer frozen in (board id {board}): "
    "install the UF2 first: make flash UF2=1 with the Pico in BOOTSEL mode (hold BOOTSEL "
    "while plugging it in), or drag {uf2} onto its RPI-RP2 drive."
)
WAKE_S = 20.0   # seconds for the REPL prompt after Ctrl-C (a busy board answers in one)
MOUNTS = ("/media/*/{label}", "/run/media/*/{label}", "/media/{label}", "/Volumes/{label}",
          "/mnt/{label}")
DRIVE_WAIT_S = 60.0   # for CIRCUITPY to appear once the UF2 is on RPI-RP2
READ_ONLY_DRIVE = (
    "flash: {drive} is read-only: the board owns its drive (A was held while plugging in); "
    "unplug it and plug it back in without holding A."
)
WRITE_PROBE = ".flash_probe"

PROBE_SCRIPT = """\
import os, binascii
try:
    _crc = binascii.crc32
except AttributeError:   # CircuitPython built without zlib (the appliance) has no crc32
    _lo = []
    _hi = []
    for _i in range(256):
        _l, _h = _i, 0
        for _k in range(8):
            _c = _l & 1
            _l = (_l >> 1) | ((_h & 1) << 15)
            _h >>= 1
            if _c:
                _l ^= 0x8320
                _h ^= 0xEDB8
        _lo.append(_l)
        _hi.append(_h)
    def _crc(b, c):
        c ^= 0xFFFFFFFF
        l, h = c & 0xFFFF, c >> 16
        for x in b:
            i = (l ^ x) & 0xFF
            l = ((l >> 8) | ((h & 0xFF) << 8)) ^ _lo[i]
            h = (h >> 8) ^ _hi[i]
        return (h << 16 | l) ^ 0xFFFFFFFF
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
        c = _crc(b, c) & 0xFFFFFFFF
    f.close()
    return n, c & 0xFFFFFFFF
for p in PATHS:
    n, c = _sum(p)
    print('F', n, c, p)
try:
    import board
    print('B', board.board_id)
except (ImportError, AttributeError):
    print('B', '-')
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

    def __init__(self, files, lib_files, write_errno, board_id=None):
        self.files = files              # {path: (size, crc32) or None if missing}
        self.lib_files = lib_files      # every file under lib/ on the board
        self.write_errno = write_errno  # 0 if the board can write its files
        self.board_id = board_id        # board.board_id, None where there is no board module


def parse_probe(output):
    """A Probe from the probe script's printed lines."""
    files, lib_files, write_errno, board_id = {}, [], None, None
    for line in output.splitlines():
        line = line.strip()
        parts = line.split(" ", 3)
        if len(parts) == 2 and parts[0] == "B":
            board_id = None if parts[1] == "-" else parts[1]
        elif len(parts) == 4 and parts[0] == "F":
            size, crc = int(parts[1]), int(parts[2])
            files[parts[3]] = None if size < 0 else (size, crc)
        elif line.startswith("L "):
            lib_files.append(line[2:])
        elif len(parts) == 2 and parts[0] == "W":
            write_errno = int(parts[1])
    if write_errno is None:
        raise FlashError("flash: the board did not answer the probe:\n" + output)
    return Probe(files, lib_files, write_errno, board_id)


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

    def __init__(self, port, mpremote=None, timeout=600, wake_s=WAKE_S):
        self.port = port
        self.mpremote = mpremote or mpremote_binary()
        self.timeout = timeout
        self.wake_s = wake_s

    def wake(self):
        """Stop what runs (Ctrl-C), wait a second, then a carriage return: the board is at
        its REPL prompt, where mpremote's raw REPL request is never lost. Tried again
        (with a Ctrl-B, which leaves a raw REPL left behind) until the prompt comes;
        FlashError with one line if none comes within wake_s seconds."""
        import serial  # pyserial, installed with mpremote
        try:
            port = serial.Serial(self.port, 115200, timeout=0.1)
        except (OSError, serial.SerialException) as error:
            raise FlashError(f"flash: cannot open {self.port}: {error}") from None
        end = time.monotonic() + self.wake_s
        try:
            while True:
                port.write(b"\x03")
                time.sleep(1.0)
                port.write(b"\r")
                if _read_until(port, (b">>> ", b"raw REPL"), 2.0):
                    return
                port.write(b"\r\x02")
                if _read_until(port, (b">>> ",), 1.0):
                    return
                if time.monotonic() > end:
                    raise FlashError(
                        f"flash: no REPL prompt from {self.port} within {self.wake_s:.0f} s "
                        "after Ctrl-C: is it the board's serial port, with no other program "
                        "(a serial terminal, make board-report) holding it?")
        finally:
            port.close()

    def run(self, *commands, step):
        """Wake the board, then run `mpremote connect PORT <commands...>`; return stdout
        or raise FlashError."""
        self.wake()
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


def _read_until(port, marks, seconds):
    """Read `port` until one of `marks` arrives; True if one did within `seconds`."""
    seen = b""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        seen += port.read(port.in_waiting or 1)
        if any(mark in seen for mark in marks):
            return True
    return False


def mpremote_binary():
    """mpremote from the project's venv, else from PATH."""
    candidate = pathlib.Path(sys.executable).parent / "mpremote"
    if candidate.exists():
        return str(candidate)
    found = shutil.which("mpremote")
    if found is None:
        raise FlashError("flash: mpremote not installed: run make venv")
    return found


def flash_serial(port, build=BUILD, mpremote=None, log=print, appliance=None):
    """Flash the bundle over `port`; return the list of paths copied. appliance: the UF2
    whose drive files `build` holds: the board must run it already."""
    manifest = load_manifest(build)
    drive = build / "CIRCUITPY"
    board = Board(port, mpremote)
    paths = [r["path"] for r in manifest["files"]]

    probe = board.probe(paths)
    if appliance is not None and probe.board_id != APPLIANCE_ID:
        raise FlashError(NOT_APPLIANCE.format(board=probe.board_id, uf2=appliance))
    if probe.write_errno == EROFS:
        raise FlashError(FIRST_INSTALL if probe.files.get("boot.py") is None
                         else READ_ONLY_SERIAL)
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
    if strays and appliance is not None:
        log("flash: note: lib/ holds %d files of a bundle, left in place: the frozen "
            "modules are imported instead (delete lib/ to free the drive)" % len(strays))
    elif strays:
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


def find_drive(label, marker):
    """The mounted drive called `label` that holds `marker` (where Linux and macOS mount
    removable drives), or None."""
    import glob
    for pattern in MOUNTS:
        for path in sorted(glob.glob(pattern.format(label=label))):
            if (pathlib.Path(path) / marker).exists():
                return pathlib.Path(path)
    return None


def runs_appliance(drive):
    """True if CircuitPython's boot_out.txt on `drive` names the appliance's board id."""
    try:
        return APPLIANCE_ID in (pathlib.Path(drive) / "boot_out.txt").read_text(errors="replace")
    except OSError:
        return False


def _wait(ready, seconds):
    """Poll `ready()` every 0.2 s for `seconds`; its last answer."""
    end = time.monotonic() + seconds
    while not ready() and time.monotonic() < end:
        time.sleep(0.2)
    return ready()


def flash_uf2(build=BUILD, bootsel=None, drive=None, port=None, log=print,
              wait_s=DRIVE_WAIT_S):
    """The appliance: its UF2 to the BOOTSEL drive (found, or `bootsel`), then its drive
    files to CIRCUITPY (found, or `drive`) or over `port`; the paths copied."""
    import uf2
    image = uf2.uf2_path(build)
    if not image.is_file():
        raise FlashError(f"flash: {image} is missing: run make uf2 (it needs the freeze kit, "
                         "CIRCUITPY_FREEZE_KIT)")
    files = build / uf2.APPLIANCE
    load_manifest(files)
    target = pathlib.Path(bootsel) if bootsel else find_drive("RPI-RP2", "INFO_UF2.TXT")
    if bootsel and not (target / "INFO_UF2.TXT").is_file():
        raise FlashError(f"flash: {bootsel} is not a Pico's BOOTSEL drive (no INFO_UF2.TXT)")
    if target is not None:
        shutil.copyfile(image, target / image.name)
        os.sync()
        log(f"flash: copied {image.name} to {target}: the Pico restarts into CircuitPython "
            "with the dealer frozen in")
    elif port is None and drive is None and find_drive("CIRCUITPY", "boot_out.txt") is None:
        raise FlashError("flash: no RPI-RP2 drive: hold the Pico's BOOTSEL button while "
                         "plugging it in, then run make flash UF2=1 again (or name the "
                         "drive: BOOTSEL=/media/you/RPI-RP2)")
    if port is not None:
        if target is not None and not _wait(lambda: os.path.exists(port), wait_s):
            raise FlashError(f"flash: {port} did not come back within {wait_s:.0f} s of "
                             "the UF2 copy")
        return flash_serial(port, files, log=log, appliance=image)

    def found():
        return pathlib.Path(drive) if drive else find_drive("CIRCUITPY", "boot_out.txt")

    if not _wait(lambda: found() is not None and runs_appliance(found()),
                 wait_s if target is not None else 0):
        if target is not None:
            raise FlashError(f"flash: no CIRCUITPY drive of the appliance within {wait_s:.0f} s "
                             "of the UF2 copy: once it is mounted, run make flash UF2=1 "
                             "DRIVE=<its folder>")
        where = found()
        raise FlashError(NOT_APPLIANCE.format(
            board="not named" if where is None else _board_id(where), uf2=image))
    return flash_drive(found(), files, log=log)


def _board_id(drive):
    """The board id CircuitPython's boot_out.txt on `drive` names, or "unknown"."""
    try:
        text = (pathlib.Path(drive) / "boot_out.txt").read_text(errors="replace")
    except OSError:
        return "unknown"
    for line in text.splitlines():
        if line.startswith("Board ID:"):
            return line[9:].strip()
    return "unknown"


def main(argv=None):
    """Command line: `flash.py --port /dev/ttyACM0` or `flash.py --drive /media/.../CIRCUITPY`;
    `--uf2` (with `--bootsel`, `--port` or `--drive`) for the appliance."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--port", help="the board's serial port, e.g. /dev/ttyACM0")
    where.add_argument("--drive", help="the mounted CIRCUITPY drive")
    parser.add_argument("--uf2", action="store_true",
                        help="the appliance: the UF2 (make uf2) to the BOOTSEL drive, then "
                             "its drive files")
    parser.add_argument("--bootsel", help="the mounted RPI-RP2 drive (with --uf2)")
    parser.add_argument("--build", type=pathlib.Path, default=BUILD,
                        help="folder with CIRCUITPY/ and manifest.json (make bundle)")
    args = parser.parse_args(argv)
    if not args.uf2 and not (args.port or args.drive):
        parser.error("say where: --port or --drive (or --uf2)")
    try:
        if args.uf2:
            flash_uf2(args.build, args.bootsel, args.drive, args.port)
        elif args.port:
            flash_serial(args.port, args.build)
        else:
            flash_drive(args.drive, args.build)
    except FlashError as error:
        print(error, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
