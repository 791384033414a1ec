"""Undo and replay of a hand from its event log (see eventlog.py)."""

from .cards import NO_CARD
from .errors import IllegalAction
from .eventlog import (
    AMOUNT,
    AMOUNT_SIZE,
    FLAG_PHYSICAL,
    FLAG_SALTED,
    HEADER_SIZE,
    OLD_VERSION,
    REVEAL,
    REVEAL_SEAT,
    VERSION,
    event_size,
    events_start,
    last_event,
    salt_of,
)
from .ledger import UNIT


def value_of(buf, at, size):
    """The value written with the event of `size` bytes at `at` (EventLog.append)."""
    value = 0
    for i in range(size - 1, 0, -1):
        value = value << 8 | buf[at + i]
    return value


def read_header(log, seats, per_seat, middle):
    """Check a log's header against the table; return (physical, dealer, cards, seated).

    `cards` is None for a physical deck. Raises ValueError on a malformed header.
    """
    if len(log) < HEADER_SIZE or log[0] != VERSION and log[0] != OLD_VERSION:
        raise ValueError("not a hand log of a known version")
    card_count = seats * per_seat + middle
    if log[3] != seats or log[6] != card_count or len(log) < events_start(log):
        raise ValueError("the hand log is for another table or game")
    seated = log[4] | log[5] << 8
    # version 2 knows only the physical flag; a real deck has no salt
    flags = 1 if log[0] == OLD_VERSION else FLAG_SALTED
    if log[2] >= seats or seated >> seats or not seated & (seated - 1) or log[1] > flags:
        raise ValueError("the hand log deals in impossible seats")
    cards = bytearray(log[HEADER_SIZE:HEADER_SIZE + card_count])
    if log[1] & FLAG_PHYSICAL:
        return True, log[2], None, seated
    seen = bytearray(52)
    for i in range(card_count):
        c = cards[i]
        if i >= seats * per_seat or seated >> (i // per_seat) & 1:
            if c >= 52 or seen[c]:
                raise ValueError("the hand log holds an impossible deal")
            seen[c] = 1
        elif c != 0xFF:
            raise ValueError("the hand log deals a card to a seat that is out")
    return False, log[2], cards, seated


def undo(hand):
    """Take back the last action or revealed card: restart the hand, replay the rest."""
    if hand.session.hand is not hand:
        raise IllegalAction("a new hand has started: this one can no longer change")
    if hand.session.buyins_since_deal:
        raise IllegalAction("chips were bought or cashed out since: this hand stays")
    log = hand.events
    start = log.start
    last = last_event(log.buf, start, log.end)
    if last < 0:
        raise IllegalAction("nothing to undo")
    events = bytes(log.buf[start:last])
    if hand.over:
        _unsettle(hand.session, hand)
    _rewind(hand)
    replay(hand, events, 0, len(events))
    return last


def _rewind(hand):
    """Back to just after the deal: every stake returned, no event logged."""
    ledger = hand.ledger
    for seat in range(hand.seats):
        ledger[seat] += hand.stakes[seat] * UNIT - hand.winnings[seat]
        hand.stakes[seat] = hand.bets[seat] = hand.winnings[seat] = 0
        if hand.physical:
            hand.cards[seat * hand.slots] = NO_CARD
    hand.events.end = hand.events.start
    hand.restart()


def _unsettle(session, hand):
    """Undo what settling `hand` did to the session: the button, the count, V-DRINK's sips."""
    session.settled -= 1
    session.dealer = hand.dealer   # the button moved on from it when it settled
    if session.out and session.out[0]:   # LAST_STANDING: nobody went out after all
        from .standings import undo_out
        undo_out(session)
    if not hand.game.BETTING:   # the hand's game: the options may have changed since
        for seat in range(session.rules.players):
            if hand.marked >> seat & 1:
                session.tallies[seat] -= 1
    session.playing = session.seated()


def replay_log(session, log):
    """Session.replay: deal the next hand from a recorded log and apply its events."""
    game = session.game
    physical, dealer, cards, seated = read_header(log, session.rules.players,
                                                  len(game.SLOTS), len(game.MIDDLE))
    if dealer != session.dealer:
        raise ValueError("the hand log was dealt by seat %d, not %d" % (dealer, session.dealer))
    if seated != session.playing:
        raise ValueError("the hand log deals in other seats than can play now")
    hand = session.deal(cards=cards, physical=physical)
    salt = salt_of(log)
    if salt is not None:
        from .salt import seal
        seal(hand, salt)
        if session.names is not None:   # the deal fingerprint, as when it was dealt
            from .fingerprint import commit
            commit(session)
    replay(hand, log, hand.events.start, len(log))
    return hand


def replay(hand, data, pos, end):
    """Apply the events data[pos:end] to `hand`; ValueError if they are cut short."""
    while pos < end:
        event = data[pos]
        size = event_size(event)
        if pos + size > end:
            raise ValueError("the hand log ends inside an event")
        if event & REVEAL:
            hand.reveal(event & REVEAL_SEAT, data[pos + 1])
        elif event & AMOUNT:
            hand.act(event & ~AMOUNT, value_of(data, pos, AMOUNT_SIZE))
        else:
            hand.act(event)
        pos += size
