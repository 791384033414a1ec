"""The device app: the main loop, the menu key, privacy blanking and the crash screen."""

from . import menu as m
from . import screens
from .buttons import LONG, NONE, Buttons
from .ticks import ticks_diff

try:
    from micropython import const
except ImportError:  # CPython
    def const(v):
        return v

_KEY_A = const(0)
_KEY_B = const(1)
_KEY_C = const(2)
_KEY_MENU = const(3)
_BLANK_MS = const(30000)   # a card screen left alone this long goes back to the hand-off
_NO_PANEL = const(0)
_STANDINGS = const(1)
_SETTINGS = const(2)

# The app now running: the simulator's tests read its screen_kind and viewer per screen.
RUNNING = None


class App:
    """Turns key presses into rule-core actions and core state into screens."""

    def __init__(self, hw, settings):
        self._boot(hw, settings)

    def _boot(self, hw, settings):
        """Start as at power-up (also where the crash screen's reset returns in the simulator)."""
        global RUNNING
        RUNNING = self
        self.hw = hw
        self.settings = settings
        self.buttons = Buttons()
        self.rows = [""] * screens.ROWS
        self.viewer = None        # seat whose private view is on screen, else None
        self.screen_kind = ""     # "handoff", "view", "showdown", ... (see render)
        self.messages = list(settings.warnings)   # shown one by one, C: OK
        for text in self.messages:
            hw.serial_write("settings: %s" % text)
        self.setup = None
        self.table = None
        self._new_setup(None)
        self.menu = None
        self.panel = _NO_PANEL
        self.options = None       # the settings panel while it is open
        self.page = 0
        self.off = False
        self.last_key = hw.ticks_ms()
        from .heap_report import HeapReport
        from .histories import Histories
        from .power import Power
        from .resume import boot
        from .saver import Saver
        self.histories = Histories()  # each finished hand's log, sent after the session
        self.saver = Saver(hw.nvm)    # the save journal: resume at power-up, a record per change
        self.power = Power(hw, getattr(settings, "sleep_minutes", 0))
        boot(self)
        self.render()
        self.heap = HeapReport(hw.serial_write)   # the board report's console line
        self.heap.line(0 if self.table is None else self.table.session.hand_no)

    # ---- the loop --------------------------------------------------------------

    def run(self):
        """Run forever; an uncaught error shows a card-free error screen."""
        try:  # a hang resets the board rather than freezing the table
            self.hw.enable_watchdog()
        except (ImportError, RuntimeError, ValueError):
            pass  # a board without a usable watchdog runs without one
        while True:
            try:
                self._loop()
            except Exception as err:  # not BaseException: the simulator stops with one
                self._crash(err)

    def _loop(self):
        hw = self.hw
        events = hw.keys.events
        while True:
            event = events.get()
            if event is not None:
                code = self.buttons.feed(event)
                if code != NONE:
                    self.press(code & 3, bool(code & LONG), self.buttons.started)
            elif self.table is not None and self.table.tick(hw.ticks_ms()):
                self.render()   # LOOK can be held now, or the 3-2-1 count moved on
            elif self._on_card_screen() and ticks_diff(hw.ticks_ms(), self.last_key) >= _BLANK_MS:
                self.table.blank()  # type: ignore[union-attr]  # a card screen has a table
                self.render()
            elif self.table is not None and self.table.holding(self.buttons.held(hw.ticks_ms())):
                self.render()  # a bet size stepping faster while A or B is held
            else:
                self.power.idle(self)
            hw.feed_watchdog()
            hw.sleep_ms(10)

    def _on_card_screen(self):
        return self.table is not None and self.table.private()

    def _crash(self, err):
        hw = self.hw
        name = type(err).__name__   # never the message: it could name a card
        hw.serial_write("error: %s" % name)
        rows = self.rows
        screens.clear(rows)
        rows[0] = screens.clip("Error: " + name)
        screens.wrap("The device stopped. A: resume the saved session. C: new session.",
                     rows, 2, 5)
        rows[7] = screens.keys("RESUME", "", "NEW")
        try:
            hw.display.power(True)
            self._show("error", None)
        except Exception:  # the display itself failed: restarting is all that is left
            hw.reset()
        buttons = Buttons()
        while True:
            event = hw.keys.events.get()
            code = NONE if event is None else buttons.feed(event)
            if code == _KEY_A or code == _KEY_C:
                self.saver.after_crash(code == _KEY_A)   # what the next boot does
                hw.reset()
                self._boot(hw, self.settings)   # where reset returns (the simulator)
                return
            hw.feed_watchdog()
            hw.sleep_ms(10)

    # ---- keys ------------------------------------------------------------------

    def press(self, key, long, started=0):
        """One key press: a soft key A-C or the menu key, short or long; began at `started`."""
        self.last_key = self.hw.ticks_ms()
        if self.off:  # any key wakes the screen, on the hand-off rather than a card
            self.off = False
            self.hw.display.power(True)
        elif key == _KEY_MENU:
            self._menu_key(long)
        elif self.messages:
            if key == _KEY_C:
                self.messages.pop(0)
        elif self.menu is not None:
            self._choose(self.menu.press(key))
        elif self.panel != _NO_PANEL:
            self._panel_key(key)
        elif self.saver.prompt is not None:
            self.saver.prompt.press(self, key)
        elif self.table is not None:
            if self.table.press(key, long, started):
                self._new_setup(self.table)
        else:
            rules = self._setups().press(key, long)
            if rules is not None:
                self._start(rules)
        self.saver.sync(self.table)   # journal the change before anything else happens
        self.histories.track(self.table)
        self.heap.after_press(self.table)
        owner = self.table if self.table is not None else self._setups()
        if owner.notice and screens.rows_needed(owner.notice) > 2:
            self.messages.append(owner.notice)   # too long for the notice rows: its own screen
            owner.notice = ""
        if self.off:
            return
        self.render()

    def _menu_key(self, long):
        if self.table is not None:
            self.table.blank()
        if long:
            self._screen_off()
        elif self.menu is not None or self.panel != _NO_PANEL:
            self.menu = None
            self.panel = _NO_PANEL
        else:
            self.menu = m.Menu(m.offered(self.table))

    def _choose(self, item):
        if item == m.NOTHING:
            return
        self.menu = None
        if item == m.UNDO or item == m.MISDEAL or item == m.END:
            self.messages.append(m.table_action(item, self._playing()))
        elif item == m.STANDINGS:
            self.panel = _STANDINGS
            self.page = 0
        elif item == m.SETTINGS:
            from .options import OptionsPanel
            self.panel = _SETTINGS
            self.options = OptionsPanel(self.table)
        elif item == m.SEND:
            from .sending import send
            self.messages.append(send(self))
        elif item == m.SCREEN_OFF:
            self._screen_off()

    def _panel_key(self, key):
        if self.panel == _STANDINGS and key == _KEY_C:
            self.panel = _NO_PANEL
        elif self.panel == _STANDINGS and key == _KEY_B:
            self.page += 1
        elif self.panel == _SETTINGS and self._options().press(key):
            self.panel = _NO_PANEL

    def _screen_off(self):
        self.off = True
        self.screen_kind = "off"
        self.viewer = None
        self.hw.display.power(False)

    def _new_setup(self, table):
        """The setup screens, starting from the last session's choices if there was one."""
        self.table = None
        self.setup = None
        setup = self._setups()   # now, not at the first screen: compiling early fragments less
        if table is not None:
            setup.resume(table.session.rules, table.names, table.tracker)

    def _setups(self):
        """The setup screens, made again after a session."""
        if self.setup is None:
            from .setup import Setup
            self.setup = Setup(self.settings)
        return self.setup

    def _playing(self):
        """The table of the session in play (the menu offers table items only then)."""
        return self.table

    def _options(self):
        """The settings panel while it is open."""
        return self.options

    def _start(self, rules):
        from indian_poker import Session

        from .table import Table
        setup = self._setups()
        session = Session(rules, entropy=self.hw.entropy)
        self.table = Table(session, setup.names, setup.tracker, self.hw.serial_write,
                           self.hw.ticks_ms)
        # The setup screens' object goes, their module stays: compiled again for the next
        # session, amid a session's objects, it needed ~15 KiB more heap than it frees.
        self.setup = None
        self.hw.serial_write("session: %d players, %s"
                             % (rules.players,
                                screens.length_text(rules.hands, session.hands_total)))

    # ---- screens ---------------------------------------------------------------

    def render(self):
        """Draw the screen for the current state."""
        rows = self.rows
        screens.clear(rows)
        viewer = None
        if self.messages:
            kind = "message"
            text = self.messages[0]
            screens.wrap(text[:1].upper() + text[1:], rows, 0, 6)   # a sentence on screen
            rows[7] = screens.keys("", "", "OK")
        elif self.menu is not None:
            kind = self.menu.render(rows)
        elif self.panel == _STANDINGS and self.table is not None:
            kind = "standings"
            self.page = self.table.standings(rows, self.page)
        elif self.panel == _SETTINGS:
            kind = self._options().render(rows)
        elif self.saver.prompt is not None:
            kind = self.saver.prompt.render(rows)
        elif self.table is not None:
            kind, viewer = self.table.render(rows)
        else:
            kind = self._setups().render(rows)
        self._show(kind, viewer)

    def _show(self, kind, viewer):
        self.screen_kind = kind
        self.viewer = viewer
        rows = self.rows
        display = self.hw.display
        for i in range(screens.ROWS):
            display.row(i, rows[i])
        display.show()
