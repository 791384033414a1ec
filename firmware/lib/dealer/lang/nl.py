"""Nederlands: the words of the hand (resident while one is played), in the sections and
order of en.py (each entry a line, its key in the comment)."""


KEYS = (
    "TERUG\n"       # BACK
    "VERDER\n"      # NEXT
    "OK\n"          # OK
    "WIJZIG\n"      # CHANGE
    "JA\n"          # YES
    "MEER\n"        # MORE
    "OMLAAG\n"      # DOWN
    "WIJZIG\n"      # EDIT
    "START\n"       # START
    "DELEN\n"       # DEAL
    "KLAAR\n"       # DEALT
    "OPNIEUW\n"     # RETRY
    "KAARTEN\n"     # DECK
    "HERVAT\n"      # RESUME
    "NIEUW\n"       # NEW
    "QR\n"          # QR
    "ERBIJ\n"       # JOIN
    "BIJKOOP\n"     # REBUY
    "PAS\n"         # FOLD
    "WACHT\n"       # CHECK
    "MEEGAAN\n"     # CALL
    "BIED\n"        # BET
    "VERHOOG\n"     # RAISE
    "ALLES\n"       # ALL_IN
    "GEZIEN\n"      # SEEN
    "KIJK\n"        # LOOK
    "1 KAART\n"   # ONE_CARD
)


TABLE = (
    "Hand %s · %s %s\n"  # HAND_TITLE
    "deler\n"       # ROLE_DEALER
    "knop\n"        # ROLE_BUTTON
    "Inzet %d per speler\n"  # ANTE_EACH
    "Laagste kaart drinkt\n"  # LOWEST_DRINKS
    "Uit:\n"        # OUT
    "DELEN int de inzet; dan afnemen en delen.\n"  # TRACKER_DEAL
    "Het apparaat deelt; geef het door.\n"  # PASS_ROUND
    "RNG-fout:\n"   # RNG_FAILURE
    "kan niet delen\n"  # CANNOT_DEAL
    "Speel met eigen kaarten (echte kaarten) of probeer opnieuw.\n"  # RNG_TEXT
    "%s neemt af\n"  # CUTS
    "%s deelt ieder een kaart, dicht; %s eerst.\n"  # DEALS_ONE
    "De deler\n"    # THE_DEALER
    "Niemand kijkt. B als alles gedeeld is.\n"  # NOBODY_LOOKS
    "Bij OP! legt iedereen de kaart op het voorhoofd, zonder te kijken.\n"  # LIFT_TEXT
    "OP!\n"         # LIFT
    "Showdown: pot %d\n"  # SHOWDOWN_POT
    "Showdown\n"    # SHOWDOWN
    "Kaart van %s?\n"  # CARD_OF
    "waarde:\n"     # RANK
    "kleur:\n"      # SUIT
    "dan de kleur\n"  # THEN
    "Sessie hervatten?\n"  # RESUME_Q
    "Hand %s\n"     # HAND_N
    "%d spelers\n"  # N_PLAYERS
    "(sessie is voorbij)\n"  # SESSION_OVER
    "DELEN, dan afnemen en delen.\n"  # TRACKER_DEAL_PARTY
    "Een nieuwe sessie klaarzetten? De bewaarde blijft tot de nieuwe begint.\n"  # RESUME_NEW_Q
    "%s vraagt de kaarten van het apparaat. Probeer opnieuw, of speel één kaart met jullie eigen spel.\n" # NEEDS_CARDS
)


MESSAGES = (
    "pagina %d/%d\n"  # PAGE
    "Fout: %s\n"    # ERROR
    "Een nieuwe sessie beginnen? De bewaarde blijft tot de nieuwe begint.\n"  # CRASH_NEW_Q
    "Het apparaat stopte. A: de bewaarde sessie hervatten. C: nieuwe sessie.\n"  # CRASH_TEXT
    "Bewaarde sessie kwijt: ze kon niet worden gelezen. Begin een nieuwe sessie.\n"  # LOST_SAVE
    "De bewaarde sessie kan niet verder met de regels van nu (een speler heeft geen chips). Begin een nieuwe sessie.\n"  # OLD_SAVE
    "Schijf: het apparaat mag zijn bestanden schrijven (A ingedrukt bij het aanzetten); de computer kan ze alleen lezen.\n"  # DRIVE
    "In settings.toml: %s\n"  # IN_SETTINGS
    "%d problemen in settings.toml:\n"  # PROBLEMS
    "Opslaan...\n" # SAVING
    "houd de stroom aan\n" # KEEP_POWER
)


