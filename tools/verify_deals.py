"""Check the deal fingerprints in the dealer's hand histories: no card, name or hand changed.

    .venv/bin/python tools/verify_deals.py FILE_OR_DIR... [--noted 3:7F3A91C20B44E1D9 ...]
                                           [--last 12:0B44E1D97F3A91C2]

Before the first bet of every hand it dealt, the device shows the first 64 bits of the
hand's deal fingerprint on the hand-off screen, and at the end of the session the last
hand's on the final screen. A fingerprint is SHA-256 over a secret 16-byte salt, the
session id, the hand number, the fingerprint of the hand before (a chain), the seats,
the dealer, each player's name and every card of the hand (docs/fairness.md). After the
session, the hand histories it sends (PHH) carry each hand's salt, the session id, the
whole fingerprint and the one before it. This tool recomputes every fingerprint from the
file alone, on its own (hashlib, not the device's code), checks that each hand follows
the one before it in its session, and reports each hand as verified or not. Every card
the file names must be the committed one: the dealt cards, the middle cards (`_middle`,
turned or not) and the cards shown at the showdown.

`--noted HAND:HEX` checks a short fingerprint noted or photographed at the table (the
16 hex digits of the hand-off screen, spaces allowed) against that hand's recomputed
fingerprint: that is what shows the device did not change a card after the betting.
`--last HAND:HEX` is the final screen's ("Last deal, hand 12:"): it vouches for the
whole chain, so no hand may follow it and none before it can be dropped, moved, slipped
in or given to another player without changing it.

FILE_OR_DIR: PHH files (one hand each, as `tools/sim.py --phh DIR` writes them), PHHS
files ("[n]" tables), or a copy of the USB console with its BEGIN PHH / END PHH block;
a folder means every .phh, .phhs and .txt file in it. A file that cannot be read is
named and the others are checked. Exit status: 0 when every file reads, every hand the
device dealt verifies, every chain holds and every noted fingerprint matches, else 1.
"""

import argparse
import hashlib
import pathlib
import re
import sys
import tomllib

RANKS = "23456789TJQKA"
SUITS = "cdhs"
# Cards per player and middle cards of each game (docs/rules.md section 8, as _game names it).
SLOTS = {"standard": 1, "low": 1, "two-card": 2, "community": 1, "stud": 7, "party": 1}
MIDDLE = {"community": 1}
SALT_BYTES = 16
SESSION_BYTES = 8
DIGEST_BYTES = 32
NO_PREVIOUS = bytes(DIGEST_BYTES)   # what a session's first fingerprint is chained to
_DEALT = re.compile(r"^d dh p(\d+) (\S+)$")
_BOARD = re.compile(r"^d db (\S+)$")
_SHOWN = re.compile(r"^p(\d+) sm (\S+)$")


class Hand:
    """One hand history: where it came from, its fields, and what the check found."""

    def __init__(self, source, fields):
        self.source = source
        self.fields = fields
        self.number = fields.get("hand")
        self.session = fields.get("_session")
        self.status = ""        # "verified", "real deck" or "not verified"
        self.reason = ""
        self.digest = b""       # the recomputed fingerprint, when the file has a salt
        self.previous = None    # the fingerprint it is chained to (None: an old file)

    @property
    def verified(self):
        """True when the cards in the file are the ones the fingerprint commits to."""
        return self.status == "verified"


def card_number(text):
    """A card as the device numbers it: rank * 4 + suit (0 = 2c ... 51 = As)."""
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise ValueError("%r is not a card" % text)
    return RANKS.index(text[0]) * 4 + SUITS.index(text[1])


def cards_of(text):
    """The card numbers of a run of card names such as "Td2c" ("??" is unknown: None)."""
    if len(text) % 2:
        raise ValueError("%r is not a run of cards" % text)
    return [None if text[i:i + 2] == "??" else card_number(text[i:i + 2])
            for i in range(0, len(text), 2)]


