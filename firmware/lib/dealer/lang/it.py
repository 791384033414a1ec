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
    "QR\n"          # QR
    "ENTRA\n"       # JOIN
    "COMPRA\n"  # REBUY
    "PASSA\n"       # FOLD
    "BUSSA\n"       # CHECK
    "CHIAMA\n"      # CALL
    "PUNTA\n"       # BET
    "RILANC.\n"     # RAISE
    "TUTTO\n"       # ALL_IN
    "VISTO\n"       # SEEN
    "GUARDA\n"      # LOOK
    "1 CARTA\n"   # ONE_CARD
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
    "DAI prende le puntate iniziali; poi tagliate e date.\n"  # TRACKER_DEAL
    "Il dispositivo distribuisce; passatelo.\n"  # PASS_ROUND
    "Guasto del RNG:\n"  # RNG_FAILURE
    "non posso distribuire\n"  # CANNOT_DEAL
    "Giocate con il vostro mazzo (mazzo vero) o riprovate.\n"  # RNG_TEXT
    "Taglia %s\n"   # CUTS
    "%s dà una carta a testa, coperta; si parte da %s.\n"  # DEALS_ONE
    "Il mazziere\n"  # THE_DEALER
    "Nessuno guarda. B quando è tutto dato.\n"  # NOBODY_LOOKS
    "Al SU! tutti mettono la carta sulla fronte, senza guardarla.\n"  # LIFT_TEXT
    "SU!\n"         # LIFT
    "Scoperta: piatto %d\n"  # SHOWDOWN_POT
    "Scoperta\n"    # SHOWDOWN
    "Carta di %s?\n"  # CARD_OF
    "valore:\n"     # RANK
    "seme:\n"       # SUIT
    "poi il seme\n"  # THEN
    "Riprendi la sessione?\n"  # RESUME_Q
    "Mano %s\n"     # HAND_N
    "%d giocatori\n"  # N_PLAYERS
    "(sessione finita)\n"  # SESSION_OVER
    "DAI, poi tagliate e distribuite.\n"  # TRACKER_DEAL_PARTY
    "Preparare una nuova sessione? Quella salvata resta finché non parte la nuova.\n"  # RESUME_NEW_Q
    "%s vuole le carte del dispositivo. Riprovate, o giocate a una carta col vostro mazzo.\n" # NEEDS_CARDS
)

MESSAGES = (
    "pagina %d/%d\n"  # PAGE
    "Errore: %s\n"  # ERROR
    "Iniziare una nuova sessione? Quella salvata resta finché non parte la nuova.\n"  # CRASH_NEW_Q
    "Il dispositivo si è fermato. A: riprendi la sessione salvata. C: nuova sessione.\n"  # CRASH_TEXT
    "Sessione salvata persa: non si è potuta rileggere. Iniziatene una nuova.\n"  # LOST_SAVE
    "La sessione salvata non può continuare con le regole di oggi (un giocatore è senza fiches). Iniziatene una nuova.\n"  # OLD_SAVE
    "Unità: il dispositivo può scrivere i suoi file (A tenuto all'accensione); il computer può solo leggerli.\n"  # DRIVE
    "In settings.toml: %s\n"  # IN_SETTINGS
    "%d problemi in settings.toml:\n"  # PROBLEMS
    "Salvataggio...\n" # SAVING
    "non spegnete\n" # KEEP_POWER
)

RESULTS = (
    "Conti: 1 pagamento\n"  # SETTLE_ONE
    "Conti: %d pagamenti\n"  # SETTLE_N
    "nessuno paga\n"  # NOBODY_PAYS
    "arrotondato a %s\n"  # ROUNDED_TO
    "%s paga a %s %s\n"  # PAYS
    "%d %s %d sorsi\n"  # SIPS
    "Risultati\n"   # RESULTS
    "A: torna\n"    # A_BACK
    "B: altro\n"    # B_MORE
    "Prima della mano %d\n"  # BEFORE_HAND
    "Mano %d, piatto %d\n"  # BEFORE_HAND_POT
    "Piatto %d, mano %d\n"  # POT_HAND
    "Classifica\n"  # STANDINGS
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
)

