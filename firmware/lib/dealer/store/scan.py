"""What a journal's bytes say past its valid records, and what its image header promised.

A power cut leaves at most one torn record at the end, then erased bytes: the flash
is programmed in address order. Anything else past the last valid record is damage:
records that still check out after a bad one (the save goes back to before it), or
stray bytes after the end with no record among them (nothing was lost). Needed only
at power-up, after a journal that did not read back clean.
"""

from micropython import const

from .journal import (
    DEAL,
    EVENTS,
    HEADER,
    HEADER_SIZE,
    MISDEAL,
    SESSION_ID,
    UNDO,
    erased_from,
    record_end,
)

ERASED = const(0)   # erased bytes to the end: a clean journal
STRAY = const(1)    # erased where a record would start, stray bytes later: nothing lost
TORN = const(2)     # the bytes of one record that does not check out, then nothing
DAMAGE = const(3)   # valid records after a bad one


def after_end(image, end, room):
    """What the bytes from `end` (where the valid records end) to `room` hold."""
    if erased_from(image, end, room):
        return ERASED
    if next_record(image, end + 1, room) >= 0:
        return DAMAGE
    return TORN if image[end] != 0xFF else STRAY


_KINDS = b"SDEUMRXWNAQIVBLHCP"   # every record kind (journal.py): no other byte starts one


def next_record(image, pos, room):
    """The offset of the first valid record at or after `pos`, or -1. (A CRC is computed
    only where a length and a kind could start a record: without binascii, each one is
    Python's.)"""
    while pos < room - 5:
        if image[pos] <= 250 and image[pos + 1] in _KINDS:
            end = record_end(image, pos)
            if 0 < end <= room:
                return pos
        pos += 1
    return -1


def header(image):
    """(image length, hand, actions, cards entered, holds) from a valid image header
    (journal.py), or None for a journal written before headers."""
    if image[1] != HEADER or image[0] != HEADER_SIZE or record_end(image, 0) < 0:
        return None
    return (image[2] | image[3] << 8, image[4] | image[5] << 8,
            image[6] | image[7] << 8, image[8], image[9])


def deals(image, pos, room, bad, in_hand):
    """Hands dealt in the records from `pos`, reading past damage at `bad`: each valid
    deal, and the bad record itself when the hand's records follow it although no hand
    was in play (`in_hand`) there."""
    count = 0
    while 0 <= pos < room:
        end = record_end(image, pos)
        if end < 0 or end > room:
            after = next_record(image, pos + 1, room)
            if pos == bad and after >= 0 and not in_hand and image[after + 1] in (
                    EVENTS, UNDO, MISDEAL):
                count += 1   # the hand's deal was the bad record
            pos = after
            continue
        kind = image[pos + 1]
        if kind == DEAL or kind == SESSION_ID and end - pos > 8 + 6:
            count += 1
        pos = end
    return count
