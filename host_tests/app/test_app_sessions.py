"""Whole sessions through the headless simulator, both modes, 2, 4 and 10 players.

The session completes, R-CONSERVE holds whenever the device waits for a key, the
final standings on screen are right (ranks recomputed here from the balances),
and in tracker mode the device names the right winners from the cards typed in.
"""

import pytest
from app_sim_helpers import UNIT, play_session, text_model

from dealer.screens.text import chips, net
from dealer.settings import DEFAULT_NAMES
from indian_poker import LAST_STANDING

STACK = 100


def expected_standings(balances, stack=STACK):
    """(rank, seat, net units): R-WINNER, rank = 1 + seats holding strictly more chips."""
    rows = [(1 + sum(1 for other in balances if other > mine), seat, mine - stack * UNIT)
            for seat, mine in enumerate(balances)]
    return sorted(rows)


@pytest.mark.parametrize("tracker", [False, True], ids=["pass", "tracker"])
@pytest.mark.parametrize("players", [2, 4, 10])
def test_a_session_completes_with_the_right_standings(players, tracker):
    result, recorder, player = play_session(players, tracker, seed=players * 7 + tracker)
    assert result.app.table.session.hand_no == players   # one dealer rotation
    check_final_standings(result, recorder, player, players, STACK)


@pytest.mark.parametrize("structure", ["pot", "nolimit"])
@pytest.mark.parametrize("tracker", [False, True], ids=["pass", "tracker"])
def test_pot_and_no_limit_sessions_with_sized_bets(structure, tracker):
    result, recorder, player = play_session(4, tracker, seed=31 + tracker,
                                            settings={"DEALER_STRUCTURE": structure})
    assert result.app.table.session.rules.structure == (1 if structure == "pot" else 2)
    assert "amount" in [s.kind for s in recorder.shown], "no bet was sized"
    assert " to " in result.console          # "BOB: bet to 3": sized bets were made
    check_final_standings(result, recorder, player, 4, STACK)


def test_last_standing_plays_until_one_player_has_chips():
    """O-LENGTH last standing, no limit, small stacks: all-ins, seats sitting out, one left."""
    longest = 0
    sat_out = False
    for seed in range(8, 14):   # an all-in may bust two of the three in the first hand
        result, recorder, player = play_session(
            3, False, seed=seed, settings={"DEALER_HANDS": "last", "DEALER_STACK": "6",
                                           "DEALER_STRUCTURE": "nolimit"})
        session = result.app.table.session
        assert session.hands_total == 0
        assert bin(session.seated()).count("1") == 1, seed
        check_final_standings(result, recorder, player, 3, 6)
        titles = [s.drawn[0] for s in recorder.shown if s.kind in ("intro", "handoff")]
        assert all("/" not in title for title in titles), "no hand total in last standing"
        sat_out |= any(s.kind == "intro" and "Out:" in s.text for s in recorder.shown)
        longest = max(longest, session.hand_no)
    assert longest > 2, "every session ended within two hands: pick other seeds"
    assert sat_out, "nobody ever sat out: pick other seeds"


@pytest.mark.parametrize("hands", ["bust", "0", "12"])
def test_R_BUST_on_the_device_the_session_ends_when_a_player_cannot_pay_the_ante(hands):
    """R-BUST: until bust, a rotation or 12 hands all end at the first player out of chips
    (ES 000 "cuando un jugador se queda sin chips"); nobody ever sits out."""
    result, recorder, player = play_session(
        3, False, seed=8, settings={"DEALER_HANDS": hands, "DEALER_STACK": "6",
                                    "DEALER_STRUCTURE": "nolimit"})
    session = result.app.table.session
    check_final_standings(result, recorder, player, 3, 6)
    out = [seat for seat in range(3) if session.balance(seat) < UNIT]
    assert out or session.hand_no == session.hands_total
    if hands == "bust":
        assert out, "until bust ends with a player out of chips"
    assert not any(s.kind == "intro" and "Out:" in s.text for s in recorder.shown)


def check_final_standings(result, recorder, player, players, stack):
    """The session is over, chips were conserved, the final screen ranks every player right."""
    assert result.error is None
    app = result.app
    session = app.table.session
    assert session.over
    assert app.screen_kind == "final"
    assert player.unconserved == []
    balances = session.balances()
    assert sum(balances) == players * stack * UNIT           # R-CONSERVE at the end

    shown = [row for page in player.final_pages for row in page[1:7] if row.strip()]
    # under the standings, the last deal's fingerprint, which covers every hand
    # (docs/fairness.md); a real deck has none
    if app.table.tracker:
        assert not [row for row in shown if row.startswith("Last deal")]
    else:
        from indian_poker.fingerprint import short_text
        assert shown[-2:] == ["Last deal, hand %d:" % session.hand_no,
                              short_text(session.hand.fingerprint)]
        shown = shown[:-2]
    expected = expected_standings(balances, stack)
    if session.rules.hands == LAST_STANDING:   # the bust order ranks those who went out
        expected = session.standings()
        assert [p for _, p, _ in expected][0] == max(range(players), key=balances.__getitem__)
    assert len(shown) == players
    for row, (rank, seat, units) in zip(shown, expected, strict=True):
        assert row.split() == [str(rank), DEFAULT_NAMES[seat], chips(balances[seat]),
                               net(units)]
    top = [DEFAULT_NAMES[seat] for rank, seat, _ in expected if rank == 1]
    title = player.final_pages[0][0]
    shared = "Shared: " + " ".join(top)   # too long for 21 columns: only the count
    assert title == ("Winner: " + top[0] if len(top) == 1 else
                     shared if len(shared) <= 21 else "Shared by %d players" % len(top))

    for shown in recorder.shown:   # every screen fits 21x8
        assert len(shown.built) == 8 and all(len(row) <= 21 for row in shown.built)
        assert shown.drawn == text_model(shown.built)


