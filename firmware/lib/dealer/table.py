"""The table: one session's players, its mode, every change to its game, and its stage."""

# Screens never change the session themselves: they ask the table, which changes it and
# tells its listeners, as it happens: listener.changed(change, table, at), a change below.
# They are the save journal, the histories, the board report, and last the navigator,
# which asks the router (screens/flow.py) for the screen the table needs next. A store
# told nothing of a change falls behind: the power-cut tests read the journal back after
# every change. The USB console gets one line per change, never a card. `tracker` is the
# mode (the players hold a real deck). `stage` is what the game does not say: a real deck
# to cut and deal, the 3-2-1 count, a result and balances read; not saved: a resumed hand
# starts again at its turns, a settled one at its result.

from micropython import const

from indian_poker import BET, CALL, FOLD, RAISE, IllegalAction, RngFailure
from indian_poker.actions import action_name
from indian_poker.eventlog import REVEAL, REVEAL_SEAT, last_event

from . import lang
from .screens.text import card_text, chips

# words (dealer/lang)
_LOOKED = const(34)
_BET_N = const(35)
_BET_WORD = const(36)
_RAISED_TO = const(37)
_RAISED = const(38)
_CALLED = const(39)
_FOLDED = const(40)
_CHECKED = const(41)
_MIDDLE_TURNED = const(42)
_STREET_DEALT = const(43)
_UNDONE_ACTION = const(46)
_UNDONE = const(0)          # TOLD: what the table did (dealer/lang/en_told.py)
_NOTHING = const(1)
_CARD_OF_SEAT = const(2)
_MISDEAL_REAL = const(3)
_MISDEAL_NEW = const(4)
_BUYS = const(5)
_LEAVES_WITH = const(6)
_LEFT_DEALS = const(7)
_LEAVES_DEALS = const(8)
_IS_BACK = const(9)
_GIVES_BACK = const(10)
_REBUY_OF = const(11)
_JOINS = const(12)
_SESSION_ENDED = const(13)

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
STAGE = const(11)     # the players moved on (`stage`), or the RNG failed: the game is as it was

# table.stage
PLAY = const(0)       # as the game stands: the turns, the card entry, a settled hand's result
CUT = const(1)        # tracker: the real cards are to be cut and dealt (a deal, a misdeal)
COUNT = const(2)      # tracker: every card is dealt; 3-2-1, then everybody lifts theirs
BALANCES = const(3)   # the settled hand's result was read: its balances
NEXT = const(4)       # the balances were read too: the next hand's intro, or the end
UNBOUGHT = const(12)  # the last buy-in taken back: `at` is its byte | the button before << 8
LANGUAGE = const(13)  # the device speaks another language (`language`), from now on


def _told(entry, template, *values):
    """What the table did (dealer/lang/told.py: loaded with the first, not on a hand's
    path)."""
    from .lang.told import Told
    return Told(entry, template, *values)


