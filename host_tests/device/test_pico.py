"""The firmware on the real CircuitPython 10.2.1, in an emulated Pico (tools/emu/pico.py).

Each test plays a key script on the emulated board (rp2040js: the real busio, keypad,
microcontroller.nvm, supervisor and os.getenv of CircuitPython) from a test image of the
bundle, and the same keys in the headless simulator. The test image replays the
simulator's entropy, so the board deals the same cards: the OLED's memory must then be
byte for byte the same before every key press and at the end. On top: chips conserved,
no card on the console, the firmware's own heap lines. Every session is played from the
bundle; make test plays the pass-around one on the appliance UF2 too, make test-pico-all
(part of make bench) every one. Skipped, with the reason, where the emulated Pico
(RP2040_DIR), node or mtools are missing.
"""

import os
import pathlib
import re
import subprocess
import sys

import lang_files
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

import bundle  # noqa: E402
import instruments  # noqa: E402
from app_sim_helpers import chips_value  # noqa: E402

from testkit import device_paths  # noqa: E402

_FOLDER, _WHY = instruments.emulated_pico(fat_tools=False)   # the fixture installs mtools
if _FOLDER is None:
    pytest.skip("emulated Pico: " + _WHY, allow_module_level=True)

import pico  # noqa: E402

SEED = 11
LOOK = device_paths.LOOK
SETUP = device_paths.SETUP
CARD = re.compile(r"\b(?:[2-9TJQKA][shdc♠♥♦♣])\b")


@pytest.fixture(scope="module")
def bundled(tmp_path_factory):
    """The bundle on stock CircuitPython, as make bundle builds it (.mpy where
    CircuitPython's mpy-cross is)."""
    ok, why = pico.apt_tools()
    if not ok:
        pytest.skip("emulated Pico: " + why)
    return pico.bundle_install(tmp_path_factory.mktemp("bundle"))


@pytest.fixture(scope="module")
def appliance(tmp_path_factory):
    """The appliance, as make uf2 builds it: the UF2 with the app frozen in, and a drive
    with code.py, settings.toml and boot.py only."""
    ok, why = pico.apt_tools()
    if not ok:
        pytest.skip("emulated Pico: " + why)
    install, why = pico.appliance_install(tmp_path_factory.mktemp("appliance"))
    if install is None:
        pytest.skip("appliance UF2: " + why)
    return install


# make test plays the sessions from the bundle (of the language sessions, the French
# one; not the power cut nor the pins named twice) and the whole pass-around session on
# the appliance too (the one that proves the UF2 deals a game); PICO_ALL=1 (make
# test-pico-all, which make bench runs) plays every session, on the appliance as well.
EVERY_SESSION_ON_THE_APPLIANCE = os.environ.get("PICO_ALL") == "1"
ON_THE_APPLIANCE_IN_MAKE_TEST = "on_the_appliance"
# the slowest runs, of what the simulator's tests also prove, only in make test-pico-all:
# the languages' sessions besides French (the longest words), the power cut, the pins
_IN_PICO_ALL = () if EVERY_SESSION_ON_THE_APPLIANCE else pytest.mark.skip(
    reason="a slow emulator run of what the simulator's tests prove: make test-pico-all")


def pytest_generate_tests(metafunc):
    """Each test that takes `drive` runs on the bundle and, in make test only the ones
    marked on_the_appliance, on the appliance."""
    if "drive" not in metafunc.fixturenames:
        return
    every = (EVERY_SESSION_ON_THE_APPLIANCE
             or metafunc.definition.get_closest_marker(ON_THE_APPLIANCE_IN_MAKE_TEST))
    appliance = pytest.param("appliance", marks=() if every else pytest.mark.skip(
        reason="the appliance's repeat of a bundle session: make test-pico-all"))
    metafunc.parametrize("drive", ["bundle", appliance], indirect=True, scope="module")


@pytest.fixture(scope="module")
def drive(request):
    """Each way to install: the same sessions must play the same on both."""
    return request.getfixturevalue("bundled" if request.param == "bundle" else "appliance")


