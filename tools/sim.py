"""Simulator entry point (placeholder until the device app lands)."""
import sys

print("make sim: the simulator is not ready yet; the rules core is tested by `make test`.")
sys.exit(0)
