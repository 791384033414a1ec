"""Français: every word the device shows, in the sections and order of en.py (each
entry a line, its key in the comment)."""

KEYS = (
    "RETOUR\n"      # BACK
    "SUITE\n"       # NEXT
    "OK\n"          # OK
    "CHANGER\n"     # CHANGE
    "OUI\n"         # YES
    "PLUS\n"        # MORE
    "BAS\n"         # DOWN
    "ÉDITER\n"      # EDIT
    "JOUER\n"       # START
    "DONNER\n"      # DEAL
    "FAIT\n"        # DEALT
    "ENCORE\n"      # RETRY
    "CARTES\n"      # DECK
    "REPRISE\n"     # RESUME
    "NOUVEAU\n"     # NEW
    "QR\n"          # QR
    "ENTRER\n"      # JOIN
    "RECAVE\n"      # REBUY
    "ABANDON\n"     # FOLD
    "PAROLE\n"      # CHECK
    "SUIS\n"        # CALL
    "MISE\n"        # BET
    "RELANCE\n"     # RAISE
    "TAPIS\n"       # ALL_IN
    "VU\n"          # SEEN
    "REGARDE\n"     # LOOK
    "1 CARTE\n"   # ONE_CARD
)

SETUP = (
    "Langue\n"      # LANGUAGE
    "Nouvelle séance\n"  # NEW_SESSION
    "Joueurs: %d\n"  # PLAYERS_N
    "(de 2 à 10)\n"  # PLAYER_RANGE
    "De 4 à 7 joueurs: le jeu le plus riche.\n"  # RICHEST
    "Mode\n"        # MODE
    "vrai jeu\n"    # TRACKER
    "de main en main\n"  # PASS_AROUND
    "Vos cartes sur le front. L'appareil tient le pot et les tours.\n"  # TRACKER_TEXT
    "L'appareil distribue et passe de joueur en joueur.\n"  # PASS_TEXT
    "Noms\n"        # NAMES
    "Place %d: %s\n"  # SEAT
    "Options\n"     # OPTIONS
    "Deux joueurs s'appellent %s: changez-en un\n"  # SAME_NAME
)

TABLE = (
    "Donne %s · %s %s\n"  # HAND_TITLE
    "donneur\n"     # ROLE_DEALER
    "bouton\n"      # ROLE_BUTTON
    "Ante de %d chacun\n"  # ANTE_EACH
    "La plus basse boit\n"  # LOWEST_DRINKS
    "Sortis:\n"     # OUT
    "DONNER prend les antes, puis coupez et donnez.\n"  # TRACKER_DEAL
    "L'appareil distribue; faites-le passer.\n"  # PASS_ROUND
    "Panne du RNG:\n"  # RNG_FAILURE
    "impossible de donner\n"  # CANNOT_DEAL
    "Jouez avec vos cartes (vrai jeu) ou réessayez.\n"  # RNG_TEXT
    "%s coupe\n"    # CUTS
    "%s donne une carte à chacun, face cachée; %s d'abord.\n"  # DEALS_ONE
    "Le donneur\n"  # THE_DEALER
    "Nul ne regarde. B quand tout est donné.\n"  # NOBODY_LOOKS
    "À HOP! chacun met sa carte sur le front, sans la regarder.\n"  # LIFT_TEXT
    "HOP!\n"        # LIFT
    "Abattage: pot %d\n"  # SHOWDOWN_POT
    "Abattage\n"    # SHOWDOWN
    "Carte de %s?\n"  # CARD_OF
    "valeur:\n"     # RANK
    "couleur:\n"    # SUIT
    "puis la couleur\n"  # THEN
    "Reprendre la séance?\n"  # RESUME_Q
    "Donne %s\n"    # HAND_N
    "%d joueurs\n"  # N_PLAYERS
    "(la séance est finie)\n"  # SESSION_OVER
    "DONNER, puis coupez et donnez.\n"  # TRACKER_DEAL_PARTY
    "Préparer une nouvelle séance? L'ancienne reste jusqu'au début de la nouvelle.\n"  # RESUME_NEW_Q
    "%s demande les cartes de l'appareil. Réessayez, ou jouez à une carte avec votre jeu.\n" # NEEDS_CARDS
)

