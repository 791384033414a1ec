"""Español: the words of the hand (resident while one is played), in the sections and order
of en.py (each entry a line, its key in the comment)."""


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
    "%s da una carta a cada uno boca abajo; empieza %s.\n"  # DEALS_ONE
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
    "Deshecho: %s\n"  # UNDONE_ACTION
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
    "Empate: %d jugadores\n"  # SHARED_BY
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
    "Antes de la mano %d\n"  # BEFORE_HAND
    "Mano %d, bote %d\n"  # BEFORE_HAND_POT
    "Bote %d, mano %d\n"  # POT_HAND
    "Clasificación\n"  # STANDINGS
    "0 sorbos\n"    # SIPS_NONE
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
