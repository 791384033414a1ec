"""Learn mode: a player's exact chance to win, tie or lose, from what that player sees."""

# The figure uses only what the viewer may see (R-FOREHEAD, Hand.sees): every live
# seat's forehead card, the turned middle card, the viewer's own private card. A folded
# card is face down (R-FOLD): the card view does not show it, so it counts as unseen.
# The viewer's forehead card, the others' private cards and an unturned middle card are
# the unknowns: every way the unseen cards can fill them is counted, none is sampled.
#
# One-card games: the unknowns are the viewer's card (and the middle card before it is
# turned), at most 52 x 51 cases. Two-card: the live opponents' private cards are
# unknown too, and enumerating them explodes (41 ** 9), so they are counted: for a
# given forehead card x of the viewer, each opponent's private cards that keep it below
# the viewer form a set, and the opponents draw distinct cards from the unseen pool.
# Without pairs every such set is a prefix of the pool in rank order, so the sets are
# nested and the count of draws is a product (smallest set first: a, b - 1, c - 2, ..).
# With pairs (O-PAIRS) an opponent's set is a prefix minus the cards that pair its
# forehead card; inclusion-exclusion over the opponents forced onto a pairing card
# restores the product, grouped so that only the number of such opponents per group
# matters. The strength function is the variant's own (or any function of the same
# signature: cards, where the seat's cards start, where the middle ones do, rules),
# evaluated on a few scratch bytes that hold the viewer's cards, one opponent's and the
# middle card; the set shapes the count relies on are checked on every call, so a
# strength the count cannot handle raises.
#
# Figures are floats: on the board (30-bit floats stored in the object word) they
# allocate nothing. Odds keeps its scratch space, so a view allocates nothing after
# the first.

from array import array

from .cards import NO_CARD
from .compat import const
from .rules import SUITS

_DECK = const(52)
_MAX_FOES = const(9)
_NONE = const(255)
# The scratch bytes a strength function reads: the viewer's cards from 0, an opponent's
# from _FOE, the middle card at _MID (one-card games: one card each; two-card: two).
_FOE = const(2)
_MID = const(4)
_RANK = const(2)   # c >> _RANK is cards.rank(c), without a call in the counting loops


