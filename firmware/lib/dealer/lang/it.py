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
    "Nuova sessione\n"  # NEW_SESSION
    "Giocatori: %d\n"  # PLAYERS_N
    "(da 2 a 10)\n"  # PLAYER_RANGE
    "Da 4 a 7 giocatori: il gioco più ricco.\n"  # RICHEST
    "Modo\n"        # MODE
    "mazzo vero\n"  # TRACKER
    "di mano in mano\n"  # PASS_AROUND
    "Le vostre carte sulla fronte; il dispositivo tiene il piatto e i turni.\n"  # TRACKER_TEXT
    "Il dispositivo distribuisce e passa di giocatore in giocatore.\n"  # PASS_TEXT
    "Nomi\n"        # NAMES
    "Posto %d: %s\n"  # SEAT
    "Opzioni\n"     # OPTIONS
    "Due giocatori si chiamano %s: cambiane uno\n"  # SAME_NAME
)
