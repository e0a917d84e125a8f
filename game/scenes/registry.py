"""Scenes by name: how the shell's scenes open one another.

A scene never imports another scene's module to open it (that made the shell one big import
cycle: title -> choose -> setup -> play -> menu/results -> title ...).  It asks for it by name:

    registry.push(app, "settings")          # over the current scene
    registry.reset(app, "title")            # leave every scene, start again from it
    registry.open_match(app, match)         # the table for a match, over a fresh title screen

The table below says where each name lives; the module is imported the first time the name is
used.  ``register`` adds or replaces a name (a test, or a game offering a scene of its own).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

SCENES: dict[str, str] = {
    "title": "game.scenes.title:TitleScene",
    "choose": "game.scenes.choose:ChooseGameScene",
    "setup": "game.scenes.setup:SetupScene",
    "load": "game.scenes.load:LoadScene",
    "save_as": "game.scenes.load:SaveAsScene",
    "settings": "game.scenes.settings:SettingsScene",
    "menu": "game.scenes.menu:GameMenu",
    "results": "game.scenes.results:ResultsScene",
    "rules": "game.scenes.rules_ref:RulesScene",
    "pass_device": "game.scenes.pass_device:PassDeviceScene",
    "error": "game.scenes.dialog:ErrorScene",
    "lessons": "game.scenes.lessons:LessonsScene",
    "records": "game.scenes.records:RecordsScene",
    "history": "game.scenes.history:HistoryScene",
    "record": "game.scenes.record_detail:RecordScene",
}
"""Name -> ``module:attribute`` of a scene class (or any factory ``(app, *args) -> Scene``)."""

FUNCTIONS: dict[str, str] = {
    "start_match": "game.scenes.play:start_match",
    "open_save": "game.scenes.load:open_save",
    "review_record": "game.scenes.review:review_record",
    "review_match": "game.scenes.review:review_match",
    "review_save": "game.scenes.review:review_save",
}
"""Name -> ``module:function`` of the navigation steps that are more than one scene (``offers``
tells whether one is there; a test may ``register`` another)."""

_loaded: dict[str, Any] = {}


def _resolve(table: dict[str, str], name: str) -> Any:
    found = _loaded.get(name)
    if found is None:
        where = table.get(name)
        if where is None:
            raise KeyError(f"no scene or step named {name!r}")
        module, _, attr = where.partition(":")
        found = _loaded[name] = getattr(importlib.import_module(module), attr)
    return found


def register(name: str, factory: Callable[..., Any]) -> None:
    """Make ``name`` open ``factory`` (replacing the table's entry)."""
    _loaded[name] = factory


def offers(name: str) -> bool:
    """Whether a scene or step called ``name`` is there to open (in the tables, or registered)."""
    return name in _loaded or name in SCENES or name in FUNCTIONS


def scene_class(name: str) -> Any:
    """The class (or factory) registered as ``name``: for ``isinstance`` checks too."""
    return _resolve(SCENES, name)


def make(name: str, app, *args: Any, **kwargs: Any):
    return scene_class(name)(app, *args, **kwargs)


def push(app, name: str, *args: Any, **kwargs: Any):
    """Open ``name`` over the current scene; returns it."""
    return app.stack.push(make(name, app, *args, **kwargs))


def reset(app, name: str, *args: Any, **kwargs: Any):
    """Leave every scene and start again from ``name``; returns it."""
    return app.stack.reset(make(name, app, *args, **kwargs))


def is_top(app, name: str) -> bool:
    """Whether the scene on top of the stack is a ``name`` scene."""
    kind = scene_class(name)
    return isinstance(kind, type) and isinstance(app.stack.top, kind)


def open_match(app, match, match_id: str | None = None):
    """Leave the menus and show ``match`` on the table (``play.start_match``)."""
    return _resolve(FUNCTIONS, "start_match")(app, match, match_id)


def open_save(app, info) -> None:
    """Load a save (``load.open_save``): its match on the table, or the reason it cannot be."""
    _resolve(FUNCTIONS, "open_save")(app, info)


def review_record(app, record) -> None:
    """Review a recorded game (a ``records.GameRecord`` with its save) on the table, step by step
    (``review.review_record``; History's record page offers it when ``offers("review_record")``)."""
    _resolve(FUNCTIONS, "review_record")(app, record)


def review_match(app, match) -> None:
    """Review ``match`` (the game that just ended) over the current scene (``review.review_match``)."""
    _resolve(FUNCTIONS, "review_match")(app, match)


def review_save(app, info) -> None:
    """Review a saved game, up to where it stands (``review.review_save``)."""
    _resolve(FUNCTIONS, "review_save")(app, info)
