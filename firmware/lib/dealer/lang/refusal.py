"""A refusal of the rules core, what the table did or a problem of settings.toml in the
language in use (dealer.lang.said reads it): loaded only when one is shown in a language
other than English, then forgotten.

The core words its refusals in English, the table what it did and settings.toml's reader
its problems (indian_poker/refusals.py and IllegalAction's other texts: the PC's tools
read them). English's sections hold those texts as templates; the one that matches gives
the entry, and its numbers and words, to the chosen language's entry of the same index.
What the table did (`_told`, a small module) is tried first: it is what a table says most;
the refusals and the warnings (`_later`) are read only if it is none of those.
"""

from indian_poker.loading import read_once

# where the English templates of a sentence are, in this order (the first that matches is
# the one); and where a sentence inside one is: what was undone is an action of the hand
# (PLAY, from the hand's module) or what the table did, a warning's reason is a refusal of
# the rules or another warning. A refusal's values are words and numbers only.
_SECTIONS = ("TOLD", "REFUSALS", "WARNINGS")
_INSIDE = {"TOLD": ("TOLD", "PLAY"), "WARNINGS": ("REFUSALS", "WARNINGS"), "REFUSALS": ()}


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


def _told(language):
    """{section: its text} of `language`'s _told module (which then goes), REFUSAL_WORDS
    as a list."""
    module = read_once("dealer.lang.%s_told" % language)
    return {"TOLD": module.TOLD, "REFUSAL_WORDS": module.REFUSAL_WORDS.split("\n")}


def _section(sections, name, language):
    """Section `name` of `language`, read into `sections` (a dict) when first needed:
    REFUSALS and WARNINGS from its _later module, PLAY (English's only: the language in use
    has its own resident) from its hand's module."""
    text = sections.get(name)
    if text is None:
        if name == "PLAY":
            sections[name] = text = read_once("dealer.lang.en").PLAY
        else:
            module = read_once("dealer.lang.%s_later" % language)
            sections["REFUSALS"] = module.REFUSALS
            sections["WARNINGS"] = module.WARNINGS
            text = sections[name]
    return text


def _parse(text, english, names):
    """(section, entry, values) of the first English template of sections `names` that
    `text` fits, a sentence inside it ("Undone: " + what was done) parsed too; None if
    none fits. A value of one word (a name, a number of chips) is matched only against
    sections already read: the one word that is a sentence ("Undone: nothing") is in
    TOLD, and reading the hand's words for a name would hold its module for nothing."""
    words = english["REFUSAL_WORDS"]
    sentence = " " in text or names is _SECTIONS
    for name in names:
        if not sentence and english.get(name) is None:
            continue
        section = _section(english, name, "en")
        at = entry = 0
        while at < len(section):
            end = section.find("\n", at)
            values = _fill(section[at:end], text)
            if values is not None:
                inside = _INSIDE.get(name, ())
                for k in range(len(values)):
                    value = values[k]
                    if inside and type(value) is str and value not in words and \
                            " or " not in value:
                        values[k] = _parse(value, english, inside) or value
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


def _say(parsed, own, words, play, code):
    """A parsed sentence in language `code`, whose sections read so far are `own` and
    whose hand words' PLAY section is `play`."""
    name, entry, values = parsed
    own_words = own["REFUSAL_WORDS"]
    for k in range(len(values)):
        value = values[k]
        if type(value) is tuple:   # "Undone: " + what was undone
            values[k] = _say(value, own, words, play, code)
        elif value in words:   # a rank's plural, "bet" or "raise"
            values[k] = own_words[words.index(value)]
        elif type(value) is str and " or " in value:   # settings.toml's choices
            values[k] = value.replace(" or ", " %s " % own_words[words.index("or")])
    if name == "PLAY":   # the language in use: its hand's words are resident
        return play[entry] % tuple(values)
    return _line(_section(own, name, code), entry) % tuple(values)


def translate(text, code, play):
    """`text` (English) in language `code`, whose PLAY section (resident) is `play`; `text`
    itself if no template matches. English's words are read first and let go before the
    language's: one language's at a time."""
    english = _told("en")
    parsed = _parse(text, english, _SECTIONS)
    words = english["REFUSAL_WORDS"]
    english = None
    if parsed is None:
        return text
    return _say(parsed, _told(code), words, play, code)
