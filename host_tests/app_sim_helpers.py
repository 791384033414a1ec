"""Drive the device app through the headless simulator with a key source that reads the app.

The key source decides each next key only once the app has handled the previous
one (the keypad queue is empty), from what a player would see: the screen kind
and the soft-key labels on the bottom row. Everything runs in the real firmware
on the emulated board; nothing is mocked.
"""

import importlib
import pathlib
import random
import re
import sys
from fractions import Fraction

ROOT_TOOLS = pathlib.Path(__file__).resolve().parent.parent / "tools"

from simhw.runner import run  # noqa: E402

# the emulated board's own modules, on sys.path once simhw is imported
sim_keys = importlib.import_module("sim_keys")
simhw_state = importlib.import_module("simhw_state")

from indian_poker import UNIT  # noqa: E402, F401  (the tests' one chip unit)
from indian_poker.standings import held, people  # noqa: E402
from indian_poker.variants import WORDS, load  # noqa: E402

A, B, C, MENU = 0, 1, 2, 3
# docs/rules.md section 8, per variant, as each variant module declares it (its SLOTS byte:
# street << 1 | 1 for a private card):
_GAMES = [load(variant) for variant in range(len(WORDS))]
SLOTS = tuple(len(game.SLOTS) for game in _GAMES)          # cards each player holds
PRIVATE = tuple(tuple(slot for slot, code in enumerate(game.SLOTS) if code & 1)
                for game in _GAMES)                         # slots seen only by their holder
STREET = tuple(tuple(code >> 1 for code in game.SLOTS)      # the street each slot is dealt
               for game in _GAMES)
SHORT_MS = 100
LONG_MS = 1000
GAP_MS = 200
LOOK_GAP_MS = 1100   # passing the device: the hand-off takes no key for its first second
PAGE_HINT = re.compile(r"hold A: (\d+)/(\d+)")   # a card view of several pages (card_view.py)
# the menu's items in English, in the order of their indices (screens/menu.py)
MENU_ITEMS = ("Undo last action", "Misdeal", "Standings", "Settings", "End session",
              "Send histories", "Settle up", "Results by QR", "Last session", "Screen off",
              "Back")


def wait(ms=500):
    """No key: let the device's clock run (the tracker's 3-2-1 count)."""
    return None, 0, ms


def look():
    """The hand-off's LOOK as a player does it: pass the device, then hold B."""
    return B, LONG_MS, LOOK_GAP_MS


def running_app():
    """The App object code.py is running now (None before it is built)."""
    module = sys.modules.get("dealer.app")
    return None if module is None else module.RUNNING


def text_model(built):
    """The screen model (Display.text_rows) of rows as a screen writes them: a row that
    starts with big characters (layout.big) reads as each of them and a space, the row
    under it starts with two spaces per big character."""
    from dealer.screens.layout import split_big
    model = []
    below = 0
    for row in built:
        big, rest = split_big(row)
        if big:
            model.append((big + " " * len(big) + rest).rstrip())
        else:
            model.append((" " * below + rest).rstrip())
        below = 2 * len(big)
    return model


_NAME = r"[A-Z][A-Z0-9]{1,2}|you|mid"
_CARD = r"(?:10|[2-9JQKA?])[♣♦♥♠?]"
_TOKEN = re.compile(r"(?<!\S)(%s)((?: %s)+)" % (_NAME, _CARD))
_BAND = re.compile(r"^(%s(?: %s)*) +(%s)$" % (_CARD, _CARD, _NAME))
_BIG_ROW = re.compile(r"^%s(?: %s)*$" % (_CARD, _CARD))


