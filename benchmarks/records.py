"""The records database with many games: how long the Records screen's figures and the History
pages take, and how big the file grows.

    python benchmarks/records.py [--games 10000] [--runs 5] [--keep DIR] [--size 1920x1080] [--frames 240]

Fills a fresh database (in a temporary folder, or DIR) with plausible finished games of all
four titles (``game.records.sample``: a few real games per title played by random computer
players, replicated with varied seats, synthesised scores and winners, and end times spread
over two years; one game in forty is abandoned).  Prints, as the median of ``--runs`` (wall and
CPU milliseconds): opening the database plus everything the Records screen shows for its
default person (figures per game and level, which the win-rate chart draws too; people;
head-to-head; each game's score series), the History's first page, a deep page, a filtered
page and the count; and the database's size.  Targets: open + figures <= 100 ms, a page well
under a frame (16 ms), size < ~50 MB.  Then the pages in the app (``screens``): the Records page
from the title to its first frame, and History's frame times while it scrolls (no dropped frame:
p95 well under 16 ms).  Asserts nothing.
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
from game.records import HistoryFilter, Records, records_path  # noqa: E402
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
    parser.add_argument("--size", default="1920x1080", help="the window for the pages' figures")
    parser.add_argument("--frames", type=int, default=240, help="frames of History scrolling per way")
    args = parser.parse_args()
    folder = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="qt-records-"))
    os.environ["QUIET_TABLE_HOME"] = str(folder / "home")  # the saves folders it looks at: empty
    path = records_path()  # in that home's data folder, where the app's pages open it
    for side in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        if side.exists():
            side.unlink()
    seconds = fill(path, args.games)
    size = sum(p.stat().st_size for p in path.parent.glob("records.sqlite*"))
    print(
        f"filled {args.games} games in {seconds:.1f} s; database {size / 1e6:.1f} MB "
        f"({size / max(1, args.games) / 1000:.1f} kB a game)"
    )
    wall, cpu, figures = timed(lambda: records_screen(path), args.runs)
    stats = figures["stats"]
    print(
        f"Records screen, open + figures for {figures['person']!r}: {wall:.1f} ms wall, {cpu:.1f} ms CPU "
        f"({sum(s.total.played for s in stats)} games of theirs, {len(figures['h2h'])} head-to-head pairs)"
    )
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
    screens(args)


# -- the pages in the app ------------------------------------------------------------------------


def p95(values: list[float]) -> float:
    values = sorted(values)
    return values[int(0.95 * (len(values) - 1))]


def screens(args) -> None:
    """The pages themselves, headless at ``--size``: the Records page from the title to its first
    frame (the database opened, its figures read, the page laid out and drawn: the first time, with
    no text rendered yet, and the median of ``--runs`` more), and History scrolled by the wheel (one
    notch a frame for ``--frames`` frames, then Page Down and a jump to the end), each frame's time
    through ``app.step`` and ``app.render_if_dirty`` as the real loop runs them."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import App
    from game.scenes import registry
    from game.scenes.title import TitleScene

    w, _, h = args.size.partition("x")
    app = App((int(w), int(h)), headless=True)
    app.stack.reset(TitleScene(app))
    app.render()

    def open_records() -> None:
        registry.push(app, "records")
        app.step([], 1 / 60)
        app.render()

    def close() -> None:
        app.stack.top.back()

    walls, cpus = [], []
    for _ in range(args.runs + 1):
        w0, c0 = time.perf_counter(), time.process_time()
        open_records()
        walls.append((time.perf_counter() - w0) * 1000)
        cpus.append((time.process_time() - c0) * 1000)
        close()
    print(
        f"Records page at {args.size}, title to first frame: first {walls[0]:.0f} ms wall ({cpus[0]:.0f} CPU), "
        f"then median {statistics.median(walls[1:]):.0f} ms wall ({statistics.median(cpus[1:]):.0f} CPU) "
        f"(target <= 100 ms)"
    )

    registry.push(app, "history")
    for _ in range(3):
        app.step([], 1 / 60)
        app.render()
    page = app.stack.top
    listing = page.list
    centre = app.viewport.point(listing.rect.center)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
    app.render_if_dirty()

    def frames(events_for) -> tuple[list[float], list[float]]:
        walls, cpus = [], []
        for i in range(args.frames):
            w0, c0 = time.perf_counter(), time.process_time()
            app.step(events_for(i), 1 / 60)
            app.render_if_dirty()
            walls.append((time.perf_counter() - w0) * 1000)
            cpus.append((time.process_time() - c0) * 1000)
        return walls, cpus

    def notch(_i):
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)]

    def page_down(i):
        return (
            [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0)]
            if i % 4 == 0
            else []
        )

    for label, events_for in (("wheel, a notch a frame", notch), ("Page Down every 4th frame", page_down)):
        walls, cpus = frames(events_for)
        slow = sum(1 for t in walls if t > 1000 / 60)
        print(
            f"History scrolling ({label}, {args.frames} frames, {len(page.items)} games): frame p50 "
            f"{statistics.median(walls):.2f} ms, p95 {p95(walls):.2f} ms, max {max(walls):.2f} ms wall "
            f"(CPU p95 {p95(cpus):.2f} ms); over 16.7 ms: {slow}; row {listing.selected}, "
            f"games read so far {page.items.fetched}"
        )
    w0 = time.perf_counter()
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)], 1 / 60)
    app.render_if_dirty()
    print(
        f"History: End (to the oldest game) {1000 * (time.perf_counter() - w0):.1f} ms, "
        f"games read {page.items.fetched} of {len(page.items)}"
    )
    pygame.display.quit()


if __name__ == "__main__":
    main()
