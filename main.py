"""Start Quiet Table: ``python main.py`` (``--smoke`` checks every scene headless and exits)."""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

if __name__ == "__main__":
    from game.cli import main

    sys.exit(main())
