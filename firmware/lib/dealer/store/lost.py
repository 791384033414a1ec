"""What a journal record torn by a power cut took away, in words a player reads."""

# Loaded only when the journal did not read back clean (saver.read): most power-ups
# never need it.

from .journal import (
    AGAIN,
    BUYIN,
    DEAL,
    END,
    EVENTS,
    FRESH,
    MISDEAL,
    OFFER,
    RULES,
    SESSION_ID,
    UNBUY,
    UNDO,
    WAKE,
)

_LOST = {DEAL: "deal", SESSION_ID: "deal", UNDO: "undo", MISDEAL: "misdeal",
         RULES: "change of settings", END: "end of the session", BUYIN: "buy-in",
         UNBUY: "undo of a buy-in"}
_ACTIONS = ("fold", "check", "call", "bet", "raise")


def lost_record(saved, image, at):
    """The sentence for a record at `at` that did not read back (its CRC fails: the power
    went while it was written): what was lost, as far as its first bytes tell; "" for a
    boot intent, which loses nothing of the game."""
    kind = image[at + 1] if at + 1 < len(image) else -1
    if kind in (WAKE, FRESH, AGAIN, OFFER):
        return ""
    what = "action"
    if kind in _LOST:
        what = _LOST[kind]
    elif kind == EVENTS and image[at] and at + 2 < len(image):
        hand = saved.session.hand
        event = image[at + 2]
        if hand is not None and not hand.over and hand.to_act is not None \
                and not event & 0xE0 and event & 7 < len(_ACTIONS):
            name = saved.names[hand.to_act]
            action = "look" if not saved.session.game.BETTING else _ACTIONS[event & 7]
            return ("The last action could not be read back: %s's %s is lost. %s acts "
                    "again." % (name, action, name))
    return ("The last %s could not be read back and is lost: the game goes on from "
            "before it." % what)
