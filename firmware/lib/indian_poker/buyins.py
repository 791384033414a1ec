"""Buy-ins between hands: a rebuy of one stack, a player who leaves with their chips,
a new player who joins a seat someone left."""

# Offered only in the lengths that play on past a player's bust or have a set number of
# hands (N hands, last standing), in games played for chips; one rotation stays one
# rotation (R-SESSION). A rebuy adds one starting stack (rules.stack) to both what the
# seat holds and what it has bought, so its net (held - bought) is unchanged. A player
# who leaves cashes out: the chips they hold leave the table, their seat is dealt no
# more hands and the button skips it; their held chips stay on record as what they took,
# so the standings and the settle-up still count their net. R-CONSERVE, extended: the
# chips on the table (every seat still at it, plus the pot) change by exactly what was
# bought or cashed out, and over the whole session held - bought sums to zero.
# A new player joins a seat that was left, with one starting stack (bought): the
# leaver's record (what they took, what they bought) moves to the session's departed
# players, so everyone who played keeps a net. People are numbered seats first, then
# the departed in the order they made room: person `players + k` is departed[k].
# Functions of this module, not Session methods (as retable.change_rules): the session
# stays resident through the whole game, this module loads only when a buy-in happens.

from .compat import const
from .errors import IllegalAction
from .hand import next_seat
from .ledger import UNIT
from .rules import LAST_STANDING, MAX_STACK
from .session import MAX_PEOPLE  # noqa: F401  (snapshot.py and the app read it here)

# A buy-in as one byte, as the journal's B records, the histories and PHH keep it:
LEFT_TABLE = const(0x80)   # the seat's player cashed out and left
JOINED = const(0x40)       # a new player joined that seat (which someone had left)
SEAT = const(0x3F)         # the seat; neither flag: a rebuy


def buyin_byte(seat, left=False, joined=False):
    """The byte of a buy-in (see LEFT_TABLE, JOINED): a rebuy, a leaver or a new player."""
    return seat | (LEFT_TABLE if left else 0) | (JOINED if joined else 0)


def why_not(session):
    """"" if players may rebuy or leave now, else why not, as a player reads it."""
    rules = session.rules
    if not session.game.BETTING:
        return "no chips in this game: nothing to buy or cash out"
    if rules.hands <= 0 and rules.hands != LAST_STANDING:
        return "rebuys and leaving: only in a session of N hands or last standing"
    hand = session.hand
    if hand is not None and not hand.over:
        return "between hands only: finish the hand first"
    if session.ended or session.hands_total and session.settled >= session.hands_total:
        return "the session is over"
    return ""


def check(session, seat):
    """IllegalAction, with a message a player understands, unless `seat` may buy in or
    leave now."""
    why = why_not(session)
    if why:
        raise IllegalAction(why)
    if not 0 <= seat < session.rules.players or session.leavers >> seat & 1:
        raise IllegalAction("that seat has left the table: a new player may join it")


def why_not_rebuy(session, seat):
    """"" if `seat` may buy one more starting stack now, else why not (the seat itself
    is checked by `check`)."""
    why = why_not(session)
    if why:
        return why
    if session.bought[seat] + session.rules.stack * UNIT > MAX_STACK * UNIT:
        return "at most %d chips bought per player" % MAX_STACK
    return ""


def rebuy(session, seat):
    """Between hands: `seat` buys one more starting stack (it counts as bought: the net
    is chips held - chips bought); returns the units bought. IllegalAction: why not."""
    check(session, seat)
    why = why_not_rebuy(session, seat)
    if why:
        raise IllegalAction(why)
    units = session.rules.stack * UNIT
    session.ledger[seat] += units
    session.bought[seat] += units
    session.playing = session.seated()
    session.buyins_since_deal += 1
    if session.rules.hands == LAST_STANDING:   # out no longer
        from .standings import back_in
        back_in(session, seat)
    place_button(session)
    return units


def leave(session, seat):
    """Between hands: `seat` cashes out its chips and leaves the table for good; returns
    the units it takes. IllegalAction: why not."""
    check(session, seat)
    set_left(session, session.leavers | 1 << seat)
    session.buyins_since_deal += 1
    if session.rules.hands == LAST_STANDING:   # out from now on
        from .standings import left_table
        left_table(session, seat)
    place_button(session)
    return session.ledger[seat]


