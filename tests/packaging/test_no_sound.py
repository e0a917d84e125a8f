"""The game has no sound, so the bundle leaves pygame's audio out: nothing in game/ may use it."""

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
AUDIO = ("pygame.mixer", "pygame.mixer_music", "pygame._sdl2.audio", "pygame.sndarray")


def audio_uses(source: str) -> list[str]:
    """Imports of pygame's audio modules, and attribute uses such as ``pygame.mixer.init``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [f"{node.module}.{alias.name}" for alias in node.names] + [node.module]
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "pygame":
            names = [f"pygame.{node.attr}"]
        found += [n for n in names if n.startswith(AUDIO) or n in ("pygame._sdl2.audio",)]
    return found


def test_the_scan_sees_audio_imports():
    assert audio_uses("import pygame.mixer") == ["pygame.mixer"]
    assert audio_uses("from pygame import mixer") == ["pygame.mixer"]
    assert audio_uses("import pygame\npygame.mixer.init()") == ["pygame.mixer"]
    assert audio_uses("from pygame._sdl2 import audio") == ["pygame._sdl2.audio"]
    assert audio_uses("import pygame\npygame.display.init()") == []


def test_nothing_in_game_uses_pygame_audio():
    offenders = {
        str(path.relative_to(ROOT)): uses
        for path in sorted((ROOT / "game").rglob("*.py"))
        if (uses := audio_uses(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}


BLOCKED_RUN = """
import sys
for name in {audio!r}:
    sys.modules[name] = None  # importing it now raises ImportError, as in the bundle
import pkgutil, importlib, game
skip = ("game.tools.selfplay",)  # a developer's tool, left out of the bundle
for info in pkgutil.walk_packages(game.__path__, "game."):
    if not info.name.startswith(skip):
        importlib.import_module(info.name)
from game.tools.smoke import headless_app
from game.scenes.title import TitleScene
app = headless_app()
app.stack.push(TitleScene(app))
app.step([], 0.05)
app.render()
print("ok", app.frames)
"""


def test_the_app_starts_with_the_audio_modules_blocked(tmp_path):
    env = {
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "QUIET_TABLE_HOME": str(tmp_path),
        "QUIET_TABLE_RAISE": "1",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    result = subprocess.run(
        [sys.executable, "-c", BLOCKED_RUN.format(audio=AUDIO)],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip().startswith("ok")
