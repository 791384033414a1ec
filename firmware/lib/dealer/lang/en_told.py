"""English: what the table did ("ANN buys 100 chips", "Undone: ..."), read only when
one is said in another language (dealer.lang.TOLD_SECTIONS, dealer/lang/told.py); the
other languages have the same keys in the same order in their own _told module."""

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