def message(salt, session, number, previous, seat_count, dealer, seats, names, players,
            slots, middle):
    """The bytes the device hashes (indian_poker/fingerprint.py), built from the file:
    `seats`, `dealer` from 0, `names` and `players` (their cards) from p1 on."""
    data = bytearray(salt) + session + number.to_bytes(4, "big") + previous
    data += bytes((seat_count, dealer, len(players), slots, len(middle)))
    for seat, name, held in zip(seats, names, players, strict=True):
        encoded = name.encode("ascii")
        if len(encoded) > 3:
            raise ValueError("the name %r is longer than the device's three letters" % name)
        data += bytes((seat,)) + encoded + bytes(3 - len(encoded)) + bytes(held)
    return bytes(data + bytes(middle))


def message_before_chain(salt, session, number, players, slots, middle):
    """What the device hashed before the chain (files without `_previous`): the cards,
    the hand number and the session, neither the names nor the seats nor the hand before."""
    data = bytearray(salt) + session + number.to_bytes(4, "big")
    data += bytes((len(players), slots, len(middle)))
    for held in players:
        data += bytes(held)
    return bytes(data + bytes(middle))


def check(hand):
    """Recompute one hand's fingerprint and set its status; the reason when it fails."""
    try:
        _check(hand)
    except (KeyError, TypeError, ValueError, UnicodeError) as err:
        hand.status = "not verified"
        hand.reason = str(err) if not isinstance(err, KeyError) else "no field %s" % err


def _check(hand):
    fields = hand.fields
    game = fields["_game"]
    if game not in SLOTS:
        raise ValueError("unknown game %r" % game)
    slots = SLOTS[game]
    dealt = {}
    shown = {}
    board = []
    for action in fields["actions"]:
        match = _DEALT.match(action)
        if match:
            dealt[int(match.group(1))] = cards_of(match.group(2))
            continue
        match = _SHOWN.match(action)
        if match:
            shown[int(match.group(1))] = cards_of(match.group(2))
            continue
        match = _BOARD.match(action)
        if match:
            board.extend(cards_of(match.group(1)))
    players = [dealt.get(p) for p in range(1, len(dealt) + 1)]
    if not players or None in players:
        raise ValueError("the players' cards are missing")
    salted = "_salt" in fields
    committed = "_fingerprint" in fields
    if all(c is None for held in players for c in held) and not salted and not committed:
        hand.status = "real deck"
        hand.reason = "the players dealt a real deck: nothing to verify"
        return
    if not salted and not committed:
        raise ValueError("no salt and no fingerprint: the device dealt no such hand")
    if not salted:
        raise ValueError("no salt: the fingerprint cannot be recomputed")
    if not committed:
        raise ValueError("no fingerprint: the file has the salt but not what it hashed to")
    if any(len(held) != slots or None in held for held in players):
        raise ValueError("each player must hold %d known card%s" % (slots, "s"[:slots > 1]))
    middle = cards_of(fields.get("_middle", ""))
    if len(middle) != MIDDLE.get(game, 0) or None in middle:
        raise ValueError("the middle cards (_middle) are not %d cards" % MIDDLE.get(game, 0))
    salt = bytes.fromhex(fields["_salt"])
    session = bytes.fromhex(fields["_session"])
    if len(salt) != SALT_BYTES or len(session) != SESSION_BYTES:
        raise ValueError("the salt or the session id has the wrong length")
    # the digest of the cards as the file deals them, for --noted even if the rest fails
    if "_previous" in fields:
        hand.previous = bytes.fromhex(fields["_previous"])
        if len(hand.previous) != DIGEST_BYTES:
            raise ValueError("the previous fingerprint has the wrong length")
        names = fields["players"]
        seats = [seat - 1 for seat in fields["seats"]]
        if len(names) != len(players) or len(seats) != len(players):
            raise ValueError("the players, their seats and their cards do not match up")
        hand.digest = hashlib.sha256(message(
            salt, session, fields["hand"], hand.previous, fields["seat_count"],
            fields["_dealer"] - 1, seats, names, players, slots, middle)).digest()
    else:
        hand.digest = hashlib.sha256(message_before_chain(
            salt, session, fields["hand"], players, slots, middle)).digest()
    if hand.digest.hex() != fields["_fingerprint"].lower():
        raise ValueError("the cards, names or seats do not match the fingerprint")
    every = [c for held in players for c in held] + middle
    if len(set(every)) != len(every):
        raise ValueError("a card is dealt twice")
    if board != middle[:len(board)]:
        raise ValueError("a middle card turned in the actions is not the committed one")
    for player, held in shown.items():
        if player > len(players) or players[player - 1] != held:
            raise ValueError("p%d shows other cards at the showdown than dealt" % player)
    hand.status = "verified"


