// Plays a key script on CircuitPython in the emulated Pico, timed like the simulator.
//   node pico_driver.mjs JOB.json
// Runs from a copy of the emulated Pico's node harness (tools/emu/pico.py makes it): imports its
// Board (rp2040js + SSD1306 on I2C0 + buttons on GP10-GP13 + flash that persists).
//
// JOB: {firmware, image, nvm?, keys, out, probe?, cut?: {afterKey, bytes}, stopAfterKey?}
// Keys as in the simulator: a s d f = A B C MENU, a capital is a 1 s press, "." waits a
// second more; a short press is held 100 ms. Before each press the firmware must be idle
// (the OLED quiet and the CPU mostly asleep), then 200 ms pass (plus 1 s per "."): the
// same gaps the simulator leaves, counted from when the board has finished its work.
// Writes OUT/result.json: the OLED's GDDRAM just before each press and at the end, the
// console, boot times, flash counters; OUT/nvm_after.bin: the NVM sector afterwards.
// cut: the first flash program into the NVM sector once `afterKey` keys were pressed writes
// only its first `bytes` bytes, and the board stops there (a power cut in the middle of a
// journal write).
// stopAfterKey: stop once key N (1-based) has been handled (a power cut while idle).
// probe: the test-only code.py on the image answers "m" (MEM line) and "b" (BIG line).
// timing: for each press, when it was released and when the OLED's I2C transactions from the
// press to the next one (its screen) began and ended, and their bytes and transactions
// (tools/bench/latency.py adds the bus time the emulation does not count).
import fs from 'fs';
import { Board, NVM_OFFSET, FS_OFFSET } from './cpemu.mjs';

const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const NAMES = { a: 'A', s: 'B', d: 'C', f: 'MENU' };
const GAP_MS = 200, WAIT_MS = 1000, SHORT_MS = 100, LONG_MS = 1000;
const QUIET_MS = 250, IDLE_LOAD = 0.5, SETTLE_MAX_MS = 30000;

const t0 = Date.now();
const b = new Board({ firmware: job.firmware, fsImage: job.image, nvmImage: job.nvm, echo: !!process.env.ECHO });
const mcu = b.mcu;
let lastOled = 0, firstFrame = null;
b.oled.onFrame = () => { lastOled = b.nanos; if (firstFrame === null) firstFrame = b.nanos; };
// every OLED transaction, commands too: the first and last of each press's screen
let firstI2C = null, lastI2C = null;
const startTransfer = b.oled.startTransfer.bind(b.oled), endTransfer = b.oled.endTransfer.bind(b.oled);
b.oled.startTransfer = () => { if (firstI2C === null) firstI2C = b.nanos; startTransfer(); };
b.oled.endTransfer = () => { lastI2C = b.nanos; endTransfer(); };
// the busy share of the CPU: rp2040js counts executed cycles (8 ns each at 125 MHz)
let cut = null, handled = 0;
if (job.cut) {
  const onBreak = mcu.onBreak;
  mcu.onBreak = (code) => {
    const r = mcu.core.registers, addr = r[0] >>> 0;
    if (code === 0xa0 && !cut && handled >= job.cut.afterKey && addr >= NVM_OFFSET && addr < FS_OFFSET) {
      const src = r[1] >>> 0;
      for (let i = 0; i < job.cut.bytes; i++) mcu.flash[addr + i] &= mcu.readUint8(src + i);
      cut = { address: addr - NVM_OFFSET, bytes: job.cut.bytes, count: r[2] >>> 0, ms: b.ms, afterKey: handled };
      b.stopped = true;
      return;
    }
    onBreak(code);
  };
}

function load(ms) {   // run `ms`, return the busy share of the CPU over it
  const c0 = mcu.core.cycles, n0 = b.nanos;
  b.run(ms);
  const dn = b.nanos - n0;
  return dn > 0 ? ((mcu.core.cycles - c0) * 8) / dn : 0;
}