PLAY = (
    "Parli tu per primo\n"  # YOU_SPEAK_FIRST
    "Guardi tu per primo\n"  # YOU_LOOK_FIRST
    "Passa a %s\n"  # PASS_TO
    ": tieni B\n"   # HOLD_B
    "A a lungo: %d/%d\n"  # HOLD_A_PAGE
    "%s  mano %s\n"  # GAME_HAND
    "%s guarda\n"   # LOOKS
    "piatto %d\n"   # POT_N
    "chiama %d\n"   # CALL_N
    "Mano %s  %s\n"  # HAND_GAME
    "Guarda gli altri\n"  # LOOK_OTHERS
    "di turno\n"    # TO_ACT
    "ha %s\n"       # HAS
    "Piatto %d\n"   # POT_BIG
    "Chiama %d\n"   # CALL_BIG
    "Bussa\n"       # CHECK_BIG
    "%d in gioco\n"  # IN_LONG
    "%d giocatori\n"  # IN_MID
    "%d in mano\n"  # IN_SHORT
    "Mano %s  %d in mano\n"  # HAND_IN
    "Mano %s  piatto %d\n"  # HAND_POT
    "%s: la tua carta coperta, senza guardarla\n"  # FOLDED_CARD
    "min\n"         # SIZE_MIN
    "max\n"         # SIZE_MAX
    "½ piatto\n"    # SIZE_HALF_POT
    "piatto\n"      # SIZE_POT
    "tutto\n"       # SIZE_ALL_IN
    "%s rilancia a %d\n"  # RAISES_TO
    "%s punta %d\n"  # BETS_TO
    "mette 1 fiche\n"  # ADDS_ONE
    "mette %d fiches\n"  # ADDS_N
    "è andare a tutto\n"  # ALL_IN_NOTE
    "C a lungo: torna\n"  # HOLD_C_BACK
    "A/B lungo: ogni somma\n"  # HOLD_AB_ANY
    "%s ha guardato\n"  # LOOKED
    "%s ha puntato %d\n"  # BET_N
    "%s ha puntato\n"  # BET_WORD
    "%s ha rilanciato a %d\n"  # RAISED_TO
    "%s ha rilanciato\n"  # RAISED
    "%s ha chiamato %d\n"  # CALLED
    "%s ha passato\n"  # FOLDED
    "%s ha bussato\n"  # CHECKED
    "carta centrale: %s\n"  # MIDDLE_TURNED
    "data la carta numero %d\n"  # STREET_DEALT
    "tu\n"          # YOU
    "tutto tranne %s\n" # ALL_IN_BUT
)

