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
    "DAI\n"         # DEAL
    "FATTO\n"       # DEALT
    "RIPROVA\n"     # RETRY
    "MAZZO\n"       # DECK
    "RIAPRI\n"      # RESUME
    "NUOVA\n"       # NEW
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

TABLE = (
    "Mano %s · %s %s\n"  # HAND_TITLE
    "mazziere\n"    # ROLE_DEALER
    "bottone\n"     # ROLE_BUTTON
    "Puntata iniziale %d\n"  # ANTE_EACH
    "La più bassa beve\n"  # LOWEST_DRINKS
    "Fuori:\n"      # OUT
    "DAI prende le puntate iniziali, poi tagliate e distribuite.\n"  # TRACKER_DEAL
    "Il dispositivo distribuisce; passatelo.\n"  # PASS_ROUND
    "Guasto del RNG:\n"  # RNG_FAILURE
    "non posso distribuire\n"  # CANNOT_DEAL
    "Giocate con il vostro mazzo (mazzo vero) o riprovate.\n"  # RNG_TEXT
    "Taglia %s\n"   # CUTS
    "%s dà una carta a testa, coperta; si parte da %s.\n"  # DEALS_ONE
    "Il mazziere\n"  # THE_DEALER
    "Nessuno guarda. B quando sono tutte date.\n"  # NOBODY_LOOKS
    "Al SU! tutti mettono la carta sulla fronte, senza guardarla.\n"  # LIFT_TEXT
    "SU!\n"         # LIFT
    "Scoperta: piatto %d\n"  # SHOWDOWN_POT
    "Scoperta\n"    # SHOWDOWN
    "Carta di %s?\n"  # CARD_OF
    "valore:\n"     # RANK
    "seme:\n"       # SUIT
    "poi\n"         # THEN
    "Riprendi la sessione?\n"  # RESUME_Q
    "Mano %s\n"     # HAND_N
    "%d giocatori\n"  # N_PLAYERS
    "(sessione finita)\n"  # SESSION_OVER
)
