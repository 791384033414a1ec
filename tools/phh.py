"""Import PHH hand histories written by the dealer and replay them on the rules core.

    .venv/bin/python tools/phh.py FILE_OR_DIR...   # replays each hand; exit 1 on a mismatch

A history is replayed on a fresh one-hand session: p1..pn become seats 1..n-1 and 0
(pn, the dealer, is seat 0), with the file's starting stacks, cards and actions. The
result must reach the file's finishing stacks exactly.
"""

import pathlib
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware" / "lib"))

from indian_poker import (  # noqa: E402
    UNIT,
    Rules,
    Session,
    card,
    variants,  # noqa: E402
)
from indian_poker.actions import BET, CALL, CHECK, FOLD, RAISE  # noqa: E402
from indian_poker.rules import STRUCTURE_NAMES  # noqa: E402


def load(text):
    """The fields of one PHH document, checked to be one of ours."""
    fields = tomllib.loads(text)
    if fields.get("variant") != "IP":
        raise ValueError("not an Indian Poker hand history (variant %r)" % fields.get("variant"))
    return fields


def variant_number(name):
    """The variant number whose NAME (the PHH `_game`) is `name`; ValueError if none."""
    for variant in range(len(variants.WORDS)):
        if variants.load(variant).NAME == name:
            return variant
    raise ValueError("no game is called %r" % (name,))


def rules_of(fields):
    """The Rules a history was played under."""
    unit = fields["_unit"]
    players = len(fields["starting_stacks"])
    structure = STRUCTURE_NAMES.index(fields["_structure"])
    bet = fields.get("small_bet", fields.get("min_bet")) // unit
    return Rules(players=players, structure=structure, ante=fields["antes"][0] // unit,
                 bet=bet, raise_cap=fields.get("_raise_cap", 1), hands=fields.get("_hands", 1),
                 variant=variant_number(fields["_game"]),
                 tiebreak=("split", "suits").index(fields["_tiebreak"]),
                 odd_chip=("ledger", "first").index(fields["_odd_chip"]),
                 pairs=fields.get("_pairs", False))


def replay(text):
    """Replay one history on the core; return (our finishing stacks, the file's), file units."""
    fields = load(text)
    rules = rules_of(fields)
    unit = fields["_unit"]
    scale = UNIT // unit
    players = rules.players
    seat_of = [(i + 1) % players for i in range(players)]  # p1 is seat 1, pn the dealer
    stacks = [0] * players
    for i, amount in enumerate(fields["starting_stacks"]):
        stacks[seat_of[i]] = amount
    session = Session.from_balances(rules, [stacks[seat] * scale for seat in range(players)])
    dealt = {}
    shown = {}
    for action in fields["actions"]:
        words = action.split()
        if words[:2] == ["d", "dh"]:
            dealt[seat_of[int(words[2][1:]) - 1]] = words[3]
        elif len(words) > 1 and words[1] == "sm":
            shown[seat_of[int(words[0][1:]) - 1]] = words[2]
    physical = any("?" in held for held in dealt.values())
    if physical:
        hand = session.deal(physical=True)
    else:
        cards = []
        for seat in range(players):
            held = dealt[seat]
            cards.extend(card(held[i:i + 2]) for i in range(0, len(held), 2))
        for action in fields["actions"]:
            if action.startswith("d db "):
                cards.append(card(action.split()[2]))
        # A hand that ended before its middle card was turned up never shows it: any
        # card not dealt stands in for it, it decides nothing.
        spare = (c for c in range(52) if c not in cards)
        game = session.game
        while len(cards) < players * len(game.SLOTS) + len(game.MIDDLE):
            cards.append(next(spare))
        hand = session.deal(cards=cards)
    for action in fields["actions"]:
        words = action.split()
        if words[0] == "d" or words[1] == "sm":
            continue
        seat = seat_of[int(words[0][1:]) - 1]
        if seat != hand.to_act:
            raise ValueError("%r: it is not that player's turn" % action)
        if words[1] == "f":
            hand.act(FOLD)
        elif words[1] == "cc":
            hand.act(CHECK if hand.legal() >> CHECK & 1 else CALL)
        elif words[1] == "cbr":
            kind = RAISE if hand.target else BET
            to = int(words[2]) * scale // UNIT
            hand.act(kind, None if rules.structure == 0 else to)
        else:
            raise ValueError("unknown action %r" % action)
    for seat, held in shown.items():
        if hand.awaiting_reveal() >> seat & 1:
            hand.reveal(seat, card(held[:2]))
    if not hand.over:
        raise ValueError("the history stops before the hand is over")
    ours = [session.balance(seat_of[i]) // scale for i in range(players)]
    return ours, fields.get("finishing_stacks")


def main(paths):
    """Replay every .phh file under `paths`; print one line per file."""
    files = []
    for path in map(pathlib.Path, paths):
        files.extend(sorted(path.glob("*.phh")) if path.is_dir() else [path])
    bad = 0
    for path in files:
        ours, theirs = replay(path.read_text())
        verdict = "ok" if ours == theirs else "MISMATCH %s != %s" % (ours, theirs)
        bad += ours != theirs
        print("%s: %s" % (path, verdict))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["."]))
