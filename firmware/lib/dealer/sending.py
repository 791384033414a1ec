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

from . import screens

REFUSED = "Hand histories show every card: send them from the final screen, after the session"
BEGIN = "BEGIN PHH %d hands"
END = "END PHH %d hands"
CUT = "END PHH cut short: %d of %d hands"
NO_MEMORY = "Not enough memory to send the histories"


def send(app):
    """Write the session's histories to the USB console; returns what to tell the players."""
    table = app.table
    if table is None or not table.at_end() or not table.session.over:
        return REFUSED
    import gc
    gc.collect()   # the PHH writer is compiled now: give it the largest free blocks
    hw = app.hw
    try:
        from indian_poker.phh import session_histories
    except MemoryError:
        return NO_MEMORY
    rules, logs, first = app.histories.export()
    count = len(rules)   # one Rules per hand; the logs come one by one
    if not count:
        return "No hand was played: there is nothing to send"
    stacks = []
    fractions = []
    for units in app.histories.start:
        stacks.append(units // 2520)
        fractions.append(units % 2520)
    hw.serial_write(BEGIN % count)
    sent = 0
    try:
        for text in session_histories(rules, stacks, logs, table.names, first,
                                      fractions if max(fractions) else None,
                                      table.session.session_id):
            _progress(app, sent + 1, count)
            hw.serial_write("[%d]" % (first + sent))
            hw.serial_write(text)
            text = None
            sent += 1
            hw.feed_watchdog()
    except MemoryError:   # what was sent stays valid: the end line says how far it got
        hw.serial_write(CUT % (sent, count))
        _free()
        return "Out of memory: %d of %d hands were sent" % (sent, count)
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
