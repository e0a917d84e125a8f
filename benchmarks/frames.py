"""Frame time per scene at 1920x1080 (each frame drawn whole, reusing what the scene keeps: the
enlarged Border board is ``border-enlarged``): p50 and p95 wall, p95 CPU over many frames; the first
frame after a change (a move played, the frame drawn with whatever caches the change left), per
game; then, per game, a drag across the board and pointer motions over it, each beside a bare pygame baseline
measured in the same run (a full-window blit of one cached surface + display flip), so the
ratio stays meaningful on a busy machine.

python benchmarks/frames.py [--size 1920x1080] [--frames 60] [--only schotten] [--skip-scenes]
                            [--moves 40]

The drag and motion figures go through the same path as the real loop (``app.step`` with
window-pixel events, then ``app.render_if_dirty``), so they measure whatever the app does.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

GAMES = ["schotten", "border", "glenmore", "brass"]
MOTIONS = 200
DRAG_SCENE = {
    "schotten": "schotten-play",
    "border": "border-rolling",
    "glenmore": "glenmore-late",
    "brass": "brass-late",
}
"""A scene of each game where the person has something to drag (motion is measured on ``<game>-play``)."""


def p95(values: list[float]) -> float:
    values = sorted(values)
    return values[int(0.95 * (len(values) - 1))]


def baseline(app, frames: int) -> tuple[float, float]:
    """(p95 wall ms, mean CPU ms) of a bare frame: one cached full-window surface blitted + flip."""
    import pygame

    cached = app.window.copy()
    walls, cpus = [], []
    for _ in range(max(frames, 100)):
        w0, c0 = time.perf_counter(), time.process_time()
        app.window.blit(cached, (0, 0))
        pygame.display.flip()
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
    return p95(walls) * 1000, statistics.mean(cpus) * 1000


def _event(kind, pos, **extra):
    import pygame

    return pygame.event.Event(kind, {"pos": pos, **extra})


def _frame(app, events) -> None:
    app.step(events, 1 / 60)
    app.render_if_dirty()


def _path(a, b, steps: int) -> list[tuple[float, float]]:
    return [(a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps) for i in range(1, steps + 1)]


def drag_figure(app, scene) -> tuple[float, float, float] | None:
    """(p95, p50, CPU p95) ms of a frame while a piece is dragged across the board (None: nothing to drag)."""
    import pygame

    drag = getattr(getattr(scene, "view", scene), "drag", None)  # a table's drag (the view protocol's)
    if drag is None:
        return None
    source = next((s for s in drag.sources if drag.judge.legal_targets(s.payload)), None)
    if source is None:
        return None
    vp = app.viewport
    start = source.rect.center
    board = scene.board_rect
    ends = [t.center for k, t in drag.targets.items() if k in drag.judge.legal_targets(source.payload)][:3]
    ends += [board.topleft, board.center, board.bottomright, board.midtop]
    _frame(app, [_event(pygame.MOUSEBUTTONDOWN, vp.point(start), button=1)])
    times, cpus, here = [], [], start
    for end in ends:
        for pos in _path(here, end, 30):
            real = vp.point(pos)
            started, cpu = time.perf_counter(), time.process_time()
            _frame(app, [_event(pygame.MOUSEMOTION, real, rel=(1, 1), buttons=(1, 0, 0))])
            times.append(time.perf_counter() - started)
            cpus.append(time.process_time() - cpu)
        here = end
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 1 / 60)
    app.render_if_dirty()
    return p95(times) * 1000, statistics.median(times) * 1000, p95(cpus) * 1000


def motion_figure(app, scene) -> float:
    """Mean CPU ms per pointer motion over the board (no button held)."""
    import pygame

    board = scene.board_rect
    vp = app.viewport
    points = []
    cols = 20
    for i in range(MOTIONS):
        r, c = divmod(i, cols)
        x = board.x + 20 + (board.w - 40) * (c if r % 2 == 0 else cols - 1 - c) / (cols - 1)
        y = board.y + 20 + (board.h - 40) * r / (MOTIONS // cols - 1)
        points.append(vp.point((x, y)))
    _frame(app, [_event(pygame.MOUSEMOTION, points[0], rel=(0, 0), buttons=(0, 0, 0))])
    started = time.process_time()
    for pos in points:
        _frame(app, [_event(pygame.MOUSEMOTION, pos, rel=(1, 1), buttons=(0, 0, 0))])
    return (time.process_time() - started) * 1000 / len(points)


SHELL = [
    "app-title",
    "app-choose",
    "app-settings",
    "schotten-setup",
    "schotten-menu",
    "schotten-results",
    "schotten-rules",
]
"""The shell's scenes whose pointer motions are measured (over their widgets)."""


def shell_motion(app, name: str) -> tuple[float, float, float]:
    """(mean CPU ms, p95 wall ms, share of frames presented as rectangles) over MOTIONS pointer
    motions that sweep across the scene's widgets."""
    import pygame

    from game.tools.catalog import entries

    dict(entries())[name](app)
    _frame(app, [])
    scene = app.stack.top
    group = getattr(scene, "group", None)
    widgets = [w for w in group.widgets if w.visible] if group is not None else []
    spots = [w.rect.center for w in widgets] or [(960, 540)]
    points = []
    for i in range(MOTIONS):
        a, b = spots[i % len(spots)], spots[(i + 1) % len(spots)]
        t = (i % 4) / 4
        points.append(app.viewport.point((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + 60 * (i % 2))))
    whole, rects = getattr(app, "presented_whole", 0), getattr(app, "presented_rects", 0)
    walls = []
    started = time.process_time()
    for pos in points:
        w0 = time.perf_counter()
        _frame(app, [_event(pygame.MOUSEMOTION, pos, rel=(1, 1), buttons=(0, 0, 0))])
        walls.append(time.perf_counter() - w0)
    cpu = (time.process_time() - started) * 1000 / len(points)
    whole, rects = getattr(app, "presented_whole", 0) - whole, getattr(app, "presented_rects", 0) - rects
    return cpu, p95(walls) * 1000, rects / (whole + rects) if whole + rects else float("nan")


