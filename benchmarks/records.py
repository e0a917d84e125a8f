"""The records database with many games: how long the Records screen's figures and the History
pages take, and how big the file grows.

    python benchmarks/records.py [--games 10000] [--runs 5] [--keep DIR]

Fills a fresh database (in a temporary folder, or DIR) with plausible finished games of all
four titles (``game.records.sample``: a few real games per title played by random computer
players, replicated with varied seats, synthesised scores and winners, and end times spread
over two years; one game in forty is abandoned).  Prints, as the median of ``--runs`` (wall and
CPU milliseconds): opening the database plus everything the Records screen shows for its
default person (figures per game and level, which the win-rate chart draws too; people;
head-to-head; each game's score series), the History's first page, a deep page, a filtered
page and the count; and the database's size.  Targets: open + figures <= 100 ms, a page well
under a frame (16 ms), size < ~50 MB.  Asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import games  # noqa: E402
from game.records import HistoryFilter, Records  # noqa: E402
from game.records.sample import sample_records  # noqa: E402


def fill(path: Path, count: int, seed: int = 1) -> float:
    """``count`` sample records (game.records.sample: real games' saves, varied seats and scores)."""
    records = list(sample_records(count, seed, prefix="bench"))
    started = time.perf_counter()
    with Records.open(path, maintain=False) as db:
        db.add_all(records)
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
