"""Version (one source of truth: pyproject.toml), the resolver, and the app icon."""

import struct
import sys
import tomllib
from pathlib import Path

import pygame

from game.core import paths
from game.core.version import pyproject_version, version

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build_scripts"))

from make_icons import make_icons  # noqa: E402


def test_the_version_is_pyprojects():
    expected = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert version() == expected == pyproject_version(ROOT / "pyproject.toml")


def test_from_the_source_tree_the_files_are_at_the_top():
    assert paths.ROOT == ROOT
    assert paths.source_root() == ROOT
    assert (paths.DATA_DIR / "i18n" / "en" / "core.yaml").is_file()


def test_an_installed_package_finds_its_bundled_copy(tmp_path, monkeypatch):
    (tmp_path / "game" / "_bundled" / "data").mkdir(parents=True)
    monkeypatch.setattr(paths, "PACKAGE_DIR", tmp_path / "game")
    assert paths.bundle_root() == tmp_path / "game" / "_bundled"
    assert paths.source_root() is None


def test_a_frozen_bundle_uses_its_own_folder(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.bundle_root() == tmp_path


def test_the_version_shows_in_the_cli(capsys):
    from game.cli import main

    try:
        main(["--version"])
    except SystemExit as stop:
        assert stop.code == 0
    assert capsys.readouterr().out.strip() == f"quiet-table {version()}"


def test_the_icons_for_each_platform(tmp_path):
    made = make_icons(tmp_path)
    ico = made["ico"].read_bytes()
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 7)
    icns = made["icns"].read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    png = pygame.image.load(str(made["png"]))
    assert png.get_size() == (256, 256)
    assert sum(p.stat().st_size for p in tmp_path.iterdir()) < 300_000
