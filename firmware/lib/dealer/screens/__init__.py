"""What the players see: every screen on the app's stack (base.Screen is the protocol),
the table's steps (flow.py), and the helpers that lay out 8 rows of 21 characters."""