def view_cards(drawn):
    """{name: [card texts]} that a card view shows in rows 2-5 (its screen model, as the
    display or the emulated Pico reads it), whatever its form (screens/card_view.py): a
    band's big cards with the name beside them, a big row with each name under its card,
    or small "ANN K♥" tokens. "you" are the viewer's private cards, "mid" the middle."""
    rows = list(drawn) + [""] * 8
    found = {}
    row = 2
    while row <= 5:
        band = _BAND.match(rows[row])
        if band:                          # a band: the cards, the name beside them
            found[band.group(2)] = band.group(1).split()
            row += 2
        elif _BIG_ROW.match(rows[row]):   # a big row: each name under its card
            names = rows[row + 2]
            at = 0
            for card in rows[row].split(" "):
                found[names[2 * at:2 * at + 3].strip()] = [card]
                at += len(card) + 1
            row += 4
        else:
            for name, cards in _TOKEN.findall(rows[row]):
                found[name] = cards.split()
            row += 1
    return found


def key_labels(rows):
    """The three soft-key labels of a screen's bottom row."""
    bottom = (rows[7] if len(rows) > 7 else "").ljust(21)
    return [bottom[i * 7:i * 7 + 7].strip() for i in range(3)]


class AppDriver:
    """A key source for `simhw.runner.run`: `choose(app) -> (key, hold_ms, gap_ms) | None`.

    Also records (kind, viewer, rows) of every screen the app draws, through
    the runner's on_show hook (see `Session.run`).
    """

    def __init__(self, choose, max_presses=100000):
        self.choose = choose
        self.max_presses = max_presses
        self.delivered = 0
        self.i2c_bytes_at_start = 0
        self._pending = []
        self._started = False
        self.failure = None

    def poll(self, queue, clock):
        """Deliver due events; when the app is idle, ask `choose` for the next key."""
        now = clock.now_us
        if not self._started:
            self._started = True
            self.i2c_bytes_at_start = simhw_state.current().i2c_bytes
        if not self._pending and not len(queue):
            app = running_app()
            try:
                step = None if self.delivered >= self.max_presses else self.choose(app)
            except Exception as err:  # a test's own error must not pass for an app crash
                self.failure = err
                step = None
            if step is None:
                raise simhw_state.SimulationDone("driver done")
            key, hold_ms, gap_ms = step
            t = now + gap_ms * 1000
            self._pending = [(t, key, True), (t + hold_ms * 1000, key, False)]
        while self._pending and self._pending[0][0] <= now:
            t, key, pressed = self._pending.pop(0)
            number = None if key is None else sim_keys.key_number(key)
            if number is not None:
                queue.push(number, pressed, (simhw_state.TICKS_AT_BOOT + t // 1000)
                           % simhw_state.TICKS_PERIOD)
            if pressed:
                self.delivered += 1


class Shown:
    """One screen as drawn, with what the app and the current hand were at that moment."""

    def __init__(self, app, drawn):
        self.drawn = drawn                       # the screen model's 8 rows
        self.kind = app.screen_kind if app is not None else "boot"
        self.viewer = app.viewer if app is not None else None
        self.built = list(app.rows) if app is not None else []   # before the 21-col cut
        self.cards = None                        # the hand's cards, None where unknown
        self.hand_live = False                   # a hand is being played (not settled)
        self.physical = False
        self.folded = 0
        self.to_act = None
        table = app.table if app is not None else None
        hand = table.session.hand if table is not None else None
        if hand is not None:
            self.cards = tuple(hand.card(seat) for seat in range(hand.seats))
            self.variant = table.session.rules.variant
            count = SLOTS[self.variant]
            self.slots = tuple(tuple(hand.card(seat, slot) for slot in range(count))
                               for seat in range(hand.seats))
            self.street = hand.street
            self.hand_live = not hand.over
            self.physical = hand.physical
            self.folded = sum(1 << seat for seat in range(hand.seats) if hand.folded(seat))
            self.to_act = hand.to_act
            self.names = table.names

    @property
    def text(self):
        """All rows as one string."""
        return "\n".join(self.drawn)


class Recorder:
    """Every screen sent to the OLED, with the app's kind and viewer at that moment."""

    def __init__(self):
        self.shown = []

    def on_show(self, display, oled):
        """The runner's hook after each Display.show() that sent bytes."""
        self.shown.append(Shown(running_app(), display.text_rows()))


def state_problem(app):
    """What is wrong with the app's state while it waits for a key, or "" (R-CONSERVE too)."""
    table = app.table if app is not None else None
    if table is None:
        return ""
    session = table.session
    hand = session.hand
    live = hand is not None and not hand.over
    total = sum(held(session, p) for p in range(people(session))) + \
        (hand.pot * UNIT if live else 0)
    # R-CONSERVE, extended to rebuys, leavers and new players: every chip held (a
    # leaver's as cashed out) plus the pot is a chip bought, by someone who played, and
    # what was bought is whole starting stacks
    bought = 0
    if session.game.BETTING:
        for _, person, net in session.standings():
            bought += held(session, person) - net
    else:
        bought = session.rules.players * session.rules.stack * UNIT
    stack = session.rules.stack * UNIT
    if total != bought or bought % stack or bought < session.rules.players * stack:
        return "R-CONSERVE: %d units in play at hand %d" % (total, session.hand_no)
    kinds = [screen.kind for screen in app.nav.stack]
    step = kinds[0]   # the table's step is the bottom of the screen stack
    betting = [kind for kind in kinds if kind in ("handoff", "view", "act", "amount")]
    if betting and (not live or hand.to_act is None):
        return "betting screen %s without a player to act" % betting[0]
    if step == "reveal" and (not live or not hand.awaiting_reveal()):
        return "card entry without a card to enter"
    if step in ("showdown", "walk") and live:
        return "result screen before the pot is settled"
    if live and (hand.to_act is None) == (not hand.awaiting_reveal()):
        return "hand neither betting nor awaiting cards"
    if live and step in ("intro", "rng", "showdown", "walk", "balances", "final"):
        return "between-hands screen %s while a hand is live" % step
    if app.screen_kind == "view" and app.viewer != hand.to_act:
        return "a view shown to seat %r while seat %r acts" % (app.viewer, hand.to_act)
    return ""


class Masher:
    """Random keys (long presses, the menu key, long waits) mixed with a Player's moves."""

    def __init__(self, rnd, presses, player=None, chaos=0.35):
        self.rnd = rnd
        self.presses = presses
        self.player = player
        self.chaos = chaos
        self.count = 0
        self.problems = []

    def __call__(self, app):
        problem = state_problem(app)
        if problem:
            self.problems.append(problem)
        if self.count >= self.presses:
            return None
        self.count += 1
        rnd = self.rnd
        if self.player is not None and rnd.random() > self.chaos:
            self.player.done = False
            try:
                step = self.player(app)
            except AssertionError:   # a screen the player has no plan for
                step = None
            if step is not None:
                return step
        key = rnd.choice((A, B, C, C, B, A, MENU))
        hold = LONG_MS if rnd.random() < 0.1 else SHORT_MS
        gap = 31000 if rnd.random() < 0.02 else rnd.choice((GAP_MS, GAP_MS, 20))
        return key, hold, gap


def run_driver(choose, seed=0, settings=None, max_presses=100000, nvm=None):
    """Run code.py with `choose` picking keys; returns (Result, Recorder)."""
    recorder = Recorder()
    driver = AppDriver(choose, max_presses)
    result = run(driver, seed=seed, settings=settings, on_show=recorder.on_show, nvm=nvm)
    if driver.failure is not None:
        raise driver.failure
    return result, recorder


class Player:
    """Plays whole sessions like a table of people: random legal actions, real-deck cards.

    `tracker_cards(session)` gives the cards of a real-deck hand in seat order.
    """

    def __init__(self, players, tracker, rnd, end_after=None, passive=False):
        self.players = players
        self.tracker = tracker
        self.rnd = rnd
        self.deck = {}            # (session, hand_no) -> cards in seat order (tracker mode)
        self.end_after = end_after
        self.passive = passive    # always check or call (B) instead of random actions
        self.flip_pages = True    # look at every page of a paged card view (hold A) first
        self.done = False
        self.entered = []         # (hand_no, seat, card) typed in at tracker showdowns
        self.showdowns = []       # (hand_no, rows) of each showdown screen
        self.final_pages = []     # rows of each page of the final standings
        self.unconserved = []     # (hand_no, chips in play) whenever R-CONSERVE failed

    def _check_conserved(self, app):
        """R-CONSERVE at every moment the app waits for a key."""
        problem = state_problem(app)
        if problem:
            self.unconserved.append(problem)

    def tracker_cards(self, session):
        """The real deck's cards for the session's hand, one per seat, all different."""
        key = (id(session), session.hand_no)
        if key not in self.deck:
            self.deck[key] = self.rnd.sample(range(52), session.rules.players)
        return self.deck[key]

    def __call__(self, app):
        if self.done:
            return None
        self._check_conserved(app)
        kind = app.screen_kind
        if kind == "showdown":
            self.showdowns.append((app.table.session.hand_no, list(app.rows)))
        short = SHORT_MS, GAP_MS
        if kind == "message":
            return (C,) + short
        if kind == "confirm":   # the players meant it: YES (B)
            return (B,) + short
        if kind == "setup":
            return (self._setup(app),) + short
        if kind in ("intro", "cut"):
            return (B,) + short
        if kind in ("count", "sending"):   # R-TABLE's 3-2-1; the histories going out
            return wait()
        if kind == "handoff":   # pass the device, then hold B (screens/turn.py LOOK_AFTER_MS)
            return look()
        paged = PAGE_HINT.search(app.rows[6]) if kind == "view" else None
        if paged and self.flip_pages and paged.group(1) != paged.group(2):
            return A, LONG_MS, GAP_MS   # look at every page of cards: a hold of A turns them
        if kind in ("view", "act"):
            labels = key_labels(app.rows)
            keys = [k for k in range(3) if labels[k]]
            return (B if self.passive else self.rnd.choice(keys),) + short
        if kind == "reveal":
            return (self._reveal(app),) + short
        if kind == "amount":   # a pot- or no-limit size: sometimes more, sometimes all in
            choice = self.rnd.random()
            if choice < 0.2:
                return B, LONG_MS, GAP_MS
            return (B if choice < 0.5 else C,) + short
        if kind in ("showdown", "walk"):
            return (C,) + short
        if kind == "balances":
            session = app.table.session
            if self.end_after is not None and session.hand_no >= self.end_after \
                    and not session.over:
                return self._menu_to(app, "End session")
            return (C,) + short
        if kind == "menu":
            return self._menu_to(app, self._menu_goal)
        if kind == "final":
            self.final_pages.append(list(app.rows))
            if "MORE" in key_labels(app.rows) and len(self.final_pages) < 2:
                return (B,) + short
            self.done = True
            return None
        raise AssertionError("unexpected screen %r: %r" % (kind, app.rows))

    _menu_goal = None

    def _menu_to(self, app, label):
        """Open the menu, move to `label` (its English name: the item is found by its
        index, so that a table in any language gets there), choose it."""
        self._menu_goal = label
        if app.screen_kind != "menu":
            return MENU, SHORT_MS, GAP_MS
        if label is not None and sys.modules["dealer.lang"].code != "en":
            menu = sys.modules["dealer.screens.menu"]
            if app.screen.cursor == MENU_ITEMS.index(label):
                self._menu_goal = None
                return C, SHORT_MS, GAP_MS
            assert app.screen.offered >> MENU_ITEMS.index(label) & 1, (label, app.rows)
            assert menu.BACK == len(MENU_ITEMS) - 1
            return B, SHORT_MS, GAP_MS
        for row in app.rows[1:7]:
            if row.startswith(">"):
                if row[2:] == label:
                    self._menu_goal = None
                    return C, SHORT_MS, GAP_MS
                return B, SHORT_MS, GAP_MS
        raise AssertionError("menu without a cursor: %r" % app.rows)

    def _setup(self, app):
        setup = app.screen   # the setup: its choices and the step on screen
        if setup.step == 0:   # setup.PLAYERS
            if setup.players != self.players:
                return B if setup.players < self.players else A
            return C
        if setup.step == 2 and setup.tracker != self.tracker:   # setup.MODE: CHANGE
            return B
        return C

    def _reveal(self, app):
        from dealer.screens.reveal import reveal_seat
        table = app.table
        entry = app.screen   # the card entry: its rank, then its suit
        seat = reveal_seat(table.session.hand)
        c = self.tracker_cards(table.session)[seat]
        want_rank, want_suit = c >> 2, c & 3
        if entry.suit < 0:
            if entry.rank != want_rank:
                return B if (want_rank - entry.rank) % 13 <= 6 else A
            if table.session.rules.tiebreak == 0:
                self.entered.append((table.session.hand_no, seat, c))
            return C
        if entry.suit != want_suit:
            return B if (want_suit - entry.suit) % 4 <= 2 else A
        self.entered.append((table.session.hand_no, seat, c))
        return C


def play_session(players, tracker, seed, settings=None, end_after=None, max_presses=20000,
                 passive=False):
    """Play one full session; returns (Result, Recorder, Player)."""
    env = {"DEALER_PLAYERS": str(players), "DEALER_MODE": "tracker" if tracker else "pass"}
    env.update(settings or {})
    player = Player(players, tracker, random.Random(seed), end_after, passive)
    result, recorder = run_driver(player, seed=seed, settings=env, max_presses=max_presses)
    return result, recorder, player


class Clock:
    """The board's clock and USB console, for screens driven one at a time outside the
    simulator: the test sets the time (ms) and reads the lines written."""

    def __init__(self):
        self.now = 0
        self.lines = []

    def ticks_ms(self):
        """The time the test set."""
        return self.now

    def serial_write(self, text):
        """Keep the line."""
        self.lines.append(text)


def table_nav(session, names, tracker=False, clock=None):
    """The app's navigator with `session` on its table (no stores: the navigator is the
    table's one listener), showing the step the table is at: for single screens."""
    from dealer.nav import Nav
    from dealer.table import RESUMED, Table
    clock = clock or Clock()
    nav = Nav(clock, None, None, None, None)
    nav.table = Table(session, names, tracker, clock.serial_write, (nav,))
    nav.table.tell(RESUMED)   # as a resumed session: the router shows its step
    return nav


def chips_value(text):
    """Fraction of a chips string as the screen shows it: "101", "2½", "33 1/3", "-1/2"."""
    sign = -1 if text.startswith("-") else 1
    text = text.lstrip("+-")
    value = Fraction(0)
    if text.endswith("½"):
        value += Fraction(1, 2)
        text = text[:-1]
    for part in text.split(" "):
        if part:
            value += Fraction(part)
    return sign * value


class Sender(Player):
    """Plays the session, then sends the histories from the final screen's menu."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.console_at_end = None   # the console when the session had just ended
        self.menus = []              # the menu's rows each time it was open
        self.sent = False
        self.pots = []               # (hand number, pots) at each showdown

    def __call__(self, app):
        table = app.table
        if app.screen_kind == "showdown":
            self.pots.append((table.session.hand_no, table.session.hand.pots()))
        if self.console_at_end is None and table is not None and table.session.over:
            import sys
            self.console_at_end = "".join(sys.stdout.parts)
        if app.screen_kind == "menu":
            self.menus.append((table.session.over, list(app.rows)))
        if self.sent:
            return None
        if app.screen_kind == "resume":
            return 0, 100, 200   # A: resume the saved session
        if app.screen_kind == "final":
            return self._menu_to(app, "Send histories")
        if app.screen_kind == "message" and "over USB" in " ".join(app.rows):
            self.sent = True
            self.message = " ".join(" ".join(app.rows).split())
            return None
        if app.screen_kind == "menu" and self._menu_goal == "Send histories":
            return self._menu_to(app, "Send histories")
        return super().__call__(app)
