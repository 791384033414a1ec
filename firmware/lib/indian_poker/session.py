"""A session: balances across hands, the dealer button, and when the session ends.

R-STACK, R-ROTATE, R-SESSION, R-WINNER, R-MISDEAL and O-LENGTH of RULES.md. A seat
that cannot pay the ante sits out: it is dealt no card and the button skips it; the
session ends once fewer than two seats can play.
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
                if type(chips) is not int or not 0 <= chips <= 100000:
                    raise ValueError("stacks[%d]: %r is not a number of chips from 0 to 100000"
                                     % (seat, chips))
            self._stacks[seat] = chips * UNIT
            self._balances[seat] = chips * UNIT
        self.hands_total = rules.hand_count()
        self._seated = self.seated()
        self.dealer = 0
        self._previous_dealer = 0
        self.hand_no = 0
        self.hand = None
        self._settled = 0
        self._ended = False

    @property
    def over(self):
        """True once the agreed hands are played, fewer than two can pay the ante, or ended."""
        if self._ended or self.hands_total and self._settled >= self.hands_total:
            return True
        if self.hand is not None and not self.hand.over:
            return False
        seated = self._seated
        return not seated & (seated - 1)

    def can_play(self, seat):
        """True if that seat can pay the ante (and at least one chip) to be dealt in."""
        ante = self.rules.ante
        return self._balances[seat] >= (ante if ante else 1) * UNIT

    def seated(self):
        """Bitmask of the seats that can be dealt in now."""
        mask = 0
        for seat in range(self.rules.players):
            if self.can_play(seat):
                mask |= 1 << seat
        return mask

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
        seated = self._seated
        if physical:
            dealt = None
        elif cards is not None:
            dealt = _checked_cards(cards, seated, self.rules.players)
        else:
            dealt = self._draw(seated)
        self.hand_no += 1
        self.hand = Hand(self, self.dealer, physical, dealt, seated)
        return self.hand

    def _draw(self, seated):
        """A fresh random deal in seat order (the deal itself goes from the dealer's left)."""
        if self._source is None:
            if self._entropy is None:
                raise IllegalAction("no random source: pass cards or deal a real deck")
            self._source = _card_source(self._entropy)
        seats = self.rules.players
        count = 0
        for seat in range(seats):
            count += seated >> seat & 1
        deck = self._deck
        self._source.deal(deck, count)
        cards = bytearray(seats)
        seat = self.dealer
        i = 0
        for _ in range(seats):
            seat += 1
            if seat == seats:
                seat = 0
            if seated >> seat & 1:
                cards[seat] = deck[i]
                i += 1
            else:
                cards[seat] = NO_CARD
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
        seated = hand._seated
        if cards is None:
            dealt = self._draw(seated)
        else:
            dealt = _checked_cards(cards, seated, self.rules.players)
        hand._cards[:] = dealt
        write_header(hand._log, False, hand.dealer, hand._cards, seated)
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
        physical, dealer, cards, seated = read_header(log, self.rules.players)
        if dealer != self.dealer:
            raise ValueError("the hand log was dealt by seat %d, not %d" % (dealer, self.dealer))
        if seated != self._seated:
            raise ValueError("the hand log deals in other seats than can play now")
        hand = self.deal(cards=cards, physical=physical)
        hand._replay(log, HEADER_SIZE + hand.seats, len(log))
        return hand

    def _hand_settled(self):
        """R-ROTATE: once the pot is paid the button moves clockwise, past seats that are out."""
        self._settled += 1
        self._previous_dealer = self.dealer
        self._seated = seated = self.seated()
        seats = self.rules.players
        seat = self.dealer
        for _ in range(seats):
            seat += 1
            if seat == seats:
                seat = 0
            if seated >> seat & 1:
                break
        self.dealer = seat

    def _hand_unsettled(self):
        self._settled -= 1
        self.dealer = self._previous_dealer
        self._seated = self.seated()


_source_cache = [None, None]  # (entropy, CardSource) of the last session


def _card_source(entropy):
    """One CardSource per entropy function, so the start-up health test runs once per boot."""
    # == rather than `is`: a bound method such as hw.entropy is a new object on every
    # access, yet equal; a failed source must stay failed for the next session too.
    if _source_cache[0] != entropy:
        from .shuffle import CardSource
        _source_cache[0] = entropy
        _source_cache[1] = CardSource(entropy)
    return _source_cache[1]


def _checked_cards(cards, seated, seats):
    """Stacked cards in seat order, as a bytearray; None or NO_CARD for seats that are out."""
    if len(cards) != seats:
        raise ValueError("give one card per player (%d)" % seats)
    seen = bytearray(DECK_SIZE)
    dealt = bytearray(seats)
    for seat in range(seats):
        c = cards[seat]
        if not seated >> seat & 1:
            dealt[seat] = NO_CARD
            continue
        if not isinstance(c, int) or not 0 <= c < DECK_SIZE:
            raise ValueError("%r is not a card" % (c,))
        if seen[c]:
            raise ValueError("the same card is dealt twice")
        seen[c] = 1
        dealt[seat] = c
    return dealt
