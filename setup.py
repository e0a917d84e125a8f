"""Packaging hook: all metadata is in pyproject.toml; this file only maps data/ and art/.

data/ and art/ stay at the top of the repository.  A wheel (``pip install .``, ``pipx install``)
carries them inside the package as ``game/_bundled/data`` and ``game/_bundled/art``, where
``game.core.paths`` looks for them.  pyproject.toml alone cannot add mapped folders to the
packages that ``find`` discovers, hence these few lines.
"""

from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).resolve().parent
TOPS = ("data", "art")  # the read-only files, at the top of the repository


def bundled_packages() -> list[str]:
    """``game._bundled.data``, ``game._bundled.data.i18n``, … one per folder, so every file is listed."""
    names = []
    for top in TOPS:
        folders = [HERE / top, *sorted(p for p in (HERE / top).rglob("*") if p.is_dir())]
        names += [".".join(("game._bundled", top, *f.relative_to(HERE / top).parts)) for f in folders]
    return names


BUNDLED = bundled_packages()

setup(
    packages=find_packages(include=["game", "game.*"]) + BUNDLED,
    package_dir={f"game._bundled.{top}": top for top in TOPS},
    package_data={name: ["*"] for name in BUNDLED},
)
