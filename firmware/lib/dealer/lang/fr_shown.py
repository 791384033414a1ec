"""Français: the words of the setup, the settle-up and the settings, read only when one
is shown (dealer.lang.WHEN_SHOWN), in the sections and order of en_shown.py."""

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


RESULTS = (
    "Comptes: 1 paiement\n"  # SETTLE_ONE
    "Comptes: %d paiements\n"  # SETTLE_N
    "personne ne paie\n"  # NOBODY_PAYS
    "arrondi à %s\n"  # ROUNDED_TO
    "%s paie à %s %s\n"  # PAYS
    "%d %s a bu %s\n"  # SIPS
    "Résultats\n"   # RESULTS
    "A: retour\n"   # A_BACK
    "B: plus\n"     # B_MORE
    "L'historique montre toutes les cartes: envoyez-le depuis l'écran final, après la séance\n"  # HISTORIES_AT_END
    "Pas assez de mémoire pour envoyer l'historique\n"  # NO_MEMORY_SEND
    "Aucune donne jouée: rien à envoyer\n"  # NOTHING_TO_SEND
    "1 donne envoyée par USB\n"  # SENT_ONE
    "%d donnes envoyées par USB\n"  # SENT_N
    "Mémoire pleine: %d donnes sur %d envoyées\n"  # OUT_OF_MEMORY_SENT
    "Envoi historique\n"  # SEND_HISTORIES
    "Donne %d sur %d\n"  # HAND_OF
    "par le câble USB\n"  # OVER_USB
    "Recave/départ/entrée\n"  # REBUY_TITLE
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
    "1 jeton = %s\n"  # ONE_CHIP_IS
    "%d jetons = %s\n"  # CHIPS_ARE
)


OPTIONS = (
    "Mode\n"        # P_MODE
    "Joueurs\n"     # P_PLAYERS
    "Jouer\n"       # S_START
    "Jeu\n"         # S_GAME
    "Égalité\n"     # S_TIEBREAK
    "Reste\n"       # S_ODD_CHIP
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
    "Table\n"       # S_SEATS
)
