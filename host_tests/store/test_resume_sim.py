"""Resume through the simulator: stop anywhere, boot again on the same NVM file, finish.

The players' choices depend only on the state of the table (hand number, how far
the hand's log has got), never on the run, so an interrupted session and an
uninterrupted one make the same moves. With a real deck the cards entered at a
showdown depend on the hand number only; in pass-around the device deals again
after a restart, so that table plays card-independent hands (a bet, then folds).
"""

import pathlib
import random
import sys

import pytest
from app_sim_helpers import (
    GAP_MS,
    SHORT_MS,
    A,
    AppDriver,
    B,
    C,
    Recorder,
    key_labels,
    look,
    run,
    state_problem,
    wait,
)

PLAYERS = 4


class Table:
    """Chooses each key from what is on the screen and the table's state."""

    def __init__(self, tracker, walks=False):
        self.tracker = tracker
        self.walks = walks
        self.standings = None
        self.kinds = []
        self.problems = []
        self.autoreload_in_play = set()

    def __call__(self, app):
        kind = app.screen_kind
        self.kinds.append(kind)
        problem = state_problem(app)
        if problem:
            self.problems.append(problem)
        if app.table is not None:
            self.autoreload_in_play.add(sys.modules["supervisor"].runtime.autoreload)
        short = SHORT_MS, GAP_MS
        if kind == "message":
            return (C,) + short
        if kind == "resume":
            return (A,) + short
        if kind == "setup":
            return (self._setup(app),) + short
        if kind == "handoff":
            return look()
        if kind in ("intro", "cut", "showdown", "walk", "balances"):
            return (B if kind in ("intro", "cut") else C,) + short
        if kind == "count":
            return wait()
        if kind in ("view", "act"):
            return (self._bet(app),) + short
        if kind == "reveal":
            return (self._reveal(app),) + short
        if kind == "final":
            session = app.table.session
            self.standings = (session.standings(), session.balances())
            return None
        raise AssertionError("unexpected screen %r: %r" % (kind, app.rows))

    def _setup(self, app):
        setup = app.screen   # the setup: its choices and the step on screen
        if setup.step == 0 and setup.players != PLAYERS:   # setup.PLAYERS
            return B if setup.players < PLAYERS else A
        if setup.step == 2 and setup.tracker != self.tracker:   # setup.MODE: CHANGE
            return B
        return C

    def _bet(self, app):
        hand = app.table.session.hand
        labels = key_labels(app.rows)
        if self.walks:   # a bet (and in odd hands a raise), then folds: no card matters
            if hand.target == 0 or hand.raises == 1 and app.table.session.hand_no % 2:
                return C
            return A
        rnd = random.Random(app.table.session.hand_no * 1000 + hand.events.end)
        return rnd.choice([k for k in range(3) if labels[k]])

    def _reveal(self, app):
        from dealer.screens.reveal import reveal_seat
        table = app.table
        hand = table.session.hand
        seat = reveal_seat(hand)
        want = random.Random(table.session.hand_no).sample(range(52), PLAYERS)[seat] >> 2
        rank = app.screen.rank
        if rank != want:
            return B if (want - rank) % 13 <= 6 else A
        return C


def _play(nvm, tracker, walks, stop_after=None, seed=1):
    table = Table(tracker, walks)
    result, recorder = _run_on(nvm, table, stop_after, seed)
    assert result.error is None and not table.problems
    return table, result, recorder


def _run_on(nvm, table, stop_after, seed):
    recorder = Recorder()
    driver = AppDriver(table, stop_after or 100000)
    result = run(driver, seed=seed, nvm=nvm, settings={"DEALER_SLEEP_MINUTES": 0},
                 on_show=recorder.on_show)
    if driver.failure is not None:
        raise driver.failure
    return result, recorder


@pytest.mark.parametrize("tracker,walks", [(True, False), (False, True)],
                         ids=["real-deck", "pass-around"])
