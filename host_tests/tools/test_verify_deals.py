"""tools/verify_deals.py: the proof after the session, and that tampering is caught.

The hand histories (PHH) carry each dealt hand's salt, the session id, the deal
fingerprint and the one it is chained to; the verifier recomputes the fingerprint from
the cards, names and seats in the file with its own code and hashlib, and follows the
chain. Random sessions of every game must verify; random edits of an export (a card, a
middle card, a shown card, a name, two names swapped, a seat, the dealer, the salt, the
session id, the hand number, the seat order, the fingerprint, the previous one) must be
caught every time; a hand dropped, two hands reordered or one slipped in break the
chain; a forgery that recomputes every fingerprint is caught by the short fingerprints
noted at the table and the final screen's last one. End to end, the simulator plays a
session, its screens give the fingerprints, its export verifies, and one edited card
names its hand.
"""

import hashlib
import random
import re
import subprocess
import sys

import pytest
from app_sim_helpers import run_driver
from hypothesis import given, settings
from hypothesis import strategies as st

import verify_deals as vd  # isort: skip
from app_sim_helpers import Sender
from conftest import ROOT

from indian_poker import BET, CALL, CHECK, FOLD, LAST_STANDING, STUD, Rules, Session
from indian_poker.fingerprint import short_text
from indian_poker.phh import session_histories

NAMES = ["ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IVY", "JON"]
FOUR_HEX = re.compile(r"^[0-9A-F]{4} [0-9A-F]{4} [0-9A-F]{4} [0-9A-F]{4}$")
HAND_TITLE = re.compile(r"^Hand (\d+)")


def played(variant, players, seed, hands=6, **options):
    """A session played with random legal moves: (texts, fingerprints) of its hands."""
    rnd = random.Random(seed)
    session = Session(Rules(players=players, variant=variant, hands=hands, **options),
                      entropy=rnd.randbytes)
    session.names = NAMES[:players]   # as the device's table names them
    logs = []
    shown = []
    while not session.over and len(logs) < 12:
        hand = session.deal()
        if rnd.random() < 0.2:
            session.misdeal()
        shown.append(hand.fingerprint)
        while not hand.over:
            legal = hand.legal()
            hand.act(rnd.choice([a for a in (FOLD, CHECK, CALL, BET) if legal >> a & 1]))
        logs.append(hand.log)
    texts = list(session_histories(session.rules, [session.rules.stack] * players, logs,
                                   NAMES[:players], session_id=session.session_id))
    return texts, shown


def forged_digest(fields):
    """The fingerprint a forger would write for the fields as they are now (hex)."""
    players_cards = [vd.cards_of(a.split()[3]) for a in fields["actions"]
                     if a.startswith("d dh ")]
    return hashlib.sha256(vd.message(
        bytes.fromhex(fields["_salt"]), bytes.fromhex(fields["_session"]), fields["hand"],
        bytes.fromhex(fields["_previous"]), fields["seat_count"], fields["_dealer"] - 1,
        [s - 1 for s in fields["seats"]], fields["players"], players_cards,
        vd.SLOTS[fields["_game"]], vd.cards_of(fields.get("_middle", "")))).hexdigest()


def checked(text):
    """The verifier's Hand for one PHH text, after its check."""
    hand = vd.Hand("test", vd.documents(text)[0])
    vd.check(hand)
    return hand


@pytest.mark.parametrize("variant", range(6))
def test_every_hand_of_every_game_verifies_and_matches_the_device(variant):
    """The PC recomputes, on its own, the fingerprint the device showed before the bets."""
    for seed in range(4):
        players = 2 + (seed * 3 + variant) % (6 if variant == STUD else 9)
        texts, shown = played(variant, players, seed)
        for text, digest in zip(texts, shown, strict=True):
            hand = checked(text)
            assert hand.verified, hand.reason
            assert hand.digest == digest


