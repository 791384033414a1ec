"""Italiano: what the table did, read only when one is said (dealer.lang.TOLD_SECTIONS),
in the order of en_told.py."""

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