def screens_text(gddram):
    return "\n".join("|" + row for row in pico.rows_of(gddram))


def on_both(drive, tmp_path, keys, settings=None, nvm=None, settings_text=None):
    """Play `keys` in the simulator and on the emulated Pico; assert the same screens."""
    settings = dict(settings or {})
    text = settings_text if settings_text is not None else pico.settings_toml(settings)
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    result, expected = pico.simulate(keys, seed=SEED, nvm=nvm, settings_path=path)
    assert result.error is None, result.error
    img = drive.image(tmp_path / "test.img", test=True, tape=result.entropy,
                      settings_text=text)
    run = drive.play(img, keys, nvm=nvm)
    assert run.keys_pressed == len(expected) - 1
    for index, (want, got) in enumerate(zip(expected, run.snaps, strict=True)):
        assert want == got, ("screen %d of %d differs:\nsimulator\n%s\nemulated Pico\n%s\n"
                             "console:\n%s" % (index, len(expected), screens_text(want),
                                               screens_text(got), run.console[-1500:]))
    assert "Traceback" not in run.console and "error:" not in run.console, run.console
    return result, run


def check_heap_lines(run, hands):
    """The firmware's own heap line at start-up and after each hand, and no card."""
    lines = run.heap_lines()
    assert [hand for _, hand in lines] == list(range(hands + 1)), run.console
    assert all(0 < free < 200000 for free, _ in lines)


def check_private(run, names):
    """R-FOREHEAD: a player's card view ("BOB 99  pot 4  call 0" on top) shows the others'
    cards, each with its name (in any form of the view: app_sim_helpers.view_cards), and no
    card with the player's own name."""
    from app_sim_helpers import view_cards
    views = 0
    for rows in run.screens():
        match = re.match(r"(\w+) [\d½/ ]+ pot \d+ +call \d+", rows[0])
        if match and match.group(1) in names and not rows[1].startswith("Pass to"):
            views += 1
            others = [name for name in names if name != match.group(1)]
            shown = view_cards(rows)
            assert sorted(shown) == sorted(others), rows
            assert all(re.fullmatch(r"(10|[2-9JQKA])[♠♥♦♣]", card)
                       for cards in shown.values() for card in cards), rows
    assert not CARD.findall(run.console), run.console
    return views


def standings_total(rows):
    """The chips of the final standings screen (the first page): its ranked rows, not the
    last deal's fingerprint under them."""
    return sum(chips_value(row.split()[2]) for row in rows[1:7]
               if re.match(r" ?[0-9]{1,2} ", row))   # "%2d NAME chips net"


@pytest.mark.on_the_appliance
def test_R_SESSION_a_whole_pass_around_session_on_the_emulated_pico(drive, tmp_path):
    players = 3
    keys = device_paths.session(players)
    result, run = on_both(drive, tmp_path, keys, {"DEALER_PLAYERS": players})
    final = pico.rows_of(run.snaps[-1])
    assert final[0].startswith(("Winner: ", "Shared: ")), final
    assert standings_total(final) == players * 100          # R-CONSERVE
    assert check_private(run, ("ANN", "BOB", "CAT")) == players * players
    check_heap_lines(run, players)


def test_R_TABLE_a_tracker_hand_with_card_entry_on_the_emulated_pico(drive, tmp_path):
    players = 3
    keys = " ".join([SETUP, device_paths.tracker_hand(players, suits=True)])
    _, run = on_both(drive, tmp_path, keys, {"DEALER_PLAYERS": players, "DEALER_MODE": "tracker",
                                             "DEALER_TIEBREAK": "suits"})
    rows = pico.rows_of(run.snaps[-1])
    assert rows[0].startswith("Hand 2/"), rows
    check_heap_lines(run, 1)


@pytest.mark.parametrize("code", [pytest.param(code, marks=_IN_PICO_ALL)
                                  for code in ("es", "it", "nl")] + ["fr"])
