"""The five languages: the same keys everywhere, every character drawn, every entry the
firmware names is the one it means, and only the chosen language in memory."""

import ast
import sys

import lang_files
import pytest

from dealer import lang
from dealer.board import font
from indian_poker import IllegalAction

LANGUAGES = lang_files.languages()
ENGLISH = LANGUAGES["en"]


def words_modules():
    """The language modules loaded now (dealer/lang/told.py, the class of what the table
    did, stays loaded with its first use: it holds no words)."""
    return [name for name in sys.modules
            if name.startswith("dealer.lang.") and name != "dealer.lang.told"]


def entries(code):
    for name, section in LANGUAGES[code].items():
        for entry in section:
            yield name, entry


def test_the_loader_knows_every_section_of_the_modules():
    assert lang.CODES == lang_files.CODES
    assert len(lang.NAMES) == len(lang.CODES)
    assert {section.name for section in lang.SECTIONS} | set(lang.TOLD_SECTIONS) | set(
        lang.LATER) == set(ENGLISH)


@pytest.mark.parametrize("code", lang_files.CODES)
def test_each_module_of_a_language_holds_the_sections_read_from_it(code):
    """The hand's words in en.py, the setup's and settle-up's in en_shown.py, what the
    table did in en_told.py, the refusals, warnings and losses in en_later.py: the loader
    imports only the module it reads."""
    def names(part):
        return list(lang_files.read_module(lang_files.LANG / ("%s%s.py" % (code, part))))
    assert names("") == [s.name for s in lang.SECTIONS if s not in lang.WHEN_SHOWN]
    assert names("_shown") == [s.name for s in lang.WHEN_SHOWN]
    assert names("_told") == list(lang.TOLD_SECTIONS)
    assert names("_later") == list(lang.LATER)


@pytest.mark.parametrize("code", lang_files.CODES[1:])
def test_every_language_has_every_key_in_the_same_order(code):
    for name, section in ENGLISH.items():
        assert name in LANGUAGES[code], "%s has no section %s" % (code, name)
        assert [e.key for e in LANGUAGES[code][name]] == [e.key for e in section], name
    assert list(LANGUAGES[code]) == list(ENGLISH)


def test_keys_are_unique_and_entries_not_empty():
    keys = [entry.key for _, entry in entries("en")]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    for code in lang_files.CODES:
        for name, entry in entries(code):
            assert entry.text.strip(), "%s %s.%s is empty" % (code, name, entry.key)
            assert entry.text == entry.text.strip(), "%s %s: spaces at an end" % (code, entry)


@pytest.mark.parametrize("code", lang_files.CODES[1:])
def test_directives_are_the_same_in_every_language(code):
    english = {entry.key: entry.text for _, entry in entries("en")}
    for _, entry in entries(code):
        assert lang_files.DIRECTIVE.findall(entry.text) == \
            lang_files.DIRECTIVE.findall(english[entry.key]), "%s %s: %r against %r" % (
                code, entry.key, entry.text, english[entry.key])


@pytest.mark.parametrize("code", lang_files.CODES)
def test_every_character_of_every_entry_has_a_glyph(code):
    missing = set()
    for _, entry in entries(code):
        missing.update(ch for ch in entry.text if font.glyph(ch) == font.BOX)
    for name in lang.NAMES:
        missing.update(ch for ch in name if font.glyph(ch) == font.BOX)
    assert not missing, "%s: no glyph for %s" % (code, " ".join(sorted(missing)))


@pytest.mark.parametrize("code", lang_files.CODES)
def test_soft_keys_fit_their_seven_columns(code):
    for entry in LANGUAGES[code]["KEYS"]:
        assert len(entry.text) <= 7, "%s: %r" % (code, entry)


