"""No single press loses anything: the final screen's NEW and the resume prompt's NEW ask
first, and the finished session stays on the device (its settle-up and histories too,
after a reboot as well) until a new session has really started; a rebuy and a cash-out
ask first and Undo takes them back until the next hand starts, journaled, so that a
power cut between a rebuy and its undo resumes exactly; a misdeal that cannot be says so
before any question. All through the headless simulator."""


import pytest
import sim_keys  # noqa: E402
from app_sim_helpers import MENU, SHORT_MS, A, B, C, Player, run_driver, state_problem

from simhw import runner  # noqa: E402

SETUP = "d d d d"
HAND4 = "s  . S d  . S s  . S s  . S s"          # BOB bets, everyone calls: a showdown
SESSION = SETUP + (" " + HAND4 + " d d") * 4     # one rotation of four: the final screen
BUYINS = SETUP + " " + HAND4 + " d f s s d" + " d" * 9 + " s"   # N hands: the seats


_PLAYED = {}   # runs from a blank device, kept: several tests start from the same keys


def play(keys, nvm=None, settings=None, seed=7):
    key = (keys, seed, tuple(sorted((settings or {}).items())))
    if nvm is None and key in _PLAYED:
        return _PLAYED[key]
    result = runner.run_headless(keys, seed=seed, nvm=None if nvm is None else str(nvm),
                                 settings=settings)
    assert result.error is None, result.error
    if nvm is None:
        _PLAYED[key] = result
    return result


def test_the_final_screens_new_asks_and_back_keeps_the_standings():
    result = play(SESSION + " d")
    assert result.app.screen_kind == "confirm", result.final
    assert "stays on the device" in " ".join(result.final)
    result = play(SESSION + " d a")
    assert result.app.screen_kind == "final" and result.final[0].startswith("Winner")


def test_after_new_the_menu_brings_the_finished_session_back_with_its_histories():
    """NEW, YES: the setup; its menu offers "Last session": the final standings again,
    and the histories still go out, every hand of the session."""
    result = play(SESSION + " d s f d")
    assert result.app.screen_kind == "final", result.final
    result = play(SESSION + " d s f d f s d", seed=7)   # then menu > Send histories
    assert "BEGIN PHH 4 hands" in result.console and "END PHH 4 hands" in result.console


def test_after_new_a_reboot_offers_the_finished_session_until_a_new_one_starts(tmp_path):
    """Once NEW discarded it at once, even after a reboot: the settle-up was gone."""
    nvm = tmp_path / "nvm.bin"
    play(SESSION + " d s d", nvm=nvm)              # NEW, YES, then the setup's first NEXT
    result = play("", nvm=nvm)
    assert result.final[0] == "Resume session?" and "(the session is over)" in result.final
    result = play("a d d f s s d", nvm=nvm)   # RESUME: the last showdown, NEXT, NEXT: the
    #                                           final screen; menu > Settle up
    assert result.final[0].startswith("Settle up") or "pays" in " ".join(result.final), \
        result.final
    play("d s " + SETUP, nvm=nvm)   # NEW, YES, then a new session starts
    result = play("", nvm=nvm)
    assert result.final[0] == "Resume session?" and "Hand 1/4" in result.final, result.final
    assert "(the session is over)" not in result.final


def test_the_resume_prompts_new_asks_first(tmp_path):
    nvm = tmp_path / "nvm.bin"
    play(SETUP + " s . S d", nvm=nvm)
    result = play("d", nvm=nvm)
    assert result.app.screen_kind == "confirm", result.final
    result = play("d a", nvm=nvm)
    assert result.app.screen_kind == "resume"
    result = play("d s", nvm=nvm)
    assert result.app.screen_kind == "setup"


def seats(result):
    """Each seat's chips in units, who left, the departed players, the names, the button
    and R-CONSERVE's verdict, at the end of a run."""
    app = result.app
    session = app.table.session
    return ([session.balance(s) for s in range(session.rules.players)], session.left(),
            session.departed, app.table.names, session.dealer, state_problem(app))


@pytest.mark.parametrize("press, word", [("s", "buys 100 chips more"),
                                          ("S", "cashes out 106 chips")])
def test_a_rebuy_and_a_cash_out_ask_first_and_back_does_nothing(press, word):
    before = play(BUYINS, settings={"DEALER_HANDS": "8"})
    asked = play(BUYINS + " " + press, settings={"DEALER_HANDS": "8"})
    assert asked.app.screen_kind == "confirm" and word in " ".join(asked.final), asked.final
    back = play(BUYINS + " " + press + " a", settings={"DEALER_HANDS": "8"})
    assert back.app.screen_kind == "buyins" and seats(back) == seats(before)
    assert back.app.table.session.left() == 0


