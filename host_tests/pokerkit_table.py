"""PokerKit set up for our one-card game, for differential tests (test-only dependency).

One hole card, antes, no blinds, one betting round opened by the dealer's left
(PokerKit index 0), a one-card high-card showdown where equal ranks split, and odd
chips to the first winner from the dealer's left (PokerKit's own convention, our
O-ODD-CHIP FIRST).
"""

import warnings
from collections import Counter
from dataclasses import dataclass

from pokerkit import (
    Automation,
    BettingStructure,
    CombinationHand,
    Deck,
    Label,
    Lookup,
    Mode,
    Opening,
    RankOrder,
    State,
    Street,
)

from indian_poker import FIXED, NO_LIMIT, POT

STRUCTURES = {
    FIXED: BettingStructure.FIXED_LIMIT,
    POT: BettingStructure.POT_LIMIT,
    NO_LIMIT: BettingStructure.NO_LIMIT,
}


@dataclass
class _OneCardLookup(Lookup):
    rank_order = RankOrder.STANDARD

    def _add_entries(self) -> None:
        self._add_multisets(Counter({1: 1}), (True,), Label.HIGH_CARD)


class OneCardHand(CombinationHand):
    """A one-card hand: the higher rank wins; equal ranks tie."""

    lookup = _OneCardLookup()
    low = False
    card_count = 1


AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.BOARD_DEALING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


def new_state(rules, stacks, cards):
    """A PokerKit state for one hand; stacks and card names from the dealer's left."""
    raises = rules.raise_cap + 1 if rules.structure == FIXED else None
    street = Street(False, (False,), 0, False, Opening.POSITION, rules.bet, raises)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = State(AUTOMATIONS, Deck.STANDARD, (OneCardHand,), (street,),
                      STRUCTURES[rules.structure], True, rules.ante, 0, 0, tuple(stacks),
                      len(stacks), mode=Mode.CASH_GAME)
        while state.can_deal_hole():
            state.deal_hole(cards[state.hole_dealee_index])
    return state
