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
    "DELEN\n"       # DEAL
    "KLAAR\n"       # DEALT
    "OPNIEUW\n"     # RETRY
    "KAARTEN\n"     # DECK
    "HERVAT\n"      # RESUME
    "NIEUW\n"       # NEW
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

TABLE = (
    "Hand %s · %s %s\n"  # HAND_TITLE
    "deler\n"       # ROLE_DEALER
    "knop\n"        # ROLE_BUTTON
    "Inzet %d per speler\n"  # ANTE_EACH
    "Laagste kaart drinkt\n"  # LOWEST_DRINKS
    "Uit:\n"        # OUT
    "DELEN int de inzet; dan afnemen en delen.\n"  # TRACKER_DEAL
    "Het apparaat deelt; geef het door.\n"  # PASS_ROUND
    "RNG-fout:\n"   # RNG_FAILURE
    "kan niet delen\n"  # CANNOT_DEAL
    "Speel met eigen kaarten (echte kaarten) of probeer opnieuw.\n"  # RNG_TEXT
    "%s neemt af\n"  # CUTS
    "%s deelt ieder een kaart, dicht; %s eerst.\n"  # DEALS_ONE
    "De deler\n"    # THE_DEALER
    "Niemand kijkt. B als alles gedeeld is.\n"  # NOBODY_LOOKS
    "Bij OP! legt iedereen de kaart op het voorhoofd, zonder te kijken.\n"  # LIFT_TEXT
    "OP!\n"         # LIFT
    "Showdown: pot %d\n"  # SHOWDOWN_POT
    "Showdown\n"    # SHOWDOWN
    "Kaart van %s?\n"  # CARD_OF
    "waarde:\n"     # RANK
    "kleur:\n"      # SUIT
    "daarna\n"      # THEN
    "Sessie hervatten?\n"  # RESUME_Q
    "Hand %s\n"     # HAND_N
    "%d spelers\n"  # N_PLAYERS
    "(sessie is voorbij)\n"  # SESSION_OVER
)
