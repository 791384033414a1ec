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
    "QR\n"          # QR
    "ENTRA\n"       # JOIN
    "COMPRAR\n"  # REBUY
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
    "DAR cobra la apuesta inicial; luego cortad y repartid.\n"  # TRACKER_DEAL
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

MESSAGES = (
    "página %d/%d\n"  # PAGE
    "Error: %s\n"   # ERROR
    "¿Empezar una sesión nueva? La guardada sigue hasta que empiece la nueva.\n"  # CRASH_NEW_Q
    "El aparato se detuvo. A: seguir la sesión guardada. C: sesión nueva.\n"  # CRASH_TEXT
    "Sesión guardada perdida: no se pudo leer. Empezad una sesión nueva.\n"  # LOST_SAVE
    "La sesión guardada no puede seguir con las reglas de hoy (un jugador no tiene fichas). Empezad una sesión nueva.\n"  # OLD_SAVE
    "Unidad: el aparato puede escribir sus archivos (A pulsada al encender); el ordenador solo puede leerlos.\n"  # DRIVE
    "En settings.toml: %s\n"  # IN_SETTINGS
    "%d problemas en settings.toml:\n"  # PROBLEMS
)

RESULTS = (
    "Cuentas: 1 pago\n"  # SETTLE_ONE
    "Cuentas: %d pagos\n"  # SETTLE_N
    "nadie paga\n"  # NOBODY_PAYS
    "redondeado a %s\n"  # ROUNDED_TO
    "%s paga a %s %s\n"  # PAYS
    "%d %s %d sorbos\n"  # SIPS
    "Resultados\n"  # RESULTS
    "A: atrás\n"    # A_BACK
    "B: más\n"      # B_MORE
    "Antes de la mano %d\n"  # BEFORE_HAND
    "Mano %d, bote %d\n"  # BEFORE_HAND_POT
    "Bote %d, mano %d\n"  # POT_HAND
    "Clasificación\n"  # STANDINGS
    "Tras la mano %s\n"  # AFTER_HAND
    "El historial muestra todas las cartas: enviadlo desde la pantalla final, tras la sesión\n"  # HISTORIES_AT_END
    "No hay memoria para enviar el historial\n"  # NO_MEMORY_SEND
    "No se jugó ninguna mano: no hay nada que enviar\n"  # NOTHING_TO_SEND
    "Enviada 1 mano por USB\n"  # SENT_ONE
    "Enviadas %d manos por USB\n"  # SENT_N
    "Sin memoria: se enviaron %d de %d manos\n"  # OUT_OF_MEMORY_SENT
    "Enviar historial\n"  # SEND_HISTORIES
    "Mano %d de %d\n"  # HAND_OF
    "por el cable USB\n"  # OVER_USB
    "Recompra, salir, entrar\n"  # REBUY_TITLE
    "fuera\n"       # LEFT
    "sin\n"         # OUT_STATE
    "B: entra uno nuevo\n"  # B_JOINS
    "B largo: cobrar\n"  # HOLD_B_CASH
    "Entrar al asiento %d\n"  # JOIN_SEAT
    "%s lo dejó\n"  # LEFT_IT
    "Nuevo: %d fichas\n"  # NEW_PLAYER_CHIPS
    "Nombre: %s\n"  # NAME
    "B largo: letra atrás\n"  # HOLD_B_LETTER
)

