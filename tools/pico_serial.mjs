// The emulated Pico's USB serial console on stdin/stdout (behind a pty, it is a board's port):
//   node pico_serial.mjs IMAGE [KEYS] [STARTS]
// Runs CircuitPython from the CIRCUITPY image without end; bytes on stdin go to the console,
// the console comes out on stdout. Once code.py has started STARTS times (default 1: a
// tool may restart it first), KEYS are pressed as pico_driver.mjs presses them (the board
// idle first, then 200 ms, plus 1 s per "."). Runs from build/pico-harness (tools/pico.py).
import { Board } from './cpemu.mjs';

const [image, keyText = '', startsText = '1'] = process.argv.slice(2);
const NAMES = { a: 'A', s: 'B', d: 'C', f: 'MENU' };
const b = new Board({ firmware: process.env.FIRMWARE, fsImage: image, echo: true });
const mcu = b.mcu;
let lastOled = 0;
b.oled.onFrame = () => { lastOled = b.nanos; };
process.stdin.on('data', (chunk) => b.send(chunk.toString('latin1')));
process.stdin.on('end', () => process.exit(0));

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
  while ((b.serial.match(/code\.py \|/g) || []).length < Number(startsText)) { b.run(20); await tick(); }
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
