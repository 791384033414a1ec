"""English: refusals and the words their values name, problems of settings.toml and
what a power cut took from the save, read only when one is said (dealer.lang.LATER);
the other languages have the same keys in the same order in their own _later module.
What the table did is in en_told.py."""

REFUSALS = (
    "the hand is over\n"  # R_HAND_OVER
    "betting is over: enter the revealed cards\n"  # R_BETTING_OVER
    "you cannot check facing a bet: call %d, raise or fold\n"  # R_CANNOT_CHECK
    "there is no bet to call: check or bet\n"  # R_NO_BET_TO_CALL
    "there is already a bet: call or raise\n"  # R_ALREADY_BET
    "nobody has bet yet: bet instead of raising\n"  # R_NOBODY_BET
    "you have only enough chips to call (all-in)\n"  # R_ONLY_CALL
    "a short all-in does not reopen the betting: call or fold\n"  # R_SHORT_ALL_IN
    "only one raise per hand\n"  # R_ONE_RAISE
    "the raise cap of %d is reached\n"  # R_RAISE_CAP
    "everyone else is all-in: nobody could answer a raise\n"  # R_ALL_ALL_IN
    "fixed limit: give no amount, the %s is set by the rules\n"  # R_FIXED_LIMIT
    "say how much: %s to %d up to %d chips\n"  # R_HOW_MUCH
    "a %s is a whole number of chips\n"  # R_WHOLE_NUMBER
    "you can only %s all-in, to %d chips\n"  # R_ONLY_ALL_IN
    "%s to %d up to %d chips, not %d\n"  # R_FROM_TO
    "that action is not allowed now\n"  # R_NOT_ALLOWED
    "the device dealt these cards: there is nothing to enter\n"  # R_DEVICE_DEALT
    "cards are shown only after the betting\n"  # R_AFTER_BETTING
    "that player's card is not needed\n"  # R_NOT_NEEDED
    "that is not a card\n"  # R_NOT_A_CARD
    "there are only four %s in a deck\n"  # R_ONLY_FOUR
    "that card is already entered for another player\n"  # R_ALREADY_ENTERED
    "no chips in this game: nothing to buy or cash out\n"  # R_NO_CHIPS
    "rebuys and leaving: only in a session of N hands or last standing\n"  # R_REBUYS_ONLY
    "between hands only: finish the hand first\n"  # R_BETWEEN_HANDS
    "the session is over\n"  # R_SESSION_OVER
    "that seat has left the table: a new player may join it\n"  # R_SEAT_LEFT
    "at most %d chips bought per player\n"  # R_MAX_BOUGHT
    "a new player takes a seat someone left: that one is taken\n"  # R_SEAT_TAKEN
    "at most %d players in one session: start a new one\n"  # R_MAX_PEOPLE
    "no random source: pass cards or deal a real deck\n"  # R_NO_RANDOM
    "a new hand has started: this one can no longer change\n"  # R_NEW_HAND
    "chips were bought or cashed out since: this hand stays\n"  # R_BOUGHT_SINCE
    "nothing to undo\n"  # R_NOTHING_TO_UNDO
    "finish or undo the current hand first\n"  # R_FINISH_OR_UNDO
    "finish the current hand first\n"  # R_FINISH_FIRST
    "tracker mode works for one-card games only: let the device deal\n"  # R_TRACKER_ONE_CARD
    "there is no deal to void\n"  # R_NO_DEAL
    "the betting has started: undo back to the hand's first action, then call the misdeal\n"  # R_BETTING_STARTED
    "The cards were shown: this hand cannot be undone\n"  # R_CARDS_SHOWN
    "%s has played here: a new player needs a new name\n"  # R_NEW_NAME
    "nobody joined that seat\n"  # R_NOBODY_JOINED
    "nothing was bought or cashed out since the last hand\n"  # R_NOTHING_BOUGHT
    "that seat did not leave\n"  # R_DID_NOT_LEAVE
    "that seat has not bought a stack\n"  # R_NOT_BOUGHT
    "that seat is not at this table\n"  # R_NOT_AT_TABLE
    "players: %s deals %d cards each, so 2 to %d players\n"  # R_TOO_MANY_FOR_GAME
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


WARNINGS = (
    "%s in settings.toml cannot be read: put text in quotes\n" # W_UNREADABLE
    "LANGUAGE=%s is not %s: using en\n" # W_LANGUAGE
    "%s=%s is not a number: using %d\n" # W_NUMBER
    "HANDS=%s is not 0 to 250, bust or last: using 0\n" # W_HANDS
    "%s=%s is not 1 or 0: using %s\n" # W_FLAG
    "SLEEP_MINUTES=%s is not 0 to 240 minutes: using %d\n" # W_SLEEP
    "NAMES: %s is not 1-3 letters: using %s\n" # W_NAME
    "NAMES: %s twice: using %s\n" # W_NAME_TWICE
    "NAMES: only the first %d names are used\n" # W_NAMES_FIRST
    "MODE=tracker: VARIANT=%s needs the device's cards: using pass\n" # W_TRACKER_GAME
    "DEALER_PLAYS=0: a dealer sits out in tracker mode only (MODE=tracker)\n" # W_SITS_OUT
    "KEYS=%s: if no key answers, check that A, B, C and MENU are wired to these pins\n" # W_KEYS
    "%s in settings.toml has no value that can be read (check its quotes): using the default\n" # W_NO_VALUE
    "%s in settings.toml is not a setting of the dealer: ignored\n" # W_NOT_A_SETTING
    "%s=%s is not %s: using %s\n" # W_NOT_ONE_OF
    "4 pins like GP10\n" # W_PINS
    "a pin like GP4\n" # W_PIN
    "%s: using none\n" # W_NONE
    "%s: using %s\n" # W_USING
    "%s must be a whole number from %d to %d, not %s\n"  # W_RANGE
    "PAIRS: only the two-card and community games have pairs\n"  # W_PAIRS
    "chip value: write it like 1 chip = 0.10 EUR\n"  # W_CV_FORM
    "chip value: the chips before = must be 1 to 1000\n"  # W_CV_CHIPS
    "chip value: no amount; write it like 1 chip = 0.10 EUR\n"  # W_CV_NO_AMOUNT
    "chip value: %s is not an amount\n"  # W_CV_NOT_AMOUNT
    "chip value: at most %d decimals, like 0.10\n"  # W_CV_DECIMALS
    "chip value: a chip must be worth more than 0 (or say none)\n"  # W_CV_ZERO
    "chip value: write the currency in up to %d letters, like EUR\n"  # W_CV_CURRENCY
)


LOST = (
    "The save's last record could not be read back: the game goes on from the last change saved.\n"  # L_UNREAD
    "The last %s could not be read back and is lost: the game goes on from before it.\n"  # L_LAST
    "deal\n"  # L_DEAL
    "undo\n"  # L_UNDO
    "misdeal\n"  # L_MISDEAL
    "change of settings\n"  # L_SETTINGS
    "end of the session\n"  # L_END
    "buy-in\n"  # L_BUYIN
    "undo of a buy-in\n"  # L_UNBUY
    "action\n"  # L_ACTION
    "The last action could not be read back: %s's %s is lost. %s acts again.\n"  # L_ACTION_LOST
    "fold\n"  # L_FOLD
    "check\n"  # L_CHECK
    "call\n"  # L_CALL
    "bet\n"  # L_BET
    "raise\n"  # L_RAISE
    "look\n"  # L_LOOK
    "Saved session lost: the power went while it was saved%s. Start a new session.\n"  # L_SESSION_LOST
    ", in hand %d\n"  # L_IN_HAND
    ", after hand %d\n"  # L_AFTER_HAND_AT
    "The power went while the save was rewritten. Lost: %s.\n"  # L_REWRITTEN
    "the session id of the deal fingerprints\n"  # L_SESSION_ID
    "hand %d, its deal (chips as %s)\n"  # L_HAND_DEAL
    "hand %d, its deal and 1 action (chips as %s)\n"  # L_HAND_DEAL_ONE
    "hand %d, its deal and %d actions (chips as %s)\n"  # L_HAND_DEAL_N
    "the last action of hand %d\n"  # L_LAST_ACTION
    "the last %d actions of hand %d\n"  # L_LAST_ACTIONS
    "1 card entered in hand %d\n"  # L_CARD_ENTERED
    "%d cards entered in hand %d\n"  # L_CARDS_ENTERED
    "the settings changed after hand %d\n"  # L_SETTINGS_AFTER
    "the end of the session\n"  # L_SESSION_END
    "the chip value (settings.toml's is used)\n"  # L_CHIP_VALUE
    "the language (settings.toml's is used)\n"  # L_LANGUAGE
    "%s acts next.\n"  # L_ACTS_NEXT
    "The save is damaged %s: %s (chips as %s).\n"  # L_DAMAGED
    "after hand %d\n"  # L_AFTER
    "before hand 1\n"  # L_BEFORE_FIRST
    "the changes after it are lost\n"  # L_CHANGES_LOST
    "hand %d is lost\n"  # L_HAND_LOST
    "hands %d-%d are lost\n"  # L_HANDS_LOST
    "at the start\n"  # L_START
)
