"""The settle-up at the end of a session: who pays whom, fewest payments, as lines."""

# The final standings' SETTLE opens the SettleUp screen, which computes once:
#     plan = settle_plan(session_nets(session), value)   # value: the table's ChipValue or None
#     lines = settle_lines(names, plan, value)            # rows of at most 21 characters
# and offers the results by QR code (screens/qr_code.py, loaded only then).

from micropython import const

from indian_poker import UNIT  # noqa: F401  (UNIT: results_text and the tests too)
from indian_poker.settle import fewest_payments
from indian_poker.standings import people

from ..board.keys import A, B, C
from ..chip_value import to_coins
from ..lang import KEYS, RESULTS
from . import layout
from .base import Screen
from .text import chips

# words (dealer/lang)
_BACK = const(0)
_MORE = const(5)
_QR = const(15)
_SETTLE_ONE = const(0)
_SETTLE_N = const(1)
_NOBODY_PAYS = const(2)
_ROUNDED_TO = const(3)

ONE_SHOT = ("dealer.chip_value", "indian_poker.settle")   # one-shot (indian_poker/loading.py)


def session_nets(session):
    """Every person's net result in units of 1/UNIT chip: the seats, then the departed
    players (standings.people); V-DRINK has no chips: all 0."""
    nets = [0] * people(session)
    if session.game.BETTING:
        for _, seat, net in session.standings():
            nets[seat] = net
    return nets


class SettlePlan:
    """The payments (payer, payee, amount) in coins with a chip value, else in units."""

    def __init__(self, payments, amounts, rounded):
        self.payments = payments
        self.amounts = amounts  # what each seat gets (+) or pays (-), in the same unit
        self.rounded = rounded


def settle_plan(nets, value=None):
    """The fewest payments that square `nets` (1/UNIT chip), exact in chips, or in
    coins of `value` (a ChipValue) rounded so that every seat is within one coin."""
    rounded = False
    amounts = list(nets)
    if value is not None:
        amounts, rounded = to_coins(nets, value, UNIT)
    return SettlePlan(fewest_payments(amounts), amounts, rounded)


def amount_text(amount, value):
    """A payment as the screen shows it: money, or chips with exact fractions."""
    return value.money(amount) if value is not None else chips(amount)


def settle_lines(names, plan, value):
    """"BOB→ANN 2.50 EUR" per payment; "nobody pays" if square; the rounding stated."""
    lines = []
    for payer, payee, amount in plan.payments:
        line = "%s→%s %s" % (names[payer], names[payee], amount_text(amount, value))
        if value is not None and len(line) > layout.COLS:   # "5000.00 dollars": the
            # number alone; the first line ("1 chip = 0.50 dollars") says in what
            line = "%s→%s %s" % (names[payer], names[payee], value.money(amount, True))
        lines.append(line)
    if not lines:
        lines.append(RESULTS[_NOBODY_PAYS])
    if plan.rounded:
        lines.append(RESULTS[_ROUNDED_TO] % value.coin())
    return lines


class SettleUp(Screen):
    """After the session: who pays whom, fewest payments: A: BACK, B: MORE, C: QR."""

    kind = "settle"

    def __init__(self, nav):
        super().__init__(nav)
        table = nav.table
        self.value = table.chip_value
        self.plan = settle_plan(session_nets(table.session), self.value)
        self.lines = settle_lines(table.names, self.plan, self.value)
        if self.value is not None:   # its own two rows if a long currency needs them
            self.lines[:0] = layout.lines_of([self.value.said()])
        self.page = 0

    def press(self, key, long, started):
        """A: back to the standings; B: the next page; C: the results by QR code."""
        nav = self.nav
        if key == C:
            from .qr_code import QrResults
            nav.push(QrResults(nav, self.plan, self.value))
        elif key == B:
            self.page += 1
        elif key == A:
            nav.pop()

    def render(self, rows):
        """The payments, a page of six at a time."""
        pages = layout.page_count(len(self.lines))
        self.page %= pages
        count = len(self.plan.payments)
        rows[0] = RESULTS[_SETTLE_ONE] if count == 1 else RESULTS[_SETTLE_N] % count
        first = self.page * layout.PAGE_ROWS
        for i, line in enumerate(self.lines[first:first + layout.PAGE_ROWS]):
            rows[1 + i] = layout.clip(line)
        rows[7] = layout.keys(KEYS[_BACK], KEYS[_MORE] if pages > 1 else "", KEYS[_QR])
