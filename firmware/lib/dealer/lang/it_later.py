"""Italiano: refusals and the words their values name, problems of settings.toml and
what a power cut took from the save, read only when one is said (dealer.lang.LATER), in
the sections and order of en_later.py."""

REFUSALS = (
    "la mano è finita\n"  # R_HAND_OVER
    "le puntate sono finite: inserite le carte scoperte\n"  # R_BETTING_OVER
    "c'è una puntata: chiama %d, rilancia o passa\n"  # R_CANNOT_CHECK
    "niente da chiamare: bussa o punta\n"  # R_NO_BET_TO_CALL
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
    "solo tra le mani: finite prima la mano\n"  # R_BETWEEN_HANDS
    "la sessione è finita\n"  # R_SESSION_OVER
    "quel posto è libero: può prenderlo un nuovo giocatore\n"  # R_SEAT_LEFT
    "massimo %d fiches comprate a testa\n"  # R_MAX_BOUGHT
    "un nuovo giocatore va in un posto libero: questo è preso\n"  # R_SEAT_TAKEN
    "al massimo %d giocatori a sessione: iniziane un'altra\n"  # R_MAX_PEOPLE
    "niente fonte casuale: passate carte o un mazzo vero\n"  # R_NO_RANDOM
    "è iniziata un'altra mano: questa non può più cambiare\n"  # R_NEW_HAND
    "fiches comprate o incassate da allora: la mano resta\n"  # R_BOUGHT_SINCE
    "niente da annullare\n"  # R_NOTHING_TO_UNDO
    "finite o annullate prima la mano\n"  # R_FINISH_OR_UNDO
    "finite prima la mano in corso\n"  # R_FINISH_FIRST
    "mazzo vero solo nei giochi a una carta: distribuisca il dispositivo\n"  # R_TRACKER_ONE_CARD
    "nessuna distribuzione da annullare\n"  # R_NO_DEAL
    "le puntate sono iniziate: annullate fino alla prima azione, poi Smazzata nulla\n"  # R_BETTING_STARTED
    "Le carte sono state viste: questa mano non si annulla\n"  # R_CARDS_SHOWN
    "%s ha già giocato qui: serve un altro nome\n"  # R_NEW_NAME
    "nessuno ha preso quel posto\n"  # R_NOBODY_JOINED
    "niente comprato o incassato dall'ultima mano\n"  # R_NOTHING_BOUGHT
    "quel posto non è uscito\n"  # R_DID_NOT_LEAVE
    "quel posto non ha comprato fiches\n"  # R_NOT_BOUGHT
    "quel posto non è a questo tavolo\n"  # R_NOT_AT_TABLE
    "%s: %d carte a testa, quindi da 2 a %d giocatori\n"  # R_TOO_MANY_FOR_GAME
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
    "%s deve essere un numero intero da %d a %d, non %s\n"  # W_RANGE
    "PAIRS: solo due carte e comune hanno le coppie\n"  # W_PAIRS
    "valore della fiche: scrivilo come 1 chip = 0.10 EUR\n"  # W_CV_FORM
    "valore della fiche: le fiche prima di = vanno da 1 a 1000\n"  # W_CV_CHIPS
    "valore della fiche: manca l'importo; scrivilo come 1 chip = 0.10 EUR\n"  # W_CV_NO_AMOUNT
    "valore della fiche: %s non è un importo\n"  # W_CV_NOT_AMOUNT
    "valore della fiche: al massimo %d decimali, come 0.10\n"  # W_CV_DECIMALS
    "valore della fiche: una fiche deve valere più di 0 (o scrivi none)\n"  # W_CV_ZERO
    "valore della fiche: scrivi la valuta in al massimo %d lettere, come EUR\n"  # W_CV_CURRENCY
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
