"""The command line: ``python main.py``, ``python -m game`` and the installed ``quiet-table``.

It sits above the app and the tools (``--smoke`` runs ``game.tools.smoke``, which builds an
``App``), so neither imports the other back.
"""

from __future__ import annotations

import sys

import pygame

from game.app import App, data_error_in, log, log_file, setup_logging
from game.core.version import version


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python main.py`` and of the installed ``quiet-table`` command."""
    import argparse

    parser = argparse.ArgumentParser(prog="quiet-table", description="Four board games, offline.")
    parser.add_argument("--smoke", action="store_true", help="open every scene headless, then exit (0 = all well)")
    parser.add_argument("--size", default=None, help="window size, e.g. 1280x720")
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)  # start-up benchmark
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    args = parser.parse_args(argv)
    if args.smoke:
        from game.tools.smoke import run_smoke

        return run_smoke()
    size = None
    if args.size:
        w, _, h = args.size.partition("x")
        if not (w.isdigit() and h.isdigit()):
            parser.error("--size takes WIDTHxHEIGHT, e.g. 1280x720")
        size = (int(w), int(h))
    setup_logging()
    try:
        app = App(size)
    except Exception as exc:  # noqa: BLE001 - no window: nothing to show the message on
        log.exception("could not open the window")
        broken = data_error_in(exc)
        detail = broken.message if broken is not None else f"{type(exc).__name__}: {exc}"
        print(f"Quiet Table could not open its window: {detail}", file=sys.stderr)
        return 1
    app.start()
    if args.first_frame:
        app.render_if_dirty()
        print("first-frame", flush=True)
        pygame.display.quit()
        return 0
    try:
        app.run()
    except Exception as exc:  # noqa: BLE001 - the loop itself failed: leave calmly
        log.exception("the main loop stopped")
        print(f"Quiet Table stopped: {type(exc).__name__}; the details are in {log_file()}", file=sys.stderr)
        return 1
    return 0
