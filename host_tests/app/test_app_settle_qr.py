"""The end of a session on the device: the settle-up screen (fewest payments) and the
results by QR code, read back by a real decoder (zxing-cpp) from the emulated OLED's
pixels, through the simulator running the unchanged firmware."""

import random
import sys

import pytest
import zxingcpp
from app_sim_helpers import (
    GAP_MS,
    MENU,
    SHORT_MS,
    UNIT,
    A,
    B,
    C,
    Player,
    run_driver,
    simhw_state,
)

from indian_poker.settle import fewest_payments

OLED = 0x3C


def read_panel():
    """Decode the emulated OLED as a phone sees it: scaled, in a dark bezel."""
    from PIL import ImageOps

    from simhw.render import frame_to_image
    oled = simhw_state.current().i2c_devices[OLED]
    image = ImageOps.expand(frame_to_image(oled.frame(), scale=3), border=24, fill=(0, 0, 0))
    found = zxingcpp.read_barcodes(image.convert("L"))
    assert len(found) == 1, "no QR code read from the panel"
    return found[0].text


class EndOfSession:
    """Plays a session like a table (Player); at the final standings: MENU, Settle up (the
    party game: Results by QR), each page of the settle-up, QR, every code (decoded from
    the panel), then BACK twice."""

    def __init__(self, player):
        self.player = player
        self.settle = []       # rows of each settle-up page
        self.codes = []        # the decoded text of each QR page
        self.qr_rows = []
        self.after = []        # (kind, rows) once the codes are read
        self.modules = {}      # was the QR generator loaded, at each step
        self.at_end = False    # the final standings came: the menu is for settling up

    def __call__(self, app):
        kind = app.screen_kind if app is not None else ""
        self.modules[kind] = "dealer.screens.qr_symbol" in sys.modules
        if kind == "final" and not self.settle and not self.codes:
            self.at_end = True
            return MENU, SHORT_MS, GAP_MS
        if kind == "menu" and self.at_end and not self.codes:   # DOWN to Settle up, or QR
            wanted = ("> Settle up", "> Results by QR")
            key = C if any(row in wanted for row in app.rows) else B
            return key, SHORT_MS, GAP_MS
        if kind == "settle" and not self.codes:
            self.settle.append(list(app.rows))
            if "MORE" in app.rows[7] and len(self.settle) < 3:
                return B, SHORT_MS, GAP_MS
            return C, SHORT_MS, GAP_MS   # QR
        if kind == "qr":
            self.qr_rows.append(list(app.rows))
            self.codes.append(read_panel())
            pages = int(app.rows[2].split("/")[1])
            return (B if len(self.codes) < pages else A), SHORT_MS, GAP_MS
        if self.codes:
            self.after.append((kind, list(app.rows)))
            return (A, SHORT_MS, GAP_MS) if kind == "settle" else None
        return self.player(app)


def play_to_the_end(players, seed, settings):
    rnd = random.Random(seed)
    player = Player(players, False, rnd, end_after=2)
    ender = EndOfSession(player)
    env = {"DEALER_PLAYERS": str(players)}
    env.update(settings)
    result, _ = run_driver(ender, seed=seed, settings=env, max_presses=6000)
    return result, ender


def parse_chips(text):
    """"+12 1/3" -> units."""
    sign = -1 if text.startswith("-") else 1
    total = 0
    for part in text.lstrip("+-").split():
        if "/" in part:
            a, b = part.split("/")
            total += int(a) * UNIT // int(b)
        else:
            total += int(part) * UNIT
    return sign * total


