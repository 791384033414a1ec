"""Français: every word the device shows, in the sections and order of en.py (each
entry a line, its key in the comment)."""

KEYS = (
    "RETOUR\n"      # BACK
    "SUITE\n"       # NEXT
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
    "Nouvelle séance\n"  # NEW_SESSION
    "Joueurs: %d\n"  # PLAYERS_N
    "(de 2 à 10)\n"  # PLAYER_RANGE
    "De 4 à 7 joueurs: le jeu le plus riche.\n"  # RICHEST
    "Mode\n"        # MODE
    "vrai jeu\n"    # TRACKER
    "de main en main\n"  # PASS_AROUND
    "Vos cartes sur le front. L'appareil tient le pot et les tours.\n"  # TRACKER_TEXT
    "L'appareil distribue et passe de joueur en joueur.\n"  # PASS_TEXT
    "Noms\n"        # NAMES
    "Place %d: %s\n"  # SEAT
    "Options\n"     # OPTIONS
    "Deux joueurs s'appellent %s: changez-en un\n"  # SAME_NAME
)
