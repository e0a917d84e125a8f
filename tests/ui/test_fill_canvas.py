"""The fill canvas: a scene that fills the window (Brass) gets the whole window as its canvas;
at 1280x720 (and any smaller 16:9 window) it is exactly the 1920x1080 stage, a wider or
larger window gives it more virtual room.  Stage scenes (menus, dialogs) keep the centred
stage over it, their veil covering the whole window; clicks land on the right target and a
cached frame equals a fresh one at a non-16:9 size."""

import contextlib

import pygame
import pytest

from game.app import App
from game.scenes.play import TOP_BAR
from game.tools.catalog import entries
from game.ui.layout import VIRTUAL, Viewport, density
from tests.ui.conftest import Driver
from tests.ui.drawn import fresh
from tests.ui.test_brass_ui import new_match, open_table, scene_of, two_ways_to_pay, with_state

SIZES = [(1920, 1080), (2560, 1080), (1920, 1200), (2560, 1440)]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_at_or_below_720p_the_fill_canvas_is_the_stage(size):
    fill, stage = Viewport(size, fill=True), Viewport(size)
    assert fill.area == VIRTUAL and fill.scale == stage.scale
    assert fill.point((1234, 567)) == stage.point((1234, 567))


@pytest.mark.parametrize("size", SIZES)
def test_a_larger_or_wider_window_gives_the_fill_canvas_more_room(size):
    fill, stage = Viewport(size, fill=True), Viewport(size)
    assert fill.area.w > VIRTUAL_W_MIN and fill.area.h > 1080
    assert fill.point(fill.area.bottomright) == size  # the canvas is the whole window
    assert fill.scale >= 1280 / 1920  # text at least as large in real pixels as at 720p
    assert fill.scale < stage.scale  # the interface grows slower than the window
    assert stage.window_area.contains(stage.area)  # the stage's window area reaches the margins
    assert stage.point(stage.window_area.topleft) <= (0, 0)


VIRTUAL_W_MIN = 1920


def test_density_rises_gently_and_is_capped():
    assert density(1280 / 1920) == 1.0 and density(0.5) == 1.0
    assert density(1.0) == pytest.approx(1.2)
    assert density(4.0) == 1.4
    assert Viewport((1920, 1080), fill=True).area.size == (2304, 1296)


def brass_at(size, text_scale=1.0, lang="en"):
    app = App(size, headless=True)
    app.settings.animation_speed = "off"
    app.settings.ui_scale = app.painter.text_scale = text_scale
    from game.core import i18n

    i18n.set_language(lang)
    app.settings.language = lang
    driver = Driver(app)
    view = open_table(app, driver, with_state(new_match(), two_ways_to_pay()))
    return app, driver, view


def panel_rects(view) -> dict[str, pygame.Rect]:
    return {
        "you": view.you_rect,
        "status": view.status_rect,
        "action": view.action_rect,
        "hand": view.hand_rect,
        "automa": view.automa_rect,
    }


def test_brass_at_720p_is_laid_out_as_on_the_stage():
    app, _driver, view = brass_at((1280, 720))
    scene = scene_of(app, view)
    try:
        assert scene.canvas == VIRTUAL
        filled = (pygame.Rect(view.map_rect), pygame.Rect(view.pan.rect), panel_rects(view))
        scene.fills_window = False  # the same table on the centred stage
        scene.resized()
        assert scene.canvas == VIRTUAL
        assert (view.map_rect, view.pan.rect, panel_rects(view)) == filled
        b = pygame.Rect(0, TOP_BAR.bottom, 1920, 1080 - TOP_BAR.bottom)
        assert view.board_rect == b and view.automa_rect.bottom == b.bottom - 12
        assert view.map_rect.right + 12 == view.you_rect.x and view.you_rect.right == 1920 - 12
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1080)])
def test_brass_gives_the_map_the_room_and_keeps_the_panels_apart(size):
    app, _driver, view = brass_at(size)
    scene = scene_of(app, view)
    try:
        canvas = scene.canvas
        assert view.map_rect.w > 1084 and view.map_rect.h > 960
        rects = panel_rects(view)
        for name, r in rects.items():
            assert canvas.contains(r), name
            assert r.right == canvas.right - 12, name  # anchored to the right edge
            assert not r.colliderect(view.map_rect), name
        names = list(rects)
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                assert not rects[a].colliderect(rects[b]), (a, b)
        assert all(canvas.contains(w.rect) for w in scene.bar.group.widgets)
        assert max(w.rect.right for w in scene.bar.group.widgets) == canvas.right - 28
    finally:
        pygame.display.quit()


