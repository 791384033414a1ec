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
