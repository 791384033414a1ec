// The emulated Pico's USB serial console on stdin/stdout (behind a pty, it is a board's port):
//   node pico_serial.mjs IMAGE [KEYS] [STARTS]
// Runs CircuitPython (FIRMWARE: a UF2, stock or the appliance's) from the CIRCUITPY image
// without end; bytes on stdin go to the console, the console's bytes come out on stdout as
// they were sent (raw: mpremote's raw-paste carries bytes >= 0x80). Once code.py has
// started STARTS times (default 1: a tool may restart it first), KEYS are pressed as
// pico_driver.mjs presses them (the board idle first, then 200 ms, plus 1 s per ".").
// HOLD_A=1 holds soft key A from power-up until code.py starts (boot.py then lets the
// board write its drive, as a maker holding A does). DRIVE_OUT=FILE: when stdin ends or
// SIGTERM comes, the drive (1 MiB at the FS offset) is written to FILE, so a test can boot
// what was written. Runs from build/pico-harness (tools/emu/pico.py).
import fs from 'fs';
import { Board, FS_OFFSET } from './cpemu.mjs';

const [image, keyText = '', startsText = '1'] = process.argv.slice(2);
const NAMES = { a: 'A', s: 'B', d: 'C', f: 'MENU' };
const DRIVE_BYTES = 1024 * 1024;
const b = new Board({ firmware: process.env.FIRMWARE, fsImage: image, echo: false });
const mcu = b.mcu;
const record = b.cdc.onSerialData;   // keeps b.serial (the console so far)
b.cdc.onSerialData = (buf) => { record(buf); process.stdout.write(Buffer.from(buf)); };
let lastOled = 0;
b.oled.onFrame = () => { lastOled = b.nanos; };
if (process.env.HOLD_A) mcu.gpio[b.buttons.A].setInputValue(false);

function stop() {
  if (process.env.DRIVE_OUT) b.dumpFlash(process.env.DRIVE_OUT, FS_OFFSET, DRIVE_BYTES);
  process.exit(0);
}
process.stdin.on('data', (chunk) => { for (const byte of chunk) b.cdc.sendSerialByte(byte); b.feed(); });
process.stdin.on('end', stop);
process.on('SIGTERM', stop);

const keys = [];
let wait = 0;
for (const ch of keyText) {
  if (ch === '.') wait += 1000;
  else if (NAMES[ch.toLowerCase()]) { keys.push({ name: NAMES[ch.toLowerCase()], hold: ch === ch.toUpperCase() ? 1000 : 100, wait }); wait = 0; }
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

async function idle() {   // the OLED quiet for 250 ms and the CPU mostly asleep
  for (;;) {
    const c0 = mcu.core.cycles, n0 = b.nanos;
    b.run(50);
    await tick();
    const busy = ((mcu.core.cycles - c0) * 8) / Math.max(b.nanos - n0, 1);
    if (busy < 0.5 && b.nanos - lastOled >= 250e6) return;
  }
}

async function main() {
  const starts = () => (b.serial.match(/code\.py \|/g) || []).length;
  while (starts() < 1) { b.run(20); await tick(); }
  if (process.env.HOLD_A) mcu.gpio[b.buttons.A].setInputValue(true);
  while (starts() < Number(startsText)) { b.run(20); await tick(); }
  await idle();
  for (const key of keys) {
    b.run(200 + key.wait);
    const pin = mcu.gpio[b.buttons[key.name]];
    pin.setInputValue(false);
    b.run(key.hold);
    pin.setInputValue(true);
    await idle();
  }
  for (;;) { b.run(20); await tick(); }
}
main();
