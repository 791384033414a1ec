"""A refusal of the rules core in the language in use (dealer.lang.said reads it): loaded only
when a refusal is shown in a language other than English, then forgotten.

The core words its refusals in English, and settings.toml's reader its problems
(indian_poker/refusals.py and IllegalAction's other texts: the PC's tools read them).
English's REFUSALS section holds those texts as templates; the one that matches gives
the entry, and its numbers and words, to the chosen language's REFUSALS entry of the
same index. Both languages' modules are read only here.
"""


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


# where the English templates are, in this order (the first that matches is the one):
# the _later module's sections, and the hand module's PLAY ("Undone: " + what was done)
_SECTIONS = ("REFUSALS", "TOLD", "PLAY", "WARNINGS")


def _later(language):
    """{section: its text} of `language`'s _later module (which then goes), REFUSAL_WORDS
    as a list: only what this module reads, one language at a time."""
    module = _module("dealer.lang.%s_later" % language)
    return {"REFUSALS": module.REFUSALS, "TOLD": module.TOLD, "WARNINGS": module.WARNINGS,
            "REFUSAL_WORDS": module.REFUSAL_WORDS.split("\n")}


def _module(name):
    """Language module `name`, imported and at once unloaded: it goes with its last use."""
    from indian_poker.loading import unload
    module = __import__(name, None, None, (name[name.rfind(".") + 1:],))
    unload(name)
    return module


def _section(english, name):
    """English's section `name`. PLAY is read from its hand module when first needed, and
    the sections already matched against or still to come go while it is held (a hand's
    module is larger than they are): WARNINGS is read again if PLAY did not fit."""
    text = english.get(name)
    if text is None:
        if name == "PLAY":
            english["REFUSALS"] = ""   # what is left to read is a hand's sentence or a warning
            english["WARNINGS"] = None
            text = _module("dealer.lang.en").PLAY
        else:
            english["PLAY"] = ""
            text = _module("dealer.lang.en_later").WARNINGS
        english[name] = text
    return text


def _parse(text, english, depth):
    """(section, entry, values) of the first English template `text` fits, a sentence
    inside it ("Undone: " + what was done) parsed too; None if none fits."""
    words = english["REFUSAL_WORDS"]
    for name in _SECTIONS:
        section = _section(english, name)
        at = entry = 0
        while at < len(section):
            end = section.find("\n", at)
            values = _fill(section[at:end], text)
            if values is not None:
                for k in range(len(values)):
                    value = values[k]
                    if depth and type(value) is str and value not in words and \
                            " or " not in value:
                        values[k] = _parse(value, english, 0) or value
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


def _say(parsed, own, words, play):
    """A parsed sentence in the language whose _later sections are `own` and whose hand
    words' PLAY section is `play`."""
    name, entry, values = parsed
    own_words = own["REFUSAL_WORDS"]
    for k in range(len(values)):
        value = values[k]
        if type(value) is tuple:   # "Undone: " + what was undone
            values[k] = _say(value, own, words, play)
        elif value in words:   # a rank's plural, "bet" or "raise"
            values[k] = own_words[words.index(value)]
        elif type(value) is str and " or " in value:   # settings.toml's choices
            values[k] = value.replace(" or ", " %s " % own_words[words.index("or")])
    if name == "PLAY":   # the language in use: its hand's words are resident
        return play[entry] % tuple(values)
    return _line(own[name], entry) % tuple(values)


def translate(text, code, play):
    """`text` (English) in language `code`, whose PLAY section (resident) is `play`; `text`
    itself if no template matches. English's words are read first and let go before the
    language's: one language's at a time."""
    english = _later("en")
    parsed = _parse(text, english, 1)
    words = english["REFUSAL_WORDS"]
    english = None
    if parsed is None:
        return text
    return _say(parsed, _later(code), words, play)
