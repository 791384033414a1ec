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
    "RETIRO\n"      # FOLD
    "PASO\n"        # CHECK
    "IGUALO\n"      # CALL
    "APUESTO\n"     # BET
    "SUBO\n"        # RAISE
    "TODO\n"        # ALL_IN
    "VISTO\n"       # SEEN
    "MIRAR\n"       # LOOK
    "1 CARTA\n"   # ONE_CARD
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
    "luego su palo\n"  # THEN
    "¿Seguir la sesión?\n"  # RESUME_Q
    "Mano %s\n"     # HAND_N
    "%d jugadores\n"  # N_PLAYERS
    "(la sesión terminó)\n"  # SESSION_OVER
    "DAR, luego cortad y repartid.\n"  # TRACKER_DEAL_PARTY
    "¿Preparar una sesión nueva? La guardada sigue hasta que empiece la nueva.\n"  # RESUME_NEW_Q
    "%s necesita las cartas del aparato. Reintentad, o jugad a una carta con vuestra baraja.\n" # NEEDS_CARDS
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
    "Guardando...\n" # SAVING
    "no lo apaguéis\n" # KEEP_POWER
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
    "¿%s cobra %s fichas y deja la mesa?\n"  # CASH_OUT_Q
    "¿%s compra %d fichas más (tiene %s)?\n"  # BUY_Q
    "(Deshacer: menú)\n"  # UNDO_MENU
)

PLAY = (
    "Hablas tú primero\n"  # YOU_SPEAK_FIRST
    "Miras tú primero\n"  # YOU_LOOK_FIRST
    "Pasa a %s\n"   # PASS_TO
    ": mantén B\n"  # HOLD_B
    "A largo: %d/%d\n"  # HOLD_A_PAGE
    "%s  mano %s\n"  # GAME_HAND
    "%s mira\n"     # LOOKS
    "bote %d\n"     # POT_N
    "iguala %d\n"   # CALL_N
    "Mano %s  %s\n"  # HAND_GAME
    "Mira a los demás\n"  # LOOK_OTHERS
    "juega\n"       # TO_ACT
    "tiene %s\n"    # HAS
    "Bote %d\n"     # POT_BIG
    "Iguala %d\n"   # CALL_BIG
    "Pasa\n"        # CHECK_BIG
    "%d siguen\n"   # IN_LONG
    "%d jugadores\n"  # IN_MID
    "%d en mano\n"  # IN_SHORT
    "Mano %s  %d en mano\n"  # HAND_IN
    "Mano %s  bote %d\n"  # HAND_POT
    "%s: tu carta boca abajo, sin verla\n"  # FOLDED_CARD
    "mín\n"         # SIZE_MIN
    "máx\n"         # SIZE_MAX
    "½ bote\n"      # SIZE_HALF_POT
    "bote\n"        # SIZE_POT
    "todo\n"        # SIZE_ALL_IN
    "%s sube a %d\n"  # RAISES_TO
    "%s apuesta %d\n"  # BETS_TO
    "pone 1 ficha\n"  # ADDS_ONE
    "pone %d fichas\n"  # ADDS_N
    "eso es ir con todo\n"  # ALL_IN_NOTE
    "C largo: atrás\n"  # HOLD_C_BACK
    "A/B largo: otra cifra\n"  # HOLD_AB_ANY
    "%s miró\n"     # LOOKED
    "%s apostó %d\n"  # BET_N
    "%s apostó\n"   # BET_WORD
    "%s subió a %d\n"  # RAISED_TO
    "%s subió\n"    # RAISED
    "%s igualó %d\n"  # CALLED
    "%s se retiró\n"  # FOLDED
    "%s pasó\n"     # CHECKED
    "carta del medio: %s\n"  # MIDDLE_TURNED
    "repartida la carta %d\n"  # STREET_DEALT
    "tú\n"          # YOU
    "todo salvo %s\n" # ALL_IN_BUT
)

