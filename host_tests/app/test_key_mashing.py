"""Bad input: thousands of random keys, long presses and the menu at any moment.

Through the simulator, with random settings: the app never crashes (no error
screen, no exception out of code.py), R-CONSERVE holds and the state is legal
whenever the device waits for a key, and every screen fits 21x8 with its
soft keys labelled on the bottom row.
"""

import random

import pytest
from app_sim_helpers import Masher, Player, key_labels, run_driver

PRESSES = 1500


def mash(seed, chaos):
    rnd = random.Random(seed)
    players = rnd.randint(2, 10)
    tracker = rnd.random() < 0.5
    settings = {"DEALER_PLAYERS": str(players), "DEALER_MODE": "tracker" if tracker else "pass",
                "DEALER_TIEBREAK": rnd.choice(("split", "suits")),
                "DEALER_ODD_CHIP": rnd.choice(("ledger", "first")),
                "DEALER_ANTE": str(rnd.choice((0, 1, 2))),
                "DEALER_STRUCTURE": rnd.choice(("fixed", "pot", "nolimit")),
                "DEALER_STACK": str(rnd.choice((100, 10, 4)))}
    if rnd.random() < 0.4:
        settings["DEALER_HANDS"] = rnd.choice(("bust", "last"))
    if not tracker:
        settings["DEALER_VARIANT"] = rnd.choice(("standard", "low", "twocard", "community",
                                                 "stud", "party"))
        if settings["DEALER_VARIANT"] == "stud":   # seven cards each: 7 players at most
            players = min(players, 7)
            settings["DEALER_PLAYERS"] = str(players)
    player = Player(players, tracker, rnd) if chaos < 1 else None
    masher = Masher(rnd, presses=PRESSES, player=player, chaos=chaos)
    result, recorder = run_driver(masher, seed=seed, settings=settings)
    return result, recorder, masher


@pytest.mark.parametrize("seed, chaos", [(1, 1.0), (2, 1.0), (3, 0.5), (4, 0.5), (5, 0.2)])
def test_random_keys_never_crash_or_break_the_rules(seed, chaos):
    result, recorder, masher = mash(seed, chaos)
    assert result.error is None
    assert masher.count == PRESSES
    kinds = [s.kind for s in recorder.shown]
    assert "error" not in kinds
    assert masher.problems == []
    for shown in recorder.shown:
        assert len(shown.built) == 8
        assert all(len(row) <= 21 for row in shown.built), shown.built
        if shown.kind == "handoff" and shown.built[1].startswith("Pass to ") \
                and "hold B" not in shown.text:
            # the hand-off's first second (screens/turn.py LOOK_AFTER_MS): no key may open the view
            assert not any(key_labels(shown.built)), shown.built
        elif shown.kind not in ("off", "sending", "count", "saving", "qr"):
            # no key is read while histories go out, during the 3-2-1 count, or while
            # the save's flash sector is erased and programmed again; a QR code takes the
            # whole height and names its keys beside it ("A: back")
            assert any(key_labels(shown.built)), "no soft key labelled: %r" % shown.built
    assert "handoff" in kinds or "act" in kinds, "the mashing never reached a hand"
