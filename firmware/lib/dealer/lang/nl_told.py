"""Nederlands: what the table did, read only when one is said (dealer.lang.TOLD_SECTIONS),
in the order of en_told.py."""

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