def test_a_whole_session_in_each_language_on_the_emulated_pico(bundled, tmp_path, code):
    """The firmware in Spanish, Italian, Dutch and French (settings.toml's
    DEALER_LANGUAGE): every screen of a whole session the same as the simulator's, and
    the final standings in the language's own words. The simulator plays every language
    in make test (test_lang_screens.py)."""
    players = 2
    keys = device_paths.session(players)
    words = lang_files.read(code)
    _, run = on_both(bundled, tmp_path, keys, {"DEALER_PLAYERS": players,
                                               "DEALER_LANGUAGE": code})
    texts = "\n".join("\n".join(rows) for rows in run.screens())
    hand_title = [e.text for e in words["TABLE"] if e.key == "HAND_TITLE"][0]
    assert hand_title.split(" ")[0] + " 1/2" in texts, texts[:400]
    check_heap_lines(run, players)


def test_the_language_chosen_at_a_fresh_start_on_the_emulated_pico(bundled, tmp_path):
    """No DEALER_LANGUAGE: the first screen asks; B twice is Italiano, and the setup
    goes on in Italian."""
    keys = "s s d " + device_paths.SETUP
    _, run = on_both(bundled, tmp_path, keys, {"DEALER_LANGUAGE": None})
    first = pico.rows_of(run.snaps[0])
    assert first[1:6] == ["> English", "  Español", "  Italiano", "  Nederlands",
                          "  Français"], first
    assert pico.rows_of(run.snaps[2])[3] == "> Italiano"
    assert pico.rows_of(run.snaps[3])[0] == "Nuova sessione"


@pytest.mark.skipif(not EVERY_SESSION_ON_THE_APPLIANCE, reason="a slow emulator run "
                    "of what test_power_cut.py and test_resume_sim.py prove: make test-pico-all")
def test_R_CONSERVE_a_power_cut_mid_hand_then_resume_and_finish(drive, tmp_path):
    """The power goes while CAT's call is written to the journal: that record is torn.
    Powered up again with the NVM the cut left, the device offers to resume; resumed, the
    hand goes on from BOB's bet, and the session ends with every chip accounted for."""
    players = 3
    settings = {"DEALER_PLAYERS": players}
    text = pico.settings_toml(settings)
    before = " ".join([SETUP, "s", LOOK, "d", LOOK, "s"])     # BOB bets, CAT calls
    img = drive.image(tmp_path / "cut.img", settings_text=text)
    cut = drive.play(img, before, cut=(len(before.replace(".", " ").split()), 40))
    assert cut.cut is not None and cut.cut["bytes"] == 40, cut.raw
    assert "CAT: call" in cut.console
    rest = " ".join(["a", LOOK, "s", LOOK, "s", "d d"]            # resume; CAT, ANN call
                    + [device_paths.hand(players)] * (players - 1))
    result, run = on_both(drive, tmp_path, rest, settings, nvm=cut.nvm)
    assert pico.rows_of(run.snaps[0])[0] == "Resume session?"
    assert "session resumed: hand 1" in run.console
    final = pico.rows_of(run.snaps[-1])
    assert final[0].startswith(("Winner: ", "Shared: ")), final
    assert standings_total(final) == players * 100
    assert [hand for _, hand in run.heap_lines()] == [0, 1, 2, 3]


def test_a_bad_settings_toml_on_the_emulated_pico(drive, tmp_path):
    """CircuitPython 10.2.1 gives `eleven` (no quotes) as text and an unterminated string as
    None: a clear message for the first, the default names for the second."""
    bad = {"DEALER_PLAYERS": "DEALER_PLAYERS = eleven", "DEALER_NAMES": 'DEALER_NAMES = "AL,BO',
           "DEALER_STACK": 'DEALER_STACK = "lots"'}
    text = "\n".join(bad.get(line.split("=")[0].strip(), line)
                     for line in pico.settings_toml({}).splitlines()) + "\n"
    _, run = on_both(drive, tmp_path, "d d d d d", settings_text=text)
    shown = [" ".join(rows) for rows in run.screens()]
    assert any("PLAYERS=eleven is not a number" in s for s in shown), shown
    assert any("STACK=lots is not a number" in s for s in shown), shown
    assert any("ANN BOB CAT DAN" in s for s in shown), shown


