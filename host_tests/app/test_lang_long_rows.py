"""Rows that only a longer language, a longer session or a larger table makes too long:
each case here was a row cut at the screen's edge or left in English, found by playing
the simulator as tables do. The random sessions of test_lang_screens.py play 4 hands
of up to 10 players; these play the lengths and the counts those do not reach.
"""

import pytest

from simhw.runner import run_headless

COLS = 21
SETUP = "d d d d"   # the setup's steps with settings.toml's choices, then START


def _fits(rows):
    return all(len(row) <= COLS for row in rows)


@pytest.mark.parametrize("code, hands, expected", [
    ("fr", "0", "1/10 donneur ANN"),          # one rotation of 10 players: 10 hands
    ("it", "0", "1/10 mazziere ANN"),
    ("es", "12", "Mano 1/12 reparte ANN"),   # 21 columns: fits whole
    ("it", "250", "1/250 mazziere ANN"),
    ("en", "0", "Hand 1/10 dealer ANN"),     # without its dot: fits
    ("nl", "0", "Hand 1/10 · deler ANN"),
])
def test_the_hand_title_keeps_the_dealers_whole_name(code, hands, expected):
    """R-TABLE: the hand's title names who deals; when the hand's word, its number and
    the role do not fit beside the name, the word "hand" goes first (the number says it)."""
    result = run_headless(SETUP, seed=3, players=10,
                          settings={"DEALER_LANGUAGE": code, "DEALER_HANDS": hands})
    assert result.final[0] == expected
    assert _fits(result.final)


@pytest.mark.parametrize("code, label", [("nl", "midden"), ("fr", "milieu"),
                                         ("it", "centro"), ("es", "medio"), ("en", "mid")])
def test_the_middle_cards_label_never_runs_into_a_name(code, label):
    """V-COMMUNITY: a label wider than its card's column takes the token form ("midden
    9♣ ANN 2♥") instead of the row of big cards with each name under its card."""
    keys = SETUP + " s . S s . S s . S s . S"   # each player's card view in turn
    result = run_headless(keys, seed=5, players=3,
                          settings={"DEALER_LANGUAGE": code, "DEALER_VARIANT": "community"})
    views = [rows for rows in result.screens if any(label in row for row in rows)]
    assert views, "no card view showed the middle card"
    for rows in views:
        assert _fits(rows)
        for row in rows:   # a name is in capitals: "middenANN" is the label run into one
            at = row.find(label)
            after = row[at + len(label):at + len(label) + 1] if at >= 0 else ""
            assert not after.isupper(), "%r runs into the name that follows" % row


@pytest.mark.parametrize("code, expected", [("es", "Empate: 10 jugadores"),
                                            ("fr", "Égalité à 10 joueurs"),
                                            ("nl", "Gedeeld: 10 spelers"),
                                            ("it", "Pari fra 10 giocatori"),
                                            ("en", "Shared by 10 players")])
def test_a_win_shared_by_ten_is_titled_in_full(code, expected):
    """R-WINNER: the session ended at once, all ten share the win."""
    result = run_headless(SETUP + " f s s d s d", seed=1, players=10,
                          settings={"DEALER_LANGUAGE": code})
    assert result.final[0] == expected


@pytest.mark.parametrize("code, expected", [("fr", "1 jeton = $0.25"),
                                            ("es", "1 ficha = $0.25"),
                                            ("it", "1 fiche = $0.25"),
                                            ("en", "1 chip = $0.25")])
def test_the_settle_up_says_the_chip_value_in_the_tables_language(code, expected):
    """The settle-up's first line is the chip value, in the words of the table (the
    journal keeps settings.toml's own form, "1 chip = $0.25")."""
    keys = SETUP + " s . S d . S s d d s . S s . S s d d f s s d"
    result = run_headless(keys, seed=5, players=2,
                          settings={"DEALER_LANGUAGE": code, "DEALER_CHIP_VALUE": "$0.25"})
    assert result.final[1] == expected


@pytest.mark.parametrize("code, word", [("fr", "joueurs"), ("nl", "spelers"),
                                        ("es", "jugadores"), ("it", "giocatori")])
