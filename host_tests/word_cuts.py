"""Watching every cut the screens make: a row that ends in the middle of a word of the text
it was given, text dropped past the rows it was given, a soft-key label wider than its key.

`install(found)` wraps the cutting functions of the firmware's screen layout
(dealer/screens/layout.py: clip, fit, big, wrap, keys), which every screen lays out its
text with; each cut inside a word is appended to `found` as (what, the text given, the
cut). `code_path(tmp)` writes a code.py that installs the watch before the firmware's own
code.py runs, so that the first screen is watched too. Nothing here knows a word of any
language: a word is what lies between spaces, so the same test runs per language.
"""

import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
FOUND = []   # the cuts of the run now going: (what, text, shown)


def inside_word(text, at):
    """True if cutting `text` before index `at` splits a word (no space on either side)."""
    return 0 < at < len(text) and text[at - 1] != " " and text[at] != " "


def install(found=FOUND):
    """Wrap the layout module's cutting functions (see the module)."""
    from dealer.screens import layout
    if getattr(layout, "_watched", False):
        return
    layout._watched = True
    cols = layout.COLS
    clip, big, wrap, keys = layout.clip, layout.big, layout.wrap, layout.keys

    def watched_clip(text):
        if len(text) > cols and inside_word(text, cols):
            found.append(("clip", text, text[:cols]))
        return clip(text)

    def watched_big(rows, i, text, top="", bottom=""):
        text = text[:layout.BIG_COLS]
        room = cols - 2 * len(text)
        for part in (top, bottom):
            if len(part) > room and part[:room].strip() and inside_word(part, room):
                found.append(("beside big %r" % text, part, part[:room]))
        return big(rows, i, text, top, bottom)

    def watched_wrap(text, rows, first, last):
        scratch = [""] * (len(rows) + 40)
        end = wrap(text, scratch, first, first + 39)
        for word in text.split(" "):
            if len(word) > cols:
                found.append(("word longer than a row", text, word[:cols]))
        if end > last + 1:
            found.append(("rows %d-%d" % (first, last), text,
                          " / ".join(scratch[first:last + 1])))
        return wrap(text, rows, first, last)

    def watched_keys(a, b, c):
        for label in (a, b, c):
            if len(label) > 7:
                found.append(("soft key", label, label[:7]))
        return keys(a, b, c)

    def rows_needed(text):   # a measure, not a layout: nothing is shown
        return wrap(text, [""] * layout.ROWS, 0, layout.ROWS - 1)

    layout.rows_needed = rows_needed
    layout.clip = watched_clip
    layout.big = watched_big
    layout.wrap = watched_wrap
    layout.keys = watched_keys


def row_cuts(built, found=FOUND):
    """A screen's rows as it built them: one longer than the display's 21 columns is cut
    by the display, inside a word or not (split_big takes a big row apart first)."""
    from dealer.screens.layout import COLS, split_big
    for row in built:
        big, rest = split_big(row)
        width = COLS - 2 * len(big)
        if len(rest) > width and inside_word(rest, width):
            found.append(("row", row, rest[:width]))


def code_path(folder):
    """A code.py that watches the layout, then runs the firmware's code.py unchanged."""
    path = pathlib.Path(folder) / "code.py"
    path.write_text(
        "import sys\n"
        "sys.path.insert(0, %r)\n"
        "import word_cuts\n"
        "from dealer.screens import layout  # noqa: F401\n"
        "word_cuts.install()\n"
        "with open(%r, encoding='utf-8') as f:\n"
        "    exec(compile(f.read(), %r, 'exec'))\n"
        % (str(ROOT / "host_tests"), str(ROOT / "firmware" / "code.py"),
           str(ROOT / "firmware" / "code.py")), encoding="utf-8")
    return path
