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
    "DAR\n"         # DEAL
    "HECHO\n"       # DEALT
    "REPETIR\n"     # RETRY
    "BARAJA\n"      # DECK
    "RETOMAR\n"     # RESUME
    "NUEVA\n"       # NEW
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

TABLE = (
    "Mano %s · %s %s\n"  # HAND_TITLE
    "reparte\n"     # ROLE_DEALER
    "botón\n"       # ROLE_BUTTON
    "Apuesta inicial: %d\n"  # ANTE_EACH
    "La más baja bebe\n"  # LOWEST_DRINKS
    "Fuera:\n"      # OUT
    "DAR cobra las apuestas iniciales; luego cortad y repartid.\n"  # TRACKER_DEAL
    "El aparato reparte; pasadlo.\n"  # PASS_ROUND
    "Fallo del RNG:\n"  # RNG_FAILURE
    "no se puede repartir\n"  # CANNOT_DEAL
    "Jugad con vuestra baraja (baraja real) o probad otra vez.\n"  # RNG_TEXT
    "Corta %s\n"    # CUTS
    "%s da una carta a cada uno, boca abajo; empieza %s.\n"  # DEALS_ONE
    "El repartidor\n"  # THE_DEALER
    "Nadie mira. B cuando todas estén dadas.\n"  # NOBODY_LOOKS
    "Al grito de ¡ARRIBA! todos se ponen la carta en la frente sin mirarla.\n"  # LIFT_TEXT
    "¡ARRIBA!\n"    # LIFT
    "Descubrir: bote %d\n"  # SHOWDOWN_POT
    "Descubrir\n"   # SHOWDOWN
    "¿Carta de %s?\n"  # CARD_OF
    "valor:\n"      # RANK
    "palo:\n"       # SUIT
    "luego\n"       # THEN
    "¿Seguir la sesión?\n"  # RESUME_Q
    "Mano %s\n"     # HAND_N
    "%d jugadores\n"  # N_PLAYERS
    "(la sesión terminó)\n"  # SESSION_OVER
)
