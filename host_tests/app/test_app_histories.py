"""Hand histories from the device: sent over USB from the final screen, replayed to the chip.

Everything runs in the real firmware on the emulated board: the player reaches the
final screen, chooses "Send histories" from the menu, and the simulator splits what
the device wrote to the USB console into PHH files, which tools/phh.py replays.
"""

import pathlib
import random
import re

import pytest
from app_sim_helpers import UNIT, AppDriver, Player, Sender, run, run_driver, running_app

import phh as phh_tool  # isort: skip
from simhw.phh_capture import split_console, write_files

CARD = re.compile(r"(?<![A-Za-z0-9])[2-9TJQKA][cdhs](?![A-Za-z0-9])|[♠♥♦♣]")


def send_session(players, seed, settings, tracker=False):
    """Play a session through the simulator and send its histories; (Result, Sender)."""
    env = {"DEALER_PLAYERS": str(players), "DEALER_MODE": "tracker" if tracker else "pass"}
    env.update(settings)
    sender = Sender(players, tracker, random.Random(seed))
    result, _ = run_driver(sender, seed=seed, settings=env, max_presses=40000)
    assert sender.sent, "the histories were never sent"
    return result, sender


def check_histories(result, sender, tmp_path):
    """Every file replays to its finishing stacks; the last ends at the app's balances."""
    session = result.app.table.session
    hands = split_console(result.console)
    assert [number for number, _ in hands] == list(range(1, session.hand_no + 1))
    assert sender.message == "Sent %d hands over USB OK" % session.hand_no
    paths = write_files(tmp_path, hands)
    assert [p.name for p in paths][:2] == ["hand01.phh", "hand02.phh"]
    for path in paths:
        ours, theirs = phh_tool.replay(path.read_text())
        assert ours == theirs, path.name
    # the last file's finishing stacks are the session's final balances (p1..pn from
    # the last dealer's left, in the file's unit)
    fields = phh_tool.load(paths[-1].read_text())
    scale = UNIT // fields["_unit"]
    order = [seat for seat in _from_left(session.hand.dealer, session.rules.players)
             if session.hand.dealt_in(seat)]
    assert phh_tool.held(fields, "finishing_stacks") == \
        [session.balance(s) // scale for s in order]
    assert fields["players"] == [result.app.table.names[s] for s in order]
    # each hand starts where the one before ended; a file is in whole chips (_unit 1)
    # unless a split left fractions (_unit 2520), so compare in 1/UNIT chip
    previous = None
    for path in paths:
        fields = phh_tool.load(path.read_text())
        stacks = in_units(fields, "starting_stacks")
        if previous is not None:
            assert all(previous[name] == stacks[name] for name in stacks), path.name
        previous = in_units(fields, "finishing_stacks")
    return hands


def in_units(fields, key):
    """A PHH document's stacks under `key`, by player name, in units of 1/UNIT chip."""
    scale = UNIT // fields["_unit"]
    return {name: amount * scale   # what is in play, and behind it
            for name, amount in zip(fields["players"], phh_tool.held(fields, key),
                                    strict=True)}


def _from_left(dealer, seats):
    return [(dealer + 1 + i) % seats for i in range(seats)]


# A whole-firmware session takes about 0.3 s. Over these seeds the files of one session
# switch from whole chips to 1/UNIT chip after the first split pot in most sessions, and
# stay in whole chips in some; the hand-to-hand check must hold across both.
TEN_PLAYER_SEEDS = range(16)


def test_ten_player_sessions_send_their_histories_only_after_they_ended(tmp_path, subtests):
    switched = 0
    for seed in TEN_PLAYER_SEEDS:
        with subtests.test(seed=seed):
            hands = check_ten_player_session(seed, tmp_path / str(seed))
            units = {phh_tool.load(text)["_unit"] for _, text in hands}
            switched += len(units) > 1
    assert switched, "no session mixed whole-chip and 1/UNIT files: pick other seeds"


def check_ten_player_session(seed, tmp_path):
    """R-ROTATE's ten hands go out only from the final screen, and replay; the hands."""
    result, sender = send_session(10, seed=seed, settings={})
    hands = check_histories(result, sender, tmp_path)
    assert len(hands) == 10
    console = result.console
    begin = console.index("BEGIN PHH 10 hands")
    assert console.index("END PHH 10 hands") > begin
    # privacy: no card on the console before the session ended, nor before the histories
    assert sender.console_at_end is not None
    assert not CARD.findall(sender.console_at_end)
    assert not CARD.findall(console[:begin])
    assert len(CARD.findall(console[begin:])) >= 10 * 10   # every hand's cards are in them
    # the menu offered "Send histories" only once the session was over
    offered = [over for over, rows in sender.menus if "  Send histories" in rows
               or "> Send histories" in rows]
    assert offered and all(offered)   # mid-session: test_..._refused_in_the_middle_...
    return hands


def test_a_no_limit_session_with_side_pots_replays_exactly(tmp_path):
    # small stacks and random sized bets: the first of these sessions with a side pot
    for seed in range(11, 21):
        result, sender = send_session(4, seed=seed, settings={
            "DEALER_STRUCTURE": "nolimit", "DEALER_STACK": "20", "DEALER_HANDS": "8"})
        hands = check_histories(result, sender, tmp_path / str(seed))
        texts = "".join(text for _, text in hands)
        assert "_structure = 'no limit'" in texts
        assert "cbr" in texts   # sized bets and raises were made
        if max(len(pots) for _, pots in sender.pots) >= 2:
            break
    else:
        raise AssertionError("no session had a side pot")


def test_a_tracker_session_sends_the_revealed_cards(tmp_path):
    result, sender = send_session(3, seed=2, settings={}, tracker=True)
    hands = check_histories(result, sender, tmp_path)
    entered = {(hand_no, seat): c for hand_no, seat, c in sender.entered}
    assert entered
    texts = dict(hands)
    assert all("'d dh p1 ??'" in text for text in texts.values())   # nothing dealt
    assert any(" sm " in text for text in texts.values())           # the reveals


class MidSession(Player):
    """Opens the menu in the middle of the session and tries to send from there."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.menu_rows = None
        self.refusal = None

    def __call__(self, app):
        table = app.table
        if table is not None and table.session.hand_no == 2 and self.menu_rows is None:
            if app.screen_kind != "menu":
                return 3, 100, 200
            self.menu_rows = list(app.rows)
            from dealer.screens.sending import send
            self.refusal = send(running_app().nav)
            return None
        return super().__call__(app)


def test_keys_pressed_while_the_histories_go_out_change_nothing():
    """A long session's histories take a tick per hand: keys pressed meanwhile (here C,
    then A and B) are ignored, and every hand of the session (R-SESSION) still goes out."""
    from simhw import runner
    from testkit import device_paths
    keys = " ".join([device_paths.SETUP] + [device_paths.hand(2)] * 40) + " f s d d a s"
    result = runner.run_headless(keys, seed=4, settings={"DEALER_PLAYERS": 2,
                                                          "DEALER_HANDS": 40})
    assert "error:" not in result.console
    assert "END PHH 40 hands" in result.console
    assert len(split_console(result.console)) == 40
    assert result.final[0] == "Sent 40 hands over"


def test_the_histories_are_refused_in_the_middle_of_a_session():
    player = MidSession(4, False, random.Random(1))
    result, _ = run_driver(player, seed=1, settings={"DEALER_PLAYERS": "4"})
    assert player.menu_rows is not None
    assert not any("Send histories" in row for row in player.menu_rows)
    assert player.refusal.startswith("Hand histories show every card")
    assert "PHH" not in result.console
    assert not CARD.findall(result.console)



def sim(*args):
    """tools/sim.py run as a command; (stdout, stderr)."""
    import subprocess
    import sys
    tool = pathlib.Path(__file__).resolve().parents[2] / "tools" / "sim.py"
    done = subprocess.run([sys.executable, str(tool), *args], capture_output=True, text=True,
                          timeout=300, check=True)
    return done.stdout, done.stderr


def test_the_simulator_writes_one_file_per_hand_from_the_usb_console(tmp_path):
    # two players, two hands of checks; the simulator then sends from the final screen
    out, err = sim("--headless", "--seed", "3", "--keys",
                   "a a d d d d  s . S s . S s d d  s . S s . S s d d", "--phh", str(tmp_path))
    assert out.splitlines()[0] == "Sent 2 hands over USB"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hand01.phh", "hand02.phh"]
    assert phh_tool.main([str(tmp_path)]) == 0
    assert err == "sim: 2 hand histories written to %s\n" % tmp_path


def test_the_simulator_sends_nothing_before_the_session_ends(tmp_path):
    out, err = sim("--headless", "--seed", "3", "--keys", "a a d d d d  s . S s", "--phh",
                   str(tmp_path / "out"))
    assert "no hand histories were sent" in err and "Sent" not in out
    assert not (tmp_path / "out").exists()


def test_the_device_interpreter_sends_histories_that_replay(tmp_path):
    """The whole firmware on the MicroPython VM: a 10-player rotation, then Send histories
    (MENU, down past Standings, OK) at 512 KiB of heap; every hand replays."""
    from bench.firmware import session_keys

    from simhw.mpvm import FirmwareVM, micropython_binary
    assert micropython_binary() is not None, "MicroPython VM not installed: use `make test`"
    vm = FirmwareVM(session_keys(10) + " f s d", seed=1, settings={"DEALER_PLAYERS": 10})
    try:
        rc, out, err = vm.run(512 * 1024, timeout=120)
    finally:
        vm.close()
    assert rc == 0, err[-2000:]
    assert "error:" not in out
    hands = split_console(out)
    assert [number for number, _ in hands] == list(range(1, 11))
    assert not CARD.findall(out[:out.index("BEGIN PHH 10 hands")])
    for path in write_files(tmp_path, hands):
        ours, theirs = phh_tool.replay(path.read_text())
        assert ours == theirs, path.name


@pytest.mark.parametrize("presses", [24, 28])   # after hand 2 settled; in hand 3's betting
def test_after_a_power_cut_the_histories_start_at_the_resumed_hand(tmp_path, presses):
    env = {"DEALER_PLAYERS": "4", "DEALER_MODE": "pass"}
    first = Player(4, False, random.Random(8))
    driver = AppDriver(first, max_presses=presses)   # stops in the middle of the session
    before = run(driver, seed=8, settings=env)
    resumed_at = before.app.table.session.hand_no
    assert 1 < resumed_at < 4 and not before.app.table.session.over
    sender = Sender(4, False, random.Random(9))
    driver = AppDriver(sender)
    result = run(driver, seed=9, settings=env, nvm=before.nvm)
    assert driver.failure is None and sender.sent
    hands = split_console(result.console)
    assert [number for number, _ in hands] == list(range(resumed_at, 5))
    paths = write_files(tmp_path, hands)
    for path in paths:
        ours, theirs = phh_tool.replay(path.read_text())
        assert ours == theirs, path.name
    session = result.app.table.session
    fields = phh_tool.load(paths[-1].read_text())
    order = _from_left(session.hand.dealer, 4)
    scale = UNIT // fields["_unit"]
    assert phh_tool.held(fields, "finishing_stacks") == \
        [session.balance(s) // scale for s in order]
