# Everything a fresh machine needs is installed from here into .venv.
# `make sim` runs the device on this PC, `make test` is what CI runs.

VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-$(shell cksum requirements-dev.txt | cut -d' ' -f1)
PORT   ?=
DRIVE  ?=
HANDS  ?=
TIMEOUT ?=
BUNDLE_FLAGS ?=

.PHONY: all sim test lint typecheck pytest bench bench-heap fuzz screenshots bundle flash test-flash \
	board-report hardware clean

all: test

$(STAMP): requirements-dev.txt
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	rm -f $(VENV)/.installed-* && touch $@

venv: $(STAMP)

## The device in the simulator: a window if a display exists, else the terminal.
sim: $(STAMP)
	$(PY) tools/sim.py

## Lint, type checks and the whole pytest suite (CPython and the MicroPython VM).
test: lint typecheck pytest

lint: $(STAMP)
	$(VENV)/bin/ruff check firmware host_tests tools

typecheck: $(STAMP)
	$(PY) tools/typecheck.py

pytest: $(STAMP)
	$(PY) -m pytest

## Measured figures (heap, allocation, speed, bits per deal, I2C bytes, flash wear).
bench: $(STAMP)
	$(PY) tools/bench.py

## The heap figures on CircuitPython's VM and the emulated Pico, also in build/bench-heap.json.
bench-heap: $(STAMP)
	$(PY) tools/bench_device.py --json build/bench-heap.json

## Long fuzzing run of the save-file decoder (>= 100,000 cases).
fuzz: $(STAMP)
	FUZZ_CASES=100000 $(PY) -m pytest host_tests -k fuzz

screenshots: $(STAMP)
	$(PY) tools/screenshots.py

bundle: $(STAMP)
	$(PY) tools/bundle.py $(BUNDLE_FLAGS)

flash: bundle
	$(PY) tools/flash.py $(if $(PORT),--port $(PORT)) $(if $(DRIVE),--drive $(DRIVE))

## make flash against a MicroPython VM behind a pty (also part of `make pytest`).
test-flash: $(STAMP)
	$(PY) -m pytest host_tests/test_flash.py

## The firmware's own heap lines from a real board: make board-report PORT=/dev/ttyACM0
board-report: $(STAMP)
	@test -n "$(PORT)" || { echo "board-report: say which port, e.g. make board-report PORT=/dev/ttyACM0"; exit 2; }
	$(PY) tools/board_report.py --port $(PORT) $(if $(HANDS),--hands $(HANDS)) \
		$(if $(TIMEOUT),--timeout $(TIMEOUT))

hardware: $(STAMP)
	$(PY) tools/hardware.py

clean:
	rm -rf build $(VENV)
