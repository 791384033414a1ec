"""Host `microcontroller`: Pin, reset(), cpu, and nvm emulating RP2040 flash."""

import simhw_state
from flash_nvm import FlashNvm
from simhw_state import SimulationReset


class Pin:
    """A GPIO pin of the RP2040 (board.GPn)."""

    def __init__(self, name, number):
        self.name = name
        self.number = number

    def __repr__(self):
        return "board." + self.name


class _Processor:
    """microcontroller.cpu: fixed values of a Pico."""

    frequency = 125000000
    temperature = 27.0
    voltage = 3.3
    uid = b"\xe6\x61\x38\x00\x00\x00\x00\x00"


cpu = _Processor()


def reset():
    """Reset the board: the simulator restarts code.py with the NVM kept."""
    raise SimulationReset("microcontroller.reset()")


def __getattr__(name):
    # nvm and watchdog belong to the board being simulated, which the runner may swap
    board = simhw_state.current()
    if name == "nvm":
        if board.nvm is None:
            board.nvm = FlashNvm()
        return board.nvm
    if name == "watchdog":
        if board.clock.watchdog is None:
            from watchdog import WatchDogTimer
            board.clock.watchdog = WatchDogTimer()
        return board.clock.watchdog
    raise AttributeError(name)
