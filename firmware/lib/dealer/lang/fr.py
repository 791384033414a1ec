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
    "DONNER\n"      # DEAL
    "FAIT\n"        # DEALT
    "ENCORE\n"      # RETRY
    "CARTES\n"      # DECK
    "REPRISE\n"     # RESUME
    "NOUVEAU\n"     # NEW
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

TABLE = (
    "Donne %s · %s %s\n"  # HAND_TITLE
    "donneur\n"     # ROLE_DEALER
    "bouton\n"      # ROLE_BUTTON
    "Ante de %d chacun\n"  # ANTE_EACH
    "La plus basse boit\n"  # LOWEST_DRINKS
    "Sortis:\n"     # OUT
    "DONNER prend les antes, puis coupez et donnez.\n"  # TRACKER_DEAL
    "L'appareil distribue; faites-le passer.\n"  # PASS_ROUND
    "Panne du RNG:\n"  # RNG_FAILURE
    "impossible de donner\n"  # CANNOT_DEAL
    "Jouez avec vos cartes (vrai jeu) ou réessayez.\n"  # RNG_TEXT
    "%s coupe\n"    # CUTS
    "%s donne une carte à chacun, face cachée; %s d'abord.\n"  # DEALS_ONE
    "Le donneur\n"  # THE_DEALER
    "Nul ne regarde. B quand tout est donné.\n"  # NOBODY_LOOKS
    "À HOP! chacun met sa carte sur le front, sans la regarder.\n"  # LIFT_TEXT
    "HOP!\n"        # LIFT
    "Abattage: pot %d\n"  # SHOWDOWN_POT
    "Abattage\n"    # SHOWDOWN
    "Carte de %s?\n"  # CARD_OF
    "valeur:\n"     # RANK
    "couleur:\n"    # SUIT
    "ensuite\n"     # THEN
    "Reprendre la séance?\n"  # RESUME_Q
    "Donne %s\n"    # HAND_N
    "%d joueurs\n"  # N_PLAYERS
    "(la séance est finie)\n"  # SESSION_OVER
)