MESSAGES = (
    "page %d/%d\n"  # PAGE
    "Erreur: %s\n"  # ERROR
    "Nouvelle séance? L'ancienne reste gardée jusqu'au début de la nouvelle.\n"  # CRASH_NEW_Q
    "L'appareil s'est arrêté. A: reprendre la séance gardée. C: nouvelle séance.\n"  # CRASH_TEXT
    "Séance gardée perdue: elle n'a pas pu être relue. Commencez une nouvelle séance.\n"  # LOST_SAVE
    "La séance gardée ne peut continuer avec les règles du jour (un joueur n'a plus de jetons). Commencez une nouvelle séance.\n"  # OLD_SAVE
    "Disque: l'appareil peut écrire ses fichiers (A tenu à l'allumage); l'ordinateur peut seulement les lire.\n"  # DRIVE
    "Dans settings.toml: %s\n"  # IN_SETTINGS
    "%d problèmes dans settings.toml:\n"  # PROBLEMS
    "Sauvegarde...\n" # SAVING
    "ne l'éteignez pas\n" # KEEP_POWER
)

RESULTS = (
    "Comptes: 1 paiement\n"  # SETTLE_ONE
    "Comptes: %d paiements\n"  # SETTLE_N
    "personne ne paie\n"  # NOBODY_PAYS
    "arrondi à %s\n"  # ROUNDED_TO
    "%s paie à %s %s\n"  # PAYS
    "%d %s %d gorgées\n"  # SIPS
    "Résultats\n"   # RESULTS
    "A: retour\n"   # A_BACK
    "B: plus\n"     # B_MORE
    "Avant la donne %d\n"  # BEFORE_HAND
    "Donne %d, pot %d\n"  # BEFORE_HAND_POT
    "Pot %d, donne %d\n"  # POT_HAND
    "Classement\n"  # STANDINGS
    "L'historique montre toutes les cartes: envoyez-le depuis l'écran final, après la séance\n"  # HISTORIES_AT_END
    "Pas assez de mémoire pour envoyer l'historique\n"  # NO_MEMORY_SEND
    "Aucune donne jouée: rien à envoyer\n"  # NOTHING_TO_SEND
    "1 donne envoyée par USB\n"  # SENT_ONE
    "%d donnes envoyées par USB\n"  # SENT_N
    "Mémoire pleine: %d donnes sur %d envoyées\n"  # OUT_OF_MEMORY_SENT
    "Envoi historique\n"  # SEND_HISTORIES
    "Donne %d sur %d\n"  # HAND_OF
    "par le câble USB\n"  # OVER_USB
    "Recave, départ, entrée\n"  # REBUY_TITLE
    "parti\n"       # LEFT
    "sorti\n"       # OUT_STATE
    "B: un nouveau joueur\n"  # B_JOINS
    "B long: encaisser\n"  # HOLD_B_CASH
    "Entrer à la place %d\n"  # JOIN_SEAT
    "%s l'a quittée\n"  # LEFT_IT
    "Nouveau: %d jetons\n"  # NEW_PLAYER_CHIPS
    "Nom: %s\n"     # NAME
    "B long: lettre avant\n"  # HOLD_B_LETTER
    "%s encaisse %s jetons et quitte la table?\n"  # CASH_OUT_Q
    "%s achète %d jetons de plus (en a %s)?\n"  # BUY_Q
    "(Annuler: menu)\n"  # UNDO_MENU
)

