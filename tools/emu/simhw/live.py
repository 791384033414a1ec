"""The simulator on real time: a pygame window, or the terminal when there is no display."""

import os
import select
import sys
import time

import simhw_state
from sim_keys import LETTERS, LONG_MS, SHORT_MS
from simhw_state import SimulationDone

from simhw.render import OFF_COLOUR, ON_COLOUR, frame_to_text

# the PC's clock, kept before the runner points time.* at the board's clock
_real_sleep = time.sleep
_real_monotonic_ns = time.monotonic_ns


class RealClock(simhw_state.Clock):
    """The board clock following the PC's clock; sleeping really sleeps."""

    def __init__(self):
        super().__init__()
        self._t0 = _real_monotonic_ns()

    @property
    def now_us(self):
        return (_real_monotonic_ns() - self._t0) // 1000

    @now_us.setter
    def now_us(self, value):
        pass        # real time moves by itself

    def advance_us(self, us):
        """Bus time has already passed in reality."""

    def sleep(self, seconds):
        """A real pause."""
        _real_sleep(seconds)
        if self.watchdog is not None:
            self.watchdog.check(self.now_us)


def display_available():
    """True if a pygame window can be opened here."""
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
            or sys.platform in ("win32", "darwin")):
        return False
    try:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame  # noqa: F401
    except ImportError:
        return False
    return True


class TerminalUI:
    """The OLED in the terminal; a s d f (Esc = f) press keys, capitals long, q asks to quit.

    In a terminal of 130 x 36 or more the pixels are drawn in half blocks, in one of
    66 x 36 or more in quadrant blocks; a smaller one (80 x 24, say) shows the screen
    model instead: the 8 rows of 21 characters that name everything on the OLED.
    """

    HELP = " [a] A   [s] B   [d] C   [f/Esc] MENU   capital = hold   [q] quit"

    def __init__(self, oled_getter, rows_getter=None):
        self.oled = oled_getter
        self.rows = rows_getter
        self._releases = []          # (due time, button) of the key that is down
        self._typed = []             # (button, hold seconds) typed, not yet pressed
        self._free_at = 0.0          # when the next typed key may go down
        self._generation = -1
        self._saved = None
        self._asking = False         # "quit?" is on screen, waiting for y or n
        self._size = None

    def __enter__(self):
        if sys.stdin.isatty():
            import termios
            import tty
            self._saved = termios.tcgetattr(sys.stdin)
            tty.setcbreak(sys.stdin.fileno())
        sys.stdout.write("\x1b[2J")
        return self

    def __exit__(self, *exc):
        if self._saved is not None:
            import termios
            termios.tcsetattr(sys.stdin, termios.TCSADRAIN, self._saved)
        sys.stdout.write("\n")

    def pump(self):
        """Presses typed since the last call, and releases that are due.

        Keys typed faster than they are held go down one after the other, as fingers
        on four buttons would, instead of overlapping.
        """
        events = []
        now = _real_monotonic_ns() / 1e9
        for due, button in list(self._releases):
            if due <= now:
                self._releases.remove((due, button))
                events.append((button, False))
                self._free_at = now + 0.05
        self._read_keys()
        if self._typed and not self._releases and now >= self._free_at:
            button, hold = self._typed.pop(0)
            events.append((button, True))
            self._releases.append((now + hold, button))
        self._draw()
        return events

    def _read_keys(self):
        """Queue the keys typed since the last call; q asks to quit, y confirms."""
        fd = sys.stdin.fileno()
        while _waiting(fd, 0):
            ch = _read_char(fd)
            if ch == "":
                raise SimulationDone("end of input")
            if ch == "\x1b":
                if _escape_sequence(fd):
                    continue         # an arrow or function key: not a press
                ch = "f"
            if self._asking:
                self._asking = False
                self._generation = -1
                if ch in "yY":
                    raise SimulationDone("quit")
                continue
            if ch in "qQ":
                self._asking = True
                self._generation = -1
                continue
            button = LETTERS.get(ch.lower())
            if button is not None:
                self._typed.append((button, (LONG_MS if ch.isupper() else SHORT_MS) / 1000))

    def _draw(self):
        import shutil
        size = shutil.get_terminal_size((80, 24))
        oled = self.oled()
        if oled is None or oled.generation == self._generation and size == self._size:
            return
        if size != self._size:
            sys.__stdout__.write("\x1b[2J")
        self._generation = oled.generation
        self._size = size
        rows = self.rows() if self.rows is not None else None
        if size.lines >= 36 or rows is None:
            lines = frame_to_text(oled.frame(), size.columns >= 130)
        else:
            lines = [(row + " " * 21)[:21] for row in rows]
        border = "+" + "-" * len(lines[0]) + "+"
        out = ["\x1b[H", border]
        out += ["|" + line + "|" for line in lines]
        out += [border]
        if self._asking:
            out.append(" Quit the simulator? The session stays saved. [y/n]\x1b[K")
        else:
            out.append(self.HELP + "\x1b[K")
        sys.__stdout__.write("\n".join(out) + "\n")
        sys.__stdout__.flush()


