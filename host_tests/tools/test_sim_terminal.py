"""The simulator in a terminal, as `make sim` runs it without a display (a real pty).

At 80 x 24 it shows the screen model; arrow keys are not presses; q asks before it
quits; the NVM kept in a file brings the session back on the next start.
"""

import fcntl
import os
import pathlib
import pty
import select
import struct
import subprocess
import sys
import termios
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


class Terminal:
    """tools/sim.py --terminal on a pseudo-terminal of the given size."""

    def __init__(self, nvm, columns=80, lines=24):
        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        env = dict(os.environ)
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
        self.proc = subprocess.Popen([sys.executable, "tools/sim.py", "--terminal", "--nvm",
                                      str(nvm)], cwd=ROOT, stdin=slave, stdout=slave,
                                     stderr=slave, env=env, close_fds=True)
        os.close(slave)
        self.seen = ""

    def read(self, seconds=1.5):
        """What the simulator drew in the next `seconds`."""
        out = b""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if select.select([self.master], [], [], 0.05)[0]:
                try:
                    out += os.read(self.master, 65536)
                except OSError:
                    break
        text = out.decode("utf-8", "replace")
        self.seen += text
        return text

    def wait_for(self, text, seconds=20):
        """Read until `text` appears (the first start compiles the firmware)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if text in self.read(0.3):
                return
            if text in self.seen[-3000:]:
                return
        raise AssertionError("%r never appeared; last output: %r" % (text, self.seen[-800:]))

    def type(self, keys, seconds=1.0):
        """Type `keys`; return what was drawn after."""
        os.write(self.master, keys.encode())
        return self.read(seconds)

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)
        os.close(self.master)


def last_screen(text):
    """The rows of the last box drawn (the screen model between the borders)."""
    frames = text.split("\x1b[H")
    rows = [line[1:-1] for line in frames[-1].splitlines() if line.startswith("|")]
    return rows


def test_an_80_by_24_terminal_shows_the_screen_rows_and_keeps_the_session(tmp_path):
    nvm = tmp_path / "nvm.bin"
    term = Terminal(nvm)
    try:
        term.wait_for("Players: 4")
        rows = last_screen(term.seen)
        assert len(rows) == 8 and all(len(row) == 21 for row in rows)
        assert max(len(line) for line in term.seen.splitlines()) <= 80 + 8   # + escapes
        assert "Menu" not in term.type("\x1b[A\x1b[B\x1b[C\x1b[D\x1bOA"), "arrows are not MENU"
        assert "Players: 5" in term.type("s"), "s is soft key B (+)"
        assert "Quit the simulator?" in term.type("q")
        assert "Players: 5" in term.type("n") and term.proc.poll() is None, "n: play on"
        term.type("d d d d")   # names, mode, options: start the session
        term.wait_for("DEAL")
        term.type("s")         # deal: the session is now in the journal
        term.wait_for("Pass to")
        term.type("q")
        term.type("y", 3)
        assert term.proc.wait(10) == 0
    finally:
        term.close()
    again = Terminal(nvm)
    try:
        again.wait_for("Resume session?")
    finally:
        again.close()