class Table:
    """The session on the table, its players' names and mode; each change is told to `listeners`."""

    def __init__(self, session, names, tracker, console, listeners=(), learn=False):
        self.session = session
        self.names = names
        session.names = names        # the deal fingerprints commit to who holds which card
        self.tracker = tracker       # deal the next hand as a real deck
        self.learn = learn           # learn mode: the card view shows the odds and tips
        self.chip_value = None       # dealer.chip_value.ChipValue for the settle-up, or None
        self.language = "en"         # the language the screens speak (dealer.lang.CODES)
        self.console = console       # one line to the USB console: never give it a card
        self.listeners = listeners
        self.last = None             # what happened last in the hand ("DAN raised to 2"),
                                     # "" if nothing yet, None: to rebuild from its log
        self.bought = []             # (buy-in byte, button before) since the last deal:
                                     # what Undo takes back, the last first
        self.moved = ""  # type: object  # why the button moved since the last deal (a Told), or ""
        self.stage = PLAY
        self.rng_failed = False      # the last deal failed: the RNG failed its health tests

    def deal(self, tracker=None):
        """Deal the next hand: a real deck in tracker mode, or in the mode `tracker` (then the
        mode from this hand on). IllegalAction if it cannot be dealt, and nothing changes;
        a failed RNG deals nothing and sets `rng_failed`."""
        session = self.session
        physical = self.tracker if tracker is None else tracker
        if physical != self.tracker:   # the new mode's record goes before the deal's
            if not session.can_deal(physical):
                session.deal(physical=physical)   # refused: it raises why, changing nothing
            self.tracker = physical
            self.tell(OPTIONS)
        try:
            session.deal(physical=physical)
        except RngFailure:
            self.console("RNG failure: cannot deal")
            self.rng_failed = True
            self.tell(STAGE)
            return
        self.rng_failed = False
        self.last = ""
        self.bought = []
        self.moved = ""
        self.stage = CUT if physical else PLAY
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
            paid = hand.winners()   # every seat paid from a pot is one (indian_poker/payout.py)
            for seat in range(hand.seats):
                if paid >> seat & 1 and hand.won(seat):
                    self.console("%s wins %s" % (self.names[seat], chips(hand.won(seat))))

    def undo(self):
        """Take back the last buy-in since the deal, else the last action or card entered;
        returns what to tell the players, which lang.said says: a Told, a str, or a pair
        (English, said already in the language in use)."""
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
        self.stage = PLAY
        self.tell(UNDONE)
        done = self._undone(events.buf[at] if at >= 0 else -1, target, put)
        self.console(done[0] if type(done) is tuple else str(done))
        return done

    def _undone(self, event, target, put):
        """What taking the event back did: "Undone: nothing", "Undone: CAT's card" (Tolds),
        "Undone: BOB bet 1" (in English a str, else a pair: it and the same in the hand's
        words of the language in use, which are resident: a key of a hand loads no module,
        and a pair needs no class of its own resident)."""
        hand = self.session.hand
        if event < 0:
            return _told(_UNDONE, "Undone: %s", _told(_NOTHING, "nothing"))
        if event & REVEAL:
            return _told(_UNDONE, "Undone: %s",
                         _told(_CARD_OF_SEAT, "%s's card", self.names[event & REVEAL_SEAT]))
        seat = hand.to_act   # the seat whose action it was acts again
        name = self.names[seat]
        action = event & 7
        betting = self.session.game.BETTING
        chips = put[seat] - hand.put(seat)
        if not betting:
            text = name + " looked"
        elif action == BET:
            text = "%s bet %d" % (name, target)
        elif action == RAISE:
            text = "%s raised to %d" % (name, target)
        elif action == CALL:
            text = "%s called %d" % (name, chips)
        else:
            text = name + (" folded" if action == FOLD else " checked")
        if lang.code == "en":
            return "Undone: " + text
        return ("Undone: " + text,
                lang.PLAY[_UNDONE_ACTION] % said(name, action, chips, target, betting))

    def misdeal(self):
        """R-MISDEAL: new cards for the hand in play; returns what to tell the players
        (a Told)."""
        hand = self.session.misdeal()
        self.last = ""
        self.stage = CUT if hand.physical else PLAY   # R-MISDEAL: a new cut first
        self.tell(MISDEALT)
        done = (_told(_MISDEAL_REAL, "Misdeal: deal the real cards again") if hand.physical
                else _told(_MISDEAL_NEW, "Misdeal: new cards are dealt"))
        self.console(done.text)
        return done

    def change(self, rules=None, tracker=None, learn=None):
        """Between hands: new options (Rules), the mode and/or learn mode, from the next deal
        on; told only if something changed (each change is a record in flash)."""
        changed = rules is not None
        if changed:
            from indian_poker.retable import change_rules
            change_rules(self.session, rules)   # the game too: its cards, its betting
        if tracker is not None and tracker != self.tracker:
            self.tracker = tracker
            changed = True
        if learn is not None and learn != self.learn:
            self.learn = learn
            changed = True
        if changed:
            self.tell(OPTIONS)

    def speak(self, language):
        """Speak `language` (one of dealer.lang.CODES) from now on; told if it is new."""
        if language == self.language:
            return
        lang.use(language)
        self.language = language
        self.tell(LANGUAGE)

    def rebuy(self, seat):
        """Between hands: `seat` buys one more stack; returns what to tell the players
        (a Told)."""
        from indian_poker import buyins  # loaded with the first buy-in
        dealer = self.session.dealer
        units = buyins.rebuy(self.session, seat)
        self._bought(buyins.buyin_byte(seat), dealer)
        done = _told(_BUYS, "%s buys %s chips", self.names[seat], chips(units))
        self.console(done.text)
        return done

    def leave(self, seat):
        """Between hands: `seat` cashes out and leaves; returns what to tell the players (a
        Told; who has the button now, if the leaver had it)."""
        from indian_poker import buyins  # loaded with the first buy-in
        session = self.session
        dealer = session.dealer
        units = buyins.leave(session, seat)
        self._bought(buyins.buyin_byte(seat, left=True), dealer)
        name, held = self.names[seat], chips(units)
        done = _told(_LEAVES_WITH, "%s leaves with %s chips", name, held)
        if session.dealer != dealer:   # the leaver had the button: it goes on
            deals = self.names[session.dealer]
            self.moved = _told(_LEFT_DEALS, "%s left: %s deals", name, deals)
            done = _told(_LEAVES_DEALS, "%s leaves with %s chips; %s deals next", name, held,
                        deals)
        self.console(done.text)
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
            done = _told(_IS_BACK, "%s is back with %s chips", names[seat], chips(units))
            self.moved = ""
        elif byte & 0x40:
            done = _told(_GIVES_BACK, "%s gives the seat back to %s", names[seat], names[-1])
            names[seat] = names.pop()
        else:
            done = _told(_REBUY_OF, "%s's rebuy of %s chips", names[seat], chips(units))
        self.tell(UNBOUGHT, byte | dealer << 8)
        done = _told(_UNDONE, "Undone: %s", done)
        self.console(done.text)
        return done

    def join(self, seat, name):
        """Between hands: new player `name` takes `seat`, which a player left, with one
        stack; the leaver's name goes after the seats' (person players + k); returns what to
        tell the players (a Told). IllegalAction if not, or if someone here had that name."""
        names = self.names
        if name in names:
            raise IllegalAction("%s has played here: a new player needs a new name" % name)
        from indian_poker import buyins  # loaded with the first buy-in
        dealer = self.session.dealer
        units = buyins.join(self.session, seat)
        names.append(names[seat])
        names[seat] = name
        self._bought(buyins.buyin_byte(seat, joined=True), dealer)
        done = _told(_JOINS, "%s joins with %s chips", name, chips(units))
        self.console(done.text)
        return done

    def end(self):
        """End the session on request (O-LENGTH); returns what to tell the players
        (a Told)."""
        self.session.end()
        self.stage = NEXT   # the final standings, whatever was on screen
        self.tell(ENDED)
        self.console("Session ended")
        return _told(_SESSION_ENDED, "Session ended")

    def move_on(self):
        """The players are done with the stage on screen: the cut (every card is dealt),
        the count (the cards are lifted), a settled hand's result, then its balances."""
        stage = self.stage
        hand = self.session.hand
        if stage == CUT or stage == COUNT:
            self.stage = COUNT if stage == CUT else PLAY
        elif hand is not None and hand.over and stage != NEXT:
            self.stage = BALANCES if stage == PLAY else NEXT
        else:
            return   # the turns move on by the players' actions; between hands, by DEAL
        self.tell(STAGE)

    def between_hands(self):
        """True before the first hand, and once the last one's result and balances are read."""
        return self.session.hand is None or self.stage == NEXT

    def at_end(self):
        """True once the session is over and its last hand read: the final standings."""
        return self.session.over and self.between_hands()

    def tell(self, change, at=0):
        """Tell every listener of `change` (BEGAN .. UNBOUGHT)."""
        for listener in self.listeners:
            listener.changed(change, self, at)


