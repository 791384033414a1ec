"""The board: its hardware (hardware.py, the app's only hardware module), the text
display, the font, the keys and the clock."""
