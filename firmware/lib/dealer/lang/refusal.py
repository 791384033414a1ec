"""A refusal of the rules core or a problem of settings.toml in the language in use
(dealer.lang.said reads it): loaded only when one is shown in a language other than
English, then forgotten.

The core words its refusals in English and settings.toml's reader its problems
(indian_poker/refusals.py and IllegalAction's other texts: the PC's tools read them).
English's REFUSALS and WARNINGS hold those texts as templates; the one that matches
gives the entry, and its numbers and words, to the chosen language's entry of the same
index. What the table did needs no template: it is a Told (dealer/lang/told.py).
"""

from indian_poker.loading import read_once

# where the English templates of a sentence are, in this order (the first that matches is
# the one); a warning's reason ("...: using none") is a refusal of the rules or another
# warning, parsed too. A refusal's values are words and numbers only.
_SECTIONS = ("REFUSALS", "WARNINGS")


def _fill(template, text):
    """The values of `template`'s %d and %s in `text` (ints, strings); None if it is not
    that template's text."""
    values = []  # type: list
    at = 0
    t = 0
    while True:
        d = template.find("%", t)
        part = template[t:] if d < 0 else template[t:d]
        if text[at:at + len(part)] != part:
            return None
        at += len(part)
        if d < 0:
            return values if at == len(text) else None
        t = d + 2
        following = template.find("%", t)
        part = template[t:] if following < 0 else template[t:following]
        if not part:
            end = len(text)
        elif following < 0:
            end = len(text) - len(part) if text.endswith(part) else -1
        else:
            end = text.find(part, at)
        if end < at:
            return None
        value = text[at:end]
        if template[d + 1] == "d":
            try:
                value = int(value)
            except ValueError:
                return None
        values.append(value)
        at = end



def _later(language):
    """{section: its text} of `language`'s _later module (which then goes), REFUSAL_WORDS
    as a list: only what this module reads."""
    module = read_once("dealer.lang.%s_later" % language)
    return {"REFUSALS": module.REFUSALS, "WARNINGS": module.WARNINGS,
            "REFUSAL_WORDS": module.REFUSAL_WORDS.split("\n")}


def _parse(text, english, nested):
    """(section, entry, values) of the first English template `text` fits, a warning's
    reason inside it parsed too (`nested`: the top sentence's values); None if none
    fits."""
    words = english["REFUSAL_WORDS"]
    for name in _SECTIONS:
        section = english[name]
        at = entry = 0
        while at < len(section):
            end = section.find("\n", at)
            values = _fill(section[at:end], text)
            if values is not None:
                if nested and name == "WARNINGS":
                    for k in range(len(values)):
                        value = values[k]
                        if type(value) is str and value not in words and " or " not in value:
                            values[k] = _parse(value, english, False) or value
                return name, entry, values
            at = end + 1
            entry += 1
    return None


def _line(section, entry):
    """Entry `entry` (a line) of a section's text."""
    at = 0
    for _ in range(entry):
        at = section.find("\n", at) + 1
    return section[at:section.find("\n", at)]


def _say(parsed, own, words):
    """A parsed sentence in the language whose _later sections are `own`."""
    name, entry, values = parsed
    own_words = own["REFUSAL_WORDS"]
    for k in range(len(values)):
        value = values[k]
        if type(value) is tuple:   # a warning's reason
            values[k] = _say(value, own, words)
        elif value in words:   # a rank's plural, "bet" or "raise"
            values[k] = own_words[words.index(value)]
        elif type(value) is str and " or " in value:   # settings.toml's choices
            values[k] = value.replace(" or ", " %s " % own_words[words.index("or")])
    return _line(own[name], entry) % tuple(values)


def translate(text, code):
    """`text` (English) in language `code`; `text` itself if no template matches.
    English's words are read first and let go before the language's: one language's at
    a time."""
    english = _later("en")
    parsed = _parse(text, english, True)
    words = english["REFUSAL_WORDS"]
    english = None
    if parsed is None:
        return text
    return _say(parsed, _later(code), words)
