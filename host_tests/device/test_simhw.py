"""The emulated board: flash NVM, keypad, pins, clock, settings, and the headless runner."""

import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

import simhw_state  # noqa: E402
from flash_nvm import FlashNvm  # noqa: E402

import simhw  # noqa: E402
from simhw import runner  # noqa: E402
from simhw.settings_toml import Environment, getenv_bytes  # noqa: E402

DEMO = '''
import os
from dealer.board.hardware import Hardware
from dealer.board.keys import MENU as KEY_MENU
from dealer.board.ticks import ticks_diff
hw = Hardware()
app = {"held": [], "players": os.getenv("DEALER_PLAYERS"), "rand": hw.entropy(8)}
hw.display.row(0, "demo")
hw.display.show()
down = {}
while True:
    ev = hw.keys.events.get()
    if ev:
        if ev.pressed:
            down[ev.key_number] = ev.timestamp
        else:
            held = ticks_diff(ev.timestamp, down[ev.key_number])
            app["held"].append((ev.key_number, held))
            hw.display.row(1, "key %d %d" % (ev.key_number, held))
            hw.display.show()
            print("key", ev.key_number)
            if ev.key_number == KEY_MENU and held > 600:
                hw.nvm[0] = (hw.nvm[0] + 1) % 256 if hw.nvm[0] != 255 else 1
                hw.reset()
    hw.feed_watchdog()
    hw.sleep_ms(10)
'''


@pytest.fixture
def demo(tmp_path):
    path = tmp_path / "code.py"
    path.write_text(DEMO)
    return path


# flash NVM -----------------------------------------------------------------

def test_nvm_programs_erased_bytes_without_erasing():
    nvm = FlashNvm()
    nvm[0:4] = b"abcd"
    nvm[4:8] = b"efgh"
    assert (nvm.page_programs, nvm.sector_erases) == (2, 0)
    assert nvm[0:8] == bytearray(b"abcdefgh") and nvm[8] == 0xFF
    nvm[250:262] = b"x" * 12                      # crosses a page boundary: two programs
    assert (nvm.page_programs, nvm.sector_erases) == (4, 0)


def test_nvm_overwrite_erases_the_sector_and_keeps_the_rest():
    nvm = FlashNvm()
    nvm[0:4] = b"abcd"
    nvm[100] = 7
    nvm[0:2] = b"zz"
    assert nvm.sector_erases == 1
    assert nvm[0:4] == bytearray(b"zzcd") and nvm[100] == 7 and nvm[-1] == 0xFF


def test_nvm_rejects_bad_slices():
    nvm = FlashNvm()
    assert len(nvm) == 4096
    with pytest.raises(ValueError):
        nvm[0:4] = b"abc"
    with pytest.raises(IndexError):
        nvm[4096] = 1


def test_nvm_power_cut_during_program_leaves_a_prefix():
    nvm = FlashNvm()
    nvm.cut_power_after(10)                       # the page program reaches byte 10 only
    with pytest.raises(simhw.PowerCut):
        nvm[0:20] = bytes(range(20))
    assert nvm[0:10] == bytearray(range(10)) and nvm[10:20] == bytearray(b"\xff" * 10)


def test_nvm_erase_clears_the_whole_sector_at_once_then_programs_it_back_page_by_page():
    """CircuitPython's erase_and_write_sector: the chip's erase clears all 4 KiB at once;
    until the first program nothing is written; then the buffer goes back from page 0."""
    nvm = FlashNvm()
    nvm[0:4096] = b"\x00" * 4096
    erases = nvm.sector_erases
    nvm.cut_power_after(0)                          # before the erase: nothing changed
    with pytest.raises(simhw.PowerCut):
        nvm[5] = 1
    assert bytes(nvm) == bytes(4096) and nvm.sector_erases == erases
    nvm.cut_power_after(1)                          # after the erase, before any program
    with pytest.raises(simhw.PowerCut):
        nvm[5] = 1
    assert bytes(nvm) == b"\xff" * 4096
    nvm[0:4096] = b"\x00" * 4096
    nvm.cut_power_after(1 + 300)                    # page 0 and 44 bytes of page 1 are back
    with pytest.raises(simhw.PowerCut):
        nvm[5] = 1
    assert bytes(nvm) == bytes(5) + b"\x01" + bytes(294) + b"\xff" * (4096 - 300)


