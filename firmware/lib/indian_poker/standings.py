"""The standings of a session (Session.standings): loaded when they are shown."""

# R-WINNER: the rank is by chips held; the net (+/-) is each player's score.
# V-DRINK: the fewest sips rank first, and the net is minus the tally.


def standings(session):
    """(rank, seat, net units) per seat, most chips first; equal chips share a rank."""
    seats = session.rules.players
    if session.game.BETTING:
        rows = [(-session._balances[s], s) for s in range(seats)]
    else:
        rows = [(session._tally[s], s) for s in range(seats)]
    rows.sort()
    result = []
    rank = 0
    for i, (key, seat) in enumerate(rows):
        if i == 0 or key != rows[i - 1][0]:
            rank = i + 1   # competition ranking: 1, 1, 3
        if session.game.BETTING:
            result.append((rank, seat, session._balances[seat] - session._stacks[seat]))
        else:
            result.append((rank, seat, -key))
    return result