SHOW = (
    "%s se lleva el bote\n"  # TAKES_POT
    "de %s fichas\n"  # OF_CHIPS
    "Los demás se retiraron: no se enseña ninguna carta.\n"  # ALL_FOLDED
    "Descubrir: bote %s\n"  # SHOWDOWN_POT_S
    "%d vuelven a %s\n"  # BACK_TO
    "B: más %d/%d\n"  # B_MORE_PAGE
    "medio\n"       # MID
    "Bote principal %d:\n"  # MAIN_POT
    "Bote lateral %d:\n"  # SIDE_POT
    "bebe\n"        # DRINKS
    "beben\n"       # DRINK
    "%s se lleva %s\n"  # TAKES
    "1 sorbo\n"     # SIP_ONE
    "%d sorbos\n"   # SIPS_N
    "bebió\n"       # DRANK
    "Ganador: %s\n"  # WINNER
    "Empate: %s\n"  # SHARED
    "Empate de %d jugadores\n"  # SHARED_BY
    "¿Preparar una sesión nueva? Esta queda en el aparato, con sus cuentas e historial, hasta que empiece la nueva.\n"  # NEW_Q
    "Reparto inválido: ¿recoger estas cartas y dar otras?\n"  # MISDEAL_Q
    "¿Terminar la sesión ahora? La clasificación será la final.\n"  # END_Q
    "%s alta\n"     # HIGH
    "%s, %s alta\n"  # KIND_HIGH
    "%s, %s\n"      # KIND_OF
    "Más alta: %s\n" # R_HIGHEST
    "Empate alto: %s\n" # R_HIGHEST_SPLIT
    "Más baja: %s\n" # R_LOWEST
    "Empate bajo: %s\n" # R_LOWEST_SPLIT
    "Pierde: %s\n" # R_LOSES
    "Pierden: %s\n" # R_LOSES_SPLIT
    "Medio alto: %s\n" # R_SHARED
    "Medio %s: empate\n" # R_SHARED_SPLIT
    "Pareja de %s\n" # R_PAIR
    "Parejas de %s\n" # R_PAIR_SPLIT
    "%s gana: las altas\n" # R_HIGH_CARDS
    "%s empata: altas\n" # R_HIGH_CARDS_SPLIT
    "%s: %s\n"    # R_POKER
    "Mano %d, la última:\n" # LAST_DEAL
    "Tras la mano %s\n"  # AFTER_HAND
)

GAME = (
    "dos\n"         # R_DEUCE
    "tres\n"        # R_THREE
    "cuatro\n"      # R_FOUR
    "cinco\n"       # R_FIVE
    "seis\n"        # R_SIX
    "siete\n"       # R_SEVEN
    "ocho\n"        # R_EIGHT
    "nueve\n"       # R_NINE
    "diez\n"        # R_TEN
    "jota\n"        # R_JACK
    "reina\n"       # R_QUEEN
    "rey\n"         # R_KING
    "as\n"          # R_ACE
    "doses\n"       # P_DEUCES
    "treses\n"      # P_THREES
    "cuatros\n"     # P_FOURS
    "cincos\n"      # P_FIVES
    "seises\n"      # P_SIXES
    "sietes\n"      # P_SEVENS
    "ochos\n"       # P_EIGHTS
    "nueves\n"      # P_NINES
    "dieces\n"      # P_TENS
    "jotas\n"       # P_JACKS
    "reinas\n"      # P_QUEENS
    "reyes\n"       # P_KINGS
    "ases\n"        # P_ACES
    "carta alta\n"  # C_HIGH_CARD
    "pareja\n"      # C_PAIR
    "doble pareja\n"  # C_TWO_PAIR
    "trío\n"        # C_TRIPS
    "escalera\n"    # C_STRAIGHT
    "color\n"       # C_FLUSH
    "full\n"        # C_FULL_HOUSE
    "póker\n"       # C_QUADS
    "escalera de color\n"  # C_STRAIGHT_FLUSH
    "estándar\n"    # G_STANDARD
    "baja\n"        # G_LOW
    "dos cartas\n"  # G_TWOCARD
    "comunitaria\n"  # G_COMMUNITY
    "stud\n"        # G_STUD
    "fiesta\n"      # G_PARTY
    "límite fijo\n"  # S_FIXED
    "límite bote\n"  # S_POT
    "sin límite\n"  # S_NOLIMIT
)

MENU = (
    "Deshacer lo último\n"  # M_UNDO
    "Reparto inválido\n"  # M_MISDEAL
    "Clasificación\n"  # M_STANDINGS
    "Ajustes\n"     # M_SETTINGS
    "Terminar sesión\n"  # M_END
    "Enviar historial\n"  # M_SEND
    "Cuentas\n"     # M_SETTLE
    "Resultados por QR\n"  # M_QR
    "Sesión anterior\n"  # M_LAST
    "Apagar pantalla\n"  # M_SCREEN_OFF
    "Volver\n"      # M_BACK
    "Menú\n"        # M_TITLE
)

