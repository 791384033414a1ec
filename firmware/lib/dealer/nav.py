"""The navigator: the app's stack of screens, and what a screen may use besides it."""

# A screen gets the navigator when it is made and changes the stack only through it:
# push (the menu, a message, a card view over its hand-off), pop, or reset to one
# screen (the table's next step, the setup). The top of the stack is on the display.
# The navigator also carries what screens use: the board's clock, console and entropy,
# the settings, the session on the table (`table`, a dealer.table.Table, None during the
# setup), the stores it tells of each change (`saver`, `histories`), the board report
# (`report`), and `power`.
#
# One-shot screens (ONCE: the setup, the menu and its panels, bet sizing, card entry, ...)
# are loaded when first shown and their modules dropped once no screen of theirs is left
# on the stack: only what a hand needs stays resident. Only from .mpy: a module the board
# compiles from .py sources is kept, since compiling it again amid a session's objects
# needs large free blocks (code.py compiles those at start-up).

import sys

# A one-shot screen's module, then the modules only it uses (dropped with it).
ONCE = (
    ("dealer.screens.setup", "dealer.screens.setup_options"),
    ("dealer.screens.menu",),
    ("dealer.screens.confirm",),
    ("dealer.screens.settings_panel",),
    ("dealer.screens.buyins",),
    ("dealer.screens.join",),
    ("dealer.screens.amount",),
    ("dealer.screens.reveal",),
    ("dealer.screens.resume_prompt",),
    ("dealer.screens.settle_up", "dealer.chip_value", "indian_poker.settle"),
    ("dealer.screens.qr_code", "adafruit_miniqr"),
    ("dealer.screens.learn", "indian_poker.tips", "indian_poker.odds"),
    ("indian_poker.refusals",),   # the core's refusal messages: loaded when one is made
)
# What only a hand in play uses: dropped when the histories are sent, after the session.
HAND_ONLY = ("dealer.screens.turn", "dealer.screens.deal", "dealer.screens.fingerprint_row",
             "indian_poker.shuffle", "indian_poker.health")
_COMPILED = getattr(sys.modules.get("dealer.nav"), "__file__", "").endswith(".mpy")


class Nav:
    """The stack of screens (the last is on top) and the app's services for screens."""

    def __init__(self, hw, settings, saver, histories, power, report=None):
        self.stack = []
        self.hw = hw
        self.settings = settings
        self.saver = saver
        self.histories = histories
        self.power = power
        self.report = report      # the board report's heap lines (heap_report.py)
        self.table = None
        self.kept = None          # a finished session left for the setup of a new one
        self.drops = _COMPILED    # drop one-shot screens' modules (see ONCE)

    def top(self):
        """The screen on the display."""
        return self.stack[-1]

    def push(self, screen):
        """Show `screen` over the current one."""
        self.stack.append(screen)

    def pop(self):
        """Take the top screen away: the one below it is back."""
        self.stack.pop()
        self._drop()

    def reset(self, screen):
        """Show `screen` alone: everything under and over it goes."""
        stack = self.stack
        while stack:
            stack.pop()
        stack.append(screen)
        self._drop()

    def _drop(self):
        """Drop the modules of one-shot screens no longer on the stack (see ONCE)."""
        if not self.drops:
            return
        modules = sys.modules
        for names in ONCE:
            if names[0] not in modules:
                continue
            for screen in self.stack:
                if type(screen).__module__ == names[0]:
                    break
            else:
                for name in names:
                    forget(name)

    def drop_hand(self):
        """The session is over: drop the modules only a hand in play uses (HAND_ONLY),
        then collect, so that what loads next (the PHH writer, the settle-up, the QR
        generator) gets the largest free blocks."""
        if self.drops:
            for name in HAND_ONLY:
                forget(name)
        import gc
        gc.collect()

    def blank(self):
        """Privacy: take every private screen away (True if there was one, shown or under
        a message); the hand-off they sat on starts again."""
        stack = self.stack
        blanked = False
        i = 0
        while i < len(stack):
            if stack[i].private:
                stack.pop(i)
                stack[i - 1].restart(self.ticks())
                blanked = True
            else:
                i += 1
        return blanked

    def ticks(self):
        """The board's clock: ms, wrapping (compare with board.ticks.ticks_diff)."""
        return self.hw.ticks_ms()

    def console(self, text):
        """One line to the USB console. Never pass a card to this."""
        self.hw.serial_write(text)

    def forget(self, name):
        """Drop module `name`: a screen's once the screen is done (see `forget`)."""
        forget(name)


def drop(name):
    """Forget module `name` when modules load from .mpy (see ONCE): used again, it loads
    again, without a compile."""
    if _COMPILED:
        forget(name)


def forget(name):
    """Drop module `name` ("package.module"), so its code and data can be collected once
    nothing else holds them (code.py: the settings reader after boot; sessions.py: the
    journal's reader; a screen's module once the screen is done)."""
    # MicroPython's dict keeps a deleted entry's value in its slot until the slot is used
    # again: set it to None first, or the module stays reachable from there.
    modules = sys.modules  # type: dict
    if name in modules:
        modules[name] = None
        del modules[name]
    dot = name.rfind(".")
    package = modules.get(name[:dot])
    if package is not None and hasattr(package, name[dot + 1:]):
        setattr(package, name[dot + 1:], None)
        delattr(package, name[dot + 1:])
