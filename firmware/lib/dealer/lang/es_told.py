"""Español: what the table did, read only when one is said (dealer.lang.TOLD_SECTIONS),
in the order of en_told.py."""

TOLD = (
    "Deshecho: %s\n"  # UNDONE
    "nada\n"        # NOTHING
    "la carta de %s\n"  # CARD_OF_SEAT
    "Reparto inválido: repartid otra vez\n"  # MISDEAL_REAL
    "Reparto inválido: cartas nuevas\n"  # MISDEAL_NEW
    "%s compra %s fichas\n"  # BUYS
    "%s se va con %s fichas\n"  # LEAVES_WITH
    "%s se fue: reparte %s\n"  # LEFT_DEALS
    "%s se va con %s fichas; reparte %s\n"  # LEAVES_DEALS
    "%s vuelve con %s fichas\n"  # IS_BACK
    "%s devuelve el asiento a %s\n"  # GIVES_BACK
    "la recompra de %s de %s fichas\n"  # REBUY_OF
    "%s entra con %s fichas\n"  # JOINS
    "Sesión terminada\n"  # SESSION_ENDED
)