PLAY = (
    "À vous de parler\n"  # YOU_SPEAK_FIRST
    "À vous de regarder\n"  # YOU_LOOK_FIRST
    "Passez à %s\n"  # PASS_TO
    ": tenez B\n"   # HOLD_B
    "A long: %d/%d\n"  # HOLD_A_PAGE
    "%s  donne %s\n"  # GAME_HAND
    "%s regarde\n"  # LOOKS
    "pot %d\n"      # POT_N
    "suivre %d\n"   # CALL_N
    "Donne %s  %s\n"  # HAND_GAME
    "Regardez les autres\n"  # LOOK_OTHERS
    "joue\n"        # TO_ACT
    "a %s\n"        # HAS
    "Pot %d\n"      # POT_BIG
    "Suivre %d\n"   # CALL_BIG
    "Parole\n"      # CHECK_BIG
    "%d joueurs en jeu\n"  # IN_LONG
    "%d joueurs\n"  # IN_MID
    "%d en jeu\n"   # IN_SHORT
    "Donne %s  %d en jeu\n"  # HAND_IN
    "Donne %s  pot %d\n"  # HAND_POT
    "%s: votre carte face cachée, sans la voir\n"  # FOLDED_CARD
    "min\n"         # SIZE_MIN
    "max\n"         # SIZE_MAX
    "½ pot\n"       # SIZE_HALF_POT
    "pot\n"         # SIZE_POT
    "tapis\n"       # SIZE_ALL_IN
    "%s relance à %d\n"  # RAISES_TO
    "%s mise %d\n"  # BETS_TO
    "met 1 jeton\n"  # ADDS_ONE
    "met %d jetons\n"  # ADDS_N
    "c'est le tapis\n"  # ALL_IN_NOTE
    "C long: retour\n"  # HOLD_C_BACK
    "A/B long: autre somme\n"  # HOLD_AB_ANY
    "%s a regardé\n"  # LOOKED
    "%s a misé %d\n"  # BET_N
    "%s a misé\n"   # BET_WORD
    "%s a relancé à %d\n"  # RAISED_TO
    "%s a relancé\n"  # RAISED
    "%s a suivi %d\n"  # CALLED
    "%s a abandonné\n"  # FOLDED
    "%s a dit parole\n"  # CHECKED
    "carte du milieu: %s\n"  # MIDDLE_TURNED
    "carte %d donnée\n"  # STREET_DEALT
    "vous\n"        # YOU
    "tapis sauf %s\n" # ALL_IN_BUT
)

SHOW = (
    "%s prend le pot\n"  # TAKES_POT
    "de %s jetons\n"  # OF_CHIPS
    "Les autres ont abandonné: aucune carte montrée.\n"  # ALL_FOLDED
    "Abattage: pot %s\n"  # SHOWDOWN_POT_S
    "%d rendus à %s\n"  # BACK_TO
    "B: plus %d/%d\n"  # B_MORE_PAGE
    "milieu\n"      # MID
    "Pot principal %d:\n"  # MAIN_POT
    "Pot annexe %d:\n"  # SIDE_POT
    "boit\n"        # DRINKS
    "boivent\n"     # DRINK
    "%s prend %s\n"  # TAKES
    "1 gorgée\n"    # SIP_ONE
    "%d gorgées\n"  # SIPS_N
    "a bu\n"        # DRANK
    "Gagnant: %s\n"  # WINNER
    "Partagé: %s\n"  # SHARED
    "Partagé par %d joueurs\n"  # SHARED_BY
    "Préparer une nouvelle séance? Celle-ci reste dans l'appareil, comptes et historique compris, jusqu'au début de la nouvelle.\n"  # NEW_Q
    "Maldonne: reprendre ces cartes et en donner d'autres?\n"  # MISDEAL_Q
    "Finir la séance maintenant? Le classement est final.\n"  # END_Q
    "%s haute\n"    # HIGH
    "%s, %s haute\n"  # KIND_HIGH
    "%s, %s\n"      # KIND_OF
    "Plus haute: %s\n" # R_HIGHEST
    "Égalité haute: %s\n" # R_HIGHEST_SPLIT
    "Plus basse: %s\n" # R_LOWEST
    "Égalité basse: %s\n" # R_LOWEST_SPLIT
    "Perd: %s\n"  # R_LOSES
    "Perdent: %s\n" # R_LOSES_SPLIT
    "Milieu haut: %s\n" # R_SHARED
    "Partage milieu %s\n" # R_SHARED_SPLIT
    "Paire de %s\n" # R_PAIR
    "Paires de %s\n" # R_PAIR_SPLIT
    "%s gagne: hautes\n" # R_HIGH_CARDS
    "%s partage: hautes\n" # R_HIGH_CARDS_SPLIT
    "%s: %s\n"    # R_POKER
    "Dernière donne %d:\n" # LAST_DEAL
    "Après la donne %s\n"  # AFTER_HAND
)