def test_too_many_players_for_stud_is_refused_in_the_tables_language(code, word):
    """R-DECK: stud deals 7 cards each, so the setup's START refuses an eighth player,
    in the language of the table."""
    result = run_headless("s d d d d", seed=1, players=7,
                          settings={"DEALER_LANGUAGE": code, "DEALER_VARIANT": "stud"})
    text = " ".join(result.final).lower()
    assert word in text and "stud" in text
    assert "players" not in text


def test_squeeze_leaves_words_out_but_never_a_number_or_a_name():
    from dealer.screens.layout import squeeze
    assert squeeze("Mano 100/250  piatto 10000") == "100/250 piatto 10000"
    # the shortest words go first: the verb stays
    assert squeeze("ANN verhoogt naar 100000") == "ANN verhoogt 100000"
    assert squeeze("ANN ha rilanciato a 9999") == "ANN rilanciato 9999"
    assert squeeze("ANN a relancé à 100000") == "ANN relancé à 100000"
    assert squeeze("Scoperta: piatto 40011 1/2") == "piatto 40011 1/2"
    assert squeeze("Hand 3/6  pot 5") == "Hand 3/6  pot 5"   # it fits: as it is


NO_LIMIT_10000 = {"DEALER_STRUCTURE": "nolimit", "DEALER_STACK": "10000"}


@pytest.mark.parametrize("code", ["it", "es", "fr", "nl", "en"])
def test_a_pot_of_five_digits_is_shown_whole_in_the_hands_title(code):
    """R-CONSERVE on screen: the title of a hand keeps the pot's every digit, its word
    for "hand" going first (BOB's all-in of 10,000 called: a pot of 10,001)."""
    result = run_headless(SETUP + " s . S d s s s s d . S", seed=3, players=2,
                          settings=dict(NO_LIMIT_10000, DEALER_LANGUAGE=code))
    titles = [rows[0] for rows in result.screens if "10001" in rows[0]]
    assert titles, "no screen's title showed the pot of 10001"
    assert all(len(title) <= COLS for title in titles)


def test_a_dutch_raise_to_four_digits_fits_its_row():
    result = run_headless(SETUP + " s . S d d . S d s s s s", seed=3, players=2,
                          settings=dict(NO_LIMIT_10000, DEALER_LANGUAGE="nl"))
    assert any(rows[1] == "ANN verhoogt tot 9999" for rows in result.screens)


def test_the_trackers_pot_and_call_keep_their_digits_when_too_wide_to_be_big():
    """Tracker mode's turn screen: "Piatto 10001" is wider than the big characters go,
    so the number is big and its word beside it."""
    keys = SETUP + " s s . . . . . d s s s s d"
    result = run_headless(keys, seed=3, players=2, settings=dict(
        NO_LIMIT_10000, DEALER_LANGUAGE="it", DEALER_MODE="tracker"))
    rows = result.final   # a big row reads as its text, then what stands beside it
    assert rows[3].startswith("10001 ") and rows[3].endswith("Piatto")
    assert rows[5].startswith("9999 ") and rows[5].endswith("Chiama")


def test_the_card_views_page_hint_keeps_its_page_numbers():
    result = run_headless(SETUP + " s . S", seed=5, players=10, settings={
        "DEALER_LANGUAGE": "it", "DEALER_LEARN": "1", "DEALER_VARIANT": "twocard"})
    tails = [rows[6] for rows in result.screens if "chiama 0" in rows[6]]
    assert tails and all(tail.endswith("1/2") or tail.endswith("2/2") for tail in tails)


@pytest.mark.parametrize("code", ["en", "es", "it", "nl", "fr"])
def test_the_settings_between_hands_show_every_value(code):
    """Each line of the settings between hands shows its label and its value: a column
    short, a space stands for the ": " (">Modo de mano en mano")."""
    import lang_files
    words = lang_files.read(code)["OPTIONS"]
    labels = {e.text for e in words if e.key.startswith("S_")}
    title = next(e.text for e in words if e.key == "SETTINGS_TITLE")
    keys = SETUP + " f s d" + " s" * 12   # the menu's settings, then every line in turn
    result = run_headless(keys, seed=3, players=10, settings={"DEALER_LANGUAGE": code})
    panels = [rows for rows in result.screens if rows[0] == title]
    assert panels
    for rows in panels:
        for row in rows[1:7]:
            assert row[1:] not in labels, "%s: %r shows no value" % (code, row)
            assert len(row) <= COLS


