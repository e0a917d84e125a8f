"""Settings: language, fullscreen, computer-move speed, legal-move hints, the "suggest a move" button,
text size."""

from __future__ import annotations

import pygame

from game import storage
from game.core.i18n import LANGUAGES, Msg
from game.scenes.common import PageScene
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter
from game.ui.layout import column
from game.ui.widgets import Choice, Toggle


class SettingsScene(PageScene):
    name = "settings"
    heading = Msg("core.settings.title")

    def build(self) -> None:
        s = self.app.settings
        r = self.panel_rect
        slots = column(pygame.Rect(r.x + 120, r.y + 160, r.w - 240, 540), [76] * 6, 16)
        self.group.add(
            Choice(
                slots[0],
                Msg("core.settings.language"),
                [(k, Msg.raw(v)) for k, v in LANGUAGES.items()],
                s.language,
                self._language,
            )
        )
        self.group.add(
            Toggle(
                slots[1],
                Msg("core.settings.fullscreen"),
                lambda: self.app.fullscreen,
                self._fullscreen,
                tooltip=Msg("core.tooltip.fullscreen"),
            )
        )
        # slowest first: "›" goes towards Instant, "‹" towards Slow, and neither wraps around
        speeds = [(v, Msg(f"core.settings.animation_{v}")) for v in reversed(storage.Settings.ANIMATION_SPEEDS)]
        self.group.add(
            Choice(slots[2], Msg("core.settings.animation"), speeds, s.animation_speed, self._speed, wrap=False)
        )
        self.group.add(Toggle(slots[3], Msg("core.settings.legal_moves"), lambda: s.show_legal_moves, self._legal))
        self.group.add(Toggle(slots[4], Msg("core.hint.setting"), lambda: s.show_hint_button, self._hint))
        scales = [(v, Msg.raw(f"{round(v * 100)} %")) for v in storage.Settings.UI_SCALES]
        self.group.add(Choice(slots[5], Msg("core.settings.ui_scale"), scales, s.ui_scale, self._scale, wrap=False))
        self.group.add(self.back_button())

    def _changed(self) -> None:
        self.app.apply_settings()

    def _language(self, value: str) -> None:
        self.app.settings.language = value
        self._changed()

    def _fullscreen(self, on: bool) -> None:
        self.app.settings.fullscreen = on
        self._changed()

    def _speed(self, value: str) -> None:
        self.app.settings.animation_speed = value
        self._changed()

    def _legal(self, on: bool) -> None:
        self.app.settings.show_legal_moves = on
        self._changed()

    def _hint(self, on: bool) -> None:
        self.app.settings.show_hint_button = on
        self._changed()

    def _scale(self, value: float) -> None:
        self.app.settings.ui_scale = value
        self._changed()

    def content_key(self) -> tuple:
        return ()

    def draw_content(self, p: Painter) -> None:
        r = self.panel_rect
        p.text_box(
            Msg("core.settings.folder", path=str(storage.data_dir())),
            pygame.Rect(r.x + 136, r.y + 716, r.w - 272, 64),
            TextStyle(22, Palette.ink_soft),
            align="left",
        )