SHOW = (
    "%s prende il piatto\n"  # TAKES_POT
    "di %s fiches\n"  # OF_CHIPS
    "Gli altri hanno passato: nessuna carta si mostra.\n"  # ALL_FOLDED
    "Scoperta: piatto %s\n"  # SHOWDOWN_POT_S
    "%d tornano a %s\n"  # BACK_TO
    "B: altro %d/%d\n"  # B_MORE_PAGE
    "centro\n"      # MID
    "Piatto principale %d:\n"  # MAIN_POT
    "Piatto laterale %d:\n"  # SIDE_POT
    "beve\n"        # DRINKS
    "bevono\n"      # DRINK
    "%s prende %s\n"  # TAKES
    "1 sorso\n"     # SIP_ONE
    "%d sorsi\n"    # SIPS_N
    "bevuto\n"  # DRANK
    "Vincitore: %s\n"  # WINNER
    "Pari: %s\n"    # SHARED
    "Pari fra %d giocatori\n"  # SHARED_BY
    "Preparare una nuova sessione? Questa resta nel dispositivo, con conti e storico, finché non parte la nuova.\n"  # NEW_Q
    "Smazzata nulla: riprendere queste carte e darne altre?\n"  # MISDEAL_Q
    "Finire la sessione adesso? La classifica è quella finale.\n"  # END_Q
    "%s alta\n"     # HIGH
    "%s, %s alta\n"  # KIND_HIGH
    "%s, %s\n"      # KIND_OF
    "Più alta: %s\n" # R_HIGHEST
    "Pari alto: %s\n" # R_HIGHEST_SPLIT
    "Più bassa: %s\n" # R_LOWEST
    "Pari basso: %s\n" # R_LOWEST_SPLIT
    "Perde: %s\n" # R_LOSES
    "Perdono: %s\n" # R_LOSES_SPLIT
    "Centro alto: %s\n" # R_SHARED
    "Centro %s: pari\n" # R_SHARED_SPLIT
    "Coppia di %s\n" # R_PAIR
    "Coppie di %s\n" # R_PAIR_SPLIT
    "%s vince: alte\n" # R_HIGH_CARDS
    "%s pari: alte\n" # R_HIGH_CARDS_SPLIT
    "%s: %s\n"    # R_POKER
    "Mano %d, l'ultima:\n" # LAST_DEAL
    "Dopo la mano %s\n"  # AFTER_HAND
)

GAME = (
    "due\n"         # R_DEUCE
    "tre\n"         # R_THREE
    "quattro\n"     # R_FOUR
    "cinque\n"      # R_FIVE
    "sei\n"         # R_SIX
    "sette\n"       # R_SEVEN
    "otto\n"        # R_EIGHT
    "nove\n"        # R_NINE
    "dieci\n"       # R_TEN
    "fante\n"       # R_JACK
    "regina\n"      # R_QUEEN
    "re\n"          # R_KING
    "asso\n"        # R_ACE
    "due\n"         # P_DEUCES
    "tre\n"         # P_THREES
    "quattro\n"     # P_FOURS
    "cinque\n"      # P_FIVES
    "sei\n"         # P_SIXES
    "sette\n"       # P_SEVENS
    "otto\n"        # P_EIGHTS
    "nove\n"        # P_NINES
    "dieci\n"       # P_TENS
    "fanti\n"       # P_JACKS
    "regine\n"      # P_QUEENS
    "re\n"          # P_KINGS
    "assi\n"        # P_ACES
    "carta alta\n"  # C_HIGH_CARD
    "coppia\n"      # C_PAIR
    "doppia coppia\n"  # C_TWO_PAIR
    "tris\n"        # C_TRIPS
    "scala\n"       # C_STRAIGHT
    "colore\n"      # C_FLUSH
    "full\n"        # C_FULL_HOUSE
    "poker\n"       # C_QUADS
    "scala colore\n"  # C_STRAIGHT_FLUSH
    "classico\n"    # G_STANDARD
    "bassa\n"       # G_LOW
    "due carte\n"   # G_TWOCARD
    "comune\n"      # G_COMMUNITY
    "stud\n"        # G_STUD
    "festa\n"       # G_PARTY
    "limite fisso\n"  # S_FIXED
    "limite piatto\n"  # S_POT
    "senza limite\n"  # S_NOLIMIT
)

MENU = (
    "Annulla l'ultima\n"  # M_UNDO
    "Smazzata nulla\n"  # M_MISDEAL
    "Classifica\n"  # M_STANDINGS
    "Impostazioni\n"  # M_SETTINGS
    "Fine sessione\n"  # M_END
    "Invia storico\n"  # M_SEND
    "Conti\n"       # M_SETTLE
    "Risultati via QR\n"  # M_QR
    "Sessione prima\n"  # M_LAST
    "Spegni schermo\n"  # M_SCREEN_OFF
    "Indietro\n"    # M_BACK
    "Menu\n"        # M_TITLE
)

