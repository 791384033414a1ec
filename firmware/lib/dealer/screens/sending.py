"""The menu's "Send histories": every hand of the session in PHH over the USB console."""

# Sent only from the final screen, once the session has ended: the histories show every
# card. The console gets a begin line, then one PHH document per hand, each under a
# "[n]" table header (n: the hand's number), so the text between the marker lines is a
# PHHS file (PokerKit: HandHistory.loads_all), then an end line:
#   BEGIN PHH 6 hands
#   [1]
#   variant = 'IP'
#   ...
#   END PHH 6 hands
# Out of memory half-way, the end line is "END PHH cut short: 3 of 6 hands".
# The screen sends one hand per tick of the main loop, which feeds the watchdog between
# them, and says how far it got; then a message replaces it. The PHH writer and this
# module are forgotten afterwards: the next session does not need them.

from indian_poker import UNIT

from . import flow
from .base import Message, Screen

REFUSED = "Hand histories show every card: send them from the final screen, after the session"
BEGIN = "BEGIN PHH %d hands"
END = "END PHH %d hands"
CUT = "END PHH cut short: %d of %d hands"
NO_MEMORY = "Not enough memory to send the histories"


def send(nav):
    """Start sending the histories, or say why not; returns the refusal ("" when sending)."""
    table = nav.table
    if table is None or not flow.at_end(nav) or not table.session.over:
        nav.push(Message(nav, REFUSED))
        return REFUSED
    rules, logs, first = nav.histories.export()
    if not rules:
        nav.push(Message(nav, "No hand was played: there is nothing to send"))
        return ""
    import gc
    gc.collect()   # the PHH writer is compiled now: give it the largest free blocks
    try:
        from indian_poker.phh import session_histories
    except MemoryError:
        nav.push(Message(nav, NO_MEMORY))
        return ""
    start = nav.histories.start
    stacks = [units // UNIT for units in start]
    fractions = [units % UNIT for units in start]
    texts = session_histories(rules, stacks, logs, table.names, first,
                              fractions if max(fractions) else None,
                              table.session.session_id, nav.histories.buyins,
                              nav.histories.left)
    nav.push(Sending(nav, texts, len(rules), first))
    return ""


class Sending(Screen):
    """One hand's history to the console per tick; "Hand 3 of 6" meanwhile."""

    kind = "sending"

    def __init__(self, nav, texts, count, first):
        self.nav = nav
        self.texts = texts       # the PHH documents, written one by one
        self.count = count
        self.first = first       # the number of the first hand
        self.sent = 0
        nav.console(BEGIN % count)

    def tick(self, now, held):
        """Send the next hand; after the last one (or out of memory), say how it went."""
        nav = self.nav
        try:
            text = next(self.texts)
        except StopIteration:
            nav.console(END % self.count)
            self._done("Sent %d hand%s over USB" % (self.count, "" if self.count == 1 else "s"))
            return True
        except MemoryError:   # what was sent stays valid: the end line says how far it got
            nav.console(CUT % (self.sent, self.count))
            self._done("Out of memory: %d of %d hands were sent" % (self.sent, self.count))
            return True
        nav.console("[%d]" % (self.first + self.sent))
        nav.console(text)
        self.sent += 1
        return True

    def _done(self, text):
        self.texts = None
        self.nav.pop()
        self.nav.push(Message(self.nav, text))
        self.nav.forget("indian_poker.phh")
        self.nav.forget("dealer.screens.sending")

    def render(self, rows):
        """How far the sending got."""
        rows[0] = "Send histories"
        rows[2] = "Hand %d of %d" % (min(self.sent + 1, self.count), self.count)
        rows[3] = "over the USB cable"
