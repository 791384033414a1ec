"""Every screen of random sessions, in every language, every game and mode: no row wider
than the screen, no word cut, and no English word left on a screen in another language.

A screen's words are checked against what its language can say: the words of its module
(firmware/lib/dealer/lang/<code>.py), the players' names, numbers, amounts and cards. A
word cut at a row's end is a piece of a word, which the language does not have; an
English word left is one that English says (its module, or what the English runs of the
same sessions showed) and the language does not. The sessions are played by the tables'
player of the other tests, with random keys mixed in (menus, panels, long presses).
"""

import random
import re

import lang_files
import pytest
from app_sim_helpers import Masher, Player, play_session, run_driver

from dealer import lang
from indian_poker.variants import WORDS as GAMES
from indian_poker.variants import load

CODES = lang_files.CODES
NAMES = ("ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IVY", "JON")
# A word: letters (an apostrophe inside, as French and Italian write "l'ante"). Anything
# else on a screen is a number, an amount, a card, a symbol or a name.
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
# What every language writes alike: the cards' ranks (as a deck prints them), the
# suits' initials where a card is typed in, and the units the device shows.
COMMON = frozenset("A K Q J T x s h d c ms KiB OK".split())
# settings.toml's own words, which its problems quote as the file spells them: its keys
# (DEALER_ left out) and the values it takes.
SETTINGS_WORDS = frozenset(
    "MODE VARIANT HANDS NAMES KEYS LANGUAGE DEALER PLAYS SLEEP MINUTES PLAYERS STACK ANTE BET "
    "RAISE CAP TIEBREAK ODD CHIP STRUCTURE PAIRS LEARN VALUE GP pass tracker split suits "
    "ledger first fixed pot nolimit bust last toml settings".lower().split()) | {
    w for w in GAMES} | set(lang.CODES)
# Screens that still speak only English: skipped by the English-left check, each
# named here until it is translated.
ENGLISH_ONLY = frozenset(())


def vocabulary(code):
    """The words language `code` says: its module's entries, lower case."""
    words = set()
    for section in lang_files.read(code).values():
        for entry in section:
            words.update(w.lower() for w in WORD.findall(
                lang_files.DIRECTIVE.sub(" ", entry.text)))
    return words