class Odds:
    """Chance that the viewer wins, ties or loses; see `compute`."""

    def __init__(self):
        self.win = 0.0
        self.tie = 0.0
        self.lose = 0.0
        self.offered = False
        self.lowest_loses = False  # V-DRINK: win = the viewer alone holds the lowest card
        self._cards = bytearray(_MID + 1)   # the scratch hand (see _FOE, _MID)
        self._rules = None
        self._pool = bytearray(_DECK)      # unseen cards per class (a rank, or a card)
        self._rank_pool = bytearray(13)    # unseen cards per rank
        self._foes = bytearray(_MAX_FOES)  # live opponents' forehead cards
        self._best = array("i", bytes(4 * _DECK))  # best opponent per middle class
        self._cum = bytearray(_DECK + 1)   # unseen cards in the classes below
        # per opponent, for "below" (index 0..8) and "below or equal" (9..17):
        self._tau = bytearray(2 * _MAX_FOES)   # allowed private cards: classes < tau ..
        self._excl = bytearray(2 * _MAX_FOES)  # .. but for this rank (_NONE: none)
        # levels (distinct tau) and groups (sub-levels) of the inclusion-exclusion
        self._level_tau = bytearray(_MAX_FOES)
        self._level_size = bytearray(_MAX_FOES)
        self._group_level = bytearray(_MAX_FOES)
        self._group_from = bytearray(_MAX_FOES)  # first level its pairing cards lie below
        self._group_degree = bytearray(_MAX_FOES)
        self._group_digit = bytearray(_MAX_FOES)
        self._poly = [0.0] * (_MAX_FOES * (_MAX_FOES + 1))  # per group, by coefficient
        self._ranks_done = bytearray(13)

    def compute(self, hand, viewer, strength=None):
        """Fill win/tie/lose for `viewer` of `hand` from what that seat may see.

        `strength(cards, at, middle, rules)` defaults to the variant's. Returns
        `offered`: False for forehead stud (see the note below), a real deck, a hand
        that is over, or a seat that is not live.
        """
        # Forehead stud is not offered: a player does not see four of their own seven
        # cards, and each opponent holds three unseen ones, so an exact count means some
        # 10**5 own draws, each against every opponent's unseen cards, with a
        # five-of-seven ranking in each: minutes on the board, not a figure for a view.
        self.offered = False
        variant = hand.game
        slots = hand.slots
        if slots > 2 or hand.physical or hand.over or not hand.dealt_in(viewer) \
                or hand.folded(viewer):
            return False
        if strength is None:
            strength = variant.strength
        self._rules = hand.rules
        suits = hand.rules.tiebreak == SUITS
        sign = 1 if variant.BETTING else -1
        self.lowest_loses = sign < 0
        pool = self._pool
        rank_pool = self._rank_pool
        for i in range(_DECK):
            pool[i] = 0
        for r in range(13):
            rank_pool[r] = 4
        for c in range(_DECK):
            pool[c if suits else c >> _RANK] += 1
        # What the viewer sees (Hand.sees) leaves the pool: the forehead card of every
        # opponent still in, whose private card (two-card) is then an unknown, and the
        # viewer's own private card.
        foes = 0
        private = NO_CARD
        for seat in range(hand.seats):
            for slot in range(slots):
                if hand.sees(viewer, seat, slot):
                    c = hand.card(seat, slot)
                    self._see(c, suits)
                    if seat == viewer:
                        private = c
                    else:
                        self._foes[foes] = c
                        foes += 1
        middle = NO_CARD
        if len(variant.MIDDLE):
            middle = hand.middle(0)
            if middle is None:
                middle = NO_CARD
            else:
                self._see(middle, suits)
        if slots == 2:
            self._two_card(private, foes, strength, suits)
        else:
            self._one_card(foes, middle, len(variant.MIDDLE), strength, suits, sign)
        self.offered = True
        return True

    def _see(self, c, suits):
        self._pool[c if suits else c >> _RANK] -= 1
        self._rank_pool[c >> _RANK] -= 1

    # ---- one card each: the unknowns are the viewer's card and maybe the middle ----

    def _one_card(self, foes, middle, has_middle, strength, suits, sign):
        pool = self._pool
        classes = _DECK if suits else 13
        sc = self._cards
        rules = self._rules
        best = self._best
        self.win = self.tie = self.lose = 0.0
        # The best opponent depends on the middle card only: once per middle class.
        for m in range(classes):
            if middle == NO_CARD and has_middle and not pool[m]:
                continue
            sc[_MID] = self._card(m, suits) if middle == NO_CARD else middle
            top = -0x7FFF
            for j in range(foes):
                sc[_FOE] = self._foes[j]
                s = sign * strength(sc, _FOE, _MID, rules)
                if s > top:
                    top = s
            best[m] = top
            if middle != NO_CARD or not has_middle:
                break
        for x in range(classes):
            wx = pool[x]
            if not wx:
                continue
            sc[0] = self._card(x, suits)
            if middle != NO_CARD or not has_middle:
                sc[_MID] = middle
                self._tally_one(sign * strength(sc, 0, _MID, rules), best[0], wx)
                continue
            pool[x] -= 1
            for m in range(classes):
                wm = pool[m]
                if wm:
                    sc[_MID] = self._card(m, suits)
                    self._tally_one(sign * strength(sc, 0, _MID, rules), best[m], wx * wm)
            pool[x] += 1
        total = self.win + self.tie + self.lose
        self.win /= total
        self.tie /= total
        self.lose /= total

    def _tally_one(self, s, top, weight):
        if s > top:
            self.win += weight
        elif s == top:
            self.tie += weight
        else:
            self.lose += weight

    @staticmethod
    def _card(cls, suits):
        """A card of class `cls`: the card itself, or a card of that rank."""
        return cls if suits else cls << _RANK

    # ---- two cards each: the live opponents' private cards are unknown too ----------

    def _two_card(self, private, foes, strength, suits):
        pool = self._pool
        classes = _DECK if suits else 13
        sc = self._cards
        sc[1] = private
        self.win = self.tie = self.lose = 0.0
        total = 0
        for x in range(classes):
            wx = pool[x]
            if not wx:
                continue
            c = self._card(x, suits)
            pool[x] -= 1
            self._rank_pool[c >> _RANK] -= 1
            sc[0] = c
            s = strength(sc, 0, _MID, self._rules)
            n = self._shape(s, foes, strength, suits, classes)
            below = self._count(foes, 0, suits, classes) / n
            not_above = self._count(foes, _MAX_FOES, suits, classes) / n
            self.win += wx * below
            self.tie += wx * (not_above - below)
            self.lose += wx * (1.0 - not_above)
            total += wx
            pool[x] += 1
            self._rank_pool[c >> _RANK] += 1
        self.win /= total
        self.tie /= total
        self.lose /= total

    def _shape(self, s, foes, strength, suits, classes):
        """Each opponent's allowed private cards as (tau, excluded rank); returns the
        number of ways the opponents can draw their private cards."""
        pool = self._pool
        cum = self._cum
        sc = self._cards
        rules = self._rules
        n = 0
        for c in range(classes):
            cum[c] = n
            n += pool[c]
        cum[classes] = n
        for j in range(foes):
            sc[_FOE] = self._foes[j]
            self._tau[j] = self._tau[j + _MAX_FOES] = 0
            self._excl[j] = self._excl[j + _MAX_FOES] = _NONE
            # Pending non-allowed cards (count, rank, mixed) since the start, committed
            # at each allowed class: those below tau must be exactly one whole rank.
            bad_w = bad_n = 0
            rank_w = rank_n = _NONE
            mixed_w = mixed_n = False
            for c in range(classes):
                if not pool[c]:
                    continue
                sc[_FOE + 1] = self._card(c, suits)
                t = strength(sc, _FOE, _MID, rules)
                r = c if not suits else c >> _RANK
                if t < s:
                    self._tau[j] = c + 1
                    self._excl[j] = rank_w if bad_w else _NONE
                    self._check(mixed_w, bad_w, rank_w)
                else:
                    bad_w += pool[c]
                    if rank_w == _NONE:
                        rank_w = r
                    elif rank_w != r:
                        mixed_w = True
                if t <= s:
                    self._tau[j + _MAX_FOES] = c + 1
                    self._excl[j + _MAX_FOES] = rank_n if bad_n else _NONE
                    self._check(mixed_n, bad_n, rank_n)
                else:
                    bad_n += pool[c]
                    if rank_n == _NONE:
                        rank_n = r
                    elif rank_n != r:
                        mixed_n = True
        return self._falling(n, foes)

    def _check(self, mixed, bad, rank):
        if mixed or bad and bad != self._rank_pool[rank]:
            raise ValueError("odds: this strength does not rank private cards in order")

    @staticmethod
    def _falling(a, k):
        """a * (a - 1) * .. (k factors) as a float; 0 if a < k."""
        if a < k:
            return 0.0
        f = 1.0
        for i in range(k):
            f *= a - i
        return f

    def _count(self, foes, base, suits, classes):
        """Ways the opponents draw distinct private cards all in their allowed sets."""
        tau = self._tau
        excl = self._excl
        cum = self._cum
        level_tau = self._level_tau
        level_size = self._level_size
        # Levels: the distinct tau, ascending, with how many opponents each.
        levels = 0
        for j in range(foes):
            t = tau[base + j]
            i = 0
            while i < levels and level_tau[i] < t:
                i += 1
            if i < levels and level_tau[i] == t:
                level_size[i] += 1
                continue
            k = levels
            while k > i:
                level_tau[k] = level_tau[k - 1]
                level_size[k] = level_size[k - 1]
                k -= 1
            level_tau[i] = t
            level_size[i] = 1
            levels += 1
        # Groups: the opponents that share an excluded rank (same level, checked), by
        # level and by the first level whose prefix holds that rank's cards.
        groups = 0
        done = self._ranks_done
        for r in range(13):
            done[r] = 0
        poly = self._poly
        for j in range(foes):
            r = excl[base + j]
            if r == _NONE or done[r]:
                continue
            done[r] = 1
            t = tau[base + j]
            members = 0
            for i in range(foes):
                if excl[base + i] == r:
                    if tau[base + i] != t:
                        raise ValueError("odds: pairing cards shared across levels")
                    members += 1
            level = 0
            while level_tau[level] != t:
                level += 1
            first = self._first_level_below(r, levels, suits, classes)
            g = 0
            while g < groups and not (self._group_level[g] == level
                                      and self._group_from[g] == first):
                g += 1
            if g == groups:
                self._group_level[g] = level
                self._group_from[g] = first
                self._group_degree[g] = 0
                poly[g * (_MAX_FOES + 1)] = 1.0
                groups += 1
            self._times_pairing(g, members, self._rank_pool[r])
        # Sum over how many opponents of each group are forced onto a pairing card.
        digit = self._group_digit
        for g in range(groups):
            digit[g] = 0
        total = 0.0
        while True:
            coef = 1.0
            for g in range(groups):
                coef *= poly[g * (_MAX_FOES + 1) + digit[g]]
            if coef:
                used = 0  # opponents placed so far, forced or not
                for level in range(levels):
                    forced_here = 0
                    forced_below = 0
                    for g in range(groups):
                        if self._group_level[g] == level:
                            forced_here += digit[g]
                        if self._group_from[g] <= level:
                            forced_below += digit[g]
                    free = level_size[level] - forced_here
                    # below this tau: the unseen cards, less those taken by the free
                    # opponents of the levels before and by every forced opponent
                    # whose pairing cards lie below it
                    avail = cum[level_tau[level]] - used - forced_below
                    coef *= self._falling(avail, free)
                    used += free
                    if not coef:
                        break
                total += coef
            g = 0
            while g < groups:
                digit[g] += 1
                if digit[g] <= self._group_degree[g]:
                    break
                digit[g] = 0
                g += 1
            if g == groups:
                break
        return total if total > 0.0 else 0.0

    def _first_level_below(self, rank, levels, suits, classes):
        """The first level whose allowed prefix holds every unseen card of `rank`."""
        pool = self._pool
        whole = self._rank_pool[rank]
        lo = rank << 2 if suits else rank
        hi = lo + 4 if suits else lo + 1
        for level in range(levels):
            t = self._level_tau[level]
            inside = 0
            for c in range(lo, hi):
                if c < t:
                    inside += pool[c]
            if inside == whole:
                return level
            if inside:
                raise ValueError("odds: pairing cards straddle a level")
        return levels

    def _times_pairing(self, g, members, cards):
        """Multiply group g's polynomial by sum_s (-1)^s C(members, s) falling(cards, s) z^s."""
        poly = self._poly
        base = g * (_MAX_FOES + 1)
        degree = self._group_degree[g]
        top = members if members < cards else cards
        for d in range(degree + top, -1, -1):
            acc = 0.0
            choose = 1.0  # C(members, s)
            fall = 1.0    # falling(cards, s)
            for s in range(top + 1):
                if s:
                    choose = choose * (members - s + 1) / s
                    fall *= cards - s + 1
                if 0 <= d - s <= degree:
                    term = choose * fall * poly[base + d - s]
                    acc += -term if s & 1 else term
            poly[base + d] = acc
        self._group_degree[g] = degree + top
