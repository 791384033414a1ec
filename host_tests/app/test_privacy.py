"""Privacy, machine-checked (R-FOREHEAD, R-WALK, R-FOLD): nobody sees their own card.

Random sessions in both modes are played through the simulator with random
menu use, undo, misdeals, long presses and long waits. For every screen drawn
while a hand is live, the test knows the hand's cards at that moment, and checks:
a seat's own view never contains that seat's card, a hand-off or any other
screen contains no card at all, folded cards never show, and the USB console
never carries a card.
"""

import random
import re

import pytest
from app_sim_helpers import (
    LONG_MS,
    MENU,
    PRIVATE,
    SHORT_MS,
    SLOTS,
    STREET,
    A,
    B,
    C,
    Masher,
    Player,
    look,
    run_driver,
)

SUITS = "♣♦♥♠"
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")   # "10", never "T"
CARD_NAME = re.compile(r"(?<![A-Za-z])[2-9TJQKA][cdhs](?![a-z])")
# The deal fingerprint as the hand-off shows it ("7F3A 91C2 0B44 E1D9"), or any long run
# of hex (a salt, a whole fingerprint, the session id): none may reach the console before
# the session's histories are sent. The screen shows the upper-case groups, which
# CARD_NAME's lower-case suit letters can never match.
SECRET_HEX = re.compile(r"\b[0-9A-F]{4} [0-9A-F]{4}\b|[0-9A-Fa-f]{16,}")


def symbol(c):
    """The card as the screen shows it, e.g. "K♥"."""
    return RANKS[c >> 2] + SUITS[c & 3]


def privacy_problems(shown):
    """Every way this screen breaks privacy, as readable strings."""
    text = shown.text
    problems = []
    if shown.kind == "error" and any(s in text for s in SUITS):
        problems.append("the error screen shows a suit")
    if shown.cards is None or not shown.hand_live:
        if shown.kind == "walk" and any(s in text for s in SUITS):
            problems.append("a walk shows a card")
        if shown.kind == "showdown" and shown.cards is not None:
            for seat, cards in enumerate(shown.slots):
                for c in cards:
                    if shown.folded >> seat & 1 and c is not None and symbol(c) in text:
                        problems.append("folded card %s shown" % symbol(c))
        return problems
    if shown.kind == "view":
        viewer = shown.viewer
        if viewer is None or viewer != shown.to_act:
            problems.append("a card view for %r while %r acts" % (viewer, shown.to_act))
            return problems
        private = PRIVATE[shown.variant]
        for seat, cards in enumerate(shown.slots):
            for slot, c in enumerate(cards):
                if c is None or symbol(c) not in text:
                    continue
                if seat == viewer and slot not in private:
                    problems.append("seat %d sees its own forehead card %s" % (seat, symbol(c)))
                if seat != viewer and slot in private:
                    problems.append("seat %d sees seat %d's private card %s"
                                    % (viewer, seat, symbol(c)))
                if shown.folded >> seat & 1:
                    problems.append("folded card %s shown" % symbol(c))
                if STREET[shown.variant][slot] > shown.street:
                    problems.append("card %s shown before its street" % symbol(c))
        return problems
    if shown.viewer is not None:
        problems.append("%s screen marked as seat %d's view" % (shown.kind, shown.viewer))
    if shown.kind == "reveal":   # a real deck's showdown: the cards being typed in are public
        return problems
    if any(s in text for s in SUITS):
        problems.append("%s screen shows a suit mid-hand" % shown.kind)
    return problems


def console_problems(console, cards_seen):
    """Cards (symbols, or names like "Kh") on the USB console, hand histories aside; and
    any deal fingerprint, salt or session id.

    The hand histories (between "BEGIN PHH" and "END PHH") hold every card, the salts and
    the fingerprints: the device sends them only from the final screen of a session
    (test_app_histories.py, test_verify_deals.py).
    """
    console = re.sub(r"(?ms)^BEGIN PHH .*?^END PHH [^\n]*$", "", console)
    problems = [s for s in SUITS if s in console]
    problems += CARD_NAME.findall(console)
    problems += SECRET_HEX.findall(console)
    for c in cards_seen:
        if symbol(c) in console:
            problems.append(symbol(c))
    return problems


