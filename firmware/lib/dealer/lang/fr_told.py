"""Français: what the table did, read only when one is said (dealer.lang.TOLD_SECTIONS),
in the order of en_told.py."""

TOLD = (
    "Annulé: %s\n"  # UNDONE
    "rien\n"        # NOTHING
    "la carte de %s\n"  # CARD_OF_SEAT
    "Maldonne: redonnez les cartes\n"  # MISDEAL_REAL
    "Maldonne: nouvelles cartes\n"  # MISDEAL_NEW
    "%s achète %s jetons\n"  # BUYS
    "%s part avec %s jetons\n"  # LEAVES_WITH
    "%s est parti: %s donne\n"  # LEFT_DEALS
    "%s part avec %s jetons; %s donne\n"  # LEAVES_DEALS
    "%s revient avec %s jetons\n"  # IS_BACK
    "%s rend la place à %s\n"  # GIVES_BACK
    "la recave de %s de %s jetons\n"  # REBUY_OF
    "%s arrive avec %s jetons\n"  # JOINS
    "Séance finie\n"  # SESSION_ENDED
)
