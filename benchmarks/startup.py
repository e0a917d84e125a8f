"""Start-up time: launch ``python main.py`` to its first title frame, median of several runs.

    python benchmarks/startup.py [--runs 7]

Uses the real display when DISPLAY is set (e.g. under Xvfb), else SDL's dummy driver.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    env = dict(os.environ, QUIET_TABLE_HOME=tempfile.mkdtemp(prefix="qt-bench-"), SDL_AUDIODRIVER="dummy")
    if not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    times = []
    for _ in range(args.runs):
        started = time.perf_counter()
        out = subprocess.run(
            [sys.executable, str(ROOT / "main.py"), "--first-frame"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        if "first-frame" not in out.stdout:
            raise SystemExit(f"no first frame: {out.stdout} {out.stderr}")
        times.append(time.perf_counter() - started)
    driver = env.get("SDL_VIDEODRIVER", "x11 (DISPLAY=" + env.get("DISPLAY", "") + ")")
    print(
        f"start-up to first title frame ({driver}), {args.runs} runs: "
        f"median {statistics.median(times) * 1000:.0f} ms, min {min(times) * 1000:.0f} ms, "
        f"max {max(times) * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
