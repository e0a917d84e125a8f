"""The game's version, with one source of truth: ``version`` in pyproject.toml.

* in a checkout (``python main.py``, an editable install): read from pyproject.toml itself,
  so it is never stale;
* installed from a wheel or sdist: the package metadata (``importlib.metadata``), which
  the build copied from pyproject.toml;
* in a PyInstaller bundle: the ``VERSION`` file that build_scripts/build.py baked in.
"""

from __future__ import annotations

import sys
from functools import cache
from importlib import metadata

from game.core.paths import ROOT, source_root

DISTRIBUTION = "quiet-table"
VERSION_FILE = "VERSION"  # written into the bundle by build_scripts/build.py
UNKNOWN = "0+unknown"


def pyproject_version(pyproject) -> str | None:
    """``[project] version`` of a pyproject.toml, or None."""
    import tomllib

    try:
        with open(pyproject, "rb") as handle:
            version = tomllib.load(handle).get("project", {}).get("version")
    except (OSError, ValueError):
        return None
    return version if isinstance(version, str) else None


@cache
def version() -> str:
    if getattr(sys, "frozen", False):
        try:
            return (ROOT / VERSION_FILE).read_text(encoding="utf-8").strip() or UNKNOWN
        except OSError:
            return UNKNOWN
    top = source_root()
    if top is not None:
        found = pyproject_version(top / "pyproject.toml")
        if found:
            return found
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return UNKNOWN