def check_chains(hands):
    """(ok, lines) for every session's chain: no hand twice, none missing, each
    fingerprint chained to the one before it."""
    lines = []
    ok = True
    sessions = {}
    for hand in hands:
        if hand.session is not None and isinstance(hand.number, int):
            sessions.setdefault(hand.session, []).append(hand)
    for session, group in sessions.items():
        label = "session %s" % session[:8]
        group.sort(key=lambda h: h.number)
        numbers = [h.number for h in group]
        for number in sorted(set(n for n in numbers if numbers.count(n) > 1)):
            ok = False
            lines.append("%s: hand %d is in the files more than once" % (label, number))
        missing = sorted(set(range(numbers[0], numbers[-1] + 1)) - set(numbers))
        if missing:
            ok = False
            lines.append("%s: hand%s %s missing" % (
                label, "s" if len(missing) > 1 else "",
                ", ".join(map(str, missing)) + (" are" if len(missing) > 1 else " is")))
        # A link is the file's own fingerprint: a hand whose cards do not match it fails
        # on its own (check), the chain only asks whether the hands follow each other.
        before = None
        for hand in group:
            if not hand.digest or hand.previous is None:
                continue   # a real deck, a file that failed, or one written before the chain
            if before is None:
                if hand.previous != NO_PREVIOUS and hand.number == 1:
                    ok = False
                    lines.append("%s hand 1: CHAIN BROKEN: the session's first hand follows "
                                 "another" % hand.source)
                elif hand.previous != NO_PREVIOUS:
                    lines.append("%s: the chain starts before hand %d: the hands before it "
                                 "are not in the files" % (label, hand.number))
            elif hand.previous.hex() != before.fields["_fingerprint"].lower():
                ok = False
                lines.append("%s hand %d: CHAIN BROKEN: it does not follow hand %d (a hand "
                             "dropped, moved or slipped in)" % (hand.source, hand.number,
                                                                before.number))
            before = hand
    return ok, lines


def short(digest):
    """The first 64 bits as the hand-off screen shows them: "7F3A 91C2 0B44 E1D9"."""
    text = digest[:8].hex().upper()
    return " ".join(text[i:i + 4] for i in range(0, 16, 4))


def documents(text):
    """The PHH documents in a file's text: one hand, "[n]" tables, or a console copy."""
    if "BEGIN PHH" in text:
        block = re.search(r"(?ms)^BEGIN PHH [^\n]*\n(.*?)^END PHH ", text)
        text = block.group(1) if block else ""
    fields = tomllib.loads(text)
    if "variant" in fields:
        return [fields]
    return [value for value in fields.values() if isinstance(value, dict)]


def load(paths, unreadable=None):
    """Every hand history in the given files and folders, in file order. A file that
    cannot be read goes into `unreadable` as (name, why) when a list is given, else
    raises."""
    hands = []
    for path in paths:
        path = pathlib.Path(path)
        files = sorted(p for p in path.iterdir() if p.suffix in (".phh", ".phhs", ".txt")) \
            if path.is_dir() else [path]
        for file in files:
            try:
                found = documents(file.read_text(encoding="utf-8"))
            except (OSError, UnicodeError, ValueError) as err:   # tomllib's are ValueErrors
                if unreadable is None:
                    raise
                unreadable.append((file.name, str(err)))
                continue
            for fields in found:
                hands.append(Hand(file.name, fields))
    return hands


