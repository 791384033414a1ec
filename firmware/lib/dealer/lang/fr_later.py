"""Français: refusals and the words their values name, problems of settings.toml and
what a power cut took from the save, read only when one is said (dealer.lang.LATER), in
the sections and order of en_later.py."""

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
    "action interdite pour l'instant\n"  # R_NOT_ALLOWED
    "l'appareil a donné ces cartes: rien à entrer\n"  # R_DEVICE_DEALT
    "cartes montrées après les mises\n"  # R_AFTER_BETTING
    "la carte de ce joueur n'est pas utile\n"  # R_NOT_NEEDED
    "ce n'est pas une carte\n"  # R_NOT_A_CARD
    "il n'y a que quatre %s dans un jeu\n"  # R_ONLY_FOUR
    "cette carte est déjà entrée pour un autre joueur\n"  # R_ALREADY_ENTERED
    "pas de jetons dans ce jeu: rien à acheter ni encaisser\n"  # R_NO_CHIPS
    "recaves et départs: seulement en N donnes ou jusqu'au dernier\n"  # R_REBUYS_ONLY
    "entre deux donnes: finissez la donne\n"  # R_BETWEEN_HANDS
    "la séance est finie\n"  # R_SESSION_OVER
    "place libre: un nouveau joueur peut la prendre\n"  # R_SEAT_LEFT
    "au plus %d jetons achetés par joueur\n"  # R_MAX_BOUGHT
    "un nouveau joueur prend une place libre: pas celle-ci\n"  # R_SEAT_TAKEN
    "au plus %d joueurs par séance: commencez-en une\n"  # R_MAX_PEOPLE
    "pas de source aléatoire: passez des cartes ou un vrai jeu\n"  # R_NO_RANDOM
    "une autre donne a commencé: celle-ci ne peut plus changer\n"  # R_NEW_HAND
    "jetons achetés ou encaissés depuis: cette donne reste\n"  # R_BOUGHT_SINCE
    "rien à annuler\n"  # R_NOTHING_TO_UNDO
    "finissez ou annulez d'abord la donne\n"  # R_FINISH_OR_UNDO
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
    "%s: %d cartes chacun, donc de 2 à %d joueurs\n"  # R_TOO_MANY_FOR_GAME
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
    "%s doit être un nombre entier de %d à %d, pas %s\n"  # W_RANGE
    "PAIRS: seuls deux cartes et commune ont des paires\n"  # W_PAIRS
    "valeur du jeton: écrivez-la comme 1 chip = 0.10 EUR\n"  # W_CV_FORM
    "valeur du jeton: les jetons avant = vont de 1 à 1000\n"  # W_CV_CHIPS
    "valeur du jeton: pas de montant; écrivez-la comme 1 chip = 0.10 EUR\n"  # W_CV_NO_AMOUNT
    "valeur du jeton: %s n'est pas un montant\n"  # W_CV_NOT_AMOUNT
    "valeur du jeton: au plus %d décimales, comme 0.10\n"  # W_CV_DECIMALS
    "valeur du jeton: un jeton doit valoir plus de 0 (ou mettez none)\n"  # W_CV_ZERO
    "valeur du jeton: écrivez la monnaie en %d lettres au plus, comme EUR\n"  # W_CV_CURRENCY
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