@pytest.mark.parametrize("first, keys, undone", [
    ("", "s s", "Undone: ANN's rebuy of 100 chips"),
    ("", "S s", "Undone: ANN is back with 106 chips"),
    ("", "d S s", "Undone: BOB is back with 98 chips"),   # BOB had the button: it comes back
    ("d S s", "s d d d", "Undone: EVE gives the seat back to BOB"),   # BOB left, EVE joins
])
def test_undo_takes_a_buy_in_back_exactly_until_the_next_hand(first, keys, undone,
                                                              tmp_path):
    """Every chip back where it was (R-CONSERVE at every step), the journal too: the same
    state after a power-up, and Undo still there after it."""
    settings = {"DEALER_HANDS": "8"}
    before = play((BUYINS + " " + first).strip(), settings=settings)
    keys = (first + " " + keys).strip()
    bought = play(BUYINS + " " + keys, settings=settings)
    assert seats(bought)[-1] == "" and seats(bought) != seats(before)
    result = play(BUYINS + " " + keys + " f d", settings=settings)   # menu > Undo
    assert undone in " ".join(result.final), result.final
    assert seats(result) == seats(before)
    assert result.app.table.names[:4] == ["ANN", "BOB", "CAT", "DAN"]
    # the journal: bought, then a power-up, then Undo there; then undone, then a power-up
    nvm = tmp_path / "nvm.bin"
    play(BUYINS + " " + keys, nvm=nvm, settings=settings)
    resumed = play("a", nvm=nvm, settings=settings)
    assert seats(resumed) == seats(bought), "a power cut after the buy-in keeps it"
    again = play("a f d", nvm=nvm, settings=settings)
    assert seats(again) == seats(before) and undone in " ".join(again.final) + \
        again.console, again.final
    after = play("a", nvm=nvm, settings=settings)
    assert seats(after) == seats(before), "a power cut after the undo keeps it undone"


def test_undo_of_a_buy_in_survives_a_compaction(tmp_path):
    """The journal rewritten between the rebuy and its undo (a full sector): the image's
    snapshot holds the rebuy and a P record says Undo may still take it back."""
    settings = {"DEALER_HANDS": "8"}

    class Compact:
        def __init__(self):
            self.keys = sim_keys.ScriptedKeys(BUYINS + " s s")
            self.done = False

        def __getattr__(self, name):
            return getattr(self.keys, name)

        def poll(self, queue, clock):
            try:
                self.keys.poll(queue, clock)
            except sim_keys.simhw_state.SimulationDone:
                from app_sim_helpers import running_app
                running_app().nav.saver.compact()
                raise

    nvm = tmp_path / "nvm.bin"
    source = Compact()
    runner.run(source, seed=7, nvm=str(nvm), settings=settings)
    assert bytes(nvm.read_bytes()).find(b"\x02\x50") >= 0, "no P record in the image"
    before = play(BUYINS, settings=settings)
    again = play("a f d", nvm=nvm, settings=settings)
    assert seats(again) == seats(before), again.final


def test_a_misdeal_after_the_betting_started_says_so_before_any_question():
    result = play(SETUP + " s . S d  . f s d")
    assert result.app.screen_kind == "message", result.final
    assert "betting has started" in " ".join(result.final)


class Buyer(Player):
    """Plays like a table; between hands it opens the seats and presses at random: rebuys,
    cash-outs and joins (YES or BACK to each question), Undo from the menu, NEXT, BACK."""

    def __init__(self, rnd):
        super().__init__(4, False, rnd, passive=True)
        self.problems = []
        self.undone = 0
        self.bought = 0
        self._visits = set()
        self._undo = False

    def __call__(self, app):
        problem = state_problem(app)
        if problem:
            self.problems.append(problem)
        kind = app.screen_kind if app is not None else ""
        rnd = self.rnd
        session = app.table.session if app is not None and app.table is not None else None
        if kind == "balances" and session.hand_no not in self._visits and not session.over:
            self._visits.add(session.hand_no)
            self._menu_goal = "Settings"
            return MENU, SHORT_MS, 200
        if kind == "settings":
            if session.hand_no in self._visits and ">Players" not in "\n".join(app.rows):
                return C, SHORT_MS, 200
            if ">Players" in "\n".join(app.rows) and rnd.random() < 0.8:
                return B, SHORT_MS, 200
            return A, SHORT_MS, 200
        if kind == "buyins":
            choice = rnd.random()
            if choice < 0.3:
                return B, SHORT_MS, 200
            if choice < 0.45:
                return B, 1000, 200
            if choice < 0.6:
                self._undo = True
                return MENU, SHORT_MS, 200
            if choice < 0.9:
                return C, SHORT_MS, 200
            return A, SHORT_MS, 200
        if kind == "menu" and self._undo:
            self._undo = False
            if any("Undo last action" in row for row in app.rows):
                self.undone += 1
                return self._menu_to(app, "Undo last action")
            return A, SHORT_MS, 200
        if kind == "confirm":
            yes = rnd.random() < 0.7
            self.bought += yes
            return (B if yes else A), SHORT_MS, 200
        if kind == "join":
            return C, SHORT_MS, 200
        return super().__call__(app)


@pytest.mark.parametrize("seed", range(3))
def test_every_rebuy_cash_out_join_and_undo_at_random_conserves_chips(seed):
    import random
    buyer = Buyer(random.Random(seed))
    result, _ = run_driver(buyer, seed=seed, settings={"DEALER_PLAYERS": "4",
                                                       "DEALER_HANDS": "6"},
                           max_presses=4000)
    assert result.error is None, result.error
    assert buyer.problems == [] and buyer.unconserved == []
    assert buyer.bought > 3 and buyer.undone > 3
