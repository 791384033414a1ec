"""Italiano: the words of the hand (resident while one is played), in the sections and
order of en.py (each entry a line, its key in the comment)."""


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
    "%s dà a testa una carta coperta; inizia %s.\n"  # DEALS_ONE
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


PLAY = (
    "Parli tu per primo\n"  # YOU_SPEAK_FIRST
    "Guardi tu per primo\n"  # YOU_LOOK_FIRST
    "Passa a %s\n"  # PASS_TO
    ": tieni B\n"   # HOLD_B
    "A lungo: %d/%d\n"  # HOLD_A_PAGE
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
    "%s guarda\n"  # LOOKED
    "%s punta %d\n"  # BET_N
    "%s punta\n"  # BET_WORD
    "%s rilancia a %d\n"  # RAISED_TO
    "%s rilancia\n"  # RAISED
    "%s chiama %d\n"  # CALLED
    "%s passa\n"  # FOLDED
    "%s bussa\n"  # CHECKED
    "carta centrale: %s\n"  # MIDDLE_TURNED
    "data la carta n. %d\n"  # STREET_DEALT
    "tu\n"          # YOU
    "tutto tranne %s\n" # ALL_IN_BUT
    "Annullato: %s\n"  # UNDONE_ACTION
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
    "Prima della mano %d\n"  # BEFORE_HAND
    "Mano %d, piatto %d\n"  # BEFORE_HAND_POT
    "Piatto %d, mano %d\n"  # POT_HAND
    "Classifica\n"  # STANDINGS
    "0 sorsi\n"     # SIPS_NONE
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
