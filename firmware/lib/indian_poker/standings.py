"""The standings of a session (Session.standings): loaded when they are shown."""

# R-WINNER: the rank is by chips held; the net (+/-) is each player's score.
# V-DRINK: the fewest sips rank first, and the net is minus the tally.


def standings(session):
    """(rank, person, net units) per person, most chips first; equal chips share a rank.

    People are the seats, then the departed players (Session.people); chips held are
    what a departed player took."""
    if session.game.BETTING:
        rows = [(-session.held(p), p) for p in range(session.people())]
    else:
        rows = [(session._tally[s], s) for s in range(session.rules.players)]
    rows.sort()
    result = []
    rank = 0
    for i, (key, seat) in enumerate(rows):
        if i == 0 or key != rows[i - 1][0]:
            rank = i + 1   # competition ranking: 1, 1, 3
        if session.game.BETTING:
            result.append((rank, seat, -key - session.bought(seat)))
        else:
            result.append((rank, seat, -key))
    return result
