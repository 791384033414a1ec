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
from indian_poker.eventlog import REVEAL, last_event

from .screens.text import card_text, chips

BEGAN = const(1)      # a new session is on the table (told by sessions.start)
RESUMED = const(2)    # a saved session is back on the table (sessions.resume)
LEFT = const(3)       # the players left the session for a new one (sessions.leave)
DEALT = const(4)      # a hand was dealt
ACTED = const(5)      # an action or a card entered: the hand's events from offset `at`
UNDONE = const(6)     # the hand's last event was taken back
MISDEALT = const(7)   # R-MISDEAL: the hand has new cards, its header is new
OPTIONS = const(8)     # between hands: new options or a new mode, from the next deal on
ENDED = const(9)      # the session was ended on request
BOUGHT = const(10)    # between hands, a rebuy, a leaver or a new player: `at` is the seat
                      # (| 0x80: left, | 0x40: joined, its name now the seat's)
UNBOUGHT = const(11)  # the last buy-in taken back: `at` is its byte | the button before << 8


class Table:
    """The session on the table, its players' names and mode; each change is told to `listeners`."""

    def __init__(self, session, names, tracker, console, listeners=(), learn=False):
        self.session = session
        self.names = names
        self.tracker = tracker       # deal the next hand as a real deck
        self.learn = learn           # learn mode: the card view shows the odds and tips
        self.chip_value = None       # dealer.chip_value.ChipValue for the settle-up, or None
        self.console = console       # one line to the USB console: never give it a card
        self.listeners = listeners
        self.last = None             # what happened last in the hand ("DAN raised to 2"),
                                     # "" if nothing yet, None: to rebuild from its log
        self.bought = []             # (buy-in byte, button before) since the last deal:
                                     # what Undo takes back, the last first
        self.moved = ""              # why the button moved since the last deal, or ""

    def deal(self):
        """Deal the next hand (a real deck in tracker mode); RngFailure or IllegalAction."""
        session = self.session
        session.deal(physical=self.tracker)
        self.last = ""
        self.bought = []
        self.moved = ""
        total = session.hands_total
        self.console("hand %d%s dealer %s" % (session.hand_no, "/%d" % total if total else "",
                                               self.names[session.dealer]))
        self.tell(DEALT)

    def act(self, action, to=None):
        """The player to act takes `action` (to a round target `to`); IllegalAction if not."""
        hand = self.session.hand
        seat = hand.to_act
        owe = hand.to_call()
        street = hand.street
        at = hand.act(action, to)
        if hand.street != street and not hand.over and hand.to_act is not None:
            self.last = new_street(hand)   # the next betting round: what it turned up
        else:
            self.last = said(self.names[seat], action, owe,
                             hand.target if to is None else to, self.session.game.BETTING)
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
        """Take back the last buy-in since the deal, else the last action or card entered;
        returns what to tell the players."""
        if self.bought:
            return self._unbuy()
        hand = self.session.hand
        if hand is None:
            raise IllegalAction("nothing to undo")
        if hand.over and hand.showdown and not hand.physical:
            # everyone has seen their own card: betting on could no longer be fair
            raise IllegalAction("The cards were shown: this hand cannot be undone")
        events = hand.events
        at = last_event(events.buf, events.start, events.end)
        target = hand.target
        put = [hand.put(seat) for seat in range(hand.seats)]
        hand.undo()
        self.last = None   # rebuilt from what is left of the log (screens/context.py)
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
            return "%s's card" % self.names[event & 0x1F]
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
        dealer = self.session.dealer
        units = buyins.rebuy(self.session, seat)
        self._bought(seat, dealer)
        done = "%s buys %s chips" % (self.names[seat], chips(units))
        self.console(done)
        return done

    def leave(self, seat):
        """Between hands: `seat` cashes out and leaves; returns what to tell the players
        (and who has the button now, if the leaver had it)."""
        from indian_poker import buyins  # loaded with the first buy-in
        session = self.session
        dealer = session.dealer
        units = buyins.leave(session, seat)
        self._bought(seat | 0x80, dealer)
        done = "%s leaves with %s chips" % (self.names[seat], chips(units))
        if session.dealer != dealer:   # the leaver had the button: it goes on
            self.moved = "%s left: %s deals" % (self.names[seat], self.names[session.dealer])
            done += "; %s deals next" % self.names[session.dealer]
        self.console(done)
        return done

    def _bought(self, byte, dealer):
        self.bought.append((byte, dealer))
        self.tell(BOUGHT, byte)

    def _unbuy(self):
        """Take back the last buy-in since the deal (buyins.undo)."""
        from indian_poker import buyins
        byte, dealer = self.bought[-1]
        seat = byte & 0x3F
        names = self.names
        units = buyins.undo(self.session, byte, dealer)
        self.bought.pop()
        if byte & 0x80:
            done = "%s is back with %s chips" % (names[seat], chips(units))
            self.moved = ""
        elif byte & 0x40:
            done = "%s gives the seat back to %s" % (names[seat], names[-1])
            names[seat] = names.pop()
        else:
            done = "%s's rebuy of %s chips" % (names[seat], chips(units))
        self.tell(UNBOUGHT, byte | dealer << 8)
        done = "Undone: " + done
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
        dealer = self.session.dealer
        units = buyins.join(self.session, seat)
        names.append(names[seat])
        names[seat] = name
        self._bought(seat | 0x40, dealer)
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


def said(name, action, owe, target, betting=True):
    """An action as the next player reads it: "DAN raised to 2", "ANN called 1"; in the
    party game (no `betting`) the one thing a player does, "ANN looked"."""
    if not betting:
        return "%s looked" % name
    if action == CALL:
        return "%s called %d" % (name, owe)
    if action == BET or action == RAISE:
        word = "bet" if action == BET else "raised to"
        return "%s %s %d" % (name, word, target) if target else "%s %s" % (name, word)
    return "%s %sed" % (name, action_name(action))


def new_street(hand):
    """The line for a betting round that has just begun: a middle card turned up, or the
    cards of a new street ("5th street dealt": the cards each player now holds)."""
    game = hand.game
    for i in range(len(game.MIDDLE)):
        if game.MIDDLE[i] == hand.street and hand.middle(i) is not None:
            return "middle turned: " + card_text(hand.middle(i))
    held = 0
    for code in game.SLOTS:
        if code >> 1 <= hand.street:
            held += 1
    return "%dth street dealt" % held
