"""Rules-core speed on CPython next to PokerKit, interleaved so that the machine's load cancels.

    .venv/bin/python tools/bench/run.py speed                      # every table below
    .venv/bin/python tools/bench/run.py speed --only whole --players 10

Three engines, each in a persistent worker process (tools/bench/interleave.py), take turns in
80 ms slices for 30 rounds; a rate counts each process's own CPU time:
- ours: the rules core (firmware/lib/indian_poker);
- PokerKit 0.7.7 set up for the same one-card fixed-limit game by the PokerKit benchmark
  (pokerkit_hands.py: ante 1, bet 1, one raise, one rotation of dealers per session);
- driver only: the same driver and action tape as ours against a hand that does nothing
  (it replays the legal-action masks our hands had), so the reader sees what the driver
  itself costs: no engine behind this driver can go faster.
Both engines play the same tape of random numbers (the PokerKit benchmark's: 4096 values
from Random(1)) with the same policy: facing a bet, raise < 20 <= call < 65 <= fold;
else bet < 30 <= check < 90 <= fold. Three tables:
- whole: a whole hand, cards drawn from os.urandom (ours: health-tested, exact uniform;
  PokerKit: random.shuffle of its deck in State());
- betting: a whole hand with the cards given (a stacked deck, the same 64 deals cycled
  for both engines): antes, betting, showdown and payout, no random draw (PokerKit
  still shuffles its deck in State(): its public API has no way around it);
- deal: only the cards of one hand (ours: dealing.draw over os.urandom, as
  Session.deal() does before the hand starts; PokerKit: random.shuffle of its 52 cards
  and the top ones taken, as State() does, its dealing bookkeeping not counted).

The PokerKit benchmark is a measuring instrument outside the project: it is found at
$POKERKIT_BENCH, by default ../shared/bench/pokerkit_hands.py next to the repository
(tools/instruments.py).
"""

import argparse
import os
import pathlib
import random

import instruments

from bench.interleave import (
    ROUNDS,
    SLICE,
    measure,
    python_worker,
    rate_text,
    ratio_text,
    ratios,
)

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
LIB = ROOT / "firmware" / "lib"
POKERKIT_BENCH = instruments.pokerkit_bench()
COMMAND = ".venv/bin/python tools/bench/run.py speed"
TAPE_SEED = 1
DEALS = 64  # stacked deals cycled by the betting table
GOALS = {4: 30, 10: 40}  # whole hand, ours / PokerKit, by players (README, "Measured figures")
TABLES = ("whole", "betting", "deal")
TITLES = {
    "whole": "whole hand, cards from os.urandom",
    "betting": "betting only: a hand with the cards given (stacked deck)",
    "deal": "deal only: the cards of one hand from the RNG",
}
UNITS = {"whole": "hands", "betting": "hands", "deal": "deals"}


def tape():
    """The PokerKit benchmark's action tape: 4096 numbers 0..99 from Random(1)."""
    rng = random.Random(TAPE_SEED)
    return [rng.randrange(100) for _ in range(4096)]


def stacked_deals(players):
    """DEALS fixed deals: each a list of `players` cards from the dealer's left."""
    rng = random.Random(2)
    return [rng.sample(range(52), players) for _ in range(DEALS)]


# ---- our engine, and the do-nothing one, behind one driver --------------------------


def driver(new_session, deal, actions):
    """run(n) playing n hands with the tape policy: new_session() per rotation, deal(s)."""
    rolls = tape()
    count = len(rolls)
    fold, check, call, bet, raise_ = actions
    state = [None, 0]

    def run(n):
        session, pos = state
        for _ in range(n):
            if session is None or session.over:
                session = new_session()
            hand = deal(session)
            while not hand.over:
                roll = rolls[pos]
                pos += 1
                if pos == count:
                    pos = 0
                legal = hand.legal()
                if legal >> call & 1:  # facing a bet
                    if roll < 20 and legal >> raise_ & 1:
                        hand.act(raise_)
                    elif roll < 65:
                        hand.act(call)
                    else:
                        hand.act(fold)
                else:
                    hand.act(bet if roll < 30 else check if roll < 90 else fold)
        state[0] = session
        state[1] = pos

    return run


