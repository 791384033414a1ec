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

import random

from app_sim_helpers import run_driver

from dealer.store import restore as rs
from indian_poker import CALL, CHECK, LAST_STANDING, UNIT
from testkit.journal_play import FlashNvm, fingerprint

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
    # CAT went out before the bust order was kept: she ranks after whoever goes out from
    # now on (BOB, below), by chips held.
    from indian_poker import card
    while not session.over:
        hand = session.deal(cards=[card("As"), card("Ks"), None] if session.dealer == 1
                            else [card("Ad"), card("Kd"), None])
        while not hand.over:
            hand.act(CHECK)
    assert [person for _, person, _ in session.standings()] == [0, 1, 2]
    assert [rank for rank, _, _ in session.standings()] == [1, 2, 3]


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


# Journals written by the firmware before image headers (the commit before #26's fix),
# each with the sector's last byte 0x4A, the mark that firmware kept, and the state the
# live game had: (balances, tally, hands settled, dealer, hand number, the hand's log,
# ended, packed rules, session id). MID_HAND: 4 players, pass-around, in hand 4;
# TRACKER: 3 players with a real deck, between hands 6 and 7; COMPACTED: 6 players,
# last standing, just after its first compaction in hand 43; TORN: 4 players, a power
# cut 3 bytes into the record of an action in hand 7 (the state before that action).
TODAY_MID_HAND_HEX = (
    "435349500102046400010101000008000000000000414e4e424f424341544441"
    "4e60d8030060d803000060d8030060d803000060d8030060d803000060d80300"
    "60d8030000c9af5c842349ce7005ce319bf615030200040f0004080f20249681"
    "5eb38c49405f99c2a035dfd074b380ed0bb7014501f3388a0401450065088d73"
    "014501f3388a04014501f3388a041b44030201040f00041a0f0d060f58b997e7"
    "eef899152fed51db766b2d9d9f958f014503df5984ea01450065088d73014502"
    "4969839d01450065088d731b44030202040f00042911242c2c5df6486c2f292f"
    "0b50154f13c2ffdfe1123cdd01450065088d73014501f3388a04014503df5984"
    "ea0145024969839d0145047ccce0740145024969839d01450065088d731b4403"
    "0203040f000406031e02f505d8bda67a98a97f9e435446e74c51017627c70145"
    "03df5984ea01450065088d730145047ccce0740145024969839d01450065088d"
    "73"
)
TODAY_MID_HAND_STATE = (
    (269640, 236880, 254520, 246960),
    '00000000', 4, 0, 4,
    "030203040f000406031e02f505d8bda67a98a97f9e435446e74c510300040200",
    False, '020464000101010000080000', 'ce7005ce319bf615')
TODAY_TRACKER_HEX = (
    "375349500102036400010101000006000001000000414e4e424f4243415460d8"
    "030060d803000060d8030060d803000060d8030060d8030000aabadbb70a4403"
    "010003070003fffffffa48d93501450065088d73014501f3388a04005584b7d8"
    "5a01450065088d730a4403010103070003ffffff644873f9014503df5984ea01"
    "450065088d7301450065088d730a4403010203070003ffffff874ffc77014503"
    "df5984ea01450065088d730145047ccce0740145024969839d0245202775c992"
    "cd0245221b70d7cbd00d52020364000101010103060000018c2541b90a440301"
    "0003070003fffffffa48d93504450b010000bad9836c04450c040000e8239ff7"
    "01450065088d7301450065088d730a4403010103070003ffffff644873f90145"
    "01f3388a0401450065088d7304450b030000d40d076f04450c06000086f71bf4"
    "01450065088d730a4403010203070003ffffff874ffc7704450b010000bad983"
    "6c"
)
TODAY_TRACKER_STATE = (
    (254520, 226800, 264600),
    '000000', 5, 2, 6,
    "03010203070003ffffff0b010000",
    False, '020364000101010103060000', None)
TODAY_COMPACTED_HEX = (
    "5b53495001020664000101010003fe0000002a0004414e4e424f424341544441"
    "4e45564546415960d80300f06108000060d80300185808000060d80300000000"
    "000060d80300000000000060d80300881d00000060d80300b03a060000234922"
    "940849c9995d98750da08cca3583d21d4403020406330006332fffff151931bb"
    "6542eeb35a8b0668446bb4cd8dd59e18116e014501f3388a04"
)
TODAY_COMPACTED_STATE = (
    (546840, 544320, 0, 0, 5040, 405720),
    '000000000000', 42, 4, 43,
    "03020406330006332fffff151931bb6542eeb35a8b0668446bb4cd8dd501",
    False, '020664000101010003fe0000', 'c9995d98750da08c')