def test_nvm_power_cut_inside_a_byte_leaves_some_of_its_bits_programmed_bit_7_first():
    """A byte torn while it is programmed still has some 0 bits at 1: a "D" (0x44)
    record kind can read as an "E" (0x45)."""
    torn = []
    for bits in range(1, 6):
        nvm = FlashNvm()
        nvm.cut_power_after(0, bits)
        with pytest.raises(simhw.PowerCut):
            nvm[0:2] = b"\x44\x00"
        torn.append(nvm[0])
        assert nvm[1] == 0xFF
    assert torn == [0x7F, 0x5F, 0x4F, 0x47, 0x45]
    nvm = FlashNvm()
    nvm.cut_power_after(0, 6)                       # 0x44 has six 0 bits: the byte is
    with pytest.raises(simhw.PowerCut):             # whole, the cut falls after it
        nvm[0:2] = b"\x44\x00"
    assert (nvm[0], nvm[1]) == (0x44, 0xFF)


def test_nvm_file_backing_persists(tmp_path):
    path = tmp_path / "nvm.bin"
    FlashNvm(path=str(path))[0:3] = b"abc"
    assert FlashNvm(path=str(path))[0:3] == bytearray(b"abc")


# pins, bus, keypad, clock -------------------------------------------------

def test_pins_are_checked_like_the_rp2040():
    import board
    import busio
    import keypad
    simhw_state.reset_board()
    with pytest.raises(ValueError):
        busio.I2C(board.GP4, board.GP5)           # SCL/SDA swapped
    with pytest.raises(RuntimeError):
        busio.I2C(board.GP1, board.GP0)           # nothing wired there: no pull-ups
    with pytest.raises(AttributeError):
        _ = board.GP29
    i2c = busio.I2C(board.GP5, board.GP4, frequency=400000)
    with pytest.raises(ValueError):
        keypad.Keys((board.GP4,), value_when_pressed=False)   # GP4 in use
    # nothing at 0x3D: as CircuitPython 10.2.1 answered on the emulated Pico
    assert i2c.try_lock()
    with pytest.raises(OSError) as probe:
        i2c.writeto(0x3D, b"")              # the zero-length probe, bit-banged
    assert probe.value.args == (-19,)
    with pytest.raises(OSError) as read:
        i2c.readfrom_into(0x3D, bytearray(1))
    assert read.value.args == (19,)
    i2c.unlock()
    i2c.deinit()
    keypad.Keys((board.GP4,), value_when_pressed=False)


def test_keypad_queue_overflows_and_copies_events():
    import board
    import keypad
    simhw_state.reset_board()
    keys = keypad.Keys((board.GP10,), value_when_pressed=False, pull=True, max_events=2)
    for pressed in (True, False, True):
        keys.events.push(0, pressed, 5)
    assert keys.events.overflowed and len(keys.events) == 2
    ev = keypad.Event()
    assert keys.events.get_into(ev) and ev.pressed and ev.timestamp == 5
    assert keys.events.get() == keypad.Event(0, False)
    assert keys.events.get() is None


def test_ticks_wrap_a_minute_after_boot_and_ticks_diff_copes():
    import supervisor

    from dealer.board.ticks import ticks_diff
    state = simhw_state.reset_board()
    before = supervisor.ticks_ms()
    state.clock.advance_us(61 * 1000000)
    after = supervisor.ticks_ms()
    assert after < before                         # wrapped at 2**29
    assert ticks_diff(after, before) == 61000


# settings.toml as os.getenv sees it ---------------------------------------