PLAY = (
    "Jij begint\n"  # YOU_SPEAK_FIRST
    "Jij kijkt eerst\n"  # YOU_LOOK_FIRST
    "Geef aan %s\n"  # PASS_TO
    ": houd B\n"    # HOLD_B
    "A lang: %d/%d\n"  # HOLD_A_PAGE
    "%s  hand %s\n"  # GAME_HAND
    "%s kijkt\n"    # LOOKS
    "pot %d\n"      # POT_N
    "mee %d\n"      # CALL_N
    "Hand %s  %s\n"  # HAND_GAME
    "Kijk naar de anderen\n"  # LOOK_OTHERS
    "is aan zet\n"  # TO_ACT
    "heeft %s\n"    # HAS
    "Pot %d\n"      # POT_BIG
    "Mee %d\n"      # CALL_BIG
    "Wacht\n"       # CHECK_BIG
    "%d spelers in\n"  # IN_LONG
    "%d spelers\n"  # IN_MID
    "%d in de hand\n"  # IN_SHORT
    "Hand %s  %d in de hand\n"  # HAND_IN
    "Hand %s  pot %d\n"  # HAND_POT
    "%s: je kaart dicht, zonder te kijken\n"  # FOLDED_CARD
    "min\n"         # SIZE_MIN
    "max\n"         # SIZE_MAX
    "½ pot\n"       # SIZE_HALF_POT
    "pot\n"         # SIZE_POT
    "alles\n"       # SIZE_ALL_IN
    "%s verhoogt tot %d\n"  # RAISES_TO
    "%s biedt %d\n"  # BETS_TO
    "legt 1 chip in\n"  # ADDS_ONE
    "legt %d chips in\n"  # ADDS_N
    "dat is alles\n"  # ALL_IN_NOTE
    "C lang: terug\n"  # HOLD_C_BACK
    "A/B lang: elk bedrag\n"  # HOLD_AB_ANY
    "%s keek\n"     # LOOKED
    "%s bood %d\n"  # BET_N
    "%s bood\n"     # BET_WORD
    "%s verhoogde naar %d\n"  # RAISED_TO
    "%s verhoogde\n"  # RAISED
    "%s ging %d mee\n"  # CALLED
    "%s paste\n"    # FOLDED
    "%s wachtte\n"  # CHECKED
    "middenkaart: %s\n"  # MIDDLE_TURNED
    "kaart %d gedeeld\n"  # STREET_DEALT
    "jij\n"         # YOU
    "alles behalve %s\n" # ALL_IN_BUT
    "Teruggedraaid: %s\n"  # UNDONE_ACTION
)


SHOW = (
    "%s wint de pot\n"  # TAKES_POT
    "van %s chips\n"  # OF_CHIPS
    "De rest paste: er wordt geen kaart getoond.\n"  # ALL_FOLDED
    "Showdown: pot %s\n"  # SHOWDOWN_POT_S
    "%d terug naar %s\n"  # BACK_TO
    "B: meer %d/%d\n"  # B_MORE_PAGE
    "midden\n"      # MID
    "Hoofdpot %d:\n"  # MAIN_POT
    "Zijpot %d:\n"  # SIDE_POT
    "drinkt\n"      # DRINKS
    "drinken\n"     # DRINK
    "%s krijgt %s\n"  # TAKES
    "1 slok\n"      # SIP_ONE
    "%d slokken\n"  # SIPS_N
    "dronk\n"       # DRANK
    "Winnaar: %s\n"  # WINNER
    "Gedeeld: %s\n"  # SHARED
    "Gedeeld: %d spelers\n"  # SHARED_BY
    "Een nieuwe sessie klaarzetten? Deze blijft bewaard, met afrekening en geschiedenis, tot de nieuwe begint.\n"  # NEW_Q
    "Misdeling: deze kaarten terug en nieuwe delen?\n"  # MISDEAL_Q
    "De sessie nu beëindigen? De stand is dan definitief.\n"  # END_Q
    "%s hoog\n"     # HIGH
    "%s, %s hoog\n"  # KIND_HIGH
    "%s, %s\n"      # KIND_OF
    "Hoogste kaart: %s\n" # R_HIGHEST
    "Gelijk hoog: %s\n" # R_HIGHEST_SPLIT
    "Laagste kaart: %s\n" # R_LOWEST
    "Gelijk laag: %s\n" # R_LOWEST_SPLIT
    "Verliest: %s\n" # R_LOSES
    "Verliezen: %s\n" # R_LOSES_SPLIT
    "Midden hoogst: %s\n" # R_SHARED
    "Midden %s: gelijk\n" # R_SHARED_SPLIT
    "Paar %s wint\n" # R_PAIR
    "Paren %s: gelijk\n" # R_PAIR_SPLIT
    "%s wint: hoogste\n" # R_HIGH_CARDS
    "%s gelijk: hoogste\n" # R_HIGH_CARDS_SPLIT
    "%s: %s\n"    # R_POKER
    "Hand %d, de laatste:\n" # LAST_DEAL
    "Na hand %s\n"  # AFTER_HAND
    "Voor hand %d\n"  # BEFORE_HAND
    "Voor hand %d, pot %d\n"  # BEFORE_HAND_POT
    "Pot %d, hand %d\n"  # POT_HAND
    "Stand\n"       # STANDINGS
    "0 slokken\n"   # SIPS_NONE
)


