"""English: every word the device shows. Each section is one string, an entry a line
(dealer/lang/__init__.py); the comment names the entry's key, and the other languages
have the same keys in the same order."""

KEYS = (
    "BACK\n"        # BACK
    "NEXT\n"        # NEXT
    "OK\n"          # OK
    "CHANGE\n"      # CHANGE
    "YES\n"         # YES
    "MORE\n"        # MORE
    "DOWN\n"        # DOWN
    "EDIT\n"        # EDIT
    "START\n"       # START
)

SETUP = (
    "Language\n"    # LANGUAGE
)
