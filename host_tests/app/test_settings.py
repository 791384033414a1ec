"""settings.toml values: strings (CircuitPython 10.2+) or ints (older), with clear fallbacks."""

import pathlib
import tomllib

import pytest

from dealer.settings import DEFAULT_NAMES
from dealer.settings_toml import read_settings
from indian_poker import FIRST, LAST_STANDING, NO_LIMIT, SUITS, TWO_CARD, UNTIL_BUST

SETTINGS_TOML = pathlib.Path(__file__).resolve().parents[2] / "firmware" / "settings.toml"


def getenv_from(values):
    """A getenv over `values` that also counts how often each key is read."""
    reads = {}

    def getenv(key):
        reads[key] = reads.get(key, 0) + 1
        return values.get(key)
    getenv.reads = reads
    return getenv


def test_no_settings_gives_the_standard_profile():
    s = read_settings(getenv_from({}))
    assert s.warnings == []
    rules = s.make_rules()
    assert (rules.players, rules.stack, rules.ante, rules.bet) == (4, 100, 1, 1)
    assert s.names == list(DEFAULT_NAMES)
    assert not s.tracker
    assert s.pins == {"SDA": "GP4", "SCL": "GP5", "KEYS": "GP10,GP11,GP12,GP13"}


@pytest.mark.parametrize("as_text", [True, False])
def test_strings_and_ints_read_the_same(as_text):
    values = {"DEALER_PLAYERS": 6, "DEALER_STACK": 200, "DEALER_ANTE": 2, "DEALER_HANDS": 12,
              "DEALER_DEALER_PLAYS": 1}
    if as_text:
        values = {k: str(v) for k, v in values.items()}
    values.update({"DEALER_MODE": "tracker", "DEALER_TIEBREAK": "suits",
                   "DEALER_ODD_CHIP": "first"})
    s = read_settings(getenv_from(values))
    assert s.warnings == []
    rules = s.make_rules()
    assert (rules.players, rules.stack, rules.ante, rules.hands) == (6, 200, 2, 12)
    assert (rules.tiebreak, rules.odd_chip, rules.dealer_plays) == (SUITS, FIRST, True)
    assert s.tracker


def test_each_key_is_read_once():
    getenv = getenv_from({"DEALER_PLAYERS": "5"})
    read_settings(getenv)
    assert getenv.reads and max(getenv.reads.values()) == 1


def test_not_a_number_says_so_and_uses_the_default():
    s = read_settings(getenv_from({"DEALER_ANTE": "abc", "DEALER_PLAYERS": "3"}))
    assert s.warnings == ["ANTE=abc is not a number: using 1"]
    assert s.make_rules().ante == 1
    assert s.make_rules().players == 3


def test_out_of_range_names_the_field_and_falls_back():
    s = read_settings(getenv_from({"DEALER_PLAYERS": "11", "DEALER_ANTE": 500}))
    assert len(s.warnings) == 2
    assert s.warnings[0].startswith("PLAYERS must be") and s.warnings[0].endswith("using 4")
    assert s.warnings[1].startswith("ANTE must be") and s.warnings[1].endswith("using 1")
    assert s.make_rules().players == 4


def test_a_stack_out_of_range_falls_back():
    s = read_settings(getenv_from({"DEALER_STACK": "0"}))
    assert len(s.warnings) == 1 and s.warnings[0].startswith("STACK must be")
    assert s.warnings[0].endswith("using 100")
    assert s.make_rules().stack == 100


def test_a_big_stack_allows_many_hands():
    s = read_settings(getenv_from({"DEALER_STACK": "1000", "DEALER_HANDS": "200"}))
    assert s.warnings == []
    assert s.make_rules().hands == 200


def test_bad_words_and_pins_fall_back():
    s = read_settings(getenv_from({
        "DEALER_MODE": "deck", "DEALER_TIEBREAK": "colour", "DEALER_ODD_CHIP": 3,
        "DEALER_DEALER_PLAYS": "maybe", "DEALER_SDA": "4", "DEALER_KEYS": "GP10,GP11"}))
    assert s.warnings == [
        "MODE=deck is not pass or tracker: using pass",
        "TIEBREAK=colour is not split or suits: using split",
        "ODD_CHIP=3 is not ledger or first: using ledger",
        "DEALER_PLAYS=maybe is not 1 or 0: using 1",
        "SDA=4 is not a pin like GP4: using GP4",
        "KEYS=GP10,GP11 is not 4 pins like GP10: using GP10,GP11,GP12,GP13",
    ]
    assert not s.tracker
    assert s.pins["SDA"] == "GP4"


