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
# Out of memory half-way, the end line is "END PHH cut short: 3 of 6 hands" (a hand cut
# off in the middle is not counted). Each hand goes out a line at a time.
# The screen sends one hand per tick of the main loop, which feeds the watchdog between
# them, and says how far it got; then a message replaces it. The PHH writer and this
# module are forgotten afterwards: the next session does not need them.

from indian_poker import UNIT
from indian_poker.loading import unload

from .base import Message, Screen

REFUSED = "Hand histories show every card: send them from the final screen, after the session"
BEGIN = "BEGIN PHH %d hands"
END = "END PHH %d hands"
CUT = "END PHH cut short: %d of %d hands"
NO_MEMORY = "Not enough memory to send the histories"


def send(nav):
    """Start sending the histories, or say why not; returns the refusal ("" when sending)."""
    table = nav.table
    if table is None or not table.at_end():
        nav.push(Message(nav, REFUSED))
        return REFUSED
    rules, logs, first, count = nav.histories.export()
    if not count:
        nav.push(Message(nav, "No hand was played: there is nothing to send"))
        return ""
    nav.drop_hand()   # the session is over: the hand's screens make room for the PHH writer
    try:
        from indian_poker.phh import session_lines
    except MemoryError:
        nav.push(Message(nav, NO_MEMORY))
        return ""
    start = nav.histories.start
    stacks = [units // UNIT for units in start]
    fractions = [units % UNIT for units in start]
    hands = session_lines(rules, stacks, logs, nav.histories.names, first,
                          fractions if max(fractions) else None, table.session.session_id,
                          nav.histories.buyins, nav.histories.left)
    nav.push(Sending(nav, hands, count, first))
    return ""


class Sending(Screen):
    """One hand's history to the console per tick; "Hand 3 of 6" meanwhile. A key does
    nothing: the message after the hands takes keys."""

    kind = "sending"

    def __init__(self, nav, hands, count, first):
        super().__init__(nav)
        self.hands = hands       # each hand's PHH lines (indian_poker.phh.session_lines)
        self.count = count
        self.first = first       # the number of the first hand
        self.sent = 0
        nav.console(BEGIN % count)

    def tick(self, now, held):
        """Send the next hand; after the last one (or out of memory), say how it went."""
        nav = self.nav
        try:
            lines = next(self.hands)
            nav.console("[%d]" % (self.first + self.sent))
            for line in lines:   # a line at a time: the hand's text is never held whole
                nav.console(line)
        except StopIteration:
            nav.console(END % self.count)
            self._done("Sent %d hand%s over USB" % (self.count, "" if self.count == 1 else "s"))
            return True
        except MemoryError:   # the end line says how many hands went out whole
            nav.console(CUT % (self.sent, self.count))
            self._done("Out of memory: %d of %d hands were sent" % (self.sent, self.count))
            return True
        nav.console("")   # the blank line that ends each hand's text
        self.sent += 1
        return True

    def _done(self, text):
        self.hands = None
        self.nav.pop()
        self.nav.push(Message(self.nav, text))
        unload("indian_poker.phh")
        unload("dealer.screens.sending")

    def render(self, rows):
        """How far the sending got."""
        rows[0] = "Send histories"
        rows[2] = "Hand %d of %d" % (min(self.sent + 1, self.count), self.count)
        rows[3] = "over the USB cable"