def _waiting(fd, timeout):
    """True if file descriptor `fd` has a byte to read within `timeout` seconds."""
    return bool(select.select([fd], [], [], timeout)[0])


def _read_char(fd):
    """One byte straight from the descriptor, as a character ("" at the end of input).

    Python's buffered stdin would hide the rest of an escape sequence from select().
    Bytes beyond ASCII are never keys of ours: they come back as characters that match
    no key.
    """
    data = os.read(fd, 1)
    return data.decode("latin-1")


def _escape_sequence(fd):
    """After an Esc: read and drop the rest of a terminal key sequence (arrows: Esc [ A).

    Returns False for a lone Esc, which is the MENU key.
    """
    if not _waiting(fd, 0.02):
        return False
    ch = _read_char(fd)
    if ch not in ("[", "O"):
        return True                  # Alt+key: ignore it too
    while _waiting(fd, 0.02):
        ch = _read_char(fd)
        if "@" <= ch <= "~":         # the final byte of a CSI or SS3 sequence
            break
    return True


class WindowUI:
    """A pygame window: the OLED scaled up with clickable A B C and MENU buttons below it."""

    SCALE = 4
    MARGIN = 24
    BUTTON_W = 96
    BUTTON_H = 40

    def __init__(self, oled_getter):
        self.oled = oled_getter
        self._generation = -1
        self._held = set()
        self._mouse_button = None

    def __enter__(self):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame
        self.pg = pygame
        pygame.display.init()
        pygame.font.init()
        w = 128 * self.SCALE + 2 * self.MARGIN
        h = 64 * self.SCALE + 3 * self.MARGIN + self.BUTTON_H
        self.screen = pygame.display.set_mode((w, h))
        pygame.display.set_caption("Pocket dealer (a s d = A B C, f/Esc = MENU)")
        self.font = pygame.font.Font(None, 28)
        self.buttons = []
        y = 64 * self.SCALE + 2 * self.MARGIN
        for i, label in enumerate(("A", "B", "C")):
            x = self.MARGIN + 40 + i * (self.BUTTON_W + 40)
            self.buttons.append((pygame.Rect(x, y, self.BUTTON_W, self.BUTTON_H), label, i))
        self.buttons.append((pygame.Rect(w - self.MARGIN - 80, y, 80, self.BUTTON_H), "MENU", 3))
        return self

    def __exit__(self, *exc):
        self.pg.display.quit()

    def pump(self):
        """Key and mouse presses since the last call."""
        pg = self.pg
        events = []
        for ev in pg.event.get():
            if ev.type == pg.QUIT:
                raise SimulationDone("window closed")
            if ev.type in (pg.KEYDOWN, pg.KEYUP):
                ch = "f" if ev.key == pg.K_ESCAPE else (ev.unicode or pg.key.name(ev.key))
                button = LETTERS.get(ch.lower()) if ch else None
                if button is None:
                    continue
                pressed = ev.type == pg.KEYDOWN
                if pressed != (button in self._held):
                    events.append((button, pressed))
                    (self._held.add if pressed else self._held.discard)(button)
            elif ev.type == pg.MOUSEBUTTONDOWN:
                for rect, _, button in self.buttons:
                    if rect.collidepoint(ev.pos) and button not in self._held:
                        self._mouse_button = button
                        self._held.add(button)
                        events.append((button, True))
            elif ev.type == pg.MOUSEBUTTONUP and self._mouse_button is not None:
                self._held.discard(self._mouse_button)
                events.append((self._mouse_button, False))
                self._mouse_button = None
        self._draw(bool(events))
        return events

    def _draw(self, force):
        oled = self.oled()
        if oled is None or (oled.generation == self._generation and not force):
            return
        self._generation = oled.generation
        pg = self.pg
        self.screen.fill((40, 40, 48))
        panel = pg.Surface((128, 64))
        panel.fill(OFF_COLOUR)
        frame = oled.frame()
        for i, v in enumerate(frame):
            if v:
                panel.set_at((i % 128, i // 128), ON_COLOUR)
        panel = pg.transform.scale(panel, (128 * self.SCALE, 64 * self.SCALE))
        self.screen.blit(panel, (self.MARGIN, self.MARGIN))
        for rect, label, button in self.buttons:
            colour = (200, 200, 90) if button in self._held else (110, 110, 120)
            pg.draw.rect(self.screen, colour, rect, border_radius=8)
            text = self.font.render(label, True, (10, 10, 10))
            self.screen.blit(text, text.get_rect(center=rect.center))
        pg.display.flip()
