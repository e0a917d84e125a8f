"""What the app's own scenes share: backgrounds, headings, a page of widgets, an overlay."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.core.i18n import Msg
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.layers import LayerCache, over, widgets_look
from game.ui.layout import VIRTUAL, VIRTUAL_H, VIRTUAL_W
from game.ui.scene import Scene
from game.ui.widgets import Button, WidgetGroup

TITLE_STYLE = TextStyle(72, Palette.ink, bold=True, serif=True)
HEADING_STYLE = TextStyle(54, Palette.ink, bold=True, serif=True)
SUBTITLE_STYLE = TextStyle(28, Palette.ink_soft)


def draw_landscape(p: Painter) -> None:
    p.svg("scenes/title", VIRTUAL)


def draw_table(p: Painter) -> None:
    p.svg("scenes/table", p.vp.area)  # the whole canvas (the window, for a scene that fills it)


def dim(p: Painter, alpha: int = 150) -> None:
    p.rect(p.vp.window_area, (20, 26, 24, alpha))  # the whole window, margins included


def group_look(scene, base: type) -> Hashable | None:
    """What the pointer changes in a page or overlay whose ``handle`` is the base class's (only
    its widgets react); None (redraw on every motion) when a subclass handles events itself."""
    if type(scene).handle is not base.handle:
        return None
    return widgets_look(scene.group)


class PageScene(Scene):
    """A full page: the landscape, a central panel, a heading, widgets; Esc goes back."""

    heading: Text = ""
    panel_rect = pygame.Rect(360, 90, 1200, 900)

    def __init__(self, app):
        super().__init__(app)
        self.group = WidgetGroup()
        self.layers = LayerCache()
        self._page_key: Hashable | None = None
        self.build()

    def build(self) -> None:
        """Create the widgets (called again by ``rebuild``)."""

    def rebuild(self) -> None:
        focus = self.group.focus
        self.group.clear()
        self.build()
        if 0 <= focus < len(self.group.widgets):
            self.group.focus = focus
            self.group.widgets[focus].focused = True

    def back(self) -> None:
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.group.handle(event)

    def tooltip_at(self, pos) -> Text | None:
        return self.group.tooltip_at(pos)

    def tooltip_target(self, pos) -> pygame.Rect | None:
        return self.group.tooltip_target(pos)

    def update(self, dt: float) -> bool:
        return self.group.update(dt)

    def look(self) -> Hashable | None:
        return group_look(self, PageScene)

    def draw(self, p: Painter) -> None:
        """The landscape, the panel and the heading (with ``draw_content`` when the page gives a
        ``content_key``) are one cached layer; the widgets are drawn over it every frame."""
        content = self.content_key()
        self._page_key = (tuple(self.panel_rect), self.heading, content is not None and content)
        self.layers.paint(p, "page", self._page_key, lambda q: self._draw_page(q, content is not None))
        if content is None:
            self.draw_content(p)
        self.group.draw(p)

    def _draw_page(self, p: Painter, content: bool) -> None:
        draw_landscape(p)
        p.panel(self.panel_rect, (*Palette.panel, 242), Palette.panel_edge, 22)
        if self.heading:
            p.text(
                self.heading,
                (self.panel_rect.centerx, self.panel_rect.y + 40),
                HEADING_STYLE,
                "midtop",
                max_width=self.panel_rect.w - 80,
            )
        if content:
            self.draw_content(p)

    def draw_content(self, p: Painter) -> None:
        """Anything besides the widgets."""

    def content_key(self) -> Hashable | None:
        """What ``draw_content`` shows, when it is cheap to say: it is then kept in the page's
        layer and redrawn only when the key changes.  None (the default): drawn every frame."""
        return None

    def frame_key(self) -> Hashable | None:
        if self.content_key() is None:
            return None
        return (self._page_key, widgets_look(self.group))

    def back_button(self, label: Text = Msg("core.button.back")) -> Button:
        r = self.panel_rect
        return Button(pygame.Rect(r.x + 40, r.bottom - 96, 220, 64), label, self.back, icon="back")


class Overlay(Scene):
    """A panel over a dimmed view of the scene below."""

    opaque = False
    size = (900, 520)

    def __init__(self, app):
        super().__init__(app)
        self.group = WidgetGroup()
        self.layers = LayerCache()
        self._layer_key: Hashable | None = None
        w, h = self.size
        self.panel_rect = pygame.Rect((VIRTUAL_W - w) // 2, (VIRTUAL_H - h) // 2, w, h)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        self.group.handle(event)

    def close(self) -> None:
        self.app.stack.remove(self)

    def continue_button(self) -> Button:
        """"Continue" at the panel's bottom right, which closes it (Enter or Space too)."""
        r = self.panel_rect
        return Button(
            pygame.Rect(r.right - 300, r.bottom - 90, 260, 64),
            Msg("core.button.continue"),
            self.close,
            icon="play",
            kind="primary",
            text_size=22,
            hotkeys=(pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE),
        )

    def tooltip_at(self, pos) -> Text | None:
        return self.group.tooltip_at(pos)

    def tooltip_target(self, pos) -> pygame.Rect | None:
        return self.group.tooltip_target(pos)

    def update(self, dt: float) -> bool:
        return self.group.update(dt)

    def look(self) -> Hashable | None:
        return group_look(self, Overlay)

    def draw(self, p: Painter) -> None:
        """What shows through, the dimming, the panel and (with a ``content_key``) the content
        are one cached layer, kept while the scenes below keep their ``frame_key``; the widgets
        are drawn over it every frame."""
        content = self.content_key()
        self._layer_key = self._overlay_key()
        self.layers.paint(p, "overlay", self._layer_key, lambda q: self._draw_panel(q, content is not None))
        if content is None:
            self.draw_content(p)
        self.group.draw(p)

    def _overlay_key(self) -> Hashable | None:
        content = self.content_key()
        return over(self.app.stack.key_below(self), (tuple(self.panel_rect), content is not None and content))

    def covers_below(self, painter: Painter) -> bool:
        return self.layers.holds(painter, "overlay", self._overlay_key())

    def _draw_panel(self, p: Painter, content: bool) -> None:
        dim(p)
        p.panel(self.panel_rect, Palette.panel, Palette.panel_edge, 22)
        if content:
            self.draw_content(p)

    def draw_content(self, p: Painter) -> None:
        pass

    def content_key(self) -> Hashable | None:
        """What ``draw_content`` shows, when it is cheap to say (see ``PageScene.content_key``)."""
        return None

    def frame_key(self) -> Hashable | None:
        if self._layer_key is None or self.content_key() is None:
            return None
        return (self._layer_key, widgets_look(self.group))