@pytest.mark.parametrize("tiebreak", ["split", "suits"])
def test_tracker_mode_names_the_winners_from_the_cards_entered(tiebreak):
    result, _, player = play_session(4, True, seed=11 if tiebreak == "split" else 12,
                                     settings={"DEALER_TIEBREAK": tiebreak})
    assert result.error is None and result.app.table.session.over
    assert player.showdowns, "no hand reached a showdown"
    for hand_no, rows in player.showdowns:
        entered = [(seat, c) for h, seat, c in player.entered if h == hand_no]
        strength = {seat: (c if tiebreak == "suits" else c >> 2) for seat, c in entered}
        best = max(strength.values())
        winners = {DEFAULT_NAMES[seat] for seat, s in strength.items() if s == best}
        text = " ".join(rows[1:7])
        if len(winners) == 1:
            assert "%s takes" % winners.pop() in text
        else:
            for name in winners:
                assert name + " takes" in text
        for seat, c in entered:   # the cards shown are the ones typed in
            rank = "23456789TJQKA"[c >> 2]
            token = "%s %s" % (DEFAULT_NAMES[seat], rank)
            if tiebreak == "suits":
                token += "♣♦♥♠"[c & 3]
            assert token in text


def test_the_menu_ends_a_session_early_and_ties_are_shared():
    """End session between hands: standings of the hands played, equal nets share a rank."""
    result, _, player = play_session(3, False, seed=5, end_after=1, passive=True)
    session = result.app.table.session
    assert session.over and session.hand_no == 1
    assert player.unconserved == []
    nets = [b - STACK * UNIT for b in session.balances()]
    ranks = [int(row.split()[0]) for row in player.final_pages[0][1:4]]
    assert ranks == [rank for rank, _, _ in expected_standings(session.balances())]
    assert len(set(nets)) < 3, "a checked-down hand of three leaves two equal nets"
    assert len(set(ranks)) < 3


@pytest.mark.parametrize("variant, players, tracker", [
    ("low", 4, False), ("low", 3, True), ("twocard", 4, False), ("community", 5, False),
    ("stud", 7, False)])
def test_each_game_variant_plays_a_whole_session(variant, players, tracker):
    result, recorder, player = play_session(players, tracker, seed=len(variant) + players,
                                            settings={"DEALER_VARIANT": variant})
    session = result.app.table.session
    assert session.rules.variant == ("standard", "low", "twocard", "community", "stud",
                                     "party").index(variant)
    check_final_standings(result, recorder, player, players, STACK)


def test_the_party_game_keeps_a_tally_of_sips():
    """V-DRINK: no chips move; the lowest card drinks; the fewest sips rank first."""
    result, recorder, player = play_session(4, False, seed=4,
                                            settings={"DEALER_VARIANT": "party"})
    session = result.app.table.session
    assert session.over and player.unconserved == []
    assert session.balances() == [STACK * UNIT] * 4
    sips = [session.tally(seat) for seat in range(4)]
    assert sum(sips) >= 4, "at least one loser per deal"
    drinks = [row for s in recorder.shown if s.kind == "showdown" for row in s.drawn
              if row.endswith((" drinks", " drink"))]
    assert len(drinks) == 4
    shown = [row.split() for row in player.final_pages[0][1:5]]
    for rank_text, name, count, _ in shown:
        seat = DEFAULT_NAMES.index(name)
        assert int(count) == sips[seat]
        assert int(rank_text) == 1 + sum(1 for other in sips if other < sips[seat])


@pytest.mark.parametrize("first", ["party", "standard"])
def test_a_game_changed_between_hands_undoes_and_resumes(first):
    """Section 7: the party game after hand 1, then a betting game (or the other way);
    the new game's hand undoes and, after a power cut, resumes at its hand-off."""
    from simhw.runner import run_headless
    keys = "d d d d s . S s . S s . S s . S s d d f s s d d s a s . S d . S s f d"
    if first == "standard":   # hand 1 with chips, then the party game
        keys = ("d d d d s . S s . S s . S s . S s d d f s s d d s s s s s a "
                "s . S s . S s . S s f d")
    result = run_headless(keys, seed=3, settings={"DEALER_VARIANT": first})
    assert "error" not in result.console
    assert result.final[0].startswith("Undone: "), result.final
    session = result.app.table.session
    assert session.rules.variant == (0 if first == "party" else 5)
    assert any(session.tally(seat) for seat in range(4)) or first == "standard"
    again = run_headless("a", nvm=result.nvm)   # RESUME
    assert "error" not in again.console and again.app.screen_kind == "handoff", again.final


def test_the_rngs_start_up_test_runs_while_the_first_deal_waits():
    """The intro's idle time runs the RNG's start-up health test (Intro.tick), so the
    first DEAL draws at once (test_shuffle: the same cards as without it)."""
    from simhw import runner
    result = runner.run_headless("d d d d", seed=3)
    assert result.app.screen_kind == "intro"
    source = result.app.table.session.source
    assert source is not None and source._started and source.bits_used == 0
