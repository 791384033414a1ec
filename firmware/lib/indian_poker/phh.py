"""Hand histories in PHH, the poker hand history format PokerKit reads and writes."""

# A session's hands are rebuilt from the starting stacks and each hand's event log, and
# written one PHH document per hand. PHH has no one-card game, so `variant` is our own
# code 'IP' and the game's details are user fields (names starting with "_"):
#   _game       standard, low, two-card, community, stud or party
#   _structure  fixed, pot or no limit; fixed limit also gives _raise_cap
#   _unit       1 when every amount is whole chips, else 2520: amounts are then in
#               1/2520 chip (the ledger's unit), so shared pots stay exact
#   _tiebreak, _odd_chip   the O-TIEBREAK and O-ODD-CHIP options
#   _pairs      O-PAIRS: true when pairs count (two-card and community games)
#   _hands      O-LENGTH as Rules.hands: 0 one rotation, N hands, -1 until bust,
#               -2 last standing
#   _session, _salt, _fingerprint   a hand the device dealt: the session id, the hand's
#               salt and its deal fingerprint (fingerprint.py), in hex; _middle then
#               lists every middle card, turned or not, as the fingerprint covers them
# Players p1..pn are the seats dealt in, from the dealer's left, so pn is the dealer.
# Every card is in the file: send histories only after the session has ended.

from .actions import BET, RAISE
from .cards import name
from .eventlog import AMOUNT, REVEAL, event_size, events_start, salt_of
from .ledger import UNIT
from .rules import FIXED, STRUCTURE_NAMES
from .session import Session

_CODES = ("f", "cc", "cc", "cbr", "cbr")


def session_histories(rules, stacks, logs, names, first=1, fractions=None, session_id=None,
                      buyins=(), left=0):
    """Yield the PHH text of each hand, rebuilt from `stacks` (chips) and the hands' logs.

    `session_id` (Session.session_id) goes with each dealt hand's salt and fingerprint.
    `buyins` lists (number of the hand it came before, seat | 0x80 if it left) for each
    rebuy and leaver; `left` is the bitmask of the seats that had left before `first`.
    """
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
    for i, log in enumerate(logs):
        if each is not None:
            session.rules = each[i]
        for before, byte in buyins:   # each starting stack then holds what was bought
            if before == first + i and byte & 0x80:
                session.leave(byte & 0x7F)
            elif before == first + i:
                session.rebuy(byte)
        session.dealer = log[2]
        yield _replay_to_text(session, log, names, first + i, session_id)