def test_seats_that_sit_out_and_a_dealer_who_sits_out_verify():
    """O-DEALER-SITS-OUT and O-LENGTH last standing (a seat out of chips sits out): p1..pn
    are the seats dealt in, from the dealer's left."""
    for seed in range(8):
        texts, shown = played(0, 6, seed, hands=LAST_STANDING, stack=3,
                              dealer_plays=seed % 2 == 0)
        players = {len(vd.documents(text)[0]["players"]) for text in texts}
        for text, digest in zip(texts, shown, strict=True):
            hand = checked(text)
            assert hand.verified and hand.digest == digest, hand.reason
        if seed % 2:
            assert len(players) > 1, "nobody ever sat out: pick other seeds"


def mutations(text, rnd):
    """Every way to edit one hand history that changes what was committed: (name, text)."""
    fields = vd.documents(text)[0]
    out = []
    dealt = re.findall(r"'d dh p(\d+) (\S+)'", text)
    player, cards = rnd.choice(dealt)
    i = rnd.randrange(len(cards) // 2) * 2
    other = rnd.choice([c for c in (r + s for r in vd.RANKS for s in vd.SUITS)
                        if c != cards[i:i + 2]])
    out.append(("a dealt card", text.replace("'d dh p%s %s'" % (player, cards),
                                             "'d dh p%s %s'" % (player, cards[:i] + other
                                                                + cards[i + 2:]))))
    if len(dealt) > 1:
        (p1, c1), (p2, c2) = rnd.sample(dealt, 2)
        swapped = text.replace("'d dh p%s %s'" % (p1, c1), "'d dh p%s %s'" % (p1, "@"))
        swapped = swapped.replace("'d dh p%s %s'" % (p2, c2), "'d dh p%s %s'" % (p2, c1))
        out.append(("the seat order", swapped.replace("'d dh p%s @'" % p1,
                                                      "'d dh p%s %s'" % (p1, c2))))
    names = fields["players"]
    players_line = "players = [%s]" % ", ".join("'%s'" % n for n in names)
    assert players_line in text
    renamed = list(names)
    renamed[rnd.randrange(len(names))] = "ZZZ"
    out.append(("a name", text.replace(players_line, "players = [%s]" % ", ".join(
        "'%s'" % n for n in renamed))))
    if len(names) > 1:
        i, j = rnd.sample(range(len(names)), 2)
        swapped = list(names)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        out.append(("two names swapped", text.replace(players_line, "players = [%s]" % ", ".join(
            "'%s'" % n for n in swapped))))
    seats_line = "seats = [%s]" % ", ".join(map(str, fields["seats"]))
    moved = list(fields["seats"])
    k = rnd.randrange(len(moved))
    moved[k] = rnd.choice([s for s in range(1, 11) if s != moved[k]])
    out.append(("a seat", text.replace(seats_line, "seats = [%s]" % ", ".join(map(str, moved)))))
    dealer = fields["_dealer"]
    out.append(("the dealer", text.replace("_dealer = %d" % dealer, "_dealer = %d" % (
        rnd.choice([s for s in range(1, 11) if s != dealer])))))
    for key in ("_salt", "_session", "_fingerprint", "_previous"):
        value = fields[key]
        at = rnd.randrange(len(value))
        digit = rnd.choice([d for d in "0123456789abcdef" if d != value[at]])
        out.append((key, text.replace("%s = '%s'" % (key, value),
                                      "%s = '%s'" % (key, value[:at] + digit + value[at + 1:]))))
    out.append(("the hand number", text.replace("\nhand = %d\n" % fields["hand"],
                                                "\nhand = %d\n" % (fields["hand"]
                                                                   + rnd.randint(1, 300)))))
    if "_middle" in fields:
        middle = fields["_middle"]
        other = rnd.choice([c for c in (r + s for r in vd.RANKS for s in vd.SUITS)
                            if c != middle])
        out.append(("the middle card", text.replace("_middle = '%s'" % middle,
                                                    "_middle = '%s'" % other)))
    shown = re.findall(r"'p(\d+) sm (\S+)'", text)
    if shown:
        player, cards = rnd.choice(shown)
        other = rnd.choice([c for c in (r + s for r in vd.RANKS for s in vd.SUITS)
                            if c != cards[:2]])
        out.append(("a shown card", text.replace("'p%s sm %s'" % (player, cards),
                                                 "'p%s sm %s'" % (player, other + cards[2:]))))
    return out


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 5), st.integers(2, 10), st.integers(0, 2**32))
def test_random_edits_of_an_export_are_all_caught(variant, players, seed):
    if variant == STUD:
        players = min(players, 7)
    texts, _ = played(variant, players, seed, hands=2)
    rnd = random.Random(seed)
    for text in texts:
        for what, edited in mutations(text, rnd):
            assert edited != text, what
            hand = checked(edited)
            assert not hand.verified, "editing %s was not caught:\n%s" % (what, edited)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 5), st.integers(2, 10), st.integers(0, 2**32))
