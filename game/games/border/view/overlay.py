"""One seat's board, large, over the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Msg
from game.games.border.components import bits
from game.games.border.view.art import solid_panel
from game.games.border.view.geom import BOARD_PAPER, HEADER_H, STRIP_H, HexLayout
from game.scenes.common import Overlay, dim
from game.ui.art import Palette
from game.ui.draw import Painter, Text
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.games.border.view.scene import BorderView


class BoardOverlay(Overlay):
    """One seat's board, large, with its scoring strip (all information is public)."""

    name = "border-board"
    size = (1500, 1010)

    def __init__(self, app, view: BorderView, seat: int):
        super().__init__(app)
        self.view = view
        self.seat = seat
        r = self.panel_rect
        self.group.add(
            Button(
                pygame.Rect(r.right - 240, r.y + 18, 210, 60),
                Msg("core.button.close"),
                self.close,
                icon="close",
                kind="primary",
            )
        )
        self._layout()

    def _layout(self) -> None:
        r = self.panel_rect
        self.header = pygame.Rect(r.x + 24, r.y + 18, r.w - 290, HEADER_H)
        board = pygame.Rect(r.x + 30, r.y + 90, r.w - 60, r.h - 90 - STRIP_H - 40)
        self.lay = HexLayout(self.view.brules.geometry, board)
        self.strip = pygame.Rect(self.lay.bounds.x, self.lay.bounds.bottom + 16, self.lay.bounds.w, STRIP_H)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            n = self.view.match.state.num_seats
            self.seat = (self.seat + (1 if event.key == pygame.K_RIGHT else -1)) % n
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.panel_rect.collidepoint(event.pos):
            self.close()
            return
        super().handle(event)

    def tooltip_at(self, pos) -> Text | None:
        state = self.view.match.state
        return self.group.tooltip_at(pos) or self.view.space_tip(state, self.seat, self.lay, pos, interactive=False)

    def draw(self, p: Painter) -> None:
        dim(p)
        solid_panel(p, self.panel_rect, BOARD_PAPER, Palette.panel_edge, 22)
        self.draw_content(p)
        self.group.draw(p)

    def draw_content(self, p: Painter) -> None:
        state = self.view.match.state
        self.view.draw_header(p, state, self.seat, self.header, banner=False)
        self.view.draw_seat_board(p, state, self.seat, self.lay)
        if self.seat != self.view.main_seat:  # what they crossed since you last acted
            for space in bits(self.view.fresh_crosses(state, self.seat)):
                self.view.fresh_ring(p, self.lay, space)
        self.view.draw_strip(p, state, self.seat, self.strip)
