"""make hardware (first): check the pinouts of hardware/WIRING.md.

Every pin named in its profile tables (`<!-- pins: board_id -->`) must exist on that
board in the circuitpython-stubs board definitions, and no key may sit on the pin of
the board's LED.
"""

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
WIRING = ROOT / "hardware" / "WIRING.md"


def profile_signals(text):
    """{board id: [(signal, pin name)]} from the `<!-- pins: board_id -->` tables in
    WIRING.md ("Key A", "GP10")."""
    profiles = {}
    for match in re.finditer(r"<!-- pins: (\w+) -->\n(.*?)(?:\n\n|\Z)", text, re.S):
        pins = []
        for row in match.group(2).splitlines()[2:]:
            cells = [c.strip().strip("`") for c in row.strip("|").split("|")]
            if len(cells) >= 2 and cells[1]:
                pins.append((cells[0], cells[1]))
        profiles[match.group(1)] = pins
    return profiles


def profile_pins(text):
    """{board id: [pin names]} from the `<!-- pins: board_id -->` tables in WIRING.md."""
    return {board: [pin for _, pin in signals]
            for board, signals in profile_signals(text).items()}


def board_gpios(board):
    """{pin name: GPIO number} that circuitpython-stubs gives for `board` (its comments)."""
    from importlib import resources

    definition = resources.files("board_definitions").joinpath(board).joinpath("__init__.pyi")
    return {name: int(gpio) for name, gpio in re.findall(
        r"^(\w+): microcontroller\.Pin\s*#\s*GPIO(\d+)", definition.read_text(), re.M)}


def key_on_the_led(board, signals):
    """The key pins of a profile that carry the board's LED: its pull-up lights it, and
    the LED's current pulls the pin low enough to read as a key held down."""
    gpios = board_gpios(board)
    led = gpios.get("LED")
    return [pin for signal, pin in signals
            if (signal.startswith("Key") or signal == "MENU") and led is not None
            and gpios.get(pin) == led]


def board_pins(board):
    """Pin names that circuitpython-stubs defines for `board`."""
    from importlib import resources

    definition = resources.files("board_definitions").joinpath(board).joinpath("__init__.pyi")
    if not definition.is_file():
        raise SystemExit(f"hardware: WIRING.md names board {board!r}, which CircuitPython "
                         "does not define")
    return set(re.findall(r"^(\w+): microcontroller\.Pin", definition.read_text(), re.M))


def check_pinouts():
    """Fail if a profile table in WIRING.md names a pin its board does not have, or puts
    a key on the pin of the board's LED."""
    profiles = profile_pins(WIRING.read_text())
    if not profiles:
        raise SystemExit("hardware: WIRING.md has no `<!-- pins: board -->` tables")
    signals = profile_signals(WIRING.read_text())
    for board, pins in profiles.items():
        unknown = [p for p in pins if p not in board_pins(board)]
        if unknown:
            raise SystemExit(f"hardware: WIRING.md: {board} has no pin {', '.join(unknown)}")
        lit = key_on_the_led(board, signals[board])
        if lit:
            raise SystemExit(f"hardware: WIRING.md: {board} puts a key on {', '.join(lit)}, "
                             "which carries the board's LED")
        print(f"hardware: {board}: pins {', '.join(pins)} exist")


def main(argv=None):
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args(argv)
    check_pinouts()


if __name__ == "__main__":
    sys.exit(main())
