"""Italiano: what the table did and the words a refusal's values name, read only when
one is said (dealer.lang.TOLD_SECTIONS), in the sections and order of en_told.py."""

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
