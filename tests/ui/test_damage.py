"""Dirty-rect presentation: a frame presented as rectangles changed nothing outside them, and
frames that change more (a layer drawn afresh, a state change) are presented whole."""

import pygame
import pytest

from game.tools.catalog import entries
from tests.ui.drawn import fresh

BUILD = dict(entries())


def _motion(app, vpos):
    real = app.viewport.point(vpos)
    return pygame.event.Event(pygame.MOUSEMOTION, pos=real, rel=(1, 1), buttons=(0, 0, 0))


def _outside(before: pygame.Surface, after: pygame.Surface, rects: list[pygame.Rect]) -> int:
    """Pixels that differ between two frames outside ``rects``."""
    a, b = before.copy(), after.copy()
    for r in rects:
        a.fill((0, 0, 0), r)
        b.fill((0, 0, 0), r)
    return sum(1 for x, y in zip(pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")) if x != y)


@pytest.mark.parametrize("name", ["app-title", "app-settings", "app-choose", "schotten-menu", "schotten-results"])
def test_a_widget_hover_is_presented_as_rects_and_nothing_else_changes(app, name, monkeypatch):
    BUILD[name](app)
    app.step([], 0.05)
    app.render_if_dirty()
    updated: list[list[pygame.Rect]] = []
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: updated.append(list(rects or [])))
    buttons = [w for w in app.stack.top.group.widgets if w.visible]
    partial = 0
    for widget in buttons[:4]:
        for pos in (widget.rect.center, (widget.rect.centerx, widget.rect.bottom + 120)):
            before = app.window.copy()
            updated.clear()
            whole = app.presented_whole
            app.step([_motion(app, pos)], 0.02)
            app.render_if_dirty()
            if updated:
                partial += 1
                assert app.presented_whole == whole
                assert _outside(before, app.window, updated[0]) == 0, (name, widget)
    assert partial > 0, "no motion was presented as rectangles"


def test_a_tooltip_is_presented_as_its_box(app, driver, monkeypatch):
    from game.scenes.play import start_match
    from game.tools.catalog import demo_match

    scene = start_match(app, demo_match("schotten", moves=2), "damage")
    driver.send(dt=0.05)
    scene.open_menu()
    app.step([], 0.05)
    app.render_if_dirty()
    menu = app.stack.top
    save = menu.group.widgets[1]
    save.tooltip = "A tooltip"
    app.step([_motion(app, save.rect.center)], 0.02)
    app.render_if_dirty()
    updated: list[list[pygame.Rect]] = []
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: updated.append(list(rects or [])))
    before = app.window.copy()
    for _ in range(15):
        app.step([], 0.05)
        app.render_if_dirty()
    assert app.tooltip_shown and updated, "the tooltip came as rectangles"
    assert _outside(before, app.window, [r for rects in updated for r in rects]) == 0


def test_a_state_change_is_presented_whole(app, driver, monkeypatch):
    from game.scenes.play import start_match
    from game.tools.catalog import demo_match

    scene = start_match(app, demo_match("schotten", moves=2), "damage")
    driver.send(dt=0.05)
    app.render_if_dirty()
    whole = app.presented_whole
    real = app.viewport.point(scene.buttons["log"].rect.center)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step([pygame.event.Event(kind, pos=real, button=1)], 0.02)
    app.render_if_dirty()
    assert not scene.log_panel.open
    assert app.presented_whole == whole + 1


def test_a_view_that_says_where_it_draws_live_gets_its_drag_presented_as_rects(app, monkeypatch):
    """Schotten's live drawing during a drag is the floating card: declared with drag_rects, a
    drag that changes no layer is presented as rects and nothing changes outside them."""
    from game.games.schotten.view.table import SchottenTable
    from game.ui.damage import drag_rects

    monkeypatch.setattr(SchottenTable, "live_rects", lambda self: drag_rects(self.drag, 40))
    BUILD["schotten-play"](app)
    app.step([], 0.05)
    app.render_if_dirty()
    scene = app.stack.top
    drag = scene.view.drag
    source = next(s for s in drag.sources if drag.judge.legal_targets(s.payload))
    vp = app.viewport
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=vp.point(source.rect.center), button=1)], 0.02)
    app.render_if_dirty()
    updated: list[list[pygame.Rect]] = []
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: updated.append(list(rects or [])))
    x, y = source.rect.center
    for step in range(1, 25):
        before = app.window.copy()
        updated.clear()
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=vp.point((x, y - 6 * step)), rel=(0, -6), buttons=(1, 0, 0))
        app.step([event], 0.02)
        app.render_if_dirty()
        if updated:
            assert _outside(before, app.window, updated[0]) == 0, step
    assert app.presented_rects > 0


