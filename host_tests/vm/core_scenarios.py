"""Core scenarios that run unchanged on CPython and on the MicroPython VM.

Each prints one line per result, so the two interpreters' outputs can be compared.
"""

import hashlib

from indian_poker import BET, CALL, CHECK, FOLD, UNIT, Rules, Session, card
from indian_poker.fingerprint import NO_PREVIOUS, fingerprint, message
from indian_poker.sha256 import sha256


class CounterDrbg:
    """SHA-256 in counter mode: a deterministic entropy(n) for both interpreters."""

    def __init__(self, seed):
        self.seed = seed
        self.counter = 0

    def __call__(self, n):
        out = b""
        while len(out) < n:
            self.counter += 1
            out += hashlib.sha256(b"%d:%d" % (self.seed, self.counter)).digest()
        return out[:n]


def ex1():
    session = Session(Rules(players=4))
    hand = session.deal(cards=[card("4s"), card("2h"), card("Kc"), card("9d")])
    for action in (CHECK, BET, FOLD, FOLD, FOLD):
        hand.act(action)
    print("EX-1", [b // UNIT for b in session.balances()], hand.showdown)


def ex2():
    session = Session(Rules(players=3))
    hand = session.deal(cards=[card("5h"), card("Kc"), card("Ks")])
    for action in (BET, CALL, CALL):
        hand.act(action)
    print("EX-2", [hand.won(s) // UNIT for s in range(3)])


def ex3():
    session = Session(Rules(players=3))
    hand = session.deal(cards=[card("As"), card("Qc"), card("Qd")])
    for action in (BET, CALL, FOLD):
        hand.act(action)
    print("EX-3", session.balances(), sum(session.balances()) == 300 * UNIT)


def session_10(seed):
    """A full 10-player session with a deterministic mix of actions."""
    session = Session(Rules(players=10), entropy=CounterDrbg(seed))
    session.names = ("ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IVY", "JON")
    pick = seed
    while not session.over:
        hand = session.deal()
        while not hand.over:
            mask = hand.legal()
            pick = (pick * 1103515245 + 12345) & 0x7FFFFFFF
            choice = pick % 5
            while not mask >> choice & 1:
                choice = (choice + 1) % 5
            hand.act(choice)
            assert sum(session.balances()) + hand.pot * UNIT == 1000 * UNIT
        # the deal fingerprint as dealt (the interpreter's hashlib), made again from the
        # log, and with our own SHA-256: chained to the one before
        previous = session.chain[0] if session.chain else NO_PREVIOUS
        fp = fingerprint(session.session_id, session.hand_no, hand.log, 1, session.names,
                         previous)
        assert fp == hand.fingerprint
        own = sha256(message(session.session_id, session.hand_no, hand.log, 1, session.names,
                             previous))
        print("hand", session.hand_no, bytes(hand.log).hex(), fp.hex(), own == fp)
    print("session", session.balances(), session.standings())


def main():
    ex1()
    ex2()
    ex3()
    session_10(7)


main()