def _core():
    import indian_poker
    return indian_poker


def _stacked(players):
    """deal(session) dealing the stacked deals in turn, each card to its seat."""
    by_dealer = []
    for cards in stacked_deals(players):
        seat_order = []
        for dealer in range(players):
            seats = [0] * players
            for i, c in enumerate(cards):
                seats[(dealer + 1 + i) % players] = c
            seat_order.append(seats)
        by_dealer.append(seat_order)
    turn = [0]

    def deal(session):
        k = turn[0]
        turn[0] = k + 1 if k + 1 < DEALS else 0
        return session.deal(cards=by_dealer[k][session.dealer])

    return deal


def ours(players, table):
    """Our engine: whole hands (os.urandom), stacked hands, or deals only."""
    core = _core()
    rules = core.Rules(players=players)
    if table == "deal":
        from indian_poker.dealing import draw
        session = core.Session(rules, entropy=os.urandom)
        seated = session.seated()

        def run(n):
            for _ in range(n):
                draw(session, seated)

        return run
    deal = core.Session.deal if table == "whole" else _stacked(players)
    return driver(lambda: core.Session(rules, entropy=os.urandom), deal,
                  (core.FOLD, core.CHECK, core.CALL, core.BET, core.RAISE))


class _NullHand:
    """A hand that does no work: it replays recorded legal masks, one per action."""

    __slots__ = ("over", "_masks", "_at", "_end")

    def legal(self):
        return self._masks[self._at]

    def act(self, action, to=None):
        self._at += 1
        if self._at == self._end:
            self.over = True


class _NullSession:
    """A rotation of do-nothing hands."""

    __slots__ = ("over", "_left")


def _recorded_masks(players, core, hands=512):
    """The legal masks of `hands` hands of ours on the tape: one list per hand."""
    masks = []
    current = []

    class Recording:
        def __init__(self, hand):
            self.hand = hand

        @property
        def over(self):
            return self.hand.over

        def legal(self):
            mask = self.hand.legal()
            current.append(mask)
            return mask

        def act(self, action, to=None):
            self.hand.act(action, to)

    def deal(session):
        if current:
            masks.append(list(current))
            current.clear()
        return Recording(session.deal())

    rules = core.Rules(players=players)
    driver(lambda: core.Session(rules, entropy=os.urandom), deal,
           (core.FOLD, core.CHECK, core.CALL, core.BET, core.RAISE))(hands + 1)
    return masks


def null(players, table):
    """The driver with no engine behind it: its own cost per hand (or per deal)."""
    core = _core()
    if table == "deal":
        cards = bytearray(players)

        def draw(session, seated):
            return cards

        def run(n):
            for _ in range(n):
                draw(None, 0)

        return run
    flat = []
    starts = []
    for hand_masks in _recorded_masks(players, core):
        starts.append((len(flat), len(flat) + len(hand_masks)))
        flat.extend(hand_masks)
    hands = []
    for start, end in starts:
        hand = _NullHand()
        hand._masks = flat
        hand._end = end
        hand.over = True
        hands.append((hand, start))
    position = [0]

    def new_session():
        session = _NullSession()
        session.over = False
        session._left = players
        return session

    def deal(session):
        k = position[0]
        position[0] = k + 1 if k + 1 < len(hands) else 0
        hand, start = hands[k]
        hand.over = False
        hand._at = start
        session._left -= 1
        if not session._left:
            session.over = True
        return hand

    return driver(new_session, deal, (core.FOLD, core.CHECK, core.CALL, core.BET, core.RAISE))


# ---- PokerKit -----------------------------------------------------------------------


