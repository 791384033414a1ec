"""The whole firmware on MicroPython VMs (emulated board, real adafruit_ssd1306).

CPython is more forgiving than the board's interpreter; these sessions run the
unchanged code.py on two VMs in both modes and check that each ends on the final
standings, without an error screen, with the chips shown summing to the chips at the
start (R-CONSERVE):
- MicroPython's 64-bit unix VM, the firmware as .py sources;
- CircuitPython 10.2.1's own 32-bit VM, the firmware as the .mpy files of the bundle
  (CircuitPython's mpy-cross), loaded as the board loads them. Skipped, with the
  reason, where those instruments are missing (tools/instruments.py).
A last test plays the bundle's .mpy through a whole session on CircuitPython's VM
dealing from the simulator's entropy: console and last screen must be the simulator's.
"""

import bundle  # noqa: E402
import instruments  # noqa: E402
import pytest
from app_sim_helpers import chips_value  # noqa: E402

from simhw.mpvm import FirmwareVM, micropython_binary, parse_figures  # noqa: E402
from testkit import device_paths  # noqa: E402

HEAP = 512 * 1024
CP_VM, NO_CP_VM = instruments.circuitpython_vm()
CP_MPY_CROSS, NO_CP_MPY_CROSS = instruments.circuitpython_mpy_cross()




@pytest.fixture(scope="module")
def cp_drive(tmp_path_factory):
    """The bundle as `make bundle` builds it, .mpy by CircuitPython's mpy-cross."""
    if CP_VM is None or CP_MPY_CROSS is None:
        pytest.skip(NO_CP_VM or NO_CP_MPY_CROSS)
    out = tmp_path_factory.mktemp("bundle")
    bundle.build(out, mpy_cross=CP_MPY_CROSS)
    return out / "CIRCUITPY"


@pytest.fixture(params=["micropython-64bit-py", "circuitpython-32bit-mpy"])
def run_on_vm(request):
    """run_on_vm(keys, settings) -> (returncode, stdout, stderr) on each VM in turn."""
    if request.param.startswith("circuitpython"):
        binary, drive = CP_VM, request.getfixturevalue("cp_drive")
    else:
        binary, drive = None, None

    def run(keys, settings):
        vm = FirmwareVM(keys, seed=3, settings=settings, binary=binary, drive=drive)
        try:
            return vm.run(HEAP, timeout=120)
        finally:
            vm.close()
    return run


def pass_around_keys(players):
    """Setup, then each hand: deal, the first player bets, everyone else calls; next, next."""
    hand = ["s", ". S d"] + [". S s"] * (players - 1) + ["d d"]   # ". S": pass, hold B
    return " ".join(["d d d d"] + [" ".join(hand)] * players)


def tracker_keys(players, suits):
    """Setup, then each hand: deal, dealt (and the 3-2-1 count), everyone checks, enter
    aces down the table; next, next."""
    entry = "d d" if suits else "d"
    reveals = ["a " * i + entry for i in range(players)]   # A, then K, Q, ... for the others
    hand = ["s", "s . . . . ."] + ["s"] * players + reveals + ["d d"]
    return " ".join(["d d d d"] + [" ".join(hand)] * players)


def check_final(rc, out, err, players):
    assert rc == 0, err[-2000:]
    assert "error:" not in out
    figures = parse_figures(out)
    rows = figures["rows"]
    standings = []   # the standings, then (pass-around) the last deal's fingerprint
    for row in rows[1:7]:
        if row.startswith("Last deal, hand "):
            break
        if row.strip():
            standings.append(row)
    balances = [chips_value(row.split()[2]) for row in standings]
    assert len(balances) == min(players, 6)
    if players <= 6:
        assert sum(balances) == players * 100
        top = [row.split()[1] for row in standings if row.split()[0] == "1"]
        assert rows[0] == winners_title(top), rows
    else:
        assert rows[0].startswith(("Winner: ", "Shared")), rows


