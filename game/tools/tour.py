"""Render every scene of every game to PNG, for people to look at.

    python -m game.tools.tour --out DIR [--size 1280x720] [--only schotten] [--lang pt] [--text 1.3]

Files are named ``<game>-<scene>.png`` (``app-…`` for the shared screens).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--only", default="", help="only scenes whose name starts with this")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--text", type=float, default=1.0, help="the text size setting (1.3: 130 %%)")
    args = parser.parse_args(argv)
    w, _, h = args.size.partition("x")
    os.environ["QUIET_TABLE_HOME"] = tempfile.mkdtemp(prefix="quiet-table-tour-")
    os.environ["QUIET_TABLE_RAISE"] = "1"
    import pygame

    from game.core import i18n
    from game.tools.catalog import entries
    from game.tools.smoke import headless_app

    app = headless_app((int(w), int(h)))
    app.settings.language = args.lang
    app.settings.ui_scale = app.painter.text_scale = args.text
    i18n.set_language(args.lang)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for name, build in entries():
        if args.only and not name.startswith(args.only):
            continue
        build(app)
        for _ in range(3):
            app.step([], 0.05)
        surface = app.render()
        pygame.image.save(surface, str(out / f"{name}.png"))
        count += 1
    print(f"{count} scenes written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