class FastHands:
    """Wraps a key chooser: after an action on a card view, the acting player often presses
    again 50-900 ms later (a double tap, a bounce, a held key, a press while passing).

    After each such press the device is still in the acting player's hands, so the screen
    it leads to must not show that player's own forehead card: `leaks` lists every time
    it did.
    """

    def __init__(self, inner, rnd, rate=0.5):
        self.inner = inner
        self.rnd = rnd
        self.rate = rate
        self.leaks = []
        self.fast_presses = 0
        self._actor = None      # the seat that just acted, before its fast press
        self._holder = None     # the seat still holding the device after its fast press

    def __getattr__(self, name):    # the wrapped Masher's player, problems, ...
        return getattr(self.inner, name)

    def __call__(self, app):
        if self._holder is not None:
            self._check(app, self._holder)
            self._holder = None
        if self._actor is not None:
            self._holder = self._actor
            self._actor = None
            self.fast_presses += 1
            key = self.rnd.choice((B, B, B, A, C))
            hold = LONG_MS if self.rnd.random() < 0.3 else SHORT_MS
            return key, hold, self.rnd.randint(50, 900)
        step = self.inner(app)
        if step is not None and app.screen_kind == "view" and step[0] != MENU \
                and self.rnd.random() < self.rate:
            self._actor = app.viewer
        return step

    def _check(self, app, holder):
        table = app.table
        hand = table.session.hand if table is not None else None
        if app.screen_kind != "view" or hand is None or hand.over:
            return
        text = "\n".join(app.rows)
        variant = table.session.rules.variant
        for slot in range(SLOTS[variant]):
            c = hand.card(holder, slot)
            if c is not None and slot not in PRIVATE[variant] and symbol(c) in text:
                self.leaks.append("seat %d, still holding the device, sees its own card %s"
                                  % (holder, symbol(c)))


# What can cover a hand-off, and the key that takes it away again: the message after a
# misdeal or an undo (or any other), the menu (BACK, or the menu key), the misdeal's
# question (BACK), the standings (BACK, or the menu key), the screen off (any key).
UNCOVER = {"message": (C,), "menu": (A, MENU), "confirm": (A, MENU), "standings": (A, MENU),
           "off": (A, B, C)}
# The menu items a table uses over a hand-off, and what each leaves over the next one.
COVER_ITEMS = ("Undo last action", "Misdeal", "Standings", "Screen off", "Back")


class Covers:
    """Wraps a key chooser: covers a hand-off (the menu, an undo or a misdeal and their
    messages, the standings, the screen off), takes the cover away, and holds B 20-900 ms
    after the hand-off is back on screen: the lock-out (screens/turn.py LOOK_AFTER_MS)
    counts from then, whatever covered it, so no card view may open (`cover_leaks`).

    `uncovered` counts each kind of cover taken away right before such a hold.
    """

    def __init__(self, inner, rnd, rate=0.25):
        self.inner = inner
        self.rnd = rnd
        self.rate = rate
        self.cover_leaks = []
        self.uncovered = {}
        self._goal = None       # the menu item being chosen
        self._cover = None      # the cover just taken away (a hold of B comes next)
        self._held = None       # (cover, gap) of the hold of B just made

    def __getattr__(self, name):    # the wrapped chooser's player, problems, leaks, ...
        return getattr(self.inner, name)

    def __call__(self, app):
        kind = app.screen_kind
        if self._held is not None:
            cover, gap = self._held
            self._held = None
            if kind == "view":
                self.cover_leaks.append("a card view opened by a hold of B %d ms after the "
                                        "hand-off came back from %s" % (gap, cover))
        if self._cover is not None:
            cover, self._cover = self._cover, None
            if kind == "handoff":
                gap = self.rnd.randint(20, 900)
                self._held = (cover, gap)
                self.uncovered[cover] = self.uncovered.get(cover, 0) + 1
                return B, LONG_MS, gap
        if self._goal is not None and kind == "menu":
            return self._choose(app)
        self._goal = None
        stack = app.nav.stack
        below = stack[-2].kind if len(stack) > 1 else ""
        if below == "handoff" and kind in UNCOVER and self.rnd.random() < 0.7:
            self._cover = kind if kind != "message" else "message: " + app.rows[0].split()[0]
            return self.rnd.choice(UNCOVER[kind]), SHORT_MS, self.rnd.choice((20, 200, 1500))
        if kind == "handoff" and self.rnd.random() < self.rate:
            self._goal = self.rnd.choice(COVER_ITEMS)
            return MENU, SHORT_MS, 200
        if kind == "confirm" and below == "handoff":
            return B, SHORT_MS, 200   # YES: the misdeal, then its message over a hand-off
        return self.inner(app)

    def _choose(self, app):
        """Down the menu to the goal (or BACK if it is not offered now), then OK."""
        cursor = next(row for row in app.rows[1:7] if row.startswith(">"))[2:]
        if cursor == self._goal or cursor == "Back":
            self._goal = None
            return C, SHORT_MS, 200
        return B, SHORT_MS, 200


