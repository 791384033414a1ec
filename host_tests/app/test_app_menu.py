"""The menu key through the simulator: undo, misdeal, standings, settings, end session."""

from app_sim_helpers import MENU, SHORT_MS, A, B, C, look, run_driver

from simhw import runner  # noqa: E402

UNIT = 2520


class Steps:
    """A chooser that plays `plan`: a list of (wanted screen kind or None, key or menu label)."""

    def __init__(self, plan):
        self.plan = list(plan)
        self.seen = []
        self.dealt = []   # the cards of the hand on the table, at every screen
        self.menu_goal = None

    def __call__(self, app):
        self.seen.append((app.screen_kind, list(app.rows)))
        hand = app.table.session.hand if app.table is not None else None
        if hand is not None:
            self.dealt.append(tuple(hand.card(s) for s in range(hand.seats)))
        if self.menu_goal is not None:
            return self._menu(app)
        if app.screen_kind in ("message", "setup") and not self.plan_wants(app.screen_kind):
            return C, SHORT_MS, 200
        if not self.plan:
            return None
        kind, action = self.plan.pop(0)
        assert kind is None or app.screen_kind == kind, (kind, app.screen_kind, app.rows)
        if action is None:   # the last expected screen
            return None
        if isinstance(action, str):
            self.menu_goal = action
            return MENU, SHORT_MS, 200
        if kind == "handoff" and action == B:
            return look()
        return action, SHORT_MS, 200

    def plan_wants(self, kind):
        return bool(self.plan) and self.plan[0][0] == kind

    def _menu(self, app):
        for row in app.rows[1:7]:
            if row.startswith(">"):
                if row[2:] == self.menu_goal:
                    self.menu_goal = None
                    return C, SHORT_MS, 200
                return B, SHORT_MS, 200
        raise AssertionError("no menu on screen: %r" % app.rows)

    def texts(self, kind):
        return [" ".join(" ".join(rows).split()) for k, rows in self.seen if k == kind]


def test_undo_takes_back_the_last_bet_and_chips_return():
    # deal, BOB looks and bets, then undo: BOB is to act again with his chip back
    steps = Steps([("intro", B), ("handoff", B), ("view", C), ("handoff", "Undo last action"),
                   ("message", C), ("handoff", None)])
    result, _ = run_driver(steps)
    hand = result.app.table.session.hand
    assert hand.to_act == 1 and hand.pot == 4
    assert result.app.table.session.balance(1) == 99 * UNIT
    assert steps.texts("message")[0] == "Undone: BOB bet 1 OK"
    assert "Pass to BOB" in steps.texts("handoff")[-1]


def test_misdeal_before_betting_deals_new_cards_and_not_after():
    steps = Steps([("intro", B), ("handoff", "Misdeal"), ("confirm", B), ("message", C),
                   ("handoff", B), ("view", B), ("handoff", "Misdeal"), ("message", C)])
    result, _ = run_driver(steps)
    cards = steps.dealt
    messages = steps.texts("message")
    assert messages[0].startswith("Misdeal: new cards are dealt")
    # R-MISDEAL: once betting started, the message says how to get back to a misdeal, at
    # once: no "YES?" first for a misdeal that cannot be (it once asked, then refused)
    assert [kind for kind, _ in steps.seen].count("confirm") == 1
    assert "betting has started: undo back to the hand's first action, then call the " \
        "misdeal" in messages[1]
    assert len(set(cards)) == 2, "one redeal, then the refused misdeal changes nothing"
    assert result.app.table.session.hand.pot == 4   # R-MISDEAL: antes stay in the pot


def test_standings_and_settings_between_hands_then_end_session():
    """Options change between hands only (docs/rules.md section 7), from the next deal on."""
    plan = [("intro", B)]
    plan += [("handoff", B), ("view", B)] * 4      # everyone checks: a showdown
    plan += [("showdown", C), ("balances", "Standings"), ("standings", A),
             ("balances", "Settings"), ("settings", B), ("settings", C), ("settings", C),
             ("settings", B), ("settings", A),
             ("balances", "End session"), ("confirm", B), ("final", None)]
    steps = Steps(plan)
    result, _ = run_driver(steps)
    table = result.app.table
    assert table.session.over and table.session.hand_no == 1
    assert table.tracker, "the settings panel switched the next hands to a real deck"
    assert table.session.rules.odd_chip == 1, "and the odd chip to the first winner"
    assert "Odd chip: first" in steps.texts("settings")[-1]
    standings = steps.texts("standings")[0]
    assert standings.startswith("After hand 1/4")
    assert result.app.screen_kind == "final"