def said(name, action, owe, target, betting=True):
    """An action as the next player reads it, in the language in use: "DAN raised to 2",
    "ANN called 1"; in the party game (no `betting`) the one thing a player does, "ANN
    looked". Never on the USB console (that line is action_name's, in English)."""
    if not betting:
        return lang.PLAY[_LOOKED] % name
    if action == CALL:
        return lang.PLAY[_CALLED] % (name, owe)
    if action == BET:
        return lang.PLAY[_BET_N] % (name, target) if target else lang.PLAY[_BET_WORD] % name
    if action == RAISE:
        return lang.PLAY[_RAISED_TO] % (name, target) if target else lang.PLAY[_RAISED] % name
    return lang.PLAY[_FOLDED if action == FOLD else _CHECKED] % name


def new_street(hand):
    """The line for a betting round that has just begun: a middle card turned up, or the
    cards of a new street ("5th street dealt": the cards each player now holds)."""
    game = hand.game
    for i in range(len(game.MIDDLE)):
        if game.MIDDLE[i] == hand.street and hand.middle(i) is not None:
            return lang.PLAY[_MIDDLE_TURNED] % card_text(hand.middle(i))
    held = 0
    for code in game.SLOTS:
        if code >> 1 <= hand.street:
            held += 1
    return lang.PLAY[_STREET_DEALT] % held
