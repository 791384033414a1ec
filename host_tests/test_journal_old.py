"""Journals written before R-BUST and O-PAIRS resume as they were agreed, or say they cannot.

The hex below is what the save journal held (its records up to the first erased byte),
written by the dealer's code just before packed rules became version 2, from these
scripted sessions (cards in seat order, seat 0 dealing first):

- OLD_UNTIL_BUST: 3 players, 3 chips, "until bust" (which then played on until one
  player was left). Hand 1: 2c Ac 3c; BOB bets, CAT calls, ANN folds. Hand 2: Kc 2d 3d;
  CAT's ante is her last chip, ANN and BOB check, ANN takes 3. Hand 3, CAT sitting out:
  Qh Jh; BOB bets. Saved there, mid-hand.
- OLD_N_HANDS_BETWEEN / OLD_N_HANDS_MID: the same with 6 hands agreed; saved after hand
  2, and in hand 3 after BOB's bet.
- OLD_TWO_CARD: 2 players, two-card game: ANN 9h+9c, BOB As+Kd; BOB checks.
- OLD_STANDARD: 4 players, EX-1 of the rulebook (2h Kc 9d 4s: check, bet, three folds),
  then hand 2 (As Ks Qs Js), BOB deals, CAT checks.

Finishing each hand in play on that code gave: OLD_UNTIL_BUST, ANN calls: 6, 3, 0 and
the session goes on; OLD_TWO_CARD, ANN checks: ANN 101 (the pair of nines wins);
OLD_STANDARD, everyone checks: 102, 98, 102, 98.
"""

from app_sim_helpers import run_driver

from dealer.store import restore as rs
from indian_poker import CALL, CHECK, LAST_STANDING, UNIT

OLD_UNTIL_BUST_HEX = (
    "3753495001010303000101010000ff000000000000414e4e424f42434154881d"
    "0000881d000000881d0000881d000000881d0000881d000000008305ad0a4402"
    "0000030700030030047fe3f515014503df5984ea0145024969839d0145006508"
    "8d730a44020001030700032c0105416b5259014501f3388a04014501f3388a04"
    "0a44020000030300032a26ff1cfc498d014503df5984ea"
)
OLD_TWO_CARD_HEX = (
    "2b5349500101026400010101000000020000000000414e4e424f4260d8030060"
    "d803000060d8030060d8030000a25367970b44020000020300041e1c332db234"
    "b711014501f3388a04"
)
OLD_N_HANDS_BETWEEN_HEX = (
    "375349500101030300010101000006000000000000414e4e424f42434154881d"
    "0000881d000000881d0000881d000000881d0000881d00000097602a0f0a4402"
    "0000030700030030047fe3f515014503df5984ea0145024969839d0145006508"
    "8d730a44020001030700032c0105416b5259014501f3388a04014501f3388a04"
)
OLD_N_HANDS_MID_HEX = (
    "375349500101030300010101000006000000000000414e4e424f42434154881d"
    "0000881d000000881d0000881d000000881d0000881d00000097602a0f0a4402"
    "0000030700030030047fe3f515014503df5984ea0145024969839d0145006508"
    "8d730a44020001030700032c0105416b5259014501f3388a04014501f3388a04"
    "0a44020000030300032a26ff1cfc498d014503df5984ea"
)
OLD_STANDARD_HEX = (
    "435349500101046400010101000000000000000000414e4e424f424341544441"
    "4e60d8030060d803000060d8030060d803000060d8030060d803000060d80300"
    "60d8030000f6411e050b44020000040f0004022c1d0b27d6d6f7014501f3388a"
    "04014503df5984ea01450065088d7301450065088d7301450065088d730b4402"
    "0001040f0004332f2b276f1eb811014501f3388a04"
)


def image(hexes):
    data = bytes.fromhex("".join(hexes))
    return data + b"\xff" * (4096 - len(data))


def chips(session):
    return [units / UNIT for units in session.balances()]


def test_an_old_until_bust_session_resumes_as_last_standing_mid_hand():
    """O-LENGTH: the old "until bust" played on with CAT out: that is LAST_STANDING now."""
    saved = rs.load(image(OLD_UNTIL_BUST_HEX))
    assert saved.status == rs.SAVED and saved.names == ["ANN", "BOB", "CAT"]
    session = saved.session
    assert session.rules.hands == LAST_STANDING and not session.over
    hand = session.hand
    assert hand.dealer == 0 and not hand.dealt_in(2) and hand.to_act == 0
    hand.act(CALL)
    assert chips(session) == [6, 3, 0] and not session.over


def test_an_old_two_card_session_keeps_the_pairs_it_was_played_with():
    """O-PAIRS: pairs counted in the two-card game before; the resumed session says so."""
    saved = rs.load(image(OLD_TWO_CARD_HEX))
    assert saved.status == rs.SAVED
    session = saved.session
    assert session.rules.pairs is True
    session.hand.act(CHECK)
    assert chips(session) == [101, 99]


def test_an_old_standard_session_resumes_exactly():
    saved = rs.load(image(OLD_STANDARD_HEX))
    assert saved.status == rs.SAVED
    session = saved.session
    assert (session.dealer, session.hand_no, session.rules.hands) == (1, 2, 0)
    hand = session.hand
    while not hand.over:
        hand.act(CHECK)
    assert chips(session) == [102, 98, 102, 98]


def test_an_old_session_of_agreed_hands_with_a_player_out_is_over_between_hands():
    """R-BUST: CAT cannot pay the next ante, so the session of 6 hands is over now."""
    saved = rs.load(image(OLD_N_HANDS_BETWEEN_HEX))
    assert saved.status == rs.SAVED
    assert saved.session.over and chips(saved.session) == [4, 5, 0]


def test_an_old_hand_dealt_with_a_player_sitting_out_cannot_resume_and_says_so(tmp_path):
    """Mid-hand, CAT sat out of a session of 6 hands: R-BUST had already ended it, so the
    hand cannot go on. The device says so at power-up, in words, and offers a new one."""
    assert rs.load(image(OLD_N_HANDS_MID_HEX)).status == rs.OLD
    nvm = tmp_path / "old.nvm"
    nvm.write_bytes(image(OLD_N_HANDS_MID_HEX))
    shown = []

    def choose(app):
        shown.append((app.screen_kind, " ".join(app.rows[:7])))
        return None

    run_driver(choose, settings={"DEALER_SLEEP_MINUTES": 0}, nvm=nvm)
    kind, text = shown[0]
    assert kind == "message"
    from dealer.lang import MESSAGES
    old = MESSAGES[5]   # OLD_SAVE (dealer/boot.py)
    assert old.startswith("The saved session cannot go on")
    assert " ".join(text.split()) == old[:1].upper() + old[1:]
