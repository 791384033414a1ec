"""The defaults of a session, as settings.toml gives them (settings_toml.py reads it)."""

DEFAULT_NAMES = ("ANN", "BOB", "CAT", "DAN", "EVE", "FAY", "GUS", "HAL", "IVY", "JON")
DEFAULT_PINS = (("SDA", "GP4"), ("SCL", "GP5"), ("KEYS", "GP10,GP11,GP12,GP13"))


class Settings:
    """The defaults for a session: Rules keywords, names, mode, pins, and warnings to show."""

    def __init__(self):
        self.rules = {}          # Rules(**rules) keywords, each one already validated
        self.names = list(DEFAULT_NAMES)
        self.tracker = False     # False: pass-around (virtual cards); True: a real deck
        self.pins = dict(DEFAULT_PINS)
        self.warnings = []       # one player-readable sentence per bad value
        self.sleep_minutes = 10  # deep sleep after this long without a key; 0: never
        self.learn = False       # learn mode: the card view shows the odds and the tips
        self.chip_value = None   # dealer.chip_value.ChipValue ("1 chip = 0.10"), None: chips
        self.language = None     # dealer.lang.CODES's; None: the setup asks at a fresh start

    def make_rules(self, **changes):
        """A Rules from these settings with `changes` applied; ValueError if they don't fit."""
        from indian_poker import Rules
        kwargs = dict(self.rules)
        kwargs.update(changes)
        return Rules(**kwargs)