def test_names_are_upper_cased_checked_and_completed():
    s = read_settings(getenv_from({"DEALER_NAMES": "zoe, max,TOOLONG,,ZOE,ann"}))
    assert s.names[:6] == ["ZOE", "MAX", "TOO", "DAN", "EVE", "ANN"]
    assert len(set(s.names)) == 10
    assert s.warnings == ["NAMES: ZOE twice: using EVE"]


def test_long_names_are_cut_to_three_letters_not_replaced():
    """"Alice" is ALI at the table, not ANN; a cut that repeats a name is told once."""
    s = read_settings(getenv_from({"DEALER_NAMES": "Alice,Bob,Carol,Carla,Jo-Anne"}))
    assert s.names[:5] == ["ALI", "BOB", "CAR", "DAN", "JOA"]
    assert s.warnings == ["NAMES: CAR twice: using DAN"]


def test_messages_never_hold_a_word_longer_than_a_row():
    """Each value quoted is cut to fit its row, so the screen never breaks a word."""
    s = read_settings(getenv_from({"DEALER_SLEEP_MINUTES": "forever-and-ever",
                                   "DEALER_VARIANT": "texasholdemnolimit",
                                   "DEALER_HANDS": "a-hundred-and-one",
                                   "DEALER_KEYS": "GP10,GP11,GP12,GP13,GP14,GP15"}))
    assert len(s.warnings) == 4
    for text in s.warnings:
        assert max(len(word) for word in text.split()) <= 21, text
    hands = [text for text in s.warnings if text.startswith("HANDS=")][0]
    assert "bust" in hands and "last" in hands


def test_the_shipped_settings_file_is_clean():
    """firmware/settings.toml parses as TOML and every value in it is accepted."""
    values = tomllib.loads(SETTINGS_TOML.read_text())
    assert all(k.startswith("DEALER_") for k in values)
    for as_text in (False, True):
        env = {k: (str(v) if as_text else v) for k, v in values.items()}
        s = read_settings(getenv_from(env))
        assert s.warnings == []
        s.make_rules()


def test_a_value_circuitpython_cannot_parse_is_reported():
    """os.getenv raises ValueError for `DEALER_ANTE = abc` (no quotes): warn, keep defaults."""
    def getenv(key):
        if key == "DEALER_ANTE":
            raise ValueError("invalid syntax")
        return None
    s = read_settings(getenv)
    assert s.warnings == ["ANTE in settings.toml cannot be read: put text in quotes"]
    assert s.make_rules().ante == 1


def test_O_DEALER_SITS_OUT_a_dealer_who_sits_out_is_accepted():
    """In tracker mode without a word; in pass-around, where the setup keeps the dealer
    in (the device deals), it is said rather than ignored (#26 item 8)."""
    for word in ("0", "no", "off", 0):
        s = read_settings(getenv_from({"DEALER_DEALER_PLAYS": word, "DEALER_MODE": "tracker"}))
        assert s.warnings == []
        assert s.make_rules().dealer_plays is False
        s = read_settings(getenv_from({"DEALER_DEALER_PLAYS": word}))
        assert s.warnings == ["DEALER_PLAYS=0: a dealer sits out in tracker mode only "
                              "(MODE=tracker)"]
        assert s.make_rules().dealer_plays is False
    s = read_settings(getenv_from({"DEALER_DEALER_PLAYS": "yes"}))
    assert s.warnings == [] and s.make_rules().dealer_plays is True


def test_structure_and_until_bust_words():
    s = read_settings(getenv_from({"DEALER_STRUCTURE": "nolimit", "DEALER_HANDS": "bust"}))
    assert s.warnings == []
    rules = s.make_rules()
    assert (rules.structure, rules.hands) == (NO_LIMIT, UNTIL_BUST)
    s = read_settings(getenv_from({"DEALER_STRUCTURE": "spread"}))
    assert s.warnings == ["STRUCTURE=spread is not fixed or pot or nolimit: using fixed"]


