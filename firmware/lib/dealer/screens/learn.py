"""Learn mode's lines on a card view: the exact odds and the rule sheets' tips."""

# The card view (screens/turn.py) calls view_lines(hand, seat) once per view when learn
# mode is on: one Odds is kept for every view, so the count itself allocates nothing
# after the first; only the lines' text is new per view. Both depend only on what that
# seat may see (indian_poker.odds, indian_poker.tips): they tell nothing of its own card.

from indian_poker.tips import ALL_LOW, EVERYONE_IN, THREE_ACES, tips

# One-shot, no screen of its own: unloaded at the next change of screens
# (indian_poker/loading.py), and with it the odds counter it keeps (_odds, _last).
ONE_SHOT = ("indian_poker.tips", "indian_poker.odds")

TIPS = ((THREE_ACES, "Seen 3 aces: not you"),
        (ALL_LOW, "All 7 or lower: face?"),
        (EVERYONE_IN, "Everyone bets: a trap"))
NOT_OFFERED = "no odds in this game"


def percent(p):
    """A chance as a whole percent, never 0% or 100% unless it is certain: "<1%", ">99%"."""
    if 0.0 < p < 0.005:
        return "<1%"
    if 0.995 <= p < 1.0:
        return ">99%"
    return "%d%%" % int(p * 100 + 0.5)


def odds_line(odds):
    """"you win 34% · tie 4%" (no tie part when ties cannot happen); Party: "you drink 12%"."""
    if not odds.offered:
        return NOT_OFFERED
    if odds.lowest_loses:  # V-DRINK: the viewer drinks alone or with the other lowest
        return "you drink " + percent(odds.win + odds.tie)
    if odds.tie > 0.0:
        win, tie = percent(odds.win), percent(odds.tie)
        text = "you win %s · tie %s" % (win, tie)
        return text if len(text) <= 21 else "you win %s, tie %s" % (win, tie)
    return "you win " + percent(odds.win)


def tip_lines(mask):
    """The tips in `mask` (indian_poker.tips bits), one line of at most 21 characters each."""
    return [text for bit, text in TIPS if mask & bit]


_odds = None   # the one indian_poker.odds.Odds, made at the first view that needs it
# (a cache: it goes when this module is unloaded, see ONE_SHOT, and is made again)

# The lines of the last view, kept while its hand, viewer and whole event log (the
# deal, then every action: a misdeal or an undo changes it) stay as they were: a view
# is redrawn at every key and tick, and a two-card count can take the board a good part
# of a second.
class _Kept:
    """The last view's hand, viewer, a copy of the hand's log, and its lines."""

    def __init__(self):
        self.hand = None
        self.viewer = -1
        self.log = b""
        self.lines = []   # type: list


_last = _Kept()


def view_lines(hand, viewer):
    """Learn mode's rows under `viewer`'s card view: the odds line, then the tips."""
    global _odds
    last = _last
    if _same_log(hand.events, last.log) and last.hand is hand and last.viewer == viewer:
        return last.lines
    if _odds is None:
        from indian_poker.odds import Odds
        _odds = Odds()
    _odds.compute(hand, viewer)
    lines = [odds_line(_odds)]
    lines.extend(tip_lines(tips(hand, viewer)))
    events = hand.events
    last.hand = hand
    last.viewer = viewer
    last.log = bytes(events.buf[:events.end])
    last.lines = lines
    return lines


def _same_log(events, kept):
    """True if the log holds exactly the bytes `kept` (compared in place: no copy)."""
    if events.end != len(kept):
        return False
    buf = events.buf
    for i in range(len(kept)):
        if buf[i] != kept[i]:
            return False
    return True
