"""The store: the save journal in flash (journal, saver, restore, savegame) and the
hand histories kept for the end of the session (histories)."""
