"""A session between hands as plain numbers, and the session rebuilt from them."""

# The save journal stores a session as its state before the hand in play (or after
# the last one) plus that hand's event log. This module gives the first part: the
# state before the hand, read off a live session, and a Session rebuilt from such a
# state after checking it could have arisen (R-CONSERVE: the balances add up to the
# starting stacks). Replaying the hand's log on the rebuilt session (Session.replay)
# then brings back the exact state, mid-hand included.

from .ledger import UNIT
from .rules import LAST_STANDING
from .session import MAX_PEOPLE, Session
from .variants import load

_MAX_CHIPS = 10000  # a seat's starting stack, as Session accepts it


def before_hand(session, now=False):
    """(stacks, balances, tally, dealer, settled) of `session` before its hand (or now:
    with `now`, or when no hand was dealt yet).

    Stacks and balances are in units of 1/UNIT chip, one per seat.
    """
    balances = list(session.ledger)
    tally = list(session.tallies)
    settled = session.settled
    dealer = session.dealer
    hand = None if now else session.hand
    if hand is not None:
        for seat in range(hand.seats):
            balances[seat] += hand.stakes[seat] * UNIT - hand.winnings[seat]
            if hand.over and not hand.game.BETTING and hand.marked >> seat & 1:
                tally[seat] -= 1
        if hand.over:
            settled -= 1
        dealer = hand.dealer
    return list(session.bought), balances, tally, dealer, settled


def out_before_hand(session, now=False):
    """LAST_STANDING's bust order (standings.bust_order) before the session's hand (or
    now), as bytes: a hand settled took its players who went out with it."""
    out = session.out
    if not out:
        return b""
    hand = None if now else session.hand
    end = len(out) - (out[0] if hand is not None and hand.over else 0)
    return bytes(out[1:end])


def chain_before_hand(session, now=False):
    """Session.chain before the session's hand (or now: its last fingerprint, as no hand is
    replayed after it): what a session rebuilt from a snapshot chains its next one to."""
    if now or session.hand is None:
        from .fingerprint import last_link
        return last_link(session)
    return session.chain


def _departed_total(departed, seats, betting):
    """Taken - bought over the departed players (buyins.join); ValueError if impossible."""
    total = 0
    if departed:
        if not betting or seats + len(departed) > MAX_PEOPLE:
            raise ValueError("the save holds too many players who left")
    for taken, bought in departed:
        if bought % UNIT or not 0 <= bought <= _MAX_CHIPS * UNIT or taken < 0:
            raise ValueError("the save holds an impossible stack")
        total += taken - bought
    return total


def conserved(session):
    """R-CONSERVE: no balance below zero, and the balances plus the pot plus what
    departed players took make every stack bought."""
    hand = session.hand
    total = hand.pot * UNIT if hand is not None else 0
    for seat in range(session.rules.players):
        if session.ledger[seat] < 0:
            return False
        total += session.ledger[seat] - session.bought[seat]
    for taken, bought in session.departed:
        total += taken - bought
    return total == 0


def restore(rules, stacks, balances, tally, dealer, settled, ended=False, entropy=None,
            left=0, departed=(), out=b"", chain=None):
    """A Session in the given state between hands; ValueError if that state is impossible.

    `stacks` (bought) and `balances`: units of 1/UNIT chip, one per seat; `left`: the
    seats that cashed out and left (bitmask); `departed`: Session.departed; `out`:
    the bust order (out_before_hand); `chain`: as chain_before_hand gives it."""
    seats = rules.players
    if len(stacks) != seats or len(balances) != seats or len(tally) != seats:
        raise ValueError("the save holds another number of players")
    for seat in range(seats):
        stack = stacks[seat]
        if stack % UNIT or not 0 <= stack <= _MAX_CHIPS * UNIT or balances[seat] < 0:
            raise ValueError("the save holds an impossible stack")
    betting = load(rules.variant).BETTING
    total = _departed_total(departed, seats, betting)
    for seat in range(seats):
        total += balances[seat] - stacks[seat]
        # a sip a settled hand at most; the game may have changed between hands (section
        # 7): a betting game goes on with the party game's sips, and the party game with
        # the chips a betting game moved
        if not 0 <= tally[seat] <= settled:
            raise ValueError("the save holds an impossible tally")
    if total:   # R-CONSERVE
        raise ValueError("the saved balances do not add up to the starting stacks")
    hands = rules.hand_count()
    if not 0 <= dealer < seats or settled < 0 or hands and settled > hands:
        raise ValueError("the save holds an impossible dealer or hand number")
    session = Session.from_balances(rules, balances, stacks, tally, dealer, settled, ended,
                                    entropy)
    if left:
        if left >> seats:
            raise ValueError("the save holds a seat that left beyond the table")
        from .buyins import set_left
        set_left(session, left)
    session.departed = tuple(departed)
    if out:
        _restore_out(session, out)
    if chain is not None and not 0 < chain[1] <= settled:
        raise ValueError("the save holds an impossible fingerprint chain")
    session.chain = chain
    seated = session.seated()
    # Under LAST_STANDING the button skips the seats that are out; in every other length
    # the last hand may leave the button with a player who went bust (R-BUST: over).
    if rules.hands == LAST_STANDING and seated and not seated >> dealer & 1:
        raise ValueError("the saved dealer cannot play")
    return session


def _restore_out(session, out):
    """The bust order back into `session`; ValueError if it names someone twice or nobody."""
    from .standings import TIED, restore_out
    people = session.rules.players + len(session.departed)
    seen = 0
    for i in range(len(out)):
        person = out[i] & ~TIED
        if person >= people or seen >> person & 1 or not i and out[i] & TIED:
            raise ValueError("the save holds an impossible bust order")
        seen |= 1 << person
    restore_out(session, out)
