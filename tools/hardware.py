"""make hardware: render the enclosure to STL and a PNG preview, and check the pinouts.

- Installs Debian's openscad with apt-get when it is missing (and xvfb when the PNG
  preview needs a display that this machine does not have).
- hardware/enclosure.scad -> build/hardware/enclosure.stl (both parts laid out for
  printing) and build/hardware/enclosure.png, copied to hardware/enclosure.png (the
  preview the README shows) when the .scad changed since that was drawn.
- Every pin named in the profile tables of hardware/WIRING.md must exist on that
  board in the circuitpython-stubs board definitions.
"""

import hashlib
import os
import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
HARDWARE = ROOT / "hardware"
SCAD = HARDWARE / "enclosure.scad"
PREVIEW = HARDWARE / "enclosure.png"
OUT = ROOT / "build" / "hardware"
WIRING = HARDWARE / "WIRING.md"
PNG_KEY = "enclosure-source-sha256"
PREVIEW_ARGS = ["--imgsize=1200,800", "--viewall", "--autocenter", "--colorscheme=Tomorrow",
                "--projection=p", "--camera=0,0,0,55,0,-35,0"]


def apt_install(*packages):
    """apt-get install `packages`, running apt-get update first only if the install fails."""
    apt = shutil.which("apt-get")
    if apt is None:
        raise SystemExit(f"hardware: {' '.join(packages)} missing and apt-get is not available: "
                         "install OpenSCAD (https://openscad.org) by hand and run again")
    if os.geteuid() != 0:
        raise SystemExit(f"hardware: {' '.join(packages)} missing: run "
                         f"`sudo apt-get install -y {' '.join(packages)}` and run again")
    command = [apt, "install", "-y", "--no-install-recommends", *packages]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if subprocess.run(command, env=env).returncode != 0:
        subprocess.run([apt, "update"], env=env, check=True)
        subprocess.run(command, env=env, check=True)


def openscad():
    """Path of openscad, installing it if needed."""
    if shutil.which("openscad") is None:
        print("hardware: installing openscad with apt-get")
        apt_install("openscad")
    return shutil.which("openscad")


def render_stl(binary):
    """Render the enclosure (both parts) to build/hardware/enclosure.stl."""
    OUT.mkdir(parents=True, exist_ok=True)
    stl = OUT / "enclosure.stl"
    subprocess.run([binary, "-q", "-o", str(stl), "-D", 'part="print"', str(SCAD)], check=True)
    return stl


def source_key():
    """Hash of what the preview is drawn from: the .scad file and the camera settings."""
    digest = hashlib.sha256(SCAD.read_bytes())
    digest.update(" ".join(PREVIEW_ARGS).encode())
    return digest.hexdigest()


def preview_key(png):
    """The source key stored in a preview PNG, or None."""
    from PIL import Image

    try:
        with Image.open(png) as image:
            return image.text.get(PNG_KEY)
    except (OSError, AttributeError):
        return None


def render_png(binary):
    """Render the assembled preview to build/hardware/enclosure.png (under xvfb if
    headless), then to hardware/enclosure.png if the .scad changed since that was drawn.

    OpenSCAD's PNG output differs by a few bytes from run to run, so the committed
    preview is only replaced when its source changed, keeping the work tree clean."""
    from PIL import Image, PngImagePlugin

    rendered = OUT / "enclosure.png"
    command = [binary, "-q", "-o", str(rendered), "-D", 'part="preview"', *PREVIEW_ARGS,
               str(SCAD)]
    if subprocess.run(command, capture_output=True).returncode != 0:
        # PNG export needs an OpenGL context; give it a virtual display.
        if shutil.which("xvfb-run") is None:
            print("hardware: no display for the PNG preview; installing xvfb with apt-get")
            apt_install("xvfb", "xauth")
        subprocess.run(["xvfb-run", "-a", *command], check=True)
    key = source_key()
    info = PngImagePlugin.PngInfo()
    info.add_text(PNG_KEY, key)
    with Image.open(rendered) as image:
        image.load()
        image.save(rendered, pnginfo=info)
    if preview_key(PREVIEW) == key:
        print(f"hardware: {PREVIEW.relative_to(ROOT)} already shows this enclosure.scad")
    else:
        shutil.copyfile(rendered, PREVIEW)
        print(f"hardware: wrote {PREVIEW.relative_to(ROOT)}")
    return rendered


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


def main():
    """Check the pinouts, then render the STL and the PNG preview."""
    check_pinouts()
    binary = openscad()
    stl = render_stl(binary)
    print(f"hardware: wrote {stl.relative_to(ROOT)} ({stl.stat().st_size} bytes)")
    png = render_png(binary)
    print(f"hardware: wrote {png.relative_to(ROOT)} ({png.stat().st_size} bytes)")


if __name__ == "__main__":
    sys.exit(main())
