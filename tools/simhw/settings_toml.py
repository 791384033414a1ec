"""os.getenv as CircuitPython 10.2.1 implements it: settings.toml, every value a string.

As measured on CircuitPython 10.2.1 in the emulated Pico (tools/pico/): `KEY = "basic
string"` gives the string (escapes \\b \\t \\n \\f \\r \\" \\\\ \\uXXXX
\\UXXXXXXXX); a string left open or followed by anything but a comment gives None;
any other value gives its text as written, up to a `#` comment and trimmed (`4`,
`0x10`, `+5`, `1_000`, `true`, `abc`, `'single'`), and an empty one None. Keys may
be indented; the first of two equal keys wins; nothing after the first `[table]`
line is visible. Nothing raises.
"""

import re

_LINE = re.compile(r"\s*([A-Za-z0-9_-]+)\s*=\s*(.*)$")
_ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}


def _string(raw):
    out = []
    i = 1
    while i < len(raw):
        ch = raw[i]
        if ch == '"':
            rest = raw[i + 1:].strip()
            if rest and not rest.startswith("#"):
                raise ValueError("invalid syntax")
            return "".join(out)
        if ch == "\\":
            code = raw[i + 1:i + 2]
            if code in _ESCAPES:
                out.append(_ESCAPES[code])
                i += 2
                continue
            width = {"u": 4, "U": 8}.get(code)
            digits = raw[i + 2:i + 2 + width] if width else ""
            if not width or len(digits) != width:
                raise ValueError("invalid syntax")
            out.append(chr(int(digits, 16)))
            i += 2 + width
            continue
        out.append(ch)
        i += 1
    raise ValueError("invalid syntax")


def parse_value(raw):
    """The string os.getenv returns for the text after `=`, or None for a bad string."""
    raw = raw.strip()
    if raw.startswith('"'):
        try:
            return _string(raw)
        except ValueError:
            return None
    return raw.split("#", 1)[0].strip() or None


def read_raw(text):
    """{key: raw value text} of the top-level keys in settings.toml text (first key wins)."""
    raw = {}
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("["):
            break
        if not stripped or stripped.startswith("#"):
            continue
        match = _LINE.match(line)
        if match and match.group(1) not in raw:
            raw[match.group(1)] = match.group(2)
    return raw


class Environment:
    """What os.getenv sees: settings.toml text plus per-run overrides (values or None)."""

    def __init__(self, path=None, overrides=None):
        text = ""
        if path is not None:
            try:
                with open(path, "rb") as f:
                    data = f.read()
            except FileNotFoundError:
                data = b""
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError as err:   # the board's editor saved another encoding
                line = data[:err.start].count(b"\n") + 1
                raise ValueError("%s is not UTF-8 text (byte 0x%02X on line %d): save it as "
                                 "UTF-8" % (path, data[err.start], line)) from None
        self._raw = read_raw(text)
        self._overrides = {}
        for key, value in (overrides or {}).items():
            self._overrides[key] = None if value is None else str(value)

    def getenv(self, key, default=None):
        """os.getenv(key, default): a str, or `default` when the key is absent or bad."""
        if key in self._overrides:
            value = self._overrides[key]
            return default if value is None else value
        if key not in self._raw:
            return default
        value = parse_value(self._raw[key])
        return default if value is None else value