@pytest.mark.skipif(not EVERY_SESSION_ON_THE_APPLIANCE, reason="a slow emulator run "
                    "of what test_sim_command_line.py proves: make test-pico-all")
def test_pins_named_twice_on_the_emulated_pico(drive, tmp_path):
    """CircuitPython 10.2.1's keypad refuses duplicate pins with a TypeError, which once
    stopped code.py with a traceback and a blank screen: now the board, as the simulator,
    says which pin and plays on the default ones."""
    text = pico.settings_toml({"DEALER_KEYS": "GP10,GP11,GP11,GP13"})
    _, run = on_both(drive, tmp_path, "d d", settings_text=text)
    shown = [" ".join(rows) for rows in run.screens()]
    assert any("GP11 is named twice" in s for s in shown), shown


def test_R_MISDEAL_the_menu_undo_misdeal_and_standings_on_the_emulated_pico(drive, tmp_path):
    players = 3
    # "." before the menu key where the hand-off is on screen: the board takes longer
    # than the simulator between keys, and the hand-off changes once its second is over
    keys = " ".join([SETUP, "s", LOOK, "d",           # BOB bets
                     "f d d",                         # menu > Undo last action; OK
                     ". f s d s d",                   # menu > Misdeal; OK; YES; OK
                     ". f s s d a",                   # menu > Standings; BACK
                     device_paths.hand(players)[2:]])
    _, run = on_both(drive, tmp_path, keys, {"DEALER_PLAYERS": players})
    shown = [rows[0] for rows in run.screens()]
    assert "Undone: BOB bet 1" in shown and "Misdeal: new cards" in shown
    assert any(row.startswith("Before hand 1") for row in shown)
    assert "Undone" in run.console and "Misdeal: new cards are dealt" in run.console
    check_heap_lines(run, 1)


def test_make_board_report_reads_the_firmwares_heap_lines_over_the_serial_port(bundled, tmp_path):
    """make board-report against the emulated Pico behind a pseudo-terminal: it restarts
    code.py (Ctrl-C, Ctrl-D), and the firmware's heap lines of a 2-player hand come back."""
    img = bundled.image(tmp_path / "serial.img",
                     settings_text=pico.settings_toml({"DEALER_PLAYERS": 2}))
    keys = " ".join([SETUP, device_paths.hand(2)])
    folder = pico.harness()
    env = dict(os.environ, FIRMWARE=str(folder / instruments.PICO_UF2))
    bridge_py = ROOT / "tools" / "emu" / "ptybridge" / "bridge.py"
    bridge = subprocess.Popen([sys.executable, str(bridge_py),
                               "--cwd", str(pico.HARNESS), "--", "node", "pico_serial.mjs",
                               str(img), keys, "2"], stdout=subprocess.PIPE, text=True, env=env)
    try:
        port = bridge.stdout.readline().strip()
        proc = subprocess.run(["make", "-s", "board-report", "PORT=" + port, "HANDS=1",
                               "TIMEOUT=400"], cwd=ROOT, capture_output=True, text=True,
                              timeout=600)
    finally:
        bridge.terminate()
        bridge.wait(timeout=10)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    assert "board report: CircuitPython %s" % instruments.CIRCUITPYTHON_VERSION in out
    assert re.search(r"start-up: \d+ bytes free after a collection", out), out
    assert re.search(r"after hands: 1: \d+", out), out
    assert "session: 2 players" in out and not CARD.findall(out)