def place_button(session):
    """The button goes on from a seat that left to the next one still at the table;
    under LAST_STANDING it skips the seats that are out whenever one can play."""
    dealer = session.dealer
    seats = session.rules.players
    playing = session.playing
    if session.rules.hands == LAST_STANDING and playing:
        if not playing >> dealer & 1:
            session.dealer = next_seat(playing, dealer, seats)
    elif session.leavers >> dealer & 1:
        following = next_seat(session.at_table, dealer, seats)
        if following is not None:
            session.dealer = following


def why_not_join(session, seat):
    """"" if a new player may join `seat` now, else why not, as a player reads it."""
    why = why_not(session)
    if why:
        return why
    players = session.rules.players
    if not 0 <= seat < players or not session.leavers >> seat & 1:
        return "a new player takes a seat someone left: that one is taken"
    if players + len(session.departed) >= MAX_PEOPLE:
        return "at most %d players in one session: start a new one" % MAX_PEOPLE
    return ""


def join(session, seat):
    """Between hands: a new player takes `seat`, which a player left, with one starting
    stack (bought); the leaver's record goes to `session.departed`; returns the units
    bought. IllegalAction: why not."""
    why = why_not_join(session, seat)
    if why:
        raise IllegalAction(why)
    session.departed += ((session.ledger[seat], session.bought[seat]),)
    units = session.rules.stack * UNIT
    session.ledger[seat] = session.bought[seat] = units
    set_left(session, session.leavers & ~(1 << seat))
    session.buyins_since_deal += 1
    if session.rules.hands == LAST_STANDING:   # the leaver's place in the bust order
        from .standings import renumber
        renumber(session, seat, session.rules.players + len(session.departed) - 1)
    place_button(session)
    return units


def apply(session, byte):
    """Make the buy-in of a journal's B record byte: seat | LEFT_TABLE for a leaver,
    seat | JOINED for a new player, else a rebuy (the journal, the histories, PHH)."""
    seat = byte & SEAT
    if byte & LEFT_TABLE:
        return leave(session, seat)
    if byte & JOINED:
        return join(session, seat)
    return rebuy(session, seat)


def undo(session, byte, dealer):
    """Take back the last buy-in since the deal, `byte` as its journal B record holds it,
    `dealer` the button before it (a leaver who held the button passed it on): a rebuy
    gives its stack back, a leaver sits down again with the chips taken, a new player
    gives the seat back to the record of the one who left it. R-CONSERVE: every unit
    moved comes back. Returns the units moved back; IllegalAction if nothing was bought
    or cashed out since the last deal."""
    why = why_not(session)
    if why:
        raise IllegalAction(why)
    if session.buyins_since_deal <= 0:
        raise IllegalAction("nothing was bought or cashed out since the last hand")
    seat = byte & SEAT
    players = session.rules.players
    if not 0 <= seat < players or not 0 <= dealer < players:
        raise IllegalAction("that seat is not at this table")
    if byte & LEFT_TABLE:
        units = _sit_down(session, seat, dealer)
    elif byte & JOINED:
        units = _unjoin(session, seat)
    else:
        units = _unbuy(session, seat)
    session.buyins_since_deal -= 1
    return units


def _sit_down(session, seat, dealer):
    """A leaver back at the table with the chips taken, the button where it was."""
    if not session.leavers >> seat & 1:
        raise IllegalAction("that seat did not leave")
    set_left(session, session.leavers & ~(1 << seat))
    session.dealer = dealer
    return session.ledger[seat]


def _unjoin(session, seat):
    """A new player gone again: the seat is the leaver's, left, as before the join."""
    if session.leavers >> seat & 1 or not session.departed:
        raise IllegalAction("nobody joined that seat")
    units = session.ledger[seat]
    taken, bought = session.departed[-1]
    session.ledger[seat] = taken
    session.bought[seat] = bought
    session.departed = session.departed[:-1]
    set_left(session, session.leavers | 1 << seat)
    return units


def _unbuy(session, seat):
    """A rebuy given back: one starting stack off what the seat holds and has bought."""
    units = session.rules.stack * UNIT
    if session.leavers >> seat & 1 or session.ledger[seat] < units or \
            session.bought[seat] < units:
        raise IllegalAction("that seat has not bought a stack")
    session.ledger[seat] -= units
    session.bought[seat] -= units
    session.playing = session.seated()
    return units


def set_left(session, left):
    """The seats in bitmask `left` have left the table (also a resumed save's, snapshot.py)."""
    session.leavers = left
    session.at_table = ((1 << session.rules.players) - 1) & ~left
    session.playing = session.seated()
