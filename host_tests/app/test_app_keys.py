"""One meaning per soft-key position on every screen: BACK is always A; CHANGE, MORE, EDIT,
DOWN and + always B; NEXT, OK and START always C (docs/playing.md). Random sessions walk
every screen through the simulator, menus, panels and bet sizing included."""

import random

import pytest
from app_sim_helpers import Masher, Player, key_labels, run_driver

ON_A = {"BACK", "-", "FOLD", "RESUME", "RETRY"}
ON_B = {"CHANGE", "MORE", "EDIT", "DOWN", "+", "CHECK", "CALL", "LOOK", "DEAL", "DEALT",
        "REBUY", "JOIN", "SEEN", "YES"}
ON_C = {"NEXT", "OK", "START", "NEW", "BET", "RAISE", "DECK", "QR"}   # QR: the settle-up's


def label_problems(shown):
    """Every label of this screen that sits on the wrong key, as readable strings."""
    problems = []
    for position, label in enumerate(key_labels(shown.built)):
        if not label:
            continue
        word = label.split()[0]   # "ALL IN 18" is a raise or a call: its first word
        home = 0 if word in ON_A else 1 if word in ON_B else 2 if word in ON_C else -1
        if word == "ALL":
            home = position if position in (1, 2) else -1
        if home != position:
            problems.append("%s: %r on key %s" % (shown.kind, label, "ABC"[position]))
    return problems


SETTINGS = (
    {"DEALER_STRUCTURE": "nolimit", "DEALER_STACK": "20"},
    {"DEALER_MODE": "tracker", "DEALER_TIEBREAK": "suits"},
    {"DEALER_VARIANT": "stud"},
    {"DEALER_STRUCTURE": "pot", "DEALER_VARIANT": "community"},
    {"DEALER_VARIANT": "party"},
    {"DEALER_HANDS": "bust", "DEALER_STACK": "8", "DEALER_STRUCTURE": "nolimit"},
)


@pytest.mark.parametrize("seed", range(len(SETTINGS)))
def test_every_screen_puts_each_meaning_on_its_own_key(seed):
    rnd = random.Random(seed)
    settings = dict(SETTINGS[seed], DEALER_PLAYERS="4")
    player = Player(4, settings.get("DEALER_MODE") == "tracker", rnd)
    masher = Masher(rnd, presses=700, player=player, chaos=0.5)
    result, recorder = run_driver(masher, seed=seed, settings=settings)
    assert result.error is None and masher.problems == []
    problems = []
    kinds = set()
    for shown in recorder.shown:
        problems += label_problems(shown)
        kinds.add(shown.kind)
    assert problems == [], sorted(set(problems))
    assert {"setup", "menu", "intro"} <= kinds, kinds


def test_the_label_check_catches_a_label_on_the_wrong_key():
    class Shown:
        kind = "menu"
        built = [""] * 7 + ["  UP    DOWN    OK"]
    assert label_problems(Shown()) == ["menu: 'UP' on key A"]
    Shown.built = [""] * 7 + ["  MOVE  CHANGE   BACK"]
    assert label_problems(Shown()) == ["menu: 'MOVE' on key A", "menu: 'BACK' on key C"]
    Shown.built = [""] * 7 + ["  BACK   DOWN    OK"]
    assert label_problems(Shown()) == []
