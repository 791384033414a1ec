"""Laying out text on the 21x8 screen: the soft-key row, word wrap, token rows, pages."""

from micropython import const

from indian_poker import LAST_STANDING

from ..lang import OPTIONS

# words (dealer/lang)
_V_N_HANDS = const(30)
_V_LAST_STANDING = const(31)
_V_UNTIL_BUST = const(32)
_V_ROTATION = const(33)
_V_ROTATIONS = const(34)
_V_HANDS_IS = const(35)
_V_N_IS = const(36)

ROWS = const(8)
COLS = const(21)
KEY_ROW = const(7)
PAGE_ROWS = const(6)  # rows 1..6 of a list screen; row 0 is the title
BIG = "\x01"           # a row that starts with it starts with big characters (see `big`)
BIG_COLS = const(10)   # big characters in a row: each takes two cells of two rows


def clear(rows):
    """Blank all eight rows of `rows` in place."""
    for i in range(ROWS):
        rows[i] = ""


def keys(a, b, c):
    """The bottom row: what soft keys A, B and C do now, each centred over its key; a
    label of seven columns beside another pushes the outer one out by a column or two,
    so that a space always parts them (the languages' keys: dealer/lang)."""
    row = _centre(a) + _centre(b) + _centre(c)
    if row[6] != " " and row[7] != " " or row[13] != " " and row[14] != " ":
        # A at the left edge, C at the right, B centred between (the languages' test
        # keeps the three within 19 columns, so two spaces at least are left)
        room = COLS - len(a) - len(b) - len(c)
        row = a + " " * (room // 2) + b + " " * (room - room // 2) + c
    return row


def _centre(label):
    pad = 7 - len(label)
    left = pad // 2
    return " " * left + label + " " * (pad - left)


def big(rows, i, text, top="", bottom=""):
    """Rows i and i+1: `text` twice as large at the left, `top` and `bottom` beside it."""
    # Written as BIG + text + BIG + top in rows[i]; the app draws it (Display.big).
    text = text[:BIG_COLS]
    room = COLS - 2 * len(text)
    rows[i] = BIG + text + BIG + _beside(top, room)
    rows[i + 1] = _beside(bottom, room)


def _beside(text, room):
    """`text` in the `room` beside big characters, squeezed (its leading space kept):
    "heeft 10005 1/3" beside a big name is "10005 1/3", never "heeft 10005 1/"."""
    if len(text) <= room:
        return text
    if text.startswith(" "):
        return " " + squeeze(text[1:], room - 1)
    return squeeze(text, room)


def split_big(row):
    """(big text, the rest) of a row written by `big`; ("", row) for any other row."""
    if not row.startswith(BIG):
        return "", row
    end = row.index(BIG, 1)
    return row[1:end], row[end + 1:]


def wrap(text, rows, first, last):
    """Word-wrap `text` into rows[first..last]; returns the next free row."""
    i = first
    line = ""
    for word in text.split(" "):
        while len(word) > COLS:  # a word longer than a row is cut
            if line:
                i = _put(rows, i, last, line)
                line = ""
            i = _put(rows, i, last, word[:COLS])
            word = word[COLS:]
        if not line:
            line = word
        elif len(line) + 1 + len(word) <= COLS:
            line = line + " " + word
        else:
            i = _put(rows, i, last, line)
            line = word
    if line:
        i = _put(rows, i, last, line)
    return i


def _put(rows, i, last, line):
    if i <= last:
        rows[i] = line
    return i + 1


def tokens(items, rows, first, last):
    """Place short tokens ("ANN K♥") side by side, a space apart; returns the next free row."""
    # Returns last + 2 if they do not fit (the caller then chooses a shorter form).
    i = first
    for line in lines_of(items):
        i = _put(rows, i, last, line)
    return i if i <= last + 1 else last + 2


def page_count(n):
    """Pages needed to list `n` lines, PAGE_ROWS to a page."""
    return max(1, (n + PAGE_ROWS - 1) // PAGE_ROWS)


def clip(text):
    """`text` cut to one row."""
    return text if len(text) <= COLS else text[:COLS]


def squeeze(text, cols=COLS):
    """`text` in one row (`cols` wide) without cutting a number: its double spaces made
    single, then words that are neither numbers nor names (capitals) left out until it
    fits: a title ("Scoperta:") first, then the shortest, the first of equals first
    ("Mano 100/250  piatto 10000": "100/250 piatto 10000"; "ANN verhoogde naar 10000":
    "ANN verhoogde 10000"); cut only if it still does not."""
    if len(text) <= cols:
        return text
    text = text.replace("  ", " ")
    words = text.split(" ")
    while len(text) > cols:
        first = -1
        least = 0
        for k in range(len(words)):
            word = words[k]
            if word.isupper() or any("0" <= ch <= "9" for ch in word):
                continue
            weight = 0 if word.endswith(":") else len(word)
            if first < 0 or weight < least:
                first = k
                least = weight
        if first < 0:
            break
        words.pop(first)
        text = " ".join(words)
    return text[:cols]


def hand_of(number, total):
    """"3/6", or just "3" when the session has no set number of hands (total 0)."""
    return "%d/%d" % (number, total) if total else "%d" % number


def length_text(hands, total):
    """O-LENGTH in words: "4 hands", "until bust" or "last standing"."""
    if total:
        return OPTIONS[_V_N_HANDS] % total
    return OPTIONS[_V_LAST_STANDING if hands == LAST_STANDING else _V_UNTIL_BUST]


def hands_forms(hands, total, players):
    """O-LENGTH as an option's value, longest form first: ("4 hands = 1 rotation", "4 = 1
    rotation", "1 rotation", "4") when the hands make whole rotations (every player deals
    once each), ("5 hands", "5") otherwise, ("until bust",) for an open length."""
    if hands < 0:
        return (length_text(hands, 0),)
    count = total or players
    if count % players:
        return (length_text(count, count), "%d" % count)

    turns = OPTIONS[_V_ROTATION if count == players else _V_ROTATIONS] % (count // players)
    return (OPTIONS[_V_HANDS_IS] % (count, turns), OPTIONS[_V_N_IS] % (count, turns), turns,
            "%d" % count)


def labelled(prefix, value):
    """`prefix` and `value` in one row: `value` a text or its forms, longest first (the
    first that fits), after the prefix's ": " or, a column short, a space alone; with
    none that fits, `prefix` alone, never a word cut."""
    forms = (value,) if isinstance(value, str) else value
    bare = prefix.rstrip(" :")
    for form in forms:
        if len(prefix) + len(form) <= COLS:
            return prefix + form
    for form in forms:
        if len(bare) + 1 + len(form) <= COLS:   # ">Modo de mano en mano"
            return bare + " " + form
    return bare if len(prefix) <= COLS else clip(prefix)


def fit(text, shorter):
    """`text` if it fits one row, else `shorter` (cut to the row if need be)."""
    return text if len(text) <= COLS else clip(shorter)


def lines_of(items, sep=" "):
    """Short tokens packed into as few rows as possible, `sep` apart (a list of rows); a
    token longer than a row is word-wrapped over rows of its own."""
    lines = []
    line = ""
    for item in items:
        if line and len(line) + len(sep) + len(item) <= COLS:
            line = line + sep + item
            continue
        if line:
            lines.append(line)
        line = item
        if len(item) > COLS:
            scratch = [""] * ROWS
            used = min(wrap(item, scratch, 0, ROWS - 1), ROWS)
            lines.extend(scratch[:used - 1])
            line = scratch[used - 1]
    if line:
        lines.append(line)
    return lines


def pairs_of(named):
    """lines_of for tokens of two words, "ANN K♥ 2♣": `named` holds each token's name
    then its text ([name, text, name, text, ...])."""
    # Each row is one join of its words: on the board every string made costs (making
    # the nine tokens of a table of ten's card view, then adding each to its row, took
    # 4.3 ms of its 17 on the emulated Pico). A token wider than a row (seven stud
    # cards) is word-wrapped by lines_of.
    lines = []
    words = []  # type: list[str]
    width = -1
    for i in range(0, len(named), 2):
        size = len(named[i]) + 1 + len(named[i + 1])
        if size > COLS:
            return lines_of([named[k] + " " + named[k + 1] for k in range(0, len(named), 2)])
        if words and width + 1 + size > COLS:
            lines.append(" ".join(words))
            words.clear()
            width = -1
        words.append(named[i])
        words.append(named[i + 1])
        width += 1 + size
    if words:
        lines.append(" ".join(words))
    return lines


def rows_needed(text):
    """How many rows `text` takes when word-wrapped."""
    scratch = [""] * ROWS
    return wrap(text, scratch, 0, ROWS - 1)


def page_rows(lines, rows, first, last, page, hint="hold B: more %d/%d"):
    """Show `lines` in rows[first..last], or page by page when they do not fit."""
    # Page 0 keeps rows above `first` (the header); later pages use rows 1..last.
    # The last row of a paged screen says how to turn the page. Returns the page shown,
    # or -1 when everything fits on one.
    room = last - first + 1
    if len(lines) <= room:
        for i in range(len(lines)):
            rows[first + i] = lines[i]
        return -1
    head = room - 1
    rest = len(lines) - head
    pages = 1 + (rest + last - 2) // (last - 1)
    page %= pages
    if page == 0:
        shown = lines[:head]
        start = first
    else:
        for i in range(1, first):
            rows[i] = ""
        shown = lines[head + (page - 1) * (last - 1):head + page * (last - 1)]
        start = 1
    for i in range(len(shown)):
        rows[start + i] = shown[i]
    rows[last] = hint % (page + 1, pages)
    return page