@pytest.mark.parametrize("code, rank, suit", [("fr", "valeur:  ", "couleur: "),
                                              ("it", "valore: ", "seme:   "),
                                              ("en", "rank:  ", "suit:  ")])
def test_card_entry_writes_a_ten_as_10_its_values_under_one_another(code, rank, suit):
    """R-TABLE, tracker mode: a revealed ten is entered as "10", as every screen writes it,
    and the rank and the suit stand in one column whatever their labels' length."""
    keys = SETUP + " s s . . . . . d s s d a a a a d" + " s" * 9 + " d"   # ANN's: A + 9
    result = run_headless(keys, seed=3, players=2, settings={
        "DEALER_MODE": "tracker", "DEALER_LANGUAGE": code, "DEALER_TIEBREAK": "suits"})
    assert result.final[3] == rank + "10"
    assert result.final[4] == suit + "♠   (10♠)"


@pytest.mark.parametrize("code", ["en", "es", "it", "nl", "fr"])
def test_a_new_streets_line_fits_the_card_views_context_row_whole(code):
    """V-STUD: "5th street dealt" stands alone on the card view's context row, which is
    cut at 21 columns: the street's number must be inside them."""
    import lang_files
    text = next(e.text for e in lang_files.read(code)["PLAY"] if e.key == "STREET_DEALT")
    assert len(text % 7) <= COLS, text % 7


@pytest.mark.parametrize("code", ["it", "nl", "fr", "es", "en"])
def test_the_card_views_last_action_keeps_its_amount(code):
    """The card view's second row, what happened last: a raise to 9999 keeps its number
    (IT "ANN ha rilanciato a 9999" was cut to "a 9", NL "verhoogde naar 99"); a word
    goes instead, the shortest first."""
    result = run_headless("d d d d s . S d d . S d s s s d . S", seed=3, players=2,
                          settings=dict(NO_LIMIT_10000, DEALER_LANGUAGE=code))
    row = result.final[1]
    assert row.startswith("ANN ") and row.endswith(" 9999"), result.final
    assert _fits(result.final)


def test_the_balances_after_a_betting_hand_stay_chips_once_the_party_game_is_chosen():
    """The settings changed to the party game on the balances of a hand with chips: that
    hand's screen still shows its chips, not "0 sips  drank" for the winner."""
    result = run_headless("d d d d s . S s . S s . S s d f s s d d s s s s s a", seed=1,
                          players=3)
    assert result.app.table.session.rules.variant == 5
    assert result.final[1].split() == ["ANN", "102", "+2"], result.final
    assert not any("sip" in row or "drank" in row for row in result.final)


def test_the_card_views_call_is_never_cut_when_the_pot_and_the_call_overflow():
    """IT "ANN 10000" leaves no room on row 0 for "piatto 10000 chiama 10000": row 6 had
    it cut to "chiama 1"; now the call stays whole (the hand-off's title said the pot)."""
    result = run_headless("d d d d s . S d s s s d . S", seed=3, players=2,
                          settings=dict(NO_LIMIT_10000, DEALER_LANGUAGE="it", DEALER_ANTE="0"))
    assert result.final[0] == "ANN 10000"
    assert result.final[6].startswith("chiama 10000"), result.final


@pytest.mark.parametrize("code, value_rows", [("en", ["1 chip = 0.50 dollars"]),
                                              ("es", ["1 ficha = 0.50", "dollars"])])
def test_the_settle_up_never_cuts_a_currency_word(code, value_rows):
    """A payment too long with its currency ("BOB→ANN 5000.00 dolla") shows the number
    alone, under the chip value's line, which takes two rows if it needs them."""
    keys = "d d d d s . S d s s s d . S s d d f s s d"
    result = run_headless(keys, seed=3, players=2, settings=dict(
        NO_LIMIT_10000, DEALER_LANGUAGE=code, DEALER_CHIP_VALUE="1 chip = 0.50 dollars"))
    rows = result.final
    assert rows[1:1 + len(value_rows)] == value_rows, rows
    assert rows[1 + len(value_rows)] == "BOB→ANN 5000.00"


