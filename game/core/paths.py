"""Where the read-only files (data/, art/) are, however the game was installed.

One resolver for the three ways the game runs:

* **frozen** (a PyInstaller bundle): ``sys._MEIPASS`` holds ``data/`` and ``art/``;
* **installed** from a wheel or sdist (``pip install .``, ``pipx install``): setup.py maps
  them into the package as ``game/_bundled/data`` and ``game/_bundled/art``;
* **source tree** (``python main.py``, an editable install): the repository's top level.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parents[1]
"""The ``game`` package's folder."""


def bundle_root() -> Path:
    """The folder that holds data/ and art/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    installed = PACKAGE_DIR / "_bundled"
    if (installed / "data").is_dir():
        return installed
    return PACKAGE_DIR.parent


def source_root() -> Path | None:
    """The repository's top level when running from a checkout (it has pyproject.toml), else None."""
    top = PACKAGE_DIR.parent
    return top if (top / "pyproject.toml").is_file() and (top / "data").is_dir() else None


ROOT = bundle_root()
DATA_DIR = ROOT / "data"
ART_DIR = ROOT / "art"