def test_a_build_by_events_at_2560x1080_and_a_menu_over_it():
    app, driver, view = brass_at((2560, 1080))
    scene = scene_of(app, view)
    try:
        from game.games.brass.rules.state import CARD, MAIN
        from game.games.brass.rules.state import HUMAN as PERSON
        from tests.brass.helpers import space

        state = scene.session.match.state  # the game itself, as it moves on (the table holds its seat's view)
        east = space("kidderminster", 1)
        driver.click(view.action_buttons()["build"].rect.center)
        assert view.mode == "build"
        driver.drag(view.tile_rects["cotton_mill"].center, view.space_rects[east].center)
        assert state.phase == CARD
        driver.click(dict(view.card_rects)["kidderminster"].center)
        assert state.sp_owner[east] == PERSON and state.phase == MAIN
        # the menu: a centred stage over the table, its veil over the whole window
        driver.click(scene.buttons["menu"].rect.center)
        menu = app.stack.top
        assert menu is not scene and not menu.fills_window
        corner = app.window.get_at((2, 2))
        driver.key(pygame.K_ESCAPE)
        assert app.stack.top is scene
        assert app.window.get_at((2, 2)) != corner  # the veil reached the window's corner
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("name", ["brass-play", "brass-late", "brass-menu"])
def test_cached_frames_equal_fresh_ones_at_2560x1080(name):
    from tests.ui.test_layers import script

    app = App((2560, 1080), headless=True)
    app.settings.animation_speed = "off"
    try:
        dict(entries())[name](app)
        app.step([], 0.02)
        for event in script(app):
            app.step([event], 0.001)
            app.step([], 0.001)
            app.render()
            assert pygame.image.tobytes(app.window, "RGB") == fresh(app), f"{name}: after {event}"
    finally:
        pygame.display.quit()


def test_a_resize_lays_brass_out_again():
    app, _driver, view = brass_at((1280, 720))
    scene = scene_of(app, view)
    try:
        before = pygame.Rect(view.map_rect)
        pygame.display.set_mode((2560, 1080), pygame.RESIZABLE)
        app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(2560, 1080), w=2560, h=1080)], 0.01)
        app.render()
        assert scene.canvas.w > 1920 and view.map_rect.w > before.w
        assert scene.buttons["menu"].rect.right == scene.canvas.right - 28
    finally:
        pygame.display.quit()


@contextlib.contextmanager
def brass_scene(name, size, text_scale, lang):
    """``catalog_brass`` for a ``with`` block: the language and the display are put back after."""
    from game.core import i18n

    app, view = catalog_brass(name, size, text_scale, lang)
    try:
        yield app, view
    finally:
        i18n.set_language("en")
        pygame.display.quit()


def catalog_brass(name, size, text_scale, lang):
    from game.core import i18n

    app = App(size, headless=True)
    app.settings.animation_speed = "off"
    app.settings.language = lang
    i18n.set_language(lang)
    app.settings.ui_scale = app.painter.text_scale = text_scale
    dict(entries())[name](app)
    app.step([], 0.05)
    app.render()
    return app, app.stack.top.view


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1080)])
@pytest.mark.parametrize("lang,text_scale", [("en", 1.0), ("pt", 1.0), ("pt", 1.3)])
@pytest.mark.parametrize("name", ["brass-play", "brass-late"])
def test_the_brass_panels_hold_their_words(name, size, lang, text_scale):
    """The right-hand panels never overlap (nor the map, unless the era strip stands over its
    top), the era's end line stays in the era box or has a line of its own, the Automa's title
    and VP clear the "Last Automa turn" button, and the action hint is never shrunk."""
    from game.games.brass.view import column

    with brass_scene(name, size, text_scale, lang) as (app, view):
        p = app.painter
        rects = panel_rects(view)
        canvas = scene_of(app, view).canvas
        for key, r in rects.items():
            assert canvas.contains(r), key
            assert not r.colliderect(view.pan.rect), key  # the map shows under nothing
        names = list(rects)
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                assert not rects[a].colliderect(rects[b]), (a, b)
        status = view.status_layout
        now_w = p.measure(column.era_now(view.brules, view.state), column.ERA_NOW)[0]
        if not status["wide"]:
            assert 14 + now_w <= view.status.era_box.w
        assert view.status.market_box.w >= column.markets_width(view.brules, p)
        assert column.automa_head_width(view.state, p) <= view.automa_rect.w
        a = view.action_rect
        top = a.y + 8 + column.button_h(p) + 4
        right = getattr(view, "follow_left", a.right - 10) if view.my_turn() else a.right - 10
        box = pygame.Rect(a.x + 14, top, right - a.x - 24, a.bottom - top - 4)
        if view.action_stacked:
            box = pygame.Rect(a.x + 14, top, a.w - 28, a.bottom - 48 - top)
            assert all(w.rect.y >= box.bottom for w in view.widgets.widgets if a.contains(w.rect) and w.rect.y > top)
        lines = p.wrap(view.action_hint(), column.HINT, box.w)
        assert len(lines) * column.line_h(p, column.HINT) <= box.h


def test_an_idle_merchant_says_why_in_its_tooltip():
    app, view = catalog_brass("brass-play", (1280, 720), 1.3, "pt")
    try:
        assert view.no_merchant_rects
        assert view.board_tooltip(view.no_merchant_rects[0].center) is not None
    finally:
        from game.core import i18n

        i18n.set_language("en")
        pygame.display.quit()
