"""What settings.toml says beyond the rules' values: the pins, lines whose value os.getenv
could not read, keys the dealer does not know, values that cannot apply together; and
the text helpers the settings reader (settings_toml.py) uses, read as CircuitPython does.

CircuitPython's os.getenv returns its default (None) for a value it cannot read, a
quote left open (`DEALER_VARIANT = "stud`), as for a key that is not there, so the file
itself says which it was. Read once at power-up, a line at a time, and forgotten with
the settings reader (settings_toml.py).
"""

from .settings import DEFAULT_PINS

SPACES = " \t\n\r\x0b\x0c"   # what CircuitPython's str.strip() takes away


def as_text(value):
    """A value of os.getenv as text, the spaces CircuitPython's str.strip() takes away
    taken away."""
    if isinstance(value, str):
        return value.strip(SPACES)
    return str(value)


def case(text, upper):
    """`text` with its ASCII letters upper (or lower) cased, as CircuitPython does."""
    out = ""
    for ch in text:
        if upper and "a" <= ch <= "z":
            ch = chr(ord(ch) - 32)
        elif not upper and "A" <= ch <= "Z":
            ch = chr(ord(ch) + 32)
        out += ch
    return out


def shown(value, key):
    """The value as a message quotes it after "KEY=": a long one cut (".."), so that no
    word of a message is longer than a row of the screen (21 characters)."""
    text = as_text(value)
    room = 20 - len(key)
    return text if len(text) <= room else text[:room - 2] + ".."


def together(s):
    """Warn in `s` of the values that cannot apply with the others, and use what can."""
    from indian_poker.variants import WORDS, load, real_deck
    game = load(s.rules.get("variant", 0))
    if s.tracker and not real_deck(game):
        s.tracker = False
        s.warnings.append("MODE=tracker: VARIANT=%s needs the device's cards: using pass"
                          % WORDS[s.rules.get("variant", 0)])
    if s.rules.get("dealer_plays") is False and not s.tracker:
        s.warnings.append("DEALER_PLAYS=0: a dealer sits out in tracker mode only "
                          "(MODE=tracker)")
    keys = s.pins["KEYS"]
    if keys != dict(DEFAULT_PINS)["KEYS"]:   # nothing can tell an unwired pin: say
        s.warnings.append("KEYS=%s: if no key answers, check that A, B, C and MENU are "
                          "wired to these pins" % keys)


def check_lines(s, path, unread, known):
    """Warn in `s` (a Settings) of each DEALER_ key of the file at `path` whose value was
    not read (`unread`: the keys os.getenv gave None for) or that is not in `known`."""
    seen = []
    try:
        with open(path) as f:
            for line in f:
                text = line.strip(SPACES)
                if text.startswith("["):   # os.getenv sees nothing after a table
                    break
                if not text.startswith("DEALER_") or "=" not in text:
                    continue
                key = text.split("=", 1)[0].strip(SPACES)
                if key in seen:            # the first of two equal keys counts
                    continue
                seen.append(key)
                if key in unread:
                    s.warnings.append("%s in settings.toml has no value that can be read "
                                      "(check its quotes): using the default" % key[7:])
                elif key not in known:
                    s.warnings.append("%s in settings.toml is not a setting of the "
                                      "dealer: ignored" % key)
    except (OSError, ValueError):   # no file, or not text: os.getenv read nothing either
        return


def read_pins(s, read):
    """SDA, SCL and the four key pins: names like GP4 (whether the board has them and
    what is wired there, board/hardware.py finds out)."""
    for key, default in DEFAULT_PINS:
        raw = read("DEALER_" + key)
        if raw is None:
            continue
        text = case(as_text(raw), True).replace(" ", "")
        parts = text.split(",")
        want = 4 if key == "KEYS" else 1
        ok = len(parts) == want
        for part in parts:
            ok = ok and _valid_pin(part)
        if ok:
            s.pins[key] = text
        else:
            s.warnings.append("%s=%s is not %s: using %s"
                              % (key, shown(raw, key),
                                 "4 pins like GP10" if want == 4 else "a pin like GP4", default))


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
