"""Headless tests: SDL's dummy drivers, and a private folder for settings and saves."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every test gets its own settings/saves folder (never the real user's)."""
    monkeypatch.setenv("QUIET_TABLE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
