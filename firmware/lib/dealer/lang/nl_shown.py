"""Nederlands: the words of the setup, the settle-up and the settings, read only when one
is shown (dealer.lang.WHEN_SHOWN), in the sections and order of en_shown.py."""

SETUP = (
    "Taal\n"        # LANGUAGE
    "Nieuwe sessie\n"  # NEW_SESSION
    "Spelers: %d\n"  # PLAYERS_N
    "(2 tot 10)\n"  # PLAYER_RANGE
    "4 tot 7 spelers geven het rijkste spel.\n"  # RICHEST
    "Modus\n"       # MODE
    "echte kaarten\n"  # TRACKER
    "doorgeven\n"   # PASS_AROUND
    "Jullie eigen kaarten op het voorhoofd; het apparaat houdt de pot en de beurten bij.\n"  # TRACKER_TEXT
    "Het apparaat deelt en gaat van speler naar speler.\n"  # PASS_TEXT
    "Namen\n"       # NAMES
    "Plaats %d: %s\n"  # SEAT
    "Opties\n"      # OPTIONS
    "Twee spelers heten %s: wijzig er een\n"  # SAME_NAME
)


RESULTS = (
    "1 betaling\n"  # SETTLE_ONE
    "%d betalingen\n"  # SETTLE_N
    "niemand betaalt\n"  # NOBODY_PAYS
    "afgerond op %s\n"  # ROUNDED_TO
    "%s betaalt %s %s\n"  # PAYS
    "%d %s dronk %s\n"  # SIPS
    "Uitslag\n"     # RESULTS
    "A: terug\n"    # A_BACK
    "B: meer\n"     # B_MORE
    "De handgeschiedenis toont elke kaart: stuur ze vanaf het eindscherm, na de sessie\n"  # HISTORIES_AT_END
    "Te weinig geheugen om de geschiedenis te sturen\n"  # NO_MEMORY_SEND
    "Er is geen hand gespeeld: er is niets te sturen\n"  # NOTHING_TO_SEND
    "1 hand via USB gestuurd\n"  # SENT_ONE
    "%d handen via USB gestuurd\n"  # SENT_N
    "Geheugen vol: %d van %d handen gestuurd\n"  # OUT_OF_MEMORY_SENT
    "Geschiedenis sturen\n"  # SEND_HISTORIES
    "Hand %d van %d\n"  # HAND_OF
    "via de USB-kabel\n"  # OVER_USB
    "Bijkopen, weg, erbij\n"  # REBUY_TITLE
    "weg\n"         # LEFT
    "uit\n"         # OUT_STATE
    "B: een nieuwe speler\n"  # B_JOINS
    "B lang: verzilveren\n"  # HOLD_B_CASH
    "Erbij op plaats %d\n"  # JOIN_SEAT
    "%s ging weg\n"  # LEFT_IT
    "Nieuw: %d chips\n"  # NEW_PLAYER_CHIPS
    "Naam: %s\n"    # NAME
    "B lang: letter terug\n"  # HOLD_B_LETTER
    "%s verzilvert %s chips en verlaat de tafel?\n"  # CASH_OUT_Q
    "%s koopt %d chips bij (heeft er %s)?\n"  # BUY_Q
    "(Terugdraaien: menu)\n"  # UNDO_MENU
    "1 chip = %s\n"  # ONE_CHIP_IS
    "%d chips = %s\n"  # CHIPS_ARE
)


OPTIONS = (
    "Modus\n"       # P_MODE
    "Spelers\n"     # P_PLAYERS
    "Start\n"       # S_START
    "Spel\n"        # S_GAME
    "Gelijkspel\n"  # S_TIEBREAK
    "Oneven chip\n"  # S_ODD_CHIP
    "Handen\n"      # S_HANDS
    "Bieden\n"      # S_BETTING
    "Stapel\n"      # S_STACK
    "Inzet\n"       # S_ANTE
    "Deler\n"       # S_DEALER
    "Paren\n"       # S_PAIRS
    "Bod\n"         # S_BET
    "Verhoging\n"   # S_RAISES
    "Leren\n"       # S_LEARN
    "Chip\n"        # S_CHIP
    "Taal\n"        # S_LANGUAGE
    "delen\n"       # V_SPLIT
    "kleuren\n"     # V_SUITS
    "register\n"    # V_LEDGER
    "eerste\n"      # V_FIRST
    "vrij\n"        # V_ANY
    "tellen\n"      # V_COUNT
    "tellen niet\n"  # V_NO_VALUE
    "aan\n"         # V_ON
    "uit\n"         # V_OFF
    "kopen/weg\n"   # V_REBUY_LEAVE
    "speelt\n"      # V_PLAYS
    "zit uit\n"     # V_SITS_OUT
    "geen\n"        # V_NONE
    "%d handen\n"   # V_N_HANDS
    "tot de laatste\n"  # V_LAST_STANDING
    "tot iemand blut is\n"  # V_UNTIL_BUST
    "%d ronde\n"    # V_ROTATION
    "%d rondes\n"   # V_ROTATIONS
    "%d handen = %s\n"  # V_HANDS_IS
    "%d = %s\n"     # V_N_IS
    "Instellingen (hand)\n"  # SETTINGS_TITLE
    "Echte kaarten: alleen spellen met één kaart\n"  # N_TRACKER_ONE_CARD
    "De deler zit uit: alleen met echte kaarten\n"  # N_SITS_OUT_TRACKER
    "Paren: alleen twee kaarten en gedeeld\n"  # N_PAIRS_ONLY
    "Geen ander spel voor %d spelers\n"  # N_NO_OTHER_GAME
    "Een deler die uitzit deelt jullie eigen kaarten: alleen met echte kaarten\n"  # N_DEALER_SITS_OUT
    "Echte kaarten gaan alleen bij spellen met één kaart: kies doorgeven\n"  # N_TRACKER_CHOOSE_PASS
    "Verhoging: vrij bij potlimiet en geen limiet\n" # N_RAISES_ANY
    "Spelers\n"     # S_SEATS
)