def run_random_session(seed):
    """One random session: random mode, players, options, and mashed keys."""
    rnd = random.Random(seed)
    players = rnd.choice((2, 3, 4, 6, 10))
    tracker = rnd.random() < 0.3
    settings = {"DEALER_PLAYERS": str(players), "DEALER_MODE": "tracker" if tracker else "pass",
                "DEALER_TIEBREAK": rnd.choice(("split", "suits")),
                "DEALER_STRUCTURE": rnd.choice(("fixed", "pot", "nolimit"))}
    if rnd.random() < 0.3:   # until bust: seats with no chips sit out, all-ins happen
        settings.update({"DEALER_HANDS": "bust", "DEALER_STACK": "8"})
    if not tracker:          # the multi-card games are pass-around only
        settings["DEALER_VARIANT"] = ("standard", "low", "twocard", "community", "stud",
                                      "party")[seed % 6]   # every game in turn
        if settings["DEALER_VARIANT"] == "stud":   # seven cards each: 7 players at most
            players = min(players, 7)
            settings["DEALER_PLAYERS"] = str(players)
    player = Player(players, tracker, rnd)
    masher = FastHands(Covers(Masher(rnd, presses=500, player=player, chaos=0.3), rnd,
                              rate=0.1), rnd)
    result, recorder = run_driver(masher, seed=seed, settings=settings)
    return result, recorder, masher


@pytest.mark.parametrize("seed", range(12))
def test_no_screen_or_console_line_shows_a_player_their_own_card(seed):
    result, recorder, masher = run_random_session(seed)
    assert result.error is None
    assert masher.problems == []
    views = [s for s in recorder.shown if s.kind == "view"]
    handoffs = [s for s in recorder.shown if s.kind == "handoff"]
    problems = []
    cards_seen = set()
    for shown in recorder.shown:
        problems += privacy_problems(shown)
        if shown.cards is not None:
            cards_seen.update(c for cards in shown.slots for c in cards if c is not None)
    assert problems == []
    assert masher.leaks == []
    assert masher.cover_leaks == []
    assert console_problems(result.console, cards_seen) == []
    assert not [s for s in recorder.shown if s.kind == "sending" and s.hand_live]
    if not masher.player.tracker:
        assert views and handoffs, "the session never reached a card view"


def test_the_checks_catch_a_leak():
    """The privacy check itself fails on a view that shows the viewer's card (R-FOREHEAD)."""
    checked = set()
    for seed in range(12):   # a random session may be tracker mode (no view): take several
        result, recorder, _ = run_random_session(seed)
        view = next((s for s in recorder.shown if s.kind == "view"), None)
        if view is None:
            continue
        check_a_leak_is_caught(view)
        checked.add(view.variant)
        if len(checked) == 4:
            break
    assert len(checked) >= 4, "the leak check ran on views of too few games: %r" % checked
    assert console_problems("BOB: check\nhand 2/4 dealer ANN\n", set()) == []
    assert console_problems("debug Kh\n", set()) == ["Kh"]


