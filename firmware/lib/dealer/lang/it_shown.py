"""Italiano: the words of the setup, the settle-up and the settings, read only when one
is shown (dealer.lang.WHEN_SHOWN), in the sections and order of en_shown.py."""

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


RESULTS = (
    "Conti: 1 pagamento\n"  # SETTLE_ONE
    "Conti: %d pagamenti\n"  # SETTLE_N
    "nessuno paga\n"  # NOBODY_PAYS
    "arrotondato a %s\n"  # ROUNDED_TO
    "%s paga a %s %s\n"  # PAYS
    "%d %s ha bevuto %s\n"  # SIPS
    "Risultati\n"   # RESULTS
    "A: torna\n"    # A_BACK
    "B: altro\n"    # B_MORE
    "Lo storico mostra ogni carta: inviatelo dalla schermata finale, dopo la sessione\n"  # HISTORIES_AT_END
    "Memoria insufficiente per inviare lo storico\n"  # NO_MEMORY_SEND
    "Nessuna mano giocata: non c'è niente da inviare\n"  # NOTHING_TO_SEND
    "Inviata 1 mano via USB\n"  # SENT_ONE
    "Inviate %d mani via USB\n"  # SENT_N
    "Memoria esaurita: inviate %d mani su %d\n"  # OUT_OF_MEMORY_SENT
    "Invia storico\n"  # SEND_HISTORIES
    "Mano %d di %d\n"  # HAND_OF
    "via il cavo USB\n"  # OVER_USB
    "Ricarica, esci, entra\n"  # REBUY_TITLE
    "uscito\n"      # LEFT
    "fuori\n"       # OUT_STATE
    "B: entra un nuovo\n"  # B_JOINS
    "B a lungo: incassa\n"  # HOLD_B_CASH
    "Entra al posto %d\n"  # JOIN_SEAT
    "%s l'ha lasciato\n"  # LEFT_IT
    "Nuovo: %d fiches\n"  # NEW_PLAYER_CHIPS
    "Nome: %s\n"    # NAME
    "B a lungo: lettera prima\n"  # HOLD_B_LETTER
    "%s incassa %s fiches e lascia il tavolo?\n"  # CASH_OUT_Q
    "%s compra altre %d fiches (ne ha %s)?\n"  # BUY_Q
    "(Annulla: menu)\n"  # UNDO_MENU
    "1 fiche = %s\n"  # ONE_CHIP_IS
    "%d fiches = %s\n"  # CHIPS_ARE
)


OPTIONS = (
    "Modo\n"        # P_MODE
    "Giocatori\n"   # P_PLAYERS
    "Inizia\n"      # S_START
    "Gioco\n"       # S_GAME
    "Spareggio\n"   # S_TIEBREAK
    "Resto\n"       # S_ODD_CHIP
    "Mani\n"        # S_HANDS
    "Puntate\n"     # S_BETTING
    "Fiches\n"      # S_STACK
    "Iniziale\n"    # S_ANTE
    "Mazziere\n"    # S_DEALER
    "Coppie\n"      # S_PAIRS
    "Puntata\n"     # S_BET
    "Rilanci\n"     # S_RAISES
    "Impara\n"      # S_LEARN
    "Fiche\n"       # S_CHIP
    "Lingua\n"      # S_LANGUAGE
    "dividi\n"      # V_SPLIT
    "semi\n"        # V_SUITS
    "registro\n"    # V_LEDGER
    "primo\n"       # V_FIRST
    "libero\n"      # V_ANY
    "contano\n"     # V_COUNT
    "non contano\n"  # V_NO_VALUE
    "sì\n"          # V_ON
    "no\n"          # V_OFF
    "compra/esci\n"  # V_REBUY_LEAVE
    "gioca\n"       # V_PLAYS
    "non gioca\n"   # V_SITS_OUT
    "nessuno\n"     # V_NONE
    "%d mani\n"     # V_N_HANDS
    "fino all'ultimo\n"  # V_LAST_STANDING
    "fino alla rovina\n"  # V_UNTIL_BUST
    "%d giro\n"     # V_ROTATION
    "%d giri\n"     # V_ROTATIONS
    "%d mani = %s\n"  # V_HANDS_IS
    "%d = %s\n"     # V_N_IS
    "Impostazioni (mano)\n"  # SETTINGS_TITLE
    "Mazzo vero: solo giochi a una carta\n"  # N_TRACKER_ONE_CARD
    "Il mazziere non gioca: solo col mazzo vero\n"  # N_SITS_OUT_TRACKER
    "Coppie: solo due carte e comune\n"  # N_PAIRS_ONLY
    "Nessun altro gioco per %d giocatori\n"  # N_NO_OTHER_GAME
    "Un mazziere che non gioca distribuisce le vostre carte: solo col mazzo vero\n"  # N_DEALER_SITS_OUT
    "Il mazzo vero vale solo per i giochi a una carta: scegliete di mano in mano\n"  # N_TRACKER_CHOOSE_PASS
    "Rilanci: liberi in limite piatto e senza limite\n" # N_RAISES_ANY
    "Tavolo\n"      # S_SEATS
)
