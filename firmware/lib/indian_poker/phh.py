"""Hand histories in PHH, the poker hand history format PokerKit reads and writes."""

# A session's hands are rebuilt from the starting stacks and each hand's event log, and
# written one PHH document per hand. PHH has no one-card game, so `variant` is our own
# code 'IP' and the game's details are user fields (names starting with "_"):
#   _game       standard, low, two-card, community, stud or party
#   _structure  fixed, pot or no limit; fixed limit also gives _raise_cap
#   _unit       1 when every amount is whole chips, else 2520: amounts are then in
#               1/2520 chip (the ledger's unit), so shared pots stay exact
#   _behind     the fraction of a chip each player holds outside the hand (from shares
#               of split pots: a bet is whole chips, so a fraction cannot be bet): the
#               starting and finishing stacks are the chips in play, so that PokerKit
#               replays the hand as it was played (an all-in puts in every whole chip);
#               a player's balance is the stack plus what is behind. Only when one is.
#   _tiebreak, _odd_chip   the O-TIEBREAK and O-ODD-CHIP options
#   _pairs      O-PAIRS: true when pairs count (two-card and community games)
#   _hands      O-LENGTH as Rules.hands: 0 one rotation, N hands, -1 until bust,
#               -2 last standing
#   _session, _salt, _fingerprint, _previous   a hand the device dealt: the session
#               id, the hand's salt, its deal fingerprint (fingerprint.py) and the one
#               it is chained to (zeros for the first), in hex; _middle then lists every
#               middle card, turned or not, as the fingerprint covers them
# Players p1..pn are the seats dealt in, from the dealer's left, so pn is the dealer;
# `seats` gives each one's seat at the table (1 to seat_count), `_dealer` the dealer's.
# Every card is in the file: send histories only after the session has ended.

from .actions import BET, RAISE
from .cards import name
from .eventlog import (
    AMOUNT,
    AMOUNT_SIZE,
    REVEAL,
    REVEAL_SEAT,
    event_size,
    events_start,
    salt_of,
)
from .ledger import UNIT
from .replay import value_of
from .rules import FIXED, STRUCTURE_NAMES
from .session import Session

_CODES = ("f", "cc", "cc", "cbr", "cbr")
_BOARD = -1   # a move that turns the middle card ("d db")
_RUNOUT = -2  # the middle card turned after the all-ins ended the betting: after the showdown


def session_histories(rules, stacks, logs, names, first=1, fractions=None, session_id=None,
                      buyins=(), left=0, chain=None):
    """Yield the PHH text of each hand, rebuilt from `stacks` (chips) and the hands' logs.

    `session_id` (Session.session_id) goes with each dealt hand's salt and fingerprint.
    `buyins` lists (number of the hand it came before, buy-in byte, name) for each rebuy,
    leaver and new player (the byte as buyins.apply reads it; the name a new player's,
    else ""); `names` are the seats' names at hand `first`; `left` is the bitmask of the
    seats that had left before it; `chain` the deal fingerprint chained before it, with
    its hand's number, as Session.chain (None: hand `first` is the session's first
    fingerprinted hand).
    """
    for lines in session_lines(rules, stacks, logs, names, first, fractions, session_id,
                               buyins, left, chain):
        yield "\n".join(lines) + "\n"


