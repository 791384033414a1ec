"""Buy-ins between hands: a rebuy of one stack, a player who leaves with their chips."""

# Offered only in the lengths that play on past a player's bust or have a set number of
# hands (N hands, last standing), in games played for chips; one rotation stays one
# rotation (R-SESSION). A rebuy adds one starting stack (rules.stack) to both what the
# seat holds and what it has bought, so its net (held - bought) is unchanged. A player
# who leaves cashes out: the chips they hold leave the table, their seat is dealt no
# more hands and the button skips it; their held chips stay on record as what they took,
# so the standings and the settle-up still count their net. R-CONSERVE, extended: the
# chips on the table (every seat still at it, plus the pot) change by exactly what was
# bought or cashed out, and over the whole session held - bought sums to zero.
# Loaded only when a buy-in happens; nothing here allocates.

from .errors import IllegalAction
from .hand import next_seat
from .ledger import UNIT
from .rules import LAST_STANDING, MAX_STACK


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
    if session.ended or session.hands_total and session._settled >= session.hands_total:
        return "the session is over"
    return ""


def check(session, seat):
    """IllegalAction, with a message a player understands, unless `seat` may buy in or
    leave now."""
    why = why_not(session)
    if why:
        raise IllegalAction(why)
    if not 0 <= seat < session.rules.players or session._left >> seat & 1:
        raise IllegalAction("that seat has left the table")


def rebuy(session, seat):
    """Session.rebuy: one more starting stack for `seat`; returns the units bought."""
    check(session, seat)
    units = session.rules.stack * UNIT
    if session._stacks[seat] + units > MAX_STACK * UNIT:
        raise IllegalAction("at most %d chips bought per player" % MAX_STACK)
    session._balances[seat] += units
    session._stacks[seat] += units
    session._seated = session.seated()
    session.buyins_since_deal += 1
    return units


def leave(session, seat):
    """Session.leave: `seat` cashes out and leaves; returns the units it takes."""
    check(session, seat)
    set_left(session, session._left | 1 << seat)
    session.buyins_since_deal += 1
    seated = session._seated
    if session.dealer == seat:   # the button goes on to the next seat still at the table
        mask = seated if session.rules.hands == LAST_STANDING else session._everyone
        following = next_seat(mask, seat, session.rules.players)
        if following is not None:
            session.dealer = following
    return session._balances[seat]


def set_left(session, left):
    """The seats in bitmask `left` have left the table (also a resumed save's, snapshot.py)."""
    session._left = left
    session._everyone = ((1 << session.rules.players) - 1) & ~left
    session._seated = session.seated()
