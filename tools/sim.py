"""The device on this PC: runs the unchanged firmware/code.py on emulated hardware.

    python tools/sim.py                      a window (or the terminal): a s d = A B C, f/Esc = MENU
    python tools/sim.py --headless --seed 1 --keys "a s d f A"
                                             presses the keys (capital = long press) on virtual
                                             time, then prints the final screen as 8 text rows
Options: --every (print every screen), --png DIR (each screen's pixels as PNG),
--nvm FILE (NVM kept in a file, so a second run resumes), --players N (preset the
player count), --set KEY=VALUE (any settings.toml option for this run, as if written
there; repeatable: --set DEALER_STRUCTURE=nolimit --set DEALER_STACK=10000),
--seed N (deterministic os.urandom), --terminal (no window),
--phh DIR (the session's hand histories, as the device sends them over USB, written
to DIR/hand01.phh, ...: headless, the simulator chooses "Send histories" on the final
screen once the keys are used up; live, you choose it from the menu).
A run speaks English unless settings.toml or --set names a language (--set
DEALER_LANGUAGE=fr); --set DEALER_LANGUAGE= (empty) starts as a fresh device does,
on the language question.
"""

import argparse
import pathlib
import sys

sys.path.insert(1, str(pathlib.Path(__file__).resolve().parent / "emu"))   # simhw, pico

from simhw import runner, settings_toml  # noqa: E402


def _print_rows(rows, out=sys.stdout):
    for i in range(8):
        out.write((rows[i] if i < len(rows) else "") + "\n")


def _write_phh(args, result):
    """--phh DIR: split what the device sent over USB into one file per hand."""
    from simhw.phh_capture import split_console, write_files
    hands = split_console(result.console)
    if not hands:
        sys.stderr.write("sim: no hand histories were sent: they are sent only after the "
                         "session has ended\n")
        return
    write_files(args.phh, hands)
    sys.stderr.write("sim: %d hand histories written to %s\n" % (len(hands), args.phh))


def _headless(args):
    import sim_keys
    try:
        source = sim_keys.ScriptedKeys(args.keys or "")
        if args.phh:
            from simhw.phh_capture import SendAtEnd
            source = SendAtEnd(source)
        result = runner.run(source, seed=args.seed, players=args.players, nvm=args.nvm,
                            settings=args.settings, frames=bool(args.png), raise_errors=False)
    except (runner.AppNotReady, ValueError) as exc:
        sys.exit("sim: %s" % exc)
    if args.phh:
        _write_phh(args, result)
    if args.png:
        from simhw.render import write_png
        folder = pathlib.Path(args.png)
        folder.mkdir(parents=True, exist_ok=True)
        for n, frame in enumerate(result.frames):
            write_png(frame, folder / ("screen-%03d.png" % n))
    if args.every:
        for n, rows in enumerate(result.screens):
            sys.stdout.write("-- screen %d\n" % n)
            _print_rows(rows)
        sys.stdout.write("-- final\n")
    _print_rows(result.final)
    if result.error:
        sys.stderr.write(result.error)
        sys.exit(1)


def _live(args):
    import simhw_state
    from sim_keys import LiveKeys

    from simhw import live

    def oled():
        return simhw_state.current().i2c_devices.get(runner.OLED_ADDRESS)

    shown = {}

    def on_show(display, _oled):
        shown["rows"] = display.text_rows()

    use_window = not args.terminal and live.display_available()
    if use_window:
        ui = live.WindowUI(oled)
    else:
        ui = live.TerminalUI(oled, lambda: shown.get("rows"))
    echo = sys.__stdout__.write if use_window else None
    try:
        with ui:
            result = runner.run(LiveKeys(ui), seed=args.seed, players=args.players,
                                nvm=args.nvm, settings=args.settings,
                                clock=live.RealClock(), echo=echo,
                                raise_errors=False, on_show=on_show)
    except (runner.AppNotReady, ValueError) as exc:
        sys.exit("sim: %s" % exc)
    except KeyboardInterrupt:
        return
    if args.phh:
        _write_phh(args, result)
    if result.error:
        sys.stderr.write(result.error)
        sys.exit(1)


def main(argv=None):
    """Parse the command line and run the simulator."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--headless", action="store_true", help="no display: script the keys")
    parser.add_argument("--keys", default=None, help='keys to press, e.g. "a s d f A"')
    parser.add_argument("--seed", type=int, default=None, help="seed of os.urandom")
    parser.add_argument("--every", action="store_true", help="print every screen")
    parser.add_argument("--png", metavar="DIR", help="write each screen's pixels as PNG")
    parser.add_argument("--nvm", metavar="FILE", help="keep the NVM in this file")
    parser.add_argument("--players", type=int, default=None, help="preset the player count")
    parser.add_argument("--terminal", action="store_true", help="draw in the terminal")
    parser.add_argument("--phh", metavar="DIR",
                        help="write the hand histories the device sends to DIR/handNN.phh")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help="set a settings.toml option for this run (repeatable)")
    args = parser.parse_args(argv)
    args.settings = {}
    for item in args.set:
        key, equals, value = item.partition("=")
        if not equals or not key.strip():
            parser.error("--set %s: give KEY=VALUE, e.g. --set DEALER_ANTE=2" % item)
        # read as settings.toml's text after `=` is: "a b" or a b, both give a b
        args.settings[key.strip()] = settings_toml.parse_value(value)
    if args.headless or args.keys is not None:
        if args.seed is None:
            args.seed = 0
        _headless(args)
    else:
        _live(args)


if __name__ == "__main__":
    main()