def test_O_LENGTH_words_bust_and_last():
    """DEALER_HANDS: "bust" (R-BUST ends it) or "last" (last standing), or 0 to 250."""
    s = read_settings(getenv_from({"DEALER_HANDS": "last"}))
    assert s.warnings == [] and s.make_rules().hands == LAST_STANDING
    s = read_settings(getenv_from({"DEALER_HANDS": "Bust"}))
    assert s.warnings == [] and s.make_rules().hands == UNTIL_BUST
    for bad in ("-1", "251", "forever"):
        s = read_settings(getenv_from({"DEALER_HANDS": bad}))
        assert s.warnings == ["HANDS=%s is not 0 to 250, bust or last: using 0" % bad]
        assert s.make_rules().hands == 0


def test_O_PAIRS_from_settings_only_in_a_game_with_pairs():
    s = read_settings(getenv_from({"DEALER_VARIANT": "twocard", "DEALER_PAIRS": "1"}))
    assert s.warnings == []
    assert (s.make_rules().variant, s.make_rules().pairs) == (TWO_CARD, True)
    s = read_settings(getenv_from({"DEALER_PAIRS": "yes"}))
    assert s.warnings == ["PAIRS: only the two-card and community games have pairs: using 0"]
    assert s.make_rules().pairs is False
    s = read_settings(getenv_from({"DEALER_VARIANT": "community", "DEALER_PAIRS": "maybe"}))
    assert s.warnings == ["PAIRS=maybe is not 1 or 0: using 0"]
    assert read_settings(getenv_from({"DEALER_PAIRS": "0"})).warnings == []


def test_the_shipped_settings_toml_names_every_option():
    """Every option is settable in settings.toml: the file shows each key."""
    keys = set(tomllib.loads(SETTINGS_TOML.read_text()))
    assert {"DEALER_PAIRS", "DEALER_HANDS", "DEALER_BET", "DEALER_RAISE_CAP",
            "DEALER_TIEBREAK", "DEALER_ODD_CHIP", "DEALER_STRUCTURE", "DEALER_VARIANT",
            "DEALER_DEALER_PLAYS", "DEALER_STACK", "DEALER_ANTE"} <= keys


VM_SCRIPT = """
from dealer.settings_toml import read_settings
CASES = [{}, {"DEALER_PLAYERS": 6, "DEALER_ANTE": "2", "DEALER_MODE": "tracker"},
         {"DEALER_ANTE": "abc", "DEALER_PLAYERS": "12", "DEALER_NAMES": "zoe,TOOLONG,zoe"},
         {"DEALER_STACK": 0, "DEALER_HANDS": "bust", "DEALER_KEYS": "GP1,GP2",
          "DEALER_DEALER_PLAYS": "0", "DEALER_STRUCTURE": "pot"},
         {"DEALER_HANDS": "last", "DEALER_VARIANT": "community", "DEALER_PAIRS": "1"},
         {"DEALER_HANDS": "-4", "DEALER_PAIRS": "on"}]
for values in CASES:
    s = read_settings(values.get)
    r = s.make_rules()
    print(r.players, r.stack, r.ante, r.hands, r.structure, r.dealer_plays, r.pairs, s.tracker,
          ",".join(s.names),
          s.pins["KEYS"], "|".join(s.warnings))
"""


def test_the_device_interpreter_reads_settings_like_cpython(micropython, capsys):
    """The same parsing and the same messages on the MicroPython VM as on CPython."""
    out = micropython.run(VM_SCRIPT, heapsize=256 * 1024)
    exec(VM_SCRIPT, {})
    expected = capsys.readouterr().out
    assert len(expected.splitlines()) == 6
    assert out == expected


def test_game_variants_by_name_and_the_stud_player_limit():
    s = read_settings(getenv_from({"DEALER_VARIANT": "twocard"}))
    assert s.warnings == [] and s.make_rules().variant == 2
    s = read_settings(getenv_from({"DEALER_VARIANT": "stud", "DEALER_PLAYERS": "9"}))
    assert len(s.warnings) == 1 and s.warnings[0].endswith("using standard")
    assert s.make_rules().variant == 0 and s.make_rules().players == 9
