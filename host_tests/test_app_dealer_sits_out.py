"""O-DEALER-SITS-OUT on the device: chosen in the setup options, played by the rules core."""

from app_sim_helpers import SHORT_MS, play_session, run_driver


def script(keys):
    """A chooser pressing the short keys `keys` one by one, then stopping."""
    todo = list(keys.split())
    seen = []

    def choose(app):
        seen.append((app.screen_kind, list(app.rows)))
        if not todo:
            return None
        return "asdf".index(todo.pop(0)), SHORT_MS, 200
    choose.seen = seen
    return choose


def test_the_setup_offers_a_dealer_who_sits_out():
    # players, names, mode: NEXT; options: MORE, NEXT seven times to "Dealer", CHANGE,
    # BACK to Start, START
    choose = script("d d d s " + "d " * 7 + "s a d")
    result, _ = run_driver(choose, settings={"DEALER_MODE": "tracker"})
    assert any(kind == "setup" and ">Dealer sits out" in rows for kind, rows in choose.seen)
    rules = result.app.table.session.rules
    assert rules.dealer_plays is False and rules.players == 4
    kind, rows = choose.seen[-1]
    assert kind == "intro" and rows[0] == "Hand 1/4 · button ANN"


def test_a_tracker_session_with_a_dealer_who_sits_out_plays_every_seat():
    result, _, player = play_session(4, True, seed=3, settings={"DEALER_DEALER_PLAYS": "0"})
    session = result.app.table.session
    assert session.rules.dealer_plays is False and session.over
    assert session.hand_no == 4
    assert sum(session.balances()) == 400 * 2520
    # the last hand dealt every player in, and the button went round all four players
    hand = session.hand
    assert [hand.dealt_in(seat) for seat in range(4)] == [True] * 4
    assert hand.dealer == 3 and session.dealer == 0
    assert player.entered   # the tracker's showdowns took the revealed cards
