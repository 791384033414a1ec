"""Français: every word the device shows, in the sections and order of en.py (each
entry a line, its key in the comment)."""

KEYS = (
    "RETOUR\n"      # BACK
    "SUIVANT\n"     # NEXT
    "OK\n"          # OK
    "CHANGER\n"     # CHANGE
    "OUI\n"         # YES
    "PLUS\n"        # MORE
    "BAS\n"         # DOWN
    "ÉDITER\n"      # EDIT
    "JOUER\n"       # START
)

SETUP = (
    "Langue\n"      # LANGUAGE
)
