"""Between hands: new rules for a session, the game too (docs/rules.md section 7)."""

# A module of its own, loaded only when the options change (the settings panel, a
# journal that records a change, hand histories across one): session.py is the
# largest compile of the core, and the board compiles it while the heap is nearly
# empty.

from .errors import IllegalAction
from .variants import load


def change_rules(session, rules):
    """`rules` from the next deal on, the game too; the players and their chips stay.

    ValueError if the players differ, IllegalAction while a hand is in play.
    """
    if rules.players != session.rules.players:
        raise ValueError("players: the same %d play on" % session.rules.players)
    if session.hand is not None and not session.hand.over:
        raise IllegalAction("finish or undo the current hand first")
    session.rules = rules
    session.game = load(rules.variant)
    session.hands_total = rules.hand_count()
    session._seated = session.seated()