GAME = (
    "deux\n"        # R_DEUCE
    "trois\n"       # R_THREE
    "quatre\n"      # R_FOUR
    "cinq\n"        # R_FIVE
    "six\n"         # R_SIX
    "sept\n"        # R_SEVEN
    "huit\n"        # R_EIGHT
    "neuf\n"        # R_NINE
    "dix\n"         # R_TEN
    "valet\n"       # R_JACK
    "dame\n"        # R_QUEEN
    "roi\n"         # R_KING
    "as\n"          # R_ACE
    "deux\n"        # P_DEUCES
    "trois\n"       # P_THREES
    "quatre\n"      # P_FOURS
    "cinq\n"        # P_FIVES
    "six\n"         # P_SIXES
    "sept\n"        # P_SEVENS
    "huit\n"        # P_EIGHTS
    "neuf\n"        # P_NINES
    "dix\n"         # P_TENS
    "valets\n"      # P_JACKS
    "dames\n"       # P_QUEENS
    "rois\n"        # P_KINGS
    "as\n"          # P_ACES
    "carte haute\n"  # C_HIGH_CARD
    "paire\n"       # C_PAIR
    "deux paires\n"  # C_TWO_PAIR
    "brelan\n"      # C_TRIPS
    "quinte\n"      # C_STRAIGHT
    "couleur\n"     # C_FLUSH
    "full\n"        # C_FULL_HOUSE
    "carré\n"       # C_QUADS
    "quinte flush\n"  # C_STRAIGHT_FLUSH
    "standard\n"    # G_STANDARD
    "basse\n"       # G_LOW
    "deux cartes\n"  # G_TWOCARD
    "commune\n"     # G_COMMUNITY
    "stud\n"        # G_STUD
    "fête\n"        # G_PARTY
    "limite fixe\n"  # S_FIXED
    "limite pot\n"  # S_POT
    "sans limite\n"  # S_NOLIMIT
)

MENU = (
    "Annuler la dernière\n"  # M_UNDO
    "Maldonne\n"    # M_MISDEAL
    "Classement\n"  # M_STANDINGS
    "Réglages\n"    # M_SETTINGS
    "Finir la séance\n"  # M_END
    "Envoi historique\n"  # M_SEND
    "Comptes\n"     # M_SETTLE
    "Résultats par QR\n"  # M_QR
    "Séance précédente\n"  # M_LAST
    "Éteindre l'écran\n"  # M_SCREEN_OFF
    "Retour\n"      # M_BACK
    "Menu\n"        # M_TITLE
)

LEARN = (
    "3 as vus: pas vous\n"  # T_THREE_ACES
    "Tout à 7 ou moins: figure?\n"  # T_ALL_LOW
    "Tous misent: un piège\n"  # T_EVERYONE_IN
    "pas de chances ici\n"  # NOT_OFFERED
    "vous buvez %s\n"  # YOU_DRINK
    "gain %s · égalité %s\n"  # WIN_TIE
    "gain %s, égal %s\n"  # WIN_TIE_SHORT
    "vous gagnez %s\n"  # YOU_WIN
)