def test_stop_anywhere_then_finish_gives_the_uninterrupted_standings(tmp_path, tracker, walks):
    whole, result, _ = _play(tmp_path / "whole.nvm", tracker, walks)
    assert whole.standings is not None and result.resets == 0
    presses = result.key_presses
    assert whole.autoreload_in_play == {False}, "auto-reload stays off during play"
    for n, stop in enumerate((12, presses // 3, presses // 2 + 1, presses - 3)):
        path = tmp_path / ("stop%d.nvm" % n)
        first, _, _ = _play(path, tracker, walks, stop_after=stop)
        assert first.standings is None
        second, _, recorder = _play(path, tracker, walks, seed=100 + n)
        assert "resume" in second.kinds, "the saved session is offered"
        shown = [s.kind for s in recorder.shown]
        after = shown[shown.index("resume") + 1:]
        assert after and after[0] != "view", "a resumed hand never opens on a card screen"
        assert second.standings == whole.standings


def test_a_power_cut_in_the_simulator_resumes_at_the_last_action(tmp_path):
    path = tmp_path / "cut.nvm"
    for cut in (4096 + 256 * 7 + 3, 4096 + 256 * 19 + 1):
        path.unlink(missing_ok=True)
        table = Table(tracker=True)
        result = run(AppDriver(table), seed=1, nvm=path, power_cut_after=cut,
                     settings={"DEALER_SLEEP_MINUTES": 0})
        assert result.power_cut
        again, _, _ = _play(path, True, False)
        whole, _, _ = _play(None, True, False)
        assert again.standings == whole.standings


def test_idle_deep_sleep_and_wake_resume_at_the_hand_off(tmp_path):
    path = tmp_path / "sleep.nvm"
    table = Table(tracker=False)
    steps = []

    def choose(app):
        step = table(app)
        steps.append(app.screen_kind)
        if app.screen_kind == "view" and steps.count("view") == 3:
            return step[0], SHORT_MS, 61000   # the player walks away with the device
        return step

    result = run(AppDriver(choose), seed=1, nvm=path, settings={"DEALER_SLEEP_MINUTES": 1})
    assert result.alarms is not None and len(result.alarms) == 4
    assert all(alarm.value is False for alarm in result.alarms)
    before = result.app.table.session
    hand_no, log = before.hand_no, before.hand.log
    recorder = Recorder()
    woke = []

    def wake(app):
        woke.append((app.screen_kind, app.table.session.hand_no, app.table.session.hand.log))
        return None

    run(AppDriver(wake), seed=2, nvm=path, on_show=recorder.on_show)
    assert woke == [("handoff", hand_no, log)], "waking resumes without asking, no card shown"
    assert "resume" not in [s.kind for s in recorder.shown]


def test_the_prompt_names_the_hand(tmp_path):
    path = tmp_path / "prompt.nvm"
    _play(path, True, False, stop_after=40)
    seen = []

    def look(app):
        seen.append(list(app.rows))
        return None

    run(AppDriver(look), seed=1, nvm=path)
    rows = seen[0]
    assert rows[0] == "Resume session?" and rows[2].startswith("Hand ")
    assert rows[2].endswith("/%d" % PLAYERS)
    assert key_labels(rows) == ["RESUME", "", "NEW"]


def test_new_session_from_the_prompt_keeps_the_save_until_one_starts(tmp_path):
    path = tmp_path / "new.nvm"
    _play(path, True, False, stop_after=30)
    saved = path.read_bytes()
    kinds = []

    def new(app):
        kinds.append(app.screen_kind)
        if app.screen_kind == "resume":
            return C, SHORT_MS, GAP_MS
        if app.screen_kind == "confirm":   # NEW asks first: YES is B
            return B, SHORT_MS, GAP_MS
        return None

    run(AppDriver(new), seed=1, nvm=path)
    assert kinds[-1] == "setup" and path.read_bytes() == saved
    assert kinds == ["resume", "confirm", "setup"], kinds


def test_the_prompts_new_asks_first_and_back_keeps_the_prompt(tmp_path):
    """NEW on the resume prompt once led to the setup with no question; now it asks, and
    BACK (or a second C) leaves the prompt as it was."""
    path = tmp_path / "ask.nvm"
    _play(path, True, False, stop_after=30)
    keys = iter([C, C, A, A])
    kinds = []

    def choose(app):
        kinds.append(app.screen_kind)
        return next((key, SHORT_MS, GAP_MS) for key in keys) if len(kinds) < 5 else None

    result = run(AppDriver(choose), seed=1, nvm=path)
    assert kinds[:4] == ["resume", "confirm", "confirm", "resume"], kinds
    assert kinds[4] != "setup", kinds   # RESUME: the saved session goes on
    assert result.app.table is not None



@pytest.mark.parametrize("key,first", [(A, "handoff"), (C, "setup")], ids=["resume", "new"])
def test_the_crash_screen_resumes_from_the_journal_or_starts_anew(key, first):
    from app_sim_helpers import running_app
    crashed = []
    kinds = []
    table = Table(tracker=False)

    def on_show(display, oled):
        app = running_app()
        if app is not None and app.screen_kind == "view" and not crashed:
            crashed.append(app.table.session.hand.log)
            raise RuntimeError("seat 1 holds K♥")

    def choose(app):
        kinds.append(app.screen_kind)
        if app.screen_kind == "error":   # NEW asks first: YES is B
            return (B if key == C and kinds.count("error") > 1 else key), SHORT_MS, GAP_MS
        if kinds.count("error") and app.screen_kind != "error":
            return None
        return table(app)

    result = run(AppDriver(choose), seed=1, on_show=on_show,
                 settings={"DEALER_SLEEP_MINUTES": 0})
    assert result.resets == 1 and crashed
    after = len(kinds) - kinds[::-1].index("error")   # the first screen after the last
    assert kinds[after] == first
    if key == A:
        assert result.app.table.session.hand.log == crashed[0]


def _tear_last_record(image):
    """The NVM with its last journal record torn, as a power cut while it was written
    leaves it: the flash had not yet programmed its last bytes (they read 0xFF), so its
    CRC fails. (A record whose bytes are all there but fail their check was damaged,
    and nothing in it is sure: the device does not name it; test_journal_damage.py.)"""
    from dealer.store.journal import record_end
    image = bytearray(image)
    pos = last = 0
    while record_end(image, pos) >= 0:
        last, pos = pos, record_end(image, pos)
    cut = pos - 1
    while True:   # the last byte, or as many as it takes for the CRC to fail
        image[cut:pos] = b"\xff" * (pos - cut)
        if record_end(image, last) < 0:
            break
        cut -= 1
    return bytes(image), image[last + 1]


@pytest.mark.parametrize("keys,said", [("d d d d s . S s", "BOB's check is lost"),
                                       ("d d d d s . S d", "BOB's bet is lost"),
                                       ("d d d d s . S s . S d", "CAT's bet is lost")])
def test_a_torn_last_record_is_told_never_dropped_silently(keys, said):
    """The last action that could not be read back is named, and its player acts again."""
    from simhw.runner import run_headless
    played = run_headless(keys, seed=1, players=4, settings={"DEALER_SLEEP_MINUTES": 0})
    torn, kind = _tear_last_record(bytes(played.nvm))
    assert kind == ord("E")   # the record of the action
    again = run_headless("", seed=1, players=4, nvm=torn)
    shown = [" ".join(" ".join(rows).split()) for rows in again.screens]
    message = [text for text in shown if "could not be read back" in text]
    assert message and message[0].startswith("The last action could not be read back: "
                                              + said), shown[:3]
    assert "save: the last record could not be read back" in again.console


@pytest.mark.parametrize("code,said", [
    ("es", "No se pudo leer la última acción: se pierde la de BOB (pasar). BOB vuelve a jugar."),
    ("fr", "Impossible de relire la dernière action: celle de BOB (parole) ne compte pas. "
           "BOB rejoue.")])
def test_a_torn_record_is_told_in_the_language_the_session_was_played_in(code, said):
    """The words of a power cut are the session's language, not settings.toml's (English
    here): the players read them at the table they played at."""
    from simhw.runner import run_headless
    played = run_headless("d d d d s . S s", seed=1, players=4,
                          settings={"DEALER_SLEEP_MINUTES": 0, "DEALER_LANGUAGE": code})
    torn, _kind = _tear_last_record(bytes(played.nvm))
    again = run_headless("", seed=1, players=4, nvm=torn, settings={"DEALER_LANGUAGE": "en"})
    shown = [" ".join(" ".join(rows).split()) for rows in again.screens]
    assert any(text.startswith(said) for text in shown), shown[:3]
    assert "save: the last record could not be read back" in again.console


def test_sim_nvm_file_of_the_wrong_size_is_reported_and_left_as_it_is(tmp_path):
    """tools/sim.py --nvm: a file that is not 4096 bytes is named and never blanked."""
    import subprocess
    path = tmp_path / "short.nvm"
    path.write_bytes(b"\x00" * 1000)
    sim = pathlib.Path(__file__).resolve().parents[2] / "tools" / "sim.py"
    done = subprocess.run([sys.executable, str(sim), "--headless", "--keys", "d d",
                           "--nvm", str(path)], capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    assert "is 1000 bytes, not the 4096 of the device's memory" in done.stderr
    assert path.read_bytes() == b"\x00" * 1000