def interaction(app, frames: int, only: str) -> None:
    from game.tools.catalog import entries

    builders = dict(entries())
    base_wall, base_cpu = baseline(app, frames)
    print(
        f"\nbaseline (blit of one cached {app.window.get_width()}x{app.window.get_height()} surface + flip): "
        f"p95 {base_wall:.2f} ms, CPU {base_cpu:.3f} ms"
    )
    print(f"{'game':<12}{'drag p95 ms':>12}{'x base':>8}{'p50 ms':>9}{'CPU p95':>10}{'motion CPU ms':>15}{'x base':>8}")
    for game in GAMES:
        if only and not game.startswith(only):
            continue
        builders[f"{game}-play"](app)
        _frame(app, [])
        app.render()
        scene = app.stack.top
        motion = motion_figure(app, scene)
        builders[DRAG_SCENE[game]](app)
        _frame(app, [])
        dragged = drag_figure(app, app.stack.top)
        if dragged is None:
            drag_txt = f"{'-':>12}{'':>8}{'-':>9}{'-':>10}"
        else:
            drag_txt = f"{dragged[0]:>12.2f}{dragged[0] / base_wall:>8.1f}{dragged[1]:>9.2f}{dragged[2]:>10.2f}"
        print(f"{game:<12}{drag_txt}{motion:>15.3f}{motion / base_cpu:>8.1f}")
    print(f"\n{'shell scene':<20}{'motion CPU ms':>14}{'x base':>8}{'p95 ms':>9}{'as rects':>10}")
    for name in SHELL:
        if only and not name.startswith(only):
            continue
        cpu, wall, share = shell_motion(app, name)
        print(f"{name:<20}{cpu:>14.3f}{cpu / base_cpu:>8.1f}{wall:>9.2f}{share:>10.0%}")


def scenes(app, frames: int, size: str, only: str) -> None:
    from game.tools.catalog import entries

    print(f"{'scene':<28}{'p50 ms':>9}{'p95 ms':>9}{'CPU p95':>9}   (a frame, {size}; CPU: steadier on a busy machine)")
    worst = (0.0, "")
    for name, build in entries():
        if only and not name.startswith(only):
            continue
        build(app)
        app.step([], 0.05)
        app.render()  # warm the caches, as the first frame after a change does
        times, cpus = [], []
        for _ in range(frames):
            started, cpu = time.perf_counter(), time.process_time()
            app.render()
            times.append(time.perf_counter() - started)
            cpus.append(time.process_time() - cpu)
        times.sort()
        p50 = statistics.median(times) * 1000
        worst = max(worst, (p95(times) * 1000, name))
        print(f"{name:<28}{p50:>9.2f}{p95(times) * 1000:>9.2f}{p95(cpus) * 1000:>9.2f}")
    print(f"heaviest scene: {worst[1]} at p95 {worst[0]:.2f} ms")


def first_frames(app, moves: int, only: str) -> None:
    """Per game: from its ``-play`` scene, ``moves`` times: whoever is to move plays a legal move
    (seeded choice; chance follows from the match's seed), the session reports the change, and the
    next frame is timed — the first frame after a change, drawn with the caches it left (text and
    art caches included: a second drawing of the same frame would find them warm, so none is made)."""
    import random

    from game.tools.catalog import entries

    builders = dict(entries())
    print(f"\n{'game':<12}{'first frame p50':>16}{'p95 ms':>9}{'cpu p50':>9}{'p95':>7}{'moves':>7}   (after a move)")
    for game in GAMES:
        if only and not game.startswith(only):
            continue
        rng = random.Random(7)
        firsts: list[float] = []
        cpus: list[float] = []  # CPU time: what a busy machine's wall clock does not show
        while len(firsts) < moves:
            builders[f"{game}-play"](app)
            _frame(app, [])
            app.render()
            session = app.stack.top.session
            played = 0
            while len(firsts) < moves and session.match.to_move() is not None:
                actions = session.rules.legal_actions(session.match.state)
                if not actions:
                    break
                session.match.play(rng.choice(actions))
                session.refresh()
                app.step([], 0.0)
                started, cpu = time.perf_counter(), time.process_time()
                app.render()
                firsts.append(time.perf_counter() - started)
                cpus.append(time.process_time() - cpu)
                played += 1
            if not played:
                break
        if not firsts:
            print(f"{game:<12}{'-':>16}")
            continue
        print(
            f"{game:<12}{statistics.median(firsts) * 1000:>16.2f}{p95(firsts) * 1000:>9.2f}"
            f"{statistics.median(cpus) * 1000:>9.2f}{p95(cpus) * 1000:>7.2f}{len(firsts):>7}"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--only", default="")
    parser.add_argument("--skip-scenes", action="store_true", help="only the first-frame, drag and motion figures")
    parser.add_argument("--moves", type=int, default=40, help="moves per game for the first frame after a change")
    args = parser.parse_args()
    os.environ["QUIET_TABLE_HOME"] = tempfile.mkdtemp(prefix="qt-bench-")
    from game.tools.smoke import headless_app

    w, _, h = args.size.partition("x")
    app = headless_app((int(w), int(h)))
    if not args.skip_scenes:
        scenes(app, args.frames, args.size, args.only)
    first_frames(app, args.moves, args.only)
    interaction(app, args.frames, args.only)


if __name__ == "__main__":
    main()
