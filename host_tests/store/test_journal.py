"""The save journal: RP2040 flash semantics, records, compaction, and reading it back."""

import random

import pytest

from dealer.store import journal as jr
from dealer.store import restore as rs
from dealer.store.journal import HEADER_SIZE, OVERHEAD, Journal, crc32, record_end
from dealer.store.saver import Saver
from dealer.table import BEGAN, LEFT, RESUMED, Table
from indian_poker import (
    CHECK,
    COMMUNITY,
    FOLD,
    LAST_STANDING,
    PARTY,
    TWO_CARD,
    UNTIL_BUST,
    Rules,
)
from testkit.journal_play import FlashNvm, PowerCut, conserved, fingerprint, new_table, play


def test_crc32_is_the_zip_checksum_with_or_without_binascii(monkeypatch):
    import binascii

    from dealer.store import journal
    data = bytes(range(200))
    fast = crc32(data)
    monkeypatch.setattr(journal, "_FAST", False)
    assert crc32(data) == fast == binascii.crc32(data)
    assert crc32(b"The quick brown fox jumps over the lazy dog") == 0x414FA339
    for n in (0, 1, 255, 4095):   # every byte value, and a whole region
        block = bytes(i * 7 % 256 for i in range(n))
        assert crc32(block) == binascii.crc32(block)


def test_appending_programs_pages_and_never_erases():
    nvm = FlashNvm()
    journal = Journal(nvm)
    journal.begin_image()
    journal.add(jr.WAKE)
    journal.commit_image()                 # a blank sector: programmed, not erased
    assert nvm.sector_erases == 0
    pages = 0
    for i in range(100):
        start = journal.end
        assert journal.append(jr.EVENTS, bytes((i % 5,)))
        pages += (journal.end - 1) // 256 - start // 256 + 1
    assert nvm.sector_erases == 0
    assert pages == 102                    # two records straddle a page boundary
    # the first image (the sector's pages, into erased flash), then the pages each
    # record touched
    assert nvm.page_programs == journal.size // 256 + pages
    assert journal.end == HEADER_SIZE + OVERHEAD + OVERHEAD + 100 * (OVERHEAD + 1)


def test_a_full_journal_refuses_and_a_rewrite_is_one_erase():
    nvm = FlashNvm()
    journal = Journal(nvm)
    while journal.append(jr.EVENTS, b"\x01\x02"):
        pass
    assert journal.size == len(nvm) and journal.end > journal.size - (OVERHEAD + 2)
    assert nvm.sector_erases == 0
    journal.begin_image()
    journal.add(jr.WAKE)
    journal.commit_image()
    assert nvm.sector_erases == 1
    image = bytes(nvm)
    assert image[1] == jr.HEADER and image[HEADER_SIZE + OVERHEAD + 1] == jr.WAKE
    assert image[journal.end:] == b"\xff" * (len(nvm) - journal.end)   # the whole sector


def test_a_cut_between_the_erase_and_the_first_program_leaves_a_blank_sector():
    """The chip's erase clears the whole sector at once, so nothing on it can tell a
    journal lost there from a device never used: the screen says "keep the power on"
    before each erase (journal.saving; test_app_faults), and an older journal's mark in
    the sector's last byte is erased with it. A sector erased under a standing mark,
    which the earlier simulator's byte-by-byte erase could leave, still reads as lost."""
    table = new_table(Rules(players=4), seed=1)
    nvm = FlashNvm()
    saver = Saver(nvm)
    said = []
    saver.journal.saving = lambda: said.append(nvm.sector_erases)
    assert saver.read().status == rs.EMPTY     # as at power-up
    table.listeners = (saver,)
    table.tell(BEGAN)
    assert said == []                      # a blank sector: programmed, nothing erased
    table.deal()
    nvm.cut_power_after(1)                 # the erase, then the power goes
    with pytest.raises(PowerCut):
        saver.compact()
    assert said == [0] and bytes(nvm) == b"\xff" * 4096
    assert rs.load(bytes(nvm)).status == rs.EMPTY
    assert rs.load(b"\xff" * 4095 + b"\x4a").status == rs.LOST


