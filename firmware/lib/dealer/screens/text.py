"""Values as the screen writes them: chip amounts ("100½", "33 1/3") and cards ("K♥")."""

from micropython import const

from indian_poker import UNIT

from ..lang import SHOW

# words (dealer/lang)
_SIP_ONE = const(12)
_SIPS_N = const(13)
_SIPS_NONE = const(43)


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def chips(units):
    """A ledger amount as chips: 2520 -> "1", 253260 -> "100½", -6300 -> "-2½", 840 -> "1/3"."""
    sign = "-" if units < 0 else ""
    units = -units if units < 0 else units
    whole = units // UNIT
    part = units % UNIT
    if not part:
        return "%s%d" % (sign, whole)
    if part * 2 == UNIT:
        return "%s%s½" % (sign, whole if whole else "")
    g = _gcd(part, UNIT)
    if whole:
        return "%s%d %d/%d" % (sign, whole, part // g, UNIT // g)
    return "%s%d/%d" % (sign, part // g, UNIT // g)


def net(units):
    """A change of balance with its sign: "+3", "-1½", "0"."""
    if units > 0:
        return "+" + chips(units)
    return chips(units)


# A card's text from constant strings: on the board indexing a str (RANKS[r], or the
# suit symbols, three bytes each in UTF-8) looks the character up as an interned
# string at every call (a 10-player showdown spent 6.7 ms on its cards' texts on the
# emulated Pico). The order is indian_poker.cards' (RANKS, SUIT_SYMBOLS): the tests
# check it; "10", not "T", which is for hand histories.
_RANK_TEXTS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_SUIT_TEXTS = ("\u2663", "\u2666", "\u2665", "\u2660")


def rank_text(r):
    """Rank `r` (0 = deuce .. 12 = ace) for the screen: "K", "10"."""
    return _RANK_TEXTS[r]


def card_text(c, rank_only=False):
    """A card for the screen: "K♥" or "10♠", or just "K" when its suit was never entered."""
    if rank_only:
        return _RANK_TEXTS[c >> 2]   # indian_poker.cards: rank(c), suit(c)
    return _RANK_TEXTS[c >> 2] + _SUIT_TEXTS[c & 3]


def seat_cards(hand, viewer, seat, rank_only=False, hidden=False):
    """The cards of `seat` that `viewer` may see now, a space apart ("K♥ 2♣"); "" if none."""
    # Every card comes through hand.visible_card (R-FOREHEAD): `viewer` None asks what
    # the whole table may see (after the showdown); `hidden` puts "??" in place of every
    # card, for the hand-off screen.
    slots = hand.slots
    if slots == 1:   # the one-card games: a table of ten asks this for ten seats a screen
        c = hand.visible_card(viewer, seat, 0)
        if c is None:
            return ""
        return "??" if hidden else card_text(c, rank_only)
    text = ""
    for slot in range(slots):
        c = hand.visible_card(viewer, seat, slot)
        if c is not None:
            shown = "??" if hidden else card_text(c, rank_only)
            text = text + " " + shown if text else shown
    return text


def middle_cards(hand, hidden=False):
    """The shared middle cards turned up so far, a space apart; "" if none."""
    text = ""
    for i in range(len(hand.game.MIDDLE)):
        c = hand.middle(i)
        if c is not None:
            shown = "??" if hidden else card_text(c)
            text = text + " " + shown if text else shown
    return text


LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def step_letter(name, at, step):
    """`name` as three letters, the one at `at` moved `step` places round A-Z (a digit
    there starts from A): the setup's and a new player's name entry."""
    name = (name + "AAA")[:3]
    i = LETTERS.find(name[at])
    return name[:at] + LETTERS[(i + step) % len(LETTERS)] + name[at + 1:]


def sips(count):
    """V-DRINK: a count of sips in the language's words ("1 sip", "3 sips"); none has a
    word of its own, for French says "0 gorgée" where English says "0 sips"."""
    if count == 1:
        return SHOW[_SIP_ONE]
    return SHOW[_SIPS_NONE] if count == 0 else SHOW[_SIPS_N] % count
