"""Nederlands: every word the device shows, in the sections and order of en.py (each
entry a line, its key in the comment)."""

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

RESULTS = (
    "1 betaling\n"  # SETTLE_ONE
    "%d betalingen\n"  # SETTLE_N
    "niemand betaalt\n"  # NOBODY_PAYS
    "afgerond op %s\n"  # ROUNDED_TO
    "%s betaalt %s %s\n"  # PAYS
    "%d %s %d slokken\n"  # SIPS
    "Uitslag\n"     # RESULTS
    "A: terug\n"    # A_BACK
    "B: meer\n"     # B_MORE
    "Voor hand %d\n"  # BEFORE_HAND
    "Voor hand %d, pot %d\n"  # BEFORE_HAND_POT
    "Pot %d, hand %d\n"  # POT_HAND
    "Stand\n"       # STANDINGS
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
    "%s verhoogt naar %d\n"  # RAISES_TO
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
    "Gedeeld door %d spelers\n"  # SHARED_BY
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
)

REFUSALS = (
    "de hand is voorbij\n"  # R_HAND_OVER
    "het bieden is voorbij: voer de getoonde kaarten in\n"  # R_BETTING_OVER
    "je kunt niet wachten na een bod: ga %d mee, verhoog of pas\n"  # R_CANNOT_CHECK
    "er is geen bod om mee te gaan: wacht of bied\n"  # R_NO_BET_TO_CALL
    "er is al een bod: ga mee of verhoog\n"  # R_ALREADY_BET
    "niemand heeft nog geboden: bied in plaats van verhogen\n"  # R_NOBODY_BET
    "je hebt alleen genoeg chips om mee te gaan (alles)\n"  # R_ONLY_CALL
    "een korte alles-in opent het bieden niet: ga mee of pas\n"  # R_SHORT_ALL_IN
    "maar één verhoging per hand\n"  # R_ONE_RAISE
    "het maximum van %d verhogingen is bereikt\n"  # R_RAISE_CAP
    "de rest is alles-in: niemand kan verhogen beantwoorden\n"  # R_ALL_ALL_IN
    "vaste limiet: geen bedrag, de regels bepalen %s\n"  # R_FIXED_LIMIT
    "zeg hoeveel: %s naar %d tot %d chips\n"  # R_HOW_MUCH
    "%s: een heel aantal chips\n"  # R_WHOLE_NUMBER
    "je kunt alleen alles-in %s, naar %d chips\n"  # R_ONLY_ALL_IN
    "%s naar %d tot %d chips, niet %d\n"  # R_FROM_TO
    "die actie mag nu niet\n"  # R_NOT_ALLOWED
    "het apparaat deelde deze kaarten: er is niets in te voeren\n"  # R_DEVICE_DEALT
    "kaarten worden pas na het bieden getoond\n"  # R_AFTER_BETTING
    "de kaart van die speler is niet nodig\n"  # R_NOT_NEEDED
    "dat is geen kaart\n"  # R_NOT_A_CARD
    "er zijn maar vier %s in een spel\n"  # R_ONLY_FOUR
    "die kaart is al ingevoerd voor een andere speler\n"  # R_ALREADY_ENTERED
    "geen chips in dit spel: niets te kopen of te verzilveren\n"  # R_NO_CHIPS
    "bijkopen en vertrekken: alleen bij N handen of tot de laatste\n"  # R_REBUYS_ONLY
    "alleen tussen handen: maak eerst de hand af\n"  # R_BETWEEN_HANDS
    "de sessie is voorbij\n"  # R_SESSION_OVER
    "die plaats verliet de tafel: een nieuwe speler mag erin\n"  # R_SEAT_LEFT
    "hoogstens %d gekochte chips per speler\n"  # R_MAX_BOUGHT
    "een nieuwe speler neemt een vrije plaats: die is bezet\n"  # R_SEAT_TAKEN
    "hoogstens %d spelers per sessie: begin een nieuwe\n"  # R_MAX_PEOPLE
    "geen bron van toeval: geef kaarten of deel een echt spel\n"  # R_NO_RANDOM
    "er is een nieuwe hand begonnen: deze kan niet meer veranderen\n"  # R_NEW_HAND
    "chips gekocht of verzilverd sindsdien: de hand blijft\n"  # R_BOUGHT_SINCE
    "niets om ongedaan te maken\n"  # R_NOTHING_TO_UNDO
    "maak eerst de huidige hand af of draai hem terug\n"  # R_FINISH_OR_UNDO
    "maak eerst de huidige hand af\n"  # R_FINISH_FIRST
    "echte kaarten gaan alleen bij spellen met één kaart: laat het apparaat delen\n"  # R_TRACKER_ONE_CARD
    "er is geen deling om te schrappen\n"  # R_NO_DEAL
    "er is al geboden: draai terug tot de eerste actie, dan misdeling\n"  # R_BETTING_STARTED
    "De kaarten zijn getoond: deze hand kan niet terug\n"  # R_CARDS_SHOWN
    "%s speelde hier al: kies een nieuwe naam\n"  # R_NEW_NAME
    "niemand kwam op die plaats\n"  # R_NOBODY_JOINED
    "niets gekocht of verzilverd sinds de vorige hand\n"  # R_NOTHING_BOUGHT
    "die plaats ging niet weg\n"  # R_DID_NOT_LEAVE
    "die plaats kocht geen stapel\n"  # R_NOT_BOUGHT
    "die plaats is niet aan deze tafel\n"  # R_NOT_AT_TABLE
)

