"""Nederlands: refusals and the words their values name, problems of settings.toml and
what a power cut took from the save, read only when one is said (dealer.lang.LATER), in
the sections and order of en_later.py."""

REFUSALS = (
    "de hand is voorbij\n"  # R_HAND_OVER
    "het bieden is voorbij: voer de getoonde kaarten in\n"  # R_BETTING_OVER
    "je kunt niet wachten na een bod: ga %d mee, verhoog of pas\n"  # R_CANNOT_CHECK
    "geen bod om mee te gaan: wacht of bied\n"  # R_NO_BET_TO_CALL
    "er is al een bod: ga mee of verhoog\n"  # R_ALREADY_BET
    "niemand heeft nog geboden: bied in plaats van verhogen\n"  # R_NOBODY_BET
    "je hebt alleen genoeg chips om mee te gaan (alles)\n"  # R_ONLY_CALL
    "een korte alles-in opent het bieden niet: ga mee of pas\n"  # R_SHORT_ALL_IN
    "maar één verhoging per hand\n"  # R_ONE_RAISE
    "maximum van %d verhogingen bereikt\n"  # R_RAISE_CAP
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
    "hoogstens %d chips gekocht per speler\n"  # R_MAX_BOUGHT
    "een nieuwe speler neemt een vrije plaats: die is bezet\n"  # R_SEAT_TAKEN
    "hoogstens %d spelers per sessie: begin een nieuwe\n"  # R_MAX_PEOPLE
    "geen bron van toeval: geef kaarten of deel een echt spel\n"  # R_NO_RANDOM
    "er is een nieuwe hand begonnen: deze kan niet meer veranderen\n"  # R_NEW_HAND
    "chips gekocht of verzilverd sindsdien: de hand blijft\n"  # R_BOUGHT_SINCE
    "niets om ongedaan te maken\n"  # R_NOTHING_TO_UNDO
    "maak de hand af of draai hem terug\n"  # R_FINISH_OR_UNDO
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
    "%s: ieder %d kaarten, dus 2 tot %d spelers\n"  # R_TOO_MANY_FOR_GAME
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
    "%s moet een geheel getal van %d tot %d zijn, niet %s\n"  # W_RANGE
    "PAIRS: alleen twee kaarten en gedeeld kennen paren\n"  # W_PAIRS
    "chipwaarde: schrijf het als 1 chip = 0.10 EUR\n"  # W_CV_FORM
    "chipwaarde: de chips voor = moeten 1 tot 1000 zijn\n"  # W_CV_CHIPS
    "chipwaarde: geen bedrag; schrijf het als 1 chip = 0.10 EUR\n"  # W_CV_NO_AMOUNT
    "chipwaarde: %s is geen bedrag\n"  # W_CV_NOT_AMOUNT
    "chipwaarde: hoogstens %d decimalen, zoals 0.10\n"  # W_CV_DECIMALS
    "chipwaarde: een chip moet meer dan 0 waard zijn (of zeg none)\n"  # W_CV_ZERO
    "chipwaarde: schrijf de munt in hoogstens %d letters, zoals EUR\n"  # W_CV_CURRENCY
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
