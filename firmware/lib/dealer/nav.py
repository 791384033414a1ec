"""The navigator: the app's stack of screens, and what a screen may use besides it."""

# A screen gets the navigator when it is made and pushes over itself (the menu, a
# message, a card view over its hand-off) or pops itself through it. The step under
# them is the router's: the navigator is the table's last listener, and after each
# change it resets the stack to the screen screens/flow.py names. The top of the stack
# is on the display. The navigator also carries what screens use: the board's clock,
# console and entropy, the settings, the session on the table (`table`, a
# dealer.table.Table, None during the setup), the stores the table tells of each change
# (`saver`, `histories`), the board report (`report`), and `power`.
#
# One-shot screens (the setup, the menu and its panels, bet sizing, card entry, ...) are
# loaded when first shown; each such module declares ONE_SHOT, the modules only it uses,
# and from .mpy the navigator unloads it with them once no screen of it is left on the
# stack: only what a hand needs stays resident (indian_poker/loading.py says when a
# module is worth unloading, and how).

import sys

from indian_poker import loading

from . import lang
from .table import BOUGHT, LANGUAGE, OPTIONS, UNBOUGHT

# What only a hand in play uses: unloaded when the session is over (drop_hand).
HAND_ONLY = ("dealer.screens.turn", "dealer.screens.deal", "dealer.screens.betting",
             "dealer.screens.cut", "indian_poker.shuffle", "indian_poker.health")


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
        self.ahead = None         # a screen made in idle time ahead of its key: the
        # settle-up, made on the final standings (screens/results.py Final.tick)
        self._one_shots = []      # the one-shot modules loaded at the last look (_drop),
        self._modules = -1        # when len(sys.modules) was this
        self._unloads = -1        # and loading.UNLOADS this

    def top(self):
        """The screen on the display."""
        return self.stack[-1]

    def push(self, screen):
        """Show `screen` over the current one."""
        self.stack.append(screen)

    def pop(self):
        """Take the top screen away: the one below it is back on the display."""
        stack = self.stack
        stack.pop()
        self._drop()
        stack[-1].restart(self.ticks())

    def swap(self, screen):
        """`screen` in place of the top one (a menu gives way to the panel chosen in it);
        the screen below stays covered."""
        self.stack[-1] = screen
        self._drop()

    def reset(self, screen):
        """Show `screen` alone: everything under and over it goes."""
        stack = self.stack
        while stack:
            stack.pop()
        stack.append(screen)
        self.ahead = None
        self._drop()

    def changed(self, change, table, at):
        """The table's listener (dealer/table.py): after each change, the screen the router
        names, alone on the stack; after new options or a buy-in (or its undo), under the
        panel they were made in, which stays open (the session they end is over once it
        closes); so after a new language."""
        from .screens.flow import after  # loaded with the first session
        self.ahead = None   # made from the table as it was
        screen = after(self, change, table)
        if screen is None:
            return
        if change == OPTIONS or change == BOUGHT or change == UNBOUGHT or change == LANGUAGE:
            self.stack[0] = screen
            self._drop()
        else:
            self.reset(screen)

    def _drop(self):
        """Once no screen on the stack (nor one made ahead) is from a one-shot module
        (ONE_SHOT): from .mpy, unload it and the modules it names; the words read only
        off the hand go too (dealer/lang: release), in the simulator as on the board."""
        gone = None
        ahead = self.ahead
        modules = sys.modules
        for name in self._loaded_one_shots():
            with_it = modules[name].ONE_SHOT
            if ahead is not None and type(ahead).__module__ == name:
                continue
            for screen in self.stack:
                made = screen.ahead
                if type(screen).__module__ == name or \
                        made is not None and type(made).__module__ == name:
                    break
            else:
                gone = [] if gone is None else gone
                gone.append(name)
                gone.extend(with_it)
        if gone:
            table = self.table
            if table is None or not table.session.over:   # after it: what the screens read
                lang.release()
            if loading.COMPILED:
                for name in gone:
                    loading.unload(name)

    def _loaded_one_shots(self):
        """The one-shot modules loaded now. sys.modules is looked through again only if a
        module was imported or unloaded since the last look (its size and loading.UNLOADS
        say so): an action's change of screens loads nothing, and the look, a getattr on
        each of some 60 modules, took 2 ms of every one on the emulated Pico."""
        modules = sys.modules
        if len(modules) != self._modules or loading.UNLOADS != self._unloads:
            found = []
            for name in modules:   # by key: items() makes a tuple per module
                if (name.startswith("dealer.") or name.startswith("indian_poker.")) and \
                        getattr(modules[name], "ONE_SHOT", None) is not None:
                    found.append(name)
            self._one_shots = found
            self._modules = len(modules)
            self._unloads = loading.UNLOADS
        return self._one_shots

    def drop_hand(self):
        """The session is over: unload what only a hand in play uses (HAND_ONLY) from
        .mpy, then collect, so that what loads next (the PHH writer, the settle-up, the
        QR generator) gets the largest free blocks."""
        for name in HAND_ONLY:
            loading.unload_if_compiled(name)
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