def test_the_settings_between_hands_never_offer_the_suit_order():
    """O-TIEBREAK is agreed before the session (ES 000 "solo si se estableció antes de
    jugar", NL 002 "alleen ... als die voor het spel was vastgesteld"): every line of the
    settings panel, and none is the tiebreak; the session keeps the one it started with."""
    plan = [("intro", "Settings")] + [("settings", C)] * 12 + [("settings", A), ("intro", None)]
    steps = Steps(plan)
    result, _ = run_driver(steps, settings={"DEALER_TIEBREAK": "suits"})
    lines = {row.strip(" >") for kind, rows in steps.seen if kind == "settings" for row in rows}
    assert {line.split(":")[0] for line in lines if ":" in line} >= {
        "Mode", "Game", "Odd chip", "Hands", "Betting", "Pairs", "Bet", "Raises", "Learn",
        "Players"}
    assert not [line for line in lines if "Tiebreak" in line or "suits" in line]
    assert result.app.table.session.rules.tiebreak == 1


def test_no_undo_after_a_pass_around_showdown():
    plan = [("intro", B)] + [("handoff", B), ("view", B)] * 4
    plan += [("showdown", "Undo last action"), ("message", C), ("showdown", None)]
    steps = Steps(plan)
    result, _ = run_driver(steps)
    assert steps.texts("message")[-1].startswith("The cards were shown")
    assert result.app.table.session.hand.over


def test_the_settings_panel_keeps_a_real_deck_to_one_card_games():
    steps = Steps([("intro", "Settings"), ("settings", B), ("settings", None)])
    result, _ = run_driver(steps, settings={"DEALER_VARIANT": "twocard"})
    assert not result.app.table.tracker
    assert "one-card games only" in steps.texts("settings")[-1]


def test_misdeal_and_end_session_ask_first_and_a_double_tap_of_ok_does_nothing():
    """R-MISDEAL, O-LENGTH: the menu's OK is C; the question's YES is B and its BACK
    A, so C, C (a double tap) does nothing: the cards and the session stay as they were."""
    plan = [("intro", B), ("handoff", "Misdeal"), ("confirm", A), ("handoff", "Misdeal"),
            ("confirm", B), ("message", C)]
    plan += [("handoff", B), ("view", B)] * 4
    plan += [("showdown", C), ("balances", "End session"), ("confirm", A), ("balances", None)]
    steps = Steps(plan)
    result, _ = run_driver(steps)
    cards = steps.dealt
    questions = steps.texts("confirm")
    assert questions[0].startswith("Misdeal: take these cards back") and "YES" in questions[0]
    assert questions[-1].startswith("End the session now?")
    assert len(set(cards)) == 2, "BACK dealt nothing; YES dealt new cards once"
    assert not result.app.table.session.over and result.app.screen_kind == "balances"


def test_the_standings_are_made_while_the_cursor_rests_on_them():
    """Menu, two steps down to Standings, no key: the menu made the standings' screen in
    its idle time (Menu.tick), and OK shows that very screen in the menu's place."""
    keys = "d d d d s . S d f s s"
    result = runner.run_headless(keys, seed=3)
    menu = result.app.nav.top()
    assert menu.kind == "menu"
    made = menu.ahead
    assert type(made).__name__ == "Standings"
    shown = runner.run_headless(keys + " d", seed=3).app
    assert [type(screen).__name__ for screen in shown.nav.stack] == ["HandOff", "Standings"]
    assert shown.rows[0].startswith("Before hand 1, pot "), shown.rows


def test_the_menus_module_loads_while_its_key_is_down():
    """The menu's module loads in the 100 ms or more a press of MENU lasts (20 ms of the
    board's time), not after its release; a long press turns the screen off as ever."""
    import sys

    import sim_keys

    from indian_poker import loading
    menu = "dealer.screens.menu"
    seen = []

    class Watch(sim_keys.ScriptedKeys):
        def poll(self, queue, clock):
            if self._button == 3 and 0 <= self._due_us <= clock.now_us:
                if self._pressing:   # as from .mpy, where no screen of it holds it
                    loading.unload(menu)   # (sources load all at start-up)
                else:   # the MENU key's release, due now
                    seen.append(menu in sys.modules)
            super().poll(queue, clock)

    result = runner.run(Watch("d d d d s . S d f"), seed=3)
    assert result.app.nav.top().kind == "menu"
    assert seen == [True]
    seen.clear()
    result = runner.run(Watch("d d d d s . S d F"), seed=3)
    assert result.app.nav.top().kind == "off" and seen == [True]


def test_undo_loads_the_replay_while_the_cursor_rests_on_it():
    """Menu in a hand, the cursor on Undo, no key: the replay that undoes loads in the
    menu's idle time (Menu.tick), so that OK imports nothing."""
    import sys

    import sim_keys

    from indian_poker import loading
    replay = "indian_poker.replay"
    seen = []

    class Watch(sim_keys.ScriptedKeys):
        def poll(self, queue, clock):
            if 0 <= self._due_us <= clock.now_us:
                if self._button == 3 and not self._pressing:   # MENU's release, due now
                    loading.unload(replay)   # as from .mpy (sources load all at start-up)
                elif self._button != 3 and self._pressing and seen == [None]:
                    seen[0] = replay in sys.modules   # the next key (OK) goes down
                elif self._button == 3:
                    seen.append(None)
            super().poll(queue, clock)

    result = runner.run(Watch("d d d d s . S d f . d"), seed=3)
    assert result.app.nav.top().kind == "message"   # "Undone: ..."
    assert seen == [True]