GAME = (
    "twee\n"        # R_DEUCE
    "drie\n"        # R_THREE
    "vier\n"        # R_FOUR
    "vijf\n"        # R_FIVE
    "zes\n"         # R_SIX
    "zeven\n"       # R_SEVEN
    "acht\n"        # R_EIGHT
    "negen\n"       # R_NINE
    "tien\n"        # R_TEN
    "boer\n"        # R_JACK
    "vrouw\n"       # R_QUEEN
    "heer\n"        # R_KING
    "aas\n"         # R_ACE
    "tweeën\n"      # P_DEUCES
    "drieën\n"      # P_THREES
    "vieren\n"      # P_FOURS
    "vijven\n"      # P_FIVES
    "zessen\n"      # P_SIXES
    "zevens\n"      # P_SEVENS
    "achten\n"      # P_EIGHTS
    "negens\n"      # P_NINES
    "tienen\n"      # P_TENS
    "boeren\n"      # P_JACKS
    "vrouwen\n"     # P_QUEENS
    "heren\n"       # P_KINGS
    "azen\n"        # P_ACES
    "hoge kaart\n"  # C_HIGH_CARD
    "paar\n"        # C_PAIR
    "twee paar\n"   # C_TWO_PAIR
    "drie gelijke\n"  # C_TRIPS
    "straat\n"      # C_STRAIGHT
    "flush\n"       # C_FLUSH
    "full house\n"  # C_FULL_HOUSE
    "vier gelijke\n"  # C_QUADS
    "straight flush\n"  # C_STRAIGHT_FLUSH
    "standaard\n"   # G_STANDARD
    "laag\n"        # G_LOW
    "twee kaarten\n"  # G_TWOCARD
    "gedeeld\n"     # G_COMMUNITY
    "stud\n"        # G_STUD
    "feest\n"       # G_PARTY
    "vaste limiet\n"  # S_FIXED
    "potlimiet\n"   # S_POT
    "geen limiet\n"  # S_NOLIMIT
)


MENU = (
    "Actie terugdraaien\n"  # M_UNDO
    "Misdeling\n"   # M_MISDEAL
    "Stand\n"       # M_STANDINGS
    "Instellingen\n"  # M_SETTINGS
    "Sessie beëindigen\n"  # M_END
    "Geschiedenis sturen\n"  # M_SEND
    "Afrekenen\n"   # M_SETTLE
    "Uitslag via QR\n"  # M_QR
    "Vorige sessie\n"  # M_LAST
    "Scherm uit\n"  # M_SCREEN_OFF
    "Terug\n"       # M_BACK
    "Menu\n"        # M_TITLE
)


LEARN = (
    "3 azen gezien: jij niet\n"  # T_THREE_ACES
    "Alles 7 of lager: plaatje?\n"  # T_ALL_LOW
    "Iedereen biedt: een val\n"  # T_EVERYONE_IN
    "geen kansen in dit spel\n"  # NOT_OFFERED
    "jij drinkt %s\n"  # YOU_DRINK
    "winst %s · gelijk %s\n"  # WIN_TIE
    "winst %s, gelijk %s\n"  # WIN_TIE_SHORT
    "jij wint %s\n"  # YOU_WIN
)
