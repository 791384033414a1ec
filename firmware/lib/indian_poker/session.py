"""A session: balances across hands, the dealer button, and when the session ends."""

# R-STACK, R-ROTATE, R-SESSION, R-BUST, R-WINNER, R-MISDEAL and O-LENGTH of docs/rules.md.
# One rotation, N hands and UNTIL_BUST end as soon as a player cannot pay the next ante
# (R-BUST), so nobody sits out and the button moves one seat clockwise per hand: nobody
# deals twice before everyone has dealt once. LAST_STANDING plays on: a seat that cannot
# pay the ante sits out for good (dealt no card, skipped by the button), and the session
# ends once fewer than two seats can play. V-DRINK keeps a tally of sips, not chips.

from .dealing import draw
from .errors import IllegalAction
from .hand import Hand, next_seat
from .ledger import UNIT
from .rules import LAST_STANDING, MAX_STACK
from .salt import draw_salt
from .variants import load, real_deck


class Session:
    """Balances and the dealer button over the hands of one session.

    `entropy(n) -> bytes` is the only source of randomness (the board's hardware RNG).
    `stacks` optionally gives each seat's starting chips.
    """

    def __init__(self, rules, entropy=None, stacks=None):
        seats = rules.players
        self.rules = rules
        self.game = load(rules.variant)   # the variant's module: NAME, SLOTS, BETTING, ...
        self._entropy = entropy
        self._source = None
        self._stacks = [0] * seats
        self._balances = [0] * seats
        self._zeros = [0] * seats
        self._tally = bytearray(seats)  # V-DRINK: sips per seat
        for seat in range(seats):
            if stacks is None:
                chips = rules.stack
            else:
                if len(stacks) != seats:
                    raise ValueError("stacks: give one stack per player (%d)" % seats)
                chips = stacks[seat]
                # At most 10 x 10,000 chips on the table: 252,000,000 units, a small int
                # (< 2**30) on the board, however the chips end up spread.
                if type(chips) is not int or not 0 <= chips <= MAX_STACK:
                    raise ValueError("stacks[%d]: %r is not a number of chips from 0 to %d"
                                     % (seat, chips, MAX_STACK))
            self._stacks[seat] = chips * UNIT
            self._balances[seat] = chips * UNIT
        self.hands_total = rules.hand_count()
        self._everyone = (1 << seats) - 1   # the seats still at the table (buyins.leave)
        self._left = 0   # the seats whose player cashed out and left (buyins.py)
        self.departed = ()   # (taken, bought) units per player who made room (buyins.join)
        self.buyins_since_deal = 0   # rebuys and leavers since the last hand was dealt
        self._seated = seated = self.seated()
        self.dealer = 0   # LAST_STANDING: the button skips a seat that starts out
        if rules.hands == LAST_STANDING and seated and not seated & 1:
            self.dealer = next_seat(seated, 0, seats)
        self._previous_dealer = 0
        self.hand_no = 0
        self.hand = None
        self._settled = 0
        self.ended = False   # ended on request (O-LENGTH), whatever its length
        self.session_id = None  # 8 random bytes, drawn with the first dealt hand (salt.py)

    @classmethod
    def from_balances(cls, rules, balances, stacks=None, tally=None, dealer=0, settled=0,
                      ended=False, entropy=None):
        """A session between hands holding `balances` (units of 1/UNIT chip, one per seat);
        `stacks` (units; the balances if None) give the net results, `tally` V-DRINK's
        sips. For a resumed save (snapshot.restore checks it could have arisen) and for
        replaying hands whose balances hold fractions."""
        seats = rules.players
        session = cls(rules, entropy, [0] * seats)
        for seat in range(seats):
            session._balances[seat] = balances[seat]
            session._stacks[seat] = balances[seat] if stacks is None else stacks[seat]
            session._tally[seat] = 0 if tally is None else tally[seat]
        session.dealer = session._previous_dealer = dealer
        session.hand_no = session._settled = settled
        session._seated = session.seated()
        session.ended = bool(ended)
        return session

    @property
    def over(self):
        """True once ended, the agreed hands are played, or (between hands) R-BUST says so.

        R-BUST: a player cannot pay the next ante; under LAST_STANDING, fewer than two can.
        """
        if self.ended or self.hands_total and self._settled >= self.hands_total:
            return True
        if self.hand is not None and not self.hand.over:
            return False
        seated = self._seated
        if self.rules.hands == LAST_STANDING:
            return not seated & (seated - 1)
        return seated != self._everyone or not seated & (seated - 1)   # two left at least

    def can_play(self, seat):
        """True if that seat can pay the ante (and at least one chip) to be dealt in."""
        if self._left >> seat & 1:
            return False
        if not self.game.BETTING:
            return True
        ante = self.rules.ante
        return self._balances[seat] >= (ante if ante else 1) * UNIT

    def seated(self):
        """Bitmask of the seats that can be dealt in now (can_play, for every seat at once)."""
        mask = self._everyone & ~self._left
        if self.game.BETTING:
            ante = self.rules.ante
            least = (ante if ante else 1) * UNIT
            balances = self._balances
            for seat in range(self.rules.players):
                if balances[seat] < least:
                    mask &= ~(1 << seat)
        return mask

    def balance(self, seat):
        """That seat's chips in units of 1/UNIT (the pot of a running hand not included)."""
        return self._balances[seat]

    def balances(self):
        """Every seat's chips in units of 1/UNIT chip, as a list."""
        return list(self._balances)

    def tally(self, seat):
        """V-DRINK: how many times that seat has lost a deal (sips or forfeits)."""
        return self._tally[seat]

    def standings(self):
        """(rank, person, net units) per person (the seats, then the departed players),
        most chips first; equal chips share a rank.

        R-WINNER: the rank is by chips held; the net (+/-) is each player's score.
        V-DRINK: the fewest sips rank first, and the net is minus the tally.
        """
        from .standings import standings
        return standings(self)

    def can_deal(self, physical=False):
        """True if `deal(physical=physical)` would deal now (a failing RNG aside)."""
        try:
            self._check_can_deal(physical)
        except IllegalAction:
            return False
        return True

    def _check_can_deal(self, physical):
        if self.over:
            raise IllegalAction("the session is over")
        if self.hand is not None and not self.hand.over:
            raise IllegalAction("finish the current hand first")
        if physical and not real_deck(self.game):
            raise IllegalAction("tracker mode works for one-card games only: let the device deal")

    def deal(self, cards=None, physical=False):
        """Antes, then the cards from the dealer's left (R-ANTE, R-DEAL); returns the Hand.

        `cards` stacks the deck: each seat's cards in seat order, then the middle
        cards (None for a seat that is out). `physical=True` deals nothing: the
        players use a real deck (tracker mode). RngFailure if the entropy source
        fails its health tests; nothing changes then.
        """
        self._check_can_deal(physical)
        seated = self._seated
        salt = None
        if physical:
            dealt = None
        elif cards is not None:
            from .stacked import checked_cards
            dealt = checked_cards(self, cards, seated)
        else:
            dealt = draw(self, seated)
            salt = draw_salt(self)   # the deal fingerprint's salt (fingerprint.py)
        self.hand_no += 1
        self.buyins_since_deal = 0
        self.hand = None   # the last hand can go before the next one is built
        self.hand = Hand(self, self.dealer, physical, dealt, seated, salt)
        return self.hand

    def _card_count(self):
        return self.rules.players * len(self.game.SLOTS) + len(self.game.MIDDLE)

    def misdeal(self, cards=None):
        """R-MISDEAL: void the deal before any betting; the same dealer deals again.

        The antes stay in the pot. Returns the hand with its new cards.
        """
        from .stacked import redeal
        return redeal(self, cards)

    def left(self):
        """Bitmask of the seats whose player cashed out and left (buyins.leave)."""
        return self._left

    def end(self):
        """End the session now, between hands (O-LENGTH 'on request')."""
        if self.hand is not None and not self.hand.over:
            raise IllegalAction("finish or undo the current hand first")
        self.ended = True

    def replay(self, log):
        """Deal the next hand from a recorded event log and apply its events; return it.

        ValueError if the log does not fit this session, IllegalAction if it holds an
        action the rules do not allow.
        """
        from .replay import replay_log
        return replay_log(self, log)

    def _tally_losers(self, losers):
        # Until bust and last standing never end by themselves in the party game (no
        # chips, nobody goes bust): the tally stops at a byte's 255 until it is ended.
        for seat in range(self.rules.players):
            if losers >> seat & 1 and self._tally[seat] < 255:
                self._tally[seat] += 1

    def _hand_settled(self):
        """R-ROTATE: once the pot is paid the button moves one seat clockwise.

        R-SESSION: the next seat whatever happened to the others, so nobody deals twice
        in a rotation; only LAST_STANDING skips the seats that are out.
        """
        self._settled += 1
        self._previous_dealer = self.dealer
        self._seated = seated = self.seated()
        players = self.rules.players
        if self.rules.hands != LAST_STANDING:
            seated = self._everyone
        seat = next_seat(seated, self.dealer, players)
        if seat is not None:
            self.dealer = seat
