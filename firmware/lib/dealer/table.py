"""The table: one session's players, its mode and every change to its game."""

# Screens never change the session themselves: they ask the table, which changes it and
# tells its listeners (the save journal, the histories) what happened, as it happened:
# listener.changed(change, table, at), one of the changes below. A listener told
# nothing of a change falls behind the game: the power-cut tests read the journal back
# after every change, and catch that. The table also writes one line per change to the
# USB console, never a card. `tracker` is the mode: True when the players hold a real
# deck and the device tracks the pot and the turns.

from micropython import const

from indian_poker import BET, CALL, FOLD, RAISE, IllegalAction
from indian_poker.actions import action_name
from indian_poker.eventlog import REVEAL, REVEAL_SEAT, last_event

from .screens.text import chips

BEGAN = const(1)      # a new session is on the table (told by sessions.start)
RESUMED = const(2)    # a saved session is back on the table (sessions.resume)
LEFT = const(3)       # the players left the session for a new one (sessions.leave)
DEALT = const(4)      # a hand was dealt
ACTED = const(5)      # an action or a card entered: the hand's events from offset `at`
UNDONE = const(6)     # the hand's last event was taken back
MISDEALT = const(7)   # R-MISDEAL: the hand has new cards, its header is new
OPTIONS = const(8)     # between hands: new options or a new mode, from the next deal on
ENDED = const(9)      # the session was ended on request
BOUGHT = const(10)    # between hands, a rebuy, a leaver or a new player: `at` is its byte
                      # (indian_poker.buyins.buyin_byte; joined: its name now the seat's)


