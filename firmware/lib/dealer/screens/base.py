"""The screen protocol, and the screens every part of the app uses: a message, the
screen off, the crash screen."""

# The app keeps a stack of screens (dealer/nav.py) and serves its top: a key press goes
# to its `press`, the display shows what its `render` writes, the clock calls its `tick`.
# A screen changes the game only by asking the table (nav.table); the router then puts
# the table's next step on the stack (screens/flow.py). A screen may push another over
# itself through its navigator (the menu, a message, a card view) or pop itself. A new
# screen is one class, and one push or one step of the router.

from micropython import const

from ..board.keys import NONE, A, B, C
from ..lang import KEYS, MESSAGES
from . import layout

# words (dealer/lang)
_BACK = const(0)
_OK = const(2)
_YES = const(4)
_MORE = const(5)
_RESUME = const(13)
_NEW = const(14)
_PAGE = const(0)
_ERROR = const(1)
_CRASH_NEW_Q = const(2)
_CRASH_TEXT = const(3)


class Screen:
    """What the app asks of every screen; the class attributes say what kind it is.

    `press(key, long, started)`: soft key A, B or C (board.keys), `long` if held,
    `started` when it went down (ticks); every method has a default.
    """

    kind = ""          # its class's name for the simulator's tests and tools: "handoff", ...
    private = False    # shows one player's own view: taken away by the privacy blank
    viewer = None      # the seat whose own view it shows (private screens only)
    dark = False       # the display is off: any key wakes it, and does nothing else
    panel = False      # opened from the menu: the menu key closes it
    notice = ""        # why the last key did nothing; too long for the screen: a message
    picture = False    # draws pixels besides its rows: the app calls draw, then erase
    # a screen it made in idle time for one of its keys (Menu.tick): its modules stay while
    # this one is on the stack
    ahead = None  # type: Screen | None

    def __init__(self, nav):
        self.nav = nav     # dealer.nav.Nav: the stack, and what else a screen may use

    def press(self, key, long, started):
        """A key: nothing, unless the screen says otherwise."""

    def render(self, rows):
        """Write the screen into `rows`: 8 strings of at most 21 characters, given blank."""

    def tick(self, now, held):
        """The clock while no key waits (`held`: Buttons.held(now)); True to redraw."""
        return False

    def restart(self, now):
        """The screens over this one have just gone (a message's OK, the menu closed, the
        privacy blank): it is on the display again."""

    def prepare(self):
        """Idle time while a message covers it: make ready what its next render needs, so
        that the message's OK computes nothing it could have computed before."""

    def draw(self, display):
        """A screen with `picture`: its pixels, after its rows (dealer.board.display)."""

    def erase(self, display):
        """A screen with `picture`, when another screen is shown: blank its pixels."""


class Message(Screen):
    """A sentence for the players (a line break starts a new row); C: OK takes it away,
    B turns the page of a long one."""

    kind = "message"

    def __init__(self, nav, text, prepare=False):
        super().__init__(nav)
        self.text = text
        self.page = 0
        # prepare: the screen under it gets its idle time (an undo's hand-off); not for
        # every message, as one at power-up would hold the resume's modules beside it
        self.prepared = not prepare

    def press(self, key, long, started):
        """C: OK; B: the next page."""
        if key == C:
            self.nav.pop()
        elif key == B:
            self.page += 1

    def tick(self, now, held):
        """Idle, no key down: the screen under the sentence prepares its next render, once."""
        if not self.prepared and held == NONE:
            self.prepared = True
            stack = self.nav.stack
            if len(stack) > 1 and stack[-1] is self:
                stack[-2].prepare()
        return False

    def render(self, rows):
        """The sentence, word-wrapped (never inside a word), with a capital first letter."""
        text = self.text
        lines = []
        for part in (text[:1].upper() + text[1:]).split("\n"):
            wrapped = [""] * 7
            lines += wrapped[:min(layout.wrap(part, wrapped, 0, 6), 7)]
        if len(lines) <= 7:
            for i in range(len(lines)):
                rows[i] = lines[i]
            rows[7] = layout.keys("", "", KEYS[_OK])
            return
        pages = (len(lines) + 5) // 6
        self.page %= pages
        for i, line in enumerate(lines[self.page * 6:self.page * 6 + 6]):
            rows[i] = line
        rows[6] = MESSAGES[_PAGE] % (self.page + 1, pages)
        rows[7] = layout.keys("", KEYS[_MORE], KEYS[_OK])


class ScreenOff(Screen):
    """The display is off (the menu's "Screen off", or no deep sleep); any key wakes it."""

    kind = "off"
    dark = True

    def press(self, key, long, started):
        """Any key: the screen below comes back."""
        self.nav.pop()


class Crash(Screen):
    """After an uncaught error, its type only (never its message: it could name a card):
    A resumes the saved session, C asks whether to start a new one (BACK on A, YES on B).
    The app shows it with nothing but what is already loaded, so that it shows even when
    memory ran out."""

    kind = "error"

    def __init__(self, name):   # no navigator: the app shows it off the stack
        super().__init__(None)
        self.name = name
        self.resume = None    # True (A) or False (C, then B) once chosen
        self.asking = False   # C was pressed: "new session?" is on screen

    def press(self, key, long, started):
        """A: resume (asked: back); C: new session?; B (asked): yes, a new session."""
        if self.asking:
            if key == A:
                self.asking = False
            elif key == B:
                self.resume = False
        elif key == A:
            self.resume = True
        elif key == C:
            self.asking = True

    def render(self, rows):
        """The error's type and the two ways on, or the question."""
        top = layout.wrap(MESSAGES[_ERROR] % self.name, rows, 0, 1) + 1   # the whole name
        if self.asking:
            layout.wrap(MESSAGES[_CRASH_NEW_Q], rows, top, 6)
            rows[7] = layout.keys(KEYS[_BACK], KEYS[_YES], "")
            return
        layout.wrap(MESSAGES[_CRASH_TEXT], rows, top, 6)
        rows[7] = layout.keys(KEYS[_RESUME], "", KEYS[_NEW])