def test_a_forged_export_that_recomputes_the_fingerprint_fails_the_noted_check(
        variant, players, seed):
    """A device that changes a card after the bets and hashes again makes a file that
    agrees with itself: the short fingerprint noted before the bets catches it."""
    if variant == STUD:
        players = min(players, 7)
    texts, shown = played(variant, players, seed, hands=1)
    text = texts[0]
    rnd = random.Random(seed)
    _, edited = next(m for m in mutations(text, rnd) if m[0] == "a dealt card")
    fields = checked(edited).fields
    digest = forged_digest(fields)
    hand = checked(edited.replace(fields["_fingerprint"], digest))
    assert hand.digest.hex() == digest
    noted_ok, line = vd.check_noted([hand], fields["hand"], shown[0][:8].hex())
    assert not noted_ok and "DOES NOT MATCH" in line, line
    # the file may even agree with itself (no shown card contradicts the edit)
    assert hand.verified or hand.reason in ("a card is dealt twice",
                                            "p%d shows other cards at the showdown than dealt"
                                            % int(re.search(r"p(\d+)", hand.reason).group(1))
                                            if "shows" in hand.reason else "")


def test_the_command_line_reports_each_hand_and_the_noted_fingerprints(tmp_path, capsys):
    texts, shown = played(3, 4, seed=11, hands=3)
    for i, text in enumerate(texts):
        (tmp_path / ("hand%02d.phh" % (i + 1))).write_text(text)
    noted = ["%d:%s" % (i + 1, short_text(d)) for i, d in enumerate(shown)]
    assert vd.main([str(tmp_path)] + sum([["--noted", n] for n in noted], [])) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in out[:3]] == [
        "hand01.phh hand 1", "hand02.phh hand 2", "hand03.phh hand 3"]
    assert all("verified  " + short_text(d) in line for line, d in zip(out[:3], shown, strict=True))
    assert all(line.endswith(": matches") for line in out[3:])
    # a wrong note, a hand that is not there, a malformed note
    assert vd.main([str(tmp_path), "--noted", "2:" + "0" * 16]) == 1
    assert "DOES NOT MATCH" in capsys.readouterr().out
    assert vd.main([str(tmp_path), "--noted", "9:" + short_text(shown[0])]) == 1
    assert "no such hand" in capsys.readouterr().out
    assert vd.main([str(tmp_path), "--noted", "2:7F3A"]) == 1
    assert "give HAND:HEX" in capsys.readouterr().err
    # the console as the device sent it, one file
    console = "session: 4 players\nBEGIN PHH 3 hands\n%sEND PHH 3 hands\n" % "".join(
        "[%d]\n%s" % (i + 1, text) for i, text in enumerate(texts))
    (tmp_path / "console.log").write_text(console)
    assert vd.main([str(tmp_path / "console.log"), "--noted", noted[1]]) == 0


def test_a_real_deck_has_nothing_to_verify_and_an_old_export_does_not_verify(capsys):
    session = Session(Rules(players=3, hands=1), entropy=random.Random(1).randbytes)
    hand = session.deal(physical=True)
    while hand.to_act is not None:
        hand.act(CHECK)
    for seat, c in enumerate((0, 10, 20)):
        hand.reveal(seat, c)
    real = next(session_histories(session.rules, [100] * 3, [hand.log], NAMES[:3],
                                  session_id=None))
    hand = checked(real)
    assert hand.status == "real deck" and not hand.digest
    texts, _ = played(0, 3, seed=2, hands=1)
    old = re.sub(r"(?m)^_(session|salt|fingerprint|previous) = .*\n", "", texts[0])
    hand = checked(old)
    assert not hand.verified and "no fingerprint" in hand.reason


# ---- end to end, in the simulator ---------------------------------------------------