def parse_noted(text, option="--noted"):
    """"3:7F3A 91C2 0B44 E1D9" -> (3, "7f3a91c20b44e1d9"); ValueError when malformed."""
    number, _, digits = text.partition(":")
    digits = re.sub(r"[\s#]", "", digits).lower()
    if not number.strip().isdigit() or not re.fullmatch(r"[0-9a-f]{16}", digits):
        raise ValueError("%s %r: give HAND:HEX, e.g. 3:7F3A91C20B44E1D9" % (option, text))
    return int(number), digits


def check_noted(hands, number, digits):
    """(ok, line) for one noted short fingerprint."""
    label = "noted hand %d %s" % (number, short(bytes.fromhex(digits)))
    found = [hand for hand in hands if hand.number == number]
    if len(found) != 1:
        return False, "%s: %s" % (label, "no such hand in the files" if not found
                                  else "hand %d is in several sessions" % number)
    hand = found[0]
    if not hand.digest:
        return False, "%s: hand %d has no fingerprint to compare" % (label, number)
    if hand.digest[:8].hex() != digits:
        return False, "%s: DOES NOT MATCH the file's %s: not the deal shown at the table" % (
            label, short(hand.digest))
    if not hand.verified:
        return False, "%s: matches, but the file does not verify: %s" % (label, hand.reason)
    return True, "%s: matches" % label


def check_last(hands, number, digits):
    """(ok, line) for the final screen's last fingerprint: it matches, and no dealt hand
    of its session comes after it."""
    matched, line = check_noted(hands, number, digits)
    line = line.replace("noted hand", "last deal, hand", 1)
    if not matched:
        return False, line
    session = next(hand.session for hand in hands if hand.number == number)
    later = [hand.number for hand in hands if hand.session == session and hand.digest
             and hand.number > number]
    if later:
        return False, "%s, but hand %d comes after it: not a hand of that session" % (
            line, min(later))
    return True, line + ": it vouches for every hand before it"


def main(argv=None):
    """Verify the files named in `argv`; print one line per hand; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", metavar="FILE_OR_DIR")
    parser.add_argument("--noted", action="append", default=[], metavar="HAND:HEX",
                        help="a short fingerprint noted at the table, e.g. 3:7F3A91C20B44E1D9")
    parser.add_argument("--last", metavar="HAND:HEX",
                        help="the final screen's last deal fingerprint, e.g. 12:0B44E1D97F3A91C2")
    args = parser.parse_args(argv)
    unreadable = []
    try:
        noted = [parse_noted(text) for text in args.noted]
        last = parse_noted(args.last, "--last") if args.last else None
        hands = load(args.paths, unreadable)
    except (OSError, ValueError) as err:
        print("verify_deals: %s" % err, file=sys.stderr)
        return 1
    ok = not unreadable
    for name, why in unreadable:
        print("%s: CANNOT BE READ: %s" % (name, why))
    if not hands:
        print("verify_deals: no hand history found", file=sys.stderr)
        return 1
    for hand in hands:
        check(hand)
        line = "%s hand %s: " % (hand.source, hand.number)
        if hand.verified:
            old = "" if hand.previous is not None else \
                "  (written before the chain: its names, seats and the hand before unchecked)"
            print(line + "verified  %s%s" % (short(hand.digest), old))
        elif hand.status == "real deck":
            print(line + hand.reason)
        else:
            ok = False
            print(line + "NOT VERIFIED: " + hand.reason)
    chained, lines = check_chains(hands)
    ok = ok and chained
    for line in lines:
        print(line)
    for number, digits in noted:
        matched, line = check_noted(hands, number, digits)
        ok = ok and matched
        print(line)
    if last is not None:
        matched, line = check_last(hands, *last)
        ok = ok and matched
        print(line)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
