"""Big cards (R-FOREHEAD): the card view draws the others' cards twice as large with their
names and chips beside them, says what the player before just did and which game is
played, and turns its pages by itself; the tracker's turn shows who acts, the pot and
what calling costs in big characters. All through the headless simulator's pixels."""

import re

import pytest
from app_sim_helpers import LONG_MS, SHORT_MS, A, B, C, look, run_driver, wait

from dealer.board import font
from simhw import runner

SETUP = "d d d d"
LOOK = ". S"
RANK = r"(10|[2-9JQKA])"
BIG_CARD = re.compile(r"^%s([♣♦♥♠]) +([A-Z]{3})$" % RANK)


def big_glyph(ch):
    """The 12x14 pixels of `ch` at 2x: a list of 16 rows of 12 pixels (0/1)."""
    g = font.glyph(ch)
    columns = font.GLYPHS[g * font.WIDTH:(g + 1) * font.WIDTH]
    return [[columns[x // 2] >> (y // 2) & 1 for x in range(12)] for y in range(16)]


def pixels(frame, x0, y0, width, height):
    return [[frame[(y0 + y) * 128 + x0 + x] for x in range(width)] for y in range(height)]


@pytest.mark.parametrize("seed", range(6))
def test_R_FOREHEAD_the_card_view_draws_each_card_twice_as_large(seed):
    """Each band's rank and suit are the font's glyphs at 2x, 16 pixels tall (pixels)."""
    result = runner.run_headless(SETUP + " s " + LOOK, seed=seed, frames=True)
    rows = result.screens[-1]
    frame = result.frames[-1]
    bands = 0
    for top in (2, 4):
        match = BIG_CARD.match(rows[top])
        if match is None:
            continue
        bands += 1
        assert rows[top + 1].strip(), "no chips under %s's name" % match.group(3)
        text = match.group(1) + match.group(2)
        for k, ch in enumerate(text):
            drawn = pixels(frame, 1 + 12 * k, 8 * top, 12, 16)
            assert drawn == big_glyph(ch), (seed, ch, rows)
    assert bands == 2, rows
    # the text model names the cards; "T" is never shown for a ten
    assert not any(re.search(r"T[♣♦♥♠]", row) for screen in result.screens for row in screen)


def test_a_ten_reads_10():
    """Over many deals some view shows a ten: as "10", never as "T"."""
    for seed in range(40):
        result = runner.run_headless(SETUP + " s " + LOOK, seed=seed)
        text = "\n".join(result.screens[-1])
        if re.search(r"10[♣♦♥♠]", text):
            break
    else:
        pytest.fail("no ten in 40 deals")


@pytest.mark.parametrize("seed", range(4))
def test_the_view_says_what_the_player_before_did_and_the_game(seed):
    """BOB bets, CAT and DAN call: ANN's view reads "DAN called 1"; the game is named."""
    result = runner.run_headless(SETUP + " s " + LOOK + " d " + LOOK + " s " + LOOK + " s "
                                 + LOOK, seed=seed,
                                 settings={"DEALER_VARIANT": "stud"})
    views = [rows for rows in result.screens
             if rows[0].startswith("BOB ") and not rows[1].startswith("Pass to")]
    assert views and views[0][1] == "You speak first"
    rows = result.screens[-1]
    assert rows[0].startswith("ANN "), rows
    assert rows[1] == "DAN called 1", rows
    assert rows[6].startswith("stud"), rows


def test_paged_views_turn_by_themselves_and_b_stays_check():
    """4 players: 3 opponents on 2 pages. The page turns after 3 s without a key; a hold of
    B is CHECK, never a page turn (the old "hold B: more" met CHECK on the same key)."""
    seen = []

    def choose(app):
        kind = app.screen_kind
        seen.append((kind, list(app.rows)))
        if kind in ("message", "setup"):
            return C, SHORT_MS, 200
        if kind == "intro":
            return B, SHORT_MS, 200
        if kind == "handoff" and sum(1 for k, _ in seen if k == "view") == 0:
            return look()
        if kind == "view" and len([1 for k, _ in seen if k == "view"]) == 1:
            return wait(3100)
        if kind == "view" and len([1 for k, _ in seen if k == "view"]) == 2:
            return B, LONG_MS, 200
        return None

    result, recorder = run_driver(choose, settings={"DEALER_PLAYERS": "4"})
    views = [s for s in recorder.shown if s.kind == "view"]
    assert views[0].drawn[6].endswith("page 1/2")
    assert views[1].drawn[6].endswith("page 2/2"), views[1].drawn
    names = {row.split()[-1] for s in views for row in (s.drawn[2], s.drawn[4]) if row}
    assert names == {"ANN", "CAT", "DAN"}, names
    # the hold of B checked: CAT's hand-off comes next
    after = recorder.shown[recorder.shown.index(views[-1]) + 1]
    assert after.kind == "handoff" and "Pass to CAT" in after.text


def test_tracker_turn_shows_who_acts_the_pot_and_the_call_in_big_characters():
    result = runner.run_headless("d d s d d s  s . . . . .  d", seed=3, frames=True)
    rows = result.screens[-1]
    assert rows[1].startswith("CAT") and rows[1].endswith("to act"), rows
    assert rows[3].startswith("Pot 5"), rows
    assert rows[5] == "Call 1", rows
    frame = result.frames[-1]
    for k, ch in enumerate("CAT"):
        assert pixels(frame, 1 + 12 * k, 8, 12, 16) == big_glyph(ch)
    assert A == 0   # the keys row is unchanged: FOLD, CALL, RAISE
    assert rows[7].split() == ["FOLD", "CALL", "RAISE"]


def test_the_half_glyph_is_a_stacked_fraction_not_the_percent_sign():
    """"100½" must not read as "100%": the ½ has a bar across its whole width, which %
    lacks, and differs from % in at least a third of its 35 pixels."""
    def cells(ch):
        g = font.glyph(ch)
        return [[font.GLYPHS[g * font.WIDTH + x] >> y & 1 for x in range(5)] for y in range(7)]
    half, percent = cells("½"), cells("%")
    assert font.glyph("½") != font.BOX
    differ = sum(half[y][x] != percent[y][x] for y in range(7) for x in range(5))
    assert differ >= 12, differ
    assert any(all(row) for row in half) and not any(all(row) for row in percent)


@pytest.mark.parametrize("seed", range(4))
def test_R_FOREHEAD_every_card_a_viewer_may_see_is_on_some_page_in_every_street(seed):
    """Stud's last streets give each player four up cards and three private ones: too
    many for big characters in a row, then they go small; no card a viewer may see is
    ever left out, and none of their own up cards is shown (all pages, every street)."""
    import random

    from app_sim_helpers import table_nav, text_model

    from dealer.screens.card_view import view_rows
    from dealer.screens.text import card_text
    from indian_poker import CHECK, STUD, Rules, Session

    rnd = random.Random(seed)
    players = rnd.choice((2, 3, 4, 7))
    session = Session(Rules(players=players, variant=STUD), entropy=rnd.randbytes)
    hand = session.deal()
    nav = table_nav(session, ["P%02d" % s for s in range(players)])
    streets = set()
    while not hand.over:
        viewer = hand.to_act
        text = ""
        for page in range(8):
            rows = [""] * 8
            view_rows(rows, nav.table, viewer, page, False, "")
            assert all(len(row) <= 21 + 2 for row in rows)   # two marker characters
            text += "\n".join(text_model(rows)) + "\n"
        for seat in range(players):
            for slot in range(len(hand.game.SLOTS)):
                c = hand.card(seat, slot)
                shown = card_text(c) in text.replace(" ", "")
                if hand.visible_card(viewer, seat, slot) is not None:
                    assert shown, (card_text(c), text)
                elif seat == viewer:
                    assert not shown, (card_text(c), text)
        streets.add(hand.street)
        hand.act(CHECK)
    assert max(streets) >= 4