def test_a_torn_record_ends_the_journal_and_blocks_appending():
    nvm = FlashNvm()
    journal = Journal(nvm)
    journal.append(jr.EVENTS, b"\x01")
    nvm.cut_power_after(7 + 3)             # page 0 is programmed from byte 0: 3 of 7 bytes
    with pytest.raises(PowerCut):
        journal.append(jr.EVENTS, b"\x02")
    reread = Journal(nvm)
    image = reread.read()
    assert reread.end == 7 and not reread.clean
    assert record_end(image, 7) == -1
    assert not reread.append(jr.EVENTS, b"\x03")


@pytest.mark.parametrize("tracker", [False, True])
def test_every_change_reads_back_exactly(tracker):
    table = new_table(Rules(players=6, hands=12), seed=3, tracker=tracker)
    saver = Saver(FlashNvm())
    seen = []

    def check():
        saved = rs.load(bytes(saver.journal.nvm))
        assert saved.status == rs.SAVED
        assert fingerprint(saved.session) == fingerprint(table.session)
        assert saved.names == table.names and saved.tracker == table.tracker
        seen.append(1)

    play(table, saver, seed=4, on_change=check)
    assert len(seen) > 50


def test_a_journal_that_changed_the_suit_order_between_hands_still_resumes():
    """O-TIEBREAK is agreed before the session now, and the settings panel no longer
    offers it; a journal written when it did, holding an R record that changed the
    tiebreak between hands, still resumes with that record's rules."""
    from indian_poker import SUITS
    table = new_table(Rules(players=3, hands=6), seed=8)
    saver = Saver(FlashNvm())
    table.listeners = (saver,)
    table.tell(BEGAN)
    table.deal()
    hand = table.session.hand
    while not hand.over:
        table.act(FOLD if hand.legal() >> FOLD & 1 else CHECK)
    table.change(rules=table.session.rules.replace(tiebreak=SUITS))
    saved = rs.load(bytes(saver.journal.nvm))
    assert saved.status == rs.SAVED and saved.session.rules.tiebreak == SUITS
    assert fingerprint(saved.session) == fingerprint(table.session)


def test_last_standings_bust_order_survives_a_compaction_and_a_resume():
    """O-LENGTH last standing: who went out when (the standings' order) is in the
    snapshot of each compaction, so a resumed session ranks them as the live one."""
    from indian_poker import CALL
    table = new_table(Rules(players=5, hands=LAST_STANDING, stack=3), seed=21)
    saver = Saver(FlashNvm())
    table.listeners = (saver,)
    table.tell(BEGAN)
    session = table.session
    rng = random.Random(22)
    from indian_poker.standings import bust_order
    while len(bust_order(session)) < 3:
        table.deal()
        hand = session.hand
        while not hand.over:
            legal = hand.legal()
            table.act(CALL if legal >> CALL & 1 and rng.random() < 0.8 else
                      rng.choice([a for a in range(5) if legal >> a & 1]))
        saver.compact()   # the snapshot holds the order (after the hand, or before it)
        saved = rs.load(bytes(saver.journal.nvm))
        assert saved.session.standings() == session.standings()
        assert fingerprint(saved.session) == fingerprint(session)
    in_play = [p for _, p, _ in session.standings() if p < 5 and session.can_play(p)]
    assert [p for _, p, _ in session.standings()][:len(in_play)] == in_play


def test_physical_mode_stores_no_cards_and_pass_around_stores_them():
    for tracker in (False, True):
        table = new_table(Rules(players=4), seed=5, tracker=tracker)
        saver = Saver(FlashNvm())
        table.listeners = (saver,)
        table.tell(BEGAN)
        table.deal()
        hand = table.session.hand
        image = bytes(saver.journal.nvm)
        header = hand.log[:hand.events.start]
        assert image[1] == jr.HEADER          # the image's header, then its snapshot
        pos = record_end(image, record_end(image, 0))
        assert image[pos + 1] == jr.LANG   # the image's language, then what the deal added
        pos = record_end(image, pos)
        if tracker:
            assert image[pos + 1] == jr.DEAL
        else:   # the session id drawn with the first dealt hand, in the same record
            assert image[pos + 1] == jr.SESSION_ID
            assert image[pos + 2:pos + 10] == table.session.session_id
            pos += 8
        assert image[pos + 2:pos + 2 + len(header)] == header
        cards = header[7:11]
        assert (cards == b"\xff" * 4) == tracker
        # the deal's salt follows the cards only when the device dealt them
        assert len(header) == 7 + 4 + (0 if tracker else 16)
        assert (table.session.session_id is None) == tracker