TODAY_TORN_HEX = (
    "435349500102046400010101000008000000000000414e4e424f424341544441"
    "4e60d8030060d803000060d8030060d803000060d8030060d803000060d80300"
    "60d8030000c9af5c84234988c9031e2c68f717030200040f0004320a132fb176"
    "ccfa8cc25ab070f648434701242202c0fa64014503df5984ea005584b7d85a01"
    "4501f3388a04014501f3388a0401450065088d73005584b7d85a014501f3388a"
    "0401450065088d731b44030201040f00042b13210a07c9da8fad1819471a1126"
    "2393aa36f60722f04b014501f3388a04014503df5984ea0145024969839d0145"
    "047ccce07401450065088d730145024969839d01450065088d731b4403020204"
    "0f0004200518332a166f165cbf9f60538e6d55c74bff47b428e5d81b4d030202"
    "040f00040a1b2132b9301e36f5ca10d05a806bcdfa8e7358aae05e2d01450065"
    "088d7301450065088d73014501f3388a0401450065088d731b44030203040f00"
    "0418262c22fd1c2fb42959da8f56a9a0c330ee7dcb05c7423d01450065088d73"
    "014501f3388a0401450065088d73014501f3388a040d52020464000101010100"
    "0800000076f1a11d1b44030200040f0004300d012262dc87929680021ee368b8"
    "80cd73d148e0eca16304450b030000d40d076f01450065088d7301450065088d"
    "7301450065088d731b44030201040f00042919132ec6a9c0cf28b7df092f46c9"
    "708ec566e4632478a201450065088d7301450065088d7301450065088d731b44"
    "030202040f00040930122b697058e1b75ec59b7158937e0c9b4f59a64e46a101"
    "4501"
)
TODAY_TORN_STATE = (
    (231840, 292320, 234360, 239400),
    '00000000', 6, 2, 7,
    "030202040f00040930122b697058e1b75ec59b7158937e0c9b4f59",
    False, '020464000101010100080000', '88c9031e2c68f717')


TODAY = {"mid hand": (TODAY_MID_HAND_HEX, TODAY_MID_HAND_STATE),
         "tracker": (TODAY_TRACKER_HEX, TODAY_TRACKER_STATE),
         "compacted": (TODAY_COMPACTED_HEX, TODAY_COMPACTED_STATE),
         "torn": (TODAY_TORN_HEX, TODAY_TORN_STATE)}


def _marked(hexes):
    data = bytes.fromhex("".join(hexes))
    return data + b"\xff" * (4095 - len(data)) + b"\x4a"


def _expected(state):
    balances, tally, settled, dealer, hand_no, log, ended, rules, session_id = state
    return (tuple(balances), bytes.fromhex(tally), settled, dealer, hand_no,
            None if log is None else bytearray.fromhex(log), ended, bytes.fromhex(rules),
            None if session_id is None else bytes.fromhex(session_id))


def test_journals_written_before_image_headers_resume_exactly_and_then_take_the_new_form():
    """A journal of the earlier form (no header, the mark in the last byte) reads back as
    it was; the first change after resuming rewrites it in today's form, header first,
    mark gone; a record torn there is told."""
    from dealer.store import journal as jr
    from dealer.store.saver import Saver
    from dealer.table import RESUMED, Table
    for name, (hexes, state) in TODAY.items():
        nvm = FlashNvm(data=_marked(hexes))
        saver = Saver(nvm)
        saved = saver.read(random.Random(1).randbytes)
        assert saved.status == rs.SAVED, name
        got = fingerprint(saved.session)   # these forms predate the bust order and the
        assert got[:9] == _expected(state), name   # chain: nobody out, the chain as made
        assert got[9] == b"", name
        if name == "torn":
            assert saved.lost == ("The last action could not be read back and is lost: the "
                                  "game goes on from before it."), saved.lost
        else:
            assert saved.lost == "", (name, saved.lost)
            assert saver.journal.clean and saver.journal.room == 4095   # clear of the mark
        table = Table(saved.session, saved.names, saved.tracker, lambda text: None, (saver,))
        table.tell(RESUMED)
        hand = saved.session.hand
        if hand is not None and not hand.over and hand.to_act is not None:
            legal = hand.legal()
            table.act(next(a for a in (1, 2, 0) if legal >> a & 1))
        else:
            table.deal()
        saver.compact()
        image = bytes(nvm)
        assert image[1] == jr.HEADER and image[-1] == 0xFF, name
        again = rs.load(image)
        assert fingerprint(again.session) == fingerprint(saved.session) and not again.lost
