"""settings.toml, read once at power-up into a Settings, with clear fallbacks.

CircuitPython 10.2+ returns every value of os.getenv as a string; older versions
return ints for unquoted numbers. Both are accepted. A bad value never stops the
device: it becomes a warning a player can read, and the default is used. code.py
forgets this module once it has read: nothing here is needed after that.
"""

from indian_poker.variants import WORDS as _VARIANTS

from .settings import DEFAULT_NAMES, DEFAULT_PINS, Settings

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


def _as_text(value):
    if isinstance(value, str):
        return value.strip()
    return str(value)


def _shown(value, key):
    """The value as a message quotes it after "KEY=": a long one cut (".."), so that no
    word of a message is longer than a row of the screen (21 characters)."""
    text = _as_text(value)
    room = 20 - len(key)
    return text if len(text) <= room else text[:room - 2] + ".."


def _as_int(value):
    """An int from an int or a numeric string; None if it is not a whole number."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    try:
        return int(_as_text(value))
    except ValueError:
        return None


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


def _valid_pin(text):
    """A board pin name such as GP4 or D10: a letter first, then letters, digits or _."""
    if not text or not "A" <= text[0] <= "Z":
        return False
    digits = 0
    for ch in text:
        if "0" <= ch <= "9":
            digits += 1
        elif not ("A" <= ch <= "Z" or ch == "_"):
            return False
    return digits > 0


def _accept(s, keyword, value, default):
    """Keep `value` if Rules accepts it with what is kept so far, else warn."""
    try:
        s.make_rules(**{keyword: value})
    except ValueError as err:
        s.warnings.append("%s: using %s" % (err, default))
        return
    s.rules[keyword] = value


def read_settings(getenv):
    """Settings from `getenv` (os.getenv on the device), reading each key once."""
    s = Settings()

    def read(key):
        # CircuitPython raises ValueError for a value it cannot parse (abc without quotes)
        try:
            return getenv(key)
        except ValueError:
            s.warnings.append("%s in settings.toml cannot be read: put text in quotes"
                              % key[7:])
            return None
    _read_language(s, read("DEALER_LANGUAGE"))   # first: the warnings are in it
    for key, keyword, default in _NUMBERS:
        _read_number(s, key, keyword, default, read("DEALER_" + key))
    for key, field, words in _WORDS:  # field None: the mode, not a Rules keyword
        _read_word(s, key, field, words, read("DEALER_" + key))
    _read_dealer_plays(s, read("DEALER_DEALER_PLAYS"))
    _read_pairs(s, read("DEALER_PAIRS"))
    _read_sleep(s, read("DEALER_SLEEP_MINUTES"))
    _read_learn(s, read("DEALER_LEARN"))
    _read_chip_value(s, read("DEALER_CHIP_VALUE"))
    _read_names(s, read("DEALER_NAMES"))
    _read_pins(s, read)
    return s


def _read_language(s, raw):
    if raw is None:
        return   # the setup asks at a fresh start
    from . import lang
    word = _as_text(raw).lower()
    if lang.index(word) < 0:
        s.warnings.append("LANGUAGE=%s is not %s: using en"
                          % (_shown(raw, "LANGUAGE"), " or ".join(lang.CODES)))
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
        s.warnings.append("%s=%s is not a number: using %d" % (key, _shown(raw, key), default))
    if value is not None:
        _accept(s, keyword, value, default)


def _read_word(s, key, field, words, raw):
    if raw is None:
        return
    word = _as_text(raw).lower()
    if word not in words:
        s.warnings.append("%s=%s is not %s: using %s"
                          % (key, _shown(raw, key), " or ".join(words), words[0]))
    elif field is None:
        s.tracker = word == "tracker"
    else:
        _accept(s, field, words.index(word), words[0])


def _hands(s, raw, value):
    """O-LENGTH: 0 one rotation, 1-250 hands, "bust" or "last"; None (warned) otherwise."""
    word = _as_text(raw).lower()
    if word == "bust":
        return -1   # UNTIL_BUST: until a player cannot pay the ante
    if word == "last":
        return -2   # LAST_STANDING: until one player holds every chip
    if value is None or not 0 <= value <= 250:
        s.warnings.append("HANDS=%s is not 0 to 250, bust or last: using 0"
                          % _shown(raw, "HANDS"))
        return None
    return value


def _read_pairs(s, raw):
    if raw is None:
        return
    word = _as_text(raw).lower()
    if word in _YES:   # O-PAIRS: only the two-card and community games have pairs
        _accept(s, "pairs", True, "0")
    elif word not in _NO:
        s.warnings.append("PAIRS=%s is not 1 or 0: using 0" % _shown(raw, "PAIRS"))


def _read_dealer_plays(s, raw):
    if raw is None:
        return
    word = _as_text(raw).lower()
    if word in _NO:  # O-DEALER-SITS-OUT: a dealer who deals but holds no card
        s.rules["dealer_plays"] = False
    elif word not in _YES:
        s.warnings.append("DEALER_PLAYS=%s is not 1 or 0: using 1"
                          % _shown(raw, "DEALER_PLAYS"))


def _read_sleep(s, raw):
    if raw is None:
        return
    value = _as_int(raw)
    if value is None or not 0 <= value <= 240:
        s.warnings.append("SLEEP_MINUTES=%s is not 0 to 240 minutes: using %d"
                          % (_shown(raw, "SLEEP_MINUTES"), s.sleep_minutes))
    else:
        s.sleep_minutes = value


def _read_learn(s, raw):
    if raw is None:
        return
    word = _as_text(raw).lower()
    if word in _YES or word in _NO:   # learn mode: the odds and tips on the card view
        s.learn = word in _YES
    else:
        s.warnings.append("LEARN=%s is not 1 or 0: using 0" % _as_text(raw))


def _read_chip_value(s, raw):
    if raw is None or _as_text(raw).lower() in _NO + ("", "none"):
        return   # no chip value: the parser's module is not loaded for the session
    from .chip_value import parse_chip_value
    try:
        s.chip_value = parse_chip_value(_as_text(raw))
    except ValueError as err:
        s.warnings.append("%s: using none" % err)


def _read_names(s, raw):
    if raw is None:
        return
    given = _as_text(raw).upper().split(",")
    for seat in range(min(len(given), len(DEFAULT_NAMES))):
        text = _short_name(given[seat].strip())
        if not text:
            continue
        if not _valid_name(text):
            s.warnings.append("NAMES: %s is not 1-3 letters: using %s"
                              % (_shown(text, "NAMES:"), s.names[seat]))
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


def _read_pins(s, read):
    for key, default in DEFAULT_PINS:
        raw = read("DEALER_" + key)
        if raw is None:
            continue
        text = _as_text(raw).upper().replace(" ", "")
        parts = text.split(",")
        want = 4 if key == "KEYS" else 1
        ok = len(parts) == want
        for part in parts:
            ok = ok and _valid_pin(part)
        if ok:
            s.pins[key] = text
        else:
            s.warnings.append("%s=%s is not %s: using %s"
                              % (key, _shown(raw, key),
                                 "4 pins like GP10" if want == 4 else "a pin like GP4", default))
