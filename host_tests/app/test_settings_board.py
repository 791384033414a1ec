"""settings.toml read on CircuitPython 10.2.1 in the emulated Pico and in the simulator:
the same values from os.getenv, the same Settings and the same warnings (#26 items 8, 10).

CPython takes "٣" and "１００" for numbers, strips Unicode spaces and upper-cases "ﬀ" to
"FF"; CircuitPython does none of that, and its os.getenv has its own rules for strings
and escapes. The firmware's reader uses ASCII only and the simulator's os.getenv follows
CircuitPython's settings.c, so a settings.toml reads the same on both.
"""


import instruments  # noqa: E402
import pytest

from dealer.settings_toml import read_settings  # noqa: E402

SETTINGS = "\n".join([
    "DEALER_PLAYERS = \u0663",                    # an Arabic-Indic three
    "DEALER_STACK = \uff11\uff10\uff10",          # fullwidth 100
    "DEALER_ANTE = 1_0",
    'DEALER_VARIANT = "stud',                      # a quote left open
    'DEALER_MODE = "tracker" x',                   # something after the string
    'DEALER_NAMES = "\u0131vy,\ufb00,Ann,bo\u00a0b"',   # dotless i, ff ligature, NBSP
    "DEALER_BET = # nothing but a comment",
    'DEALER_HANDS = "1\\u+032"',                    # strtoul takes the sign
    'DEALER_TIEBREAK = "\\q"',                      # an escape that is itself
    "DEALER_SLEEP_MINUTES = 5\t\x0b",              # a vertical tab stays
    "DEALER_LEARN = \uff2f\uff2e",                 # fullwidth ON
    "DEALER_PLAYERZ = 3",                          # no such setting
    'DEALER_CHIP_VALUE = "1 chip = \u0660.\u0661\u0660 EUR"',
    "DEALER_ODD_CHIP =",
    "  DEALER_PAIRS = 1",
    "DEALER_PAIRS = 0",
    "[table]",
    "DEALER_DEALER_PLAYS = 0",
]) + "\n"

KEYS = ("DEALER_PLAYERS DEALER_STACK DEALER_ANTE DEALER_VARIANT DEALER_MODE DEALER_NAMES "
        "DEALER_BET DEALER_HANDS DEALER_TIEBREAK DEALER_SLEEP_MINUTES DEALER_LEARN "
        "DEALER_PLAYERZ DEALER_CHIP_VALUE DEALER_ODD_CHIP DEALER_PAIRS DEALER_DEALER_PLAYS "
        "DEALER_STRUCTURE").split()

CODE = """
import os
from dealer.settings_toml import read_settings

def esc(value):
    if value is None:
        return None
    return "".join(c if 32 <= ord(c) < 127 and c != "\\\\" else "\\\\u%%04x" %% ord(c)
                   for c in value)

KEYS = %r
print("ENV " + repr([esc(os.getenv(key)) for key in KEYS]))
s = read_settings(os.getenv, "/settings.toml")
print("SETTINGS " + repr([sorted(s.rules.items()), s.names, s.tracker, s.learn,
                          s.sleep_minutes, sorted(s.pins.items()),
                          None if s.chip_value is None else s.chip_value.text(),
                          [esc(w) for w in s.warnings]]))
print("DONE")
"""


def _esc(value):
    if value is None:
        return None
    return "".join(c if 32 <= ord(c) < 127 and c != "\\" else "\\u%04x" % ord(c)
                   for c in value)


def _on_the_simulator(path):
    from simhw.settings_toml import Environment
    env = Environment(path)
    s = read_settings(env.getenv, str(path))
    return ([_esc(env.getenv(key)) for key in KEYS],
            [sorted(s.rules.items()), s.names, s.tracker, s.learn, s.sleep_minutes,
             sorted(s.pins.items()), None if s.chip_value is None else s.chip_value.text(),
             [_esc(w) for w in s.warnings]])


def test_the_simulator_reads_settings_toml_as_the_board_does(tmp_path):
    folder, why = instruments.emulated_pico(fat_tools=False)
    if folder is None:
        pytest.skip(why)
    import pico
    ok, why = pico.apt_tools()
    if not ok:
        pytest.skip(why)
    import ast

    import bundle
    path = tmp_path / "settings.toml"
    path.write_text(SETTINGS, encoding="utf-8")
    env, settings = _on_the_simulator(path)
    bundle.build(tmp_path / "b")                     # .py sources: no mpy-cross needed
    drive = tmp_path / "b" / "CIRCUITPY"
    (drive / "code.py").write_text(CODE % (KEYS,), encoding="utf-8")
    run = pico.play(pico.image(drive, tmp_path / "s.img", settings_text=SETTINGS), "")
    lines = {line.split(" ", 1)[0]: line.split(" ", 1)[1] for line in
             run.console.replace("\x1b\\", "\n").splitlines() if line.startswith(("ENV ",
                                                                                  "SETTINGS "))}
    assert "ENV" in lines and "SETTINGS" in lines, run.console[-2000:]
    board_env = ast.literal_eval(lines["ENV"])
    board = ast.literal_eval(lines["SETTINGS"])
    assert dict(zip(KEYS, board_env, strict=True)) == dict(zip(KEYS, env, strict=True))
    names = ("rules", "names", "tracker", "learn", "sleep", "pins", "chip value", "warnings")
    assert dict(zip(names, _tuples(board), strict=True)) == \
        dict(zip(names, _tuples(settings), strict=True))
    warnings = settings[-1]
    assert "PLAYERS=\\u0663 is not a number: using 4" in warnings
    assert any(w.startswith("VARIANT in settings.toml has no value that can be read")
               for w in warnings)
    assert "DEALER_PLAYERZ in settings.toml is not a setting of the dealer: ignored" in warnings


def _tuples(value):
    """Lists as tuples, all the way down (ast gives tuples where repr wrote them)."""
    if isinstance(value, (list, tuple)):
        return tuple(_tuples(v) for v in value)
    return value


def test_a_missing_closing_quote_is_said_not_ignored(tmp_path):
    """#26 item 8: os.getenv gives nothing for `DEALER_VARIANT = "stud` (a quote left
    open), as for a key that is not there: the file says which, and the player is told."""
    from simhw.settings_toml import Environment
    path = tmp_path / "settings.toml"
    path.write_text('DEALER_VARIANT = "stud\nDEALER_PLAYERS = 5\n', encoding="utf-8")
    env = Environment(path)
    assert env.getenv("DEALER_VARIANT") is None
    s = read_settings(env.getenv, str(path))
    assert s.warnings == ["VARIANT in settings.toml has no value that can be read (check its "
                          "quotes): using the default"]
    assert s.make_rules().players == 5


def test_unicode_digits_are_not_numbers_anywhere():
    """#26 item 10: CircuitPython's int() takes ASCII digits only; so does the reader."""
    for text in ("\u0663", "\uff14", "4\u00a0", "\u2074"):
        s = read_settings({"DEALER_PLAYERS": text}.get)
        assert s.warnings == ["PLAYERS=%s is not a number: using 4" % text.strip(" ")], text
    s = read_settings({"DEALER_NAMES": "\u0131vy,\ufb00"}.get)
    assert s.names[:2] == ["ANN", "BOB"] and len(s.warnings) == 2

