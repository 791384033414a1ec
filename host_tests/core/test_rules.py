"""Rules validation: every keyword is checked and a bad value names the field."""

import pytest

from indian_poker import (
    COMMUNITY,
    FIRST,
    LAST_STANDING,
    LOW,
    NO_LIMIT,
    PARTY,
    POT,
    STANDARD,
    STUD,
    SUITS,
    TWO_CARD,
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
    ("odd_chip", -1), ("hands", 251), ("hands", -3), ("hands", True), ("dealer_plays", 2),
    ("variant", 6), ("pairs", 2), ("pairs", "yes"),
])
def test_out_of_range_values_name_the_field(field, value):
    """R-PLAYERS and section 7: a bad value raises ValueError naming the field."""
    with pytest.raises(ValueError, match=field):
        Rules(**{field: value})


def test_the_checker_names_the_same_limits_as_the_rules():
    """rules_check.py names rules.py's limits itself (an import back would be a cycle):
    they must agree, or a stack or a length the rules allow would be refused."""
    from indian_poker import rules, rules_check
    assert rules_check._MAX_STACK == rules.MAX_STACK
    assert rules_check._UNTIL_BUST == rules.UNTIL_BUST
    assert rules_check._LAST_STANDING == rules.LAST_STANDING
    assert rules_check._STRUCTURES == rules.STRUCTURE_NAMES


def test_forehead_stud_needs_seven_cards_each():
    """V-STUD: 2-7 players, so that 7 cards each fit in the deck."""
    assert Rules(players=7, variant=STUD).variant == STUD
    with pytest.raises(ValueError, match="2 to 7 players"):
        Rules(players=8, variant=STUD)


def test_O_STRUCTURE_and_O_LENGTH_values_are_accepted():
    """O-STRUCTURE: fixed, pot and no limit; O-LENGTH: rotation, N hands, until bust,
    last standing."""
    assert Rules(structure=POT).structure == POT
    assert Rules(structure=NO_LIMIT, hands=UNTIL_BUST).hand_count() == 0
    assert Rules(hands=LAST_STANDING).hand_count() == 0
    assert Rules(players=4, hands=40, stack=10).hand_count() == 40


def test_O_LENGTH_agreed_number_of_hands():
    """O-LENGTH: N hands instead of one rotation."""
    assert Rules(players=4, hands=6).hand_count() == 6


def test_O_PAIRS_is_an_option_of_the_two_card_and_community_games_only():
    """O-PAIRS "(two-card and community only)": another game refuses it, naming the field."""
    assert Rules().pairs is False   # the sheets: the highest card wins
    assert Rules(variant=TWO_CARD, pairs=True).pairs is True
    assert Rules(variant=COMMUNITY, pairs=True).pairs is True
    for variant in (STANDARD, LOW, STUD, PARTY):
        with pytest.raises(ValueError, match="pairs: only the two-card and community games"):
            Rules(variant=variant, pairs=True)
        assert Rules(variant=variant, pairs=False).pairs is False


@pytest.mark.parametrize("rules", [
    Rules(players=7, stack=300, ante=2, bet=3, raise_cap=2, tiebreak=SUITS, odd_chip=FIRST,
          hands=9, dealer_plays=False),
    Rules(players=3, hands=UNTIL_BUST, variant=TWO_CARD, pairs=True),
    Rules(players=10, stack=10000, hands=LAST_STANDING, variant=COMMUNITY, pairs=True),
    Rules(players=2, hands=LAST_STANDING, variant=COMMUNITY),
    Rules(hands=250, structure=NO_LIMIT, variant=PARTY),
])
def test_pack_round_trips(rules):
    """Every option, O-PAIRS and each O-LENGTH included, survives the 12 bytes."""
    packed = pack_rules(rules)
    assert len(packed) == 12 and packed[11] == 0
    assert pack_rules(unpack_rules(packed)) == packed
    assert vars(unpack_rules(packed)) == vars(rules)
    with pytest.raises(ValueError):
        unpack_rules(b"\x00" * 12)
    with pytest.raises(ValueError):
        unpack_rules(packed[:5])


def test_rules_packed_before_R_BUST_unpack_with_the_meaning_they_were_played_with():
    """Version 1 (written before R-BUST and O-PAIRS): its "until bust" (0xFF) played on
    until one player was left, i.e. LAST_STANDING; and pairs counted in the two-card and
    community games. Bytes as the earlier pack_rules wrote them."""
    # version, players, stack lo/hi, ante, bet, raise cap, structure, flags, hands, variant, 0
    old_bust = bytes((1, 3, 5, 0, 1, 1, 1, 0, 0, 0xFF, TWO_CARD, 0))
    rules = unpack_rules(old_bust)
    assert (rules.hands, rules.pairs, rules.variant) == (LAST_STANDING, True, TWO_CARD)
    old_rotation = bytes((1, 4, 100, 0, 1, 1, 1, 0, 0b101, 0, LOW, 0))
    rules = unpack_rules(old_rotation)
    assert (rules.hands, rules.pairs, rules.tiebreak, rules.dealer_plays) == (0, False, 1, False)
    assert unpack_rules(bytes((1, 4, 100, 0, 1, 1, 1, 0, 0, 6, COMMUNITY, 0))).pairs is True
    with pytest.raises(ValueError):   # the pairs flag did not exist in version 1
        unpack_rules(bytes((1, 4, 100, 0, 1, 1, 1, 0, 8, 0, TWO_CARD, 0)))
    with pytest.raises(ValueError):
        unpack_rules(bytes((3,)) + old_rotation[1:])
