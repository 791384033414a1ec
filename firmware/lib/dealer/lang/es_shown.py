"""Español: the words of the setup, the settle-up and the settings, read only when one
is shown (dealer.lang.WHEN_SHOWN), in the sections and order of en_shown.py."""

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


RESULTS = (
    "Cuentas: 1 pago\n"  # SETTLE_ONE
    "Cuentas: %d pagos\n"  # SETTLE_N
    "nadie paga\n"  # NOBODY_PAYS
    "redondeado a %s\n"  # ROUNDED_TO
    "%s paga a %s %s\n"  # PAYS
    "%d %s bebió %s\n"  # SIPS
    "Resultados\n"  # RESULTS
    "A: atrás\n"    # A_BACK
    "B: más\n"      # B_MORE
    "El historial muestra todas las cartas: enviadlo desde la pantalla final, tras la sesión\n"  # HISTORIES_AT_END
    "No hay memoria para enviar el historial\n"  # NO_MEMORY_SEND
    "No se jugó ninguna mano: no hay nada que enviar\n"  # NOTHING_TO_SEND
    "Enviada 1 mano por USB\n"  # SENT_ONE
    "Enviadas %d manos por USB\n"  # SENT_N
    "Sin memoria: se enviaron %d de %d manos\n"  # OUT_OF_MEMORY_SENT
    "Enviar historial\n"  # SEND_HISTORIES
    "Mano %d de %d\n"  # HAND_OF
    "por el cable USB\n"  # OVER_USB
    "Recompra, sale, entra\n"  # REBUY_TITLE
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
    "1 ficha = %s\n"  # ONE_CHIP_IS
    "%d fichas = %s\n"  # CHIPS_ARE
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
    "Mesa\n"        # S_SEATS
)