def tables(count=10):
    """(players, game, tracker, seed) of the sessions played: every game, both modes,
    2 and 10 players among them."""
    rnd = random.Random(27)
    out = []
    for i in range(count):
        players = (2, 10)[i % 2] if i < 4 else rnd.randrange(2, 11)
        game = GAMES[i % len(GAMES)]
        players = min(players, load(GAMES.index(game)).MAX_PLAYERS)   # stud: 7
        out.append((players, game, bool(i // 2 % 2), 100 + i))
    return out


def screens(code, players, game, tracker, seed, presses=260):
    """Every screen (Shown) of one session played in language `code`."""
    rnd = random.Random(seed)
    player = Player(players, tracker, rnd)
    settings = {"DEALER_PLAYERS": str(players), "DEALER_MODE": "tracker" if tracker else "pass",
                "DEALER_VARIANT": game, "DEALER_HANDS": "4", "DEALER_LANGUAGE": code}
    _, recorder = run_driver(Masher(rnd, presses, player, chaos=0.15), seed=seed,
                             settings=settings)
    return recorder.shown


HEX = re.compile(r"\b[0-9A-F]{4}\b")   # the deal fingerprint's groups (hand-off, row 6)


def problems(code, shown, english):
    """What is wrong on the screens `shown` in language `code`, one line each."""
    names = set(NAMES)
    for screen in shown:   # the session's own names (the setup may have edited some)
        names.update(getattr(screen, "names", ()))
    own = vocabulary(code) | {w.lower() for w in COMMON} | {n.lower() for n in names} | {
        n.lower() for n in lang.NAMES}   # each language in its own name
    found = []
    for screen in shown:
        rows = screen.built
        for i, row in enumerate(rows):
            if len(row) > 21:
                found.append("%s row %d overflows (%d columns): %r" % (
                    screen.kind, i, len(row), row))
        if code == "en" or screen.kind in ENGLISH_ONLY:
            continue
        quotes_settings = screen.kind == "message" and "settings.toml" in " ".join(rows)
        for i, row in enumerate(rows):
            for word in WORD.findall(HEX.sub(" ", row)):
                low = word.lower()
                if low in own or quotes_settings and low in SETTINGS_WORDS:
                    continue
                what = "an English word" if low in english else "a cut or unknown word"
                found.append("%s row %d: %s %r in %r" % (screen.kind, i, what, word, row))
    return sorted(set(found))


@pytest.fixture(scope="module")
def english_words():
    """What English says: its module, and every word of the English runs' screens."""
    words = set(vocabulary("en"))
    for table in tables(4):
        for screen in screens("en", *table):
            for row in screen.built:
                words.update(w.lower() for w in WORD.findall(row))
    return words - {n.lower() for n in NAMES} - {w.lower() for w in COMMON}


@pytest.mark.parametrize("code", CODES)
def test_every_screen_of_random_sessions_fits_and_speaks_its_language(code, english_words):
    found = []
    for table in tables():
        shown = screens(code, *table)
        assert len(shown) > 50, table
        found += ["%s: %s" % (table[:3], line) for line in problems(code, shown, english_words)]
    assert not found, "\n".join(found[:40])


def test_the_check_finds_an_english_word_and_a_cut_one():
    """The test above can fail: English left on a Spanish screen, a word cut in two."""

    class Screen:
        kind = "setup"
        built = ["Players: 4", "Jugadores: 4", "Jugado", "x" * 22]

    lines = problems("es", [Screen()], {"players"})
    assert any("an English word 'Players'" in line for line in lines), lines
    assert any("a cut or unknown word 'Jugado'" in line for line in lines), lines
    assert any("overflows (22 columns)" in line for line in lines), lines


@pytest.mark.parametrize("code", CODES)
def test_a_whole_session_is_played_in_each_language(code):
    """Setup to the final standings, ended from the menu after the second hand, in both
    modes: the table's player of the other tests finds every step in any language."""
    for tracker in (False, True):
        result, _, player = play_session(3, tracker, seed=5 + tracker, end_after=2,
                                         settings={"DEALER_LANGUAGE": code})
        assert result.error is None, result.error
        assert player.done and player.final_pages, code
        assert not player.unconserved, player.unconserved


SETTINGS_LANGUAGE = "d d d d f s d" + " d" * 10   # the setup, then MENU, Settings, Language


def _records(image):
    """(kind, start, end) of each record of a journal image."""
    from dealer.store.journal import record_end
    found = []
    pos = 0
    end = record_end(image, pos)
    while end > 0:
        found.append((image[pos + 1], pos, end))
        pos = end
        end = record_end(image, pos)
    return found


def _without_languages(image):
    """The journal `image` as the firmware before languages wrote it: every record but
    the L records, the image's header saying so (its length, no HOLDS_LANG)."""
    from dealer.store import journal as jr
    records = _records(image)
    out = bytearray(b"\xff" * len(image))
    pos = 0
    image_end = int.from_bytes(image[2:4], "little")   # the header's image length
    length = image_end
    for kind, start, end in records:
        if kind == jr.LANG:
            length -= (end - start) if end <= image_end else 0
            continue
        payload = bytearray(image[start + 2:end - 4])
        if kind == jr.HEADER:
            payload[7] &= ~jr.HOLDS_LANG & 0xFF
        pos = jr.put_record(out, pos, kind, payload, 0, len(payload))
    head = bytearray(out[2:2 + jr.HEADER_SIZE])
    head[0], head[1] = length & 0xFF, length >> 8
    jr.put_record(out, 0, jr.HEADER, head, 0, jr.HEADER_SIZE)
    return out


def test_the_language_changed_between_hands_is_journaled_and_a_resume_keeps_it(tmp_path):
    """Settings, Language, B: Spanish at once; the journal's L record brings it back at the
    next power-up although settings.toml says English; a journal without one (written
    before languages) resumes in the language of settings.toml."""
    from simhw import runner
    nvm = tmp_path / "nvm.bin"
    changed = runner.run_headless(SETTINGS_LANGUAGE + " s", nvm=str(nvm))
    assert changed.final[-1].split()[0] == "ATRÁS", changed.final
    assert "Idioma: Español" in changed.final[6], changed.final
    image = nvm.read_bytes()
    kinds = [kind for kind, _, _ in _records(image)]
    assert kinds[-1] == ord("L") and image[_records(image)[-1][1] + 2:][:2] == b"es", kinds
    resumed = runner.run_headless("", nvm=str(nvm))
    assert resumed.final[0] == "¿Seguir la sesión?", resumed.final
    # the same journal without its L records: as a save from before languages
    blank = _without_languages(image)
    nvm.write_bytes(bytes(blank))
    assert runner.run_headless("", nvm=str(nvm)).final[0] == "Resume session?"
    nvm.write_bytes(bytes(blank))
    french = runner.run_headless("", nvm=str(nvm), settings={"DEALER_LANGUAGE": "fr"})
    assert french.final[0] == "Reprendre la séance?", french.final