def test_the_firmware_names_each_entry_by_its_own_index():
    where = lang_files.index_of(ENGLISH)
    uses = lang_files.uses(set(ENGLISH))
    assert uses, "no module reads an entry"
    wrong = []
    for path, line, section, constant, value in uses:
        key = constant[1:]
        if key not in where or where[key][0] != section:
            wrong.append("%s:%d: %s has no entry %s" % (path, line, section, key))
        elif value != where[key][1]:
            wrong.append("%s:%d: %s = const(%d) in the module, not %s"
                         % (path, line, constant, where[key][1], value))
    # a word kept in a table (the option table's labels) is named by a constant too
    for path in sorted(lang_files.LIB.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if path.parent == lang_files.LANG or "lang import" not in source:
            continue
        for constant, value in lang_files.CONST.findall(source):
            if constant[1:] in where and int(value) != where[constant[1:]][1]:
                wrong.append("%s: %s = const(%s), not %d" % (
                    path.relative_to(lang_files.ROOT), constant, value, where[constant[1:]][1]))
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("code", lang_files.CODES)
def test_use_loads_one_language_and_reads_every_entry(code):
    try:
        lang.use(code)
        assert lang.code == code
        assert not words_modules()
        said_now_and_then = lang.TOLD_SECTIONS + lang.LATER
        for name in said_now_and_then:
            assert not isinstance(getattr(lang, name, None), lang.Words), \
                "%s is read only when said" % name
        for name, section in LANGUAGES[code].items():
            if name in said_now_and_then:
                continue
            words = getattr(lang, name)
            assert [words[i] for i in range(len(section))] == [e.text for e in section]
            assert len(words.at) - 1 == len(section), "%s has an entry more" % name
    finally:
        lang.use("en")


def test_the_letters_of_the_languages_are_new_glyphs_drawn_in_the_cell():
    columns = bytes(font.GLYPHS)
    glyphs = [columns[i * 6:i * 6 + 6] for i in range(len(columns) // 6)]
    letters = "áéíóúàèìòùâêîôûëïöüñçÁÉÍÓÚÀÈÌÒÙÂÊÎÔÛËÏÖÜÑÇ¿¡«»"
    for ch in letters:
        g = font.glyph(ch)
        assert g != font.BOX and font.char(g) == ch
        shape = glyphs[g]
        assert glyphs.count(shape) == 1, "%s draws like another character" % ch
        assert shape[5] == 0 and not any(column & 0x80 for column in shape), ch
        base = {"¿": "?", "¡": "!", "«": "<", "»": ">"}.get(ch)
        if base is None:   # the letter under the accent has pixels of its own
            assert bin(int.from_bytes(shape, "little")).count("1") > 6, ch


# the one refusal of indian_poker/rules_check.py a player can reach, from the setup
# (docs/languages.md): the players and the game are chosen on different steps
SETUP_REACHES = "players: %s deals %d cards each, so 2 to %d players"


def _core_refusals():
    """Every refusal text the firmware words: IllegalAction's first argument (a string,
    or a string formatted with %), and what buyins.why_not* return; %r ones (a program's
    mistake, never a player's) left out."""
    import ast
    found = set()
    for path in lang_files.LIB.rglob("*.py"):
        if path.parent == lang_files.LANG:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            text = None
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalAction" \
                    and node.args:
                arg = node.args[0]
                arg = arg.left if isinstance(arg, ast.BinOp) else arg
                text = arg.value if isinstance(arg, ast.Constant) else None
            elif isinstance(node, ast.FunctionDef) and node.name.startswith("why_not"):
                for ret in ast.walk(node):
                    if isinstance(ret, ast.Return) and isinstance(ret.value, ast.Constant) \
                            and ret.value.value:
                        found.add(ret.value.value)
                    elif isinstance(ret, ast.Return) and isinstance(ret.value, ast.BinOp):
                        found.add(ret.value.left.value)
            if isinstance(text, str) and "%r" not in text:
                found.add(text)
    if SETUP_REACHES in (lang_files.LIB / "indian_poker" / "rules_check.py").read_text(
            encoding="utf-8"):
        found.add(SETUP_REACHES)
    return found


def test_every_refusal_of_the_core_has_its_template_and_no_template_is_stale():
    templates = {entry.text for entry in ENGLISH["REFUSALS"]}
    core = _core_refusals()
    assert len(core) > 30
    assert not core - templates, "no REFUSALS entry for: %s" % sorted(core - templates)
    assert not templates - core, "REFUSALS entries the firmware no longer says: %s" % sorted(
        templates - core)


def _sample(template, words):
    values = []
    for directive in lang_files.DIRECTIVE.findall(template):
        values.append(7 if directive == "%d" else words)
    return tuple(values)


@pytest.mark.parametrize("code", lang_files.CODES)
def test_a_refusal_is_said_in_the_language_in_use_numbers_and_words_too(code):
    own = {e.key: e.text for e in LANGUAGES[code]["REFUSALS"]}
    own_words = [e.text for e in LANGUAGES[code]["REFUSAL_WORDS"]]
    english_words = [e.text for e in ENGLISH["REFUSAL_WORDS"]]
    try:
        lang.use(code)
        for entry in ENGLISH["REFUSALS"]:
            word = "kings" if "%s in a deck" in entry.text else \
                "DAN" if entry.text.startswith("%s has") else "raise"
            said = lang.said(IllegalAction(entry.text % _sample(entry.text, word)))
            mine = word if word == "DAN" else own_words[english_words.index(word)]
            assert said == own[entry.key] % _sample(own[entry.key], mine), entry
        assert lang.said(IllegalAction("no such refusal")) == "no such refusal"
        assert lang.said("") == ""
        assert not words_modules()
    finally:
        lang.use("en")


def _said_from_templates(told, section):
    from dealer.lang.told import Told
    values = tuple(_said_from_templates(v, section) if isinstance(v, Told) else v
                   for v in told.values)
    return section[told.entry].text % values


def _tables():
    from dealer.table import BEGAN, Table
    from indian_poker import LAST_STANDING, Rules, Session

    def table(tracker=False):
        session = Session(Rules(players=4, hands=LAST_STANDING, stack=20),
                          entropy=__import__("random").Random(3).randbytes)
        made = Table(session, ["ANN", "BOB", "CAT", "DAN"], tracker, lambda text: None)
        made.tell(BEGAN)
        return made
    return table(), table(), table(tracker=True)


def test_what_the_table_did_is_its_told_entry_in_every_language(monkeypatch):
    """Every sentence the table makes of a rebuy, a cash-out that moves the button, a join,
    their undos, a misdeal and an end is a Told: its English text is English's TOLD entry
    filled with its values, and every other language says that entry of its own TOLD,
    read from its _told module, without the translator of refusals."""
    from dealer.lang.told import Told

    def make():
        first, second, real = _tables()
        dealer = first.session.dealer
        made = [first.rebuy(1), first.undo(), first.leave(dealer), first.moved]
        made += [first.undo(), first.leave(2), first.join(2, "EVE"), first.undo(),
                 first.undo()]
        made.append(first.end())
        second.deal()
        made.append(second.misdeal())
        real.deal()
        made.append(real.misdeal())
        return made

    imported = []
    real_import = __import__

    def spy(name, *args, **kwargs):
        imported.append(name)
        return real_import(name, *args, **kwargs)

    made = make()
    keys = {e.key for e in ENGLISH["TOLD"]}
    entries = [e.key for e in ENGLISH["TOLD"]]
    said_entries = set()
    for told in made:
        assert isinstance(told, Told), told
        assert str(told) == _said_from_templates(told, ENGLISH["TOLD"]), told
        said_entries.add(entries[told.entry])
        for value in told.values:
            if isinstance(value, Told):
                said_entries.add(entries[value.entry])
    assert said_entries == keys - {"NOTHING", "CARD_OF_SEAT"}
    try:
        for code in lang_files.CODES[1:]:
            lang.use(code)
            made = make()
            monkeypatch.setattr("builtins.__import__", spy)
            for told in made:
                assert lang.said(told) == _said_from_templates(told, LANGUAGES[code]["TOLD"])
            monkeypatch.undo()
            assert not {"refusal", "dealer.lang.refusal", "dealer.lang.en"} & set(imported)
            assert "dealer.lang.%s_told" % code in imported
    finally:
        monkeypatch.undo()
        lang.use("en")


@pytest.mark.parametrize("code", lang_files.CODES)
def test_an_action_undone_is_said_in_the_language_loading_nothing(code, monkeypatch):
    """Menu > Undo during a hand, a key of a hand: "Undone: BOB bet 1" on the console, and
    on the screen in the hand's words of the language in use, which are resident: neither
    the undo nor its sentence imports a module of words."""
    from indian_poker import BET, CALL
    imported = []
    real_import = __import__

    def spy(name, *args, **kwargs):
        imported.append(name)
        return real_import(name, *args, **kwargs)

    play = LANGUAGES[code]["PLAY"]
    try:
        lang.use(code)
        _, table, _ = _tables()
        table.deal()
        table.act(BET)
        table.act(CALL)
        monkeypatch.setattr("builtins.__import__", spy)
        call, bet = table.undo(), table.undo()
        said = [lang.said(call), lang.said(bet)]
        monkeypatch.undo()
        english = [done[0] if type(done) is tuple else done for done in (call, bet)]
        assert english == ["Undone: CAT called 1", "Undone: BOB bet 1"]
        undone = play[_entry("PLAY", "UNDONE_ACTION")].text
        assert said == [undone % (play[_entry("PLAY", "CALLED")].text % ("CAT", 1)),
                        undone % (play[_entry("PLAY", "BET_N")].text % ("BOB", 1))]
        assert not [name for name in imported
                    if "lang" in name or "told" in name or "refusal" in name], imported
    finally:
        monkeypatch.undo()
        lang.use("en")


def _entry(section, key):
    return [e.key for e in ENGLISH[section]].index(key)


def test_the_core_refusing_at_the_table_is_said_in_spanish():
    from indian_poker import FOLD, RAISE, Rules, Session
    session = Session(Rules(players=3))
    hand = session.deal(physical=True)
    try:
        lang.use("es")
        with pytest.raises(IllegalAction) as err:
            hand.act(RAISE)
        assert lang.said(err.value) == "nadie ha apostado aún: apuesta en vez de subir"
        hand.act(FOLD)
        with pytest.raises(IllegalAction) as err:
            hand.reveal(0, 0)
        assert lang.said(err.value) == "las cartas se enseñan tras las apuestas"
    finally:
        lang.use("en")


WRAP = __import__("re").compile(
    r"layout\.wrap\(([A-Z]+)\[(_[A-Z_]+)(?: if [^\]]* else (_[A-Z_]+))?\][^\n]*?"
    r"(?:\n[^\n]*?){0,2}?,\s*rows, (\d+), (\d+)\)")


def _wrapped_rows(text):
    from dealer.screens import layout
    rows = [""] * 40
    return layout.wrap(text, rows, 0, 39)


def _worst(text):
    """`text` with its directives filled as wide as a session makes them."""
    return lang_files.DIRECTIVE.sub(lambda m: "10000" if m.group() == "%d" else "WWW", text)


def test_every_sentence_a_screen_wraps_fits_its_rows_in_every_language():
    calls = []
    for path in sorted((lang_files.LIB / "dealer" / "screens").glob("*.py")):
        for match in WRAP.finditer(path.read_text(encoding="utf-8")):
            section, first_key, other_key, first, last = match.groups()
            for key in (first_key, other_key):
                if key:
                    calls.append((path.name, section, key[1:], int(last) - int(first) + 1))
    assert len(calls) >= 9, calls
    too_long = []
    for code in lang_files.CODES:
        where = {e.key: e.text for entries in LANGUAGES[code].values() for e in entries}
        for name, _section, key, room in calls:
            text = _worst(where[key])
            if _wrapped_rows(text) > room:
                too_long.append("%s %s %s: %d rows, room for %d: %r" % (
                    code, name, key, _wrapped_rows(text), room, where[key]))
    assert not too_long, "\n".join(too_long)


@pytest.mark.parametrize("code", lang_files.CODES[1:])
def test_a_refusal_takes_no_more_rows_than_in_english_or_three(code):
    """And two where English's takes two: a notice of three rows is a message of its own,
    which waits for OK (app.py), so the next key would do something else than in
    English."""
    english = {e.key: e.text for e in ENGLISH["REFUSALS"]}
    longer = []
    for entry in LANGUAGES[code]["REFUSALS"]:
        rows = _wrapped_rows(_worst(entry.text))
        in_english = _wrapped_rows(_worst(english[entry.key]))
        if rows > max(3, in_english) or in_english <= 2 < rows:
            longer.append("%s: %d rows: %r" % (entry.key, rows, entry.text))
    assert not longer, "\n".join(longer)


@pytest.mark.parametrize("code", lang_files.CODES[1:])
def test_what_the_table_did_fits_two_rows_wherever_english_does(code):
    """A notice of more than two rows is a message of its own, which waits for OK
    (app.py): what the table did, a key's answer, must fit where English's fits, or the
    same keys would play on differently in another language."""
    english = {e.key: e.text for e in ENGLISH["TOLD"]}
    longer = []
    for entry in LANGUAGES[code]["TOLD"]:
        rows = _wrapped_rows(_worst(entry.text))
        if _wrapped_rows(_worst(english[entry.key])) <= 2 < rows:
            longer.append("%s: %d rows: %r" % (entry.key, rows, entry.text))
    assert not longer, "\n".join(longer)


def test_every_problem_of_settings_toml_has_its_template():
    """What settings.toml's reader says of a value it cannot take is said in the language
    in use: each of its sentences is an English WARNINGS template, so the translation
    finds it (dealer/lang/refusal.py)."""
    import re
    templates = {e.text for e in ENGLISH["WARNINGS"]}
    missing = []
    for name in ("settings_toml.py", "settings_check.py"):
        source = (lang_files.LIB / "dealer" / name).read_text(encoding="utf-8")
        for call in re.findall(r"warnings\.append\((.*?)(?:\)\s*$| % )", source, re.S | re.M):
            text = "".join(ast.literal_eval(part) for part in
                           re.findall(r'"(?:[^"\\]|\\.)*"', call))
            if text and text not in templates:
                missing.append("%s: %r" % (name, text))
    assert not missing, "\n".join(missing)


def test_a_problem_of_settings_toml_is_said_in_the_language_in_use():
    try:
        lang.use("es")
        assert lang.said("MODE=fast is not pass or tracker: using pass") == \
            "MODE=fast no es pass o tracker: se usa pass"
        assert lang.said("HANDS=x is not 0 to 250, bust or last: using 0") == \
            "HANDS=x no es de 0 a 250, bust o last: se usa 0"
        assert lang.said("DEALER_PINS=GP99 is not a pin like GP4: using GP4") == \
            "DEALER_PINS=GP99 no es un pin como GP4: se usa GP4"
        lang.use("nl")
        assert lang.said("NAMES: only the first 10 names are used") == \
            "NAMES: alleen de eerste 10 namen tellen"
    finally:
        lang.use("en")


def test_the_words_off_the_hand_are_read_when_shown_and_forgotten_after():
    lang.use("es")
    try:
        resident = [s for s in lang.SECTIONS if s not in lang.WHEN_SHOWN]
        assert {s.name for s in lang.WHEN_SHOWN} == {"SETUP", "OPTIONS", "RESULTS"}
        assert all(not s.text for s in lang.WHEN_SHOWN), "loaded before a screen read them"
        assert all(s.text for s in resident)
        first = lang.SETUP[0]
        assert first == LANGUAGES["es"]["SETUP"][0].text
        assert all(s.text for s in lang.WHEN_SHOWN), "one import brings them all"
        lang.release()
        assert all(not s.text for s in lang.WHEN_SHOWN) and all(s.text for s in resident)
        assert lang.SETUP[0] == first   # read again, from the language in use
        assert not words_modules()
    finally:
        lang.use("en")


def test_every_chip_value_problem_has_its_template():
    """DEALER_CHIP_VALUE's problems (dealer/chip_value.py's ValueErrors) are said in the
    language in use, as settings.toml's other problems are."""
    templates = {e.text for e in ENGLISH["WARNINGS"]}
    source = (lang_files.LIB / "dealer" / "chip_value.py").read_text(encoding="utf-8")
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "ValueError":
            arg = node.args[0]
            arg = arg.left if isinstance(arg, ast.BinOp) else arg
            found.append(arg.value)
    assert len(found) >= 7
    assert not [text for text in found if text not in templates]


@pytest.mark.parametrize("code", lang_files.CODES[1:])
def test_a_value_the_rules_refuse_in_settings_toml_is_said_in_the_language(code):
    """A number of settings.toml out of its range, O-PAIRS, the chip value: named by the
    file's keys, in the table's words."""
    english = ["RAISE_CAP must be a whole number from 0 to 10, not 99: using 1",
               "PAIRS: only the two-card and community games have pairs: using 0",
               "chip value: no amount; write it like 1 chip = 0.10 EUR: using none"]
    try:
        lang.use(code)
        for text in english:
            said = lang.said(text)
            assert said != text and "using" not in said, said
        assert "RAISE_CAP" in lang.said(english[0]) and "99" in lang.said(english[0])
    finally:
        lang.use("en")


def test_settings_toml_names_a_refused_value_by_its_own_key():
    from dealer.settings_toml import read_settings
    values = {"DEALER_RAISE_CAP": "99", "DEALER_PAIRS": "1"}
    settings = read_settings(values.get)
    assert settings.warnings == [
        "RAISE_CAP must be a whole number from 0 to 10, not 99: using 1",
        "PAIRS: only the two-card and community games have pairs: using 0"]


@pytest.mark.parametrize("code, none, one, three", [
    ("en", "0 sips", "1 sip", "3 sips"), ("es", "0 sorbos", "1 sorbo", "3 sorbos"),
    ("it", "0 sorsi", "1 sorso", "3 sorsi"), ("nl", "0 slokken", "1 slok", "3 slokken"),
    ("fr", "0 gorgée", "1 gorgée", "3 gorgées")])
def test_a_count_of_sips_agrees_with_its_number(code, none, one, three):
    """V-DRINK: French puts none in the singular ("0 gorgée", not "0 gorgées"); the QR
    text's tally says its sips the way the screen does ("1 ANN drank 1 sip", not "1 sips")."""
    from dealer.screens.results_text import results_text
    from dealer.screens.text import sips
    try:
        lang.use(code)
        assert [sips(0), sips(1), sips(3)] == [none, one, three]
        text = results_text(["ANN", "BOB"], [(1, 0, 0), (2, 1, -3)], drinks=True)
        lines = text.splitlines()
        assert lines[1].startswith("1 ANN ") and lines[1].endswith(" " + none), lines
        assert lines[2].startswith("2 BOB ") and lines[2].endswith(" " + three), lines
    finally:
        lang.use("en")