OPTIONS = (
    "Mode\n"        # P_MODE
    "Joueurs\n"     # P_PLAYERS
    "Jouer\n"       # S_START
    "Jeu\n"         # S_GAME
    "Égalité\n"     # S_TIEBREAK
    "Jeton impair\n"  # S_ODD_CHIP
    "Donnes\n"      # S_HANDS
    "Mises\n"       # S_BETTING
    "Cave\n"        # S_STACK
    "Ante\n"        # S_ANTE
    "Donneur\n"     # S_DEALER
    "Paires\n"      # S_PAIRS
    "Mise\n"        # S_BET
    "Relances\n"    # S_RAISES
    "Apprendre\n"   # S_LEARN
    "Jeton\n"       # S_CHIP
    "Langue\n"      # S_LANGUAGE
    "partage\n"     # V_SPLIT
    "couleurs\n"    # V_SUITS
    "registre\n"    # V_LEDGER
    "premier\n"     # V_FIRST
    "libre\n"       # V_ANY
    "comptent\n"    # V_COUNT
    "sans valeur\n"  # V_NO_VALUE
    "oui\n"         # V_ON
    "non\n"         # V_OFF
    "recave/départ\n"  # V_REBUY_LEAVE
    "joue\n"        # V_PLAYS
    "ne joue pas\n"  # V_SITS_OUT
    "aucun\n"       # V_NONE
    "%d donnes\n"   # V_N_HANDS
    "jusqu'au dernier\n"  # V_LAST_STANDING
    "jusqu'à la ruine\n"  # V_UNTIL_BUST
    "%d tour\n"     # V_ROTATION
    "%d tours\n"    # V_ROTATIONS
    "%d donnes = %s\n"  # V_HANDS_IS
    "%d = %s\n"     # V_N_IS
    "Réglages (donne)\n"  # SETTINGS_TITLE
    "Vrai jeu: jeux à une carte seulement\n"  # N_TRACKER_ONE_CARD
    "Le donneur ne joue pas: vrai jeu seulement\n"  # N_SITS_OUT_TRACKER
    "Paires: deux cartes et commune seulement\n"  # N_PAIRS_ONLY
    "Aucun autre jeu pour %d joueurs\n"  # N_NO_OTHER_GAME
    "Un donneur qui ne joue pas donne vos cartes: vrai jeu seulement\n"  # N_DEALER_SITS_OUT
    "Le vrai jeu ne vaut que pour une carte: choisissez de main en main\n"  # N_TRACKER_CHOOSE_PASS
    "Relances: libres en limite pot et sans limite\n" # N_RAISES_ANY
)

REFUSALS = (
    "la donne est finie\n"  # R_HAND_OVER
    "les mises sont finies: entrez les cartes montrées\n"  # R_BETTING_OVER
    "mise en cours: suivez %d, relancez ou abandonnez\n"  # R_CANNOT_CHECK
    "aucune mise à suivre: parole ou misez\n"  # R_NO_BET_TO_CALL
    "il y a déjà une mise: suivez ou relancez\n"  # R_ALREADY_BET
    "personne n'a misé: misez au lieu de relancer\n"  # R_NOBODY_BET
    "vous n'avez de jetons que pour suivre (tapis)\n"  # R_ONLY_CALL
    "un tapis court ne rouvre pas les mises: suivez ou abandonnez\n"  # R_SHORT_ALL_IN
    "une seule relance par donne\n"  # R_ONE_RAISE
    "le maximum de %d relances est atteint\n"  # R_RAISE_CAP
    "les autres sont à tapis: nul ne suivrait une relance\n"  # R_ALL_ALL_IN
    "limite fixe: pas de montant, les règles fixent %s\n"  # R_FIXED_LIMIT
    "dites combien: %s à %d jusqu'à %d jetons\n"  # R_HOW_MUCH
    "%s: un nombre entier de jetons\n"  # R_WHOLE_NUMBER
    "vous ne pouvez %s qu'à tapis, à %d jetons\n"  # R_ONLY_ALL_IN
    "%s à %d jusqu'à %d jetons, pas %d\n"  # R_FROM_TO
    "cette action n'est pas permise maintenant\n"  # R_NOT_ALLOWED
    "l'appareil a donné ces cartes: rien à entrer\n"  # R_DEVICE_DEALT
    "les cartes se montrent après les mises\n"  # R_AFTER_BETTING
    "la carte de ce joueur n'est pas utile\n"  # R_NOT_NEEDED
    "ce n'est pas une carte\n"  # R_NOT_A_CARD
    "il n'y a que quatre %s dans un jeu\n"  # R_ONLY_FOUR
    "cette carte est déjà entrée pour un autre joueur\n"  # R_ALREADY_ENTERED
    "pas de jetons dans ce jeu: rien à acheter ni encaisser\n"  # R_NO_CHIPS
    "recaves et départs: seulement en N donnes ou jusqu'au dernier\n"  # R_REBUYS_ONLY
    "entre les donnes seulement: finissez d'abord la donne\n"  # R_BETWEEN_HANDS
    "la séance est finie\n"  # R_SESSION_OVER
    "place libre: un nouveau joueur peut la prendre\n"  # R_SEAT_LEFT
    "au plus %d jetons achetés par joueur\n"  # R_MAX_BOUGHT
    "un nouveau joueur prend une place libre: pas celle-ci\n"  # R_SEAT_TAKEN
    "au plus %d joueurs par séance: commencez-en une\n"  # R_MAX_PEOPLE
    "pas de source aléatoire: passez des cartes ou un vrai jeu\n"  # R_NO_RANDOM
    "une autre donne a commencé: celle-ci ne peut plus changer\n"  # R_NEW_HAND
    "jetons achetés ou encaissés depuis: cette donne reste\n"  # R_BOUGHT_SINCE
    "rien à annuler\n"  # R_NOTHING_TO_UNDO
    "finissez ou annulez d'abord la donne en cours\n"  # R_FINISH_OR_UNDO
    "finissez d'abord la donne en cours\n"  # R_FINISH_FIRST
    "le vrai jeu ne vaut que pour une carte: laissez l'appareil donner\n"  # R_TRACKER_ONE_CARD
    "il n'y a pas de donne à annuler\n"  # R_NO_DEAL
    "les mises ont commencé: annulez jusqu'à la première action, puis la maldonne\n"  # R_BETTING_STARTED
    "Les cartes ont été vues: cette donne ne s'annule pas\n"  # R_CARDS_SHOWN
    "%s a déjà joué ici: un nouveau joueur veut un autre nom\n"  # R_NEW_NAME
    "personne n'a pris cette place\n"  # R_NOBODY_JOINED
    "rien d'acheté ni encaissé depuis la dernière donne\n"  # R_NOTHING_BOUGHT
    "cette place n'est pas partie\n"  # R_DID_NOT_LEAVE
    "cette place n'a rien acheté\n"  # R_NOT_BOUGHT
    "cette place n'est pas à cette table\n"  # R_NOT_AT_TABLE
)

