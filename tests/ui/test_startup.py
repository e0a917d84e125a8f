"""The app always starts: hostile settings and autosaves in place, ``main()`` reaches the
title screen through the real main loop, and an unreadable settings file is set aside with
a notice on the title screen."""

from __future__ import annotations

import json

import pygame
import pytest

import game.app as app_module
import game.cli as cli
from game import storage
from game.core import i18n
from game.scenes.dialog import ErrorScene
from game.scenes.title import TitleScene
from game.tools.catalog import demo_match

DEEP = "[" * 100_000 + "]" * 100_000


def autosave_text() -> dict:
    return demo_match("schotten", moves=6).to_json()


def with_summary(**changes) -> bytes:
    data = autosave_text()
    for key, value in changes.items():
        data["summary"][key] = value
    return json.dumps(data).encode()


def with_player(name: str) -> bytes:
    data = autosave_text()
    data["config"]["seats"][0]["name"] = name
    data["summary"]["players"][0] = name
    return json.dumps(data).encode()


HOSTILE = {
    "deep": DEEP.encode(),
    "deep-inside": b'{"language": ' + DEEP.encode() + b"}",
    "huge-number": b'{"ui_scale": ' + b"9" * 5000 + b"}",
    "nan": b'{"ui_scale": NaN, "window_size": [Infinity, 1e999]}',
    "nul-name": json.dumps({"player_names": ["A\x00na"]}).encode(),
    "wrong-types": json.dumps(
        {
            "language": ["pt"],
            "fullscreen": "yes",
            "window_size": [True, 5],
            "player_names": "Ana",
            "last_setups": {"schotten": ["x"], "glenmore": {"seats": "Ana", "options": [1]}, "7": {"seats": [5]}},
        }
    ).encode(),
    "setups-hostile": json.dumps(
        {"last_setups": {"schotten": {"seats": [{"name": {"x": 1}}, {"name": "Rui", "kind": "alien"}], "options": 5}}}
    ).encode(),
    "binary": bytes(range(256)) * 3,
    "empty": b"",
    "folder": "DIR",
}

HOSTILE_AUTOSAVES = {
    "deep": DEEP.encode(),
    "huge-number": b'{"format": "quiet-table-save", "version": ' + b"9" * 5000 + b"}",
    "progress-list": with_summary(progress={"key": "core.progress.generic", "params": [1, 2]}),
    "progress-odd": with_summary(progress={"key": "schotten.progress", "params": {"0": [], "x": {"y": 1}}}),
    "players-wrong": with_summary(players=[{"a": 1}, None], over="yes"),
    "nul-name": with_player("A\x00na"),
    "control-name": with_player("\x1b[2J\x07"),
    "binary": bytes(range(256)) * 3,
    "empty": b"",
    "folder": "DIR",
}


def put(path, content) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if content == "DIR":
        path.mkdir()
        (path / "x").write_text("x")
    else:
        path.write_bytes(content)


def start_through_main(monkeypatch) -> app_module.App:
    """Run ``main()`` for a few frames of the real loop, then close the window."""
    started: list[app_module.App] = []
    real_run = app_module.App.run

    def run(self):
        started.append(self)
        self.render_if_dirty()
        assert isinstance(self.stack.top, TitleScene), f"top scene is {self.stack.top!r}"
        self.frames_before_quit = self.frames
        for event in (
            pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 300), rel=(1, 1), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600)),
            pygame.event.Event(pygame.QUIT),
        ):
            pygame.event.post(event)
        real_run(self)

    monkeypatch.setattr(app_module.App, "run", run)
    monkeypatch.setattr(cli, "setup_logging", lambda: None)
    monkeypatch.delenv("QUIET_TABLE_RAISE", raising=False)
    assert cli.main(["--size", "1280x720"]) == 0
    (app,) = started
    assert not any(isinstance(s, ErrorScene) for s in app.stack.scenes)
    assert app.frames >= 1
    return app


@pytest.mark.parametrize("kind", HOSTILE)
def test_hostile_settings_file_is_set_aside_and_the_app_starts(kind, monkeypatch):
    path = storage.settings_path()
    put(path, HOSTILE[kind])
    app = start_through_main(monkeypatch)
    kept = list(path.parent.glob("settings.unreadable*"))
    if app.notice is not None:
        assert len(kept) == 1
        if HOSTILE[kind] != "DIR":
            assert kept[0].read_bytes() == HOSTILE[kind]
        assert kept[0].name in i18n.tr(app.notice)
    else:
        assert not kept  # read, with its unusable fields left at their defaults
    assert path.is_file()  # the defaults were written where it was
    i18n.set_language("en")


@pytest.mark.parametrize("kind", HOSTILE_AUTOSAVES)
def test_hostile_autosave_never_stops_the_start(kind, monkeypatch):
    storage.autosave(demo_match("schotten", moves=4), "good")
    path = storage.autosave_path("zz-hostile")
    put(path, HOSTILE_AUTOSAVES[kind])
    before = path.read_bytes() if path.is_file() else None
    start_through_main(monkeypatch)
    storage.prune_autosaves()
    assert (path.read_bytes() if path.is_file() else None) == before


def test_title_screen_shows_the_settings_notice(driver):
    app = driver.app
    app.notice = storage.load_settings()[1]
    assert app.notice is None
    put(storage.settings_path(), b"{broken")
    _, app.notice = storage.load_settings()
    app.stack.reset(TitleScene(app))
    drawn = []
    real_text = app.painter.text

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return real_text(text, *args, **kwargs)

    app.painter.text = spy
    app.render()
    assert app.notice in drawn


def test_continue_with_a_damaged_autosave_offers_the_backup(driver):
    app = driver.app
    storage.autosave(demo_match("schotten", moves=4), "m")
    storage.autosave(demo_match("schotten", moves=6), "m")
    path = storage.autosave_path("m")
    path.write_bytes(path.read_bytes()[:50])
    title = app.stack.reset(TitleScene(app))
    assert title.resume is not None and title.resume.error is not None and title.resume.backup is not None
    title.continue_match()
    dialog = app.stack.top
    labels = [i18n.tr(w.label) for w in dialog.group.widgets]
    assert i18n.tr("core.save.restore") in labels
    restore_button = dialog.group.widgets[labels.index(i18n.tr("core.save.restore"))]
    restore_button.on_click()
    assert storage.read_info(path).error is None
    assert isinstance(app.stack.top, TitleScene) and app.stack.top.resume.error is None
    assert len(list(path.parent.glob("m.damaged-*"))) == 1
    app.render()


def test_a_mutated_save_that_loads_also_opens_on_the_table(app, monkeypatch):
    """A damaged save either looks damaged or plays: never a crash when it reaches the table
    (a seeded sample of the save-mutation test's files that still load)."""
    import random

    from game import games
    from game.core.match import SaveError
    from game.scenes.play import start_match
    from tests.core import test_save_mutations as mutations

    monkeypatch.setenv("QUIET_TABLE_RAISE", "1")
    rng = random.Random(mutations.SEED)
    path = storage.saves_dir() / "x.json"
    path.parent.mkdir(parents=True)
    loaded = []
    for label, content in mutations.mutations(mutations.good_save(), rng, "save"):
        path.write_bytes(content)
        try:
            loaded.append((label, storage.load_match(path, games.rules_or_none)))
        except SaveError:
            continue
    for _label, match in random.Random(1).sample(loaded, 25):
        start_match(app, match, "mutated")
        app.step([], 0.05)
        app.render()
