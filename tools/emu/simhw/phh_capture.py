"""Hand histories from the USB console: the device's "Send histories", split into files.

The device writes `BEGIN PHH n hands`, then each hand under a `[number]` line, then
`END PHH n hands` (firmware/lib/dealer/screens/sending.py). `split_console` finds the last such
block; `write_files` writes one PHH file per hand (hand01.phh, ...). `SendAtEnd` wraps
a key script: once the script is used up on the final screen of a session, it opens
the menu and chooses "Send histories", as a player would.
"""

import pathlib
import re
import sys

import sim_keys
from simhw_state import SimulationDone

_BEGIN = re.compile(r"^BEGIN PHH (\d+) hands?$")
_END = re.compile(r"^END PHH (\d+) hands?$")
_HAND = re.compile(r"^\[(\d+)\]$")
_LABEL = "Send histories"


def split_console(console):
    """[(hand number, PHH text)] of the last complete block the device sent; [] if none."""
    hands = None
    found = []
    for line in console.splitlines():
        if _BEGIN.match(line):
            hands = []
        elif hands is not None and _END.match(line):
            if int(_END.match(line).group(1)) != len(hands):
                raise ValueError("the device announced %s hands but sent %d"
                                 % (_END.match(line).group(1), len(hands)))
            found = [(number, "\n".join(lines).strip() + "\n") for number, lines in hands]
            hands = None
        elif hands is not None:
            match = _HAND.match(line)
            if match:
                hands.append((int(match.group(1)), []))
            elif hands:
                hands[-1][1].append(line)
    return found


def write_files(folder, hands):
    """Write each (number, text) to folder/handNN.phh; returns the paths."""
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for number, text in hands:
        path = folder / ("hand%02d.phh" % number)
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def _running_app():
    module = sys.modules.get("dealer.app")
    return None if module is None else module.RUNNING


class SendAtEnd:
    """A key source: `script` first; then, on the final screen, MENU, down to the item, OK."""

    def __init__(self, script):
        self.script = script
        self.script_done = False
        self.chosen = False        # "Send histories" was chosen
        self._pending = []         # (due us, button, pressed)
        self._quiet_from = -1

    @property
    def delivered(self):
        """Presses delivered so far (the script's and this source's)."""
        return self.script.delivered + self._own

    _own = 0

    @property
    def i2c_bytes_at_start(self):
        """Bus traffic before the first poll, as the script measured it."""
        return self.script.i2c_bytes_at_start

    def poll(self, queue, clock):
        """The script's keys, then the menu keys that send the histories."""
        if not self.script_done:
            try:
                self.script.poll(queue, clock)
                return
            except SimulationDone:
                self.script_done = True
        now = clock.now_us
        while self._pending and self._pending[0][0] <= now:
            _, button, pressed = self._pending.pop(0)
            number = sim_keys.key_number(button)
            if number is not None:
                queue.push(number, pressed, sim_keys._ticks_at(now))
            if pressed:
                self._own += 1
            self._quiet_from = now
        if self._pending or len(queue) or now - self._quiet_from < sim_keys.GAP_MS * 1000:
            return
        app = _running_app()
        if self.chosen and app is not None and _is(app.nav.top(), "sending", "Sending"):
            return                                     # one hand per tick of the main loop
        button = None if self.chosen else self._next_button(app)
        if button is None:
            raise SimulationDone("histories sent" if self.chosen else "nothing to send")
        self._pending = [(now, button, True), (now + sim_keys.SHORT_MS * 1000, button, False)]

    def _next_button(self, app):
        """The key a player presses next to send the histories, None if there is none."""
        if app is None or app.table is None or not app.table.at_end():
            return None
        nav = app.nav
        top = nav.top()
        if _is(top, "menu", "Menu"):
            for row in app.rows[1:7]:
                if row.startswith(">"):
                    if row[2:] == _LABEL:
                        self.chosen = True
                        return 2
                    return 1
            return None
        if top.dark or top.panel or len(nav.stack) == 1:
            return 3   # MENU: wakes the display, closes a panel, opens the menu on the final screen
        if _is(top, "base", "Message"):
            return 2                                   # OK
        return None


def _is(screen, module, name):
    """True if `screen` is of class dealer.screens.<module>.<name> (if that module is loaded:
    looking never loads one)."""
    loaded = sys.modules.get("dealer.screens." + module)
    return loaded is not None and isinstance(screen, getattr(loaded, name))
