"""The small choice beside a map piece clicked when it could do more than one thing."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Msg
from game.core.rules import Action
from game.ui.draw import Text
from game.ui.widgets import WidgetGroup

if TYPE_CHECKING:
    from game.games.brass.view.scene import BrassView


class Picker:
    """A small choice beside the map piece clicked, when it could do more than one thing
    (a shared space where two industries can be built, a tile to sell or overbuild)."""

    def __init__(self, view: BrassView, key: Hashable, actions: list[Action], anchor: tuple[int, int]):
        from game.games.brass.view.panel import picker_label

        self.view = view
        self.key = key
        self.actions = actions
        self.stamp = len(view.match.actions)
        self.widgets = WidgetGroup()
        row_h, w = 58, 460
        h = 56 + row_h * len(actions)
        rect = pygame.Rect(anchor[0] + 24, anchor[1] - h // 2, w, h)
        rect.clamp_ip(view.map_rect.inflate(-8, -8))
        self.rect = rect
        from game.games.brass.view.panel import PickRow

        for i, action in enumerate(actions):
            button = PickRow(
                pygame.Rect(rect.x + 12, rect.y + 48 + i * row_h, w - 24, row_h - 8),
                picker_label(view, action),
                lambda a=action: view.act(a),
                view,
                action,
                i + 1,
            )
            self.widgets.add(button)

    def still_valid(self) -> bool:
        return self.stamp == len(self.view.match.actions) and self.view.my_turn()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.widgets.handle(event):
            return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def tooltip_at(self, pos) -> Text | None:
        return self.widgets.tooltip_at(pos)

    def draw(self, p) -> None:
        from game.ui.art import Palette, TextStyle

        p.panel(self.rect, Palette.panel, Palette.accent, 14)
        p.text(
            Msg("brass.ui.picker_title"),
            (self.rect.x + 16, self.rect.y + 12),
            TextStyle(22, Palette.accent_deep, True),
            max_width=self.rect.w - 32,
        )
        self.widgets.draw(p)
