"""The journal, the saver and the decoder run on a real MicroPython VM (as on the board)."""

SCRIPT = """
import os
from indian_poker import Rules, Session
from indian_poker.packing import pack_rules
from dealer.store import restore as rs
from dealer.store.saver import Saver
from dealer.table import BEGAN, Table

NAMES = ["ANN", "BOB", "CAT", "DAN", "EVE"]

def fingerprint(s):
    h = s.hand
    return (list(s.ledger), bytes(s.tallies), s.settled, s.dealer, s.hand_no,
            h.log if h is not None else None, s.ended, pack_rules(s.rules))

pick = 7
def choose(n):
    global pick
    pick = (pick * 1103515245 + 12345) & 0x7FFFFFFF
    return pick % n

checks = 0
nvm = bytearray(4096)   # first, as code.py allocates the journal's sector image first
for tracker in (False, True):
    for i in range(4096):   # erased again in place: a second 4 KiB block may not be free
        nvm[i] = 0xFF       # in a heap the first session has fragmented
    saver = Saver(nvm)
    session = Session(Rules(players=5, hands=200), entropy=os.urandom)
    table = Table(session, NAMES, tracker, lambda text: None, (saver,))
    table.tell(BEGAN)
    while not session.over:
        table.deal()
        hand = session.hand
        while not hand.over:
            if hand.to_act is None:
                seat = 0
                while not hand.awaiting_reveal() >> seat & 1:
                    seat += 1
                table.reveal(seat, 4 * seat + 1)
            else:
                legal = hand.legal()
                acts = [a for a in range(5) if legal >> a & 1]
                table.act(acts[choose(len(acts))])
                if choose(10) == 0 and not hand.over:
                    table.undo()
            if choose(15) == 0:
                saved = rs.load(bytes(nvm))
                assert saved.status == rs.SAVED
                assert fingerprint(saved.session) == fingerprint(session)
                checks += 1
    assert fingerprint(rs.load(bytes(nvm)).session) == fingerprint(session)
    assert saver.journal.rewrites >= 2, saver.journal.rewrites
print("OK", checks)
"""


def test_journal_round_trip_on_micropython(micropython):
    out = micropython.run(SCRIPT, heapsize=256 * 1024)
    assert out.startswith("OK")
    assert int(out.split()[1]) > 10
