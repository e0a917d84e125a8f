"""Frame time per scene (a full redraw) at 1920x1080: p50 and p95 over many frames.

python benchmarks/frames.py [--size 1920x1080] [--frames 60] [--only schotten]
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    os.environ["QUIET_TABLE_HOME"] = tempfile.mkdtemp(prefix="qt-bench-")
    from game.tools.catalog import entries
    from game.tools.smoke import headless_app

    w, _, h = args.size.partition("x")
    app = headless_app((int(w), int(h)))
    print(f"{'scene':<28}{'p50 ms':>9}{'p95 ms':>9}   (full redraw, {args.size})")
    worst = (0.0, "")
    for name, build in entries():
        if args.only and not name.startswith(args.only):
            continue
        build(app)
        app.step([], 0.05)
        app.render()  # warm the caches, as the first frame after a change does
        times = []
        for _ in range(args.frames):
            started = time.perf_counter()
            app.render()
            times.append(time.perf_counter() - started)
        times.sort()
        p50 = statistics.median(times) * 1000
        p95 = times[int(0.95 * (len(times) - 1))] * 1000
        worst = max(worst, (p95, name))
        print(f"{name:<28}{p50:>9.2f}{p95:>9.2f}")
    print(f"heaviest scene: {worst[1]} at p95 {worst[0]:.2f} ms")


if __name__ == "__main__":
    main()
