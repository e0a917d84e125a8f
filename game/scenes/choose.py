"""Choose a game: one card per game present in this build."""

from __future__ import annotations

import pygame

from game import games
from game.core.i18n import Msg
from game.scenes import registry
from game.scenes.common import PageScene
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter
from game.ui.layout import row
from game.ui.widgets import Widget


class GameCard(Widget):
    def __init__(self, rect, key: str, on_click):
        super().__init__(rect)
        self.key = key
        self.on_click = on_click

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.on_click(self.key)
            return True
        return False

    def activate(self) -> None:
        self.on_click(self.key)

    def draw(self, p: Painter) -> None:
        r = self.rect
        lift = -6 if self.hovered or self.focused else 0
        card = r.move(0, lift)
        p.panel(card, Palette.panel, Palette.accent if self.hovered or self.focused else Palette.panel_edge, 20)
        art = pygame.Rect(card.x + 20, card.y + 20, card.w - 40, (card.w - 40) * 300 // 480)
        p.svg(f"scenes/emblem_{self.key}", art)
        y = art.bottom + 22
        name_style = TextStyle(40, Palette.ink, True, True)
        lines = p.label_lines(Msg(f"{self.key}.name"), name_style, card.w - 40) or [Msg(f"{self.key}.name")]
        for line in lines[:-1]:  # a long name wraps (at its size) and pushes the rest down
            p.text(line, (card.centerx, y), name_style, "midtop", max_width=card.w - 40)
            y += p.measure("Ag", name_style)[1] * 0.86
        p.text(lines[-1], (card.centerx, y), name_style, "midtop", max_width=card.w - 40)
        low, high = games.seat_range(self.key)
        if low == high == 1:
            players = Msg("core.title.solo")
        elif low == high:
            players = Msg("core.title.players_exact", count=low)
        else:
            players = Msg("core.title.players", low=low, high=high)
        p.text(players, (card.centerx, y + 62), TextStyle(24, Palette.accent, bold=True), "midtop")
        p.text_box(
            Msg(f"{self.key}.tagline"),
            pygame.Rect(card.x + 30, y + 104, card.w - 60, card.bottom - y - 124),
            TextStyle(25, Palette.ink_soft),
            valign="top",
        )
        if self.focused:
            p.focus_ring(card, 24)


class ChooseGameScene(PageScene):
    name = "choose"
    heading = Msg("core.title.choose_game")
    panel_rect = pygame.Rect(110, 90, 1700, 900)

    def build(self) -> None:
        keys = games.available()
        gap = 40 if len(keys) <= 3 else 28
        width = min(500, (self.panel_rect.w - 100 - gap * (len(keys) - 1)) // max(1, len(keys)))
        height = 640 if len(keys) <= 3 else 580  # narrower cards need less height for the same words
        slots = row(pygame.Rect(self.panel_rect.x, 210, self.panel_rect.w, height), [width] * len(keys), gap, "center")
        for slot, key in zip(slots, keys):
            self.group.add(GameCard(slot, key, self.choose))
        self.group.add(self.back_button())

    def choose(self, key: str) -> None:
        registry.push(self.app, "setup", key)
