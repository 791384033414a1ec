"""English: the words of the hand, resident while one is played. Each section is one
string, an entry a line (dealer/lang/__init__.py); the comment names the entry's key, and
the other languages have the same keys in the same order. The setup's, the settle-up's
and the settings' words are in en_shown.py, what is said only now and then in en_told.py
(what the table did) and en_later.py (refusals, warnings, losses)."""


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
    "Undone: %s\n"  # UNDONE_ACTION
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
    "Before hand %d\n"  # BEFORE_HAND
    "Before hand %d, pot %d\n"  # BEFORE_HAND_POT
    "Pot %d, hand %d\n"  # POT_HAND
    "Standings\n"   # STANDINGS
    "0 sips\n"      # SIPS_NONE
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
