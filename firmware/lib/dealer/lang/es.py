"""Español: every word the device shows, in the sections and order of en.py (each
entry a line, its key in the comment)."""

KEYS = (
    "ATRÁS\n"       # BACK
    "SEGUIR\n"      # NEXT
    "OK\n"          # OK
    "CAMBIAR\n"     # CHANGE
    "SÍ\n"          # YES
    "MÁS\n"         # MORE
    "BAJAR\n"       # DOWN
    "EDITAR\n"      # EDIT
    "EMPEZAR\n"     # START
)

SETUP = (
    "Idioma\n"      # LANGUAGE
)
