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

from micropython import const

from indian_poker import UNIT
from indian_poker.loading import unload

from ..lang import RESULTS
from .base import Message, Screen

BEGIN = "BEGIN PHH %d hands"
END = "END PHH %d hands"
CUT = "END PHH cut short: %d of %d hands"
# words (dealer/lang)
_HISTORIES_AT_END = const(9)
_NO_MEMORY_SEND = const(10)
_NOTHING_TO_SEND = const(11)
_SENT_ONE = const(12)
_SENT_N = const(13)
_OUT_OF_MEMORY_SENT = const(14)
_SEND_HISTORIES = const(15)
_HAND_OF = const(16)
_OVER_USB = const(17)


def send(nav):
    """Start sending the histories, or say why not; returns the refusal ("" when sending)."""
    table = nav.table
    if table is None or not table.at_end():
        refused = RESULTS[_HISTORIES_AT_END]
        nav.push(Message(nav, refused))
        return refused
    rules, logs, first, count = nav.histories.export()
    if not count:
        nav.push(Message(nav, RESULTS[_NOTHING_TO_SEND]))
        return ""
    nav.drop_hand()   # the session is over: the hand's screens make room for the PHH writer
    try:
        from indian_poker.phh import session_lines
    except MemoryError:
        nav.push(Message(nav, RESULTS[_NO_MEMORY_SEND]))
        return ""
    start = nav.histories.start
    stacks = [units // UNIT for units in start]
    fractions = [units % UNIT for units in start]
    hands = session_lines(rules, stacks, logs, nav.histories.names, first,
                          fractions if max(fractions) else None, table.session.session_id,
                          nav.histories.buyins, nav.histories.left, nav.histories.chain)
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
            self._done(RESULTS[_SENT_ONE] if self.count == 1 else RESULTS[_SENT_N] % self.count)
            return True
        except MemoryError:   # the end line says how many hands went out whole
            nav.console(CUT % (self.sent, self.count))
            self._done(RESULTS[_OUT_OF_MEMORY_SENT] % (self.sent, self.count))
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
        rows[0] = RESULTS[_SEND_HISTORIES]
        rows[2] = RESULTS[_HAND_OF] % (min(self.sent + 1, self.count), self.count)
        rows[3] = RESULTS[_OVER_USB]
