// A MicroPython VM (the WebAssembly port) that behaves like a board on a serial line.
//
// Bytes in on stdin, bytes out on stdout; bridge.py puts a pseudo-terminal in front.
// What it adds to the port's own REPL, so that mpremote can flash it:
// - raw-paste is refused ("R\x00"): the port answers the request but never finishes
//   a raw-paste, so mpremote falls back to the plain raw REPL;
// - a soft reboot (Ctrl-D) starts a fresh VM but keeps the files, as flash does;
// - `microcontroller.reset()` (CircuitPython's restart) reboots the same way, into
//   the friendly REPL; `microcontroller.resets` counts these restarts.
// The files live under /flash, the working directory; /flash/lib is on sys.path.
// Errno values are Emscripten's, not Linux's (ENOENT is 44).
//
// Usage: node vm.mjs [--heapsize BYTES] [--read-only] [--seed DIR]
// --read-only mounts /flash read-only, raising OSError(30) (EROFS) on any write, as
// CircuitPython's drive is to the board's own code unless boot.py remounts it.
// --seed DIR starts with DIR's files in /flash (a drive that already holds boot.py).

import fs from "fs";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";

const FLASH = "/flash";
const CTRL_A = 0x01, CTRL_B = 0x02, CTRL_D = 0x04, CTRL_E = 0x05;
const RAW_BANNER = "raw REPL; CTRL-B to exit\r\n>";

const args = process.argv.slice(2);
const heapsize = args.includes("--heapsize") ? Number(args[args.indexOf("--heapsize") + 1])
  : 256 * 1024;
const readOnly = args.includes("--read-only");
const seed = args.includes("--seed") ? args[args.indexOf("--seed") + 1] : null;
// Where the files really are: /flash itself, or behind the read-only view.
const STORE = readOnly ? "/store" : FLASH;

let vm = null;
let output = [];
let muted = false;
let rawMode = false;
let resetRequested = false;
let hardResets = 0; // shown to Python as microcontroller.resets, so tests can see a reset

function emit(text) {
  for (const byte of Buffer.from(text, "latin1")) output.push(byte);
}

function flush() {
  if (output.length) {
    process.stdout.write(Buffer.from(output));
    output = [];
  }
}

function snapshot(fs) {
  // Every file and directory in the store, relative to it, so a reboot can keep them.
  const entries = [];
  const walk = (rel) => {
    for (const name of fs.readdir(STORE + rel)) {
      if (name === "." || name === "..") continue;
      const path = `${rel}/${name}`;
      if (fs.isDir(fs.stat(STORE + path).mode)) {
        entries.push({ path, dir: true });
        walk(path);
      } else {
        entries.push({ path, data: fs.readFile(STORE + path) });
      }
    }
  };
  walk("");
  return entries;
}

// A read-only view of /flash, as a MicroPython user VFS: reads pass through,
// writes raise OSError(30) like CircuitPython's FAT drive while USB owns it.
const READ_ONLY_VFS = `
import os
class _ReadOnly:
    def __init__(self, root):
        self._root = root
    def _p(self, path):
        return self._root + ('' if path.startswith('/') else '/') + path
    def mount(self, readonly, mkfs):
        pass
    def umount(self):
        pass
    def ilistdir(self, path):
        return os.ilistdir(self._p(path))
    def stat(self, path):
        return os.stat(self._p(path))
    def statvfs(self, path):
        return os.statvfs(self._root)
    def open(self, path, mode):
        if 'r' not in mode or '+' in mode:
            raise OSError(30)
        return open(self._p(path), mode)
    def chdir(self, path):
        pass
    def getcwd(self):
        return ''
    def _refuse(self, *args):
        raise OSError(30)
    mkdir = rmdir = remove = rename = _refuse
os.mount(_ReadOnly('${STORE}'), '${FLASH}')
os.chdir('${FLASH}')
del _ReadOnly
`;

async function boot(files) {
  const next = await loadMicroPython({
    heapsize,
    linebuffer: false,
    stdout: (bytes) => { if (!muted) for (const b of bytes) output.push(b); },
  });
  const fs = next.FS;
  fs.mkdirTree(FLASH);
  fs.mkdirTree(STORE);
  for (const entry of files) {
    if (entry.dir) fs.mkdirTree(STORE + entry.path);
    else fs.writeFile(STORE + entry.path, entry.data);
  }
  fs.chdir(FLASH);
  next.registerJsModule("microcontroller", {
    reset: () => { resetRequested = true; },
    resets: hardResets,
  });
  next.runPython(`import sys\nsys.path.append('${FLASH}/lib')`);
  if (readOnly) next.runPython(READ_ONLY_VFS);
  return next;
}

async function reboot(keepRaw) {
  vm = await boot(snapshot(vm.FS));
  if (keepRaw) {
    muted = true;
    vm.replInit();
    vm.replProcessChar(CTRL_A);
    muted = false;
    emit(RAW_BANNER);
  } else {
    vm.replInit();
  }
}

// Input is processed strictly in order, one byte at a time, across reboots.
const pending = [];
let running = false;
let held = [];

async function feed(byte) {
  if (rawMode && (held.length || byte === CTRL_E)) {
    held.push(byte);
    const request = [CTRL_E, 0x41, CTRL_A];
    if (held.every((b, i) => b === request[i])) {
      if (held.length === request.length) {
        emit("R\x00"); // raw-paste refused: mpremote falls back to the raw REPL
        held = [];
      }
      return;
    }
    const replay = held;
    held = [];
    for (const b of replay) await process1(b);
    return;
  }
  await process1(byte);
}

async function process1(byte) {
  if (byte === CTRL_A) rawMode = true;
  else if (byte === CTRL_B) rawMode = false;
  const exit = vm.replProcessChar(byte);
  if (resetRequested) {
    resetRequested = false;
    hardResets += 1;
    rawMode = false;
    flush();
    await reboot(false);
  } else if (exit) {
    emit("MPY: soft reboot\r\n");
    await reboot(rawMode);
  }
}

async function drain() {
  if (running) return;
  running = true;
  while (pending.length) {
    await feed(pending.shift());
    if (!pending.length) flush();
  }
  flush();
  running = false;
}

function seeded(dir, rel = "") {
  // DIR's files as snapshot() lists them
  const entries = [];
  for (const name of fs.readdirSync(dir + rel)) {
    const path = `${rel}/${name}`;
    if (fs.statSync(dir + path).isDirectory()) {
      entries.push({ path, dir: true });
      entries.push(...seeded(dir, path));
    } else {
      entries.push({ path, data: fs.readFileSync(dir + path) });
    }
  }
  return entries;
}

vm = await boot(seed ? seeded(seed) : []);
vm.replInit();
flush();
process.stdin.on("data", (chunk) => {
  for (const byte of chunk) pending.push(byte);
  drain();
});
process.stdin.on("end", () => process.exit(0));
