"""Español: refusals and the words their values name, problems of settings.toml and
what a power cut took from the save, read only when one is said (dealer.lang.LATER), in
the sections and order of en_later.py."""

REFUSALS = (
    "la mano ha terminado\n"  # R_HAND_OVER
    "las apuestas han terminado: introducid las cartas\n"  # R_BETTING_OVER
    "no puedes pasar ante una apuesta: iguala %d, sube o vete\n"  # R_CANNOT_CHECK
    "nada que igualar: pasa o apuesta\n"  # R_NO_BET_TO_CALL
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
    "máximo %d fichas compradas por jugador\n"  # R_MAX_BOUGHT
    "un jugador nuevo ocupa un asiento libre: ese no lo está\n"  # R_SEAT_TAKEN
    "como mucho %d jugadores por sesión: empezad otra\n"  # R_MAX_PEOPLE
    "no hay fuente de azar: pasad cartas o usad una baraja real\n"  # R_NO_RANDOM
    "ha empezado otra mano: esta ya no puede cambiar\n"  # R_NEW_HAND
    "ya se compraron o cobraron fichas: esta mano queda\n"  # R_BOUGHT_SINCE
    "nada que deshacer\n"  # R_NOTHING_TO_UNDO
    "acabad o deshaced antes la mano\n"  # R_FINISH_OR_UNDO
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
    "%s: %d cartas a cada uno, así que de 2 a %d jugadores\n"  # R_TOO_MANY_FOR_GAME
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
    "%s debe ser un número entero de %d a %d, no %s\n"  # W_RANGE
    "PAIRS: solo dos cartas y comunitaria tienen parejas\n"  # W_PAIRS
    "valor de ficha: escríbelo como 1 chip = 0.10 EUR\n"  # W_CV_FORM
    "valor de ficha: las fichas antes de = deben ser de 1 a 1000\n"  # W_CV_CHIPS
    "valor de ficha: falta el importe; escríbelo como 1 chip = 0.10 EUR\n"  # W_CV_NO_AMOUNT
    "valor de ficha: %s no es un importe\n"  # W_CV_NOT_AMOUNT
    "valor de ficha: como mucho %d decimales, como 0.10\n"  # W_CV_DECIMALS
    "valor de ficha: una ficha debe valer más de 0 (o pon none)\n"  # W_CV_ZERO
    "valor de ficha: escribe la moneda en %d letras como mucho, como EUR\n"  # W_CV_CURRENCY
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
