"""Test helpers: playing hands, snapshots of the whole observable state, a plain reference model."""

from indian_poker import BET, CALL, CHECK, FOLD, RAISE, UNIT

ACTIONS = (FOLD, CHECK, CALL, BET, RAISE)


def legal_actions(hand):
    """The legal actions of the seat to act, as a list."""
    mask = hand.legal()
    return [a for a in ACTIONS if mask >> a & 1]


def play_out(hand, rnd):
    """Random legal actions (from `rnd`, a random.Random) until `hand` is over; returns it."""
    while not hand.over:
        hand.act(rnd.choice(legal_actions(hand)))
    return hand


def snapshot(session):
    """Everything a player or the app can observe, as a comparable tuple."""
    hand = session.hand
    state = (session.balances(), session.dealer, session.hand_no, session.over)
    if hand is None:
        return state
    seats = range(hand.seats)
    return state + (
        hand.to_act, hand.legal(), hand.pot, hand.target, hand.over, hand.showdown,
        hand.winners(), hand.awaiting_reveal(), hand.log,
        tuple(hand.card(s) for s in seats), tuple(hand.put(s) for s in seats),
        tuple(hand.folded(s) for s in seats), tuple(hand.won(s) for s in seats),
        tuple(hand.sees(v, s) for v in seats for s in seats),
    )


def act_and_maybe_undo(session, hand, action, to, undo):
    """Take the action; if `undo`, take it back and redo it: both must match exactly."""
    before = snapshot(session)
    hand.act(action, to)
    if undo:
        after = snapshot(session)
        hand.undo()
        assert snapshot(session) == before
        hand.act(action, to)
        assert snapshot(session) == after


def total_units(session):
    """Chips on the table in units: every balance plus the pot (R-CONSERVE)."""
    pot = session.hand.pot if session.hand is not None else 0
    return sum(session.balances()) + pot * UNIT


class ReferenceRound:
    """A deliberately plain model of one fixed-limit betting round, for differential checks."""

    def __init__(self, seats, dealer, bet, raise_cap):
        self.seats = seats
        self.bet = bet
        self.raise_cap = raise_cap
        self.folded = [False] * seats
        self.round = [0] * seats
        self.target = 0
        self.bets = 0
        self.must_act = list(range(seats))
        self.actor = (dealer + 1) % seats

    def live(self):
        return [s for s in range(self.seats) if not self.folded[s]]

    def legal(self):
        if self.actor is None:
            return set()
        owe = self.target - self.round[self.actor]
        moves = {FOLD}
        if owe == 0:
            moves.add(CHECK)
            if self.target == 0:
                moves.add(BET)
        else:
            moves.add(CALL)
            if self.bets <= self.raise_cap:
                moves.add(RAISE)
        return moves

    def act(self, action):
        seat = self.actor
        if action == FOLD:
            self.folded[seat] = True
        elif action in (BET, RAISE):
            self.target += self.bet
            self.bets += 1
            self.round[seat] = self.target
            self.must_act = [s for s in self.live() if s != seat]
        elif action == CALL:
            self.round[seat] = self.target
        if seat in self.must_act:
            self.must_act.remove(seat)
        if len(self.live()) == 1 or not self.must_act:
            self.actor = None
            return
        nxt = seat
        while True:
            nxt = (nxt + 1) % self.seats
            if nxt in self.must_act:
                self.actor = nxt
                return
