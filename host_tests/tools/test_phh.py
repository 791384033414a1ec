"""PHH hand histories: export from the event log, import and replay, and PokerKit agrees."""

import random
import warnings
from types import SimpleNamespace

import phh  # noqa: E402
import pytest
from pokerkit import HandHistory
from pokerkit.notation import parse_action
from pokerkit_table import new_state

from indian_poker import (
    BET,
    CHECK,
    COMMUNITY,
    FIRST,
    FIXED,
    LAST_STANDING,
    LEDGER,
    LOW,
    NO_LIMIT,
    PARTY,
    POT,
    RAISE,
    STANDARD,
    STUD,
    TWO_CARD,
    UNTIL_BUST,
    Rules,
    Session,
    card,
)
from indian_poker.phh import session_histories

NAMES = ["ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IVY", "JON"]


def play_session(rules, stacks, rng, physical=False):
    session = Session(rules, entropy=random.Random(rng.random()).randbytes, stacks=stacks)
    logs = []
    while not session.over and len(logs) < 8:
        hand = session.deal(physical=physical)
        while not hand.over:
            if hand.to_act is None:
                seat = next(s for s in range(hand.seats) if hand.awaiting_reveal() >> s & 1)
                hand.reveal(seat, rng.choice([c for c in range(52)
                                              if hand.cards.find(bytes((c,))) < 0]))
                continue
            action = rng.choice([a for a in range(5) if hand.legal() >> a & 1])
            if action in (BET, RAISE) and rules.structure != FIXED:
                hand.act(action, rng.randint(*hand.limits()))
            else:
                hand.act(action)
        logs.append(hand.log)
    return session, logs


