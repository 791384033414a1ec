"""The dealer's PHH hand histories: replayed on the rules core, and in PokerKit.

    .venv/bin/python tools/phh.py FILE_OR_DIR...          # the rules core; exit 1 on a mismatch
    .venv/bin/python tools/phh.py replay FILE_OR_DIR...   # both engines' final stacks per hand

A history is replayed on a fresh one-hand session: p1..pn become seats 1..n-1 and 0
(pn, the dealer, is seat 0), with the file's starting stacks (plus what each holds
behind, `_behind`), cards and actions. The result must reach the file's finishing
stacks exactly.

`replay` also plays each hand in PokerKit (0.7.7, requirements-dev.txt), which refuses
our files on its own (KeyError 'IP': PHH has no game of cards on the forehead). This
module is the game definition it needs: `IndianPokerHistory`, a PokerKit HandHistory
that reads the game from our user fields (`_game`, `_structure`, `_raise_cap`,
`_pairs`, `_tiebreak`). Every game played for chips is expressed:
- standard and low: one hole card, a one-card high hand (low: the ace low, the lower
  wins); two-card: two hole cards, the higher card only (with O-PAIRS, a two-card hand:
  a pair first, then the higher card, then the lower); community: one hole card and one
  board card, the higher of the two (O-PAIRS: the two as a hand); stud: its five
  streets, two down and one up, three up, one down, the best five of seven;
- the suit tiebreak (O-TIEBREAK), which PokerKit's lookups have no notion of: the same
  hands, whose entries then count the suit of their highest card (spades > hearts >
  diamonds > clubs), as PokerKit compares hands by their entries;
- fixed limit (bet, raise cap), pot limit and no limit, every street opened by p1 (the
  dealer's left); antes only; odd chips of a split to the first winner from p1, which is
  PokerKit's own rule (O-ODD-CHIP first) and moot in the ledger's 1/2520 (`_unit`), where
  any split among ten is exact;
- stud's cards, listed whole at the deal in our files (the deal fingerprint commits to
  them there), are dealt street by street as PokerKit expects; a real deck's `??` cards
  are dealt unknown and shown at the showdown.
What it cannot express: the party game (V-DRINK: no chips and no betting, the lowest
card drinks), which `replay` reports and skips; and one difference in the odd chip of
O-ODD-CHIP first, when tied winners share a main pot and a side pot: PokerKit divides
the merged sum once, we divide each pot on its own (host_tests/core/test_pokerkit_differential.py).
One hand PokerKit 0.7.7 cannot finish: when every player in a side pot has folded (the
last of them with a check free, to a player all-in for less), an assertion in its
chips pushing fails; the rules core gives those chips to the players still in, with
the pot below. `replay` reports such a hand as PokerKit's failure.
"""

import pathlib
import sys
import tomllib
import warnings

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware" / "lib"))

from indian_poker import (  # noqa: E402
    UNIT,
    Rules,
    Session,
    card,
    variants,  # noqa: E402
)
from indian_poker.actions import BET, CALL, CHECK, FOLD, RAISE  # noqa: E402
from indian_poker.rules import STRUCTURE_NAMES  # noqa: E402


def load(text):
    """The fields of one PHH document, checked to be one of ours."""
    fields = tomllib.loads(text)
    if fields.get("variant") != "IP":
        raise ValueError("not an Indian Poker hand history (variant %r)" % fields.get("variant"))
    return fields


def variant_number(name):
    """The variant number whose NAME (the PHH `_game`) is `name`; ValueError if none."""
    for variant in range(len(variants.WORDS)):
        if variants.load(variant).NAME == name:
            return variant
    raise ValueError("no game is called %r" % (name,))


def rules_of(fields):
    """The Rules a history was played under."""
    unit = fields["_unit"]
    players = len(fields["starting_stacks"])
    structure = STRUCTURE_NAMES.index(fields["_structure"])
    bet = fields.get("small_bet", fields.get("min_bet")) // unit
    return Rules(players=players, structure=structure, ante=fields["antes"][0] // unit,
                 bet=bet, raise_cap=fields.get("_raise_cap", 1), hands=fields.get("_hands", 1),
                 variant=variant_number(fields["_game"]),
                 tiebreak=("split", "suits").index(fields["_tiebreak"]),
                 odd_chip=("ledger", "first").index(fields["_odd_chip"]),
                 pairs=fields.get("_pairs", False))


