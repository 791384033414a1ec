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

from . import screens

REFUSED = "Hand histories show every card: send them from the final screen, after the session"
BEGIN = "BEGIN PHH %d hands"
END = "END PHH %d hands"


def send(app):
    """Write the session's histories to the USB console; returns what to tell the players."""
    table = app.table
    if table is None or not table.at_end() or not table.session.over:
        return REFUSED
    from indian_poker.phh import session_histories
    rules, logs, first = app.histories.export()
    count = len(logs)
    if not count:
        return "No hand was played: there is nothing to send"
    start = app.histories.start
    stacks = []
    fractions = []
    for units in start:
        stacks.append(units // 2520)
        fractions.append(units % 2520)
    hw = app.hw
    hw.serial_write(BEGIN % count)
    number = first
    for text in session_histories(rules, stacks, logs, table.names, first,
                                  fractions if max(fractions) else None):
        _progress(app, number - first + 1, count)
        hw.serial_write("[%d]\n%s" % (number, text))
        hw.feed_watchdog()
        number += 1
    hw.serial_write(END % count)
    _free()
    return "Sent %d hand%s over USB" % (count, "" if count == 1 else "s")


def _progress(app, done, count):
    rows = app.rows
    screens.clear(rows)
    rows[0] = "Send histories"
    rows[2] = "Hand %d of %d" % (done, count)
    rows[3] = "over the USB cable"
    app._show("sending", None)


def _free():
    """Forget the PHH writer and this module: the next session does not need them."""
    import sys
    for name in ("indian_poker.phh", "dealer.sending"):
        sys.modules.pop(name, None)
        package = sys.modules.get(name.split(".")[0])
        if package is not None and hasattr(package, name.split(".")[1]):
            delattr(package, name.split(".")[1])
