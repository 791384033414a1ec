"""Rebuys, players leaving and new players joining on the device, through the simulator:
the screen between hands, R-CONSERVE extended, the standings' net (held - bought), the
save journal after a power cut, and the hand histories (PHH) that carry them."""

import random

import pytest
from app_sim_helpers import LONG_MS, MENU, SHORT_MS, UNIT, A, B, C, Sender, run_driver

from indian_poker.buyins import why_not
from indian_poker.standings import held, people

import phh as phh_tool  # isort: skip
from simhw.phh_capture import split_console, write_files


class BuyInSender(Sender):
    """Plays and sends the histories like Sender; after some hands, on the balances
    screen, opens MENU, Settings, Players and rebuys or cashes out a random seat or two."""

    where = "balances"   # the screen between hands the buy-ins are made from

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.todo = []
        self.bought = {}       # name -> rebuys made
        self.leavers = []
        self.joined = []
        self.left_after = {}   # leaver's name -> the last hand they could play
        self.refused = []
        self.buyin_rows = []
        self.opening = self.closing = False

    def __call__(self, app):
        kind = app.screen_kind if app is not None else ""
        if self.sent:
            return None
        if kind == self.where and not why_not(app.table.session) and not self.todo \
                and self.rnd.random() < 0.6 and not self.bought.get("_done_%d" % (
                    app.table.session.hand_no)):
            self.bought["_done_%d" % app.table.session.hand_no] = 1
            session = app.table.session
            for _ in range(self.rnd.randrange(1, 3)):
                moves = self.rnd.randrange(session.rules.players)
                if session.left() and self.rnd.random() < 0.8:   # to a seat left: JOIN
                    moves = [s for s in range(session.rules.players)
                             if session.left() >> s & 1][0]
                self.todo += [(C, SHORT_MS, 200)] * moves   # NEXT: the next seat
                self.todo.append((B, LONG_MS if self.rnd.random() < 0.4 else SHORT_MS, 200))
            self.todo.append((A, SHORT_MS, 200))   # BACK to the settings
            self.opening = True
            self._menu_goal = "Settings"
            return MENU, SHORT_MS, 200
        if kind == "settings" and self.opening:   # C to Players, then B opens the seats
            if ">Players" not in "\n".join(app.rows):
                return C, SHORT_MS, 200
            self.opening = False
            self.closing = True
            return B, SHORT_MS, 200
        if kind == "settings" and self.closing and not self.todo:
            self.closing = False
            return A, SHORT_MS, 200   # BACK to the balances
        if kind == "join":   # the name offered, OK on its third letter
            assert people(app.table.session) < 12, "a join past 12 people was offered"
            if app.screen.letter == 2:
                self.joined.append(app.screen.name)
            return C, SHORT_MS, 200
        if kind == "buyins" and self.todo:
            self.buyin_rows.append(list(app.rows))
            if "at most 12" in "".join(app.rows):
                self.refused.append(" ".join(app.rows))
            step = self.todo.pop(0)
            if step[0] == B:
                self._note(app, step[1] == LONG_MS)
            return step
        return super().__call__(app)

    def _note(self, app, leaving):
        """What the press about to be made does, by the core's own refusal rules."""
        screen = app.screen
        session = app.table.session
        name = app.table.names[screen.cursor]
        if session.left() >> screen.cursor & 1:
            return
        if leaving:
            self.leavers.append(name)
            self.left_after[name] = session.hand_no
        else:
            self.bought[name] = self.bought.get(name, 0) + 1


def play(seed, players, hands, nvm=None):
    env = {"DEALER_PLAYERS": str(players), "DEALER_HANDS": hands, "DEALER_STACK": "20"}
    sender = BuyInSender(players, False, random.Random(seed))
    result, _ = run_driver(sender, seed=seed, settings=env, max_presses=40000, nvm=nvm)
    return result, sender