LEARN = (
    "Visti 3 assi: non tu\n"  # T_THREE_ACES
    "Tutte 7 o meno: figura?\n"  # T_ALL_LOW
    "Tutti puntano: trappola\n"  # T_EVERYONE_IN
    "niente probabilità qui\n"  # NOT_OFFERED
    "bevi %s\n"     # YOU_DRINK
    "vinci %s · pari %s\n"  # WIN_TIE
    "vinci %s, pari %s\n"  # WIN_TIE_SHORT
    "vinci %s\n"    # YOU_WIN
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
)

REFUSALS = (
    "la mano è finita\n"  # R_HAND_OVER
    "le puntate sono finite: inserite le carte scoperte\n"  # R_BETTING_OVER
    "c'è una puntata: chiama %d, rilancia o passa\n"  # R_CANNOT_CHECK
    "non c'è una puntata da chiamare: bussa o punta\n"  # R_NO_BET_TO_CALL
    "c'è già una puntata: chiama o rilancia\n"  # R_ALREADY_BET
    "nessuno ha ancora puntato: punta invece di rilanciare\n"  # R_NOBODY_BET
    "hai fiches solo per chiamare (tutto)\n"  # R_ONLY_CALL
    "un tutto corto non riapre le puntate: chiama o passa\n"  # R_SHORT_ALL_IN
    "un solo rilancio per mano\n"  # R_ONE_RAISE
    "raggiunto il massimo di %d rilanci\n"  # R_RAISE_CAP
    "gli altri sono a tutto: nessuno può rispondere\n"  # R_ALL_ALL_IN
    "limite fisso: nessuna somma, le regole fissano %s\n"  # R_FIXED_LIMIT
    "di' quanto: %s a %d fino a %d fiches\n"  # R_HOW_MUCH
    "%s: un numero intero di fiches\n"  # R_WHOLE_NUMBER
    "puoi solo %s tutto, a %d fiches\n"  # R_ONLY_ALL_IN
    "%s a %d fino a %d fiches, non %d\n"  # R_FROM_TO
    "questa azione ora non è permessa\n"  # R_NOT_ALLOWED
    "il dispositivo ha distribuito le carte: niente da inserire\n"  # R_DEVICE_DEALT
    "le carte si scoprono dopo le puntate\n"  # R_AFTER_BETTING
    "la carta di quel giocatore non serve\n"  # R_NOT_NEEDED
    "questa non è una carta\n"  # R_NOT_A_CARD
    "ci sono solo quattro %s in un mazzo\n"  # R_ONLY_FOUR
    "quella carta è già inserita per un altro giocatore\n"  # R_ALREADY_ENTERED
    "niente fiches in questo gioco: nulla da comprare\n"  # R_NO_CHIPS
    "ricariche e uscite: solo in sessioni di N mani o fino all'ultimo\n"  # R_REBUYS_ONLY
    "solo tra una mano e l'altra: finite prima la mano\n"  # R_BETWEEN_HANDS
    "la sessione è finita\n"  # R_SESSION_OVER
    "quel posto è libero: può prenderlo un nuovo giocatore\n"  # R_SEAT_LEFT
    "al massimo %d fiches comprate a giocatore\n"  # R_MAX_BOUGHT
    "un nuovo giocatore va in un posto libero: questo è preso\n"  # R_SEAT_TAKEN
    "al massimo %d giocatori a sessione: iniziane un'altra\n"  # R_MAX_PEOPLE
    "niente fonte casuale: passate carte o un mazzo vero\n"  # R_NO_RANDOM
    "è iniziata un'altra mano: questa non può più cambiare\n"  # R_NEW_HAND
    "fiches comprate o incassate da allora: la mano resta\n"  # R_BOUGHT_SINCE
    "niente da annullare\n"  # R_NOTHING_TO_UNDO
    "finite o annullate prima la mano in corso\n"  # R_FINISH_OR_UNDO
    "finite prima la mano in corso\n"  # R_FINISH_FIRST
    "mazzo vero solo nei giochi a una carta: distribuisca il dispositivo\n"  # R_TRACKER_ONE_CARD
    "non c'è una distribuzione da annullare\n"  # R_NO_DEAL
    "le puntate sono iniziate: annullate fino alla prima azione, poi la distribuzione\n"  # R_BETTING_STARTED
    "Le carte sono state viste: questa mano non si annulla\n"  # R_CARDS_SHOWN
    "%s ha già giocato qui: serve un altro nome\n"  # R_NEW_NAME
    "nessuno ha preso quel posto\n"  # R_NOBODY_JOINED
    "niente comprato o incassato dall'ultima mano\n"  # R_NOTHING_BOUGHT
    "quel posto non è uscito\n"  # R_DID_NOT_LEAVE
    "quel posto non ha comprato fiches\n"  # R_NOT_BOUGHT
    "quel posto non è a questo tavolo\n"  # R_NOT_AT_TABLE
)

