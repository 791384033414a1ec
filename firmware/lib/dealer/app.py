"""The device app: the main loop serves the top of the screen stack; the crash screen."""

# Keys go to the top screen, the clock ticks it, the display shows it. The app itself
# handles only what holds for every screen: the menu key (short: the menu, long: the
# screen off), the privacy blank (30 s without a key, or the menu key, while a player's
# own view is on the stack: back to the hand-off), a notice too long for its screen
# (a message), idle sleep, and an uncaught error (a crash screen with no card on it).

import gc

from micropython import const

from .board.keys import LONG, MENU, NONE, Buttons
from .board.ticks import ticks_diff
from .nav import Nav
from .screens import layout
from .screens.base import Crash, Message, Screen, ScreenOff

# words (dealer/lang)
_SAVING = const(9)
_KEEP_POWER = const(10)

_BLANK_MS = const(30000)   # a card screen left alone this long goes back to the hand-off
# The loop's pause between polls: a key's release is what acts, so while a key is down
# the loop polls the keys often (the release is on screen sooner); otherwise each poll
# costs the CPU more than a key press needs (CircuitPython's sleep runs its background
# tasks). The screen's clock (tick) keeps its pace either way.
_POLL_MS = const(10)
_HELD_POLL_MS = const(1)
# A screen's garbage (its rows' strings) is collected once it is out, not amid a later
# key's (the simulator makes gc.collect a no-op: CPython frees by reference counts)

# The app now running: the simulator's tests and tools read its screen, screen_kind, viewer.
RUNNING = None


