"""make board-report PORT=/dev/ttyACM0: the firmware's own memory figures from a real board.

The firmware prints one line at start-up and one after each hand ("heap: free 98304,
hand 3": the heap left after a collection, never a card). This tool opens the board's
USB serial port with mpremote's serial transport, restarts code.py (Ctrl-C, then Ctrl-D:
a session in play resumes from its save), prints every console line while you play,
and once HANDS hands have ended (default 3; Ctrl-C stops earlier) prints a summary:
the CircuitPython version, the free heap at start-up, after each hand and the lowest.
hardware/README.md says what to send back.
"""

import argparse
import re
import sys
import time

HEAP_LINE = re.compile(r"heap: free (\d+), hand (\d+)")
VERSION = re.compile(r"code\.py \| ([0-9][^\x1b\\\s]*)")
GOAL_FREE = 96000


def summary(console):
    """The report's summary lines from console text (what to send back)."""
    heap = [(int(m.group(1)), int(m.group(2))) for m in HEAP_LINE.finditer(console)]
    version = VERSION.search(console)
    lines = ["board report: CircuitPython %s" % (version.group(1) if version else "(version "
                                                  "not seen: code.py's title bar was off)")]
    if not heap:
        lines.append("no heap line seen: is the firmware on the board up to date "
                     "(make flash)?")
        return lines
    lines.append("start-up: %d bytes free after a collection" % heap[0][0])
    after = heap[1:]
    if after:
        lines.append("after hands: " + ", ".join("%d: %d" % (hand, free) for free, hand in after))
    lowest = min(heap)
    lines.append("lowest: %d bytes free (hand %d); the goal is at least %d"
                 % (lowest[0], lowest[1], GOAL_FREE))
    return lines


def read_board(port, hands, restart, timeout, out=sys.stdout):
    """Read the board's console until `hands` hand lines or `timeout` seconds; the text."""
    from mpremote.transport_serial import SerialTransport
    transport = SerialTransport(port, baudrate=115200)
    serial = transport.serial
    text = ""
    try:
        if restart:
            serial.write(b"\x03")          # stop code.py
            _read_until(serial, (b"Press any key", b">>> "), 20)
            serial.write(b"\x04")          # reload: code.py starts again
        end = time.monotonic() + timeout
        pending = b""
        while time.monotonic() < end:
            chunk = serial.read(serial.in_waiting or 1)
            if not chunk:
                continue
            pending += chunk
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                decoded = line.decode("utf-8", "replace").rstrip("\r")
                text += decoded + "\n"
                print(decoded, file=out, flush=True)
            seen = [int(m.group(2)) for m in HEAP_LINE.finditer(text)]
            if len(seen) > hands:
                break
    except KeyboardInterrupt:
        pass
    finally:
        transport.close()
    return text


def _read_until(serial, marks, seconds):
    """Read until one of `marks` arrives (or `seconds` pass); the bytes read."""
    seen = b""
    end = time.monotonic() + seconds
    while time.monotonic() < end and not any(mark in seen for mark in marks):
        seen += serial.read(serial.in_waiting or 1)
    return seen


def main(argv=None):
    """Command line: `board_report.py --port /dev/ttyACM0 [--hands 3] [--no-restart]`."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", required=True, help="the board's serial port")
    parser.add_argument("--hands", type=int, default=3, help="stop after this many hands")
    parser.add_argument("--no-restart", action="store_true",
                        help="only listen: do not restart code.py")
    parser.add_argument("--timeout", type=float, default=3600, help="seconds at most")
    args = parser.parse_args(argv)
    try:
        console = read_board(args.port, args.hands, not args.no_restart, args.timeout)
    except OSError as error:
        sys.exit("board-report: cannot open %s: %s" % (args.port, error))
    print("\n".join(summary(console)))


if __name__ == "__main__":
    main()
