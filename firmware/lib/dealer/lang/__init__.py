"""The table's language: every word the device shows, in English, Spanish, Italian, Dutch
or French. Only the chosen language is in memory.

A language is four modules with the same sections in every language, each section
one string: its entries one per line, in the same order in every language, the key of
each in its line's comment. en.py holds what a hand reads, en_shown.py what only the
setup, the settle-up and the settings read (WHEN_SHOWN), en_told.py what the table did
("ANN buys 100 chips", TOLD_SECTIONS) and en_later.py the refusals, the problems of
settings.toml and what a power cut took (LATER), both said only now and then; likewise
es, it, nl and fr. Importing a module makes all of its strings at once, so each read
loads only the words it keeps: the setup's and the settle-up's again after a hand without
the hand's, what the table did without any refusal's. `use(code)` loads a language once,
at start-up or when the players change it; a section here then reads entry i as
`KEYS[i]`. A module
that shows words names the entries it uses with constants of its own, the key with a
leading underscore (`_BACK = const(0)`: free on the board); host_tests/app/test_lang.py
checks every one against en.py, and that every language has every key.

Why one string per section: on the board a string in a .mpy costs a heap object of its
own (about 30 bytes besides its text), so 400 entries as a tuple cost about three times
their text; one string costs its text. Frozen into the firmware (the appliance UF2) the
sections stay in flash and only the offsets below take heap. Reading an entry makes a
new string (a slice): the screens do it as they render, as they format numbers.
"""

from array import array

CODES = ("en", "es", "it", "nl", "fr")   # DEALER_LANGUAGE's values, in this order
NAMES = ("English", "Español", "Italiano", "Nederlands", "Français")   # each in its own

code = "en"   # the language in use (loaded at the first entry read, if not before)


_NONE = array("H")   # the offsets of a section not loaded


class Words:
    """One section of the language loaded: `words[i]` is its entry number i."""

    def __init__(self, name):
        self.name = name     # the section's name in the language modules
        self.text = ""       # every entry, each ended by a line break
        self.at = _NONE      # where each entry starts in `text`, one past the last; or empty

    def __getitem__(self, i):
        at = self.at
        if not len(at):   # not loaded: one read only off the hand (WHEN_SHOWN) after a
            # release, or any before the first language (a screen made outside code.py)
            _fill(WHEN_SHOWN if self in WHEN_SHOWN else _HAND)
            at = self.at
        return self.text[at[i]:at[i + 1] - 1]


KEYS = Words("KEYS")          # the soft keys, at most 7 characters each
SETUP = Words("SETUP")        # the setup of a session
TABLE = Words("TABLE")        # the table between and around the turns: deal, cut, cards
MESSAGES = Words("MESSAGES")  # the messages, their pages, the crash screen
RESULTS = Words("RESULTS")    # standings, settle-up, QR text, histories, buy-ins
PLAY = Words("PLAY")          # the turns: hand-off, card view, bet sizes, what was done
SHOW = Words("SHOW")          # the showdown, the balances, the standings (the menu's too)
GAME = Words("GAME")          # ranks, poker hands, games, betting structures
MENU = Words("MENU")          # the menu's items
LEARN = Words("LEARN")        # learn mode's odds and tips
OPTIONS = Words("OPTIONS")    # the setup's options and the settings between hands
SECTIONS = (KEYS, SETUP, TABLE, MESSAGES, RESULTS, PLAY, SHOW, GAME, MENU, LEARN, OPTIONS)
# read only by the setup, the settings between hands and the screens after a session:
# loaded when first read, forgotten (release) when the navigator unloads a screen's module
WHEN_SHOWN = (SETUP, RESULTS, OPTIONS)
_HAND = (KEYS, TABLE, MESSAGES, PLAY, SHOW, GAME, MENU, LEARN)   # the others
# read only when what the table did, a refusal or a problem of settings.toml is said in
# a language other than English (dealer/lang/refusal.py), or what a power cut took from
# the save (dealer/store/lost.py): not resident. What the table did is in the language's
# _told module (dealer/lang/told.py says it), the rest in its _later one.
TOLD_SECTIONS = ("TOLD",)
LATER = ("REFUSALS", "REFUSAL_WORDS", "WARNINGS", "LOST")


def _fill(sections):
    """Load `sections` (_HAND, or WHEN_SHOWN) of the language in use from the module
    that holds them, which then goes; what stays is the sections' strings."""
    from indian_poker.loading import read_once
    module = read_once("dealer.lang." + code + ("_shown" if sections is WHEN_SHOWN else ""))
    for section in sections:
        text = getattr(module, section.name)
        at = array("H", bytes(2 * (text.count("\n") + 1)))
        i = 0
        k = 1
        while k < len(at):
            i = text.find("\n", i) + 1
            at[k] = i
            k += 1
        section.text = text
        section.at = at


def use(language):
    """Load language `language` (one of CODES) in place of the one loaded: the sections a
    hand reads now, the others (WHEN_SHOWN) when first read."""
    global code
    if language == code and len(KEYS.at):
        return
    code = language
    release()
    _fill(_HAND)


def release():
    """Forget the sections read only off the hand (WHEN_SHOWN) until they are read again:
    the navigator calls it when a screen's module goes."""
    for section in WHEN_SHOWN:
        section.text = ""
        section.at = _NONE


def said(err):
    """A refusal (IllegalAction, or a rule's ValueError), what the table did (a Told, or
    an action undone: a pair, English and said already) or a problem of settings.toml,
    which the USB console logs in English, in the language in use: its own text in
    English; a Told from the language's _told module (dealer/lang/told.py), anything else
    translated by dealer/lang/refusal.py, loaded for it."""
    if type(err) is tuple:   # (English, said already in the language in use)
        return err[0] if code == "en" else err[1]
    text = str(err)
    if not text or code == "en":   # "" is no refusal: nothing to translate
        return text
    from indian_poker.loading import read_once, unload
    if hasattr(err, "entry"):   # a Told (dealer/lang/told.py)
        return err.said(read_once("dealer.lang.%s_told" % code).TOLD)

    from .refusal import translate
    text = translate(text, code)
    unload("dealer.lang.refusal")
    return text
