"""Put the MicroPython WebAssembly VM (vm.mjs, run by Node) behind a pseudo-terminal.

mpremote then talks to the printed /dev/pts/N exactly as to a board's USB serial port.
Usage: python tools/emu/ptybridge/bridge.py [--read-only] [--seed DIR] [--cwd DIR -- COMMAND ...]
Prints the pty path on the first line of stdout, then relays until killed. A COMMAND
stands in for the VM: any program whose stdin and stdout are a board's console (the
emulated Pico's, tools/emu/pico_serial.mjs).
"""

import argparse
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import threading
import tty

HERE = pathlib.Path(__file__).resolve().parent
VM_SCRIPT = HERE / "vm.mjs"
NODE_PACKAGE = HERE / "node_modules" / "@micropython" / "micropython-webassembly-pyscript"


def ensure_node_modules():
    """Install the pinned npm package with `npm ci` from package-lock.json if it is missing."""
    installed_lock = HERE / "node_modules" / ".package-lock.json"
    lock = HERE / "package-lock.json"
    if NODE_PACKAGE.exists() and installed_lock.exists() and (
        installed_lock.stat().st_mtime >= lock.stat().st_mtime
    ):
        return
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("ptybridge: npm not found; install Node.js (with npm) to run the VM")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"],
                   cwd=HERE, check=True)


def node_binary():
    """Path of node, or a clear exit."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("ptybridge: node not found; install Node.js to run the VM")
    return node


def _copy(read, write):
    """Copy bytes until the source ends; a pty master with no reader open raises EIO."""
    while True:
        try:
            data = read()
        except OSError:
            return
        if not data:
            return
        try:
            write(data)
        except OSError:
            return


def stop_with_parent():
    """On Linux, get SIGTERM when the process that started us dies (a killed test run),
    so no bridge is left behind; elsewhere do nothing."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def run(read_only=False, command=None, cwd=None, seed=None):
    """Start the VM (or `command` in `cwd`) and relay between it and a new pty until it exits;
    `seed`: a folder whose files the VM starts with."""
    stop_with_parent()
    if command is None:
        ensure_node_modules()
        command = [node_binary(), str(VM_SCRIPT)] + (["--read-only"] if read_only else [])
        if seed:
            command += ["--seed", str(pathlib.Path(seed).resolve())]
        cwd = HERE
    master, slave = os.openpty()
    tty.setraw(slave)  # no echo and no line editing: bytes pass as a USB CDC port does
    # Keeping our own slave fd open stops the master from failing with EIO while
    # no client has the port open (between two mpremote runs).
    vm = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=cwd)

    def to_vm(data):
        vm.stdin.write(data)
        vm.stdin.flush()

    threading.Thread(target=_copy, args=(lambda: os.read(master, 4096), to_vm),
                     daemon=True).start()
    threading.Thread(target=_copy, args=(lambda: vm.stdout.read1(4096),
                                         lambda d: os.write(master, d)), daemon=True).start()
    print(os.ttyname(slave), flush=True)

    def stop(*_):
        vm.terminate()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    code = vm.wait()
    os.close(master)
    os.close(slave)
    return code


def main(argv=None):
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--read-only", action="store_true",
                        help="the VM's files refuse writes with OSError 30, as a "
                             "CircuitPython drive does to the board's own code")
    parser.add_argument("--seed", help="a folder whose files the VM starts with")
    parser.add_argument("--cwd", help="the folder to run COMMAND in")
    parser.add_argument("command", nargs="*", help="a program to run instead of the VM")
    args = parser.parse_args(argv)
    sys.exit(run(args.read_only, args.command or None, args.cwd, args.seed))


if __name__ == "__main__":
    main()
