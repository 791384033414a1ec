"""A session: balances across hands, the dealer button, and when the session ends.

R-STACK, R-ROTATE, R-SESSION, R-WINNER, R-MISDEAL and O-LENGTH of RULES.md.
"""

from array import array

from .cards import DECK_SIZE, NO_CARD
from .errors import IllegalAction
from .eventlog import HEADER_SIZE, read_header, write_header
from .hand import Hand
from .ledger import UNIT


class Session:
    """Balances and the dealer button over the hands of one session.

    `entropy(n) -> bytes` is the only source of randomness (the board's hardware RNG on
    the device). `stacks` optionally gives each seat's starting chips.
    """

    def __init__(self, rules, entropy=None, stacks=None):
        seats = rules.players
        self.rules = rules
        self._entropy = entropy
        self._source = None
        self._deck = bytearray(DECK_SIZE)
        self._stacks = array("i", bytes(4 * seats))
        self._balances = array("i", bytes(4 * seats))
        for seat in range(seats):
            if stacks is None:
                chips = rules.stack
            else:
                if len(stacks) != seats:
                    raise ValueError("stacks: give one stack per player (%d)" % seats)
                chips = stacks[seat]
                if not isinstance(chips, int) or chips < 0:
                    raise ValueError("stacks: seat %d has %r chips" % (seat, chips))
                rules.check_stack(chips, "stacks[%d]" % seat)
            self._stacks[seat] = chips * UNIT
            self._balances[seat] = chips * UNIT
        self.hands_total = rules.hand_count()
        self.dealer = 0
        self.hand_no = 0
        self.hand = None
        self._settled = 0
        self._ended = False

    @property
    def over(self):
        """True once the agreed number of hands is played or the session was ended."""
        return self._ended or self._settled >= self.hands_total

    def balance(self, seat):
        """That seat's chips in units of 1/UNIT (the pot of a running hand not included)."""
        return self._balances[seat]

    def balances(self):
        """Every seat's chips in units of 1/UNIT chip, as a list."""
        return list(self._balances)

    def standings(self):
        """(rank, seat, net units) per seat, best first; equal nets share a rank (R-WINNER)."""
        rows = [(self._stacks[s] - self._balances[s], s) for s in range(self.rules.players)]
        rows.sort()
        result = []
        rank = 0
        for i, (loss, seat) in enumerate(rows):
            if i == 0 or loss != rows[i - 1][0]:
                rank = i + 1
            result.append((rank, seat, -loss))
        return result

    def _check_can_deal(self):
        if self.over:
            raise IllegalAction("the session is over")
        if self.hand is not None and not self.hand.over:
            raise IllegalAction("finish the current hand first")

    def deal(self, cards=None, physical=False):
        """Antes, then one card per seat from the dealer's left (R-ANTE, R-DEAL).

        `cards` stacks the deck (seat order); `physical=True` deals nothing because
        the players use a real deck (tracker mode). Raises RngFailure if the
        entropy source fails its health tests; nothing changes then.
        """
        self._check_can_deal()
        seats = self.rules.players
        if physical:
            dealt = None
        elif cards is not None:
            dealt = _checked_cards(cards, seats)
        else:
            dealt = self._draw()
        self.hand_no += 1
        self.hand = Hand(self, self.dealer, physical, dealt)
        return self.hand

    def _draw(self):
        """A fresh random deal in seat order (the deal itself goes from the dealer's left)."""
        if self._source is None:
            if self._entropy is None:
                raise IllegalAction("no random source: pass cards or deal a real deck")
            self._source = _card_source(self._entropy)
        seats = self.rules.players
        deck = self._deck
        self._source.deal(deck, seats)
        cards = bytearray(seats)
        seat = self.dealer
        for i in range(seats):
            seat += 1
            if seat == seats:
                seat = 0
            cards[seat] = deck[i]
        return cards

    def misdeal(self, cards=None):
        """R-MISDEAL: void the deal before any betting; the same dealer deals again.

        The antes stay in the pot. Returns the hand with its new cards.
        """
        hand = self.hand
        if hand is None or hand.over:
            raise IllegalAction("there is no deal to void")
        if hand._log_len != HEADER_SIZE + hand.seats:
            raise IllegalAction("a misdeal is only possible before the betting starts")
        if hand.physical:
            return hand
        seats = self.rules.players
        dealt = self._draw() if cards is None else _checked_cards(cards, seats)
        hand._cards[:] = dealt
        write_header(hand._log, False, hand.dealer, hand._cards)
        return hand

    def end(self):
        """End the session now, between hands (O-LENGTH 'on request')."""
        if self.hand is not None and not self.hand.over:
            raise IllegalAction("finish or undo the current hand first")
        self._ended = True

    def replay(self, log):
        """Deal the next hand from a recorded event log and apply its events; return it.

        Raises ValueError if the log does not fit this session, IllegalAction if it
        holds an action the rules do not allow.
        """
        physical, dealer, cards = read_header(log, self.rules.players)
        if dealer != self.dealer:
            raise ValueError("the hand log was dealt by seat %d, not %d" % (dealer, self.dealer))
        hand = self.deal(cards=cards, physical=physical)
        hand._replay(log, HEADER_SIZE + hand.seats, len(log))
        return hand

    def _hand_settled(self):
        """R-ROTATE: the button moves one seat clockwise once the pot is paid."""
        self._settled += 1
        self.dealer = (self.dealer + 1) % self.rules.players

    def _hand_unsettled(self):
        self._settled -= 1
        self.dealer = (self.dealer - 1) % self.rules.players


_source_cache = [None, None]  # (entropy, CardSource) of the last session


def _card_source(entropy):
    """One CardSource per entropy function, so the start-up health test runs once per boot."""
    if _source_cache[0] is not entropy:
        from .shuffle import CardSource
        _source_cache[0] = entropy
        _source_cache[1] = CardSource(entropy)
    return _source_cache[1]


def _checked_cards(cards, seats):
    if len(cards) != seats:
        raise ValueError("give one card per player (%d)" % seats)
    seen = bytearray(DECK_SIZE)
    for c in cards:
        if not isinstance(c, int) or not 0 <= c < DECK_SIZE or c == NO_CARD:
            raise ValueError("%r is not a card" % (c,))
        if seen[c]:
            raise ValueError("the same card is dealt twice")
        seen[c] = 1
    return bytearray(cards)
