"""The deal fingerprint in the core: what it commits to, its salt, its chain, and old logs.

Every hand the device deals gets a fresh 16-byte salt, drawn right after the cards from
the same health-tested source (R-DEAL), and a fingerprint: SHA-256 over the salt, the
session id, the hand number, the fingerprint of the hand before, the seats, the dealer,
each player's name and every card of the hand, from the dealer's left, later streets
and middle cards included (indian_poker/fingerprint.py, docs/fairness.md).
"""

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drbg import Drbg
from indian_poker import (
    CALL,
    CHECK,
    COMMUNITY,
    PARTY,
    STUD,
    TWO_CARD,
    RngFailure,
    Rules,
    Session,
    card,
)
from indian_poker.eventlog import FLAG_SALTED, HEADER_SIZE, SALT_SIZE, events_start, salt_of
from indian_poker.fingerprint import NO_PREVIOUS, fingerprint, message, sha256, short_text

SLOTS = (1, 1, 2, 1, 7, 1)
MIDDLE = (0, 0, 0, 1, 0, 0)


def play_out(hand):
    """Check or call to the end of the hand."""
    while not hand.over:
        legal = hand.legal()
        hand.act(CHECK if legal >> CHECK & 1 else CALL)


NAMES = ["ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IVY", "JON"]


def dealt(variant, players, seed, hands=1):
    """A session with a seeded RNG and named players, and its `hands`-th dealt hand."""
    session = Session(Rules(players=players, variant=variant, hands=20), entropy=Drbg(seed))
    session.names = NAMES[:players]
    for _ in range(hands - 1):
        play_out(session.deal())
    return session, session.deal()


def of(session, log=None, number=None, session_id=None, names=None, previous=None):
    """The fingerprint of the session's hand, or of a changed log / number / id / names
    / previous fingerprint."""
    hand = session.hand
    return fingerprint(session_id or session.session_id,
                       session.hand_no if number is None else number,
                       hand.log if log is None else log, hand.slots,
                       names or session.names or NAMES,
                       previous or (session.chain[0] if session.chain else NO_PREVIOUS))


games = st.sampled_from(range(6)).flatmap(
    lambda v: st.tuples(st.just(v), st.integers(2, 7 if v == STUD else 10),
                        st.integers(0, 2**32)))


@settings(max_examples=60, deadline=None)
@given(games)
def test_R_DEAL_any_card_the_salt_the_number_or_the_seat_order_changes_it(game):
    """Every card position (later streets and middle cards too), every salt byte, the
    hand number, the session id, and the order of the seats are in the fingerprint."""
    variant, players, seed = game
    session, hand = dealt(variant, players, seed, hands=1 + seed % 3)
    base = of(session)
    assert base is not None and len(base) == 32
    log = bytearray(hand.log)
    count = log[6]
    cards = {log[HEADER_SIZE + i] for i in range(count)} - {0xFF}
    unused = next(c for c in range(52) if c not in cards)
    for i in range(count):
        if log[HEADER_SIZE + i] == 0xFF:   # a seat that is out holds no card
            continue
        changed = bytearray(log)
        changed[HEADER_SIZE + i] = unused
        assert of(session, changed) != base, "card %d is not committed" % i
    salt_at = HEADER_SIZE + count
    for i in range(SALT_SIZE):
        changed = bytearray(log)
        changed[salt_at + i] ^= 1 << (seed + i) % 8
        assert of(session, changed) != base, "salt byte %d is not committed" % i
    assert of(session, number=session.hand_no + 1) != base
    assert of(session, number=session.hand_no + 65536) != base
    other_id = bytes(b ^ 0x80 for b in session.session_id)
    assert of(session, session_id=other_id) != base
    # seat order: two players' cards swapped, or the deal read from another dealer's left
    slots = SLOTS[variant]
    a, b = 1, 2 % players
    swapped = bytearray(log)
    for slot in range(slots):
        swapped[HEADER_SIZE + a * slots + slot] = log[HEADER_SIZE + b * slots + slot]
        swapped[HEADER_SIZE + b * slots + slot] = log[HEADER_SIZE + a * slots + slot]
    if swapped != log:
        assert of(session, swapped) != base
    moved = bytearray(log)
    moved[2] = (log[2] + 1) % players
    assert of(session, moved) != base
    assert hand.fingerprint == base   # what the session committed to as it dealt
    # who holds which card: any name, two names swapped; and the hand before
    names = list(session.names)
    for seat in range(players):
        if hand.dealt_in(seat):
            renamed = list(names)
            renamed[seat] = "ZZZ"
            assert of(session, names=renamed) != base, "seat %d's name" % seat
    if hand.dealt_in(0) and hand.dealt_in(1):
        assert of(session, names=[names[1], names[0]] + names[2:]) != base
    assert of(session, previous=bytes(31) + b"\x01") != base