TOLD = (
    "Annulé: %s\n"  # UNDONE
    "rien\n"        # NOTHING
    "la carte de %s\n"  # CARD_OF_SEAT
    "Maldonne: redonnez les cartes\n"  # MISDEAL_REAL
    "Maldonne: nouvelles cartes\n"  # MISDEAL_NEW
    "%s achète %s jetons\n"  # BUYS
    "%s part avec %s jetons\n"  # LEAVES_WITH
    "%s est parti: %s donne\n"  # LEFT_DEALS
    "%s part avec %s jetons; %s donne ensuite\n"  # LEAVES_DEALS
    "%s revient avec %s jetons\n"  # IS_BACK
    "%s rend la place à %s\n"  # GIVES_BACK
    "la recave de %s de %s jetons\n"  # REBUY_OF
    "%s arrive avec %s jetons\n"  # JOINS
    "Séance finie\n"  # SESSION_ENDED
)

REFUSAL_WORDS = (
    "deux\n"        # W_TWOS
    "trois\n"       # W_THREES
    "quatre\n"      # W_FOURS
    "cinq\n"        # W_FIVES
    "six\n"         # W_SIXES
    "sept\n"        # W_SEVENS
    "huit\n"        # W_EIGHTS
    "neuf\n"        # W_NINES
    "dix\n"         # W_TENS
    "valets\n"      # W_JACKS
    "dames\n"       # W_QUEENS
    "rois\n"        # W_KINGS
    "as\n"          # W_ACES
    "miser\n"       # W_BET
    "relancer\n"    # W_RAISE
    "ou\n"        # W_OR
)

