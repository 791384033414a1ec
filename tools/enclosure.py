"""make hardware (after tools/wiring.py): render the enclosure to STL and a PNG preview.

- Installs Debian's openscad with apt-get when it is missing (and xvfb when the PNG
  preview needs a display that this machine does not have).
- hardware/enclosure.scad -> build/hardware/enclosure.stl (both parts laid out for
  printing) and build/hardware/enclosure.png, copied to hardware/enclosure.png (the
  preview the README shows) when the .scad changed since that was drawn.
"""

import argparse
import hashlib
import pathlib
import shutil
import subprocess
import sys

import instruments

ROOT = pathlib.Path(__file__).resolve().parent.parent
HARDWARE = ROOT / "hardware"
SCAD = HARDWARE / "enclosure.scad"
PREVIEW = HARDWARE / "enclosure.png"
OUT = ROOT / "build" / "hardware"
PNG_KEY = "enclosure-source-sha256"
PREVIEW_ARGS = ["--imgsize=1200,800", "--viewall", "--autocenter", "--colorscheme=Tomorrow",
                "--projection=p", "--camera=0,0,0,55,0,-35,0"]


def openscad():
    """Path of openscad, installing it if needed."""
    if shutil.which("openscad") is None:
        print("hardware: installing openscad with apt-get")
        instruments.apt_install("openscad", who="hardware")
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
            instruments.apt_install("xvfb", "xauth", who="hardware")
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


def main(argv=None):
    """Render the STL and the PNG preview (installing OpenSCAD first where it is missing)."""
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args(argv)
    binary = openscad()
    stl = render_stl(binary)
    print(f"hardware: wrote {stl.relative_to(ROOT)} ({stl.stat().st_size} bytes)")
    png = render_png(binary)
    print(f"hardware: wrote {png.relative_to(ROOT)} ({png.stat().st_size} bytes)")


if __name__ == "__main__":
    sys.exit(main())
