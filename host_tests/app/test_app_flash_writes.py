"""A session that a cash-out leaves with one player ends on its final screen, and no key
press writes flash without a change to the game (the journal's sector is erased once per
few hundred records: a press that writes for nothing wears the flash for nothing).

Through the simulator, on the real firmware: in last standing and in N hands, at 2 and
at 10 players, the players cash out at the intro and at the balances until one is left;
then random presses, held keys and double taps over whole sessions with buy-ins, each
checked: when the emulated flash was programmed or erased, something the journal keeps
had changed (the hand's log, the balances, the options, the mode, who has left or
joined, the session itself).
"""

import random

import pytest
from app_sim_helpers import LONG_MS, MENU, SHORT_MS, A, B, C, Masher, Player, run_driver
from test_app_buyins import BuyInMasher

from indian_poker.packing import pack_rules


def flash_writes(app):
    """Page programs and sector erases of the emulated flash so far."""
    nvm = app.hw.nvm
    return nvm.page_programs + nvm.sector_erases


def kept(app):
    """What the journal keeps of the table now: if it is the same, nothing was to write."""
    table = app.table
    if table is None:
        return None
    session = table.session
    hand = session.hand
    log = b"" if hand is None else bytes(hand.events.buf[:hand.events.end])
    return (id(session), session.hand_no, log, tuple(session.balances()),
            bytes(pack_rules(session.rules)), table.tracker, table.learn, session.left(),
            session.departed, session.ended, tuple(table.names))


class CashOut:
    """Plays (a Player, calling) to `where` ("intro" or "balances") of hand `after` + 1,
    then opens MENU, Settings, Players, cashes out every seat but the last (each asked
    first: YES) and goes BACK
    out of the panel; then `presses` presses of every key on whatever comes up."""

    def __init__(self, players, where, after, presses=215):
        self.player = Player(players, False, random.Random(players), passive=True)
        self.players = players
        self.where = where
        self.after = after
        self.presses = presses
        self.state = "play"
        self.after_cash_out = []     # (kind, rows) of each screen after the last cash-out
        self.writes = None           # flash writes when the last cash-out was made
        self.written = []            # (key, writes made by it) on the final screen

    def __call__(self, app):
        kind = app.screen_kind
        session = app.table.session if app.table is not None else None
        if self.state == "play" and kind == self.where and session.hand_no == self.after \
                and (kind == "intro" or session.hand is not None):
            self.state = "menu"
            return MENU, SHORT_MS, 200
        if self.state == "menu":
            return self._to_seats(app, kind)
        if self.state == "seats":
            return self._cash_out(app, kind)
        if self.state == "done":
            self.after_cash_out.append((kind, list(app.rows)))
            if kind == "balances":
                return C, SHORT_MS, 200   # NEXT
            if self.written and flash_writes(app) != self.writes:
                self.written[-1] = (self.written[-1][0], flash_writes(app) - self.writes)
                self.writes = flash_writes(app)
            if len(self.written) >= self.presses:
                return None
            key = (B, B, A, B, B)[len(self.written) % 5]   # MORE, held or not, and A
            hold = LONG_MS if len(self.written) % 7 == 3 else SHORT_MS
            self.written.append((key, 0))
            return key, hold, 20 if len(self.written) % 3 else 200
        return self.player(app)

    def _to_seats(self, app, kind):
        if kind == "menu":
            cursor = next(row for row in app.rows[1:7] if row.startswith(">"))
            return (C if cursor == "> Settings" else B), SHORT_MS, 200
        assert kind == "settings", (kind, app.rows)
        if ">Players" not in "\n".join(app.rows):
            return C, SHORT_MS, 200
        self.state = "seats"
        return B, SHORT_MS, 200

    def _cash_out(self, app, kind):
        session = app.table.session
        if bin(session.left()).count("1") == self.players - 1:   # one player left: BACK
            if kind == "buyins" or kind == "settings":
                return A, SHORT_MS, 200
            self.state = "done"
            self.writes = flash_writes(app)
            return self(app)
        if kind == "confirm":   # a cash-out is asked first (#25 item 4): YES
            assert "cashes out" in " ".join(app.rows), app.rows
            return B, SHORT_MS, 200
        assert kind == "buyins", (kind, app.rows)
        if session.left() >> app.screen.cursor & 1:
            return C, SHORT_MS, 200
        return B, LONG_MS, 200   # hold B: cash out and leave


@pytest.mark.parametrize("players", (2, 10))
@pytest.mark.parametrize("hands, where, after", [
    ("last", "intro", 0), ("last", "intro", 1), ("last", "balances", 1),
    ("8", "intro", 1), ("12", "balances", 2)])
def test_a_cash_out_that_leaves_one_player_ends_the_session(players, hands, where, after):
    """#26 item 7: once the panel the last cash-out was made in is closed, the session
    ends on its final standings (from the balances, at their NEXT), never on a deal
    screen whose DEAL says the session is over; no press on the final screen writes
    flash."""
    chooser = CashOut(players, where, after)
    result, _ = run_driver(chooser, seed=players, max_presses=3000, settings={
        "DEALER_PLAYERS": str(players), "DEALER_HANDS": hands, "DEALER_STACK": "20"})
    assert result.error is None
    assert chooser.state == "done", "the cash-outs were never made"
    session = result.app.table.session
    assert bin(session.left()).count("1") == players - 1 and session.over
    assert [key for key, writes in chooser.written if writes] == [], chooser.written
    kinds = [kind for kind, _ in chooser.after_cash_out]
    if where == "balances":   # the balances stay to be read; their NEXT ends the session
        assert kinds[0] == "balances"
        assert "final" in kinds
    assert kinds[-1] == "final" and "intro" not in kinds, kinds
    final = next(rows for kind, rows in chooser.after_cash_out if kind == "final")
    assert final[0].startswith(("Winner: ", "Shared")) and final[7].split()[-1] == "NEW"


class WriteWatch:
    """Wraps a key chooser: between any two presses, flash written means the game changed."""

    def __init__(self, inner):
        self.inner = inner
        self.before = None
        self.problems = []
        self.writes = 0

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def __call__(self, app):
        now = (flash_writes(app), kept(app), app.screen_kind)
        if self.before is not None and now[0] != self.before[0]:
            self.writes += 1
            if now[1] == self.before[1] and now[1] is not None:
                self.problems.append("flash written with nothing changed, on %s then %s"
                                     % (self.before[2], now[2]))
        self.before = now
        return self.inner(app)


@pytest.mark.parametrize("seed", range(6))
def test_no_press_writes_flash_without_a_change(seed):
    """Random presses (held, doubled, the menu) over sessions with rebuys, cash-outs and
    joins made at the balances or at the intro, at 2 and 10 players, last standing and N
    hands."""
    players = (2, 10)[seed % 2]
    hands = ("last", "12")[seed // 2 % 2]
    env = {"DEALER_PLAYERS": str(players), "DEALER_HANDS": hands, "DEALER_STACK": "6"}
    rnd = random.Random(seed)
    if seed < 4:
        chooser = WriteWatch(BuyInMasher(players, False, rnd))
        chooser.inner.mashed = chooser.inner.people = 0
        chooser.inner.where = ("balances", "intro", "intro", "balances")[seed]
    else:
        chooser = WriteWatch(Masher(rnd, presses=600, player=Player(players, False, rnd)))
    result, _ = run_driver(chooser, seed=seed, settings=env, max_presses=6000)
    assert result.error is None
    assert chooser.problems == []
    assert chooser.writes >= 8, ("too few writes to check anything", chooser.writes)
