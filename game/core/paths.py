"""Where the read-only files (data/, art/) are: the source tree, or the frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def bundle_root() -> Path:
    """The folder that holds data/ and art/.

    From source (or an editable install) that is the repository's top level; in a
    PyInstaller bundle it is the bundle's folder (``sys._MEIPASS``).
    """
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[2]


ROOT = bundle_root()
DATA_DIR = ROOT / "data"
ART_DIR = ROOT / "art"