def test_each_fingerprint_covers_the_one_before_it():
    """The chain: hand k's fingerprint is made on hand k-1's, so dropping, moving or
    slipping in a hand changes every fingerprint after it; the first is on zeros."""
    session = Session(Rules(players=4, hands=12), entropy=Drbg(b"chain"))
    session.names = NAMES[:4]
    digests = []
    while not session.over:
        hand = session.deal()
        assert session.chain == ((digests[-1], len(digests)) if digests else None)
        assert hand.fingerprint == of(session)
        digests.append(hand.fingerprint)
        play_out(hand)
    assert len(set(digests)) == 12
    # a real deck or a stacked deal between two hands leaves the chain as it was
    session = Session(Rules(players=3, hands=6), entropy=Drbg(b"gap"))
    session.names = NAMES[:3]
    play_out(session.deal())
    first = session.hand.fingerprint
    hand = session.deal(physical=True)
    while hand.to_act is not None:
        hand.act(CHECK)
    for seat, name in enumerate(("2d", "3d", "4d")):   # the real cards, at the showdown
        hand.reveal(seat, card(name))
    assert hand.fingerprint is None and session.chain == (first, 1)
    play_out(session.deal(cards=[card("As"), card("Kd"), card("2c")]))
    play_out(session.deal())
    assert session.chain == (first, 1)


def test_a_session_without_names_fingerprints_nothing_as_it_deals():
    """Fingerprints are made for a session that knows its players (the device's): the
    rules core on its own deals at full speed."""
    session = Session(Rules(players=4), entropy=os.urandom)
    session.deal()
    assert session.hand.fingerprint is None and salt_of(session.hand.log) is not None


@pytest.mark.parametrize("variant, players", [(STUD, 7), (COMMUNITY, 10), (TWO_CARD, 10)])
def test_every_card_is_committed_at_the_deal_later_streets_included(variant, players):
    """Stud's later streets and the community card are fixed before the first bet: the
    fingerprint shown at the deal is the one the finished hand verifies against."""
    for seed in range(20):
        session, hand = dealt(variant, players, seed)
        before = of(session)
        msg = message(session.session_id, session.hand_no, hand.log, SLOTS[variant],
                      session.names)
        every = sorted(c for c in hand.cards if c != 0xFF)
        assert len(every) == players * SLOTS[variant] + MIDDLE[variant]
        held = []
        at = 16 + 8 + 4 + 32 + 5
        for _ in range(players):   # seat, name, cards
            held += msg[at + 4:at + 4 + SLOTS[variant]]
            at += 4 + SLOTS[variant]
        assert sorted(held + list(msg[at:])) == every
        play_out(hand)
        assert of(session) == before
        assert sha256(msg) == before


def test_the_message_reads_the_players_from_the_dealers_left():
    """p1..pn of the hand histories: seat 2, 3, 0, 1 when seat 1 deals, each with its
    seat and name before its card; the hand before's fingerprint after the number."""
    session = Session(Rules(players=4), entropy=os.urandom)
    session.names = NAMES[:4]
    play_out(session.deal())
    previous = session.hand.fingerprint
    hand = session.deal()
    assert hand.dealer == 1
    msg = message(session.session_id, 2, hand.log, 1, NAMES, previous)
    salt = salt_of(hand.log)
    assert msg[:16] == salt and msg[16:24] == session.session_id
    assert msg[24:28] == b"\x00\x00\x00\x02" and msg[28:60] == previous
    assert msg[60:65] == bytes((4, 1, 4, 1, 0))   # seats, dealer, players, cards, middle
    assert msg[65:] == b"".join(bytes((s,)) + NAMES[s].encode() + bytes((hand.card(s),))
                                for s in (2, 3, 0, 1))
    assert sha256(msg) == hand.fingerprint


def test_a_name_is_its_first_three_bytes_zero_padded():
    """Each player's name takes 3 bytes: "AB" is A, B, 0; "ALICE" (a name given to the
    core from elsewhere) is A, L, I; a name beyond ASCII gives each character's code."""
    session = Session(Rules(players=4), entropy=os.urandom)
    session.names = NAMES[:4]
    hand = session.deal()
    names = ["AB", "ALICE", "Z", "\u00c9VA"]
    msg = message(session.session_id, 1, hand.log, 1, names, NO_PREVIOUS)
    order = [(hand.dealer + k) % 4 for k in range(1, 5)]
    fields = {"AB": b"AB\x00", "ALICE": b"ALI", "Z": b"Z\x00\x00", "\u00c9VA": b"\xc9VA"}
    assert msg[65:] == b"".join(bytes((s,)) + fields[names[s]] + bytes((hand.card(s),))
                                for s in order)


def test_the_salt_is_fresh_for_every_hand_misdeals_included():
    """No salt repeats over 1,500 hands of 60 sessions, nor does a session id; a misdeal
    gets a new salt too. With the RNG's bytes secret, the fingerprint is a new random-
    looking value each hand, whatever the cards (docs/fairness.md)."""
    salts = set()
    ids = set()
    hands = 0
    for number in range(60):
        session = Session(Rules(players=2 + number % 9, hands=25), entropy=os.urandom)
        while not session.over:
            hand = session.deal()
            for _ in range(number % 3):
                salt = salt_of(hand.log)
                assert salt not in salts
                salts.add(salt)
                session.misdeal()
            salt = salt_of(hand.log)
            assert salt is not None and len(salt) == SALT_SIZE and salt not in salts
            salts.add(salt)
            hands += 1
            play_out(hand)
        assert session.session_id not in ids
        ids.add(session.session_id)
    assert hands >= 1500


