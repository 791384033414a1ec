"""English: every word the device shows. Each section is one string, an entry a line
(dealer/lang/__init__.py); the comment names the entry's key, and the other languages
have the same keys in the same order."""

KEYS = (
    "BACK\n"        # BACK
    "NEXT\n"        # NEXT
    "OK\n"          # OK
    "CHANGE\n"      # CHANGE
    "YES\n"         # YES
    "MORE\n"        # MORE
    "DOWN\n"        # DOWN
    "EDIT\n"        # EDIT
    "START\n"       # START
    "DEAL\n"        # DEAL
    "DEALT\n"       # DEALT
    "RETRY\n"       # RETRY
    "DECK\n"        # DECK
    "RESUME\n"      # RESUME
    "NEW\n"         # NEW
    "QR\n"          # QR
    "JOIN\n"        # JOIN
    "REBUY\n"       # REBUY
)

SETUP = (
    "Language\n"    # LANGUAGE
    "New session\n"  # NEW_SESSION
    "Players: %d\n"  # PLAYERS_N
    "(2 to 10)\n"   # PLAYER_RANGE
    "4 to 7 players give the richest game.\n"  # RICHEST
    "Mode\n"        # MODE
    "tracker\n"     # TRACKER
    "pass-around\n"  # PASS_AROUND
    "Your own cards on the foreheads; the device keeps the pot and the turns.\n"  # TRACKER_TEXT
    "The device deals and is passed from player to player.\n"  # PASS_TEXT
    "Names\n"       # NAMES
    "Seat %d: %s\n"  # SEAT
    "Options\n"     # OPTIONS
    "Two players are called %s: edit one\n"  # SAME_NAME
)

TABLE = (
    "Hand %s · %s %s\n"  # HAND_TITLE
    "dealer\n"      # ROLE_DEALER
    "button\n"      # ROLE_BUTTON
    "Ante %d each\n"  # ANTE_EACH
    "Lowest card drinks\n"  # LOWEST_DRINKS
    "Out:\n"        # OUT
    "Tracker: DEAL takes the antes, then cut and deal.\n"  # TRACKER_DEAL
    "The device deals; pass it round.\n"  # PASS_ROUND
    "RNG failure:\n"  # RNG_FAILURE
    "cannot deal\n"  # CANNOT_DEAL
    "Play your own cards instead (tracker mode), or try again.\n"  # RNG_TEXT
    "%s cuts\n"     # CUTS
    "%s deals one card each, face down, %s first.\n"  # DEALS_ONE
    "The dealer\n"  # THE_DEALER
    "Nobody looks. B when every card is dealt.\n"  # NOBODY_LOOKS
    "At LIFT everybody puts their card on the forehead, without looking at it.\n"  # LIFT_TEXT
    "LIFT!\n"       # LIFT
    "Showdown: pot %d\n"  # SHOWDOWN_POT
    "Showdown\n"    # SHOWDOWN
    "Card of %s?\n"  # CARD_OF
    "rank:\n"       # RANK
    "suit:\n"       # SUIT
    "then\n"        # THEN
    "Resume session?\n"  # RESUME_Q
    "Hand %s\n"     # HAND_N
    "%d players\n"  # N_PLAYERS
    "(the session is over)\n"  # SESSION_OVER
)

MESSAGES = (
    "page %d/%d\n"  # PAGE
    "Error: %s\n"   # ERROR
    "Start a new session? The saved one stays until the new one starts.\n"  # CRASH_NEW_Q
    "The device stopped. A: resume the saved session. C: new session.\n"  # CRASH_TEXT
    "Saved session lost: it could not be read back. Start a new session.\n"  # LOST_SAVE
    "The saved session cannot go on under today's rules (a player is out of chips). Start a new session.\n"  # OLD_SAVE
    "Drive: the device may write its files (A held at power-up); the computer can only read them.\n"  # DRIVE
    "In settings.toml: %s\n"  # IN_SETTINGS
    "%d problems in settings.toml:\n"  # PROBLEMS
)

RESULTS = (
    "Settle up: 1 payment\n"  # SETTLE_ONE
    "Settle up: %d payments\n"  # SETTLE_N
    "nobody pays\n"  # NOBODY_PAYS
    "rounded to %s\n"  # ROUNDED_TO
    "%s pays %s %s\n"  # PAYS
    "%d %s %d sips\n"  # SIPS
    "Results\n"     # RESULTS
    "A: back\n"     # A_BACK
    "B: more\n"     # B_MORE
    "Before hand %d\n"  # BEFORE_HAND
    "Before hand %d, pot %d\n"  # BEFORE_HAND_POT
    "Pot %d, hand %d\n"  # POT_HAND
    "Standings\n"   # STANDINGS
    "After hand %s\n"  # AFTER_HAND
    "Hand histories show every card: send them from the final screen, after the session\n"  # HISTORIES_AT_END
    "Not enough memory to send the histories\n"  # NO_MEMORY_SEND
    "No hand was played: there is nothing to send\n"  # NOTHING_TO_SEND
    "Sent 1 hand over USB\n"  # SENT_ONE
    "Sent %d hands over USB\n"  # SENT_N
    "Out of memory: %d of %d hands were sent\n"  # OUT_OF_MEMORY_SENT
    "Send histories\n"  # SEND_HISTORIES
    "Hand %d of %d\n"  # HAND_OF
    "over the USB cable\n"  # OVER_USB
    "Rebuy, leave or join\n"  # REBUY_TITLE
    "left\n"        # LEFT
    "out\n"         # OUT_STATE
    "B: a new player joins\n"  # B_JOINS
    "hold B: cash out\n"  # HOLD_B_CASH
    "Join seat %d\n"  # JOIN_SEAT
    "%s left it\n"  # LEFT_IT
    "New player: %d chips\n"  # NEW_PLAYER_CHIPS
    "Name: %s\n"    # NAME
    "hold B: letter back\n"  # HOLD_B_LETTER
)

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
)
