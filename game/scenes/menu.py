"""The in-game menu: resume, save as, load, settings, rules, title screen, quit."""

from __future__ import annotations

import pygame

from game.core.i18n import Msg
from game.scenes import registry
from game.scenes.common import HEADING_STYLE, Overlay
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter
from game.ui.layout import column
from game.ui.widgets import Button


class GameMenu(Overlay):
    name = "menu"
    size = (700, 880)

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        r = self.panel_rect
        entries = [
            (Msg("core.button.resume"), self.close, "play", "primary"),
            (Msg("core.button.save_as"), self.save_as, "save", "secondary"),
            (Msg("core.button.load"), self.load, "folder", "secondary"),
            (Msg("core.button.rules"), self.rules, "book", "secondary"),
            (Msg("core.button.settings"), self.settings, "gear", "secondary"),
            (Msg("core.button.title"), self.title, "back", "secondary"),
            (Msg("core.button.quit"), app.request_quit, "close", "ghost"),
        ]
        slots = column(pygame.Rect(r.x + 100, r.y + 130, r.w - 200, 600), [68] * len(entries), 14)
        for slot, (label, action, icon, kind) in zip(slots, entries):
            self.group.add(Button(slot, label, action, icon=icon, kind=kind))
        self.group.move_focus(1)

    def content_key(self) -> tuple:
        return (self.app.settings.show_hint_button,)

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        p.text(Msg("core.game.menu_title"), (r.centerx, r.y + 40), HEADING_STYLE, "midtop")
        p.text_box(
            Msg("core.keys.hint_with_h" if self.app.settings.show_hint_button else "core.keys.hint"),
            pygame.Rect(r.x + 30, r.bottom - 130, r.w - 60, 110),
            TextStyle(22, Palette.ink_soft),
        )

    def save_as(self) -> None:
        self.close()
        registry.push(self.app, "save_as", self.play)

    def load(self) -> None:
        self.close()
        registry.push(self.app, "load")

    def rules(self) -> None:
        self.close()
        self.play.open_rules()

    def settings(self) -> None:
        self.close()
        registry.push(self.app, "settings")

    def title(self) -> None:
        self.play.session.save_now()
        registry.reset(self.app, "title")