@pytest.mark.parametrize("hands", ("8", "last"))
def test_rebuys_and_leavers_conserve_chips_and_replay_from_the_histories(hands, tmp_path):
    """R-CONSERVE extended at every screen (the Player checks it); the standings' net is
    held - bought; a leaver is dealt no more hands; every PHH file replays, and each hand
    starts where the last ended plus what was bought before it."""
    made = joins = 0
    for seed in range(6):
        players = 3 + seed % 4
        result, sender = play(seed, players, hands)
        assert not sender.unconserved, sender.unconserved[0]
        assert sender.sent, "the histories were never sent"
        table = result.app.table
        session = table.session
        stack = session.rules.stack * UNIT
        assert len(table.names) == people(session)
        for _, person, net in session.standings():   # the seats, then departed players
            name = table.names[person]
            assert net == held(session, person) - stack * (1 + sender.bought.get(name, 0))
        made += sum(v for k, v in sender.bought.items() if not k.startswith("_"))
        made += len(sender.leavers)
        joins += len(sender.joined)
        for name in sender.leavers:
            person = table.names.index(name)
            assert person >= players or session.left() >> person & 1
        for name in sender.joined:   # the newcomer has the seat, unless they left too
            assert name in sender.leavers or table.names.index(name) < players
        for notice in sender.refused:
            assert "at most 12 players" in notice, notice
        hands_sent = split_console(result.console)
        paths = write_files(tmp_path / str(seed) / hands, hands_sent)
        previous = None
        for path in paths:
            text = path.read_text()
            ours, theirs = phh_tool.replay(text)
            assert ours == theirs, path.name
            fields = phh_tool.load(text)
            scale = UNIT // fields["_unit"]
            starting = dict(zip(fields["players"],
                                (s * scale for s in phh_tool.held(fields, "starting_stacks")),
                                strict=True))
            for name, last in sender.left_after.items():   # once gone, never dealt in
                assert fields["hand"] <= last or name not in starting, path.name
            if previous is not None:
                for name, units in starting.items():
                    if name in previous:
                        assert (units - previous[name]) % stack == 0, path.name
                        assert units >= previous[name], path.name
            previous = dict(zip(fields["players"],
                                (s * scale for s in phh_tool.held(fields, "finishing_stacks")),
                                strict=True))
    assert made >= 6, "too few rebuys and leavers were made to test anything"
    assert joins >= 2, "too few new players joined to test anything"


def test_a_power_cut_after_rebuys_and_leavers_resumes_them(tmp_path):
    """The journal carries them (B records, and the snapshot of a compaction): the device
    powered up again resumes every balance, what was bought and who has left."""
    joined = 0
    for seed in range(4):
        nvm = tmp_path / ("buyins%d.nvm" % seed)
        result, sender = play(seed, 4, "last", nvm=nvm)
        session = result.app.table.session
        want = (session.balances(), session.standings(), session.left(), session.hand_no,
                session.departed, result.app.table.names)
        joined += len(sender.joined)

        def resume(app):
            return (A, SHORT_MS, 200) if app.screen_kind == "resume" else None

        again, _ = run_driver(resume, nvm=nvm)
        back = again.app.table.session
        assert (back.balances(), back.standings(), back.left(), back.hand_no,
                back.departed, again.app.table.names) == want
        saver = again.app.nav.saver
        saver.compact()
        saved = saver.read()
        image = saved.session
        assert (image.balances(), image.standings(), image.left(), image.hand_no,
                image.departed, saved.names) == want
    assert joined, "no new player joined: the B record with a name was not tested"


