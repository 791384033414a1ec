"""What the table did, as a sentence every language can say: loaded with the first buy-in,
misdeal or end of a session or an undo of a buy-in or a card (dealer/table.py), not by a
key of a hand."""


class Told:
    """What the table did, entry `entry` of the TOLD section filled with `values` (names
    and chips, or a Told: what was undone): `str()` is its English sentence, `template`
    filled, which the console logs; another language says its own entry from its small
    _told module (dealer.lang.said), with no English template to match."""

    def __init__(self, entry, template, *values):
        self.text = template % tuple(str(v) for v in values)   # `template`: English's entry
        self.entry = entry
        self.values = values

    def __str__(self):
        return self.text

    def __len__(self):
        return len(self.text)

    def said(self, section):
        """This sentence in the language whose TOLD section is `section`."""
        values = tuple(v.said(section) if type(v) is Told else v for v in self.values)
        at = 0
        for _ in range(self.entry):
            at = section.find("\n", at) + 1
        return section[at:section.find("\n", at)] % values