@pytest.mark.parametrize("players", (2, 6, 10))
def test_the_results_by_qr_come_back_exactly_from_the_panel(players):
    """2, 6 and 10 players, names of three letters (the longest a name can be): the decoded
    pages join into the standings and the settle-up, exactly; every payment plan squares
    the nets in the fewest payments (checked against the DP)."""
    names = ",".join(("ALE", "BAR", "CON", "DOM", "EVA", "FRE", "GUI", "HER", "ISA", "JOH"))
    result, ender = play_to_the_end(players, players, {"DEALER_NAMES": names})
    assert ender.codes, "the QR screen never came"
    from dealer.screens.qr_code import joined
    text = joined(ender.codes)
    lines = text.splitlines()
    session = result.app.table.session
    standings = session.standings()
    assert lines[0] == "Indian Poker"
    nets = [0] * players
    for line, (rank, seat, net) in zip(lines[1:1 + players], standings, strict=True):
        number, name, amount = line.split(" ", 2)
        assert (int(number), name) == (rank, result.app.table.names[seat])
        assert parse_chips(amount) == net
        nets[seat] = net
    paid = [0] * players
    payments = lines[1 + players:]
    names_list = result.app.table.names
    for line in payments:
        if line == "nobody pays":
            continue
        payer, _, payee, amount = line.split(" ", 3)
        units = parse_chips(amount)
        assert units > 0
        paid[names_list.index(payer)] -= units
        paid[names_list.index(payee)] += units
    assert paid == nets   # the plan squares every net, exactly (R-CONSERVE)
    count = len([line for line in payments if line != "nobody pays"])
    assert count == len(fewest_payments(nets))
    # the settle-up screen said the same, and the generator left with the QR screen
    assert ender.settle[0][0] == "Settle up: %d payment%s" % (count, "" if count == 1 else "s")
    assert ender.modules["qr"] and not ender.modules["settle"]
    assert ender.after[0][0] == "settle" and ender.after[-1][0] == "final"


def test_money_settle_up_with_a_chip_value_and_its_rounding():
    """DEALER_CHIP_VALUE: the settle-up is in money, rounded to the smallest coin, said so."""
    result, ender = play_to_the_end(3, 7, {"DEALER_CHIP_VALUE": "1 chip = 0.10 EUR"})
    rows = ender.settle[0]
    assert rows[1] == "1 chip = 0.10 EUR"
    from dealer.screens.qr_code import joined
    text = joined(ender.codes)
    assert "1 chip = 0.10 EUR\n" in text
    coins = {}
    for line in text.splitlines():
        if " pays " in line:
            payer, _, payee, amount = line.split(" ", 3)
            assert amount.endswith(" EUR")
            cents = int(amount[:-4].replace(".", ""))
            coins[payer] = coins.get(payer, 0) - cents
            coins[payee] = coins.get(payee, 0) + cents
    session = result.app.table.session
    for _rank, seat, net in session.standings():
        exact = net * 10 / UNIT    # cents
        assert abs(coins.get(result.app.table.names[seat], 0) - exact) < 1


def test_the_setup_chip_value_option_steps_through_the_presets():
    from app_sim_helpers import run_driver as run
    todo = ["d", "d", "d", "s"] + ["d"] * 12 + ["s", "s", "s"]   # MORE, NEXT to Chip
    seen = []

    def choose(app):
        seen.append(list(app.rows))
        if not todo:
            return None
        return "asdf".index(todo.pop(0)), SHORT_MS, GAP_MS

    result, _ = run(choose, settings={"DEALER_CHIP_VALUE": "$1"})
    chip_rows = [row for rows in seen for row in rows if row.startswith(">Chip")]
    shown = [row for i, row in enumerate(chip_rows) if not i or row != chip_rows[i - 1]]
    assert shown == [">Chip $1", ">Chip none", ">Chip $0.01", ">Chip $0.05"]
    assert result.app.screen_kind == "setup"
    assert result.app.screen.chip_value.text() == "1 chip = $0.05"


def test_party_final_shows_the_tally_by_qr():
    """V-DRINK: no chips to settle; the final screen's QR carries the sips."""
    result, ender = play_to_the_end(3, 3, {"DEALER_VARIANT": "party"})
    from dealer.screens.qr_code import joined
    text = joined(ender.codes)
    assert text.startswith("Indian Poker\n") and " sips\n" in text
    assert not ender.settle