def test_getenv_reads_circuitpython_settings_subset(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('A = 7 # seven\nB = "x\\u0041\\n" \nC = "♠"\nBAD = yes\n[t]\nD = 1\n')
    env = Environment(path, {"A": 9, "E": None})
    assert env.getenv("A") == "9" and env.getenv("B") == "xA\n" and env.getenv("C") == "♠"
    assert env.getenv("D") is None and env.getenv("E", "dflt") == "dflt"
    assert Environment(path).getenv("A") == "7"
    assert env.getenv("BAD") == "yes"      # CircuitPython 10.2.1 gives unquoted text as is


def test_getenv_matches_what_circuitpython_10_2_1_returned_on_the_emulated_pico(tmp_path):
    """Each value below was read with os.getenv on CircuitPython 10.2.1 (emulated Pico)."""
    path = tmp_path / "settings.toml"
    path.write_text('U = "abc\nS = \'single\'\nC = 4 # four\nQ = "x" # c\nT = true\n'
                    'F = 1.5\nW =    "  padded  "   \nJ = "x" y\nE =\nN = 1_000\nP = +5\n'
                    'H = 0x10\nD = 1\nD = 2\n  I = 3\n[section]\nAFTER = 9\n')
    env = Environment(path)
    seen = {key: env.getenv(key) for key in "U S C Q T F W J E N P H D I AFTER".split()}
    assert seen == {"U": None, "S": "'single'", "C": "4", "Q": "x", "T": "true", "F": "1.5",
                    "W": "  padded  ", "J": None, "E": None, "N": "1_000", "P": "+5",
                    "H": "0x10", "D": "1", "I": "3", "AFTER": None}
    assert getenv_bytes(b'U = "unterminated\n', "U") is None
    assert env.getenv("U", "dflt") == "dflt"


# the runner ---------------------------------------------------------------

def test_headless_run_times_presses_and_ends_when_idle(demo):
    result = runner.run_headless("a s D f", seed=1, players=7, code_path=demo)
    assert result.app["held"] == [(0, 100), (1, 100), (2, 1000), (3, 100)]
    assert result.app["players"] == "7"
    assert result.i2c_frequency == 400000
    assert result.key_presses == 4 and result.final[:2] == ["demo", "key 3 100"]
    assert len(result.screens) == 5
    assert result.console.split() == ["key", "0", "key", "1", "key", "2", "key", "3"]
    # 4 presses of 100/100/1000/100 ms, 200 ms apart, then 2 s idle
    assert 4 * 200 + 1300 + 2000 <= result.virtual_ms <= 4 * 200 + 1300 + 2200


def test_seed_makes_entropy_deterministic(demo):
    one = runner.run_headless("", seed=1, code_path=demo).app["rand"]
    assert runner.run_headless("", seed=1, code_path=demo).app["rand"] == one
    assert runner.run_headless("", seed=2, code_path=demo).app["rand"] != one


def test_reset_restarts_code_py_and_nvm_file_resumes(demo, tmp_path):
    nvm = tmp_path / "nvm.bin"
    first = runner.run_headless("F", nvm=nvm, code_path=demo)
    assert first.resets == 1 and bytes(first.nvm)[0] == 1
    second = runner.run_headless("F", nvm=nvm, code_path=demo)
    assert bytes(second.nvm)[0] == 2 and second.nvm.sector_erases == 1


def test_frames_are_the_decoded_pixels(demo):
    result = runner.run_headless("a", code_path=demo, frames=True)
    assert len(result.frames) == len(result.screens) == 2
    assert sum(result.frames[0]) > 0 and result.frames[0] != result.frames[1]


def test_missing_code_py_is_reported(tmp_path):
    with pytest.raises(runner.AppNotReady):
        runner.run_headless("a", code_path=tmp_path / "code.py")


def test_blinka_never_stands_in():
    import board
    import microcontroller
    assert pathlib.Path(board.__file__).parent == simhw.CIRCUITPY
    assert pathlib.Path(microcontroller.__file__).parent == simhw.CIRCUITPY


def test_command_line_prints_the_final_screen(tmp_path):
    if not runner.CODE_PY.exists():
        pytest.skip("the device app is not in firmware/ yet")
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "sim.py"), "--headless",
                           "--seed", "3", "--keys", "d", "--every", "--png", str(tmp_path)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0] == "-- screen 0" and "-- final" in lines
    final = lines[lines.index("-- final") + 1:]
    assert len(final) == 8
    screens = sum(1 for line in lines if line.startswith("-- screen "))
    pngs = sorted(tmp_path.glob("screen-*.png"))
    assert len(pngs) == screens and pngs[0].read_bytes().startswith(b"\x89PNG")


