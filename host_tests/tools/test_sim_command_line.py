"""The simulator's command line and the stand-ins' refusals: each bad input gets one clear
line (never a traceback), and the board's own behaviour where the board has one."""

import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

import sim_keys  # noqa: E402
import simhw_state  # noqa: E402

from simhw import runner  # noqa: E402

SIM = [sys.executable, str(ROOT / "tools" / "sim.py"), "--headless"]


def sim(*args):
    """tools/sim.py --headless with `args`: (return code, stdout, stderr)."""
    proc = subprocess.run(SIM + list(args), capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def one_line_refusal(code, err, words):
    """Refused with a non-zero code and one line that says `words`, no traceback."""
    assert code != 0
    assert "Traceback" not in err, err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and words in lines[0], err


def test_keypad_refuses_duplicate_pins_first_as_circuitpython_10_2_1_does():
    """Measured on the emulated Pico: `TypeError: row_pins contains duplicate pins`, and no
    pin is claimed, so a second try with other pins can have them."""
    import board
    import keypad
    simhw_state.reset_board()
    with pytest.raises(TypeError, match="row_pins contains duplicate pins"):
        keypad.Keys((board.GP10, board.GP11, board.GP11), value_when_pressed=False)
    keypad.Keys((board.GP10, board.GP11, board.GP12, board.GP13), value_when_pressed=False)


def test_pins_named_twice_in_settings_toml_get_a_message_and_the_default_pins(tmp_path):
    """Once a crash at boot in the simulator (the stand-in claimed pins one by one) and a
    traceback on the emulated Pico (the TypeError was not caught): now both say which pin."""
    path = tmp_path / "settings.toml"
    path.write_text('DEALER_KEYS = "GP10,GP11,GP11,GP13"\nDEALER_LANGUAGE = "en"\n',
                    encoding="utf-8")
    result = runner.run(sim_keys.ScriptedKeys("d d"), settings_path=path, raise_errors=False)
    assert result.error is None, result.error
    first = " ".join(" ".join(rows) for rows in result.screens[:1])
    assert "GP11 is named twice" in first and "default pins" in first, first
    assert result.final[0] == "Names", result.final   # OK, then NEXT: the setup goes on


def test_the_same_pin_under_two_names_is_named_twice_too(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('DEALER_SDA = "GP10"\n', encoding="utf-8")
    result = runner.run(sim_keys.ScriptedKeys(""), settings_path=path, raise_errors=False)
    assert result.error is None, result.error
    text = " ".join(result.screens[0])
    assert "GP10 and GP10 are" not in text
    assert "GP10 is named twice" in text, text


def test_nvm_in_a_folder_that_does_not_exist_is_one_line_before_the_session(tmp_path):
    """Once the crash screen at the first save."""
    code, out, err = sim("--keys", "d d d d s", "--nvm", str(tmp_path / "nowhere" / "x.bin"))
    one_line_refusal(code, err, "cannot write")


def test_an_empty_nvm_file_is_refused_and_left_as_it_is(tmp_path):
    """docs/simulator.md: a file that is not 4096 bytes is refused; a 0-byte one was taken
    as a blank device."""
    path = tmp_path / "empty.bin"
    path.write_bytes(b"")
    code, out, err = sim("--keys", "d", "--nvm", str(path))
    one_line_refusal(code, err, "is 0 bytes, not the 4096")
    assert path.read_bytes() == b""


def test_a_new_nvm_file_is_a_blank_device_and_resumes(tmp_path):
    path = tmp_path / "new.bin"
    code, out, err = sim("--seed", "1", "--keys", "d d d d s", "--nvm", str(path))
    assert code == 0, err
    assert path.stat().st_size == 4096
    code, out, err = sim("--keys", "", "--nvm", str(path))
    assert code == 0 and "Resume session?" in out, (out, err)


def test_a_settings_toml_that_is_not_utf8_is_one_line(tmp_path, monkeypatch, capsys):
    path = tmp_path / "settings.toml"
    path.write_bytes(b'DEALER_PLAYERS = 4\nDEALER_NAMES = "Ren\xe9e,BOB"\n')
    with pytest.raises(ValueError, match="is not UTF-8 text .byte 0xE9 on line 2."):
        runner.run(sim_keys.ScriptedKeys(""), settings_path=path)
    import sim
    monkeypatch.setattr(runner, "SETTINGS", path)
    with pytest.raises(SystemExit) as done:
        sim.main(["--headless", "--keys", ""])
    assert "not UTF-8 text" in str(done.value) and "\n" not in str(done.value)


def test_set_gives_any_settings_toml_option_for_the_run():
    """--set KEY=VALUE, repeatable, read as settings.toml's text after `=` is."""
    code, out, err = sim("--seed", "3", "--players", "7", "--set", "DEALER_VARIANT=stud",
                         "--set", "DEALER_STACK=10000", "--set", 'DEALER_NAMES="ZED,YAN"',
                         "--keys", "d d d d s . S")
    assert code == 0, err
    rows = out.splitlines()
    assert rows[0].startswith("YAN 9999 "), rows   # the second seat speaks first
    assert any("stud" in row for row in rows), rows


def test_set_without_an_equals_sign_is_refused_in_one_line():
    code, out, err = sim("--set", "DEALER_STACK", "--keys", "")
    assert code != 0 and "--set DEALER_STACK: give KEY=VALUE" in err, err
