"""Fuzzing the save-journal decoder: it answers a session or "no usable save", never raises.

Inputs: random mutations of real journals (bit flips, overwritten bytes, cut
tails, shuffled and duplicated records, and mutated records given a valid CRC
again so the decoder reads past the check), and Hypothesis-built images and
record sequences. Whatever comes back must keep R-CONSERVE and be playable.

FUZZ_CASES sets the number of mutation cases (`make fuzz`: 100,000); the default
is a budget that fits CI. The Hypothesis tests run a tenth of it each.
"""

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer.store import journal as jr
from dealer.store import restore as rs
from dealer.store.journal import put_record, record_end
from dealer.store.saver import Saver
from indian_poker import LAST_STANDING, NO_LIMIT, PARTY, POT, TWO_CARD, UNTIL_BUST, Rules
from testkit.journal_play import FlashNvm, conserved, new_table, play

CASES = int(os.environ.get("FUZZ_CASES", "3000"))
KINDS = (jr.SNAPSHOT, jr.DEAL, jr.EVENTS, jr.UNDO, jr.MISDEAL, jr.RULES, jr.END, jr.WAKE,
         jr.FRESH)


def _corpus():
    """Journals of real sessions, taken at many moments."""
    images = []
    configs = ((Rules(players=10), False), (Rules(players=4), True),
               (Rules(players=5, structure=NO_LIMIT, stack=50), False),
               (Rules(players=3, structure=POT, hands=LAST_STANDING, stack=20), False),
               (Rules(players=4, hands=UNTIL_BUST, stack=6, variant=TWO_CARD, pairs=True),
                False),
               (Rules(players=6, variant=PARTY, hands=12), False),
               (Rules(players=10, hands=45), False))
    for n, (rules, tracker) in enumerate(configs):
        table = new_table(rules, seed=n, tracker=tracker)
        saver = Saver(FlashNvm())
        counter = [0]

        def grab(saver=saver, counter=counter):
            counter[0] += 1
            if counter[0] % 7 == 0:
                images.append(bytes(saver.journal.nvm))

        play(table, saver, seed=50 + n, on_change=grab, switch_modes=not tracker)
        images.append(bytes(saver.journal.nvm))
    return images


CORPUS = _corpus()


def _records(image):
    """(start, end) of each valid record."""
    spans = []
    pos = 0
    while True:
        end = record_end(image, pos)
        if end < 0:
            return spans
        spans.append((pos, end))
        pos = end


def check(image):
    """The decoder's answer must be clean; a session must conserve chips and be playable."""
    saved = rs.load(bytes(image))
    assert saved.status in (rs.EMPTY, rs.SAVED, rs.LOST)
    if saved.status != rs.SAVED:
        return saved.status
    session = saved.session
    assert conserved(session), "R-CONSERVE"
    assert all(b >= 0 for b in session.balances())
    assert len(saved.names) == session.rules.players
    session.standings()
    hand = session.hand
    if hand is not None and not hand.over and hand.to_act is not None:
        legal = hand.legal()
        hand.act(next(a for a in (1, 2, 0) if legal >> a & 1))   # play goes on
        assert conserved(session)
    return saved.status


def _recrc(image, pos, end, rnd):
    """Mutate the payload of the record at pos..end and give it a valid CRC again."""
    payload = bytearray(image[pos + 2:end - 4])
    kind = image[pos + 1]
    if payload and rnd.random() < 0.7:
        i = rnd.randrange(len(payload))
        payload[i] = rnd.choice((0, 1, 2, 0x7F, 0xFF, payload[i] ^ 1 << rnd.randrange(8)))
    elif rnd.random() < 0.5:
        kind = rnd.choice(KINDS)
    else:
        payload = payload[:rnd.randrange(len(payload) + 1)]
    buf = bytearray(len(payload) + 6)
    put_record(buf, 0, kind, payload, 0, len(payload))
    return image[:pos] + buf + image[end:]


def mutate(image, rnd):
    """One random mutation of a real journal."""
    image = bytearray(image)
    spans = _records(image)
    how = rnd.randrange(6)
    if how == 0:
        for _ in range(rnd.randint(1, 4)):
            i = rnd.randrange(len(image))
            image[i] ^= 1 << rnd.randrange(8)
    elif how == 1:
        i = rnd.randrange(len(image))
        image[i] = rnd.randrange(256)
    elif how == 2:
        cut = rnd.randrange(len(image))
        image[cut:] = b"\xff" * (len(image) - cut)
    elif how in (3, 4) and spans:
        pos, end = rnd.choice(spans)
        image = _recrc(image, pos, end, rnd)
    elif spans:
        parts = [bytes(image[a:b]) for a, b in spans]
        head, rest = parts[:1], parts[1:]
        if rest and rnd.random() < 0.5:
            rest.insert(rnd.randrange(len(rest) + 1), rnd.choice(rest))   # duplicated
        else:
            rnd.shuffle(rest)
        body = b"".join(head + rest)
        image = bytearray(body + b"\xff" * (4096 - len(body)))[:4096]
    return bytes(image[:4096]).ljust(4096, b"\xff")


def test_fuzz_mutations_of_real_journals():
    rnd = random.Random(20261129)
    outcomes = {rs.EMPTY: 0, rs.SAVED: 0, rs.LOST: 0}
    for _ in range(CASES):
        image = rnd.choice(CORPUS)
        for _ in range(rnd.randint(1, 3)):
            image = mutate(image, rnd)
        outcomes[check(image)] += 1
    # both answers occur: the fuzzing reaches past the CRC checks into the replay
    assert outcomes[rs.SAVED] > CASES // 20 and outcomes[rs.LOST] > CASES // 20


def _image_from(records):
    buf = bytearray(b"\xff" * 4096)
    pos = 0
    for kind, payload in records:
        if pos + len(payload) + 6 > 4096:
            break
        pos = put_record(buf, pos, kind, payload, 0, len(payload))
    return bytes(buf)


_EVENTS = [b"", b"\x00", b"\x01", b"\x02", b"\x03", b"\x04", b"\x0b\x05\x00\x00"]
_payloads = st.one_of(st.binary(max_size=40), st.sampled_from(_EVENTS))
_record = st.tuples(st.sampled_from(KINDS), _payloads)
_budget = settings(max_examples=max(CASES // 10, 50), deadline=None, derandomize=True,
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@_budget
@given(st.binary(min_size=0, max_size=300), st.integers(0, 3800))
def test_fuzz_arbitrary_bytes(data, at):
    image = bytearray(b"\xff" * 4096)
    image[at:at + len(data)] = data
    check(bytes(image[:4096]))


@_budget
@given(st.sampled_from(range(len(CORPUS))), st.lists(_record, max_size=12), st.data())
def test_fuzz_real_snapshot_then_any_records(which, extra, data):
    image = CORPUS[which]
    spans = _records(image)
    keep = data.draw(st.integers(1, len(spans)))
    records = [(image[a + 1], image[a + 2:b - 4]) for a, b in spans[:keep]]
    check(_image_from(records + extra))


@_budget
@given(st.lists(_record, min_size=1, max_size=10))
def test_fuzz_any_record_sequence(records):
    check(_image_from(records))


@pytest.mark.parametrize("image", CORPUS[-6:])
def test_fuzz_corpus_itself_reads_back(image):
    assert check(image) == rs.SAVED