def test_long_sessions_compact_and_still_read_back_with_options_and_mode_switches():
    table = new_table(Rules(players=10, hands=60), seed=8)
    saver = Saver(FlashNvm())
    checks = []

    def check():
        if random.Random(len(checks)).random() < 0.1:
            saved = rs.load(bytes(saver.journal.nvm))
            assert fingerprint(saved.session) == fingerprint(table.session)
        checks.append(1)

    play(table, saver, seed=9, on_change=check, switch_modes=True)
    assert saver.journal.rewrites >= 2          # the fresh journal, then compactions
    saved = rs.load(bytes(saver.journal.nvm))
    assert fingerprint(saved.session) == fingerprint(table.session)
    assert conserved(saved.session)


@pytest.mark.parametrize("seed", range(4))
def test_a_session_that_changes_its_game_between_hands_reads_back(seed):
    """Section 7: the party game after a betting one keeps the chips it moved, a betting
    game after the party game keeps the sips; undo, misdeals, compactions and a resume
    at any change hold both."""
    table = new_table(Rules(players=6, hands=120, stack=1000), seed=seed)
    saver = Saver(FlashNvm())
    checks = []
    games = set()

    def check():
        games.add(table.session.rules.variant)
        if random.Random(len(checks)).random() < 0.2:
            saved = rs.load(bytes(saver.journal.nvm))
            assert fingerprint(saved.session) == fingerprint(table.session)
        checks.append(1)

    play(table, saver, seed=seed + 20, on_change=check, switch_games=True)
    assert PARTY in games and len(games) >= 3, games
    assert saver.journal.rewrites >= 2
    saved = rs.load(bytes(saver.journal.nvm))
    assert fingerprint(saved.session) == fingerprint(table.session)
    assert conserved(saved.session)


def test_party_tally_until_bust_last_standing_and_pairs_read_back():
    for rules in (Rules(players=5, variant=PARTY, hands=20),
                  Rules(players=3, hands=UNTIL_BUST, stack=5),
                  Rules(players=4, hands=LAST_STANDING, stack=4),
                  Rules(players=3, hands=LAST_STANDING, stack=6, variant=TWO_CARD, pairs=True),
                  Rules(players=4, hands=9, variant=COMMUNITY, pairs=True)):
        table = new_table(rules, seed=11)
        saver = Saver(FlashNvm())
        play(table, saver, seed=12)
        saver.compact()
        saved = rs.load(bytes(saver.journal.nvm))
        assert fingerprint(saved.session) == fingerprint(table.session)


def test_ending_the_session_and_boot_intents_are_saved():
    table = new_table(Rules(players=3), seed=1)
    saver = Saver(FlashNvm())
    table.listeners = (saver,)
    table.tell(BEGAN)
    table.deal()
    hand = table.session.hand
    while not hand.over:
        table.act(0 if hand.legal() & 1 else 1)
    table.end()
    saved = rs.load(bytes(saver.journal.nvm))
    assert saved.session.over and saved.intent == rs.ASK
    saver.mark(jr.WAKE)
    assert rs.load(bytes(saver.journal.nvm)).intent == rs.RESUME
    table.tell(LEFT)   # the players set up a new session: until it starts, this one stays
    saved = rs.load(bytes(saver.journal.nvm))   # and the next power-up offers it again
    assert saved.intent == rs.ASK and saved.session.over


