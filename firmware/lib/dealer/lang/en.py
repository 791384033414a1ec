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
    "FOLD\n"        # FOLD
    "CHECK\n"       # CHECK
    "CALL\n"        # CALL
    "BET\n"         # BET
    "RAISE\n"       # RAISE
    "ALL IN\n"      # ALL_IN
    "SEEN\n"        # SEEN
    "LOOK\n"        # LOOK
    "1 CARD\n"    # ONE_CARD
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
    "then its suit\n"  # THEN
    "Resume session?\n"  # RESUME_Q
    "Hand %s\n"     # HAND_N
    "%d players\n"  # N_PLAYERS
    "(the session is over)\n"  # SESSION_OVER
    "Tracker: DEAL, then cut and deal.\n"  # TRACKER_DEAL_PARTY
    "Set up a new session? The saved one stays until the new one starts.\n"  # RESUME_NEW_Q
    "%s needs the device's cards. Try again, or play one card each with your own deck.\n" # NEEDS_CARDS
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
    "Saving...\n" # SAVING
    "keep the power on\n" # KEEP_POWER
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
    "%s cashes out %s chips and leaves the table?\n"  # CASH_OUT_Q
    "%s buys %d chips more (holds %s)?\n"  # BUY_Q
    "(Undo: menu)\n"  # UNDO_MENU
)

PLAY = (
    "You speak first\n"  # YOU_SPEAK_FIRST
    "You look first\n"  # YOU_LOOK_FIRST
    "Pass to %s\n"  # PASS_TO
    ": hold B\n"    # HOLD_B
    "hold A: %d/%d\n"  # HOLD_A_PAGE
    "%s  hand %s\n"  # GAME_HAND
    "%s looks\n"    # LOOKS
    "pot %d\n"      # POT_N
    "call %d\n"     # CALL_N
    "Hand %s  %s\n"  # HAND_GAME
    "Look at the others\n"  # LOOK_OTHERS
    "to act\n"      # TO_ACT
    "has %s\n"      # HAS
    "Pot %d\n"      # POT_BIG
    "Call %d\n"     # CALL_BIG
    "Check\n"       # CHECK_BIG
    "%d players in\n"  # IN_LONG
    "%d players\n"  # IN_MID
    "%d in hand\n"  # IN_SHORT
    "Hand %s  %d in hand\n"  # HAND_IN
    "Hand %s  pot %d\n"  # HAND_POT
    "%s: your card face down, unseen\n"  # FOLDED_CARD
    "min\n"         # SIZE_MIN
    "max\n"         # SIZE_MAX
    "½ pot\n"       # SIZE_HALF_POT
    "pot\n"         # SIZE_POT
    "all in\n"      # SIZE_ALL_IN
    "%s raises to %d\n"  # RAISES_TO
    "%s bets to %d\n"  # BETS_TO
    "adds 1 chip\n"  # ADDS_ONE
    "adds %d chips\n"  # ADDS_N
    "that is all in\n"  # ALL_IN_NOTE
    "hold C: back\n"  # HOLD_C_BACK
    "hold A/B: any amount\n"  # HOLD_AB_ANY
    "%s looked\n"   # LOOKED
    "%s bet %d\n"   # BET_N
    "%s bet\n"      # BET_WORD
    "%s raised to %d\n"  # RAISED_TO
    "%s raised to\n"  # RAISED
    "%s called %d\n"  # CALLED
    "%s folded\n"   # FOLDED
    "%s checked\n"  # CHECKED
    "middle turned: %s\n"  # MIDDLE_TURNED
    "%dth street dealt\n"  # STREET_DEALT
    "you\n"         # YOU
    "all in but %s\n" # ALL_IN_BUT
)