WARNINGS = (
    "%s dans settings.toml est illisible: mettez le texte entre guillemets\n" # W_UNREADABLE
    "LANGUAGE=%s n'est pas %s: on prend en\n" # W_LANGUAGE
    "%s=%s n'est pas un nombre: on prend %d\n" # W_NUMBER
    "HANDS=%s n'est pas 0 à 250, bust ou last: on prend 0\n" # W_HANDS
    "%s=%s n'est pas 1 ou 0: on prend %s\n" # W_FLAG
    "SLEEP_MINUTES=%s n'est pas 0 à 240 minutes: on prend %d\n" # W_SLEEP
    "NAMES: %s n'est pas 1-3 lettres: on prend %s\n" # W_NAME
    "NAMES: %s deux fois: on prend %s\n" # W_NAME_TWICE
    "NAMES: seuls les %d premiers noms comptent\n" # W_NAMES_FIRST
    "MODE=tracker: VARIANT=%s demande les cartes de l'appareil: on prend pass\n" # W_TRACKER_GAME
    "DEALER_PLAYS=0: le donneur ne reste hors jeu qu'avec un vrai jeu (MODE=tracker)\n" # W_SITS_OUT
    "KEYS=%s: si aucune touche ne répond, vérifiez que A, B, C et MENU sont sur ces broches\n" # W_KEYS
    "%s dans settings.toml n'a pas de valeur lisible (vérifiez les guillemets): on prend la valeur par défaut\n" # W_NO_VALUE
    "%s dans settings.toml n'est pas un réglage de l'appareil: ignoré\n" # W_NOT_A_SETTING
    "%s=%s n'est pas %s: on prend %s\n" # W_NOT_ONE_OF
    "4 broches comme GP10\n" # W_PINS
    "une broche comme GP4\n" # W_PIN
    "%s: aucun\n" # W_NONE
    "%s: on prend %s\n" # W_USING
)

LOST = (
    "Le dernier enregistrement n'a pas pu être relu: le jeu reprend au dernier changement gardé.\n"  # L_UNREAD
    "Impossible de relire %s, qui ne compte pas: le jeu reprend d'avant.\n"  # L_LAST
    "la dernière donne\n"  # L_DEAL
    "la dernière annulation\n"  # L_UNDO
    "la dernière maldonne\n"  # L_MISDEAL
    "le dernier changement de réglages\n"  # L_SETTINGS
    "la fin de la séance\n"  # L_END
    "le dernier achat\n"  # L_BUYIN
    "la dernière annulation d'achat\n"  # L_UNBUY
    "la dernière action\n"  # L_ACTION
    "Impossible de relire la dernière action: celle de %s (%s) ne compte pas. %s rejoue.\n"  # L_ACTION_LOST
    "abandonner\n"  # L_FOLD
    "parole\n"  # L_CHECK
    "suivre\n"  # L_CALL
    "miser\n"  # L_BET
    "relancer\n"  # L_RAISE
    "regarder\n"  # L_LOOK
    "Séance gardée perdue: le courant a manqué pendant la sauvegarde%s. Commencez une nouvelle séance.\n"  # L_SESSION_LOST
    ", pendant la donne %d\n"  # L_IN_HAND
    ", après la donne %d\n"  # L_AFTER_HAND_AT
    "Le courant a manqué pendant la réécriture de la sauvegarde. Perdu: %s.\n"  # L_REWRITTEN
    "le numéro de séance des empreintes de la donne\n"  # L_SESSION_ID
    "la donne %d et ses cartes (jetons comme %s)\n"  # L_HAND_DEAL
    "la donne %d, ses cartes et 1 action (jetons comme %s)\n"  # L_HAND_DEAL_ONE
    "la donne %d, ses cartes et %d actions (jetons comme %s)\n"  # L_HAND_DEAL_N
    "la dernière action de la donne %d\n"  # L_LAST_ACTION
    "les %d dernières actions de la donne %d\n"  # L_LAST_ACTIONS
    "1 carte entrée dans la donne %d\n"  # L_CARD_ENTERED
    "%d cartes entrées dans la donne %d\n"  # L_CARDS_ENTERED
    "les réglages changés après la donne %d\n"  # L_SETTINGS_AFTER
    "la fin de la séance\n"  # L_SESSION_END
    "la valeur du jeton (celle de settings.toml vaut)\n"  # L_CHIP_VALUE
    "la langue (celle de settings.toml vaut)\n"  # L_LANGUAGE
    "À %s de jouer.\n"  # L_ACTS_NEXT
    "La sauvegarde est abîmée %s: %s (jetons comme %s).\n"  # L_DAMAGED
    "après la donne %d\n"  # L_AFTER
    "avant la donne 1\n"  # L_BEFORE_FIRST
    "les changements d'après sont perdus\n"  # L_CHANGES_LOST
    "la donne %d est perdue\n"  # L_HAND_LOST
    "les donnes %d-%d sont perdues\n"  # L_HANDS_LOST
    "au départ\n"  # L_START
)