PLAY_SCENES = [
    "schotten-play",
    "schotten-give-back",
    "border-rolling",
    "border-play",
    "glenmore-play",
    "glenmore-late",
    "brass-play",
    "brass-late",
]


def _hover_and_drag(app):
    """Pointer motions over the board, then a drag from a piece across its targets and the board."""
    scene = app.stack.top
    vp = app.viewport
    board = scene.board_rect
    for j in range(1, 4):
        for i in range(1, 8):
            pos = (board.x + board.w * i / 8, board.y + board.h * j / 4)
            yield pygame.event.Event(pygame.MOUSEMOTION, pos=vp.point(pos), rel=(1, 1), buttons=(0, 0, 0))
    drag = scene.view.drag
    source = next((s for s in drag.sources if drag.judge.legal_targets(s.payload)), None)
    if source is None:
        return
    here = source.rect.center
    yield pygame.event.Event(pygame.MOUSEMOTION, pos=vp.point(here), rel=(0, 0), buttons=(0, 0, 0))
    yield pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=vp.point(here), button=1)
    legal = drag.judge.legal_targets(source.payload)
    ends = [rect.center for key, rect in drag.targets.items() if key in legal][:4] + [board.center, board.topleft]
    for end in ends:
        for k in range(1, 7):
            pos = (here[0] + (end[0] - here[0]) * k / 6, here[1] + (end[1] - here[1]) * k / 6)
            yield pygame.event.Event(pygame.MOUSEMOTION, pos=vp.point(pos), rel=(1, 1), buttons=(1, 0, 0))
        here = end


@pytest.mark.parametrize("name", PLAY_SCENES)
def test_drag_and_hover_frames_equal_a_fresh_redraw(app, name, monkeypatch):
    """In every game, after each pointer motion over the board and each step of a drag, the
    window (frames presented whole or as rects, built one on the other) equals the frame drawn
    from scratch: nothing stale is left outside the rects."""
    BUILD[name](app)
    app.step([], 0.05)
    app.render_if_dirty()
    monkeypatch.setattr(pygame.display, "update", lambda rects=None: None)
    rects_before = app.presented_rects
    for n, event in enumerate(_hover_and_drag(app)):
        app.step([event], 0.02)
        app.render_if_dirty()
        assert pygame.image.tobytes(app.window, "RGB") == fresh(app), (name, n, event)
    if name in ("schotten-play", "border-rolling", "glenmore-late", "brass-late"):
        assert app.presented_rects > rects_before, "a drag is presented as rects"


def test_a_frame_drawn_in_part_skips_the_buttons_outside_it(app):
    """Buttons whose drawing (with its shadow and focus ring) lies outside a partial frame's clip
    are not drawn (a drag in Glen More drew its nine buttons every frame); a widget with drawing
    of its own cannot say where it draws, and is drawn."""
    from game.core.i18n import Msg
    from game.ui.widgets import Button, WidgetGroup

    class Own(Button):
        def draw(self, p):
            super().draw(p)

    group = WidgetGroup()
    near = Button(pygame.Rect(100, 100, 200, 60), Msg.raw("near"), lambda: None)
    far = Button(pygame.Rect(900, 600, 200, 60), Msg.raw("far"), lambda: None)
    own = Own(pygame.Rect(1500, 900, 200, 60), Msg.raw("own"), lambda: None)
    for w in (near, far, own):
        group.add(w)
    p = app.painter
    drawn = []
    label = p.label
    p.label = lambda text, *a, **k: (drawn.append(text), label(text, *a, **k))[1]
    try:
        p.surface.set_clip(p.vp.rect(pygame.Rect(80, 80, 300, 120)))
        group.draw(p)
        assert drawn == [near.label, own.label]
        drawn.clear()
        p.surface.set_clip(p.vp.rect(pygame.Rect(1090, 655, 40, 40)))  # within reach of the far button's shadow
        group.draw(p)
        assert drawn == [far.label, own.label]
        drawn.clear()
        p.surface.set_clip(None)
        group.draw(p)
        assert drawn == [near.label, far.label, own.label]
    finally:
        p.surface.set_clip(None)
        del p.label
