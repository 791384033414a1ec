"""Setup through the simulator: bad settings.toml values, players, names, mode, options."""

from app_sim_helpers import LONG_MS, SHORT_MS, run_driver


def script(keys):
    """A chooser pressing `keys` ("a", "B" long, ...) one by one, then stopping."""
    todo = list(keys.split())
    seen = []

    def choose(app):
        seen.append((app.screen_kind, list(app.rows)))
        if not todo:
            return None
        key = todo.pop(0)
        hold = LONG_MS if key.isupper() else SHORT_MS
        return "asdf".index(key.lower()), hold, 200
    choose.seen = seen
    return choose


def test_bad_settings_are_explained_then_the_defaults_are_used():
    choose = script("d d d")
    result, _ = run_driver(choose, settings={"DEALER_ANTE": "abc", "DEALER_PLAYERS": "12",
                                             "DEALER_MODE": "deck"})
    first = [(kind, " ".join(" ".join(rows).split())) for kind, rows in choose.seen]
    assert first[0][0] == "message" and first[0][1].startswith(
        "3 problems in settings.toml: PLAYERS must be a whole number")
    assert first[0][1].endswith("not 12: using 4 page 1/2 MORE OK")   # B: ANTE and MODE
    kind, rows = choose.seen[1]   # one OK: the setup
    assert kind == "setup" and rows[2] == "Players: 4"
    assert "ANTE=abc" in result.console     # the console tells too (no card in it)


def test_players_names_mode_and_options_start_the_session_chosen():
    # 4 -> 3 players; edit seat 1's name to "ZNN" (one step back from A), finish with a long C;
    # tracker mode (CHANGE); on Start MORE (Game), NEXT to Tiebreak, CHANGE: suits; BACK to
    # Start; START.  (a s d = soft keys A B C, capital = long press)
    choose = script("a d s a D d s d s d s a d")
    result, _ = run_driver(choose)
    app = result.app
    session = app.table.session
    assert session.rules.players == 3
    assert app.table.names[:3] == ["ZNN", "BOB", "CAT"]
    assert app.table.tracker
    assert session.rules.tiebreak == 1
    screens = [kind for kind, _ in choose.seen]
    assert screens[-1] == "intro"


def test_duplicate_names_are_refused_with_a_reason():
    # EDIT seat 1 "ANN" into "BOB": A+1, N+1, N-12; a long C ends the edit; then NEXT
    choose = script("d s s d s d " + "a " * 12 + "D d")
    result, _ = run_driver(choose)
    kind, rows = choose.seen[-1]
    assert kind == "setup" and rows[1] == "BOB BOB CAT DAN"
    assert "Two players are called BOB" in " ".join(" ".join(rows).split())
    assert result.app.table is None


def test_a_real_deck_is_refused_for_a_game_of_several_cards():
    # two-card in pass-around (MORE: "Game", two CHANGEs), BACK to Start, BACK to the mode,
    # tracker (CHANGE), NEXT, START: refused, a real deck plays one-card games only
    choose = script("d d d s s s a a s d d")
    result, _ = run_driver(choose)
    assert result.app.table is None
    kind, rows = choose.seen[-2]
    assert kind == "setup" and rows[2] == " Game two-card"
    kind, rows = choose.seen[-1]   # a reason this long gets a screen of its own
    assert kind == "message" and "one-card games only" in " ".join(" ".join(rows).split())


def test_in_tracker_mode_the_setup_offers_the_one_card_games_only():
    """The option table's one game stepper (as between hands): a real deck never gets
    a game of several cards to choose."""
    choose = script("d d s d s " + "s " * 8)
    run_driver(choose)
    games = {rows[2] for kind, rows in choose.seen if kind == "setup" and rows[0] == "Options"
             and rows[2].startswith(">Game")}
    assert games == {">Game standard", ">Game low", ">Game party"}


def test_a_bad_settings_file_is_one_message_and_one_ok_reaches_the_setup():
    """Five bad values: one message lists them all (B pages it), one OK is the setup;
    no row of it breaks a word, and long names are cut to three letters."""
    from simhw.runner import run_headless
    bad = {"DEALER_PLAYERS": "eleven", "DEALER_STACK": "lots", "DEALER_MODE": "deck",
           "DEALER_TIEBREAK": "colour", "DEALER_SLEEP_MINUTES": "forever-and-ever",
           "DEALER_NAMES": "Alice,Bob,Carol,Dan"}
    paged = run_headless("s", seed=1, settings=bad)
    assert paged.screens[0][0] == "5 problems in"
    assert paged.final[6].startswith("page 2/") and "MORE" in paged.final[7]
    result = run_headless("d", seed=1, settings=bad)
    first = result.screens[0]
    words = set(" ".join(first[:7]).split())
    assert {"PLAYERS=eleven", "STACK=lots"} <= words
    for rows in result.screens:
        for row in rows:
            assert len(row) <= 21
    assert result.app.screen_kind == "setup", "one OK: the first setup screen"
    assert result.app.settings.names[:4] == ["ALI", "BOB", "CAR", "DAN"]


def test_start_finds_its_rules_checked_and_its_modules_loaded():
    """On Start with no key down, the setup checks the rules START would start with and
    imports the router (Setup._ready): START then starts those rules and does not load
    the router at the press."""
    import sys

    import sim_keys
    from app_sim_helpers import running_app

    from indian_poker import loading
    from simhw import runner
    router = "dealer.screens.flow"
    seen = []

    class Watch(sim_keys.ScriptedKeys):
        def poll(self, queue, clock):
            if 0 <= self._due_us <= clock.now_us:
                if not self._pressing and len(seen) == 3:   # the release that brings Start
                    loading.unload(router)   # as from .mpy (sources load all at start-up)
                top = running_app().nav.top()
                if self._pressing:   # a key goes down now
                    seen.append((top.kind, getattr(top, "ready", None), router in sys.modules))
            super().poll(queue, clock)

    result = runner.run(Watch("d d d . d"), seed=3)
    kind, ready, loaded = seen[3]    # START going down
    assert kind == "setup" and loaded
    rules, why = ready
    assert why == "" and result.app.table.session.rules is rules
    assert seen[2][1] is None   # not made before the cursor reached Start