function settle() {   // until the OLED has been quiet QUIET_MS and the CPU is mostly idle
  const end = b.ms + SETTLE_MAX_MS;
  while (!b.stopped && b.ms < end) {
    const busy = load(50);
    if (busy < IDLE_LOAD && b.nanos - lastOled >= QUIET_MS * 1e6) return true;
  }
  return false;
}

const snaps = [];
function snap(after) {
  snaps.push({ after, t: Math.round(b.ms), on: b.oled.on, invert: b.oled.invert,
               gddram: Buffer.from(b.oled.ram).toString('base64') });
}

const mem = [];
function probe(tag) {
  const from = b.serial.length;
  b.send('m');
  b.waitFor(/MEM \d+ \d+ \d+\r?\n/, 5000, from);
  const m = b.serial.slice(from).match(/MEM (\d+) (\d+) (\d+)/);
  if (m) mem.push({ tag, free: +m[1], free_after_collect: +m[2], alloc_after_collect: +m[3], t: Math.round(b.ms) });
}

// power-up: code.py starts (its console title), then the first screen
b.waitFor('code.py |', 30000);
const codepyMs = b.ms;
const idle = settle();
const firstScreenMs = firstFrame === null ? null : lastOled / 1e6;   // the first screen's last byte
if (job.probe && !b.stopped) probe('start');

const keys = [];
let wait = 0;
for (const ch of job.keys || '') {
  if (ch === '.') wait += WAIT_MS;
  else if (NAMES[ch.toLowerCase()]) { keys.push({ name: NAMES[ch.toLowerCase()], hold: ch === ch.toUpperCase() ? LONG_MS : SHORT_MS, wait }); wait = 0; }
}
let unsettled = 0;
const timing = [];
for (const key of keys) {
  if (b.stopped) break;
  b.run(GAP_MS + key.wait);
  if (b.stopped) break;
  snap(handled);
  const bytes0 = b.oled.bytes, transactions0 = b.oled.transactions;
  firstI2C = lastI2C = null;
  const pressed = b.nanos;
  b.press(key.name, key.hold);
  const released = b.nanos;
  handled++;
  if (!settle()) unsettled++;
  timing.push({ pressed_ns: pressed, released_ns: released, first_ns: firstI2C, last_ns: lastI2C,
                bytes: b.oled.bytes - bytes0, transactions: b.oled.transactions - transactions0 });
  if (job.probe && !b.stopped) probe(`after key ${handled}`);
  if (job.stopAfterKey && handled >= job.stopAfterKey) break;
}
let idleLoad = null;   // the busy share of the CPU over those last 2 s: the idle loop's cost
if (!b.stopped) { settle(); idleLoad = load(2000); }   // the simulator ends 2 s after the last key
snap(handled);
let big = null;
if (job.probe && !b.stopped) {
  const from = b.serial.length;
  b.send('b');
  b.waitFor(/BIG \d+ \d+ \d+\r?\n/, 60000, from);
  const m = b.serial.slice(from).match(/BIG (\d+) (\d+) (\d+)/);
  big = m ? { largest: +m[1], free: +m[2], alloc: +m[3] } : null;
}
fs.mkdirSync(job.out, { recursive: true });
b.dumpFlash(`${job.out}/nvm_after.bin`, NVM_OFFSET, 4096);
const result = {
  keys_pressed: handled, keys_total: keys.length, idle_at_start: idle, unsettled,
  codepy_ms: codepyMs, first_screen_ms: firstScreenMs, emulated_ms: b.ms, real_s: (Date.now() - t0) / 1000,
  snaps, timing, idle_load: idleLoad, mem, big, cut, console: b.serial, flash: b.flashWrites, watchdog: b.watchdogFired,
  breakpoint: b.breakpoint ?? null,
};
fs.writeFileSync(`${job.out}/result.json`, JSON.stringify(result));
