"""Plausible records in any number, made from a few real games: the tour's filled database and
the benchmark's 10,000 games.

A few complete games of each title are played by random computer players (so the save kept
with each record is a real one, of real length); each sample record is one of them with other
seats (people from a list of names, computers at every level, Brass at every Automa
difficulty), synthesised scores and winners (stronger levels score higher, people improve a
little over the span) and end times spread over ``span_days``; one game in forty is abandoned.
Only the seats and figures are made up: a sample record's save replays its template's game.
"""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Iterator

from game import games
from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat
from game.records.record import ABANDONED, FINISHED, MIXED, NO_LEVEL, PLAY, TABLE, GameRecord, SeatRecord, record_of
from game.records.stats import level_order

NAMES = ("Ana", "Bruno", "Carla", "Duarte", "Eva", "Filipe")
SEATS = {"glenmore": (2, 3, 4, 5), "schotten": (2,), "border": (2, 3, 4), "brass": (1,)}
SCORES = {"glenmore": (5, 60), "schotten": (0, 9), "border": (10, 45), "brass": (60, 190)}
STRENGTH = {"random": -0.35, "easy": 0.0, "medium": 0.06, "hard": 0.14, "custom": 0.1}
"""How much higher (as a share of the score range) a computer at a level scores on average."""


@functools.cache
def templates(per_game: int = 3, seed: int = 1) -> tuple[GameRecord, ...]:
    """The records of ``per_game`` complete games of each title between random players."""
    rng = random.Random(seed)
    found = []
    for game, counts in SEATS.items():
        rules = games.rules_for(game)
        for k in range(per_game):
            n = counts[k % len(counts)]
            seats = [Seat(f"P{i}", BOT, "random") for i in range(n)]
            config = MatchConfig(game, seats, {}, seed=rng.randrange(1 << 30))
            match = Match(rules, config)
            bot = games.make_bot(game, "random", k)
            while not match.is_over():
                seat = match.to_move()
                match.play(bot.choose(rules, rules.view(match.state, seat), seat))
            found.append(record_of(match, PLAY))
    return tuple(found)


def replica(
    template: GameRecord,
    rng: random.Random,
    ended: float,
    uid: str,
    names: tuple[str, ...] = NAMES,
    regular: str | None = None,
    progress: float = 0.5,
) -> GameRecord:
    """``template`` with other seats, scores, winners and times (its save stays the real one).
    ``regular``: a person seated at four tables in five; ``progress`` (0 to 1): how far into the
    span the game is (people score a little more later on)."""
    game = template.game
    n = len(template.seats)
    if n > 1:
        people = rng.sample(names, k=min(n, len(names), rng.choice((1, 1, 1, 2, 2, 3))))
    else:
        people = [rng.choice(names[:3])]
    if regular is not None and regular not in people and rng.random() < 0.8:
        people[0] = regular
    bot_level = rng.choice(games.bot_levels(game)[1:])
    seats = [SeatRecord(name, HUMAN, "") for name in people]
    seats += [SeatRecord(f"Computer {i + 1}", BOT, bot_level) for i in range(n - len(seats))]
    rng.shuffle(seats)
    low, high = SCORES[game]
    levels = [lv for lv in level_order(game) if lv not in (NO_LEVEL, MIXED)]
    level = rng.choice(levels) if template.others else (bot_level if any(not s.is_human for s in seats) else NO_LEVEL)

    def score(strength: float) -> float:
        value = rng.uniform(low, high) + strength * (high - low)
        return float(round(min(high * 1.2, max(0, value))))

    person_edge = 0.12 * (progress - 0.5)
    scores = [score(person_edge if s.is_human else STRENGTH.get(s.level, 0.0)) for s in seats]
    others = [(k, score(STRENGTH.get(level, 0.0) + 0.1)) for k, _v in template.others]
    every = scores + [v for _k, v in others]
    best = max(every)
    winners = [i for i, s in enumerate(every) if s == best]
    for i, seat in enumerate(seats):
        seat.score = scores[i]
        seat.place = sum(1 for s in every if s > scores[i])
        seat.won = i in winners
        rest = every[:i] + every[i + 1 :]
        seat.margin = scores[i] - max(rest) if rest else None
        seat.hints = rng.choice((0, 0, 0, 1, 2))
        seat.undos = rng.choice((0, 0, 1, 3))
    status = ABANDONED if rng.random() < 0.025 else FINISHED
    if status == ABANDONED:
        for seat in seats:
            seat.score = seat.place = seat.margin = None
            seat.won = False
        winners, others = [], []
    options = dict(template.options)
    opponent = games.rules_for(game).opponent_option
    if opponent and opponent in options:
        options[opponent] = level
    minutes = rng.uniform(8, 90)
    return GameRecord(
        match_id=uid,
        game=game,
        status=status,
        source=PLAY,
        level=level,
        started=ended - minutes * 60,
        ended=ended,
        seconds=minutes * 60 * 0.8,
        seconds_kind=TABLE,
        options=options,
        seats=seats,
        others=others,
        winners=winners,
        app_version=template.app_version,
        actions=template.actions,
        save=template.save,
    )


def sample_records(
    count: int,
    seed: int = 1,
    names: tuple[str, ...] = NAMES,
    regular: str | None = None,
    span_days: float = 730,
    now: float | None = None,
    prefix: str = "sample",
) -> Iterator[GameRecord]:
    """``count`` records ending over the last ``span_days`` days up to ``now``, oldest first."""
    rng = random.Random(seed)
    found = templates(3, seed)
    now = time.time() if now is None else now
    for i in range(count):
        ended = now - (count - i) * (span_days * 86400 / count)
        yield replica(rng.choice(found), rng, ended, f"{prefix}-{i:06d}", names, regular, i / max(1, count - 1))