def check_a_leak_is_caught(view):
    """A clean view passes; showing the viewer's forehead card or another's private card fails."""
    assert privacy_problems(view) == []
    drawn = view.drawn
    forehead = next(slot for slot in range(len(view.slots[0]))
                    if slot not in PRIVATE[view.variant] and STREET[view.variant][slot] == 0)
    own = symbol(view.slots[view.viewer][forehead])
    view.drawn = drawn[:6] + ["YOU " + own] + drawn[7:]
    assert privacy_problems(view)
    if PRIVATE[view.variant]:   # and a private card of someone else
        other = (view.viewer + 1) % len(view.slots)
        view.drawn = drawn[:6] + ["X " + symbol(view.slots[other][PRIVATE[
            view.variant][0]])] + drawn[7:]
        assert privacy_problems(view)
    view.drawn = drawn
    assert console_problems("BOB: check\nhand 2/4 dealer ANN\n", set()) == []
    assert console_problems("debug Kh\n", set()) == ["Kh"]
    assert console_problems("hand 3 7F3A 91C2 0B44 E1D9\n", set()) == ["7F3A 91C2", "0B44 E1D9"]
    assert console_problems("salt ec2b2d02bd67189280bf3385406bbfa0\n", set())
    # the hand-off's fingerprint row is no card name, whatever its digits
    assert not CARD_NAME.findall("7F3A 91C2 0B44 E1D9 AC2D 9ADC 3C5C 2D4A")


def steps_to_first_view(app):
    """Keys from power-on to the first player's card view (pass-around, defaults)."""
    kind = app.screen_kind
    if kind in ("message", "setup"):
        return C, SHORT_MS, 200
    if kind == "intro":
        return B, SHORT_MS, 200
    if kind == "handoff":
        return look()
    return None


@pytest.mark.parametrize("wait_s, blanked", [(29, False), (31, True)])
def test_a_card_screen_blanks_to_the_hand_off_after_30_s(wait_s, blanked):
    seen = []

    def choose(app):
        seen.append((app.screen_kind, app.viewer))
        if len(seen) > 40:
            return None
        step = steps_to_first_view(app)
        if step is not None:
            return step
        if sum(1 for kind, _ in seen if kind == "view") == 1:
            return C, SHORT_MS, wait_s * 1000    # BOB bets, after a long wait
        return None

    result, recorder = run_driver(choose, settings={"DEALER_PLAYERS": "4"})
    kinds = [s.kind for s in recorder.shown]
    first_view = kinds.index("view")
    after = next(s for s in recorder.shown[first_view:] if s.kind != "view")
    if blanked:   # the hand-off appears on its own, before the key press acts
        assert after.kind == "handoff" and after.viewer is None
        assert "Pass to BOB" in after.text
        assert not any(s in after.text for s in SUITS)
    else:         # the key arrives in time: BOB's bet, then the hand-off to CAT
        assert after.kind == "handoff" and "Pass to CAT" in after.text


def test_the_menu_and_screen_off_never_return_to_a_card_screen():
    script = []

    def choose(app):
        script.append(app.screen_kind)
        if "off" in script[:-1]:
            return None                          # woken up: the screen now is what counts
        step = steps_to_first_view(app)
        if step is not None:
            return step
        views = script.count("view")
        if app.screen_kind == "view" and views == 1:
            return MENU, SHORT_MS, 200           # open the menu on a card screen
        if app.screen_kind == "menu":
            return MENU, SHORT_MS, 200           # and close it again
        if app.screen_kind == "view" and views == 2:
            return MENU, LONG_MS, 200            # long MENU: screen off
        if app.screen_kind == "off":
            assert not app.hw.display.is_on
            return C, SHORT_MS, 5000             # any key wakes it
        return None

    result, recorder = run_driver(choose, settings={"DEALER_PLAYERS": "4"})
    kinds = [s.kind for s in recorder.shown]
    assert "menu" in kinds
    menu_at = kinds.index("menu")
    assert kinds[menu_at + 1] == "handoff", "closing the menu goes to the hand-off"
    assert script.count("view") == 2 and "off" in script
    assert script[script.index("off") + 1] == "handoff", "waking shows the hand-off"
    assert result.app.hw.display.is_on


