"""English: what the table did ("ANN buys 100 chips", "Undone: ...") and the words a
refusal's values name, read only when one is said in another language
(dealer.lang.TOLD_SECTIONS); the other languages have the same keys in the same order in
their own _told module."""

TOLD = (
    "Undone: %s\n"  # UNDONE
    "nothing\n"     # NOTHING
    "%s's card\n"   # CARD_OF_SEAT
    "Misdeal: deal the real cards again\n"  # MISDEAL_REAL
    "Misdeal: new cards are dealt\n"  # MISDEAL_NEW
    "%s buys %s chips\n"  # BUYS
    "%s leaves with %s chips\n"  # LEAVES_WITH
    "%s left: %s deals\n"  # LEFT_DEALS
    "%s leaves with %s chips; %s deals next\n"  # LEAVES_DEALS
    "%s is back with %s chips\n"  # IS_BACK
    "%s gives the seat back to %s\n"  # GIVES_BACK
    "%s's rebuy of %s chips\n"  # REBUY_OF
    "%s joins with %s chips\n"  # JOINS
    "Session ended\n"  # SESSION_ENDED
)


REFUSAL_WORDS = (
    "twos\n"        # W_TWOS
    "threes\n"      # W_THREES
    "fours\n"       # W_FOURS
    "fives\n"       # W_FIVES
    "sixes\n"       # W_SIXES
    "sevens\n"      # W_SEVENS
    "eights\n"      # W_EIGHTS
    "nines\n"       # W_NINES
    "tens\n"        # W_TENS
    "jacks\n"       # W_JACKS
    "queens\n"      # W_QUEENS
    "kings\n"       # W_KINGS
    "aces\n"        # W_ACES
    "bet\n"         # W_BET
    "raise\n"       # W_RAISE
    "or\n"        # W_OR
)
