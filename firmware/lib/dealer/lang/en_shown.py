"""English: the words of the setup, the settle-up and the settings, read only when one
is shown (dealer.lang.WHEN_SHOWN); the other languages have the same keys in the same
order in their own _shown module."""

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


RESULTS = (
    "Settle up: 1 payment\n"  # SETTLE_ONE
    "Settle up: %d payments\n"  # SETTLE_N
    "nobody pays\n"  # NOBODY_PAYS
    "rounded to %s\n"  # ROUNDED_TO
    "%s pays %s %s\n"  # PAYS
    "%d %s drank %s\n"  # SIPS
    "Results\n"     # RESULTS
    "A: back\n"     # A_BACK
    "B: more\n"     # B_MORE
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
    "1 chip = %s\n"  # ONE_CHIP_IS
    "%d chips = %s\n"  # CHIPS_ARE
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
    "Players\n"     # S_SEATS
)
