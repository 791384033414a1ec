"""Big cards (R-FOREHEAD): the card view draws the others' cards twice as large with their
names and chips beside them, says what the player before just did and which game is
played; no page turns by itself; the tracker's turn shows who acts, the pot and what
calling costs in big characters. All through the headless simulator's pixels."""

import re

import pytest
from app_sim_helpers import LONG_MS, SHORT_MS, A, B, C, look, run_driver, view_cards, wait

from dealer.board import font
from simhw import runner

SETUP = "d d d d"
LOOK = ". S"
RANK = r"(10|[2-9JQKA])"
BIG_CARD = re.compile(r"^%s([♣♦♥♠]) +([A-Z]{3})$" % RANK)


def big_glyph(ch):
    """The 12x14 pixels of `ch` at 2x: a list of 16 rows of 12 pixels (0/1)."""
    g = font.glyph(ch)
    columns = bytes(font.GLYPHS)[g * font.WIDTH:(g + 1) * font.WIDTH]
    return [[columns[x // 2] >> (y // 2) & 1 for x in range(12)] for y in range(16)]


def pixels(frame, x0, y0, width, height):
    return [[frame[(y0 + y) * 128 + x0 + x] for x in range(width)] for y in range(height)]


def big_rows(built):
    """(row, big text) of each row that starts with big characters (layout.big)."""
    from dealer.screens.layout import split_big
    return [(i, split_big(row)[0]) for i, row in enumerate(built) if split_big(row)[0]]


@pytest.mark.parametrize("players, seed", [(p, s) for p in (3, 4) for s in range(3)])
def test_R_FOREHEAD_the_card_view_draws_each_card_twice_as_large(players, seed):
    """Three players: two bands, each the cards at 2x with the name beside them and the
    chips under it. Four: the three cards at 2x in one row, each name under its card and
    the chips under the name. Every glyph is the font's at 2x, 16 pixels tall (pixels)."""
    result = runner.run_headless(SETUP + " s " + LOOK, seed=seed, frames=True,
                                 players=players)
    rows = result.screens[-1]
    frame = result.frames[-1]
    built = result.app.rows
    bigs = big_rows(built)
    assert [i for i, _ in bigs] == ([2, 4] if players == 3 else [2]), built
    for top, text in bigs:
        for k, ch in enumerate(text):
            drawn = pixels(frame, 1 + 12 * k, 8 * top, 12, 16)
            assert drawn == big_glyph(ch), (seed, ch, rows)
    shown = view_cards(rows)
    assert sorted(shown) == sorted(n for n in ("ANN", "BOB", "CAT", "DAN")[:players]
                                   if n != "BOB"), rows
    assert all(len(cards) == 1 for cards in shown.values())
    if players == 3:
        for top in (2, 4):
            assert BIG_CARD.match(rows[top]) and rows[top + 1].strip() == "99", rows
    else:
        assert rows[5].split() == ["99", "99", "99"], rows
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


def test_no_page_turns_by_itself_a_hold_of_a_turns_it_and_a_hold_of_b_checks():
    """Seven players of stud at a late street: more cards than a screen holds. The page
    stays put for as long as nobody presses (it once turned every 3 s, and the 30 s blank
    could come first); a hold of A shows the next page, a tap of A would fold, and a hold
    of B is CHECK, never a page turn."""
    seen = []

    def choose(app):
        kind = app.screen_kind
        if kind in ("message", "setup"):
            return C, SHORT_MS, 200
        if kind == "intro":
            return B, SHORT_MS, 200
        if kind == "handoff":
            return look()
        if kind != "view":
            return None
        if "hold A: " not in app.rows[6]:
            return B, SHORT_MS, 200          # everyone checks on to the next street
        seen.append(list(app.rows))
        if len(seen) == 1:
            return wait(20000)               # nobody presses for 20 s: the page stays
        if len(seen) <= 3:
            return A, LONG_MS, 200           # a hold of A: the next page, then back
        if len(seen) == 4:
            return B, LONG_MS, 200           # a hold of B: CHECK
        return None

    result, recorder = run_driver(choose, seed=5, settings={
        "DEALER_PLAYERS": "7", "DEALER_VARIANT": "stud"})
    views = [s for s in recorder.shown if s.kind == "view" and "hold A: " in s.drawn[6]]
    assert [v.drawn[6].split("hold A: ")[1][:3] for v in views[:3]] == ["1/2", "2/2", "1/2"]
    assert views[1].drawn[2:6] != views[0].drawn[2:6]
    start = recorder.shown.index(views[0])
    assert recorder.shown[start + 1] is views[1], "something was drawn while nobody pressed"
    shown = {}
    for view in views[:2]:
        shown.update(view_cards(view.drawn))
    seats = views[0].names
    viewer = views[0].viewer
    for seat in range(7):
        if seat != viewer and not views[0].folded >> seat & 1:
            assert len(shown[seats[seat]]) >= 3, shown   # every up card, on one page or two
    after = recorder.shown[recorder.shown.index(views[2]) + 1]
    assert after.kind == "handoff" and after.to_act != viewer, after.text   # B checked


def test_tracker_turn_shows_who_acts_the_pot_and_the_call_in_big_characters():
    result = runner.run_headless("d d s d d s  s . . . . .  d", seed=3, frames=True)
    rows = result.screens[-1]
    assert rows[1].startswith("CAT") and rows[1].endswith("to act"), rows
    assert rows[3].startswith("Pot 5"), rows
    assert rows[5] == "Call 1", rows
    frame = result.frames[-1]
    for k, ch in enumerate("CAT"):
        assert pixels(frame, 1 + 12 * k, 8, 12, 16) == big_glyph(ch)
    assert rows[7].split() == ["FOLD", "CALL", "RAISE"]


def test_the_half_glyph_is_a_stacked_fraction_not_the_percent_sign():
    """"100½" must not read as "100%": the ½ has a bar across its whole width, which %
    lacks, and differs from % in at least a third of its 35 pixels."""
    def cells(ch):
        at = font.glyph(ch) * font.WIDTH
        return [[bytes(font.GLYPHS)[at + x] >> y & 1 for x in range(5)] for y in range(7)]
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
