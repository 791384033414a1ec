"""Nederlands: what the table did and the words a refusal's values name, read only when
one is said (dealer.lang.TOLD_SECTIONS), in the sections and order of en_told.py."""

TOLD = (
    "Teruggedraaid: %s\n"  # UNDONE
    "niets\n"       # NOTHING
    "de kaart van %s\n"  # CARD_OF_SEAT
    "Misdeling: deel de kaarten opnieuw\n"  # MISDEAL_REAL
    "Misdeling: nieuwe kaarten gedeeld\n"  # MISDEAL_NEW
    "%s koopt %s chips\n"  # BUYS
    "%s gaat weg met %s chips\n"  # LEAVES_WITH
    "%s ging weg: %s deelt\n"  # LEFT_DEALS
    "%s stopt met %s chips; %s deelt\n"  # LEAVES_DEALS
    "%s is terug met %s chips\n"  # IS_BACK
    "%s geeft de plaats terug aan %s\n"  # GIVES_BACK
    "de bijkoop van %s van %s chips\n"  # REBUY_OF
    "%s komt erbij met %s chips\n"  # JOINS
    "Sessie beëindigd\n"  # SESSION_ENDED
)


REFUSAL_WORDS = (
    "tweeën\n"      # W_TWOS
    "drieën\n"      # W_THREES
    "vieren\n"      # W_FOURS
    "vijven\n"      # W_FIVES
    "zessen\n"      # W_SIXES
    "zevens\n"      # W_SEVENS
    "achten\n"      # W_EIGHTS
    "negens\n"      # W_NINES
    "tienen\n"      # W_TENS
    "boeren\n"      # W_JACKS
    "vrouwen\n"     # W_QUEENS
    "heren\n"       # W_KINGS
    "azen\n"        # W_ACES
    "bieden\n"      # W_BET
    "verhogen\n"    # W_RAISE
    "of\n"        # W_OR
)
