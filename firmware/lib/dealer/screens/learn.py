"""Learn mode's lines on a card view: the exact odds and the rule sheets' tips."""

# The card view (screens/turn.py) calls view_lines(hand, seat) once per view when learn
# mode is on: one Odds is kept for every view, so the count itself allocates nothing
# after the first; only the lines' text is new per view. Both depend only on what that
# seat may see (indian_poker.odds, indian_poker.tips): they tell nothing of its own card.

from micropython import const

from indian_poker.tips import ALL_LOW, EVERYONE_IN, THREE_ACES, tips

from ..lang import LEARN

# words (dealer/lang)
_T_THREE_ACES = const(0)
_T_ALL_LOW = const(1)
_T_EVERYONE_IN = const(2)
_NOT_OFFERED = const(3)
_YOU_DRINK = const(4)
_WIN_TIE = const(5)
_WIN_TIE_SHORT = const(6)
_YOU_WIN = const(7)

# One-shot, no screen of its own: unloaded at the next change of screens
# (indian_poker/loading.py), and with it the odds counter it keeps (_odds, _last).
ONE_SHOT = ("indian_poker.tips", "indian_poker.odds")

# (tip bit, its words' index in dealer/lang's LEARN)
TIPS = ((THREE_ACES, _T_THREE_ACES), (ALL_LOW, _T_ALL_LOW), (EVERYONE_IN, _T_EVERYONE_IN))


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
        return LEARN[_NOT_OFFERED]
    if odds.lowest_loses:  # V-DRINK: the viewer drinks alone or with the other lowest
        return LEARN[_YOU_DRINK] % percent(odds.win + odds.tie)
    if odds.tie > 0.0:
        win, tie = percent(odds.win), percent(odds.tie)
        text = LEARN[_WIN_TIE] % (win, tie)
        return text if len(text) <= 21 else LEARN[_WIN_TIE_SHORT] % (win, tie)
    return LEARN[_YOU_WIN] % percent(odds.win)


def tip_lines(mask):
    """The tips in `mask` (indian_poker.tips bits), one line of at most 21 characters each."""
    return [LEARN[words] for bit, words in TIPS if mask & bit]


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
