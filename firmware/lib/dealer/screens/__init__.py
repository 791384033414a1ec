"""What the players see: every screen on the app's stack (base.Screen is the protocol),
the router (flow.py): the screen for each step of the table, and the helpers that lay out
8 rows of 21 characters."""
