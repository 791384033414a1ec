"""The standings and the settle-up as plain text, for the QR codes of the final screen."""

# ASCII only, one fact per line, so that any phone shows it as it is:
#     Indian Poker
#     1 ANN +12 1/2
#     ...
#     1 chip = 0.10 EUR
#     BOB pays ANN 1.25 EUR
#     rounded to 0.01 EUR

from micropython import const

from indian_poker import UNIT

from ..lang import RESULTS
from .text import sips

# words (dealer/lang)
_NOBODY_PAYS = const(2)
_ROUNDED_TO = const(3)
_PAYS = const(4)
_SIPS = const(5)


def plain_chips(units, signed=False):
    """Chips in ASCII: 2520 -> "1", 3780 -> "1 1/2", -840 -> "-1/3"; `signed` adds "+"."""
    sign = "-" if units < 0 else ("+" if signed and units > 0 else "")
    units = -units if units < 0 else units
    whole = units // UNIT
    part = units % UNIT
    if not part:
        return "%s%d" % (sign, whole)
    a, b = part, UNIT
    while b:
        a, b = b, a % b
    fraction = "%d/%d" % (part // a, UNIT // a)
    return "%s%d %s" % (sign, whole, fraction) if whole else sign + fraction


def results_text(names, standings, plan=None, value=None, drinks=False):
    """The text: `standings` as Session.standings() gives them, then `plan`'s payments
    (dealer.settle_up.SettlePlan; None for V-DRINK, where `drinks` counts sips)."""
    lines = ["Indian Poker"]
    for rank, seat, net in standings:
        if drinks:
            lines.append(RESULTS[_SIPS] % (rank, names[seat], sips(-net)))
        else:
            lines.append("%d %s %s" % (rank, names[seat], plain_chips(net, True)))
    if plan is not None:
        if value is not None:
            lines.append(value.said())
        for payer, payee, amount in plan.payments:
            money = value.money(amount) if value is not None else plain_chips(amount)
            lines.append(RESULTS[_PAYS] % (names[payer], names[payee], money))
        if not plan.payments:
            lines.append(RESULTS[_NOBODY_PAYS])
        if plan.rounded:
            lines.append(RESULTS[_ROUNDED_TO] % value.coin())
    return "\n".join(lines) + "\n"