def behind(fields):
    """What each player holds outside the hand (`_behind`, file units; 0 when absent)."""
    return fields.get("_behind") or [0] * len(fields["starting_stacks"])


def held(fields, key):
    """Each player's balance before (`key` "starting_stacks") or after the hand
    ("finishing_stacks"): the stack in play and what is behind, in file units."""
    return [stack + kept for stack, kept in zip(fields[key], behind(fields), strict=True)]


def replay(text):
    """Replay one history on the core; return (our finishing stacks, the file's), file units."""
    fields = load(text)
    rules = rules_of(fields)
    unit = fields["_unit"]
    scale = UNIT // unit
    players = rules.players
    seat_of = [(i + 1) % players for i in range(players)]  # p1 is seat 1, pn the dealer
    stacks = [0] * players
    for i, amount in enumerate(fields["starting_stacks"]):
        stacks[seat_of[i]] = amount + behind(fields)[i]
    session = Session.from_balances(rules, [stacks[seat] * scale for seat in range(players)])
    dealt = {}
    shown = {}
    for action in fields["actions"]:
        words = action.split()
        if words[:2] == ["d", "dh"]:
            dealt[seat_of[int(words[2][1:]) - 1]] = words[3]
        elif len(words) > 1 and words[1] == "sm":
            shown[seat_of[int(words[0][1:]) - 1]] = words[2]
    physical = any("?" in held for held in dealt.values())
    if physical:
        hand = session.deal(physical=True)
    else:
        cards = []
        for seat in range(players):
            held = dealt[seat]
            cards.extend(card(held[i:i + 2]) for i in range(0, len(held), 2))
        for action in fields["actions"]:
            if action.startswith("d db "):
                cards.append(card(action.split()[2]))
        # A hand that ended before its middle card was turned up never shows it: any
        # card not dealt stands in for it, it decides nothing.
        spare = (c for c in range(52) if c not in cards)
        game = session.game
        while len(cards) < players * len(game.SLOTS) + len(game.MIDDLE):
            cards.append(next(spare))
        hand = session.deal(cards=cards)
    for action in fields["actions"]:
        words = action.split()
        if words[0] == "d" or words[1] == "sm":
            continue
        seat = seat_of[int(words[0][1:]) - 1]
        if seat != hand.to_act:
            raise ValueError("%r: it is not that player's turn" % action)
        if words[1] == "f":
            hand.act(FOLD)
        elif words[1] == "cc":
            hand.act(CHECK if hand.legal() >> CHECK & 1 else CALL)
        elif words[1] == "cbr":
            kind = RAISE if hand.target else BET
            to = int(words[2]) * scale // UNIT
            hand.act(kind, None if rules.structure == 0 else to)
        else:
            raise ValueError("unknown action %r" % action)
    for seat, held in shown.items():
        if hand.awaiting_reveal() >> seat & 1:
            hand.reveal(seat, card(held[:2]))
    if not hand.over:
        raise ValueError("the history stops before the hand is over")
    ours = [session.balance(seat_of[i]) // scale - behind(fields)[i] for i in range(players)]
    return ours, fields.get("finishing_stacks")


# ---- PokerKit: the game definition of our files ---------------------------------------

class Unsupported(ValueError):
    """A history PokerKit cannot play (the party game has no chips)."""


try:
    import pokerkit
except ImportError:   # the simulator's packages only: `replay` says so
    pokerkit = None

if pokerkit is not None:
    from collections import Counter
    from dataclasses import dataclass

    from pokerkit import (
        Automation,
        BettingStructure,
        CombinationHand,
        Deck,
        Entry,
        HandHistory,
        Label,
        Lookup,
        Mode,
        Opening,
        RankOrder,
        StandardHighHand,
        State,
        Street,
    )

    @dataclass
    class _HighCardLookup(Lookup):
        """One card, the deuce low and the ace high."""

        rank_order = RankOrder.STANDARD

        def _add_entries(self):
            self._add_multisets(Counter({1: 1}), (True,), Label.HIGH_CARD)

    @dataclass
    class _AceLowLookup(Lookup):
        """One card, the ace low (V-LOW)."""

        rank_order = RankOrder.REGULAR

        def _add_entries(self):
            self._add_multisets(Counter({1: 1}), (True,), Label.HIGH_CARD)

    @dataclass
    class _TwoCardLookup(Lookup):
        """Two cards, poker style (O-PAIRS): any pair over any two ranks; then the higher
        rank, then the lower."""

        rank_order = RankOrder.STANDARD

        def _add_entries(self):
            self._add_multisets(Counter({1: 2}), (False, True), Label.HIGH_CARD)
            self._add_multisets(Counter({2: 1}), (False,), Label.ONE_PAIR)

    class HighCard(CombinationHand):
        """The best single card of a player's: standard, two-card, community."""

        lookup = _HighCardLookup()
        low = False
        card_count = 1

    class LowCard(CombinationHand):
        """One card, the lower wins and the ace is the lowest (V-LOW)."""

        lookup = _AceLowLookup()
        low = True
        card_count = 1

    class TwoCards(CombinationHand):
        """Two cards as one hand, with pairs (O-PAIRS)."""

        lookup = _TwoCardLookup()
        low = False
        card_count = 2

    _SUITS = "cdhs"   # O-TIEBREAK: spades > hearts > diamonds > clubs

    def _with_suits(hand_type):
        """`hand_type` whose equal hands go by the suit of their highest card."""
        class BySuit(hand_type):
            low = False

            @property
            def entry(self):
                base = super().entry
                index = -base.index if hand_type.low else base.index   # higher is better
                top = max(self.cards, key=lambda c: (self.lookup.rank_order.index(c.rank),
                                                     _SUITS.index(c.suit)))
                return Entry(index * 4 + _SUITS.index(top.suit), base.label)

        BySuit.__name__ = BySuit.__qualname__ = hand_type.__name__ + "BySuit"
        return BySuit

    _BY_SUIT = {hand_type: _with_suits(hand_type) for hand_type in (HighCard, LowCard,
                                                                    TwoCards)}
    _STRUCTURES = {"fixed limit": BettingStructure.FIXED_LIMIT,
                   "pot limit": BettingStructure.POT_LIMIT,
                   "no limit": BettingStructure.NO_LIMIT}
    # PokerKit deals the hole cards and pays the pots; the showdown's cards come from
    # the file (a real deck's are known only then).
    _AUTOMATIONS = (Automation.ANTE_POSTING, Automation.BET_COLLECTION,
                    Automation.BLIND_OR_STRADDLE_POSTING, Automation.CARD_BURNING,
                    Automation.RUNOUT_COUNT_SELECTION, Automation.HAND_KILLING,
                    Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)

    def hand_type(fields):
        """The PokerKit hand type of a history's game and options."""
        game = fields["_game"]
        if game == "stud":   # suits never break a tie in stud
            return StandardHighHand
        if game == "low":
            kind = LowCard
        elif game in ("two-card", "community") and fields.get("_pairs"):
            kind = TwoCards
        else:
            kind = HighCard
        return _BY_SUIT[kind] if fields["_tiebreak"] == "suits" else kind

    def streets(fields, bet):
        """The streets of a history's game: what is dealt, then a betting round each."""
        game = fields["_game"]
        fixed = fields["_structure"] == "fixed limit"
        raises = fields.get("_raise_cap", 1) + 1 if fixed else None

        def street(hole=(), board=0):
            return Street(False, hole, board, False, Opening.POSITION, bet, raises)

        if game == "party":
            raise Unsupported("the party game has no chips and no betting: PokerKit "
                              "cannot play it")
        if game == "two-card":
            return (street((False, False)),)
        if game == "community":
            return street((False,)), street(board=1)
        if game == "stud":
            return (street((False, False, True)), street((True,)), street((True,)),
                    street((True,)), street((False,)))
        return (street((False,)),)

    class IndianPokerHistory(HandHistory):
        """PokerKit's HandHistory for the dealer's files (variant 'IP'): the game, the
        betting and the hands from our user fields (see this module's docstring)."""

        def create_state(self):
            """The hand's PokerKit state, before its first action."""
            fields = self.user_defined_fields
            bet = self.small_bet if self.small_bet is not None else self.min_bet
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                return State(_AUTOMATIONS, Deck.STANDARD, (hand_type(fields),),
                             streets(fields, bet), _STRUCTURES[fields["_structure"]],
                             self.ante_trimming_status, self.antes,
                             self.blinds_or_straddles, 0, self.starting_stacks,
                             len(self.starting_stacks), mode=Mode.CASH_GAME)

        @property
        def state_actions(self):
            """The states after each action; each player's cards, listed whole at the
            deal, are dealt street by street (a real deck's are unknown until shown)."""
            state = self.create_state()
            cards = {}
            for action in self.actions:
                words = action.split()
                if words[:2] == ["d", "dh"]:
                    cards[int(words[2][1:]) - 1] = [words[3][i:i + 2]
                                                    for i in range(0, len(words[3]), 2)]
            yield state, None
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                for action in self.actions:
                    if action.startswith("d dh "):
                        continue
                    while state.can_deal_hole():   # this street's cards, as PokerKit deals
                        index = state.hole_dealee_index
                        state.deal_hole(cards[index].pop(0), index)
                    words = action.split()
                    if words[1:2] == ["sm"]:   # shown before an all-in's later streets:
                        index = int(words[0][1:]) - 1   # the cards dealt so far
                        action = "%s sm %s" % (words[0],
                                               words[2][:2 * len(state.hole_cards[index])])
                    pokerkit.notation.parse_action(state, action, self.parse_value)
                    yield state, action
                while state.can_deal_hole():
                    index = state.hole_dealee_index
                    state.deal_hole(cards[index].pop(0), index)
                while state.status and state.can_show_or_muck_hole_cards():
                    state.show_or_muck_hole_cards(True)   # an all-in's later cards, shown
                yield state, None


def pokerkit_replay(text):
    """Play one history in PokerKit; return (its finishing stacks, the file's), file
    units. Unsupported for the party game; RuntimeError without PokerKit."""
    if pokerkit is None:
        raise RuntimeError("PokerKit is not installed: .venv/bin/pip install -r "
                           "requirements-dev.txt")
    load(text)   # one of ours
    history = IndianPokerHistory.loads(text)
    if history.user_defined_fields.get("_game") == "party":
        streets(history.user_defined_fields, 0)   # raises Unsupported
    state = None
    for state in history:   # noqa: B007  (the last state is the hand's end)
        pass
    if state is None or state.status:
        raise ValueError("PokerKit did not finish the hand")
    return list(state.stacks), history.finishing_stacks


def files(paths):
    """Every .phh file under `paths` (files, or folders of them)."""
    found = []
    for path in map(pathlib.Path, paths):
        found.extend(sorted(path.glob("*.phh")) if path.is_dir() else [path])
    return found


def readable(path):
    """The text of `path` and the core's replay of it, or None after a line naming the file
    and what is wrong with it (missing, unreadable, not one of ours, broken)."""
    try:
        text = path.read_text()
        return text, replay(text)
    except (OSError, UnicodeDecodeError) as why:
        print("%s: cannot be read (%s)" % (path, getattr(why, "strerror", None) or why))
    except ValueError as why:   # tomllib's errors too
        print("%s: not a history this tool can replay: %s" % (path, why))
    return None


def _judged(paths, judge):
    """1 if a .phh file under `paths` does not read, or `judge(path, text, ours, expected)`
    (which prints its line) finds one bad; else 0."""
    bad = 0
    for path in files(paths):
        read = readable(path)
        if read is None:
            bad += 1
        else:
            text, (ours, expected) = read
            bad += judge(path, text, ours, expected)
    return 1 if bad else 0


def _against_file(path, text, ours, expected):
    print("%s: %s" % (path, "ok" if ours == expected else
                      "MISMATCH %s != %s" % (ours, expected)))
    return ours != expected


def _against_pokerkit(path, text, ours, expected):
    try:
        theirs, _ = pokerkit_replay(text)
    except Unsupported as why:
        print("%s: core %s; PokerKit: %s" % (path, ours, why))
        return ours != expected
    except AssertionError:
        print("%s: core %s; PokerKit fails inside (an assertion): every player in a "
              "side pot folded?" % (path, ours))
        return True
    agree = ours == theirs == expected
    print("%s: core %s, PokerKit %s%s" % (path, ours, theirs,
                                           "" if agree else "  MISMATCH (file %s)" % expected))
    return not agree


def main(paths):
    """Replay every .phh file under `paths` on the core; print one line per file."""
    return _judged(paths, _against_file)


def main_replay(paths):
    """Each hand in the rules core and in PokerKit: both engines' final stacks, one line
    per file; exit 1 when they differ from each other or from the file."""
    return _judged(paths, _against_pokerkit)


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] in (["-h"], ["--help"]):
        print(__doc__.split("\n\n")[1])
        sys.exit(0)
    if args[:1] == ["replay"]:
        sys.exit(main_replay(args[1:] or ["."]))
    sys.exit(main(args or ["."]))
