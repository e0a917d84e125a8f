"""``python -m game`` and the installed ``quiet-table`` command: the same start as main.py."""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame is imported


def main() -> int:
    from game.cli import main as app_main

    return app_main()


if __name__ == "__main__":
    sys.exit(main())