REFUSALS = (
    "la mano ha terminado\n"  # R_HAND_OVER
    "las apuestas han terminado: introducid las cartas\n"  # R_BETTING_OVER
    "no puedes pasar ante una apuesta: iguala %d, sube o vete\n"  # R_CANNOT_CHECK
    "no hay apuesta que igualar: pasa o apuesta\n"  # R_NO_BET_TO_CALL
    "ya hay una apuesta: iguala o sube\n"  # R_ALREADY_BET
    "nadie ha apostado aún: apuesta en vez de subir\n"  # R_NOBODY_BET
    "solo tienes fichas para igualar (todo)\n"  # R_ONLY_CALL
    "un todo corto no reabre las apuestas: iguala o retírate\n"  # R_SHORT_ALL_IN
    "solo una subida por mano\n"  # R_ONE_RAISE
    "ya hay %d subidas, el máximo\n"  # R_RAISE_CAP
    "todos van con todo: nadie respondería a una subida\n"  # R_ALL_ALL_IN
    "límite fijo: sin cantidad, las reglas fijan %s\n"  # R_FIXED_LIMIT
    "di cuánto: %s a %d hasta %d fichas\n"  # R_HOW_MUCH
    "%s: un número entero de fichas\n"  # R_WHOLE_NUMBER
    "solo puedes %s con todo, a %d fichas\n"  # R_ONLY_ALL_IN
    "%s a %d hasta %d fichas, no %d\n"  # R_FROM_TO
    "esa acción no se permite ahora\n"  # R_NOT_ALLOWED
    "el aparato repartió estas cartas: no hay nada que introducir\n"  # R_DEVICE_DEALT
    "las cartas se enseñan tras las apuestas\n"  # R_AFTER_BETTING
    "no hace falta la carta de ese jugador\n"  # R_NOT_NEEDED
    "eso no es una carta\n"  # R_NOT_A_CARD
    "solo hay cuatro %s en una baraja\n"  # R_ONLY_FOUR
    "esa carta ya está puesta para otro jugador\n"  # R_ALREADY_ENTERED
    "en este juego no hay fichas: nada que comprar ni cobrar\n"  # R_NO_CHIPS
    "recompras y salidas: solo en sesiones de N manos o hasta el último\n"  # R_REBUYS_ONLY
    "solo entre manos: acabad antes la mano\n"  # R_BETWEEN_HANDS
    "la sesión ha terminado\n"  # R_SESSION_OVER
    "ese asiento dejó la mesa: puede ocuparlo un jugador nuevo\n"  # R_SEAT_LEFT
    "como mucho %d fichas compradas por jugador\n"  # R_MAX_BOUGHT
    "un jugador nuevo ocupa un asiento libre: ese no lo está\n"  # R_SEAT_TAKEN
    "como mucho %d jugadores por sesión: empezad otra\n"  # R_MAX_PEOPLE
    "no hay fuente de azar: pasad cartas o usad una baraja real\n"  # R_NO_RANDOM
    "ha empezado otra mano: esta ya no puede cambiar\n"  # R_NEW_HAND
    "ya se compraron o cobraron fichas: esta mano queda\n"  # R_BOUGHT_SINCE
    "nada que deshacer\n"  # R_NOTHING_TO_UNDO
    "acabad o deshaced antes la mano en juego\n"  # R_FINISH_OR_UNDO
    "acabad antes la mano en juego\n"  # R_FINISH_FIRST
    "la baraja real sirve solo para juegos de una carta: que reparta el aparato\n"  # R_TRACKER_ONE_CARD
    "no hay reparto que anular\n"  # R_NO_DEAL
    "ya se ha apostado: deshaced hasta la primera acción y anulad el reparto\n"  # R_BETTING_STARTED
    "Se vieron las cartas: esta mano no se puede deshacer\n"  # R_CARDS_SHOWN
    "%s ya jugó aquí: un jugador nuevo necesita otro nombre\n"  # R_NEW_NAME
)

REFUSAL_WORDS = (
    "doses\n"       # W_TWOS
    "treses\n"      # W_THREES
    "cuatros\n"     # W_FOURS
    "cincos\n"      # W_FIVES
    "seises\n"      # W_SIXES
    "sietes\n"      # W_SEVENS
    "ochos\n"       # W_EIGHTS
    "nueves\n"      # W_NINES
    "dieces\n"      # W_TENS
    "jotas\n"       # W_JACKS
    "reinas\n"      # W_QUEENS
    "reyes\n"       # W_KINGS
    "ases\n"        # W_ACES
    "apostar\n"     # W_BET
    "subir\n"       # W_RAISE
)
