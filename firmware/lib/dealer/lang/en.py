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