@pytest.mark.parametrize("code", ["en", "es", "it", "nl", "fr"])
def test_the_cut_screen_says_who_gets_the_first_card_when_the_dealer_sits_out(code):
    """O-DEALER-SITS-OUT, tracker: "The dealer deals one card each, face down, BOB first"
    in its three rows; ES and IT had lost "BOB." past the last one."""
    result = run_headless(SETUP + " s", seed=1, players=10, settings={
        "DEALER_MODE": "tracker", "DEALER_DEALER_PLAYS": "0", "DEALER_LANGUAGE": code})
    assert result.app.screen_kind == "cut"
    assert "BOB" in " ".join(result.final[2:5]), result.final


def test_a_share_with_a_fraction_keeps_its_fraction_at_the_showdown():
    """Tracker, ES: "BOB se lleva 13333 1/3" is 22 columns: a word goes, never the 3."""
    result = run_headless("d d d d s s . . . . . d s s s s d s s s d d d s d", seed=1,
                          players=4, settings=dict(NO_LIMIT_10000, DEALER_LANGUAGE="es",
                                                   DEALER_MODE="tracker"))
    assert result.final[1] == "BOB lleva 13333 1/3", result.final


def test_the_trackers_chips_beside_the_big_name_keep_their_fraction():
    """Tracker, NL: "heeft 10005 1/3" beside a big name was cut to "heeft 10005 1/"."""
    keys = ("d d d d s s . . . . . s s s s d d d s d d d s s . . . . . d s s s d s d s d s s "
            "d d d s s . . . . . s s s")
    result = run_headless(keys, seed=1, players=4, settings={
        "DEALER_LANGUAGE": "nl", "DEALER_MODE": "tracker", "DEALER_STACK": "10000"})
    assert result.final[2].strip() == "10005 1/3", result.final


def test_the_italian_page_hint_says_how_to_turn_the_page():
    """Learn mode at 10 players: row 6 has the call and "A lungo: 1/2", not a bare 1/2."""
    result = run_headless("d d d d s . S", seed=1, players=10, settings={
        "DEALER_LANGUAGE": "it", "DEALER_LEARN": "1", "DEALER_VARIANT": "twocard"})
    assert result.final[6] == "chiama 0 A lungo: 1/2", result.final


@pytest.mark.parametrize("code, expected", [("es", "Mesa: comprar/salir"),
                                            ("it", "Tavolo: compra/esci"),
                                            ("fr", "Table: recave/départ"),
                                            ("nl", "Spelers: kopen/weg"),
                                            ("en", "Players: rebuy/leave")])
def test_the_settings_buy_in_item_says_what_it_opens_at_ten(code, expected):
    """R-CONSERVE (buy-ins): between hands the settings' item that opens the buy-ins said
    only "Jugadores" at 10 players in Spanish, Italian and French: "Jugadores:
    comprar/salir" is 24 columns with the cursor. It is called by the table's seats."""
    keys = SETUP + " f s d" + " d" * 16   # the menu's Settings, then down every option
    result = run_headless(keys, seed=3, players=10, settings={"DEALER_LANGUAGE": code})
    rows = [row for rows in result.screens for row in rows]
    assert ">" + expected in rows, sorted(set(rows))
    assert all(_fits(rows) for rows in result.screens)


def test_the_balances_keep_the_change_when_both_have_fractions():
    """R-SPLIT, R-CONSERVE: three aces share a pot of 208 chips (69 1/3 each) at a table
    of 10,000-chip stacks: "ANN 10017 1/3 +17 1/3" is 21 columns with single spaces;
    the aligned row is 22, and the change column was dropped for it."""
    from dealer.screens.results import balances_screen
    from indian_poker import BET, CALL, NO_LIMIT, Rules, Session, card
    session = Session(Rules(players=4, structure=NO_LIMIT), stacks=[10000] * 4)
    hand = session.deal(cards=[card(c) for c in ("Ac", "Ad", "Ah", "2c")])
    hand.act(BET, 51)
    while not hand.over:
        hand.act(CALL)
    rows = [""] * 8
    balances_screen(rows, session, ["ANN", "BOB", "CAT", "DAN"], 0)
    assert rows[1:5] == ["ANN 10017 1/3 +17 1/3", "BOB 10017 1/3 +17 1/3",
                         "CAT 10017 1/3 +17 1/3", "DAN     9948  -52"], rows
    assert _fits(rows)