def test_the_chip_value_chosen_in_the_setup_is_journaled_and_resumed(tmp_path):
    """The chip value stepped to in the setup (0.05, no currency) goes into the journal
    with the session, and comes back on resume, whatever settings.toml says then."""
    nvm = tmp_path / "chips.nvm"
    todo = ["d", "d", "d", "s"] + ["d"] * 12 + ["s", "s", "s", "d", "d", "d"]   # Chip:
    # none, 0.01, 0.05; NEXT (Language) to Start, START

    def choose(app):
        if not todo:
            return None
        return "asdf".index(todo.pop(0)), SHORT_MS, GAP_MS

    result, _ = run_driver(choose, nvm=nvm)
    assert result.app.table.chip_value.text() == "1 chip = 0.05"

    def resume(app):
        return (A, SHORT_MS, GAP_MS) if app.screen_kind == "resume" else None

    result, _ = run_driver(resume, nvm=nvm, settings={"DEALER_CHIP_VALUE": "1 chip = 2 EUR"})
    assert result.app.table.chip_value.text() == "1 chip = 0.05"
    saver = result.app.nav.saver
    saver.compact()   # a compacted image carries it too
    assert saver.read().chip_value.text() == "1 chip = 0.05"


def test_a_session_without_a_chip_value_resumes_with_the_settings_one(tmp_path):
    nvm = tmp_path / "none.nvm"
    todo = ["d", "d", "d", "d"]

    def choose(app):
        return ("asdf".index(todo.pop(0)), SHORT_MS, GAP_MS) if todo else None

    run_driver(choose, nvm=nvm)

    def resume(app):
        return (A, SHORT_MS, GAP_MS) if app.screen_kind == "resume" else None

    result, _ = run_driver(resume, nvm=nvm, settings={"DEALER_CHIP_VALUE": "$0.25"})
    assert result.app.table.chip_value.text() == "1 chip = $0.25"


def test_a_chip_value_reads_back_from_its_own_text():
    """The journal keeps a chip value as text(): every value reads back the same."""
    from dealer.chip_value import ChipValue, parse_chip_value
    rnd = random.Random(11)
    for _ in range(500):
        value = ChipValue(rnd.randrange(1, 10 ** rnd.randrange(1, 6)), rnd.randrange(1, 1001),
                          rnd.randrange(0, 5), rnd.choice(("", "$", "EUR", "franc", "Kr")))
        back = parse_chip_value(value.text())
        assert (back.coins, back.chips, back.decimals, back.currency) == \
            (value.coins, value.chips, value.decimals, value.currency)


def test_the_settle_up_by_qr_counts_a_player_who_made_room_for_a_new_one():
    """The device path with a rebuy, a leaver and a new player in the leaver's seat, then
    MENU, Settle up, QR and every code: the decoded standings list everyone who played
    (the leaver under their own name, with what they took), and the payments square
    every net exactly, in the fewest payments."""
    from dealer.screens.qr_code import joined
    from simhw import runner
    from simhw.render import frame_to_image
    from testkit import device_paths
    path = {p.name: p for p in device_paths.paths(players=4)}["rebuys, leavers and joins"]
    result = runner.run_headless(path.keys + " f s s d d" + " s" * 4, seed=device_paths.SEED,
                                 settings=path.settings, frames=True)
    assert result.error is None
    codes = []
    for frame in result.frames:
        found = zxingcpp.read_barcodes(frame_to_image(frame, scale=3).convert("L"))
        if found and found[0].text not in codes:
            codes.append(found[0].text)
    pages = int(codes[0].split("\n", 1)[0].split("/")[1]) if len(codes) > 1 else 1
    lines = joined(codes[:pages]).splitlines()
    table = result.app.table
    session = table.session
    people = len(table.names)
    assert people == 5 and session.departed, "nobody made room: the path changed"
    nets = [0] * people
    for line, (rank, person, net) in zip(lines[1:1 + people], session.standings(),
                                         strict=True):
        assert line.split(" ", 2)[:2] == [str(rank), table.names[person]]
        assert parse_chips(line.split(" ", 2)[2]) == net
        nets[person] = net
    paid = [0] * people
    payments = [line for line in lines[1 + people:] if line != "nobody pays"]
    for line in payments:
        payer, _, payee, amount = line.split(" ", 3)
        paid[table.names.index(payer)] -= parse_chips(amount)
        paid[table.names.index(payee)] += parse_chips(amount)
    assert paid == nets and len(payments) == len(fewest_payments(nets))