def test_command_line_rejects_unknown_keys():
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "sim.py"), "--headless",
                           "--keys", "a x"], capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "unknown key 'x'" in proc.stderr


def test_firmware_runs_on_micropython_with_the_emulated_board():
    if not runner.CODE_PY.exists():
        pytest.skip("the device app is not in firmware/ yet")
    from simhw.mpvm import FirmwareVM, parse_figures
    vm = FirmwareVM("d d d d s", seed=1, settings={"DEALER_PLAYERS": 3})
    try:
        rc, out, err = vm.run(1024 * 1024)
    finally:
        vm.close()
    assert rc == 0, err
    figures = parse_figures(out)
    assert figures["key_presses"] == 5 and len(figures["rows"]) == 8
    cpython = runner.run_headless("d d d d s", seed=1, players=3)
    assert figures["rows"][0] == cpython.final[0]


def test_power_cut_ends_the_run_and_keeps_the_flash_state(demo):
    # the long MENU press makes the demo write byte 0: the cut comes before it is programmed
    result = runner.run_headless("F", code_path=demo, power_cut_after=0)
    assert result.power_cut and result.resets == 0
    assert bytes(result.nvm)[0] == 0xFF
    resumed = runner.run_headless("F", code_path=demo, nvm=result.nvm)
    assert bytes(resumed.nvm)[0] == 1


def test_whole_session_panel_always_matches_the_display_buffer():
    if not runner.CODE_PY.exists():
        pytest.skip("the device app is not in firmware/ yet")
    from bench import firmware as bench_firmware
    mismatches = []

    def check(display, oled):
        if oled.gddram != display._buf[1:]:
            mismatches.append(display.text_rows())

    script = __import__("sim_keys").ScriptedKeys(bench_firmware.session_keys(4))
    result = runner.run(script, seed=5, players=4, on_show=check)
    assert result.key_presses == bench_firmware.presses(bench_firmware.session_keys(4))
    assert len(result.screens) > 40 and not mismatches
    assert result.i2c_bytes_per_press() < 1037      # less than a full frame per press


WATCHDOG_DEMO = '''
from dealer.board.hardware import Hardware
hw = Hardware()
app = {"boots": 0}
hw.enable_watchdog(1.0)
hw.display.row(0, "up")
hw.display.show()
while True:
    ev = hw.keys.events.get()
    if ev and ev.pressed:
        hw.sleep_ms(1500)          # a hang longer than the watchdog's timeout
    hw.feed_watchdog()
    hw.sleep_ms(10)
'''


def test_watchdog_resets_a_hung_board_and_stays_quiet_when_fed(tmp_path):
    path = tmp_path / "code.py"
    path.write_text(WATCHDOG_DEMO)
    assert runner.run_headless("", code_path=path).resets == 0
    assert runner.run_headless("a", code_path=path).resets == 1


def test_watchdog_raise_mode_and_limits():
    import microcontroller
    import watchdog
    state = simhw_state.reset_board()
    dog = microcontroller.watchdog
    with pytest.raises(ValueError):
        dog.timeout = 9
    dog.timeout = 0.5
    dog.mode = watchdog.WatchDogMode.RAISE
    state.clock.advance_us(400000)
    dog.feed()
    state.clock.advance_us(400000)
    with pytest.raises(watchdog.WatchDogTimeout):
        state.clock.advance_us(200000)
    dog.deinit()
    state.clock.advance_us(10 ** 7)