def _replay_to_text(session, log, names, number, session_id):
    start = session.balances()
    hand = _deal(session, log)
    order = []   # the seats dealt in, from the dealer's left: p1..pn
    seat = hand.dealer
    for _ in range(hand.seats):
        seat = (seat + 1) % hand.seats
        if hand.dealt_in(seat):
            order.append(seat)
    actions = []  # type: list
    amounts = []  # type: list  # per action: the chips bet or raised to (scaled later)
    for i, seat in enumerate(order):
        _add(actions, amounts, "d dh p%d %s" % (i + 1, _held(hand, seat)))
    _play(hand, log, order, actions, amounts)
    if hand.showdown:
        for i, seat in enumerate(order):
            if not hand.folded(seat):
                _add(actions, amounts, "p%d sm %s" % (i + 1, _held(hand, seat)))
    whole = True
    for seat in order:
        whole = whole and start[seat] % UNIT == 0 and session.balance(seat) % UNIT == 0
    unit = 1 if whole else UNIT
    for i in range(len(actions)):
        if amounts[i] >= 0:
            actions[i] = "%s %d" % (actions[i], amounts[i] * unit)
    lines = _document(session, hand, order, start, actions, names, number, unit, UNIT // unit)
    if session_id is not None and salt_of(log) is not None:
        lines += _commitment(hand, log, number, session_id)
    return lines


def _deal(session, log):
    """The hand of `log` dealt on `session`: its cards, or a real deck's none."""
    if log[1] & 1:
        return session.deal(cards=None, physical=True)
    from .eventlog import read_header
    variant = session.game
    _, _, cards, _ = read_header(log, session.rules.players, len(variant.SLOTS),
                                 len(variant.MIDDLE))
    return session.deal(cards=cards)


def _held(hand, seat):
    """That seat's cards in PHH ("Kh2c"), "??" for each card not known."""
    held = ""
    for slot in range(hand._slots):
        c = hand.card(seat, slot)
        held += "??" if c is None else name(c)
    return held


def _add(actions, amounts, action, amount=-1):
    actions.append(action)
    amounts.append(amount)


def _play(hand, log, order, actions, amounts):
    """Replay the events of `log` on `hand`, each player action as a PHH action."""
    pos = events_start(log)
    street = 0
    while pos < len(log):
        event = log[pos]
        if event & REVEAL:
            hand.reveal(event & ~REVEAL, log[pos + 1])
        else:
            action = event & ~AMOUNT
            seat = hand.to_act
            to = log[pos + 1] | log[pos + 2] << 8 | log[pos + 3] << 16 if event & AMOUNT else None
            hand.act(action, to)
            _add(actions, amounts, "p%d %s" % (order.index(seat) + 1, _CODES[action]),
                 hand._round[seat] if action == BET or action == RAISE else -1)
            if hand.street != street and not hand.over:
                street = hand.street
                if hand.game.MIDDLE:
                    _add(actions, amounts, "d db %s" % name(hand.middle(0)))
        pos += event_size(event)


def _commitment(hand, log, number, session_id):
    """The fields that let a PC check the deal fingerprint shown before the betting."""
    from binascii import hexlify

    from .fingerprint import fingerprint
    text = "_session = '%s'\n_salt = '%s'\n_fingerprint = '%s'\n" % (
        hexlify(session_id).decode(), hexlify(salt_of(log)).decode(),
        hexlify(fingerprint(session_id, number, log, hand._slots)).decode())
    middle = len(hand.game.MIDDLE)
    if middle:
        at = hand.seats * hand._slots
        text += "_middle = '%s'\n" % "".join(name(hand._cards[at + i]) for i in range(middle))
    return text


def _document(session, hand, order, start, actions, names, number, unit, scale):
    rules = session.rules
    lines = [
        "variant = 'IP'",
        "_game = '%s'" % hand.game.NAME,
        "_structure = '%s'" % STRUCTURE_NAMES[rules.structure],
        "_unit = %d" % unit,
        "_tiebreak = '%s'" % ("suits" if rules.tiebreak else "split"),
        "_odd_chip = '%s'" % ("first" if rules.odd_chip else "ledger"),
        "_pairs = %s" % ("true" if rules.pairs else "false"),
        "_hands = %d" % rules.hands,
        "ante_trimming_status = true",
        "antes = [%s]" % ", ".join(str(hand.game.ante(rules) * unit) for _ in order),
        "blinds_or_straddles = [%s]" % ", ".join("0" for _ in order),
    ]
    if rules.structure == FIXED:
        lines.append("small_bet = %d" % (rules.bet * unit))
        lines.append("big_bet = %d" % (rules.bet * unit))
        lines.append("_raise_cap = %d" % rules.raise_cap)
    else:
        lines.append("min_bet = %d" % (rules.bet * unit))
    lines.append("starting_stacks = [%s]" % ", ".join(str(start[s] // scale) for s in order))
    lines.append("actions = [\n%s,\n]" % ",\n".join("  '%s'" % a for a in actions))
    lines.append("hand = %d" % number)
    lines.append("seat_count = %d" % len(order))
    lines.append("players = [%s]" % ", ".join("'%s'" % names[s] for s in order))
    lines.append("finishing_stacks = [%s]"
                 % ", ".join(str(session.balance(s) // scale) for s in order))
    return "\n".join(lines) + "\n"
