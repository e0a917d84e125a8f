"""The last line of defence: an error anywhere (drawing, input, time, even the error screen
itself) never ends the app; the error screen is drawn on its own; a broken data file names
its file, entry and problem and claims no save."""

from __future__ import annotations

import pygame
import pytest

from game import storage
from game.core import i18n
from game.core.data import DataError
from game.scenes.dialog import ErrorScene
from game.scenes.load import SaveAsScene
from game.scenes.play import start_match
from game.scenes.title import TitleScene
from game.tools import smoke
from game.tools.catalog import demo_match
from game.ui.art import Palette, TextStyle
from game.ui.scene import Scene


class Broken(Scene):
    """A scene that fails in ``where`` (draw, handle or update) while ``failing``."""

    def __init__(self, app, where: str):
        super().__init__(app)
        self.where = where
        self.failing = True
        self.draws = 0

    def _maybe_fail(self, where: str) -> None:
        if self.failing and self.where == where:
            raise RuntimeError(f"injected failure in {where}")

    def draw(self, painter) -> None:
        self.draws += 1
        self._maybe_fail("draw")

    def handle(self, event) -> None:
        self._maybe_fail("handle")

    def update(self, dt: float) -> bool:
        self._maybe_fail("update")
        return False


@pytest.fixture
def calm(monkeypatch):
    monkeypatch.delenv("QUIET_TABLE_RAISE", raising=False)


KEY = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)


@pytest.mark.parametrize("where", ["draw", "handle", "update"])
def test_an_error_shows_the_error_screen_alone(app, calm, where):
    app.stack.reset(TitleScene(app))
    broken = app.stack.push(Broken(app, where))
    app.dirty = True
    app.step([KEY], 0.02)
    app.render_if_dirty()
    assert isinstance(app.stack.top, ErrorScene)
    draws = broken.draws
    for _ in range(3):
        app.dirty = True
        app.step([KEY], 0.02)
        app.render_if_dirty()
    assert broken.draws == draws, "the scene that failed is not drawn (nor seen through) again"
    assert app.stack.visible() == [app.stack.top]


def test_a_failing_error_screen_falls_back_to_a_bare_line(app, calm, monkeypatch):
    app.stack.push(Broken(app, "draw"))

    def fail(self, painter):
        raise ValueError("the error screen fails too")

    monkeypatch.setattr(ErrorScene, "draw", fail)
    for _ in range(3):
        app.dirty = True
        app.render_if_dirty()
    assert isinstance(app.stack.top, ErrorScene)


def test_an_error_screen_that_cannot_even_be_built_never_raises(app, calm, monkeypatch):
    def fail(self, *args, **kwargs):
        raise RuntimeError("no error screen")

    monkeypatch.setattr(ErrorScene, "__init__", fail)
    app.stack.push(Broken(app, "draw"))
    for _ in range(2):
        app.dirty = True
        app.step([KEY], 0.02)
        app.render_if_dirty()
    app.draw_bare_error()


def message_of(app) -> str:
    top = app.stack.top
    assert isinstance(top, ErrorScene)
    return i18n.tr(top.message)


def test_the_message_claims_a_save_only_when_one_was_written(app, calm):
    app.stack.reset(TitleScene(app))
    app.crash(RuntimeError("x"))
    assert "saved" not in message_of(app)
    scene = start_match(app, demo_match("schotten", moves=2), "crash-test")
    app.crash(RuntimeError("y"))
    assert "saved" in message_of(app)
    assert storage.autosave_path("crash-test").exists()
    assert scene in app.stack.scenes


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_a_broken_data_file_names_file_entry_and_problem(app, calm, lang):
    i18n.set_language(lang)
    try:
        start_match(app, demo_match("schotten", moves=2), "data-test")
        error = DataError("data/schotten/cards.yaml", "clan[3].strength", "must be a whole number from 1 to 9")
        try:
            raise RuntimeError("while drawing") from error
        except RuntimeError as exc:
            app.crash(exc)
        text = message_of(app)
        assert "cards.yaml" in text and "clan[3].strength" in text and "whole number from 1 to 9" in text
        assert "saved" not in text and "gravado" not in text
        assert i18n.tr(app.stack.top.title) == i18n.tr("core.error.data_title")
        app.dirty = True
        app.render_if_dirty()
    finally:
        i18n.set_language("en")


def test_a_broken_data_file_at_start_is_fatal_and_calm(app, calm, monkeypatch):
    def broken_title(self, app):
        raise DataError("data/i18n/en/core.yaml", "title.offline", "not a text")

    monkeypatch.setattr(TitleScene, "__init__", broken_title)
    app.stack.scenes.clear()
    app.start()
    assert isinstance(app.stack.top, ErrorScene) and app.stack.top.fatal
    assert "title.offline" in message_of(app)


def test_smoke_prints_a_data_error_without_a_traceback(monkeypatch, capsys, private_home):
    monkeypatch.setenv("QUIET_TABLE_HOME", str(private_home))
    monkeypatch.setenv("QUIET_TABLE_RAISE", "1")

    def broken_entries():
        raise DataError("data/glenmore/tiles.yaml", "tiles[4].cost", "must not be negative")

    monkeypatch.setattr("game.tools.catalog.entries", broken_entries)
    assert smoke.run_smoke() == 3
    err = capsys.readouterr().err
    assert "tiles.yaml" in err and "tiles[4].cost" in err and "must not be negative" in err
    assert "Traceback" not in err


def test_nul_typed_into_a_save_name_is_dropped_and_a_nul_name_refused(app, monkeypatch):
    monkeypatch.setenv("QUIET_TABLE_RAISE", "1")
    play = start_match(app, demo_match("schotten", moves=2), "nul-test")
    scene = app.stack.push(SaveAsScene(app, play))
    for text in ("Eve", "\x00", "\x01\x1b", "\x7f", "ning"):
        app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)], 0.02)
        app.render()
    assert scene.name_text == "Evening"
    scene.name_text = "Eve\x00ning"  # as if it came from somewhere else
    scene.save()
    assert scene.problem is not None and scene.problem.key == "core.save.name_control"
    app.render()
    assert not storage.saves_dir().exists() or not list(storage.saves_dir().iterdir())


def test_text_with_a_nul_draws(app):
    app.painter.text("A\x00na", (100, 100), TextStyle(24, Palette.ink))


def test_a_scene_that_fails_even_when_left_is_still_covered(app, calm):
    broken = Broken(app, "draw")

    def leave():
        raise RuntimeError("leave fails too")

    broken.leave = leave
    app.stack.push(broken)
    for _ in range(2):
        app.dirty = True
        app.render_if_dirty()
    assert isinstance(app.stack.top, ErrorScene)
    assert broken.draws == 1
