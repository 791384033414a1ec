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


def _lines(language):
    """The templates (or their translations) of `language`, and its REFUSAL_WORDS: read
    from its _later module and its hand module, which then go."""
    from indian_poker.loading import unload
    later = "dealer.lang.%s_later" % language
    said = __import__(later, None, None, ("%s_later" % language,))
    unload(later)
    lines = []
    for name in _SECTIONS:
        if name == "PLAY":
            module = "dealer.lang." + language
            section = getattr(__import__(module, None, None, (language,)), name)
            unload(module)
        else:
            section = getattr(said, name)
        lines += section.split("\n")[:-1]
    return lines, said.REFUSAL_WORDS.split("\n")


def _say(text, templates, words, entries, own_words, depth):
    for i in range(len(templates)):
        values = _fill(templates[i], text)
        if values is not None:
            break
    else:
        return text
    for k in range(len(values)):
        if values[k] in words:   # a rank's plural, "bet" or "raise"
            values[k] = own_words[words.index(values[k])]
        elif type(values[k]) is str and " or " in values[k]:   # settings.toml's choices
            values[k] = values[k].replace(" or ", " %s " % own_words[words.index("or")])
        elif depth and type(values[k]) is str:   # "Undone: " + what was undone
            values[k] = _say(values[k], templates, words, entries, own_words, 0)
    return entries[i] % tuple(values)


def translate(text, code):
    """`text` (English) in language `code`; `text` itself if no template matches."""
    templates, words = _lines("en")
    entries, own_words = _lines(code)
    return _say(text, templates, words, entries, own_words, 1)
