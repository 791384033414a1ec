"""One-shot screens are dropped once no screen of theirs is on the stack (dealer/nav.py).

On the board (modules from .mpy) the navigator drops the module of a one-shot screen
(one that declares ONE_SHOT), and the modules it names, as soon as no screen of it is
left on the stack; from .py sources or frozen it keeps them (indian_poker/loading.py).
Here the simulator runs the firmware with the dropping turned on (loading.COMPILED),
over paths that open every one-shot screen the paths reach (the setup, the menu, the
settings panel, bet sizing, card entry): at every screen shown, no one-shot module is
loaded without a screen of it on the stack, and the session ends exactly as it does
with everything kept (R-CONSERVE: the same balances on the same final screen).
"""

import sys

import pytest

from simhw import runner
from testkit import device_paths

PATHS = {p.name: p for p in device_paths.paths(players=4)}
CASES = ("menu: undo, misdeal, standings, settings", "pot limit", "tracker with card entry",
         "send histories")


class Watch:
    """Turns the dropping on at the first screen; checks the rule at every screen."""

    def __init__(self, drops):
        self.drops = drops
        self.shown = 0
        self.loaded = set()     # one-shot modules seen loaded at some screen
        self.broken = []        # (screen kind, module) loaded with no screen of it shown

    def __call__(self, display, oled):
        from indian_poker import loading
        app = sys.modules["dealer.app"].RUNNING
        nav = app.nav
        loading.COMPILED = self.drops
        if not self.shown and nav.top().kind == "setup":
            return   # code.py loads every module from sources while the setup is up
        self.shown += 1
        # the stack's, and the screens made ahead of their keys (the final standings'
        # settle-up, the menu's standings)
        on_stack = {type(screen).__module__ for screen in nav.stack + [nav.ahead]}
        on_stack |= {type(screen.ahead).__module__ for screen in nav.stack}
        for name, module in list(sys.modules.items()):
            # a screen's; not the core's refusals nor learn's lines (no screen of their own)
            if (name.startswith("dealer.screens.") and hasattr(module, "ONE_SHOT")
                    and name != "dealer.screens.learn"):
                self.loaded.add(name)
                if name not in on_stack:
                    self.broken.append((nav.top().kind, name))


def play(path, drops):
    from indian_poker import loading
    watch = Watch(drops)
    try:
        result = runner.run_headless(path.keys, seed=device_paths.SEED, settings=path.settings,
                                     on_show=watch)
    finally:
        loading.COMPILED = False
    assert result.error is None
    return result, watch


@pytest.mark.parametrize("name", CASES)
def test_one_shot_screens_leave_with_their_last_screen(name):
    path = PATHS[name]
    kept, _ = play(path, drops=False)
    dropped, watch = play(path, drops=True)
    assert watch.broken == []
    assert watch.loaded            # a one-shot screen was shown: the check checked something
    assert dropped.final == kept.final
    assert dropped.console == kept.console


def test_the_one_shot_modules_are_looked_for_again_after_any_import_or_unload():
    """Nav looks through sys.modules only when a module was imported or unloaded since its
    last look; an import and an unload between two looks (as many modules as before)
    count too."""
    import types

    from dealer.nav import Nav
    from indian_poker import loading
    nav = Nav(None, None, None, None, None)
    probe = "dealer.screens._probe"
    module = types.ModuleType(probe)
    module.ONE_SHOT = ()
    other = "dealer._other"
    sys.modules[other] = types.ModuleType(other)
    try:
        assert probe not in nav._loaded_one_shots()
        sys.modules[probe] = module                  # imported
        assert probe in nav._loaded_one_shots()
        loading.unload(probe)
        assert probe not in nav._loaded_one_shots()
        sys.modules[probe] = module                  # imported, and another unloaded:
        loading.unload(other)                        # as many modules as before
        assert probe in nav._loaded_one_shots()
    finally:
        loading.unload(probe)
        loading.unload(other)