def winners_title(top):
    """The final screen's title for the names ranked first (R-WINNER), as it fits 21 columns."""
    if len(top) == 1:
        return "Winner: " + top[0]
    title = "Shared: " + " ".join(top)
    return title if len(title) <= 21 else "Shared by %d players" % len(top)


@pytest.fixture(autouse=True)
def needs_vm():
    if micropython_binary() is None:
        pytest.fail("MicroPython VM not installed: run the tests through `make test`")


def test_pass_around_session_on_micropython(run_on_vm):
    rc, out, err = run_on_vm(pass_around_keys(4), {"DEALER_PLAYERS": 4})
    check_final(rc, out, err, 4)


def test_tracker_session_on_micropython(run_on_vm):
    rc, out, err = run_on_vm(tracker_keys(3, suits=False),
                             {"DEALER_PLAYERS": 3, "DEALER_MODE": "tracker"})
    check_final(rc, out, err, 3)


def test_tracker_session_with_the_suit_tiebreak_on_micropython(run_on_vm):
    rc, out, err = run_on_vm(tracker_keys(3, suits=True),
                             {"DEALER_PLAYERS": 3, "DEALER_MODE": "tracker",
                              "DEALER_TIEBREAK": "suits"})
    check_final(rc, out, err, 3)


def test_two_card_and_party_games_on_micropython(run_on_vm):
    """Several cards per player (a private one) and the chip-less party game."""
    rc, out, err = run_on_vm(pass_around_keys(4), {"DEALER_PLAYERS": 4,
                                                   "DEALER_VARIANT": "twocard"})
    check_final(rc, out, err, 4)
    party = " ".join(["d d d d"] + [" ".join(["s"] + [". S s"] * 3 + ["d d"])] * 3)
    rc, out, err = run_on_vm(party, {"DEALER_PLAYERS": 3, "DEALER_VARIANT": "party"})
    assert rc == 0, err[-2000:]
    assert "error:" not in out
    rows = parse_figures(out)["rows"]
    assert rows[0].startswith(("Winner: ", "Shared: ")), rows
    sips = [int(row.split()[2]) for row in rows[1:4]]
    assert sum(sips) >= 3 and all(row.split()[3].startswith("sip") for row in rows[1:4])


def test_stud_and_a_sized_no_limit_bet_on_micropython(run_on_vm):
    """Seven cards each over five streets (paged screens), and a bet sized on its own screen."""
    streets = " ".join([". S s"] * 3 * 5)                  # 3 players look and check, 5 streets
    stud = " ".join(["d d d d"] + ["s " + streets + " d d"] * 3)
    rc, out, err = run_on_vm(stud, {"DEALER_PLAYERS": 3, "DEALER_VARIANT": "stud"})
    check_final(rc, out, err, 3)
    # community, no limit: the first player bets the minimum through the amount screen,
    # the others call; on the second street everyone checks
    hand = "s . S d d . S s . S s " + " ".join([". S s"] * 3) + " d d"
    rc, out, err = run_on_vm(" ".join(["d d d d"] + [hand] * 3),
                             {"DEALER_PLAYERS": 3, "DEALER_VARIANT": "community",
                              "DEALER_STRUCTURE": "nolimit"})
    check_final(rc, out, err, 3)
    assert out.count(": bet to ") == 3, "each hand's bet was sized on the amount screen"


def test_the_bundles_mpy_play_a_session_on_circuitpython_as_in_the_simulator(cp_drive):
    """R-CONSERVE on CircuitPython's own VM from the shipped .mpy files: the same deals as
    the simulator (its entropy replayed), so the same console and the same last screen."""
    from bench import device as bench_device
    path = device_paths.Path("4-player session", device_paths.session(4), {"DEALER_PLAYERS": 4})
    reference = bench_device.Reference(path)
    same, (out, err) = bench_device.PathOnVM(path, reference, CP_VM, cp_drive).same(HEAP)
    assert same, out[-2000:] + err[-2000:]
    assert reference.final[0].startswith(("Winner: ", "Shared: "))
    assert "heap: free " in out     # the board report's line, from the .mpy firmware