def test_paged_stud_views_show_no_own_up_card_on_any_page():
    """Seven players of forehead stud: the others' up cards need more pages at the last
    streets, which a hold of A turns (a tap of A folds; no page turns by itself)."""
    rnd = random.Random(77)
    player = Player(7, False, rnd, passive=True)
    result, recorder = run_driver(player, seed=77, settings={
        "DEALER_PLAYERS": "7", "DEALER_VARIANT": "stud"})
    assert result.error is None and player.unconserved == []
    second_pages = [s for s in recorder.shown
                    if s.kind == "view" and "hold A: 2/" in s.drawn[6]]
    assert second_pages, "no view needed a second page"
    problems = []
    for shown in recorder.shown:
        problems += privacy_problems(shown)
    assert problems == []


def test_the_hand_off_locks_out_a_look_for_a_second_after_a_message_over_it():
    """#26 item 6, as found: a misdeal's message over the next hand-off, OK, then a hold of
    B 200 ms later: the hand-off's lock-out counts from its return, so no card view."""
    from simhw.runner import run_headless
    result = run_headless("d d d d s f s d s .d S", seed=1)
    assert result.app.screen_kind == "handoff" and result.app.viewer is None
    assert result.final[1] == "Pass to BOB: hold B"   # LOOK came a second after the OK
    looked = run_headless("d d d d s f s d s .d . S", seed=1)   # a second later: the view
    assert looked.app.screen_kind == "view" and looked.app.viewer == 1


def test_a_message_at_power_up_over_a_resumed_hand_off_starts_its_lock_out(tmp_path):
    """After a deep sleep the session resumes without asking, at its hand-off, under the
    power-up's messages (here a bad setting): read for two seconds, OK, then a hold of B
    200 ms later opens no card view; a second later it does."""
    from simhw.runner import run_headless
    nvm = tmp_path / "nvm.bin"
    asleep = run_headless("d d d d s " + ". " * 62, seed=2, nvm=str(nvm),
                          settings={"DEALER_SLEEP_MINUTES": "1"})   # asleep after a minute
    assert asleep.app.screen_kind == "handoff"
    woken = run_headless(". . d S", seed=2, nvm=str(nvm), settings={
        "DEALER_SLEEP_MINUTES": "abc"})
    assert woken.screens[0][0] == "In settings.toml:"   # the message over the hand-off
    assert woken.app.screen_kind == "handoff" and woken.app.viewer is None
    nvm.write_bytes(bytes(asleep.nvm))
    looked = run_headless(". . d . S", seed=2, nvm=str(nvm), settings={
        "DEALER_SLEEP_MINUTES": "abc"})
    assert looked.app.screen_kind == "view" and looked.app.viewer == 1


@pytest.mark.parametrize("variant", ("standard", "twocard"))
def test_every_cover_of_a_hand_off_starts_its_lock_out_again(variant):
    """Pass-around sessions at 2, 4 and 10 players: the menu, an undo's and a misdeal's
    message, the misdeal's question, the standings and the screen off each cover a
    hand-off, and are taken away; a hold of B right after never opens a card view."""
    uncovered = {}
    for seed, players in enumerate((2, 4, 10)):
        rnd = random.Random(seed)
        player = Player(players, False, rnd)
        covers = Covers(Masher(rnd, presses=300, player=player, chaos=0.1), rnd, rate=0.5)
        result, recorder = run_driver(covers, seed=seed, settings={
            "DEALER_PLAYERS": str(players), "DEALER_VARIANT": variant})
        assert result.error is None and covers.problems == []
        assert covers.cover_leaks == []
        for shown in recorder.shown:
            assert privacy_problems(shown) == []
        for cover, count in covers.uncovered.items():
            uncovered[cover] = uncovered.get(cover, 0) + count
    expected = {"menu", "confirm", "standings", "off", "message: Undone:", "message: Misdeal:"}
    assert expected <= set(uncovered), uncovered