SHOW = (
    "%s takes the pot\n"  # TAKES_POT
    "of %s chips\n"  # OF_CHIPS
    "Everyone else folded: no card is shown.\n"  # ALL_FOLDED
    "Showdown: pot %s\n"  # SHOWDOWN_POT_S
    "%d back to %s\n"  # BACK_TO
    "B: more %d/%d\n"  # B_MORE_PAGE
    "mid\n"         # MID
    "Main pot %d:\n"  # MAIN_POT
    "Side pot %d:\n"  # SIDE_POT
    "drinks\n"      # DRINKS
    "drink\n"       # DRINK
    "%s takes %s\n"  # TAKES
    "1 sip\n"       # SIP_ONE
    "%d sips\n"     # SIPS_N
    "drank\n"       # DRANK
    "Winner: %s\n"  # WINNER
    "Shared: %s\n"  # SHARED
    "Shared by %d players\n"  # SHARED_BY
    "Set up a new session? This one stays on the device, its settle-up and histories too, until the new one starts.\n"  # NEW_Q
    "Misdeal: take these cards back and deal new ones?\n"  # MISDEAL_Q
    "End the session now? The standings are final.\n"  # END_Q
    "%s high\n"     # HIGH
    "%s, %s high\n"  # KIND_HIGH
    "%s, %s\n"      # KIND_OF
    "Highest card: %s\n" # R_HIGHEST
    "Split: %s highest\n" # R_HIGHEST_SPLIT
    "Lowest card: %s\n" # R_LOWEST
    "Split: %s lowest\n" # R_LOWEST_SPLIT
    "Lowest loses: %s\n" # R_LOSES
    "Lowest lose: %s\n" # R_LOSES_SPLIT
    "Highest: middle %s\n" # R_SHARED
    "Split by middle %s\n" # R_SHARED_SPLIT
    "Pair of %s wins\n" # R_PAIR
    "Pairs of %s split\n" # R_PAIR_SPLIT
    "%s wins: high cards\n" # R_HIGH_CARDS
    "%s split: high cards\n" # R_HIGH_CARDS_SPLIT
    "%s: %s\n"    # R_POKER
    "Last deal, hand %d:\n" # LAST_DEAL
    "After hand %s\n"  # AFTER_HAND
)

GAME = (
    "deuce\n"       # R_DEUCE
    "three\n"       # R_THREE
    "four\n"        # R_FOUR
    "five\n"        # R_FIVE
    "six\n"         # R_SIX
    "seven\n"       # R_SEVEN
    "eight\n"       # R_EIGHT
    "nine\n"        # R_NINE
    "ten\n"         # R_TEN
    "jack\n"        # R_JACK
    "queen\n"       # R_QUEEN
    "king\n"        # R_KING
    "ace\n"         # R_ACE
    "deuces\n"      # P_DEUCES
    "threes\n"      # P_THREES
    "fours\n"       # P_FOURS
    "fives\n"       # P_FIVES
    "sixes\n"       # P_SIXES
    "sevens\n"      # P_SEVENS
    "eights\n"      # P_EIGHTS
    "nines\n"       # P_NINES
    "tens\n"        # P_TENS
    "jacks\n"       # P_JACKS
    "queens\n"      # P_QUEENS
    "kings\n"       # P_KINGS
    "aces\n"        # P_ACES
    "high card\n"   # C_HIGH_CARD
    "pair\n"        # C_PAIR
    "two pair\n"    # C_TWO_PAIR
    "trips\n"       # C_TRIPS
    "straight\n"    # C_STRAIGHT
    "flush\n"       # C_FLUSH
    "full house\n"  # C_FULL_HOUSE
    "quads\n"       # C_QUADS
    "straight flush\n"  # C_STRAIGHT_FLUSH
    "standard\n"    # G_STANDARD
    "low\n"         # G_LOW
    "two-card\n"    # G_TWOCARD
    "community\n"   # G_COMMUNITY
    "stud\n"        # G_STUD
    "party\n"       # G_PARTY
    "fixed limit\n"  # S_FIXED
    "pot limit\n"   # S_POT
    "no limit\n"    # S_NOLIMIT
)

