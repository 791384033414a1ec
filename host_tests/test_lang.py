"""The five languages: the same keys everywhere, every character drawn, every entry the
firmware names is the one it means, and only the chosen language in memory."""

import sys

import lang_files
import pytest

from dealer import lang
from dealer.board import font

LANGUAGES = lang_files.languages()
ENGLISH = LANGUAGES["en"]


def entries(code):
    for name, section in LANGUAGES[code].items():
        for entry in section:
            yield name, entry


def test_the_loader_knows_every_section_of_the_modules():
    assert lang.CODES == lang_files.CODES
    assert len(lang.NAMES) == len(lang.CODES)
    assert [section.name for section in lang.SECTIONS] == list(ENGLISH)


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
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("code", lang_files.CODES)
def test_use_loads_one_language_and_reads_every_entry(code):
    try:
        lang.use(code)
        assert lang.code == code
        assert not [name for name in sys.modules if name.startswith("dealer.lang.")]
        for name, section in LANGUAGES[code].items():
            words = getattr(lang, name)
            assert len(words) == len(section)
            assert [words[i] for i in range(len(section))] == [e.text for e in section]
    finally:
        lang.use("en")


def test_the_letters_of_the_languages_are_new_glyphs_drawn_in_the_cell():
    glyphs = [bytes(font.GLYPHS[i * 6:i * 6 + 6]) for i in range(len(font.GLYPHS) // 6)]
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
