"""The game variants of docs/rules.md section 8, one module each, loaded when first asked for.

A variant module declares what the rules core and the app need to know about it:
  NAME         the game's name on screens and in hand histories ("two-card")
  MAX_PLAYERS  the most players it deals to (the least is always 2)
  SLOTS        one byte per card a seat holds: street << 1 | 1 for a private card
               (0 for a forehead card, seen by everyone but its holder)
  MIDDLE       one byte per shared middle card: the street it is turned up
  STREETS      betting rounds in a hand
  BETTING      False for a game without chips (V-DRINK)
  PAIRS        True where pairs may count (O-PAIRS)
  ante(rules) and strength(hand, seat): higher is better
Its settings word (DEALER_VARIANT) is its module name, in WORDS: adding a variant is
one module and one word there. The words are read without loading any module.
"""

WORDS = ("standard", "low", "twocard", "community", "stud", "party")


def load(variant):
    """The module of variant number `variant` (see indian_poker.rules)."""
    word = WORDS[variant]
    # A non-empty fromlist makes __import__ return the submodule itself (CPython and
    # MicroPython alike).
    return __import__("indian_poker.variants." + word, None, None, (word,))


def real_deck(game):
    """True if `game` (a variant module) can be played with a real deck: one card each,
    nothing in the middle; the app then tracks the pot and the turns."""
    return len(game.SLOTS) == 1 and not game.MIDDLE
