# Everything a fresh machine needs is installed from here into .venv: `make sim` installs
# only the simulator's packages, `make test` (what CI runs) the test tools too.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip install -q --disable-pip-version-check
SIM_STAMP := $(VENV)/.sim-$(shell cat requirements-sim.txt | cksum | cut -d' ' -f1)
STAMP  := $(VENV)/.dev-$(shell cat requirements-sim.txt requirements-dev.txt | cksum | cut -d' ' -f1)
SIM_NVM := build/sim-nvm.bin
PORT   ?=
DRIVE  ?=
UF2    ?=
BOOTSEL ?=
ARGS   ?=
HANDS  ?=
TIMEOUT ?=
JOBS   ?= auto
BUNDLE_FLAGS ?=

.PHONY: all sim test lint typecheck pytest bench bench-heap bench-latency fuzz screenshots bundle uf2 flash \
	test-flash test-pico-all \
	board-report hardware clean

all: test

$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
	  echo "This needs Python 3.11 or newer as $(PYTHON); found: $$($(PYTHON) --version 2>&1)."; \
	  exit 1; }
	$(PYTHON) -m venv $(VENV)

# The simulator's packages need nothing else (the driver's Blinka is for Linux boards).
$(SIM_STAMP): requirements-sim.txt | $(PY)
	$(PIP) --no-deps -r requirements-sim.txt
	rm -f $(VENV)/.sim-* && touch $@

$(STAMP): requirements-sim.txt requirements-dev.txt | $(SIM_STAMP)
	$(PIP) --no-deps -r requirements-sim.txt
	$(PIP) -r requirements-dev.txt
	rm -f $(VENV)/.dev-* $(VENV)/.installed-* && touch $@

venv: $(STAMP)

## The device in the simulator: a window if a display exists, else the terminal. Its NVM
## is kept in build/sim-nvm.bin, so quitting and starting again resumes the session.
## `make sim ARGS='--headless --keys "d d d d s"'` passes options instead.
sim: $(SIM_STAMP)
	@mkdir -p build
	$(PY) tools/sim.py $(if $(ARGS),$(ARGS),--nvm $(SIM_NVM))

## Lint, type checks and the whole pytest suite (CPython and the MicroPython VM).
test: lint typecheck pytest

lint: $(STAMP)
	$(VENV)/bin/ruff check firmware host_tests tools

typecheck: $(STAMP)
	$(PY) tools/typecheck.py

## The suite in JOBS processes (one per core by default; JOBS=0 runs it in this one).
pytest: $(STAMP)
	$(PY) -m pytest -n $(JOBS) --dist loadfile

## Measured figures (heap, allocation, speed, bits per deal, I2C bytes, flash wear), then
## make test-pico-all.
bench: $(STAMP)
	$(PY) tools/bench/run.py
	$(MAKE) test-pico-all

## The emulated Pico's sessions, every one on the appliance UF2 as well as from the bundle,
## in every language, and the power cut and the pins named twice (make test plays the
## pass-around session on both, the others from the bundle only, and of the languages
## French).
test-pico-all: $(STAMP)
	PICO_ALL=1 $(PY) -m pytest host_tests/device/test_pico.py

## The heap figures on CircuitPython's VM and the emulated Pico, also in build/bench-heap.json.
bench-heap: $(STAMP)
	$(PY) tools/bench/run.py device --json build/bench-heap.json

## Key to screen on the emulated Pico, per transition, also in build/bench-latency.json.
bench-latency: $(STAMP)
	$(PY) tools/bench/run.py latency --json build/bench-latency.json

## Long fuzzing run of the save-file decoder (>= 100,000 cases).
fuzz: $(STAMP)
	FUZZ_CASES=100000 $(PY) -m pytest host_tests -k fuzz

screenshots: $(STAMP)
	$(PY) tools/screenshots.py

bundle: $(STAMP)
	$(PY) tools/bundle.py $(BUNDLE_FLAGS)

## The appliance: CircuitPython for the Pico with the dealer frozen in, build/dealer-<version>.uf2
## (the freeze kit through CIRCUITPY_FREEZE_KIT, default ../shared/cp-freeze; skipped without it).
uf2: $(STAMP)
	$(PY) tools/uf2.py

## The bundle to a mounted drive (DRIVE=) or over USB serial (PORT=); UF2=1: the appliance UF2
## to the BOOTSEL drive (RPI-RP2, found or BOOTSEL=), then its drive files (or PORT=, DRIVE=).
flash: $(if $(UF2),uf2,bundle)
	$(PY) tools/flash.py $(if $(UF2),--uf2) $(if $(BOOTSEL),--bootsel $(BOOTSEL)) \
		$(if $(PORT),--port $(PORT)) $(if $(DRIVE),--drive $(DRIVE))

## make flash against a MicroPython VM behind a pty (also part of `make pytest`).
test-flash: $(STAMP)
	$(PY) -m pytest host_tests/device/test_flash.py

## The firmware's own heap lines from a real board: make board-report PORT=/dev/ttyACM0
board-report: $(STAMP)
	@test -n "$(PORT)" || { echo "board-report: say which port, e.g. make board-report PORT=/dev/ttyACM0"; exit 2; }
	$(PY) tools/board_report.py --port $(PORT) $(if $(HANDS),--hands $(HANDS)) \
		$(if $(TIMEOUT),--timeout $(TIMEOUT))

## The pinouts of hardware/WIRING.md checked, then the enclosure rendered to STL and a PNG preview.
hardware: $(STAMP)
	$(PY) tools/wiring.py
	$(PY) tools/enclosure.py

clean:
	rm -rf build $(VENV)
