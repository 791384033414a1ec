"""The device app: what the players see, the table's game, the store, and the board.

  app.py       the main loop: keys to the top screen of the stack, the privacy blank
  nav.py       the stack of screens and what a screen may use besides it
  sessions.py  a session starts, resumes at power-up, or is left for the next
  table.py     the session on the table: every change, told to the store
  screens/     what the players see (screens/base.py: the protocol every screen keeps)
  store/       the save journal in flash, and the hand histories
  board/       the hardware (board/hardware.py is the app's only hardware module),
               the text display, the font, the keys and the clock
  settings.py, chip_value.py   settings.toml; power.py   auto-reload and deep sleep
"""