MENU = (
    "Undo last action\n"  # M_UNDO
    "Misdeal\n"     # M_MISDEAL
    "Standings\n"   # M_STANDINGS
    "Settings\n"    # M_SETTINGS
    "End session\n"  # M_END
    "Send histories\n"  # M_SEND
    "Settle up\n"   # M_SETTLE
    "Results by QR\n"  # M_QR
    "Last session\n"  # M_LAST
    "Screen off\n"  # M_SCREEN_OFF
    "Back\n"        # M_BACK
    "Menu\n"        # M_TITLE
)

LEARN = (
    "Seen 3 aces: not you\n"  # T_THREE_ACES
    "All 7 or lower: face?\n"  # T_ALL_LOW
    "Everyone bets: a trap\n"  # T_EVERYONE_IN
    "no odds in this game\n"  # NOT_OFFERED
    "you drink %s\n"  # YOU_DRINK
    "you win %s · tie %s\n"  # WIN_TIE
    "you win %s, tie %s\n"  # WIN_TIE_SHORT
    "you win %s\n"  # YOU_WIN
)

OPTIONS = (
    "Mode\n"        # P_MODE
    "Players\n"     # P_PLAYERS
    "Start\n"       # S_START
    "Game\n"        # S_GAME
    "Tiebreak\n"    # S_TIEBREAK
    "Odd chip\n"    # S_ODD_CHIP
    "Hands\n"       # S_HANDS
    "Betting\n"     # S_BETTING
    "Stack\n"       # S_STACK
    "Ante\n"        # S_ANTE
    "Dealer\n"      # S_DEALER
    "Pairs\n"       # S_PAIRS
    "Bet\n"         # S_BET
    "Raises\n"      # S_RAISES
    "Learn\n"       # S_LEARN
    "Chip\n"        # S_CHIP
    "Language\n"    # S_LANGUAGE
    "split\n"       # V_SPLIT
    "suits\n"       # V_SUITS
    "ledger\n"      # V_LEDGER
    "first\n"       # V_FIRST
    "any\n"         # V_ANY
    "count\n"       # V_COUNT
    "no value\n"    # V_NO_VALUE
    "on\n"          # V_ON
    "off\n"         # V_OFF
    "rebuy/leave\n"  # V_REBUY_LEAVE
    "plays\n"       # V_PLAYS
    "sits out\n"    # V_SITS_OUT
    "none\n"        # V_NONE
    "%d hands\n"    # V_N_HANDS
    "last standing\n"  # V_LAST_STANDING
    "until bust\n"  # V_UNTIL_BUST
    "%d rotation\n"  # V_ROTATION
    "%d rotations\n"  # V_ROTATIONS
    "%d hands = %s\n"  # V_HANDS_IS
    "%d = %s\n"     # V_N_IS
    "Settings (next hand)\n"  # SETTINGS_TITLE
    "Tracker: one-card games only\n"  # N_TRACKER_ONE_CARD
    "The dealer sits out: tracker mode only\n"  # N_SITS_OUT_TRACKER
    "Pairs: two-card and community only\n"  # N_PAIRS_ONLY
    "No other game for %d players\n"  # N_NO_OTHER_GAME
    "A dealer who sits out deals your own cards: tracker mode only\n"  # N_DEALER_SITS_OUT
    "Tracker mode works for one-card games only: choose pass-around\n"  # N_TRACKER_CHOOSE_PASS
    "Raises: any number in pot and no limit\n" # N_RAISES_ANY
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
    "nobody joined that seat\n"  # R_NOBODY_JOINED
    "nothing was bought or cashed out since the last hand\n"  # R_NOTHING_BOUGHT
    "that seat did not leave\n"  # R_DID_NOT_LEAVE
    "that seat has not bought a stack\n"  # R_NOT_BOUGHT
    "that seat is not at this table\n"  # R_NOT_AT_TABLE
)

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
