"""Host `busio.I2C` wired to the emulated devices of the simulated board."""

import simhw_state

_ENODEV = 19
_EIO = 5


class I2C:
    """An RP2040 I2C bus: checks pins, locking, and charges bus time to the virtual clock."""

    def __init__(self, scl, sda, *, frequency=100000, timeout=255):
        board = simhw_state.current()
        if sda.number % 2 != 0 or scl.number != sda.number + 1:
            raise ValueError("Invalid pins")
        if (scl.name, sda.name) != board.i2c_pins:
            # nothing is wired there, so no pull-up resistors either
            raise RuntimeError("No pull up found on SDA or SCL; check your wiring")
        board.claim(scl, self)
        board.claim(sda, self)
        board.i2c_frequency = frequency
        self._board = board
        self._pins = (scl, sda)
        self._locked = False
        self.frequency = frequency

    def try_lock(self):
        """Take the bus lock; False if it is already taken."""
        if self._locked:
            return False
        self._locked = True
        return True

    def unlock(self):
        """Release the bus lock."""
        self._locked = False

    def _device(self, address, probe=False):
        if not self._locked:
            raise RuntimeError("Function requires lock")
        device = self._board.i2c_devices.get(address)
        if device is None:
            # CircuitPython 10.2.1 on the RP2040 probes with a zero-length write it
            # bit-bangs on the pins, and that one raises OSError(-19) when nothing answers
            raise OSError(-_ENODEV if probe else _ENODEV)
        return device

    def _charge(self, nbytes):
        # address byte plus data, 9 clocks each (8 bits + ACK)
        self._board.clock.advance_us((nbytes + 1) * 9 * 1000000 // self.frequency)

    def writeto(self, address, buffer, *, start=0, end=None):
        """Write buffer[start:end] to the device at `address`."""
        if end is None:
            end = len(buffer)
        device = self._device(address, probe=end == start)
        board = self._board
        if 0 <= board.i2c_fault_at <= getattr(board.key_source, "delivered", -1):
            board.i2c_fault_at = -1         # a loose wire, once: the write fails
            raise OSError(_EIO)
        self._board.i2c_bytes += end - start
        self._charge(end - start)
        device.i2c_write(buffer, start, end)

    def readfrom_into(self, address, buffer, *, start=0, end=None):
        """Read into buffer[start:end] from the device at `address`."""
        device = self._device(address)
        if end is None:
            end = len(buffer)
        self._charge(end - start)
        device.i2c_read(buffer, start, end)

    def writeto_then_readfrom(self, address, out_buffer, in_buffer, *, out_start=0,
                              out_end=None, in_start=0, in_end=None):
        """Write then read with a repeated start."""
        self.writeto(address, out_buffer, start=out_start, end=out_end)
        self.readfrom_into(address, in_buffer, start=in_start, end=in_end)

    def scan(self):
        """Addresses of the devices that answer."""
        if not self._locked:
            raise RuntimeError("Function requires lock")
        return sorted(self._board.i2c_devices)

    def deinit(self):
        """Release the pins."""
        for pin in self._pins:
            self._board.release(pin)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()


class SPI:
    """busio.SPI exists on the board, but nothing is wired to an SPI bus here."""

    def __init__(self, clock, MOSI=None, MISO=None, half_duplex=False):  # noqa: N803
        raise RuntimeError("no SPI device is wired in the simulator")


class UART:
    """busio.UART exists on the board, but nothing is wired to a UART here."""

    def __init__(self, tx=None, rx=None, **kwargs):
        raise RuntimeError("no UART device is wired in the simulator")
