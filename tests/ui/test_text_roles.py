"""At 130 % text size and in Portuguese, the shell's widgets keep one size per role (issue 13,
"across the three games"): a button's, a chooser's or a switch's words are never shrunk to fit
("Desligado", "Computador", "Mudar preparação"); the widget is sized to its words or they wrap."""

import sys
from pathlib import Path

import pytest

from game.core import i18n
from game.tools.catalog import entries
from game.ui import draw, layers

SHELL = ("game/ui/widgets.py", "game/scenes/")
EXEMPT = ("game/scenes/chrome.py", "game/scenes/hint.py")  # the top bar's prompt, a game's own words
BUILD = dict(entries())
NAMES = [n for n in BUILD if n.startswith("app-") or n.endswith(("-setup", "-results", "-menu"))]


def _caller() -> str:
    """The file that asked for the text (past the Painter); "" when a game's view drew it (a
    button of its own: that game's engineers size it)."""
    frame = sys._getframe(2)
    here = Path(draw.__file__).resolve()
    while frame is not None and Path(frame.f_code.co_filename).resolve() == here:
        frame = frame.f_back
    caller = Path(frame.f_code.co_filename).as_posix() if frame is not None else ""
    while frame is not None:
        if "game/games/" in Path(frame.f_code.co_filename).as_posix():
            return ""
        frame = frame.f_back
    return caller


@pytest.fixture
def portuguese_130(app):
    app.settings.language = "pt"
    app.settings.ui_scale = 1.3
    app.apply_settings()
    yield app
    i18n.set_language("en")


def test_widgets_never_shrink_their_words(portuguese_130, monkeypatch):
    app = portuguese_130
    shrunk = []
    fit = draw.Painter._fit

    def spy(self, s, style, max_width, min_size):
        size = fit(self, s, style, max_width, min_size)
        where = _caller()
        if size < style.size and s.strip() and any(m in where for m in SHELL) and not any(m in where for m in EXEMPT):
            shrunk.append((current, s, style.size, size, where.rpartition("game/")[2]))
        return size

    monkeypatch.setattr(draw.Painter, "_fit", spy)
    monkeypatch.setattr(layers, "ENABLED", False)
    for current in NAMES:
        draw._FITTING.clear()
        BUILD[current](app)
        app.step([], 0.05)
        app.render()
    assert not shrunk, shrunk


GAME_NAMES = [n for n in BUILD if not n.startswith("app-") and n not in NAMES]
KNOWN_SHRUNK = {("glenmore-pay-market", "OptionRow"), ("brass-", "Turno do Automa")}
"""(scene or its start, button class or words) still shrinking a button's words: Glen More's
payment rows (tokens and a note in a 420-wide popover); Brass's "Last Automa turn" at 130 %
(wider, it would cover the Automa's VP beside its title)."""


def _known(scene: str, button: str, words: str) -> bool:
    return any(scene.startswith(s) and what in (button, words) for s, what in KNOWN_SHRUNK)


def _button_drawing() -> str | None:
    """The class of the button whose words are being drawn, or None outside a button."""
    from game.ui.widgets import Button

    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_name == "_draw_content" and isinstance(frame.f_locals.get("self"), Button):
            return type(frame.f_locals["self"]).__name__
        frame = frame.f_back
    return None


def test_game_buttons_never_shrink_their_words(portuguese_130, monkeypatch):
    """The tour's game scenes in Portuguese at 130 %: every button of a game view (its own or
    the toolkit's) draws its label at its size, one line or wrapped ("Ajustar", "Vender por 1",
    "Desenvolver", "Feito — passar o dispositivo")."""
    app = portuguese_130
    shrunk = []
    fit = draw.Painter._fit

    def spy(self, s, style, max_width, min_size):
        size = fit(self, s, style, max_width, min_size)
        if size < style.size and s.strip():
            button = _button_drawing()
            if button is not None and not _known(current, button, s):
                shrunk.append((current, button, s, style.size, size))
        return size

    monkeypatch.setattr(draw.Painter, "_fit", spy)
    monkeypatch.setattr(layers, "ENABLED", False)
    for current in GAME_NAMES:
        draw._FITTING.clear()
        BUILD[current](app)
        app.step([], 0.05)
        app.render()
    assert not shrunk, shrunk
