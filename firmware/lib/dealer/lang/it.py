"""Italiano: every word the device shows, in the sections and order of en.py (each
entry a line, its key in the comment)."""

KEYS = (
    "TORNA\n"       # BACK
    "AVANTI\n"      # NEXT
    "OK\n"          # OK
    "CAMBIA\n"      # CHANGE
    "SÌ\n"          # YES
    "ALTRO\n"       # MORE
    "GIÙ\n"         # DOWN
    "SCRIVI\n"      # EDIT
    "INIZIA\n"      # START
)

SETUP = (
    "Lingua\n"      # LANGUAGE
)
