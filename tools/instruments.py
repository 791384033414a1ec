"""Where the measuring instruments are: CircuitPython's own VM and mpy-cross, the emulated Pico.

None of them is on PyPI. Each is found through an environment variable, with a default
relative to the repository:

- CIRCUITPY_DIR (default ../shared/circuitpython): a folder with `micropython-cp32`
  (CircuitPython 10's unix VM, 32-bit) and `mpy-cross-cp` (CircuitPython 10's
  mpy-cross); CIRCUITPY_VM and CIRCUITPY_MPY_CROSS name either file directly;
- RP2040_DIR (default ../shared/rp2040): CircuitPython for the Pico and the node
  harness that boots it in rp2040js; it also needs node, npm, mtools and dosfstools;
- CIRCUITPY_FREEZE_KIT (default ../shared/cp-freeze): CircuitPython 10.2.1 for the Pico
  as prebuilt objects and its link recipe, which relinks it with Python modules frozen
  in (`make uf2`, tools/uf2.py); it also needs Debian's gcc-arm-none-eabi and
  libnewlib-arm-none-eabi.

MicroPython's own unix VM and mpy-cross (64-bit) are installed into .venv by `make test`
(micropython_vm(), micropython_mpy_cross(): next to this interpreter, else on PATH).

Each lookup returns (path, None) or (None, one line saying what is missing), so a
tool or test can skip just what needs the instrument and say why. Nothing else in the
repository looks for these programs.
"""

import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
VM_NAME = "micropython-cp32"
MPY_CROSS_NAME = "mpy-cross-cp"
PICO_UF2 = "circuitpython-10.2.1-raspberry_pi_pico.uf2"
# the CircuitPython release the instruments and the emulated Pico were built from
CIRCUITPYTHON_VERSION = "10.2.1"


def _circuitpy_dir():
    return pathlib.Path(os.environ.get("CIRCUITPY_DIR") or SHARED / "circuitpython")


def _executable(variable, name):
    """(path, None) of an executable named by `variable` or found in CIRCUITPY_DIR."""
    named = os.environ.get(variable)
    path = pathlib.Path(named) if named else _circuitpy_dir() / name
    if path.is_file() and os.access(path, os.X_OK):
        return path, None
    where = f"{variable}={named}" if named else f"{path} (set {variable} or CIRCUITPY_DIR)"
    return None, f"CircuitPython's {name} not found at {where}"


def circuitpython_vm():
    """(path, None) of CircuitPython's 32-bit unix VM, or (None, why not)."""
    return _executable("CIRCUITPY_VM", VM_NAME)


def circuitpython_mpy_cross():
    """(path, None) of CircuitPython's mpy-cross (writes `C` .mpy files), or (None, why not)."""
    return _executable("CIRCUITPY_MPY_CROSS", MPY_CROSS_NAME)


def _beside_python(name):
    """(path, None) of the program `name` installed next to this interpreter or on PATH."""
    candidate = pathlib.Path(sys.executable).parent / name
    if candidate.is_file():
        return candidate, None
    found = shutil.which(name)
    if found:
        return pathlib.Path(found), None
    return None, f"MicroPython's {name} not found next to {sys.executable} nor on PATH"


def micropython_vm():
    """(path, None) of MicroPython's 64-bit unix VM (installed into .venv), or (None, why not)."""
    return _beside_python("micropython")


def micropython_mpy_cross():
    """(path, None) of MicroPython's mpy-cross (installed into .venv), or (None, why not)."""
    return _beside_python("mpy-cross")


def rp2040_dir():
    """(folder, None) of the emulated Pico (firmware + node harness), or (None, why not)."""
    folder = pathlib.Path(os.environ.get("RP2040_DIR") or SHARED / "rp2040")
    if not (folder / PICO_UF2).is_file() or not (folder / "harness" / "cpemu.mjs").is_file():
        return None, f"the emulated Pico is not at {folder} (set RP2040_DIR)"
    return folder, None


