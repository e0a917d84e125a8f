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
    """0: every scene opened and drew; 1: a scene failed; 2: the app could not start;
    3: a data file has a mistake (file, entry and problem on stderr, no traceback)."""
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
            except Exception as exc:  # noqa: BLE001 - reported with the scene's name
                if _data_error(exc):
                    return 3
                print(f"smoke: scene {name} failed:\n{traceback.format_exc()}", file=sys.stderr)
                return 1
    except Exception as exc:  # noqa: BLE001
        if _data_error(exc):
            return 3
        print(f"smoke: could not start:\n{traceback.format_exc()}", file=sys.stderr)
        return 2
    print(f"smoke: {len(scenes)} scenes opened and drawn in {time.perf_counter() - started:.1f} s")
    return 0


def _data_error(exc: BaseException) -> bool:
    """Print a broken data file's file, entry and problem (no traceback); False if ``exc``
    was not caused by one."""
    from game.app import data_error_in, data_error_message
    from game.core.i18n import tr

    broken = data_error_in(exc)
    if broken is None:
        return False
    print(f"smoke: {tr(data_error_message(broken))}", file=sys.stderr)
    return True