TOLD = (
    "Teruggedraaid: %s\n"  # UNDONE
    "niets\n"       # NOTHING
    "de kaart van %s\n"  # CARD_OF_SEAT
    "Misdeling: deel de kaarten opnieuw\n"  # MISDEAL_REAL
    "Misdeling: nieuwe kaarten gedeeld\n"  # MISDEAL_NEW
    "%s koopt %s chips\n"  # BUYS
    "%s gaat weg met %s chips\n"  # LEAVES_WITH
    "%s ging weg: %s deelt\n"  # LEFT_DEALS
    "%s gaat weg met %s chips; %s deelt hierna\n"  # LEAVES_DEALS
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

WARNINGS = (
    "%s in settings.toml is niet te lezen: zet tekst tussen aanhalingstekens\n" # W_UNREADABLE
    "LANGUAGE=%s is geen %s: en wordt gebruikt\n" # W_LANGUAGE
    "%s=%s is geen getal: %d wordt gebruikt\n" # W_NUMBER
    "HANDS=%s is geen 0 tot 250, bust of last: 0 wordt gebruikt\n" # W_HANDS
    "%s=%s is geen 1 of 0: %s wordt gebruikt\n" # W_FLAG
    "SLEEP_MINUTES=%s is geen 0 tot 240 minuten: %d wordt gebruikt\n" # W_SLEEP
    "NAMES: %s is geen 1-3 letters: %s wordt gebruikt\n" # W_NAME
    "NAMES: %s twee keer: %s wordt gebruikt\n" # W_NAME_TWICE
    "NAMES: alleen de eerste %d namen tellen\n" # W_NAMES_FIRST
    "MODE=tracker: VARIANT=%s vraagt de kaarten van het apparaat: pass wordt gebruikt\n" # W_TRACKER_GAME
    "DEALER_PLAYS=0: de deler zit alleen uit met echte kaarten (MODE=tracker)\n" # W_SITS_OUT
    "KEYS=%s: reageert geen toets, kijk dan of A, B, C en MENU op deze pinnen zitten\n" # W_KEYS
    "%s in settings.toml heeft geen leesbare waarde (kijk de aanhalingstekens na): de standaard wordt gebruikt\n" # W_NO_VALUE
    "%s in settings.toml is geen instelling van het apparaat: genegeerd\n" # W_NOT_A_SETTING
    "%s=%s is geen %s: %s wordt gebruikt\n" # W_NOT_ONE_OF
    "4 pinnen zoals GP10\n" # W_PINS
    "een pin zoals GP4\n" # W_PIN
    "%s: geen\n"  # W_NONE
    "%s: %s wordt gebruikt\n" # W_USING
)

LOST = (
    "Het laatst bewaarde stuk kon niet worden teruggelezen: het spel gaat verder vanaf de laatst bewaarde wijziging.\n"  # L_UNREAD
    "Niet teruggelezen en kwijt: %s. Het spel gaat verder van ervoor.\n"  # L_LAST
    "de laatste deling\n"  # L_DEAL
    "het laatste terugdraaien\n"  # L_UNDO
    "de laatste misdeling\n"  # L_MISDEAL
    "de laatste wijziging van de instellingen\n"  # L_SETTINGS
    "het einde van de sessie\n"  # L_END
    "de laatste inkoop\n"  # L_BUYIN
    "de laatste teruggedraaide inkoop\n"  # L_UNBUY
    "de laatste actie\n"  # L_ACTION
    "De laatste actie kon niet worden teruggelezen: die van %s (%s) is kwijt. %s is weer aan de beurt.\n"  # L_ACTION_LOST
    "passen\n"  # L_FOLD
    "wachten\n"  # L_CHECK
    "meegaan\n"  # L_CALL
    "bieden\n"  # L_BET
    "verhogen\n"  # L_RAISE
    "kijken\n"  # L_LOOK
    "Bewaarde sessie kwijt: de stroom viel weg tijdens het bewaren%s. Begin een nieuwe sessie.\n"  # L_SESSION_LOST
    ", in hand %d\n"  # L_IN_HAND
    ", na hand %d\n"  # L_AFTER_HAND_AT
    "De stroom viel weg terwijl de opslag werd herschreven. Kwijt: %s.\n"  # L_REWRITTEN
    "het sessienummer van de vingerafdrukken van de deling\n"  # L_SESSION_ID
    "hand %d en de deling ervan (chips als %s)\n"  # L_HAND_DEAL
    "hand %d, de deling en 1 actie (chips als %s)\n"  # L_HAND_DEAL_ONE
    "hand %d, de deling en %d acties (chips als %s)\n"  # L_HAND_DEAL_N
    "de laatste actie van hand %d\n"  # L_LAST_ACTION
    "de laatste %d acties van hand %d\n"  # L_LAST_ACTIONS
    "1 ingevoerde kaart in hand %d\n"  # L_CARD_ENTERED
    "%d ingevoerde kaarten in hand %d\n"  # L_CARDS_ENTERED
    "de instellingen gewijzigd na hand %d\n"  # L_SETTINGS_AFTER
    "het einde van de sessie\n"  # L_SESSION_END
    "de chipwaarde (die van settings.toml geldt)\n"  # L_CHIP_VALUE
    "de taal (die van settings.toml geldt)\n"  # L_LANGUAGE
    "%s is aan de beurt.\n"  # L_ACTS_NEXT
    "De opslag is beschadigd %s: %s (chips als %s).\n"  # L_DAMAGED
    "na hand %d\n"  # L_AFTER
    "voor hand 1\n"  # L_BEFORE_FIRST
    "de wijzigingen erna zijn kwijt\n"  # L_CHANGES_LOST
    "hand %d is kwijt\n"  # L_HAND_LOST
    "handen %d-%d zijn kwijt\n"  # L_HANDS_LOST
    "aan het begin\n"  # L_START
)
