"""The deal fingerprint on the device's screens: on every hand-off, before the first bet.

Runs the real firmware in the simulator. A pass-around hand shows the first 64 bits of
its fingerprint as four hex groups on every hand-off screen, the first one right after
the deal; the card views do not; a real deck (tracker) shows none; a resumed hand
shows the fingerprint it showed before the power cut.
"""

import random
import re

import pytest
from app_sim_helpers import Player, run_driver

from indian_poker.fingerprint import NO_PREVIOUS, fingerprint, short_text
from simhw.runner import run_headless

FOUR_HEX = re.compile(r"[0-9A-F]{4} [0-9A-F]{4} [0-9A-F]{4} [0-9A-F]{4}")
DEAL_AND_HANDOFF = "d d d d s"     # setup with the defaults, then DEAL


def shown_fingerprint(rows):
    """The four hex groups on a screen, or None."""
    found = [row for row in rows if FOUR_HEX.fullmatch(row)]
    assert len(found) <= 1
    return found[0] if found else None


def expected(session):
    """The hand's short fingerprint: its cards, the table's names, chained to the last one."""
    hand = session.hand
    return short_text(fingerprint(session.session_id, session.hand_no, hand.log, hand.slots,
                                  session.names,
                                  session.chain[0] if session.chain else NO_PREVIOUS))


@pytest.mark.parametrize("variant, players", [("standard", 10), ("twocard", 4),
                                              ("community", 3), ("stud", 7), ("party", 10)])
def test_every_handoff_shows_the_hands_fingerprint_and_no_card_view_does(variant, players):
    env = {"DEALER_PLAYERS": str(players), "DEALER_VARIANT": variant}
    player = Player(players, False, random.Random(players))
    seen = []
    links = {}   # hand number: (its fingerprint, the one it is chained to)

    def choose(app):
        session = app.table.session if app.table is not None else None
        if session is not None and session.hand is not None:
            links[session.hand_no] = (session.hand.fingerprint, session.chain)
        if app.screen_kind in ("handoff", "view"):
            seen.append((app.screen_kind, list(app.rows), expected(app.table.session),
                         app.table.session.hand_no, app.table.session.hand.events.end
                         == app.table.session.hand.events.start))
        return player(app)

    result, recorder = run_driver(choose, seed=players, settings=env, max_presses=20000)
    assert result.error is None
    handoffs = [s for s in seen if s[0] == "handoff"]
    assert handoffs and any(s[0] == "view" for s in seen)
    for kind, rows, fp, _, _ in seen:
        assert all(len(row) <= 21 for row in rows)
        if kind == "handoff":
            assert shown_fingerprint(rows) == fp
        else:
            assert shown_fingerprint(rows) is None
    # before the first bet: each hand's first hand-off, with nothing in the log yet
    first = {number for _, _, _, number, fresh in handoffs if fresh}
    assert first == set(range(1, result.app.table.session.hand_no + 1))
    # the chain: each hand's fingerprint covers the one before (the first: none)
    assert links[1][1] is None
    for number in range(2, len(links) + 1):
        assert links[number][1] == (links[number - 1][0], number - 1)


def test_a_real_deck_shows_no_fingerprint():
    """Tracker mode: the players deal a real deck, there is nothing to commit to."""
    player = Player(4, True, random.Random(3))
    result, recorder = run_driver(player, seed=3, settings={"DEALER_MODE": "tracker"},
                                  max_presses=20000)
    assert result.error is None and result.app.table.session.hand_no >= 1
    assert all(shown_fingerprint(shown.built) is None for shown in recorder.shown)
    assert result.app.table.session.session_id is None


def test_a_resumed_hand_shows_the_fingerprint_it_showed_before(tmp_path):
    """The salt and the session id are in the save journal: after a power cut the hand
    comes back at its hand-off with the same fingerprint."""
    nvm = tmp_path / "nvm.bin"
    before = run_headless(DEAL_AND_HANDOFF + " . S s", seed=4, nvm=str(nvm))
    shown = [shown_fingerprint(rows) for rows in before.screens]
    first = next(fp for fp in shown if fp)
    assert first == expected(before.app.table.session)
    after = run_headless("a", seed=99, nvm=str(nvm))   # another boot, other RNG bytes
    assert after.app.screen_kind == "handoff"
    assert shown_fingerprint(after.final) == first
