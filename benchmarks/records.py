"""The records database with many games: how long the Records screen's figures and the History
pages take, and how big the file grows.

    python benchmarks/records.py [--games 10000] [--runs 5] [--keep DIR]

Fills a fresh database (in a temporary folder, or DIR) with plausible finished games of all
four titles: a few real games per title are played by random computer players (so the saves
kept with each record are real ones, of real length), then replicated with varied seats
(people from a pool of names, computers at every level, Brass at every Automa difficulty),
synthesised scores and winners, and end times spread over two years; one game in forty is
abandoned.  Prints, as the median of ``--runs`` (wall and CPU milliseconds): opening the
database plus everything the Records screen shows for its default person (figures per game
and level, which the win-rate chart draws too; people; head-to-head; each game's score series), the History's
first page, a deep page, a filtered page and the count; and the database's size.  Targets:
open + figures <= 100 ms, a page well under a frame (16 ms), size < ~50 MB.  Asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import games  # noqa: E402
from game.core.match import BOT, HUMAN, Match, MatchConfig, Seat  # noqa: E402
from game.records import GameRecord, HistoryFilter, Records, SeatRecord, level_order, record_of  # noqa: E402
from game.records.record import ABANDONED, FINISHED, MIXED, NO_LEVEL, PLAY  # noqa: E402

NAMES = ["Ana", "Bruno", "Carla", "Duarte", "Eva", "Filipe"]
SEATS = {"glenmore": (2, 3, 4, 5), "schotten": (2,), "border": (2, 3, 4), "brass": (1,)}
SCORES = {"glenmore": (5, 60), "schotten": (0, 9), "border": (10, 45), "brass": (60, 190)}


def real_games(per_game: int, rng: random.Random) -> dict[str, list[Match]]:
    """A few complete games of each title between random players."""
    found: dict[str, list[Match]] = {}
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
            found.setdefault(game, []).append(match)
    return found


def replica(template: GameRecord, rng: random.Random, ended: float, uid: str) -> GameRecord:
    """``template`` with other seats, scores, winners and times (its save stays the real one)."""
    game = template.game
    levels = [lv for lv in level_order(game) if lv not in (NO_LEVEL, MIXED)]
    n = len(template.seats)
    people = rng.sample(NAMES, k=min(n, rng.choice((1, 1, 1, 2, 2, 3)))) if n > 1 else [rng.choice(NAMES[:3])]
    bot_level = rng.choice(games.bot_levels(game)[1:])
    seats = [SeatRecord(name, HUMAN, "") for name in people]
    seats += [SeatRecord(f"Computer {i + 1}", BOT, bot_level) for i in range(n - len(seats))]
    rng.shuffle(seats)
    low, high = SCORES[game]
    others = [(k, float(rng.randint(low, high))) for k, _v in template.others]
    scores = [float(rng.randint(low, high)) for _ in seats] + [v for _k, v in others]
    best = max(scores)
    winners = [i for i, s in enumerate(scores) if s == best]
    for i, seat in enumerate(seats):
        seat.score = scores[i]
        seat.place = sum(1 for s in scores if s > scores[i])
        seat.won = i in winners
        rest = scores[:i] + scores[i + 1 :]
        seat.margin = scores[i] - max(rest) if rest else None
        seat.hints = rng.choice((0, 0, 0, 1, 2))
        seat.undos = rng.choice((0, 0, 1, 3))
    status = ABANDONED if rng.random() < 0.025 else FINISHED
    if status == ABANDONED:
        for seat in seats:
            seat.score = seat.place = seat.margin = None
            seat.won = False
        winners = []
    level = rng.choice(levels) if template.others else (bot_level if any(not s.is_human for s in seats) else NO_LEVEL)
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
        seconds_kind="table",
        options=dict(template.options),
        seats=seats,
        others=others if status == FINISHED else [],
        winners=winners,
        app_version=template.app_version,
        actions=template.actions,
        save=template.save,
    )


def fill(path: Path, count: int, seed: int = 1) -> float:
    rng = random.Random(seed)
    templates = [record_of(m, PLAY) for ms in real_games(3, rng).values() for m in ms]
    now = time.time()
    started = time.perf_counter()
    with Records.open(path, maintain=False) as db, db._write() as conn:
        for i in range(count):
            ended = now - (count - i) * (2 * 365 * 86400 / count)
            db._add(conn, replica(rng.choice(templates), rng, ended, f"bench-{i:06d}"))
    return time.perf_counter() - started


def timed(fn, runs: int) -> tuple[float, float, object]:
    walls, cpus, out = [], [], None
    for _ in range(runs):
        w, c = time.perf_counter(), time.process_time()
        out = fn()
        walls.append(time.perf_counter() - w)
        cpus.append(time.process_time() - c)
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000, out


def records_screen(path: Path) -> dict:
    """Open the database and work out everything the Records screen shows."""
    with Records.open(path) as db:
        person = db.default_person()
        figures = {
            "person": person,
            "stats": db.game_stats(person),
            "people": db.people(),
            "h2h": db.head_to_head(),
        }
        for game in games.GAME_ORDER:  # the charts (win rates by level: in stats' levels)
            figures[f"series-{game}"] = db.score_series(person, game, 30)
        return figures


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keep", help="a folder to keep the database in")
    args = parser.parse_args()
    folder = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="qt-records-"))
    os.environ["QUIET_TABLE_HOME"] = str(folder / "home")  # the saves folders it looks at: empty
    path = folder / "records.sqlite"
    for side in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        if side.exists():
            side.unlink()
    seconds = fill(path, args.games)
    size = sum(p.stat().st_size for p in folder.glob("records.sqlite*"))
    print(f"filled {args.games} games in {seconds:.1f} s; database {size / 1e6:.1f} MB "
          f"({size / max(1, args.games) / 1000:.1f} kB a game)")
    wall, cpu, figures = timed(lambda: records_screen(path), args.runs)
    stats = figures["stats"]
    print(f"Records screen, open + figures for {figures['person']!r}: {wall:.1f} ms wall, {cpu:.1f} ms CPU "
          f"({sum(s.total.played for s in stats)} games of theirs, {len(figures['h2h'])} head-to-head pairs)")
    with Records.open(path) as db:
        person = db.default_person()
        pages = [
            ("first page (50)", lambda: db.history(limit=50)),
            ("page at 5000", lambda: db.history(offset=5000, limit=50)),
            ("last page", lambda: db.history(offset=max(0, args.games - 50), limit=50)),
            ("filtered: brass, won by person", lambda: db.history(HistoryFilter("brass", person, "won"), limit=50)),
            ("filtered: abandoned", lambda: db.history(HistoryFilter(result="abandoned"), limit=50)),
            ("count (all)", lambda: db.history_count()),
            ("count (person, lost)", lambda: db.history_count(HistoryFilter(person=person, result="lost"))),
            ("one whole record", lambda: db.get(args.games // 2)),
        ]
        for label, fn in pages:
            wall, cpu, _out = timed(fn, args.runs)
            print(f"History {label}: {wall:.2f} ms wall, {cpu:.2f} ms CPU")
        wall, cpu, _out = timed(lambda: db.get(1).match(), args.runs)
        print(f"replay one record into a match: {wall:.1f} ms wall, {cpu:.1f} ms CPU")


if __name__ == "__main__":
    main()