TOLD = (
    "Annullato: %s\n"  # UNDONE
    "niente\n"      # NOTHING
    "la carta di %s\n"  # CARD_OF_SEAT
    "Smazzata nulla: distribuite di nuovo\n"  # MISDEAL_REAL
    "Smazzata nulla: carte nuove\n"  # MISDEAL_NEW
    "%s compra %s fiches\n"  # BUYS
    "%s esce con %s fiches\n"  # LEAVES_WITH
    "%s è uscito: dà %s\n"  # LEFT_DEALS
    "%s esce con %s fiches; poi dà %s\n"  # LEAVES_DEALS
    "%s torna con %s fiches\n"  # IS_BACK
    "%s rende il posto a %s\n"  # GIVES_BACK
    "la ricarica di %s di %s fiches\n"  # REBUY_OF
    "%s entra con %s fiches\n"  # JOINS
    "Sessione finita\n"  # SESSION_ENDED
)

REFUSAL_WORDS = (
    "due\n"         # W_TWOS
    "tre\n"         # W_THREES
    "quattro\n"     # W_FOURS
    "cinque\n"      # W_FIVES
    "sei\n"         # W_SIXES
    "sette\n"       # W_SEVENS
    "otto\n"        # W_EIGHTS
    "nove\n"        # W_NINES
    "dieci\n"       # W_TENS
    "fanti\n"       # W_JACKS
    "regine\n"      # W_QUEENS
    "re\n"          # W_KINGS
    "assi\n"        # W_ACES
    "puntare\n"     # W_BET
    "rilanciare\n"  # W_RAISE
    "o\n"         # W_OR
)

WARNINGS = (
    "%s in settings.toml non si legge: mettete il testo tra virgolette\n" # W_UNREADABLE
    "LANGUAGE=%s non è %s: si usa en\n" # W_LANGUAGE
    "%s=%s non è un numero: si usa %d\n" # W_NUMBER
    "HANDS=%s non è da 0 a 250, bust o last: si usa 0\n" # W_HANDS
    "%s=%s non è 1 o 0: si usa %s\n" # W_FLAG
    "SLEEP_MINUTES=%s non è da 0 a 240 minuti: si usa %d\n" # W_SLEEP
    "NAMES: %s non è di 1-3 lettere: si usa %s\n" # W_NAME
    "NAMES: %s due volte: si usa %s\n" # W_NAME_TWICE
    "NAMES: si usano solo i primi %d nomi\n" # W_NAMES_FIRST
    "MODE=tracker: VARIANT=%s vuole le carte del dispositivo: si usa pass\n" # W_TRACKER_GAME
    "DEALER_PLAYS=0: il mazziere resta fuori solo col mazzo vero (MODE=tracker)\n" # W_SITS_OUT
    "KEYS=%s: se nessun tasto risponde, controllate che A, B, C e MENU siano su questi pin\n" # W_KEYS
    "%s in settings.toml non ha un valore leggibile (controllate le virgolette): si usa il predefinito\n" # W_NO_VALUE
    "%s in settings.toml non è un'impostazione del dispositivo: ignorato\n" # W_NOT_A_SETTING
    "%s=%s non è %s: si usa %s\n" # W_NOT_ONE_OF
    "4 pin come GP10\n" # W_PINS
    "un pin come GP4\n" # W_PIN
    "%s: nessuno\n" # W_NONE
    "%s: si usa %s\n" # W_USING
)