LEARN = (
    "3 ases a la vista: tú no\n"  # T_THREE_ACES
    "Todas 7 o menos: ¿figura?\n"  # T_ALL_LOW
    "Todos apuestan: trampa\n"  # T_EVERYONE_IN
    "sin probabilidad aquí\n"  # NOT_OFFERED
    "bebes %s\n"    # YOU_DRINK
    "ganas %s · empate %s\n"  # WIN_TIE
    "ganas %s, empate %s\n"  # WIN_TIE_SHORT
    "ganas %s\n"    # YOU_WIN
)

OPTIONS = (
    "Modo\n"        # P_MODE
    "Jugadores\n"   # P_PLAYERS
    "Empezar\n"     # S_START
    "Juego\n"       # S_GAME
    "Desempate\n"   # S_TIEBREAK
    "Ficha impar\n"  # S_ODD_CHIP
    "Manos\n"       # S_HANDS
    "Apuestas\n"    # S_BETTING
    "Fichas\n"      # S_STACK
    "Inicial\n"     # S_ANTE
    "Reparte\n"     # S_DEALER
    "Parejas\n"     # S_PAIRS
    "Apuesta\n"     # S_BET
    "Subidas\n"     # S_RAISES
    "Aprender\n"    # S_LEARN
    "Ficha\n"       # S_CHIP
    "Idioma\n"      # S_LANGUAGE
    "dividir\n"     # V_SPLIT
    "palos\n"       # V_SUITS
    "registro\n"    # V_LEDGER
    "primero\n"     # V_FIRST
    "libre\n"       # V_ANY
    "cuentan\n"     # V_COUNT
    "no valen\n"    # V_NO_VALUE
    "sí\n"          # V_ON
    "no\n"          # V_OFF
    "comprar/salir\n"  # V_REBUY_LEAVE
    "juega\n"       # V_PLAYS
    "no juega\n"    # V_SITS_OUT
    "ninguno\n"     # V_NONE
    "%d manos\n"    # V_N_HANDS
    "hasta el último\n"  # V_LAST_STANDING
    "hasta arruinarse\n"  # V_UNTIL_BUST
    "%d vuelta\n"   # V_ROTATION
    "%d vueltas\n"  # V_ROTATIONS
    "%d manos = %s\n"  # V_HANDS_IS
    "%d = %s\n"     # V_N_IS
    "Ajustes (próx. mano)\n"  # SETTINGS_TITLE
    "Baraja real: solo juegos de una carta\n"  # N_TRACKER_ONE_CARD
    "El repartidor no juega: solo con baraja real\n"  # N_SITS_OUT_TRACKER
    "Parejas: solo dos cartas y comunitaria\n"  # N_PAIRS_ONLY
    "Ningún otro juego para %d jugadores\n"  # N_NO_OTHER_GAME
    "Un repartidor que no juega reparte vuestras cartas: solo con baraja real\n"  # N_DEALER_SITS_OUT
    "La baraja real solo sirve para juegos de una carta: elegid de mano en mano\n"  # N_TRACKER_CHOOSE_PASS
    "Subidas: sin tope en límite bote y sin límite\n" # N_RAISES_ANY
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
    "nadie ocupó ese asiento\n"  # R_NOBODY_JOINED
    "no se compró ni cobró nada desde la última mano\n"  # R_NOTHING_BOUGHT
    "ese asiento no se fue\n"  # R_DID_NOT_LEAVE
    "ese asiento no compró fichas\n"  # R_NOT_BOUGHT
    "ese asiento no está en esta mesa\n"  # R_NOT_AT_TABLE
)

TOLD = (
    "Deshecho: %s\n"  # UNDONE
    "nada\n"        # NOTHING
    "la carta de %s\n"  # CARD_OF_SEAT
    "Reparto inválido: repartid otra vez\n"  # MISDEAL_REAL
    "Reparto inválido: cartas nuevas\n"  # MISDEAL_NEW
    "%s compra %s fichas\n"  # BUYS
    "%s se va con %s fichas\n"  # LEAVES_WITH
    "%s se fue: reparte %s\n"  # LEFT_DEALS
    "%s se va con %s fichas; luego reparte %s\n"  # LEAVES_DEALS
    "%s vuelve con %s fichas\n"  # IS_BACK
    "%s devuelve el asiento a %s\n"  # GIVES_BACK
    "la recompra de %s de %s fichas\n"  # REBUY_OF
    "%s entra con %s fichas\n"  # JOINS
    "Sesión terminada\n"  # SESSION_ENDED
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
    "o\n"         # W_OR
)

