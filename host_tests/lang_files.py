"""The language modules (firmware/lib/dealer/lang/*.py) read from their source: each
section's entries with their keys, and where the firmware names an entry.

A language is four modules (`en.py`: the hand's words, `en_shown.py`: the setup's and
the settle-up's, `en_told.py`: what the table did, `en_later.py`: refusals, warnings and
what a power cut took), each one assignment per
section, `SECTION = ("entry\\n"  # KEY ...)`: one string literal per entry, ended by a
line break, its key in the comment of its line.
"""

import ast
import io
import pathlib
import re
import tokenize

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIB = ROOT / "firmware" / "lib"
LANG = LIB / "dealer" / "lang"
CODES = ("en", "es", "it", "nl", "fr")
# A formatting directive in an entry: they must be the same, in the same order, in
# every language (the firmware fills them in that order).
DIRECTIVE = re.compile(r"%[-+ 0#]*\d*(?:\.\d+)?[a-zA-Z%]")


class Entry:
    """One entry of a section: its key, its text, the line it is on."""

    def __init__(self, key, text, line):
        self.key = key
        self.text = text
        self.line = line

    def __repr__(self):
        return "%s=%r" % (self.key, self.text)


PARTS = ("", "_shown", "_told", "_later")   # a language's modules: code + part + ".py"


def read(code):
    """{section name: [Entry]} of language `code`, its modules in PARTS's order, each in
    source order; ValueError on an entry the format does not allow (no key, no line
    break, two on one line)."""
    sections = {}
    for part in PARTS:
        sections.update(read_module(LANG / ("%s%s.py" % (code, part))))
    return sections


def read_module(path):
    """{section name: [Entry]} of one language module."""
    source = path.read_text(encoding="utf-8")
    values = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            values[node.targets[0].id] = ast.literal_eval(node.value)
    sections = {}
    current = None
    pending = None
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.NAME and tok.start[1] == 0 and tok.string in values:
            current = tok.string
            sections[current] = []
        elif tok.type == tokenize.STRING and current is not None:
            if pending is not None:
                raise ValueError("%s:%d: two entries on one line" % (path.name, tok.start[0]))
            text = ast.literal_eval(tok.string)
            if not text.endswith("\n") or text.count("\n") != 1:
                raise ValueError("%s:%d: an entry is one line ended by \\n: %r"
                                 % (path.name, tok.start[0], text))
            pending = Entry(None, text[:-1], tok.start[0])
        elif tok.type == tokenize.COMMENT and pending is not None:
            pending.key = tok.string[1:].strip()
            sections[current].append(pending)
            pending = None
        elif tok.type == tokenize.NL and pending is not None:
            raise ValueError("%s:%d: an entry without a key" % (path.name, pending.line))
    for name, entries in sections.items():
        if "".join(e.text + "\n" for e in entries) != values[name]:
            raise ValueError("%s: section %s is not its entries one by one"
                             % (path.name, name))
    return sections


def languages():
    """{code: read(code)} for every language."""
    return {code: read(code) for code in CODES}


def index_of(sections):
    """{key: (section, index)} of one language."""
    found = {}
    for name, entries in sections.items():
        for i, entry in enumerate(entries):
            found[entry.key] = (name, i)
    return found


USE = re.compile(r"\b([A-Z][A-Z0-9_]*)\[(_[A-Z0-9_]+)")
CONST = re.compile(r"^(_[A-Z0-9_]+) = const\((-?\d+)\)", re.M)


def uses(section_names):
    """Every place the firmware reads an entry: (path, line, section, constant, value of
    the constant in that module or None if it has none)."""
    found = []
    for path in sorted(LIB.rglob("*.py")):
        if path.parent == LANG:
            continue
        source = path.read_text(encoding="utf-8")
        constants = {name: int(value) for name, value in CONST.findall(source)}
        for number, line in enumerate(source.splitlines(), 1):
            for section, name in USE.findall(line):
                if section in section_names:
                    found.append((path.relative_to(ROOT), number, section, name,
                                  constants.get(name)))
    return found
