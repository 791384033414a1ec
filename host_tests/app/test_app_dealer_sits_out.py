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


def test_pass_around_does_not_offer_a_dealer_who_sits_out():
    """O-DEALER-SITS-OUT means a dealer who deals the real cards and holds none: tracker
    mode only. In pass-around the device deals, so the option is refused with a reason,
    and settings.toml's DEALER_PLAYS=0 starts a pass-around session with the dealer in,
    after a first screen that says so (#26 item 8: no value ignored without a word)."""
    choose = script("d d d s " + "d " * 7 + "s")   # pass-around: MORE, NEXT to Dealer, CHANGE
    run_driver(choose)
    kind, rows = choose.seen[-2]
    assert kind == "setup" and ">Dealer plays" in rows
    kind, rows = choose.seen[-1]   # a reason this long: a message of its own
    assert kind == "message" and "tracker mode only" in " ".join(" ".join(rows).split())
    choose = script("d d d d d")
    result, _ = run_driver(choose, settings={"DEALER_DEALER_PLAYS": "0"})
    kind, rows = choose.seen[0]
    assert kind == "message" and "DEALER_PLAYS=0: a dealer sits out in tracker mode only" \
        in " ".join(" ".join(rows).split())
    assert result.app.table.session.rules.dealer_plays is True
    assert not result.app.table.tracker
