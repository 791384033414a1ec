"""settings.toml, read once at power-up into a Settings, with clear fallbacks.

CircuitPython 10.2+ returns every value of os.getenv as a string; older versions
return ints for unquoted numbers. Both are accepted. A bad value never stops the
device: it becomes a warning a player can read, and the default is used; so does a
line of the file whose value os.getenv could not read (a quote left open), a key the
dealer does not know, and a value that cannot apply with the others. Text is read as
CircuitPython reads it, whatever runs this: digits, spaces and case are ASCII only
(CPython would take "٣" for 3 and "ﬁ".upper() for "FI"). code.py forgets this module
once it has read: nothing here is needed after that.
"""

# Every value is checked against the rules as it is read, a dozen rule sets in a row:
# the rules' checker stays loaded for them (code.py drops it once the setup is made),
# rather than loading again for each one (10 ms apiece on the Pico).
import indian_poker.rules_check  # noqa: F401
from indian_poker.variants import WORDS as _VARIANTS

from .settings import DEFAULT_NAMES, DEFAULT_PINS, Settings
from .settings_check import SPACES, as_text, case, check_lines, read_pins, shown, together

# (settings key, Rules keyword, default); stack comes before hands because the
# stack check depends on the hand count, which a big stack may allow.
_NUMBERS = (("PLAYERS", "players", 4), ("STACK", "stack", 100), ("ANTE", "ante", 1),
            ("BET", "bet", 1), ("RAISE_CAP", "raise_cap", 1), ("HANDS", "hands", 0))
# (settings key, Rules keyword or None for the app's own, allowed words)
_WORDS = (("MODE", None, ("pass", "tracker")), ("TIEBREAK", "tiebreak", ("split", "suits")),
          ("ODD_CHIP", "odd_chip", ("ledger", "first")),
          ("STRUCTURE", "structure", ("fixed", "pot", "nolimit")),
          ("VARIANT", "variant", _VARIANTS))   # each variant's word is its module's name
_YES = ("1", "true", "yes", "on")
_NO = ("0", "false", "no", "off")
_OTHER_KEYS = ("DEALER_PAIRS", "DEALER_DEALER_PLAYS", "DEALER_SLEEP_MINUTES", "DEALER_LEARN",
               "DEALER_CHIP_VALUE", "DEALER_NAMES", "DEALER_LANGUAGE")


