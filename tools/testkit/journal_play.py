"""Scripted sessions for the save-journal tests: random legal play through the app's table.

Every change goes through dealer.table.Table, as on the device, and the table tells the
saver; a notification the table forgot leaves the journal behind the game, and the
tests that read the journal back after each change fail.
"""

import random

from flash_nvm import FlashNvm
from simhw_state import PowerCut

import simhw  # noqa: F401  (puts the emulated board's modules on sys.path)
from dealer.table import BEGAN, Table
from indian_poker import BET, FIXED, PARTY, RAISE, IllegalAction, Rules, Session
from indian_poker.packing import pack_rules
from indian_poker.snapshot import conserved as session_conserved
from indian_poker.variants import load, real_deck

NAMES = ["ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IVY", "JON"]


def fingerprint(session):
    """Everything a resumed session must match: balances, hand, dealer, log (the deal's salt
    included), options, the session id the deal fingerprints use, their chain, and last
    standing's bust order."""
    hand = session.hand
    return (tuple(session.ledger), bytes(session.tallies), session.settled, session.dealer,
            session.hand_no, hand.log if hand is not None else None, session.ended,
            pack_rules(session.rules), session.session_id,
            bytes(session.out[1:]), hand.fingerprint if hand is not None else None,
            session.chain)


def conserved(session):
    """R-CONSERVE: balances plus the pot equal the starting stacks."""
    return session_conserved(session)


def new_table(rules, seed, tracker=False):
    """The app's table (dealer.table.Table) with a new session; `play` gives it the saver."""
    rng = random.Random(seed)
    session = Session(rules, entropy=rng.randbytes)
    return Table(session, NAMES[:rules.players], tracker, lambda text: None)


def play(table, saver, seed, on_change=None, extras=True, switch_modes=False, end_after=0,
         switch_games=False):
    """Play the session to its end through `table`, which tells `saver` each change.

    `extras` mixes in undo, misdeals and option changes between hands (`switch_modes`:
    pass-around and real deck in turn too; `switch_games`: the game too, the party game
    and back included). `on_change()` is called after every change.
    `end_after` ends the session on request after that many hands (a LAST_STANDING
    table playing a set number of hands with busted seats out). Returns the number of
    actions taken.
    """
    rng = random.Random(seed)
    session = table.session
    table.listeners = (saver,)
    actions = 0

    def changed():
        if on_change is not None:
            on_change()

    table.tell(BEGAN)
    changed()
    while not session.over:
        if end_after and session.hand_no >= end_after:
            table.end()
            changed()
            break
        if extras and rng.random() < 0.15:
            _change_options(table, rng, switch_modes, switch_games)
            changed()
        table.deal()
        hand = session.hand
        changed()
        if extras and not table.tracker and not hand.over and rng.random() < 0.1:
            table.misdeal()
            changed()
        while not hand.over:
            if hand.to_act is None:   # a real deck's showdown: enter the cards
                _reveal_one(table, rng)
            else:
                _act(table, rng)
                actions += 1
            changed()
            if extras and rng.random() < 0.06 and hand.events.end > hand.events.start:
                try:
                    table.undo()
                except IllegalAction:   # the cards were shown: the app refuses too
                    continue
                changed()
    return actions


def _act(table, rng):
    hand = table.session.hand
    legal = hand.legal()
    action = rng.choice([a for a in range(5) if legal >> a & 1])
    to = None
    if action in (BET, RAISE) and hand.rules.structure != FIXED:
        low, high = hand.limits()
        to = rng.randint(low, min(high, low + 3))
    table.act(action, to)


def _reveal_one(table, rng):
    hand = table.session.hand
    waiting = hand.awaiting_reveal()
    seat = next(s for s in range(hand.seats) if waiting >> s & 1)
    taken = {hand.card(s) for s in range(hand.seats)}
    table.reveal(seat, rng.choice([c for c in range(52) if c not in taken]))


def _change_options(table, rng, switch_modes, switch_games):
    r = table.session.rules
    one_card = real_deck(load(r.variant))
    if switch_modes and rng.random() < 0.5 and (table.tracker or one_card):
        table.change(tracker=not table.tracker)   # a real deck plays one-card games only
        return
    variant = r.variant
    if switch_games and rng.random() < 0.4:
        variant = rng.choice([v for v in range(PARTY + 1) if not table.tracker
                              or real_deck(load(v))])
    try:
        rules = Rules(players=r.players, stack=r.stack, ante=r.ante, bet=r.bet,
                      raise_cap=r.raise_cap, structure=rng.randrange(3),
                      tiebreak=rng.randrange(2), odd_chip=rng.randrange(2), hands=r.hands,
                      dealer_plays=r.dealer_plays, variant=variant,
                      pairs=variant in (2, 3) and rng.random() < 0.5)
    except ValueError:   # stud for more than seven players
        return
    table.change(rules)


__all__ = ["FlashNvm", "PowerCut", "NAMES", "fingerprint", "conserved", "new_table", "play"]
