"""The shell's pages and overlays keep their composed content as a layer: a kept frame equals a
fresh one, and an overlay whose layer already holds the table does not have the table drawn
again under it."""

import pygame
import pytest

from game.scenes import registry
from game.scenes.play import PlayScene
from game.tools.catalog import entries
from tests.ui.test_layers import fresh, shown

BUILD = dict(entries())


@pytest.mark.parametrize(
    "name",
    [
        "app-title",
        "app-settings",
        "app-records",
        "app-history",
        "schotten-menu",
        "schotten-results",
        "schotten-rules",
        "glenmore-menu",
    ],
)
def test_kept_pages_equal_fresh_ones(app, driver, name):
    BUILD[name](app)
    driver.send(dt=0.05)
    for event in (
        pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(1, 1), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0),
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 200), rel=(1, 1), buttons=(0, 0, 0)),
    ):
        app.step([event], 0.05)
        assert shown(app) == fresh(app), name


def test_an_overlay_over_a_kept_table_does_not_redraw_the_table(app, driver, monkeypatch):
    BUILD["schotten-menu"](app)
    driver.send(dt=0.05)
    app.render()
    menu = app.stack.top
    assert registry.is_top(app, "menu")
    assert menu.covers_below(app.painter)
    drawn = []
    original = PlayScene.draw
    monkeypatch.setattr(PlayScene, "draw", lambda self, p: drawn.append(self) or original(self, p))
    before = shown(app)
    assert drawn == []
    assert before == fresh(app)


def test_a_dialog_over_the_menu_keeps_both(app, driver):
    from game.core.i18n import Msg
    from game.scenes.dialog import inform

    BUILD["schotten-menu"](app)
    driver.send(dt=0.05)
    inform(app, Msg.raw("Title"), Msg.raw("A message"))
    driver.send(dt=0.05)
    dialog = app.stack.top
    assert dialog.covers_below(app.painter)
    assert shown(app) == fresh(app)
