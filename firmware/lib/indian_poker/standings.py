"""The standings of a session (Session.standings): loaded when they are shown."""

# R-WINNER: the rank is by chips held; the net (+/-) is each player's score.
# V-DRINK: the fewest sips rank first, and the net is minus the tally.


def standings(session):
    """(rank, person, net units) per person, most chips first; equal chips share a rank.

    People are the seats, then the departed players (Session.departed); chips held are
    what a departed player took."""
    if session.game.BETTING:
        rows = [(-held(session, p), p) for p in range(people(session))]
    else:
        rows = [(session.tallies[s], s) for s in range(session.rules.players)]
    rows.sort()
    result = []
    rank = 0
    for i, (key, seat) in enumerate(rows):
        if i == 0 or key != rows[i - 1][0]:
            rank = i + 1   # competition ranking: 1, 1, 3
        if session.game.BETTING:
            result.append((rank, seat, -key - bought(session, seat)))
        else:
            result.append((rank, seat, -key))
    return result


# Functions of this module rather than Session methods: the session is resident on the
# board through the whole game, and these are needed only where results are shown.
def people(session):
    """How many have played: the seats, then each departed player (buyins.join)."""
    return session.rules.players + len(session.departed)


def held(session, person):
    """Chips in units held by a seat (Session.balance), or taken by a departed player."""
    seats = session.rules.players
    return session.ledger[person] if person < seats else \
        session.departed[person - seats][0]


def bought(session, person):
    """Chips in units bought by a seat's player or a departed player, in all."""
    seats = session.rules.players
    return session.bought[person] if person < seats else session.departed[person - seats][1]
