"""Rules validation: every keyword is checked and a bad value names the field."""

import pytest

from indian_poker import (
    FIRST,
    NO_LIMIT,
    POT,
    STUD,
    SUITS,
    UNTIL_BUST,
    Rules,
)
from indian_poker.packing import pack_rules, unpack_rules


def test_defaults_are_the_standard_profile():
    """R-PLAYERS, R-STACK, R-ANTE, R-ONE-RAISE, R-SESSION defaults."""
    rules = Rules()
    assert (rules.players, rules.stack, rules.ante, rules.bet, rules.raise_cap) == (4, 100, 1, 1, 1)
    assert rules.hand_count() == 4


@pytest.mark.parametrize("field,value", [
    ("players", 1), ("players", 11), ("players", "4"), ("players", True), ("stack", 0),
    ("ante", -1), ("bet", 0), ("raise_cap", 11), ("structure", 3), ("tiebreak", 2),
    ("odd_chip", -1), ("hands", 251), ("hands", -2), ("dealer_plays", 2), ("variant", 6),
])
def test_out_of_range_values_name_the_field(field, value):
    """R-PLAYERS and section 7: a bad value raises ValueError naming the field."""
    with pytest.raises(ValueError, match=field):
        Rules(**{field: value})


def test_forehead_stud_needs_seven_cards_each():
    """V-STUD: 2-7 players, so that 7 cards each fit in the deck."""
    assert Rules(players=7, variant=STUD).variant == STUD
    with pytest.raises(ValueError, match="2 to 7 players"):
        Rules(players=8, variant=STUD)


def test_O_STRUCTURE_and_O_LENGTH_values_are_accepted():
    """O-STRUCTURE: fixed, pot and no limit; O-LENGTH: rotation, N hands, until bust."""
    assert Rules(structure=POT).structure == POT
    assert Rules(structure=NO_LIMIT, hands=UNTIL_BUST).hand_count() == 0
    assert Rules(players=4, hands=40, stack=10).hand_count() == 40


def test_O_LENGTH_agreed_number_of_hands():
    """O-LENGTH: N hands instead of one rotation."""
    assert Rules(players=4, hands=6).hand_count() == 6


def test_pack_round_trips():
    rules = Rules(players=7, stack=300, ante=2, bet=3, raise_cap=2, tiebreak=SUITS,
                  odd_chip=FIRST, hands=9, dealer_plays=False)
    packed = pack_rules(rules)
    assert len(packed) == 12
    assert pack_rules(unpack_rules(packed)) == packed
    assert vars(unpack_rules(packed)) == vars(rules)
    with pytest.raises(ValueError):
        unpack_rules(b"\x00" * 12)
    with pytest.raises(ValueError):
        unpack_rules(packed[:5])
