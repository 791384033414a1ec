"""boot.py: soft key A held at power-up makes the drive writable by code, else as shipped."""

import pathlib
import runpy
import sys
import types

import pytest

BOOT_PY = pathlib.Path(__file__).resolve().parents[2] / "firmware" / "boot.py"


class _Pin:
    def __init__(self, name):
        self.name = name


class _Key:
    """A button to GND: reads low while held, high through the pull-up otherwise."""

    held = set()
    claimed = []

    def __init__(self, pin):
        self.pin = pin
        self.value = None
        _Key.claimed.append(pin.name)

    def switch_to_input(self, pull=None):
        assert pull == "UP", "a button to GND needs the pull-up"
        self.value = self.pin.name not in _Key.held

    def deinit(self):
        _Key.claimed.remove(self.pin.name)


def _run_boot(monkeypatch, held, keys=None):
    board = types.ModuleType("board")
    for n in range(29):
        setattr(board, "GP%d" % n, _Pin("GP%d" % n))
    digitalio = types.ModuleType("digitalio")
    digitalio.DigitalInOut = _Key
    digitalio.Pull = types.SimpleNamespace(UP="UP", DOWN="DOWN")
    storage = types.ModuleType("storage")
    remounts = []
    storage.remount = lambda path, readonly=False, **kw: remounts.append((path, readonly))
    for name, module in (("board", board), ("digitalio", digitalio), ("storage", storage)):
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setattr("os.getenv", lambda key, default=None: keys if key == "DEALER_KEYS"
                        else default)
    _Key.held = set(held)
    runpy.run_path(str(BOOT_PY), run_name="__main__")
    assert _Key.claimed == [], "boot.py must release the pin for keypad in code.py"
    return remounts


def test_key_a_held_makes_the_drive_writable_by_code(monkeypatch, capsys):
    assert _run_boot(monkeypatch, held={"GP10"}) == [("/", False)]
    assert "writable by code" in capsys.readouterr().out


@pytest.mark.parametrize("held", [set(), {"GP11"}, {"GP13"}])
def test_otherwise_the_drive_stays_as_circuitpython_ships_it(monkeypatch, capsys, held):
    assert _run_boot(monkeypatch, held=held) == []
    assert "writable by the computer" in capsys.readouterr().out


def test_key_a_follows_the_pins_in_settings(monkeypatch):
    assert _run_boot(monkeypatch, held={"GP2"}, keys="GP2,GP3,GP4,GP5") == [("/", False)]
    assert _run_boot(monkeypatch, held={"GP10"}, keys="GP2,GP3,GP4,GP5") == []


def test_the_app_says_when_the_drive_is_writable_by_code(monkeypatch):
    from simhw.runner import run_headless
    storage = types.ModuleType("storage")
    storage.getmount = lambda path: types.SimpleNamespace(readonly=False)
    monkeypatch.setitem(sys.modules, "storage", storage)
    result = run_headless("", seed=1)
    assert any("Drive: the device may" in " ".join(rows) for rows in result.screens)
    monkeypatch.delitem(sys.modules, "storage")
    result = run_headless("", seed=1)
    assert not any("Drive:" in " ".join(rows) for rows in result.screens)
