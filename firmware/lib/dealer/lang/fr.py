"""Français: the words of the hand (resident while one is played), in the sections and
order of en.py (each entry a line, its key in the comment)."""


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
    "Quelle carte a %s?\n"  # CARD_OF
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
    "Annulé: %s\n"  # UNDONE_ACTION
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
    "Égalité à %d joueurs\n"  # SHARED_BY
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
    "Avant la donne %d\n"  # BEFORE_HAND
    "Donne %d, pot %d\n"  # BEFORE_HAND_POT
    "Pot %d, donne %d\n"  # POT_HAND
    "Classement\n"  # STANDINGS
    "0 gorgée\n"    # SIPS_NONE
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