def test_histories_past_their_cap_replay_rebuys_and_leavers_exactly():
    """A long last-standing session with rebuys and leavers: the histories drop their
    oldest hands (making the buy-ins before them on the way), and what they keep still
    replays to the session's final balances through the PHH writer."""
    from dealer.store.histories import Histories
    from dealer.table import BEGAN, Table
    from indian_poker import LAST_STANDING, Rules, Session
    from indian_poker.phh import session_histories
    joins = 0
    for seed in range(6):
        rnd = random.Random(seed)
        session = Session(Rules(players=5, hands=LAST_STANDING, stack=20),
                          entropy=rnd.randbytes)
        histories = Histories()
        names = ["ANN", "BOB", "CAT", "DAN", "EVE"]
        table = Table(session, names, False, lambda text: None, (histories,))
        table.tell(BEGAN)
        made = joined = 0
        while not session.over and session.hand_no < 160:
            at_table = [s for s in range(5) if not session.left() >> s & 1]
            if session.hand_no and rnd.random() < 0.15:
                seat = rnd.choice(at_table)
                gone = [s for s in range(5) if session.left() >> s & 1]
                if gone and rnd.random() < 0.3 and people(session) < 12:
                    table.join(gone[0], "N%02d" % session.hand_no)
                    joined += 1
                elif rnd.random() < 0.1 and len(at_table) > 3:
                    table.leave(seat)
                else:
                    table.rebuy(seat)
                made += 1
            if session.over:
                break
            table.deal()
            hand = session.hand
            while not hand.over:
                table.act(rnd.choice([a for a in range(5) if hand.legal() >> a & 1]))
        assert made and histories.first > 1, "nothing was dropped or bought"
        joins += joined
        rules, logs, first, _ = histories.export()
        start = histories.start
        texts = list(session_histories(rules, [u // UNIT for u in start], logs,
                                       histories.names, first,
                                       [u % UNIT for u in start], None, histories.buyins,
                                       histories.left))
        last = phh_tool.load(texts[-1])
        for text in texts:
            ours, theirs = phh_tool.replay(text)
            assert ours == theirs
        scale = UNIT // last["_unit"]
        finishing = dict(zip(last["players"], phh_tool.held(last, "finishing_stacks"),
                             strict=True))
        for name, chips in finishing.items():
            assert chips * scale == session.balance(names.index(name))
    assert joins, "no new player joined"


class BuyInMasher(BuyInSender):
    """BuyInSender, but on the buy-ins and the join screen most presses are random: short,
    held, double taps 20 ms apart; BACK out of them too early comes back through B."""

    def __call__(self, app):
        kind = app.screen_kind if app is not None else ""
        if app is not None and app.table is not None:
            names = app.table.names
            session = app.table.session
            self.people = max(self.people, people(session) - session.rules.players)
            assert len(names) == people(app.table.session) <= 12, names
            assert len(set(names)) == len(names), names   # a name is one person's
        if kind == "settings" and self.closing and self.todo:
            return B, SHORT_MS, 200   # a random BACK left the seats early: open them again
        if kind in ("buyins", "join") and self.todo:
            self.todo.pop(0)
            self.mashed += 1
            return (self.rnd.choice((A, B, B, C, C)),
                    LONG_MS if self.rnd.random() < 0.25 else SHORT_MS,
                    self.rnd.choice((20, 20, 200)))
        if kind in ("buyins", "join"):   # done here: BACK
            return A, SHORT_MS, 200
        return super().__call__(app)


def test_random_presses_on_the_buy_ins_and_the_join_screen_lose_nothing():
    """Fast, repeated and random presses where players rebuy, leave and join: R-CONSERVE
    at every screen (the Player checks it), every name one person's, at most 12 people,
    and the histories still replay."""
    mashed = joined = 0
    for seed in range(8):
        env = {"DEALER_PLAYERS": str(2 + seed % 5), "DEALER_HANDS": ("10", "last")[seed % 2],
               "DEALER_STACK": "10"}
        sender = BuyInMasher(2 + seed % 5, False, random.Random(seed))
        sender.mashed = sender.people = 0
        result, _ = run_driver(sender, seed=seed, settings=env, max_presses=40000)
        assert not sender.unconserved, sender.unconserved[0]
        assert sender.sent, "the histories were never sent"
        for _, text in split_console(result.console):
            ours, theirs = phh_tool.replay(text)
            assert ours == theirs
        mashed += sender.mashed
        joined = max(joined, sender.people)   # departed players: someone joined
    assert mashed > 200 and joined, (mashed, joined)


def test_a_rebuy_that_cannot_be_is_refused_at_once_not_asked_then_refused():
    """With a starting stack of 10,000 (the most a player may buy), B on the buy-ins
    screen says why at once; a stack of 100 asks first, as ever."""
    from app_sim_helpers import table_nav

    from dealer.screens.buyins import BuyIns
    from indian_poker import Rules, Session
    for stack, asked in ((10000, False), (100, True)):
        session = Session(Rules(players=2, hands=4, stack=stack),
                          entropy=random.Random(2).randbytes)
        nav = table_nav(session, ["ANN", "BOB"])
        screen = BuyIns(nav)
        nav.push(screen)
        screen.press(B, False, 0)
        assert (nav.top() is not screen) == asked
        assert ("10000" in screen.notice) == (not asked), screen.notice


def test_the_same_keys_rebuy_cash_out_and_join_in_every_language(monkeypatch):
    """The device paths' rebuys, leavers and joins, played in each language: every key
    does what it does in English (what the table says of a cash-out fits its notice rows
    in each, so no language needs an OK more), and the table ends with the same people,
    chips and screens."""
    from simhw import runner
    from testkit import device_paths

    def played(code):
        monkeypatch.setattr(device_paths, "LANGUAGE", code)
        path = {p.name: p for p in device_paths.paths()}["rebuys, leavers and joins"]
        result = runner.run_headless(path.keys, seed=device_paths.SEED,
                                     settings=path.settings)
        assert result.error is None
        table = result.app.table
        return ([type(screen).__name__ for screen in result.app.nav.stack], table.names,
                [table.session.balance(seat) for seat in range(table.session.rules.players)],
                table.session.settled)

    english = played("en")
    assert english[3] == 4 and len(english[1]) > 10, "the path no longer rebuys and joins"
    for code in ("es", "it", "nl", "fr"):
        assert played(code) == english, code
