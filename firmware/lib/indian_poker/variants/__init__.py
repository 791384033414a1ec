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
  ante(rules)  the chips each seat antes
  strength(cards, at, middle, rules)
               a hand's value, higher is better, equal values tie: the seat's cards are
               cards[at:at + len(SLOTS)], the middle cards cards[middle:]
  reason(cards, at, middle, rules)
               how the game names that hand's win: (one of the words below, with its
               card or hand value), which the app puts in sentences
Strength and reason are functions of cards and rules only, so a Hand, learn mode's odds
and a PC's tools all rank hands the same way. Its settings word (DEALER_VARIANT) is its
module name, in WORDS: adding a variant is one module and one word there. The words are
read without loading any module.
"""

WORDS = ("standard", "low", "twocard", "community", "stud", "party")

# How a showdown is won, as reason() says it: a short word with a card or a value
#   "highest"     the highest card wins (the card)
#   "lowest"      V-LOW: the lowest card wins, the ace low (the card)
#   "loses"       V-DRINK: the lowest card loses (the card)
#   "shared"      V-COMMUNITY: the middle card is every live hand's highest (the card)
#   "pair"        O-PAIRS: a pair (a card of it)
#   "high cards"  O-PAIRS without a pair: higher card, then lower (high << 6 | low)
#   "poker"       V-STUD: the best five cards (the poker_rank hand value)
# The words a player reads are the app's, in one table (dealer/screens/hand_names.py), so
# that a translation changes one place.


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