IMPORT_ALL = """\
import gc
import sys
bad = 0
for name in NAMES:
    try:
        __import__(name)
    except Exception as error:   # ImportError for a module switched off, or a failing import
        bad += 1
        print("IMPORT-FAIL", name, type(error).__name__, error)
    gc.collect()
print("IMPORTED", len(NAMES) - bad, "OF", len(NAMES))
for name in NAMES:
    print("FILE", name, getattr(sys.modules.get(name), "__file__", "-"))
from indian_poker import loading
print("LOADING", loading.FROZEN, loading.COMPILED, loading.SOURCES)
"""


def test_every_module_the_firmware_can_import_imports_on_the_appliance(appliance, tmp_path):
    """The freeze kit switched built-in modules off, and a module that needs one fails only
    at run time: on the UF2, every module of ours and of the pinned libraries (frozen) and
    every built-in module the firmware imports is imported; ours come from the firmware's
    flash, never the drive, and indian_poker.loading knows it is frozen."""
    import uf2
    _, _, built_in = bundle.resolve()
    ours = []
    for rel in uf2.stage(tmp_path / "staged"):
        parts = rel[:-3].split("/")
        ours.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    names = sorted(set(built_in)) + sorted(set(ours))
    assert "storage" in names and "keypad" in names
    drive = tmp_path / "drive"
    drive.mkdir()
    (drive / "code.py").write_text("NAMES = %r\n" % names + IMPORT_ALL)
    run = appliance.play(pico.image(drive, tmp_path / "imports.img"), "")
    console = run.console
    assert "IMPORTED %d OF %d" % (len(names), len(names)) in console, console[-3000:]
    files = dict(line.split(" ")[1:3] for line in console.splitlines()
                 if line.startswith("FILE "))
    for name in ours:
        assert files[name].endswith(".py") and not files[name].startswith("/"), (name, files)
    assert "LOADING True False False" in console


PATTERN = """
import board, busio
i2c = busio.I2C(board.GP5, board.GP4, frequency=400000)
%s
for i in range(1024):
    buf[1 + i] = (i * 37 + i // 128) & 0xFF   # every column and page its own byte
%s
"""


def test_the_firmwares_oled_driver_lights_what_adafruit_ssd1306_lights(tmp_path):
    """The emulated Pico's own SSD1306 decoder, after each driver's start-up and one frame:
    dealer.board.oled (page windows) and the real adafruit_ssd1306 (one horizontal frame)
    leave the same RAM, the panel on and not inverted."""
    ok, why = pico.apt_tools()
    if not ok:
        pytest.skip("emulated Pico: " + why)
    import adafruit_framebuf
    import adafruit_ssd1306
    drivers = {
        "ours": (["dealer/board/oled.py"], "from dealer.board.oled import Oled\n"
                 "oled = Oled(i2c)\nbuf = oled.buffer",
                 "for page in range(8):\n    oled.write(page, 0, 127)"),
        "adafruit": ([adafruit_ssd1306.__file__, adafruit_framebuf.__file__],
                     "import adafruit_ssd1306\n"
                     "driver = adafruit_ssd1306.SSD1306_I2C(128, 64, i2c)\nbuf = driver.buffer",
                     "driver.show()"),
    }
    shown = {}
    for name, (files, start, send) in drivers.items():
        drive = tmp_path / name
        (drive / "lib").mkdir(parents=True)
        for source in files:
            source = pathlib.Path(source)
            if not source.is_absolute():
                target = drive / "lib" / source
                target.parent.mkdir(parents=True, exist_ok=True)
                source = ROOT / "firmware" / "lib" / source
            else:
                target = drive / "lib" / source.name
            target.write_bytes(source.read_bytes())
        (drive / "code.py").write_text(PATTERN % (start, send))
        run = pico.play(pico.image(drive, tmp_path / (name + ".img")), "")
        assert "Traceback" not in run.console, run.console
        last = run.raw["snaps"][-1]
        shown[name] = (run.snaps[-1], last["on"], last["invert"])
    assert shown["ours"] == shown["adafruit"]
    assert shown["ours"][1] and not shown["ours"][2]