def _as_int(value):
    """An int from an int or a string of ASCII digits (a sign first); None otherwise."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    text = as_text(value)
    digits = text[1:] if text[:1] in ("+", "-") else text
    if not digits:
        return None
    for ch in digits:
        if not "0" <= ch <= "9":
            return None
    return int(text)


def _valid_name(text):
    if not 1 <= len(text) <= 3:
        return False
    for ch in text:
        if not ("A" <= ch <= "Z" or "0" <= ch <= "9"):
            return False
    return True


def _short_name(text):
    """A long name cut to its first three letters or digits: "ALICE" -> "ALI"."""
    kept = ""
    for ch in text:
        if "A" <= ch <= "Z" or "0" <= ch <= "9":
            kept += ch
    return kept[:3] if len(text) > 3 and kept else text


def _accept(s, keyword, value, default, key):
    """Keep `value` if Rules accepts it with what is kept so far, else warn, naming the
    value by its settings.toml `key` ("RAISE_CAP", not Rules' "raise_cap")."""
    try:
        s.make_rules(**{keyword: value})
    except ValueError as err:
        text = str(err)
        if text.startswith(keyword):
            text = key + text[len(keyword):]
        s.warnings.append("%s: using %s" % (text, default))
        return
    s.rules[keyword] = value


def read_settings(getenv, path=None):
    """Settings from `getenv` (os.getenv on the device), reading each key once; `path`:
    the settings.toml os.getenv reads, for the lines whose value it could not."""
    s = Settings()
    unread = []

    def read(key):
        # CircuitPython raises ValueError for a value it cannot parse (abc without quotes)
        try:
            value = getenv(key)
        except ValueError:
            s.warnings.append("%s in settings.toml cannot be read: put text in quotes"
                              % key[7:])
            return None
        if value is None:
            unread.append(key)
        return value
    _read_language(s, read("DEALER_LANGUAGE"))   # first: the warnings are in it
    for key, keyword, default in _NUMBERS:
        _read_number(s, key, keyword, default, read("DEALER_" + key))
    for key, field, words in _WORDS:  # field None: the mode, not a Rules keyword
        _read_word(s, key, field, words, read("DEALER_" + key))
    if _flag(s, "DEALER_PLAYS", read("DEALER_DEALER_PLAYS"), "1") is False:
        s.rules["dealer_plays"] = False  # O-DEALER-SITS-OUT: deals but holds no card
    if _flag(s, "PAIRS", read("DEALER_PAIRS"), "0"):   # O-PAIRS: two-card, community
        _accept(s, "pairs", True, "0", "PAIRS")
    _read_sleep(s, read("DEALER_SLEEP_MINUTES"))
    learn = _flag(s, "LEARN", read("DEALER_LEARN"), "0")   # the odds and tips on a view
    s.learn = bool(learn)
    _read_chip_value(s, read("DEALER_CHIP_VALUE"))
    _read_names(s, read("DEALER_NAMES"))
    read_pins(s, read)
    if path is not None:
        keys = [key for key, _, _ in _NUMBERS] + [key for key, _, _ in _WORDS] + \
            [key for key, _ in DEFAULT_PINS]
        check_lines(s, path, unread, ["DEALER_" + key for key in keys] + list(_OTHER_KEYS))
    together(s)
    return s


def _read_language(s, raw):
    if raw is None:
        return   # the setup asks at a fresh start
    from . import lang
    word = case(as_text(raw), False)
    if word not in lang.CODES:
        s.warnings.append("LANGUAGE=%s is not %s: using en"
                          % (shown(raw, "LANGUAGE"), " or ".join(lang.CODES)))
        word = "en"
    s.language = word
    lang.use(word)


def _read_number(s, key, keyword, default, raw):
    if raw is None:
        return
    value = _as_int(raw)
    if key == "HANDS":
        value = _hands(s, raw, value)
    elif value is None:
        s.warnings.append("%s=%s is not a number: using %d" % (key, shown(raw, key), default))
    if value is not None:
        _accept(s, keyword, value, default, key)


def _read_word(s, key, field, words, raw):
    if raw is None:
        return
    word = case(as_text(raw), False)
    if word not in words:
        s.warnings.append("%s=%s is not %s: using %s"
                          % (key, shown(raw, key), " or ".join(words), words[0]))
    elif field is None:
        s.tracker = word == "tracker"
    else:
        _accept(s, field, words.index(word), words[0], key)


def _hands(s, raw, value):
    """O-LENGTH: 0 one rotation, 1-250 hands, "bust" or "last"; None (warned) otherwise."""
    word = case(as_text(raw), False)
    if word == "bust":
        return -1   # UNTIL_BUST: until a player cannot pay the ante
    if word == "last":
        return -2   # LAST_STANDING: until one player holds every chip
    if value is None or not 0 <= value <= 250:
        s.warnings.append("HANDS=%s is not 0 to 250, bust or last: using 0"
                          % shown(raw, "HANDS"))
        return None
    return value


def _flag(s, key, raw, default):
    """A 1 or 0 (yes/no, on/off, true/false) as True or False; None if not given or
    not one of these (said, with the `default` used)."""
    if raw is None:
        return None
    word = case(as_text(raw), False)
    if word in _YES or word in _NO:
        return word in _YES
    s.warnings.append("%s=%s is not 1 or 0: using %s" % (key, shown(raw, key), default))
    return None


def _read_sleep(s, raw):
    if raw is None:
        return
    value = _as_int(raw)
    if value is None or not 0 <= value <= 240:
        s.warnings.append("SLEEP_MINUTES=%s is not 0 to 240 minutes: using %d"
                          % (shown(raw, "SLEEP_MINUTES"), s.sleep_minutes))
    else:
        s.sleep_minutes = value


def _read_chip_value(s, raw):
    if raw is None or case(as_text(raw), False) in _NO + ("", "none"):
        return   # no chip value: the parser's module is not loaded for the session
    from .chip_value import parse_chip_value
    try:
        s.chip_value = parse_chip_value(as_text(raw))
    except ValueError as err:
        s.warnings.append("%s: using none" % err)


def _read_names(s, raw):
    if raw is None:
        return
    given = case(as_text(raw), True).split(",")
    for seat in range(min(len(given), len(DEFAULT_NAMES))):
        text = _short_name(given[seat].strip(SPACES))
        if not text:
            continue
        if not _valid_name(text):
            s.warnings.append("NAMES: %s is not 1-3 letters: using %s"
                              % (shown(text, "NAMES:"), s.names[seat]))
        elif text in s.names[:seat]:
            s.warnings.append("NAMES: %s twice: using %s" % (text, s.names[seat]))
        else:
            s.names[seat] = text
    for seat in range(len(s.names)):  # a given name may repeat a later default
        if s.names[seat] in s.names[:seat]:
            for spare in DEFAULT_NAMES:
                if spare not in s.names:
                    s.names[seat] = spare
                    break
    if len(given) > len(DEFAULT_NAMES):
        s.warnings.append("NAMES: only the first %d names are used" % len(DEFAULT_NAMES))
