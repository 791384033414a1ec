"""Labels that say what is true, through the headless simulator: each once misled a player
at a table (the word cuts themselves: test_app_words.py)."""

import re

from simhw import runner  # noqa: E402

SETUP = "d d d d"
LOOK = ". S"
TRACKER = "d d s d d s"                    # setup in tracker mode, then DEAL
LIFT = " s . . . . ."                      # DEALT, then the 3-2-1 count runs out


def texts(result):
    return ["\n".join(rows) for rows in result.screens]


def test_everyone_bets_is_a_trap_only_once_two_others_bet():
    """Learn mode said "Everyone bets: a trap" after one bet."""
    result = runner.run_headless(SETUP + " s " + LOOK + " d " + LOOK + " s " + LOOK,
                                 seed=3, settings={"DEALER_LEARN": "1"})
    views = [rows for rows in result.screens
             if rows[0].startswith(("CAT ", "DAN ")) and not rows[1].startswith("Pass")]
    cat = [rows for rows in views if rows[0].startswith("CAT ")]
    dan = [rows for rows in views if rows[0].startswith("DAN ")]
    assert cat and not any("Everyone bets" in row for rows in cat for row in rows), cat
    assert dan and any("Everyone bets: a trap" in row for row in dan[-1]), dan


def test_the_tracker_turn_counts_players_not_chips():
    """"Pot 4   4 in" read as four chips in: it is four players."""
    rows = runner.run_headless(TRACKER + LIFT, seed=3).final
    text = "\n".join(rows)
    assert "4 players" in text, rows
    assert not re.search(r"\b4 in\b", text), rows


def test_card_entry_says_the_suit_comes_next():
    """"suit: then" during card entry."""
    result = runner.run_headless(TRACKER + LIFT + " s s s s", seed=3,
                                 settings={"DEALER_TIEBREAK": "suits"})
    assert "then its suit" in result.final, result.final
    assert not any("suit:  then" in text for text in texts(result))


def test_the_party_game_takes_no_antes():
    """"DEAL takes the antes" in the party game, which has no chips."""
    result = runner.run_headless("d d s d d", seed=3,
                                 settings={"DEALER_VARIANT": "party"})
    assert result.app.screen_kind == "intro", result.final
    assert not any("ante" in text.lower() for text in texts(result)), result.final


def test_stud_names_and_cards_in_full_on_the_view_and_the_showdown():
    """Stud showed "privat", "yo", "pr", names cut to "AN", up cards run together
    ("9♥10♠2♦") and the showdown's seven cards with no spaces."""
    keys = SETUP + " s" + " . S s" * 4 * 5 + " " + "d"
    result = runner.run_headless(keys, seed=3, settings={"DEALER_VARIANT": "stud"})
    shown = texts(result)
    for text in shown:
        assert not re.search(r"[♣♦♥♠](10|[2-9JQKA])", text), text
        for row in text.splitlines():
            assert not re.search(r"(^|\s)(privat|yo|pr|AN|BO|CA|DA)$", row.strip()), text
    assert any(text.startswith("Showdown") for text in shown)


def test_the_hands_option_says_a_rotation():
    """"Hands 4" was one rotation: every player dealing once."""
    rows = runner.run_headless("d d d s s s s", seed=1).final
    assert any(row.strip().startswith("Hands 4 = 1 rotation") for row in rows), rows


def test_a_leaver_who_had_the_button_says_who_deals_instead():
    """The dealer shown before a hand changed, with no word why, when the dealer's seat
    was left (and a new player took it)."""
    hand = "s  . S d  . S s  . S s  . S s"
    keys = SETUP + " " + hand + " d f s s d" + " d" * 9 + " s d S s a a d"
    result = runner.run_headless(keys, seed=7, settings={"DEALER_HANDS": "8"})
    text = "\n".join(result.final)
    assert result.app.screen_kind == "intro", result.final
    assert "dealer CAT" in text and "BOB left: CAT deals" in text, result.final


def test_the_players_setting_and_the_crash_screen_keep_their_words():
    """"Players: rebuy, leav" and the crash screen's "Error: FileNotFoundEr"."""
    hand = "s  . S d  . S s  . S s  . S s"
    keys = SETUP + " " + hand + " d f s s d" + " d" * 9
    rows = runner.run_headless(keys, seed=7, settings={"DEALER_HANDS": "8"}).final
    assert ">Players: rebuy/leave" in rows, rows
    from dealer.screens.base import Crash
    shown = [""] * 8
    Crash("FileNotFoundError").render(shown)
    assert "FileNotFoundError" in " ".join(shown).replace("Error: ", ""), shown
