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
    "Nieuwe sessie\n"  # NEW_SESSION
    "Spelers: %d\n"  # PLAYERS_N
    "(2 tot 10)\n"  # PLAYER_RANGE
    "4 tot 7 spelers geven het rijkste spel.\n"  # RICHEST
    "Modus\n"       # MODE
    "echte kaarten\n"  # TRACKER
    "doorgeven\n"   # PASS_AROUND
    "Jullie eigen kaarten op het voorhoofd; het apparaat houdt de pot en de beurten bij.\n"  # TRACKER_TEXT
    "Het apparaat deelt en gaat van speler naar speler.\n"  # PASS_TEXT
    "Namen\n"       # NAMES
    "Plaats %d: %s\n"  # SEAT
    "Opties\n"      # OPTIONS
    "Twee spelers heten %s: wijzig er een\n"  # SAME_NAME
)