WARNINGS = (
    "%s en settings.toml no se puede leer: poned el texto entre comillas\n" # W_UNREADABLE
    "LANGUAGE=%s no es %s: se usa en\n" # W_LANGUAGE
    "%s=%s no es un número: se usa %d\n" # W_NUMBER
    "HANDS=%s no es de 0 a 250, bust o last: se usa 0\n" # W_HANDS
    "%s=%s no es 1 o 0: se usa %s\n" # W_FLAG
    "SLEEP_MINUTES=%s no es de 0 a 240 minutos: se usa %d\n" # W_SLEEP
    "NAMES: %s no son 1-3 letras: se usa %s\n" # W_NAME
    "NAMES: %s dos veces: se usa %s\n" # W_NAME_TWICE
    "NAMES: solo se usan los %d primeros nombres\n" # W_NAMES_FIRST
    "MODE=tracker: VARIANT=%s necesita las cartas del aparato: se usa pass\n" # W_TRACKER_GAME
    "DEALER_PLAYS=0: el repartidor solo deja de jugar con baraja real (MODE=tracker)\n" # W_SITS_OUT
    "KEYS=%s: si ninguna tecla responde, comprobad que A, B, C y MENU van a esos pines\n" # W_KEYS
    "%s en settings.toml no tiene un valor legible (mirad las comillas): se usa el de fábrica\n" # W_NO_VALUE
    "%s en settings.toml no es un ajuste del aparato: se ignora\n" # W_NOT_A_SETTING
    "%s=%s no es %s: se usa %s\n" # W_NOT_ONE_OF
    "4 pines como GP10\n" # W_PINS
    "un pin como GP4\n" # W_PIN
    "%s: ninguno\n" # W_NONE
    "%s: se usa %s\n" # W_USING
)

LOST = (
    "No se pudo leer el último registro guardado: el juego sigue desde el último cambio guardado.\n"  # L_UNREAD
    "No se pudo leer y se pierde: %s. El juego sigue desde antes.\n"  # L_LAST
    "el último reparto\n"  # L_DEAL
    "el último deshacer\n"  # L_UNDO
    "el último reparto inválido\n"  # L_MISDEAL
    "el último cambio de ajustes\n"  # L_SETTINGS
    "el fin de la sesión\n"  # L_END
    "la última compra\n"  # L_BUYIN
    "la última compra deshecha\n"  # L_UNBUY
    "la última acción\n"  # L_ACTION
    "No se pudo leer la última acción: se pierde la de %s (%s). %s vuelve a jugar.\n"  # L_ACTION_LOST
    "retirarse\n"  # L_FOLD
    "pasar\n"  # L_CHECK
    "igualar\n"  # L_CALL
    "apostar\n"  # L_BET
    "subir\n"  # L_RAISE
    "mirar\n"  # L_LOOK
    "Sesión guardada perdida: se fue la luz mientras se guardaba%s. Empezad una sesión nueva.\n"  # L_SESSION_LOST
    ", en la mano %d\n"  # L_IN_HAND
    ", tras la mano %d\n"  # L_AFTER_HAND_AT
    "Se fue la luz mientras se reescribía lo guardado. Perdido: %s.\n"  # L_REWRITTEN
    "el id de sesión de las huellas del reparto\n"  # L_SESSION_ID
    "la mano %d y su reparto (fichas como %s)\n"  # L_HAND_DEAL
    "la mano %d, su reparto y 1 acción (fichas como %s)\n"  # L_HAND_DEAL_ONE
    "la mano %d, su reparto y %d acciones (fichas como %s)\n"  # L_HAND_DEAL_N
    "la última acción de la mano %d\n"  # L_LAST_ACTION
    "las últimas %d acciones de la mano %d\n"  # L_LAST_ACTIONS
    "1 carta introducida en la mano %d\n"  # L_CARD_ENTERED
    "%d cartas introducidas en la mano %d\n"  # L_CARDS_ENTERED
    "los ajustes cambiados tras la mano %d\n"  # L_SETTINGS_AFTER
    "el fin de la sesión\n"  # L_SESSION_END
    "el valor de la ficha (se usa el de settings.toml)\n"  # L_CHIP_VALUE
    "el idioma (se usa el de settings.toml)\n"  # L_LANGUAGE
    "Juega %s.\n"  # L_ACTS_NEXT
    "Lo guardado está dañado %s: %s (fichas como %s).\n"  # L_DAMAGED
    "tras la mano %d\n"  # L_AFTER
    "antes de la mano 1\n"  # L_BEFORE_FIRST
    "se pierden los cambios posteriores\n"  # L_CHANGES_LOST
    "se pierde la mano %d\n"  # L_HAND_LOST
    "se pierden las manos %d-%d\n"  # L_HANDS_LOST
    "al empezar\n"  # L_START
)