def session_lines(rules, stacks, logs, names, first=1, fractions=None, session_id=None,
                  buyins=(), left=0, chain=None):
    """As session_histories, but each hand comes as a generator of its lines (no newline),
    one at a time, so no document is ever held whole; use each before asking the next."""
    # A device that kept only a session's later hands passes the number of the first one
    # kept (`first`), each seat's balance then in whole chips (`stacks`) and what is left
    # over in 1/UNIT chip (`fractions`), so shared pots before it stay exact. `rules` may
    # be a list, one Rules per log, when options changed between hands. Each hand is
    # dealt by the seat its log names, so the button is right after dropped hands too.
    each = rules if isinstance(rules, list) else None
    units = [stacks[seat] * UNIT + (fractions[seat] if fractions else 0)
             for seat in range(len(stacks))]
    session = Session.from_balances(rules if each is None else each[0], units)
    if left:
        from .buyins import set_left
        set_left(session, left)
    names = list(names[:len(stacks)])   # a new player's name replaces the leaver's
    session.names = names   # each dealt hand's fingerprint, chained as the device did
    session.session_id = session_id
    session.chain = chain
    session.hand_no = first - 1   # the deals count on from there: the hands' numbers
    for i, log in enumerate(logs):
        if each is not None and each[i] is not session.rules:
            from .retable import change_rules
            change_rules(session, each[i])
        for before, byte, joined in buyins:   # each starting stack then holds what was bought
            if before == first + i:
                from .buyins import SEAT, apply
                apply(session, byte)
                if joined:
                    names[byte & SEAT] = joined
        session.dealer = log[2]
        yield hand_lines(session, log, names, first + i)


