"""os.getenv as CircuitPython 10.2.1 implements it: settings.toml, every value a string.

A byte-for-byte reading of supervisor/shared/settings.c (the 10.2.1 tag), checked on
CircuitPython 10.2.1 in the emulated Pico: for each key, the file is read from its
start, a line at a time. A line is the key after any spaces or tabs (space, tab, CR,
VT, FF), then such spaces, then `=`; a line starting `[` ends the search, the first
of two equal keys wins. After `=` and its spaces, a `"` starts a basic string: escapes
\\b \\r \\n \\t \\v \\f, \\uXXXX and \\UXXXXXXXX (read as C's strtoul does, a sign
or 0x allowed), any other escaped character is itself; a string left open, or with
anything but spaces and a `#` comment after it, reads as nothing (None). Anything else
is a bare value: its text up to the end of the line or a `#`, without the spaces, tabs
and CRs after it (`4`, `0x10`, `1_000`, `abc`, `'single'`, "٣" as written; `KEY = #`
gives ""); nothing after `=` reads as nothing. Nothing raises.
"""

import io
import re

_LINE = re.compile(r"[ \t\r\x0b\x0c]*([A-Za-z0-9_-]+)[ \t\r\x0b\x0c]*=")
_SPACE = b" \t\r\x0b\x0c"          # unichar_isspace, but the newline
_ESCAPES = {ord("b"): 8, ord("r"): 13, ord("n"): 10, ord("t"): 9, ord("v"): 11, ord("f"): 12}
_HEX = b"0123456789abcdefABCDEF"


def _strtoul16(text):
    """(value, every byte taken) of C's strtoul(text, &end, 16) on bytes (32-bit long)."""
    i = 0
    while i < len(text) and text[i] in b" \t\n\x0b\x0c\r":
        i += 1
    negative = False
    if i < len(text) and text[i] in b"+-":
        negative = text[i] == ord("-")
        i += 1
    if text[i:i + 2] in (b"0x", b"0X") and i + 2 < len(text) and text[i + 2] in _HEX:
        i += 2
    start = i
    while i < len(text) and text[i] in _HEX:
        i += 1
    if i == start:
        return 0, False      # no digits: end is where it began
    value = int(text[start:i], 16)
    if negative:
        value = -value % 2 ** 32
    return min(value, 2 ** 32 - 1), i == len(text)


def _string(data, i):
    """The basic string from data[i] (after its opening quote), or None for a bad one."""
    out = bytearray()
    while i < len(data):
        ch = data[i]
        i += 1
        if ch == 10:
            return None
        if ch == ord('"'):
            while i < len(data) and data[i] in _SPACE:
                i += 1
            if i == len(data) or data[i] in b"#\n":
                return out.decode("utf-8", "replace")
            return None
        if ch == ord("\\"):
            if i == len(data) or data[i] == 10:
                return None
            code = data[i]
            i += 1
            if code in (ord("u"), ord("U")):
                size = 4 if code == ord("u") else 8
                value, whole = _strtoul16(data[i:i + size])
                if len(data) - i < size or not whole or value >= 0x110000:
                    return None
                out += chr(value).encode("utf-8", "surrogatepass")
                i += size
                continue
            ch = _ESCAPES.get(code, code)
        out.append(ch)
    return None


def getenv_bytes(data, key):
    """What os.getenv(key) gives for a settings.toml of these bytes: a str or None."""
    name = key.encode()
    i = 0
    while i < len(data):
        while i < len(data) and data[i] in _SPACE:
            i += 1
        if i == len(data) or data[i] == ord("["):
            return None                 # a [table] ends the file for os.getenv
        line_end = data.find(b"\n", i)
        line_end = len(data) if line_end < 0 else line_end
        j = i + len(name)
        if data[i:j] == name:
            while j < line_end and data[j] in _SPACE:
                j += 1
            if j < line_end and data[j] == ord("="):
                return _value(data, j + 1, line_end)
        i = line_end + 1
    return None


def _value(data, i, line_end):
    while i < line_end and data[i] in _SPACE:
        i += 1
    if i == line_end:
        return None                     # nothing after "="
    if data[i] == ord('"'):
        return _string(data, i + 1)
    end = i
    while end < line_end and data[end] != ord("#"):
        end += 1
    while end > i and data[end - 1] in b" \t\r":
        end -= 1
    return data[i:end].decode("utf-8", "replace")


def parse_value(raw):
    """The string os.getenv returns for `raw` as the text after `=` on a settings.toml
    line (tools/sim.py --set), or None where the board would give none."""
    return getenv_bytes(b"KEY = " + raw.encode("utf-8"), "KEY")


def read_raw(text):
    """{key: the value os.getenv gives} of each key in settings.toml text (first one wins)."""
    data = text.encode("utf-8")
    raw = {}
    for line in text.split("\n"):
        match = _LINE.match(line)
        if match and match.group(1) not in raw:
            raw[match.group(1)] = getenv_bytes(data, match.group(1))
    return raw


class Environment:
    """What os.getenv sees: settings.toml text plus per-run overrides (values or None)."""

    def __init__(self, path=None, overrides=None):
        text = None
        if path is not None:
            try:
                with open(path, "rb") as f:
                    data = f.read()
            except FileNotFoundError:
                data = None
            if data is not None:
                try:
                    text = data.decode("utf-8")
                except UnicodeDecodeError as err:   # the board's editor saved another encoding
                    line = data[:err.start].count(b"\n") + 1
                    raise ValueError("%s is not UTF-8 text (byte 0x%02X on line %d): save it "
                                     "as UTF-8" % (path, data[err.start], line)) from None
        self._text = text
        self._raw = read_raw(text or "")
        self._overrides = {}
        for key, value in (overrides or {}).items():
            self._overrides[key] = None if value is None else str(value)

    def text(self):
        """The settings.toml on the board's drive: the file with each override in place of
        its key's line (quoted, so that os.getenv gives it back); None: no file."""
        if self._text is None and not self._overrides:
            return None
        lines = []
        for line in (self._text or "").split("\n"):
            match = _LINE.match(line)
            if match is None or match.group(1) not in self._overrides:
                lines.append(line)
        for key, value in self._overrides.items():
            if value is not None:
                quoted = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
                lines.append('%s = "%s"' % (key, quoted))
        return "\n".join(lines) + "\n"

    def open(self, real_open):
        """open() as the firmware sees it: /settings.toml is this file, the rest the PC's."""
        def device_open(file, *args, **kwargs):
            if file == "/settings.toml":
                text = self.text()
                if text is None:
                    raise OSError(2, "No such file/directory")
                return io.StringIO(text)
            return real_open(file, *args, **kwargs)
        return device_open

    def getenv(self, key, default=None):
        """os.getenv(key, default): a str, or `default` when the key is absent or bad."""
        if key in self._overrides:
            value = self._overrides[key]
            return default if value is None else value
        value = self._raw.get(key)
        return default if value is None else value
