"""The standings of a session (Session.standings): loaded when they are shown, or when a
player goes out of a last-standing tournament (the bust order)."""

# R-WINNER: the rank is by chips held; the net (+/-) is each player's score.
# V-DRINK: the fewest sips rank first, and the net is minus the tally.
# O-LENGTH last standing ranks by who lasted: the players still in by chips held, then
# those who went out, the later the higher (Session.out, in the order they went out).
# Players out in the same hand rank by the chips they started that hand with, the more
# the higher (the tournament rule, TDA), and share a rank when those were equal. A
# player who cashes out and leaves is out from then on; one who rebuys is back in.
# Whoever is out but in no bust order (a save from before it was kept) ranks after
# everyone who is in it, by chips held.

from .compat import const
from .ledger import UNIT
from .rules import LAST_STANDING

TIED = const(0x80)   # in the bust order: out with the same rank as the one before
# Session.out, once a player went out: how many the last hand settled put out, then the
# bust order, a person a byte, | TIED when out in the same hand with as many chips as
# the one before (empty, b"", while nobody is out).
_LAST = const(0)
_FIRST = const(1)


def standings(session):
    """(rank, person, net units) per person, most chips first; equal chips share a rank.

    People are the seats, then the departed players (Session.departed); chips held are
    what a departed player took."""
    if session.game.BETTING and session.rules.hands == LAST_STANDING:
        rows = _lasted(session)
    elif session.game.BETTING:
        rows = [(-held(session, p), p) for p in range(people(session))]
    else:
        rows = [(session.tallies[s], s) for s in range(session.rules.players)]
    rows.sort()
    result = []
    rank = 0
    for i, (key, seat) in enumerate(rows):
        if i == 0 or key != rows[i - 1][0]:
            rank = i + 1   # competition ranking: 1, 1, 3
        if session.game.BETTING:
            result.append((rank, seat, held(session, seat) - bought(session, seat)))
        else:
            result.append((rank, seat, -key))
    return result


# Functions of this module rather than Session methods: the session is resident on the
# board through the whole game, and these are needed only where results are shown.
def people(session):
    """How many have played: the seats, then each departed player (buyins.join)."""
    return session.rules.players + len(session.departed)


def held(session, person):
    """Chips in units held by a seat (Session.balance), or taken by a departed player."""
    seats = session.rules.players
    return session.ledger[person] if person < seats else \
        session.departed[person - seats][0]


def bought(session, person):
    """Chips in units bought by a seat's player or a departed player, in all."""
    seats = session.rules.players
    return session.bought[person] if person < seats else session.departed[person - seats][1]


def bust_order(session):
    """Last standing: who went out, first out first, as bytes (a person | TIED each)."""
    return bytes(session.out[_FIRST:])


def _lasted(session):
    """Last standing: (key, person) rows whose sort is the bust order's ranking."""
    # Keys: the players still in by chips held (below 0), then the bust order from the
    # last out (a group of ties shares the key of its first), then anyone else by chips.
    rows = []
    playing = session.playing
    out = bust_order(session)
    count = len(out)
    rank = 0
    for i in range(count - 1, -1, -1):
        if i == count - 1 or not out[i + 1] & TIED:
            rank = count - i
        rows.append((_OUT_FROM + rank, out[i] & ~TIED))
    listed = [person for _, person in rows]
    for person in range(people(session)):
        if person < session.rules.players and playing >> person & 1:
            rows.append((-1 - held(session, person), person))
        elif person not in listed:
            rows.append((_UNLISTED - held(session, person), person))
    return rows


_OUT_FROM = const(0)    # the bust order's keys: 1, 2, .. from the last out
_UNLISTED = const(13 + 12 * 10000 * 2520)   # after them, by chips held (MAX_PEOPLE stacks)


def went_out(session, hand, gone):
    """Last standing: the seats in `gone` went out in `hand`, just settled: they join the
    bust order, fewer chips at the hand's start first; equal ones tie."""
    start = [0] * session.rules.players
    for seat in range(session.rules.players):
        if gone >> seat & 1:
            start[seat] = session.ledger[seat] + hand.stakes[seat] * UNIT - hand.winnings[seat]
    previous = -1
    added = 0
    while gone:
        low = -1
        for seat in range(session.rules.players):
            if gone >> seat & 1 and (low < 0 or start[seat] < start[low]):
                low = seat
        gone &= ~(1 << low)
        _add(session, low | (TIED if added and start[low] == previous else 0))
        added += 1
        previous = start[low]
    session.out[_LAST] = added


def _add(session, entry):
    if not session.out:
        session.out = bytearray(_FIRST)
    session.out.append(entry)


def undo_out(session):
    """The hand that put players out is undone: they are in again."""
    out = session.out
    session.out = out[:len(out) - out[_LAST]]
    session.out[_LAST] = 0


def left_table(session, seat):
    """Last standing: `seat` cashed out and left; out from now on, unless already out."""
    if _index(session, seat) < 0:
        _add(session, seat)
        session.out[_LAST] = 0


def back_in(session, seat):
    """Last standing: `seat` rebought: out no longer. A tie with the entry before passes
    to the one after."""
    i = _index(session, seat)
    if i < 0:
        return
    out = session.out
    if i + 1 < len(out) and not out[i] & TIED:
        out[i + 1] &= ~TIED
    session.out = out[:i] + out[i + 1:]
    session.out[_LAST] = 0


def renumber(session, seat, person):
    """A new player took `seat`: the bust order's entry of the leaver is person `person`."""
    i = _index(session, seat)
    if i >= 0:
        session.out[i] = session.out[i] & TIED | person


def restore_out(session, order):
    """The bust order of a save (bust_order's bytes) back into `session`."""
    session.out = bytearray(_FIRST) + order if order else b""


def _index(session, person):
    """Where `person` is in Session.out, or -1."""
    out = session.out
    for i in range(_FIRST, len(out)):
        if out[i] & ~TIED == person:
            return i
    return -1
