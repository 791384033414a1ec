"""The pty bridge: a board's console (a VM under Node, the emulated Pico) on a pty."""
