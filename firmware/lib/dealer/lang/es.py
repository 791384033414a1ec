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
    "Nueva sesión\n"  # NEW_SESSION
    "Jugadores: %d\n"  # PLAYERS_N
    "(de 2 a 10)\n"  # PLAYER_RANGE
    "De 4 a 7 jugadores: el juego más rico.\n"  # RICHEST
    "Modo\n"        # MODE
    "baraja real\n"  # TRACKER
    "de mano en mano\n"  # PASS_AROUND
    "Vuestras cartas en la frente; el aparato lleva el bote y los turnos.\n"  # TRACKER_TEXT
    "El aparato reparte y pasa de jugador en jugador.\n"  # PASS_TEXT
    "Nombres\n"     # NAMES
    "Asiento %d: %s\n"  # SEAT
    "Opciones\n"    # OPTIONS
    "Dos jugadores se llaman %s: cambia uno\n"  # SAME_NAME
)
