"""``python main.py --smoke``: open every scene of every game headless, draw it, exit 0.

Any error prints a message naming the scene and exits non-zero.  Settings and saves go
to a temporary folder, never the player's own.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback


def headless_app(size=(1280, 720)):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App

    return App(size, headless=True)


def run_smoke() -> int:
    home = tempfile.mkdtemp(prefix="quiet-table-smoke-")
    os.environ["QUIET_TABLE_HOME"] = home
    os.environ["QUIET_TABLE_RAISE"] = "1"
    started = time.perf_counter()
    try:
        from game.tools.catalog import entries

        app = headless_app()
        scenes = entries()
        for name, build in scenes:
            try:
                build(app)
                for _ in range(3):
                    app.step([], 0.05)
                    app.render()
            except Exception:  # noqa: BLE001 - reported with the scene's name
                print(f"smoke: scene {name} failed:\n{traceback.format_exc()}", file=sys.stderr)
                return 1
    except Exception:  # noqa: BLE001
        print(f"smoke: could not start:\n{traceback.format_exc()}", file=sys.stderr)
        return 2
    print(f"smoke: {len(scenes)} scenes opened and drawn in {time.perf_counter() - started:.1f} s")
    return 0
