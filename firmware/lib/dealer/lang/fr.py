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
    "ensuite\n"     # THEN
    "Reprendre la séance?\n"  # RESUME_Q
    "Donne %s\n"    # HAND_N
    "%d joueurs\n"  # N_PLAYERS
    "(la séance est finie)\n"  # SESSION_OVER
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
    "Après la donne %s\n"  # AFTER_HAND
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
)