def hand_lines(session, log, names, number):
    """Yield the PHH lines of the hand of `log`, replayed on `session` when first asked."""
    start = session.balances()
    hand = _deal(session, log)
    order = []   # the seats dealt in, from the dealer's left: p1..pn
    seat = hand.dealer
    for _ in range(hand.seats):
        seat = (seat + 1) % hand.seats
        if hand.dealt_in(seat):
            order.append(seat)
    moves = []  # type: list  # per action: p-index | action << 4, or _BOARD: small ints
    amounts = []  # type: list  # per action: chips bet or raised to (scaled later), or -1
    _play(hand, log, order, moves, amounts)
    whole = True
    for seat in order:   # in play: the whole chips; behind: the fraction (never bet)
        whole = whole and start[seat] % UNIT == 0 and session.balance(seat) % UNIT == 0
    unit = 1 if whole else UNIT
    scale = UNIT // unit
    yield from _head(session.rules, hand, order, start, unit, scale)
    if not whole:
        behind = [start[s] % UNIT for s in order]
        if max(behind):
            yield "_behind = [%s]" % ", ".join(str(units) for units in behind)
    yield "actions = ["
    for i, seat in enumerate(order):   # a real deck's cards are not known at the deal
        yield "  'd dh p%d %s'," % (i + 1, "??" * hand.slots if hand.physical
                                    else _held(hand, seat))
    for k in range(len(moves)):
        move = moves[k]
        if move == _RUNOUT:
            continue
        if move == _BOARD:
            yield "  'd db %s'," % name(hand.middle(0))
        elif amounts[k] >= 0:
            yield "  'p%d %s %d'," % ((move & 15) + 1, _CODES[move >> 4], amounts[k] * unit)
        else:
            yield "  'p%d %s'," % ((move & 15) + 1, _CODES[move >> 4])
    if hand.showdown:   # all-ins show their cards, then the rest of the board is dealt
        for i, seat in enumerate(order):
            if not hand.folded(seat):
                yield "  'p%d sm %s'," % (i + 1, _held(hand, seat))
    if _RUNOUT in moves:
        yield "  'd db %s'," % name(hand.middle(0))
    yield "]"
    yield "hand = %d" % number
    yield "seat_count = %d" % hand.seats
    yield "seats = [%s]" % ", ".join(str(s + 1) for s in order)
    yield "_dealer = %d" % (hand.dealer + 1)
    yield "players = [%s]" % ", ".join("'%s'" % names[s] for s in order)
    yield "finishing_stacks = [%s]" % ", ".join(
        str((session.balance(s) - start[s] % UNIT) // scale) for s in order)
    if session.session_id is not None:   # which session: a real deck's hands too
        from binascii import hexlify
        yield "_session = '%s'" % hexlify(session.session_id).decode()
    if hand.fingerprint is not None:
        yield from _commitment(session, hand, log)


def _deal(session, log):
    """The hand of `log` dealt on `session`: its cards, or a real deck's none."""
    if log[1] & 1:
        return session.deal(cards=None, physical=True)
    from .replay import read_header
    variant = session.game
    _, _, cards, _ = read_header(log, session.rules.players, len(variant.SLOTS),
                                 len(variant.MIDDLE))
    hand = session.deal(cards=cards)
    salt = salt_of(log)
    if salt is not None and session.session_id is not None:   # fingerprinted: as dealt
        from .fingerprint import commit
        from .salt import seal
        seal(hand, salt)
        commit(session)
    return hand


def _held(hand, seat):
    """That seat's cards in PHH ("Kh2c"), "??" for each card not known."""
    held = ""
    for slot in range(hand.slots):
        c = hand.card(seat, slot)
        held += "??" if c is None else name(c)
    return held


def _play(hand, log, order, moves, amounts):
    """Replay the events of `log` on `hand`, noting each player action and turned card."""
    pos = events_start(log)
    street = 0
    while pos < len(log):
        event = log[pos]
        if event & REVEAL:
            hand.reveal(event & REVEAL_SEAT, log[pos + 1])
        else:
            action = event & ~AMOUNT
            seat = hand.to_act
            to = value_of(log, pos, AMOUNT_SIZE) if event & AMOUNT else None
            hand.act(action, to)
            moves.append(order.index(seat) | action << 4)
            amounts.append(hand.bets[seat] if action == BET or action == RAISE else -1)
            if hand.street != street:   # a new street: its middle card is turned (also
                street = hand.street    # when all-ins run the hand out to the showdown)
                if hand.game.MIDDLE:
                    moves.append(_RUNOUT if hand.over else _BOARD)
                    amounts.append(-1)
        pos += event_size(event)
    if hand.street != street and hand.game.MIDDLE:   # run out at the deal: all-in antes
        moves.append(_RUNOUT)
        amounts.append(-1)


def _commitment(session, hand, log):
    """The lines that let a PC check the deal fingerprint shown before the betting."""
    from binascii import hexlify

    from .fingerprint import NO_PREVIOUS
    yield "_salt = '%s'" % hexlify(salt_of(log)).decode()
    chain = session.chain
    yield "_previous = '%s'" % hexlify(NO_PREVIOUS if chain is None else chain[0]).decode()
    yield "_fingerprint = '%s'" % hexlify(hand.fingerprint).decode()
    middle = len(hand.game.MIDDLE)
    if middle:
        at = hand.seats * hand.slots
        yield "_middle = '%s'" % "".join(name(hand.cards[at + i]) for i in range(middle))


def _head(rules, hand, order, start, unit, scale):
    """The lines before the actions: the game, the stakes and the starting stacks."""
    yield "variant = 'IP'"
    yield "_game = '%s'" % hand.game.NAME
    yield "_structure = '%s'" % STRUCTURE_NAMES[rules.structure]
    yield "_unit = %d" % unit
    yield "_tiebreak = '%s'" % ("suits" if rules.tiebreak else "split")
    yield "_odd_chip = '%s'" % ("first" if rules.odd_chip else "ledger")
    yield "_pairs = %s" % ("true" if rules.pairs else "false")
    yield "_hands = %d" % rules.hands
    yield "ante_trimming_status = true"
    yield "antes = [%s]" % ", ".join(str(hand.game.ante(rules) * unit) for _ in order)
    yield "blinds_or_straddles = [%s]" % ", ".join("0" for _ in order)
    if rules.structure == FIXED:
        yield "small_bet = %d" % (rules.bet * unit)
        yield "big_bet = %d" % (rules.bet * unit)
        yield "_raise_cap = %d" % rules.raise_cap
    else:
        yield "min_bet = %d" % (rules.bet * unit)
    yield "starting_stacks = [%s]" % ", ".join(str(start[s] // UNIT * unit) for s in order)