def emulated_pico(fat_tools=True):
    """(folder, None) if the emulated Pico can run here, or (None, the first thing missing).

    fat_tools=False leaves mtools and dosfstools out: tools/emu/pico.py installs those."""
    folder, why = rp2040_dir()
    if folder is None:
        return None, why
    tools = (("node", "nodejs"), ("npm", "npm"))
    if fat_tools:
        tools += (("mcopy", "mtools"), ("mkfs.fat", "dosfstools"))
    for tool, package in tools:
        if find_tool(tool) is None:
            return None, f"the emulated Pico needs {tool} (Debian package {package})"
    return folder, None


def core_script_on_pico(core, code, keys=""):
    """Run `code` as code.py on the emulated Pico's run.sh, the rules core from folder
    `core` (source or .mpy) in its lib/: (its console text, None), or (None, why not)."""
    import tempfile
    folder = pathlib.Path(os.environ.get("RP2040_DIR") or SHARED / "rp2040")
    run_sh = folder / "run.sh"
    if not run_sh.exists():
        return None, "no emulated Pico at %s (set RP2040_DIR)" % folder
    with tempfile.TemporaryDirectory() as tmp:
        drive = pathlib.Path(tmp) / "drive"
        shutil.copytree(core, drive / "lib" / "indian_poker")
        (drive / "code.py").write_text(code)
        out = pathlib.Path(tmp) / "out"
        subprocess.run(["bash", str(run_sh), str(drive), keys, str(out)], check=True,
                       capture_output=True, timeout=1800)
        return (out / "console.txt").read_text(errors="replace"), None


def pokerkit_bench():
    """The PokerKit benchmark's script (POKERKIT_BENCH, default
    ../shared/bench/pokerkit_hands.py): the path, whether it is there or not."""
    return pathlib.Path(os.environ.get("POKERKIT_BENCH") or SHARED / "bench" / "pokerkit_hands.py")


def freeze_kit():
    """(folder, None) of the relink kit that freezes modules into CircuitPython for the
    Pico (its build.sh), or (None, why not)."""
    folder = pathlib.Path(os.environ.get("CIRCUITPY_FREEZE_KIT") or SHARED / "cp-freeze")
    if not (folder / "build.sh").is_file() or not (folder / "tree").is_dir():
        return None, f"the freeze kit is not at {folder} (set CIRCUITPY_FREEZE_KIT)"
    return folder, None


def find_tool(name):
    """`name` on PATH or in the sbin folders (mkfs.fat lives there), else None."""
    found = shutil.which(name)
    if found:
        return found
    for folder in ("/usr/sbin", "/sbin"):
        path = pathlib.Path(folder) / name
        if path.is_file():
            return str(path)
    return None


def apt_install(*packages, who="tools"):
    """apt-get install `packages` (Debian's), running apt-get update first only if the
    install fails; SystemExit with what to run by hand where that cannot work."""
    apt = shutil.which("apt-get")
    if apt is None:
        raise SystemExit(f"{who}: {' '.join(packages)} missing and apt-get is not available: "
                         "install them by hand and run again")
    if os.geteuid() != 0:
        raise SystemExit(f"{who}: {' '.join(packages)} missing: run "
                         f"`sudo apt-get install -y {' '.join(packages)}` and run again")
    command = [apt, "install", "-y", "--no-install-recommends", *packages]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    if subprocess.run(command, env=env).returncode != 0:
        subprocess.run([apt, "update"], env=env, check=True)
        subprocess.run(command, env=env, check=True)


def describe():
    """One line per instrument: found where, or why not."""
    lines = []
    for label, (path, why) in (("MicroPython VM", micropython_vm()),
                               ("MicroPython mpy-cross", micropython_mpy_cross()),
                               ("CircuitPython VM", circuitpython_vm()),
                               ("CircuitPython mpy-cross", circuitpython_mpy_cross()),
                               ("emulated Pico", emulated_pico()),
                               ("freeze kit", freeze_kit())):
        lines.append(f"{label}: {path}" if path else f"{label}: skipped: {why}")
    return lines


if __name__ == "__main__":
    print("\n".join(describe()))
