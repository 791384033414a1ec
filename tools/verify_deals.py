"""Check the deal fingerprints in the dealer's hand histories: no card changed after the deal.

    .venv/bin/python tools/verify_deals.py FILE_OR_DIR... [--noted 3:7F3A91C20B44E1D9 ...]

Before the first bet of every hand it dealt, the device shows the first 64 bits of the
hand's deal fingerprint on the hand-off screen: SHA-256 over a secret 16-byte salt, the
session id, the hand number and every card of the hand (docs/fairness.md). After the
session, the hand histories it sends (PHH) carry each hand's salt, the session id and
the whole fingerprint. This tool recomputes every fingerprint from the cards in the
files, on its own (hashlib, not the device's code), and reports each hand as verified
or not. Every card the file names must be the committed one: the dealt cards, the
middle cards (`_middle`, turned or not) and the cards shown at the showdown.

`--noted HAND:HEX` checks a short fingerprint noted or photographed at the table (the
16 hex digits of the hand-off screen, spaces allowed) against that hand's recomputed
fingerprint: that is what shows the device did not change a card after the betting.

FILE_OR_DIR: PHH files (one hand each, as `tools/sim.py --phh DIR` writes them), PHHS
files ("[n]" tables), or a copy of the USB console with its BEGIN PHH / END PHH block;
a folder means every .phh, .phhs and .txt file in it. Exit status: 0 when every hand
the device dealt verifies and every noted fingerprint matches, 1 otherwise.
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


def message(salt, session, number, players, slots, middle):
    """The bytes the device hashes (indian_poker/fingerprint.py), built from the file."""
    data = bytearray(salt) + session + number.to_bytes(4, "big")
    data += bytes((len(players), slots, len(middle)))
    for held in players:
        data += bytes(held)
    return bytes(data + bytes(middle))


def check(hand):
    """Recompute one hand's fingerprint and set its status; the reason when it fails."""
    try:
        _check(hand)
    except (KeyError, TypeError, ValueError) as err:
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
    if all(c is None for held in players for c in held) and "_salt" not in fields:
        hand.status = "real deck"
        hand.reason = "the players dealt a real deck: nothing to verify"
        return
    if "_salt" not in fields:
        raise ValueError("the device dealt this hand but the file has no fingerprint")
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
    hand.digest = hashlib.sha256(message(salt, session, fields["hand"], players, slots,
                                         middle)).digest()
    if hand.digest.hex() != fields["_fingerprint"].lower():
        raise ValueError("the cards do not match the fingerprint")
    every = [c for held in players for c in held] + middle
    if len(set(every)) != len(every):
        raise ValueError("a card is dealt twice")
    if board != middle[:len(board)]:
        raise ValueError("a middle card turned in the actions is not the committed one")
    for player, held in shown.items():
        if player > len(players) or players[player - 1] != held:
            raise ValueError("p%d shows other cards at the showdown than dealt" % player)
    hand.status = "verified"


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


def load(paths):
    """Every hand history in the given files and folders, in file order."""
    hands = []
    for path in paths:
        path = pathlib.Path(path)
        files = sorted(p for p in path.iterdir() if p.suffix in (".phh", ".phhs", ".txt")) \
            if path.is_dir() else [path]
        for file in files:
            for fields in documents(file.read_text(encoding="utf-8")):
                hands.append(Hand(file.name, fields))
    return hands


def parse_noted(text):
    """"3:7F3A 91C2 0B44 E1D9" -> (3, "7f3a91c20b44e1d9"); ValueError when malformed."""
    number, _, digits = text.partition(":")
    digits = re.sub(r"[\s#]", "", digits).lower()
    if not number.strip().isdigit() or not re.fullmatch(r"[0-9a-f]{16}", digits):
        raise ValueError("--noted %r: give HAND:HEX, e.g. 3:7F3A91C20B44E1D9" % text)
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


def main(argv=None):
    """Verify the files named in `argv`; print one line per hand; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+", metavar="FILE_OR_DIR")
    parser.add_argument("--noted", action="append", default=[], metavar="HAND:HEX",
                        help="a short fingerprint noted at the table, e.g. 3:7F3A91C20B44E1D9")
    args = parser.parse_args(argv)
    try:
        noted = [parse_noted(text) for text in args.noted]
        hands = load(args.paths)
    except (OSError, ValueError) as err:   # tomllib's errors are ValueErrors
        print("verify_deals: %s" % err, file=sys.stderr)
        return 1
    if not hands:
        print("verify_deals: no hand history found", file=sys.stderr)
        return 1
    ok = True
    for hand in hands:
        check(hand)
        line = "%s hand %s: " % (hand.source, hand.number)
        if hand.verified:
            print(line + "verified  %s" % short(hand.digest))
        elif hand.status == "real deck":
            print(line + hand.reason)
        else:
            ok = False
            print(line + "NOT VERIFIED: " + hand.reason)
    for number, digits in noted:
        matched, line = check_noted(hands, number, digits)
        ok = ok and matched
        print(line)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