def handoff_fingerprints(screens):
    """{hand number: the four hex groups} read off the hand-off screens' rows."""
    found = {}
    for rows in screens:
        title = HAND_TITLE.match(rows[0]) if rows else None
        if title is None:
            continue
        for row in rows[1:7]:
            if FOUR_HEX.match(row):
                number = int(title.group(1))
                assert found.setdefault(number, row) == row   # the same all hand long
    return found


def sim_screens(stdout):
    """The screens `tools/sim.py --every` printed, each as its rows."""
    return [block.splitlines()[1:] for block in re.split(r"(?m)^(?=-- )", stdout)
            if block.startswith("-- ")]


def test_end_to_end_play_note_export_verify_and_catch_an_edited_card(tmp_path):
    """The issue's scenario through the command lines: a 3-player session in the
    simulator; the fingerprints read off its screens; --phh exports; every hand
    verifies; one edited card fails and names its hand."""
    keys = "a d d d d" + "  s . S s . S s . S s d d" * 3
    export = tmp_path / "phh"
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "sim.py"), "--headless",
                           "--seed", "7", "--keys", keys, "--every", "--phh", str(export)],
                          capture_output=True, text=True, timeout=600, check=True)
    screens = sim_screens(proc.stdout)
    noted = handoff_fingerprints(screens)
    assert sorted(noted) == [1, 2, 3]
    # the final screen: the last deal's fingerprint, hand 3's, which vouches for all three
    final = next(rows for rows in reversed(screens) if rows and rows[0].startswith("Winner"))
    at = final.index("Last deal, hand 3:")
    assert final[at + 1] == noted[3]
    verify = [sys.executable, str(ROOT / "tools" / "verify_deals.py"), str(export)]
    args = sum([["--noted", "%d:%s" % (n, fp)] for n, fp in noted.items()], [])
    args += ["--last", "3:" + final[at + 1]]
    ok = subprocess.run(verify + args, capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    lines = ok.stdout.splitlines()
    for number, fp in noted.items():
        assert "hand%02d.phh hand %d: verified  %s" % (number, number, fp) in lines
        assert "noted hand %d %s: matches" % (number, fp) in lines
    assert "last deal, hand 3 %s: matches: it vouches for every hand before it" % noted[3] \
        in lines
    # edit one card of hand 2: the verifier names that hand, and only that one
    path = export / "hand02.phh"
    text = path.read_text()
    dealt = re.search(r"'d dh p2 (\S\S)'", text).group(1)
    other = "2c" if dealt != "2c" else "3c"
    path.write_text(text.replace("'d dh p2 %s'" % dealt, "'d dh p2 %s'" % other))
    bad = subprocess.run(verify + args, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 1
    failed = [line for line in bad.stdout.splitlines() if "NOT VERIFIED" in line
              or "DOES NOT MATCH" in line]
    assert failed[0].startswith("hand02.phh hand 2: NOT VERIFIED")
    assert len(failed) == 2 and all("hand 2" in line for line in failed), failed


@pytest.mark.parametrize("variant, players", [("stud", 5), ("community", 6), ("party", 4)])
def test_end_to_end_in_other_games_and_no_fingerprint_on_the_console(tmp_path, variant,
                                                                     players):
    """Stud, community and party sessions, played by a simulated table: the hand-off
    screens' fingerprints verify against the export; during play the console carries
    no fingerprint and no salt, in any form."""
    from simhw.phh_capture import split_console, write_files
    env = {"DEALER_PLAYERS": str(players), "DEALER_MODE": "pass", "DEALER_VARIANT": variant}
    sender = Sender(players, False, random.Random(players))
    result, recorder = run_driver(sender, seed=players, settings=env, max_presses=40000)
    assert sender.sent
    noted = handoff_fingerprints([shown.built for shown in recorder.shown
                                  if shown.kind == "handoff"])
    session = result.app.table.session
    assert sorted(noted) == list(range(1, session.hand_no + 1))
    paths = write_files(tmp_path, split_console(result.console))
    hands = vd.load([tmp_path])
    for hand in hands:
        vd.check(hand)
        assert hand.verified, hand.reason
        assert vd.short(hand.digest) == noted[hand.number]
    during = result.console.split("BEGIN PHH")[0]
    assert sender.console_at_end is not None and "BEGIN PHH" not in sender.console_at_end
    for hand in hands:
        secret = [hand.fields["_salt"], hand.fields["_fingerprint"],
                  hand.fields["_session"], noted[hand.number].replace(" ", "")]
        for text in secret:
            for form in (text, text.upper(), text.lower()):
                assert form[:8] not in during.replace(" ", "")
    assert len(paths) == session.hand_no


# ---- the chain, unreadable files, and what a missing field means ---------------------

def export(tmp_path, texts):
    """The hands as files hand01.phh ..., as `tools/sim.py --phh DIR` writes them."""
    tmp_path.mkdir(exist_ok=True)
    for i, text in enumerate(texts):
        (tmp_path / ("hand%02d.phh" % (i + 1))).write_text(text)
    return tmp_path


def run(args, capsys):
    code = vd.main([str(a) for a in args])
    out = capsys.readouterr()
    return code, out.out + out.err


def test_a_dropped_a_reordered_or_an_inserted_hand_breaks_the_chain(tmp_path, capsys):
    """The issue: a dropped hand whose fingerprint nobody noted used to pass. Each hand's
    fingerprint covers the one before: a hand taken out, two hands that swap places or a
    hand slipped in fail, and name the hand where the chain breaks."""
    texts, shown = played(0, 4, seed=31, hands=6)
    assert len(texts) == 6
    code, out = run([export(tmp_path / "whole", texts)], capsys)
    assert code == 0, out
    code, out = run([export(tmp_path / "dropped", texts[:2] + texts[3:])], capsys)
    assert code == 1 and "hand 3 is missing" in out
    assert "hand 4: CHAIN BROKEN: it does not follow hand 2" in out
    # two hands that swap places: their numbers swapped, or their texts
    three, four = texts[2], texts[3]
    swapped = [re.sub(r"(?m)^hand = 3$", "hand = 4", three),
               re.sub(r"(?m)^hand = 4$", "hand = 3", four)]
    code, out = run([export(tmp_path / "swapped", texts[:2] + swapped + texts[4:])], capsys)
    assert code == 1 and "NOT VERIFIED" in out and "CHAIN BROKEN" in out
    # a hand slipped in: a copy of hand 2 as a seventh, or a second hand 4
    extra = re.sub(r"(?m)^hand = 2$", "hand = 7", texts[1])
    code, out = run([export(tmp_path / "extra", texts + [extra])], capsys)
    assert code == 1 and "hand 7: NOT VERIFIED" in out
    code, out = run([export(tmp_path / "twice", texts + [texts[3]])], capsys)
    assert code == 1 and "hand 4 is in the files more than once" in out


def test_names_swapped_in_a_history_fail_as_the_issue_found_they_did_not(tmp_path, capsys):
    """Swapping two names in a history's `players` passed the check before the names
    were hashed (3 of 3 tries): now every try fails."""
    for seed in range(3):
        texts, _ = played(0, 5, seed=40 + seed, hands=2)
        fields = vd.documents(texts[0])[0]
        names = fields["players"]
        line = "players = [%s]" % ", ".join("'%s'" % n for n in names)
        swapped = [names[1], names[0]] + names[2:]
        edited = texts[0].replace(line, "players = [%s]" % ", ".join("'%s'" % n
                                                                     for n in swapped))
        code, out = run([export(tmp_path / str(seed), [edited, texts[1]])], capsys)
        assert code == 1 and "hand 1: NOT VERIFIED: the cards, names or seats" in out


def test_a_forgery_that_rebuilds_the_whole_chain_fails_the_last_fingerprint(tmp_path, capsys):
    """A device that drops a hand and hashes every later one again writes files that agree
    with themselves: the final screen's last fingerprint (--last) catches it, and also a
    hand forged after it."""
    texts, shown = played(0, 3, seed=51, hands=5)
    last = "--last", "%d:%s" % (len(shown), short_text(shown[-1]))
    code, out = run([export(tmp_path / "true", texts), *last], capsys)
    assert code == 0 and "it vouches for every hand before it" in out, out
    forged = []
    previous = vd.NO_PREVIOUS.hex()
    for number, text in enumerate(texts[:2] + texts[3:], 1):   # hand 3 dropped
        fields = vd.documents(text)[0]
        text = re.sub(r"(?m)^hand = \d+$", "hand = %d" % number, text)
        text = text.replace("_previous = '%s'" % fields["_previous"], "_previous = '%s'"
                            % previous)
        fields = vd.documents(text)[0]
        digest = forged_digest(fields)
        forged.append(text.replace("_fingerprint = '%s'" % fields["_fingerprint"],
                                   "_fingerprint = '%s'" % digest))
        previous = digest
    code, out = run([export(tmp_path / "forged", forged)], capsys)
    assert code == 0, "the forgery agrees with itself: only a noted fingerprint shows it"
    code, out = run([export(tmp_path / "forged2", forged), *last], capsys)
    assert code == 1 and "no such hand" in out
    code, out = run([export(tmp_path / "forged3", forged),
                     "--last", "4:%s" % short_text(shown[-1])], capsys)
    assert code == 1 and "DOES NOT MATCH" in out
    # a hand slipped in after the last one: consistent, but after the final screen's
    fields = vd.documents(texts[-1])[0]
    after = re.sub(r"(?m)^hand = \d+$", "hand = %d" % (len(texts) + 1), texts[-1])
    after = after.replace("_previous = '%s'" % fields["_previous"],
                          "_previous = '%s'" % fields["_fingerprint"])
    after = after.replace("_fingerprint = '%s'" % fields["_fingerprint"],
                          "_fingerprint = '%s'" % forged_digest(vd.documents(after)[0]))
    code, out = run([export(tmp_path / "after", texts + [after])], capsys)
    assert code == 0, out
    code, out = run([export(tmp_path / "after2", texts + [after]), *last], capsys)
    assert code == 1 and "hand %d comes after it" % (len(texts) + 1) in out


def test_an_unreadable_file_is_named_and_the_others_are_checked(tmp_path, capsys):
    texts, _ = played(3, 3, seed=61, hands=2)
    folder = export(tmp_path / "hands", texts)
    (folder / "hand03.phh").write_text("variant = 'IP\nbroken = [")
    (folder / "hand04.phh").write_bytes(b"\xff\xfe not text")
    code, out = run([folder], capsys)
    assert code == 1
    assert "hand03.phh: CANNOT BE READ" in out and "hand04.phh: CANNOT BE READ" in out
    assert "hand01.phh hand 1: verified" in out and "hand02.phh hand 2: verified" in out


def test_no_salt_and_no_fingerprint_are_told_apart():
    texts, _ = played(0, 3, seed=71, hands=1)
    no_salt = checked(re.sub(r"(?m)^_salt = .*\n", "", texts[0]))
    no_fingerprint = checked(re.sub(r"(?m)^_fingerprint = .*\n", "", texts[0]))
    neither = checked(re.sub(r"(?m)^_(salt|fingerprint) = .*\n", "", texts[0]))
    assert no_salt.reason.startswith("no salt: ")
    assert no_fingerprint.reason.startswith("no fingerprint: ")
    assert neither.reason.startswith("no salt and no fingerprint")
    assert len({no_salt.reason, no_fingerprint.reason, neither.reason}) == 3


def test_a_history_written_before_the_chain_verifies_its_cards_and_says_what_it_cannot(
        capsys, tmp_path):
    """Old histories (no `_previous`): their fingerprint covered the salt, the session,
    the number and the cards; that is what is checked, and the line says so."""
    texts, _ = played(0, 3, seed=81, hands=1)
    fields = vd.documents(texts[0])[0]
    players = [vd.cards_of(a.split()[3]) for a in fields["actions"] if a.startswith("d dh ")]
    digest = hashlib.sha256(vd.message_before_chain(
        bytes.fromhex(fields["_salt"]), bytes.fromhex(fields["_session"]), fields["hand"],
        players, 1, [])).hexdigest()
    old = re.sub(r"(?m)^_previous = .*\n", "", texts[0]).replace(fields["_fingerprint"],
                                                                  digest)
    code, out = run([export(tmp_path, [old])], capsys)
    assert code == 0 and "verified" in out and "written before the chain" in out
