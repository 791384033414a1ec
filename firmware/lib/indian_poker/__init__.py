"""Indian Poker rules core: pure Python for CPython, MicroPython and CircuitPython.

No I/O, no clock, no hardware: randomness comes in as `entropy(n) -> bytes`.
See docs/architecture.md ("The rules core's API") for the public API.
"""

from .actions import BET, CALL, CHECK, FOLD, RAISE
from .cards import card, name
from .errors import IllegalAction, RngFailure
from .ledger import UNIT
from .rules import (
    COMMUNITY,
    FIRST,
    FIXED,
    LAST_STANDING,
    LEDGER,
    LOW,
    NO_LIMIT,
    PARTY,
    POT,
    SPLIT,
    STANDARD,
    STUD,
    SUITS,
    TWO_CARD,
    UNTIL_BUST,
    Rules,
)
from .session import Session

__all__ = [
    "BET", "CALL", "CHECK", "FOLD", "RAISE", "card", "name", "IllegalAction", "RngFailure",
    "UNIT", "Rules", "Session", "FIXED", "POT", "NO_LIMIT", "SPLIT", "SUITS", "LEDGER", "FIRST",
    "UNTIL_BUST", "LAST_STANDING", "STANDARD", "LOW", "TWO_CARD", "COMMUNITY", "STUD", "PARTY",
]
