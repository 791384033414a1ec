"""Nederlands: every word the device shows, in the sections and order of en.py (each
entry a line, its key in the comment)."""

KEYS = (
    "TERUG\n"       # BACK
    "VERDER\n"      # NEXT
    "OK\n"          # OK
    "WIJZIG\n"      # CHANGE
    "JA\n"          # YES
    "MEER\n"        # MORE
    "OMLAAG\n"      # DOWN
    "WIJZIG\n"      # EDIT
    "START\n"       # START
)

SETUP = (
    "Taal\n"        # LANGUAGE
)