class Table:
    """The session on the table, its players' names and mode; each change is told to `listeners`."""

    def __init__(self, session, names, tracker, console, listeners=(), learn=False):
        self.session = session
        self.names = names
        session.names = names        # the deal fingerprints commit to who holds which card
        self.tracker = tracker       # deal the next hand as a real deck
        self.learn = learn           # learn mode: the card view shows the odds and tips
        self.chip_value = None       # dealer.chip_value.ChipValue for the settle-up, or None
        self.console = console       # one line to the USB console: never give it a card
        self.listeners = listeners
        self.last = ""               # what the last player did ("DAN raised to 2"), or ""

    def deal(self):
        """Deal the next hand (a real deck in tracker mode); RngFailure or IllegalAction."""
        session = self.session
        session.deal(physical=self.tracker)
        self.last = ""
        total = session.hands_total
        self.console("hand %d%s dealer %s" % (session.hand_no, "/%d" % total if total else "",
                                               self.names[session.dealer]))
        self.tell(DEALT)

    def act(self, action, to=None):
        """The player to act takes `action` (to a round target `to`); IllegalAction if not."""
        hand = self.session.hand
        seat = hand.to_act
        owe = hand.to_call()
        at = hand.act(action, to)
        self.last = said(self.names[seat], action, owe, hand.target if to is None else to)
        if to is None:
            self.console("%s: %s" % (self.names[seat], action_name(action)))
        else:
            self.console("%s: %s to %d" % (self.names[seat], action_name(action), to))
        self._changed(at)

    def reveal(self, seat, card):
        """Tracker showdown: the card `seat` shows; IllegalAction (R-DECK) if it cannot be."""
        self._changed(self.session.hand.reveal(seat, card))

    def _changed(self, at):
        self.tell(ACTED, at)
        hand = self.session.hand
        if hand.over:
            for seat in range(hand.seats):
                if hand.won(seat):
                    self.console("%s wins %s" % (self.names[seat], chips(hand.won(seat))))

    def undo(self):
        """Take back the last action or card entered; returns what to tell the players."""
        hand = self.session.hand
        if hand.over and hand.showdown and not hand.physical:
            # everyone has seen their own card: betting on could no longer be fair
            raise IllegalAction("The cards were shown: this hand cannot be undone")
        events = hand.events
        at = last_event(events.buf, events.start, events.end)
        target = hand.target
        put = [hand.put(seat) for seat in range(hand.seats)]
        hand.undo()
        self.last = ""
        self.tell(UNDONE)
        done = "Undone: " + self._undone(events.buf[at] if at >= 0 else -1, target, put)
        self.console(done)
        return done

    def _undone(self, event, target, put):
        """What the event taken back was, in words: "BOB bet 1", "CAT's card"."""
        hand = self.session.hand
        if event < 0:
            return "nothing"
        if event & REVEAL:
            return "%s's card" % self.names[event & REVEAL_SEAT]
        seat = hand.to_act   # the seat whose action it was acts again
        name = self.names[seat]
        action = event & 7
        if not self.session.game.BETTING:
            return name + " looked"
        chips = put[seat] - hand.put(seat)
        if action == BET:
            return "%s bet %d" % (name, target)
        if action == RAISE:
            return "%s raised to %d" % (name, target)
        if action == CALL:
            return "%s called %d" % (name, chips)
        return name + (" folded" if action == FOLD else " checked")

    def misdeal(self):
        """R-MISDEAL: new cards for the hand in play; returns what to tell the players."""
        hand = self.session.misdeal()
        self.last = ""
        self.tell(MISDEALT)
        done = ("Misdeal: deal the real cards again" if hand.physical
                else "Misdeal: new cards are dealt")
        self.console(done)
        return done

    def change(self, rules=None, tracker=None, learn=None):
        """Between hands: new options (Rules), the mode and/or learn mode, from the next deal on."""
        if rules is not None:
            from indian_poker.retable import change_rules
            change_rules(self.session, rules)   # the game too: its cards, its betting
        if tracker is not None:
            self.tracker = tracker
        if learn is not None:
            self.learn = learn
        self.tell(OPTIONS)

    def rebuy(self, seat):
        """Between hands: `seat` buys one more stack; returns what to tell the players."""
        from indian_poker import buyins  # loaded with the first buy-in
        units = buyins.rebuy(self.session, seat)
        self.tell(BOUGHT, buyins.buyin_byte(seat))
        done = "%s buys %s chips" % (self.names[seat], chips(units))
        self.console(done)
        return done

    def leave(self, seat):
        """Between hands: `seat` cashes out and leaves; returns what to tell the players."""
        from indian_poker import buyins  # loaded with the first buy-in
        units = buyins.leave(self.session, seat)
        self.tell(BOUGHT, buyins.buyin_byte(seat, left=True))
        done = "%s leaves with %s chips" % (self.names[seat], chips(units))
        self.console(done)
        return done

    def join(self, seat, name):
        """Between hands: new player `name` takes `seat`, which a player left, with one
        stack; the leaver's name goes after the seats' (person players + k); returns what to
        tell the players. IllegalAction if not, or if someone here had that name."""
        names = self.names
        if name in names:
            raise IllegalAction("%s has played here: a new player needs a new name" % name)
        from indian_poker import buyins  # loaded with the first buy-in
        units = buyins.join(self.session, seat)
        names.append(names[seat])
        names[seat] = name
        self.tell(BOUGHT, buyins.buyin_byte(seat, joined=True))
        done = "%s joins with %s chips" % (name, chips(units))
        self.console(done)
        return done

    def end(self):
        """End the session on request (O-LENGTH); returns what to tell the players."""
        self.session.end()
        self.tell(ENDED)
        self.console("Session ended")
        return "Session ended"

    def tell(self, change, at=0):
        """Tell every listener of `change` (BEGAN .. ENDED)."""
        for listener in self.listeners:
            listener.changed(change, self, at)


def said(name, action, owe, target):
    """An action as the next player reads it: "DAN raised to 2", "ANN called 1"."""
    if action == CALL:
        return "%s called %d" % (name, owe)
    if action == BET or action == RAISE:
        word = "bet" if action == BET else "raised to"
        return "%s %s %d" % (name, word, target) if target else "%s %s" % (name, word)
    return "%s %sed" % (name, action_name(action))
