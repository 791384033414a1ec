"""No screen cuts a word: every screen of random sessions, in every game, mode, structure
and player count, with random keys, the menu and its panels, the buy-ins and the end of
the session, is watched for a row that ends in the middle of a word of the text it was
given (host_tests/word_cuts.py). Per language: the same sessions in English, Spanish,
Italian, Dutch and French (DEALER_LANGUAGE)."""

import random

import lang_files
import pytest
import word_cuts
from app_sim_helpers import AppDriver, Masher, Player, run, running_app

LANGUAGES = ("en", "es", "it", "nl", "fr")   # DEALER_LANGUAGE values (dealer/lang)
GAMES = ("standard", "low", "twocard", "community", "stud", "party")


class Watch:
    """A key source's chooser that also checks each screen's built rows at every key."""

    def __init__(self, inner):
        self.inner = inner

    def __call__(self, app):
        if app is not None:
            word_cuts.row_cuts(app.rows)
        return self.inner(app)


def session_settings(seed, language):
    rnd = random.Random(seed)
    tracker = seed % 7 == 6
    game = "standard" if tracker else GAMES[seed % 6]
    players = rnd.randint(2, 7 if game == "stud" else 10)
    settings = {"DEALER_LANGUAGE": language, "DEALER_PLAYERS": str(players),
                "DEALER_MODE": "tracker" if tracker else "pass", "DEALER_VARIANT": game,
                "DEALER_STRUCTURE": ("fixed", "pot", "nolimit")[seed % 3],
                "DEALER_TIEBREAK": rnd.choice(("split", "suits")),
                "DEALER_STACK": rnd.choice(("100", "10000", "9")),
                "DEALER_HANDS": rnd.choice(("0", "3", "last", "bust")),
                "DEALER_LEARN": rnd.choice(("0", "1")),
                "DEALER_CHIP_VALUE": rnd.choice(("none", "1 chip = 0.10 EUR"))}
    return rnd, players, tracker, settings


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("seed", range(14))   # every game twice, tracker twice
def test_no_screen_cuts_a_word(language, seed, tmp_path):
    rnd, players, tracker, settings = session_settings(seed, language)
    word_cuts.FOUND.clear()
    player = Player(players, tracker, rnd, end_after=3)
    chooser = EveryScreen(Masher(rnd, presses=400, player=player, chaos=0.25))
    result = run(AppDriver(chooser, 20000), seed=seed, settings=settings,
                 on_show=lambda display, oled: word_cuts.row_cuts(running_app().rows),
                 code_path=word_cuts.code_path(tmp_path))
    assert result.error is None, result.error
    cuts = sorted(set(word_cuts.FOUND))
    assert cuts == [], "\n".join("%s: %r -> %r" % cut for cut in cuts)


def screens_now(app):
    """Every screen the table on `app` could show now, each at every page and cursor,
    built afresh beside the stack (nothing pushed, nothing changed)."""
    from dealer.lang import MESSAGES, SHOW, TABLE
    from dealer.screens import menu
    from dealer.screens.base import Crash, Message
    from dealer.screens.confirm import Confirm
    from dealer.screens.results import Results
    from indian_poker.buyins import why_not
    nav = app.nav
    table = nav.table
    found = []
    for cursor in range(menu.BACK + 1):
        screen = menu.Menu(nav)
        screen.cursor = cursor
        found.append(screen)
    crash = Crash("FileNotFoundError")
    found.append(crash)
    asking = Crash("FileNotFoundError")
    asking.asking = True
    found.append(asking)
    where = lang_files.index_of(lang_files.read("en"))
    sections = {"SHOW": SHOW, "TABLE": TABLE}
    for key in ("MISDEAL_Q", "END_Q", "NEW_Q", "RESUME_NEW_Q"):   # every question asked
        section, index = where[key]
        question = sections[section][index]
        found.append(Confirm(nav, question, None))
    if table is None:
        return found
    session = table.session
    hand = session.hand
    for kind in ("standings", "balances", "final") if hand is not None and hand.over \
            else ("standings",):
        for page in range(4):
            screen = Results(nav, kind)
            screen.page = page
            found.append(screen)
    if hand is not None and hand.over:
        from dealer.screens.deal import Intro
        found.append(Intro(nav))
    if session.game.BETTING and (hand is None or hand.over) and not why_not(session):
        from dealer.screens.buyins import BuyIns
        from dealer.screens.settings_panel import SettingsPanel
        for cursor in range(12):
            screen = SettingsPanel(nav)
            screen.cursor = cursor
            found.append(screen)
        for seat in range(session.rules.players):
            screen = BuyIns(nav)
            screen.cursor = seat
            found.append(screen)
            if not session.left() >> seat & 1:
                found.append(Confirm(nav, screen.question(seat, True), None))
                found.append(Confirm(nav, screen.question(seat, False), None))
    if hand is not None and not hand.over and hand.to_act is not None and \
            not hand.physical:
        from dealer.screens.turn import HandOff, Turn
        found.append(HandOff(nav))
        for page in range(3):
            screen = Turn(nav, hand.to_act)
            screen.page = page
            found.append(screen)
    found.append(Message(nav, MESSAGES[4]))   # LOST_SAVE (dealer/boot.py)
    return found


class EveryScreen(Watch):
    """Watch, and every third key also lays out every screen the table could show."""

    def __init__(self, inner):
        super().__init__(inner)
        self.count = 0

    def __call__(self, app):
        self.count += 1
        if app is not None and self.count % 3 == 0:
            for screen in screens_now(app):
                rows = [""] * 8
                screen.render(rows)
                word_cuts.row_cuts(rows)
        return super().__call__(app)