def _pokerkit_bench():
    import importlib.util
    import warnings
    warnings.simplefilter("ignore")  # folding when not facing a bet warns in cash games
    spec = importlib.util.spec_from_file_location("pokerkit_hands", POKERKIT_BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pokerkit(players, table):
    """PokerKit as the PokerKit benchmark sets it up, on the same tape."""
    bench = _pokerkit_bench()
    random.seed(TAPE_SEED)  # PokerKit shuffles with the global random.shuffle
    if table == "deal":
        from collections import deque

        from pokerkit import Deck
        deck = tuple(Deck.STANDARD)

        def run(n):
            for _ in range(n):
                cards = deque(deck)
                random.shuffle(cards)
                [cards.popleft() for _ in range(players)]

        return run
    if table == "whole":
        new_hand = bench.new_hand
    else:
        import pokerkit as pk
        automations = tuple(a for a in bench.AUTOMATIONS if a != pk.Automation.HOLE_DEALING)
        deals = [[next(iter(pk.Card.parse(_name(c)))) for c in cards]
                 for cards in stacked_deals(players)]
        turn = [0]

        def new_hand(stacks):
            state = pk.State(automations, pk.Deck.STANDARD, (bench.OneCardHighHand,),
                             bench.STREETS, pk.BettingStructure.FIXED_LIMIT, True, 1, 0, 0,
                             stacks, len(stacks), mode=pk.Mode.CASH_GAME)
            k = turn[0]
            turn[0] = k + 1 if k + 1 < DEALS else 0
            for c in deals[k]:
                state.deal_hole((c,))
            return state

    rolls = tape()
    count = len(rolls)
    state_of = [[100] * players, 0, 0]  # stacks, hands this session, tape position

    def run(n):
        stacks, played, pos = state_of
        for _ in range(n):
            if played == players:  # a new session: one rotation of dealers each
                stacks = [100] * players
                played = 0
            state = new_hand(stacks)
            while state.status:
                roll = rolls[pos]
                pos += 1
                if pos == count:
                    pos = 0
                if state.checking_or_calling_amount:  # facing a bet
                    if roll < 20 and state.can_complete_bet_or_raise_to():
                        state.complete_bet_or_raise_to()
                    elif roll < 65:
                        state.check_or_call()
                    else:
                        state.fold()
                elif roll < 30:
                    state.complete_bet_or_raise_to()
                elif roll < 90:
                    state.check_or_call()
                else:
                    state.fold()
            final = list(state.stacks)
            stacks = final[1:] + final[:1]  # the button moves left
            played += 1
        state_of[:] = [stacks, played, pos]

    return run


def _name(c):
    return "23456789TJQKA"[c >> 2] + "cdhs"[c & 3]


# ---- the tables ---------------------------------------------------------------------


def table_figures(table, players, rounds, seconds):
    """Interleave the three engines on one table; {engine: rates per round}."""
    script = pathlib.Path(__file__).resolve()
    workers = [python_worker("ours", script, "ours", players, table),
               python_worker("driver only", script, "null", players, table)]
    if POKERKIT_BENCH.exists():
        workers.insert(1, python_worker("PokerKit", script, "pokerkit", players, table))
    return measure(workers, rounds, seconds)


def print_table(table, players, rounds, seconds):
    """Measure one table and print it with the command that measures it again."""
    unit = UNITS[table]
    print("%s, %d players (reproduce: %s --only %s --players %d)"
          % (TITLES[table], players, COMMAND, table, players))
    rates = table_figures(table, players, rounds, seconds)
    for name, values in rates.items():
        print("  %-12s %s" % (name, rate_text(values, unit)))
    if "PokerKit" not in rates:
        print("  PokerKit: skipped, no PokerKit benchmark at %s (set POKERKIT_BENCH)"
              % POKERKIT_BENCH)
        return
    goal = GOALS.get(players) if table == "whole" else None
    target = " (goal >= %dx)" % goal if goal else ""
    print("  ours / PokerKit        %s%s" % (
        ratio_text(ratios(rates["ours"], rates["PokerKit"])),
        target))
    print("  driver only / PokerKit %s: the ceiling behind this driver" % ratio_text(
        ratios(rates["driver only"], rates["PokerKit"])))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=TABLES, help="one table instead of all three")
    parser.add_argument("--players", type=int, choices=(4, 10), help="4 or 10 only")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--slice", type=float, default=SLICE, help="seconds per slice")
    args = parser.parse_args()
    print("each engine in its own process, %d rounds of %d ms slices in turn; rates per CPU "
          "second of the engine's process, the median round (IQR); ratios: the median of the "
          "per-round ratios" % (args.rounds, args.slice * 1000))
    for table in (args.only,) if args.only else TABLES:
        for players in (args.players,) if args.players else (4, 10):
            print_table(table, players, args.rounds, args.slice)