LOST = (
    "L'ultimo dato salvato non si è potuto rileggere: il gioco riprende dall'ultima modifica salvata.\n"  # L_UNREAD
    "Impossibile rileggere %s: non conta, il gioco riprende da prima.\n"  # L_LAST
    "l'ultima distribuzione\n"  # L_DEAL
    "l'ultimo annullamento\n"  # L_UNDO
    "l'ultima smazzata nulla\n"  # L_MISDEAL
    "l'ultima modifica delle impostazioni\n"  # L_SETTINGS
    "la fine della sessione\n"  # L_END
    "l'ultimo acquisto\n"  # L_BUYIN
    "l'ultimo acquisto annullato\n"  # L_UNBUY
    "l'ultima azione\n"  # L_ACTION
    "Impossibile rileggere l'ultima azione: quella di %s (%s) non conta. %s gioca di nuovo.\n"  # L_ACTION_LOST
    "passare\n"  # L_FOLD
    "bussare\n"  # L_CHECK
    "chiamare\n"  # L_CALL
    "puntare\n"  # L_BET
    "rilanciare\n"  # L_RAISE
    "guardare\n"  # L_LOOK
    "Sessione salvata persa: è mancata la corrente durante il salvataggio%s. Iniziatene una nuova.\n"  # L_SESSION_LOST
    ", nella mano %d\n"  # L_IN_HAND
    ", dopo la mano %d\n"  # L_AFTER_HAND_AT
    "È mancata la corrente mentre il salvataggio veniva riscritto. Perso: %s.\n"  # L_REWRITTEN
    "l'id di sessione delle impronte della distribuzione\n"  # L_SESSION_ID
    "la mano %d e la sua distribuzione (fiches come %s)\n"  # L_HAND_DEAL
    "la mano %d, la sua distribuzione e 1 azione (fiches come %s)\n"  # L_HAND_DEAL_ONE
    "la mano %d, la sua distribuzione e %d azioni (fiches come %s)\n"  # L_HAND_DEAL_N
    "l'ultima azione della mano %d\n"  # L_LAST_ACTION
    "le ultime %d azioni della mano %d\n"  # L_LAST_ACTIONS
    "1 carta inserita nella mano %d\n"  # L_CARD_ENTERED
    "%d carte inserite nella mano %d\n"  # L_CARDS_ENTERED
    "le impostazioni cambiate dopo la mano %d\n"  # L_SETTINGS_AFTER
    "la fine della sessione\n"  # L_SESSION_END
    "il valore della fiche (vale quello di settings.toml)\n"  # L_CHIP_VALUE
    "la lingua (vale quella di settings.toml)\n"  # L_LANGUAGE
    "Tocca a %s.\n"  # L_ACTS_NEXT
    "Il salvataggio è danneggiato %s: %s (fiches come %s).\n"  # L_DAMAGED
    "dopo la mano %d\n"  # L_AFTER
    "prima della mano 1\n"  # L_BEFORE_FIRST
    "le modifiche successive sono perse\n"  # L_CHANGES_LOST
    "la mano %d è persa\n"  # L_HAND_LOST
    "le mani %d-%d sono perse\n"  # L_HANDS_LOST
    "all'inizio\n"  # L_START
)