class App:
    """Turns key presses into the top screen's presses and the top screen into pixels."""

    def __init__(self, hw, settings):
        self._boot(hw, settings)

    def _boot(self, hw, settings):
        """Start as at power-up (also where the crash screen's reset returns in the simulator)."""
        global RUNNING
        RUNNING = self
        from .boot import boot
        from .heap_report import HeapReport
        from .power import Power
        from .store.histories import Histories
        from .store.saver import Saver
        self.hw = hw
        self.settings = settings
        self.buttons = Buttons()
        self.rows = [""] * layout.ROWS
        self.viewer = None        # seat whose own view is on the display, else None
        self.screen_kind = ""     # the screen on the display, by name (Screen.kind): for tools
        self.dark = False         # the display is off (a dark screen is on top)
        self.pictured = None      # the screen whose picture is on the display (Screen.picture)
        self.last_key = hw.ticks_ms()
        for text in settings.warnings:
            hw.serial_write("settings: %s" % text)
        report = HeapReport(hw.serial_write)   # the board report's console line
        saver = Saver(hw.nvm, self._saving)
        saver.later = True   # compactions after each key, where the stack has room
        self.nav = Nav(hw, settings, saver, Histories(),
                       Power(hw, getattr(settings, "sleep_minutes", 0)), report)
        self.failed = None
        try:
            boot(self.nav, settings.warnings)
            saver.flush()
            self.draw()
        except Exception as err:  # a saved session that cannot be shown: run() shows the
            self.failed = err     # error screen (RESUME or NEW), never a dark display
            return
        report.line(0 if self.nav.table is None else self.nav.table.session.hand_no)

    @property
    def screen(self):
        """The screen on top of the stack."""
        return self.nav.top()

    @property
    def table(self):
        """The session on the table (dealer.table.Table), None during the setup."""
        return self.nav.table

    # ---- the loop --------------------------------------------------------------

    def run(self):
        """Run forever; an uncaught error shows a card-free error screen."""
        try:  # a hang resets the board rather than freezing the table
            self.hw.enable_watchdog()
        except (ImportError, RuntimeError, ValueError):
            pass  # a board without a usable watchdog runs without one
        while True:
            try:
                failed = self.failed
                if failed is not None:   # the boot's: from here, not nested in the boot
                    self.failed = None
                    raise failed
                self._loop()
            except Exception as err:  # not BaseException: the simulator stops with one
                self._crash(err)

    def _loop(self):
        hw = self.hw
        nav = self.nav
        buttons = self.buttons
        events = hw.keys.events
        clock = hw.ticks_ms() - _POLL_MS    # when the screen's clock was last ticked
        while True:
            event = events.get()
            now = hw.ticks_ms()
            if event is not None:
                code = buttons.feed(event)
                if code != NONE:
                    self.press(code & 3, bool(code & LONG), buttons.started)
            elif ticks_diff(now, clock) < _POLL_MS:
                pass          # a quick poll while a key is down: the keys only, as ever
            else:             # the clock ticks every _POLL_MS, a key down or not
                clock = now
                if nav.top().tick(now, buttons.held(now)):
                    self.draw()   # LOOK can be held now, the count moved on, a bet steps...
                elif buttons.held(now) != NONE:
                    self.last_key = now   # a key held down: someone is at the keys, no blank
                    if buttons.held(now) & 3 == MENU:
                        self._menu_ahead()
                elif ticks_diff(now, self.last_key) >= _BLANK_MS and nav.blank():
                    self.draw()   # a player's own view was on the stack: back to the hand-off
                elif nav.power.due(now, self.last_key):
                    self._sleep()
            hw.feed_watchdog()
            if event is None:   # else another event may be waiting: no pause
                hw.sleep_ms(_POLL_MS if buttons.held(now) == NONE else _HELD_POLL_MS)

    def _menu_ahead(self):
        """The menu key is down: the menu's module loads while it is held (20 ms or so on
        the board, a press lasting 100 ms or more), so that its release shows the menu at
        once. A long press (the screen off) leaves it loaded until the screens next change;
        with no room for it now, it loads at the release as before."""
        top = self.nav.top()
        if not (top.dark or top.panel):
            try:
                from .screens import menu  # noqa: F401  (loaded: nothing more to do)
            except MemoryError:
                pass

    def _sleep(self):
        """Deep sleep (the journal says: resume without asking); else the screen goes off."""
        nav = self.nav
        if nav.table is not None:
            from .store.journal import WAKE
            nav.saver.mark(WAKE)
        self.last_key = self.hw.ticks_ms()
        if not nav.power.sleep():
            nav.push(ScreenOff(nav))
            self.draw()

    def _crash(self, err):
        hw = self.hw
        screen = Crash(type(err).__name__)   # never the message: it could name a card
        hw.serial_write("error: %s" % screen.name)
        try:
            hw.display.power(True)
            self._show(screen)
        except Exception:  # the display itself failed: restarting is all that is left
            hw.reset()
        buttons = Buttons()
        while screen.resume is None:
            event = hw.keys.events.get()
            code = NONE if event is None else buttons.feed(event)
            if code != NONE:
                screen.press(code & 3, bool(code & LONG), buttons.started)
                if screen.resume is None:
                    self._show(screen)   # the question, or back from it
            hw.feed_watchdog()
            hw.sleep_ms(10)
        self.nav.saver.after_crash(screen.resume)   # what the next boot does
        hw.reset()
        self._boot(hw, self.settings)   # where reset returns (the simulator)

    # ---- keys ------------------------------------------------------------------

    def press(self, key, long, started=0):
        """One key press: a soft key A-C or the menu key, short or long; began at `started`."""
        self.last_key = self.hw.ticks_ms()
        nav = self.nav
        top = nav.top()
        if top.dark or key != MENU:
            top.press(key, long, started)
        elif long:
            nav.blank()
            nav.push(ScreenOff(nav))
        elif top.panel:
            nav.pop()   # the menu key closes the menu, or the panel opened from it
        else:
            from .screens.menu import Menu
            nav.blank()
            nav.push(Menu(nav))
        top = None   # a screen the press took away goes, with its modules, before the save
        nav.saver.flush()   # saved before the screen shows the change
        top = nav.top()
        if top.notice and layout.rows_needed(top.notice) > 2:
            nav.push(Message(nav, top.notice))   # too long for the notice rows: its own screen
            top.notice = ""
        self.draw()
        nav.report.flush()   # a hand just ended: its heap line, now that the screen is out

    # ---- the display -----------------------------------------------------------

    def draw(self):
        """Show the top screen (or turn the display off under a dark one)."""
        top = self.nav.top()
        display = self.hw.display
        if top.dark != self.dark:
            self.dark = top.dark
            display.power(not top.dark)
        if top.dark:
            self.screen_kind = top.kind
            self.viewer = None
            return
        self._show(top)
        gc.collect()   # while the table reads the screen (a collection takes 10 ms or so)

    def _saving(self):
        """Just before the save's flash sector is erased: from then until the save is
        programmed again, the one time a power cut loses the session (docs/journal.md)."""
        if not self.dark:
            self._show(Saving())

    def _show(self, screen):
        rows = self.rows
        layout.clear(rows)
        screen.render(rows)
        self.screen_kind = screen.kind
        self.viewer = screen.viewer
        display = self.hw.display
        if self.pictured is not None and self.pictured is not screen:
            self.pictured.erase(display)
            self.pictured = None
        big = layout.BIG   # a row that starts with it has big characters (layout.big)
        for i in range(layout.ROWS - 1):   # big characters first: rows go beside them
            row = rows[i]
            display.big(i, layout.split_big(row)[0] if row.startswith(big) else "")
        for i in range(layout.ROWS):
            row = rows[i]
            display.row(i, layout.split_big(row)[1] if row.startswith(big) else row)
        if screen.picture:
            screen.draw(display)
            self.pictured = screen
        display.show()


class Saving(Screen):
    """On the display while the save's sector is erased and programmed again (a
    compaction, every few hundred changes)."""

    kind = "saving"

    def __init__(self):
        pass

    def render(self, rows):
        """Saving, and to keep the power on."""
        from .lang import MESSAGES
        rows[3] = _centred(MESSAGES[_SAVING])
        rows[4] = _centred(MESSAGES[_KEEP_POWER])


def _centred(text):
    """`text` in the middle of a row."""
    return " " * ((layout.COLS - len(text)) // 2) + text
