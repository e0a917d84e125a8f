"""Message, question and error dialogs."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.i18n import Msg
from game.scenes import registry
from game.scenes.common import HEADING_STYLE, Overlay
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text
from game.ui.layout import row
from game.ui.widgets import Button


class Dialog(Overlay):
    """A title, a message and up to three buttons ``(label, callback, kind)``."""

    name = "dialog"

    def __init__(
        self,
        app,
        title: Text,
        message: Text,
        buttons: list[tuple[Text, Callable[[], None] | None, str]],
        icon: str = "info",
        widths: list[int] | None = None,
    ):
        super().__init__(app)
        self.title = title
        self.message = message
        self.icon = icon
        widths = widths or [260] * len(buttons)
        need = sum(widths) + 24 * (len(widths) - 1) + 80
        if need > self.panel_rect.w:  # the buttons set the width: none ever stands outside the panel
            self.panel_rect = self.panel_rect.inflate(need - self.panel_rect.w, 0)
        r = self.panel_rect
        slots = row(pygame.Rect(r.x, r.bottom - 110, r.w, 70), widths, 24, "center")
        for slot, (label, callback, kind) in zip(slots, buttons):
            self.group.add(Button(slot, label, self._closing(callback), kind=kind))
        if self.group.widgets:
            self.group.move_focus(1)

    def _closing(self, callback: Callable[[], None] | None) -> Callable[[], None]:
        def run() -> None:
            self.close()
            if callback:
                callback()

        return run

    def content_key(self) -> tuple:
        return ()  # fixed for the dialog's life (language and text size are in every layer's key)

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        colour = Palette.danger if self.icon == "warning" else Palette.accent
        p.icon(self.icon, pygame.Rect(r.x + 50, r.y + 48, 56, 56), colour)
        p.text(self.title, (r.x + 130, r.y + 46), HEADING_STYLE, max_width=r.w - 180)
        p.text_box(
            self.message,
            pygame.Rect(r.x + 60, r.y + 140, r.w - 120, r.h - 270),
            TextStyle(28, Palette.ink),
            align="left",
            valign="top",
        )


def confirm(
    app,
    title: Text,
    message: Text,
    on_yes: Callable[[], None],
    yes: Text = Msg("core.button.confirm_yes"),
    no: Text = Msg("core.button.confirm_no"),
) -> None:
    app.stack.push(Dialog(app, title, message, [(no, None, "secondary"), (yes, on_yes, "primary")]))


def inform(app, title: Text, message: Text, icon: str = "info") -> None:
    app.stack.push(Dialog(app, title, message, [(Msg("core.button.ok"), None, "primary")], icon))


class ErrorScene(Dialog):
    """Shown instead of a traceback.  ``fatal``: the only way on is to quit.

    It is opaque and draws its own plain background: the scene that failed is never drawn
    under it again.  Esc does what its first button does (back to the title, or quit).
    """

    name = "error"
    opaque = True
    size = (1160, 620)
    toast_bottom = 1050  # messages below the panel, never over it

    def __init__(self, app, message: Text, fatal: bool = False, title: Text = Msg("core.error.title")):
        buttons = [(Msg("core.button.quit"), app.request_quit, "danger")]
        if not fatal:
            buttons.insert(0, (Msg("core.button.title"), lambda: _to_title(app), "secondary"))
        super().__init__(app, title, message, buttons, icon="warning")
        self.fatal = fatal

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.fatal:
                self.app.request_quit()
            else:
                _to_title(self.app)
            return
        self.group.handle(event)

    def draw(self, p: Painter) -> None:
        p.fill(Palette.felt_deep)
        p.panel(self.panel_rect, Palette.panel, Palette.panel_edge, 22)
        self.draw_content(p)
        self.group.draw(p)

    def close(self) -> None:
        if not self.fatal:
            super().close()


def _to_title(app) -> None:
    registry.reset(app, "title")