def pokerkit_finish(text):
    """Load the file with PokerKit and play it on PokerKit's engine: the final stacks."""
    history = HandHistory.loads(text)
    unit = history.user_defined_fields["_unit"]
    bet = getattr(history, "small_bet", None) or history.min_bet
    structure = {"fixed limit": FIXED, "pot limit": POT,
                 "no limit": NO_LIMIT}[history.user_defined_fields["_structure"]]
    rules = SimpleNamespace(structure=structure, bet=bet, ante=history.antes[0],
                            raise_cap=history.user_defined_fields.get("_raise_cap", 1))
    cards = [a.split()[3] for a in history.actions if a.startswith("d dh")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_state(rules, history.starting_stacks, cards)
        for action in history.actions:
            if not action.startswith("d ") and " sm " not in action:
                parse_action(state, action)
    assert unit in (1, 2520)
    return list(state.stacks), history.finishing_stacks


@pytest.mark.parametrize("structure", [FIXED, POT, NO_LIMIT])
@pytest.mark.parametrize("odd_chip", [LEDGER, FIRST])
def test_export_import_replay_gives_identical_balances(structure, odd_chip):
    """Every exported hand replays on the core to the file's finishing stacks, and PokerKit
    loads the file and reaches the same stacks (one-card standard game)."""
    rng = random.Random(structure * 2 + odd_chip)
    files = checked = 0
    for _ in range(25):
        players = rng.randint(2, 10)
        rules = Rules(players=players, structure=structure, odd_chip=odd_chip,
                      ante=rng.choice([1, 2]), bet=rng.choice([1, 2]), hands=LAST_STANDING)
        stacks = [rng.randint(3, 60) for _ in range(players)]
        session, logs = play_session(rules, stacks, rng)
        texts = list(session_histories(rules, stacks, logs, NAMES))
        assert len(texts) == len(logs)
        for text in texts:
            ours, recorded = phh.replay(text)
            assert ours == recorded, text
            # PokerKit bets any part of a stack; we bet whole chips, and a fraction of a
            # chip won in a split stays behind (_behind): the stacks in the file are the
            # chips in play, so PokerKit replays every hand.
            theirs, recorded = pokerkit_finish(text)
            if theirs != recorded:  # only PokerKit's pot merge (test_pokerkit_differential)
                assert odd_chip == FIRST, text
            checked += 1
            files += 1
        # The last file's finishing stacks and what is behind are the session's balances.
        fields = phh.load(texts[-1])
        final = [stack + kept for stack, kept in zip(fields["finishing_stacks"],
                                                     phh.behind(fields), strict=True)]
        unit = fields["_unit"]
        order = [(session.hand.dealer + 1 + i) % players for i in range(players)]
        order = [s for s in order if session.hand.dealt_in(s)]
        assert final == [session.balance(s) * unit // 2520 for s in order]
    assert files >= 25 and checked == files


def test_physical_and_variant_hands_round_trip():
    """Tracker-mode hands (cards entered at the showdown) and two-card hands replay too."""
    rng = random.Random(5)
    for variant, physical in ((STANDARD, True), (TWO_CARD, False)):
        rules = Rules(players=4, variant=variant)
        session, logs = play_session(rules, [100] * 4, rng, physical=physical)
        for text in session_histories(rules, [100] * 4, logs, NAMES):
            ours, recorded = phh.replay(text)
            assert ours == recorded, text
            if physical:
                assert "d dh p1 ??" in text


@pytest.mark.parametrize("rules", [
    Rules(players=3, variant=TWO_CARD, pairs=True, hands=UNTIL_BUST),
    Rules(players=4, variant=COMMUNITY, pairs=True, hands=LAST_STANDING),
    Rules(players=4, variant=COMMUNITY, hands=7),
    Rules(players=2, variant=TWO_CARD),
])
def test_O_PAIRS_and_O_LENGTH_round_trip_through_the_export(rules):
    """O-PAIRS and O-LENGTH are written into each file (_pairs, _hands) and read back by
    tools/phh.py, so a hand where a pair decided the pot replays to the same stacks."""
    session, logs = play_session(rules, [100] * rules.players, random.Random(rules.players))
    for text in session_histories(rules, [100] * rules.players, logs, NAMES):
        back = phh.rules_of(phh.load(text))
        assert (back.pairs, back.hands, back.variant) == (rules.pairs, rules.hands, rules.variant)
        ours, recorded = phh.replay(text)
        assert ours == recorded, text


def test_a_pot_decided_by_a_pair_replays_only_with_the_pairs_option():
    """O-PAIRS decides this hand (9-9 against A-5): the file must carry it."""
    rules = Rules(players=2, variant=TWO_CARD, pairs=True)
    session = Session(rules)
    hand = session.deal(cards=[card(c) for c in ("9h", "9c", "As", "5d")])
    hand.act(CHECK)
    hand.act(CHECK)
    assert hand.winners() == 0b01
    (text,) = session_histories(rules, [100, 100], [hand.log], NAMES)
    assert "_pairs = true" in text
    ours, recorded = phh.replay(text)
    assert ours == recorded == [99, 101]
    ours, recorded = phh.replay(text.replace("_pairs = true", "_pairs = false"))
    assert ours != recorded   # without the option the ace would have won


def test_the_command_line_replays_a_folder(tmp_path, capsys):
    rules = Rules(players=3)
    session, logs = play_session(rules, [100] * 3, random.Random(1))
    for number, text in enumerate(session_histories(rules, [100] * 3, logs, NAMES), 1):
        (tmp_path / ("hand%02d.phh" % number)).write_text(text)
    assert phh.main([str(tmp_path)]) == 0
    assert capsys.readouterr().out.count(": ok") == len(logs)
    bad = tmp_path / "hand01.phh"
    bad.write_text(bad.read_text().replace("finishing_stacks = [", "finishing_stacks = [7"))
    assert phh.main([str(tmp_path)]) == 1


def test_the_command_line_names_a_file_it_cannot_replay_and_goes_on(tmp_path, capsys):
    rules = Rules(players=2)
    session, logs = play_session(rules, [100] * 2, random.Random(2))
    good = tmp_path / "good.phh"
    good.write_text(next(iter(session_histories(rules, [100] * 2, logs, NAMES))))
    (tmp_path / "broken.phh").write_text("finishing_stacks = [")
    (tmp_path / "holdem.phh").write_text('variant = "NT"\n')
    missing = tmp_path / "gone" / "missing.phh"
    for main in (phh.main, phh.main_replay):
        assert main([tmp_path, missing]) == 1
        out = capsys.readouterr().out.splitlines()
        assert len(out) == 4, out
        assert "broken.phh: not a history this tool can replay" in out[0]
        assert out[1].startswith(str(good) + ": ")
        assert "MISMATCH" not in out[1] and "cannot" not in out[1]
        assert "holdem.phh: not a history this tool can replay: not an Indian Poker" in out[2]
        assert out[3] == "%s: cannot be read (No such file or directory)" % missing


def test_pokerkit_refuses_our_files_on_its_own_and_plays_them_with_the_game_definition(
        tmp_path, capsys):
    """PokerKit knows no game 'IP' (KeyError); tools/phh.py's IndianPokerHistory, a
    HandHistory of PokerKit, plays every game of chips to the file's finishing stacks, a
    real deck's cards unknown until the showdown; `tools/phh.py replay` prints both
    engines' final stacks, and says the party game is not one PokerKit can play."""
    rng = random.Random(91)
    count = 0
    for variant, physical, pairs in ((STANDARD, False, False), (STANDARD, True, False),
                                     (TWO_CARD, False, True), (COMMUNITY, False, False),
                                     (STUD, False, False), (LOW, False, False),
                                     (PARTY, False, False)):
        rules = Rules(players=4, variant=variant, structure=NO_LIMIT, hands=LAST_STANDING,
                      pairs=pairs)
        stacks = [rng.randint(3, 40) for _ in range(4)]
        _, logs = play_session(rules, stacks, rng, physical)
        for text in session_histories(rules, stacks, logs, NAMES):
            count += 1
            (tmp_path / ("hand%03d.phh" % count)).write_text(text)
            with pytest.raises(KeyError):
                HandHistory.loads(text).create_state()
            if variant == PARTY:
                with pytest.raises(phh.Unsupported):
                    phh.pokerkit_replay(text)
                continue
            states = list(phh.IndianPokerHistory.loads(text))
            assert not states[-1].status
            theirs, finishing = phh.pokerkit_replay(text)
            assert theirs == finishing == phh.replay(text)[0]
    assert phh.main_replay([tmp_path]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == count
    assert all(", PokerKit [" in line or "PokerKit: the party game" in line for line in lines)
    assert any("PokerKit: the party game has no chips" in line for line in lines)
