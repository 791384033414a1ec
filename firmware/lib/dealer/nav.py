"""The navigator: the app's stack of screens, and what a screen may use besides it."""

# A screen gets the navigator when it is made and changes the stack only through it:
# push (the menu, a message, a card view over its hand-off), pop, or reset to one
# screen (the table's next step, the setup). The top of the stack is on the display.
# The navigator also carries what screens use: the board's clock, console and entropy,
# the settings, the session on the table (`table`, a dealer.table.Table, None during the
# setup), the stores it tells of each change (`saver`, `histories`), the board report
# (`report`), and `power`.

import sys


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

    def top(self):
        """The screen on the display."""
        return self.stack[-1]

    def push(self, screen):
        """Show `screen` over the current one."""
        self.stack.append(screen)

    def pop(self):
        """Take the top screen away: the one below it is back."""
        self.stack.pop()

    def reset(self, screen):
        """Show `screen` alone: everything under and over it goes."""
        stack = self.stack
        while stack:
            stack.pop()
        stack.append(screen)

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


def forget(name):
    """Drop module `name` ("package.module"), so its code and data can be collected once
    nothing else holds them (code.py: the settings reader after boot; sessions.py: the
    journal's reader; a screen's module once the screen is done)."""
    sys.modules.pop(name, None)
    dot = name.rfind(".")
    package = sys.modules.get(name[:dot])
    if package is not None and hasattr(package, name[dot + 1:]):
        delattr(package, name[dot + 1:])