def test_resuming_after_a_torn_record_compacts_then_appends():
    table = new_table(Rules(players=4), seed=2)
    nvm = FlashNvm()
    saver = Saver(nvm)
    table.listeners = (saver,)
    table.tell(BEGAN)
    table.deal()
    hand = table.session.hand
    table.act(hand.to_act is not None and 1)
    expected = fingerprint(table.session)
    nvm.cut_power_after(saver.journal.end % 256 + 2)   # 2 bytes into the next record
    with pytest.raises(PowerCut):
        table.act(1 if hand.legal() >> 1 & 1 else 0)
    again = Saver(nvm)
    saved = again.read()
    assert fingerprint(saved.session) == expected and not again.journal.clean
    resumed = Table(saved.session, saved.names, False, lambda text: None, (again,))
    erases = nvm.sector_erases
    resumed.tell(RESUMED)
    assert nvm.sector_erases == erases + 1 and again.journal.clean
    h = saved.session.hand
    resumed.act(1 if h.legal() >> 1 & 1 else 0)
    assert fingerprint(rs.load(bytes(nvm)).session) == fingerprint(saved.session)


def test_blank_and_garbage_nvm():
    assert rs.load(b"\xff" * 4096).status == rs.EMPTY
    assert rs.load(bytes(4096)).status == rs.LOST
    assert rs.load(bytes(random.Random(1).randbytes(4096))).status == rs.LOST


def test_a_real_deck_showdown_after_a_long_sized_betting_round_is_saved():
    # pot/no-limit rounds grow the hand's log buffer; the revealed cards must fit after them
    table = new_table(Rules(players=10, hands=250), seed=7, tracker=True)
    saver = Saver(FlashNvm())
    play(table, saver, seed=8)
    assert fingerprint(rs.load(bytes(saver.journal.nvm)).session) == fingerprint(table.session)


@pytest.mark.parametrize("tracker", [False, True])
def test_a_dealer_who_sits_out_reads_back(tracker):
    table = new_table(Rules(players=5, dealer_plays=False, hands=15), seed=3, tracker=tracker)
    saver = Saver(FlashNvm())

    def check():
        saved = rs.load(bytes(saver.journal.nvm))
        assert fingerprint(saved.session) == fingerprint(table.session)

    play(table, saver, seed=4, on_change=check)
    saver.compact()
    assert fingerprint(rs.load(bytes(saver.journal.nvm)).session) == fingerprint(table.session)


def without_fingerprints(image):
    """The journal as the firmware before the deal fingerprint wrote it: version 2 deal
    headers without a salt, and no session id record."""
    out = bytearray(b"\xff" * len(image))
    pos = end = 0
    while True:
        stop = record_end(image, pos)
        if stop < 0:
            return bytes(out)
        kind, payload = image[pos + 1], bytes(image[pos + 2:stop - 4])
        if kind == jr.SESSION_ID:
            kind, payload = jr.DEAL, payload[8:]
        if kind in (jr.DEAL, jr.MISDEAL) and payload:
            header = bytearray(payload[:7 + payload[6]])
            header[0] = 2
            header[1] &= 1
            payload = bytes(header) + payload[7 + payload[6] + (16 if payload[1] & 2 else 0):]
        if payload or kind != jr.DEAL:
            end = jr.put_record(out, end, kind, payload, 0, len(payload))
        pos = stop