def test_a_real_deck_and_a_stacked_deck_have_no_salt():
    """Tracker hands have no deal to commit to; a stacked deck was not drawn by the RNG."""
    session = Session(Rules(players=3), entropy=os.urandom)
    session.names = NAMES[:3]
    hand = session.deal(physical=True)
    assert salt_of(hand.log) is None and of(session) is None and hand.fingerprint is None
    assert session.session_id is None and not hand.log[1] & FLAG_SALTED
    session = Session(Rules(players=3), entropy=os.urandom)
    hand = session.deal(cards=[card("As"), card("Kd"), card("2c")])
    assert salt_of(hand.log) is None and of(session) is None


def test_R_MISDEAL_a_misdeal_commits_to_the_new_deal():
    session = Session(Rules(players=5), entropy=os.urandom)
    session.names = NAMES[:5]
    hand = session.deal()
    first = of(session)
    session.misdeal()
    assert of(session) != first and hand.fingerprint == of(session)
    assert hand.events.end == events_start(hand.events.buf) == HEADER_SIZE + 5 + SALT_SIZE
    session.misdeal(cards=[card("As"), card("Kd"), card("2c"), card("3c"), card("4c")])
    assert of(session) is None and hand.events.end == HEADER_SIZE + 5   # stacked: no salt
    assert hand.fingerprint is None
    hand.act(CHECK)
    hand.undo()
    assert hand.card(0) == card("As")


def test_replay_and_undo_keep_the_salt_and_the_fingerprint():
    """Resuming a hand (Session.replay) or undoing an action keeps the committed deal."""
    for seed in range(30):
        variant = seed % 6
        session, hand = dealt(variant, 2 + seed % 6, seed, hands=1 + seed % 4)
        shown = of(session)
        legal = hand.legal()
        hand.act(CHECK if legal >> CHECK & 1 else CALL)
        if not hand.over:
            hand.undo()
        assert of(session) == shown
        copy = Session(session.rules, stacks=[100] * session.rules.players)
        copy.dealer = hand.dealer
        copy.hand_no = session.hand_no - 1
        copy.session_id = session.session_id
        copy.names = session.names
        copy.chain = session.chain
        again = copy.replay(hand.log)
        assert again.log == hand.log and of(copy) == shown == again.fingerprint


def test_version_2_logs_still_replay():
    """Saved journals and kept histories hold logs of the old header (no salt)."""
    session = Session(Rules(players=4), entropy=os.urandom)
    hand = session.deal()
    hand.act(CHECK)
    log = bytearray(hand.log)
    start = HEADER_SIZE + log[6]
    old = bytearray(log[:start]) + log[start + SALT_SIZE:]
    old[0] = 2
    old[1] = 0
    copy = Session(Rules(players=4), stacks=[100] * 4)
    replayed = copy.replay(bytes(old))
    assert [replayed.card(s) for s in range(4)] == [hand.card(s) for s in range(4)]
    assert replayed.to_act == hand.to_act and salt_of(replayed.log) is None
    old[1] = FLAG_SALTED    # version 2 had no salt: a salted flag there is corrupt
    with pytest.raises(ValueError):
        Session(Rules(players=4), stacks=[100] * 4).replay(bytes(old))


def drawn(session):
    """The deck the session's card source last drew (its first cards are the deal)."""
    source = session.source
    return bytes(52) if source is None else bytes(source._deck)


def test_a_failing_rng_commits_nothing():
    """The salt comes through the deal's health tests: an RNG that dies before, during or
    after the cards raises RngFailure and leaves no hand, no new number, no session id."""
    in_salt = 0
    for variant in (0, PARTY, STUD):
        for good_blocks in range(1, 12):
            entropy = Dying(b"dies", 1024 + 32 * good_blocks)
            session = Session(Rules(players=7 if variant == STUD else 10, variant=variant,
                                    hands=60), entropy=entropy)
            while True:
                before = (session.hand_no, session.hand, session.session_id,
                          session.balances())
                deck = drawn(session)
                try:
                    hand = session.deal()
                except RngFailure:
                    break
                play_out(hand)
            assert (session.hand_no, session.hand, session.session_id,
                    session.balances()) == before
            in_salt += drawn(session) != deck   # the cards were drawn, the salt not
    assert in_salt >= 3, "no failure fell into a salt or session id draw"


class Dying:
    """Good random bytes for `good` bytes, then a stuck source (all zeros)."""

    def __init__(self, seed, good):
        self.drbg = Drbg(seed)
        self.left = good

    def __call__(self, n):
        take = max(0, min(n, self.left))
        self.left -= take
        return self.drbg(take) + bytes(n - take)


def test_short_text_is_four_groups_of_upper_case_hex():
    assert short_text(bytes(range(0x7F, 0x9F))) == "7F80 8182 8384 8586"
    assert short_text(bytes.fromhex("7f3a91c20b44e1d9") + bytes(24)) == "7F3A 91C2 0B44 E1D9"