def test_a_journal_from_before_the_fingerprint_reads_back_and_plays_on():
    """Saved journals hold version 2 headers and no session id: they resume, their hands
    have no fingerprint, and the next deal or misdeal brings one in."""
    played_on = 0
    misdeals = []
    for seed in range(12):
        table = new_table(Rules(players=5, hands=8), seed=seed)
        saver = Saver(FlashNvm())
        stops = []

        def stop_here(stops=stops, saver=saver, table=table):
            stops.append((bytes(saver.journal.nvm), fingerprint(table.session)))

        play(table, saver, seed, on_change=stop_here)
        image, state = random.Random(seed).choice(stops[2:])
        saved = rs.load(without_fingerprints(image))
        assert saved.status == rs.SAVED
        session = saved.session
        assert session.session_id is None
        assert tuple(session.ledger) == state[0] and session.hand_no == state[4]
        if session.hand is not None:   # replayed from its old header: no salt
            assert not session.hand.log[1] & 2
        # play on: the first deal (or a misdeal) draws the id, and the journal keeps it
        nvm = FlashNvm(data=without_fingerprints(image))
        saver = Saver(nvm)
        saved = saver.read(entropy=random.Random(seed).randbytes)
        resumed = Table(saved.session, saved.names, False, lambda text: None, (saver,))
        resumed.tell(RESUMED)
        hand = saved.session.hand
        if hand is not None and not hand.over and hand.events.end == hand.events.start:
            resumed.misdeal()
            misdeals.append(seed)
        elif not saved.session.over and (hand is None or hand.over):
            resumed.deal()
        else:
            continue
        again = rs.load(bytes(nvm))
        assert again.status == rs.SAVED
        assert fingerprint(again.session) == fingerprint(saved.session)
        assert again.session.session_id is not None
        assert again.session.hand.log[1] & 2   # salted
        played_on += 1
    assert played_on >= 3 and misdeals, (played_on, misdeals)


def test_rebuys_leavers_and_joins_read_back_after_every_change_and_compaction():
    """B records (a join carries the new name) and the snapshot's departed players: after
    each change the journal reads back the same session, names and departed records,
    through the compactions a long last-standing session makes (R-CONSERVE checked by
    the reader); a B record torn by a power cut is named as a lost buy-in."""
    from indian_poker.standings import people
    joins = compactions = 0
    for seed in range(4):
        table = new_table(Rules(players=4, hands=LAST_STANDING, stack=6), seed=seed)
        saver = Saver(FlashNvm())
        table.listeners = (saver,)
        table.tell(BEGAN)
        rng = random.Random(seed)
        session = table.session
        spare = iter("ZED ZOE ZIA ZAK ZEB ZAC ZAP ZIP ZUL ZOG".split())
        while not session.over and session.hand_no < 80:
            if session.hand_no and rng.random() < 0.5:
                seat = rng.randrange(4)
                gone = session.left() >> seat & 1
                if gone and people(session) < 12:
                    table.join(seat, next(spare))
                    joins += 1
                elif not gone and rng.random() < 0.3 and bin(session.left()).count("1") < 2:
                    table.leave(seat)
                elif not gone:
                    table.rebuy(seat)
                saved = rs.load(bytes(saver.journal.nvm))
                assert saved.status == rs.SAVED
                if saved.session.hand is None and session.hand is not None:
                    # compacted after the buy-in: the image starts after the hand, which
                    # is over (dealer/store/saver.py)
                    assert session.hand.over and session.buyins_since_deal
                    assert fingerprint(saved.session)[:5] == fingerprint(session)[:5]
                    assert fingerprint(saved.session)[6:] == fingerprint(session)[6:]
                else:
                    assert fingerprint(saved.session) == fingerprint(session)
                assert saved.session.departed == session.departed
                assert saved.names == table.names
            if session.over:
                break
            erases = saver.journal.nvm.sector_erases
            table.deal()
            hand = session.hand
            while not hand.over:
                table.act(rng.choice([a for a in range(5) if hand.legal() >> a & 1]))
            compactions += saver.journal.nvm.sector_erases - erases
    assert joins >= 4 and compactions, (joins, compactions)
    table = new_table(Rules(players=3, hands=LAST_STANDING), seed=9)
    saver = Saver(FlashNvm())
    table.listeners = (saver,)
    table.tell(BEGAN)
    table.leave(1)
    # the join's record is cut short: its page is programmed from the page's start
    saver.journal.nvm.cut_power_after(saver.journal.end % 256 + 5)
    with pytest.raises(PowerCut):
        table.join(1, "ZED")
    saved = saver.read()
    assert saved.status == rs.SAVED and saved.names == ["ANN", "BOB", "CAT"]
    assert saved.session.left() == 2 and saved.session.departed == ()
    assert saved.lost.startswith("The last buy-in could not be read back and is lost")
