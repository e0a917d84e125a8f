"""One seat's board, large, over the table."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.core.i18n import Msg
from game.games.border.rules.engine import BorderRules
from game.games.border.view.art import solid_panel
from game.games.border.view.geom import BOARD_PAPER, HEADER_H, STRIP_H, HexLayout
from game.games.border.view.seatcard import SeatCard
from game.scenes.common import Overlay, dim
from game.ui.art import Palette
from game.ui.draw import Painter, Text
from game.ui.widgets import Button

CardOf = Callable[[int], Hashable]
"""A seat's ``SeatCard`` part as the table shows it now (seatcard.card_part)."""
TipOf = Callable[[int, HexLayout, tuple[int, int]], Text | None]
"""The tooltip over a seat's board drawn in a layout, at a point."""


class BoardOverlay(Overlay):
    """One seat's board, large, with its scoring strip (all information is public).  Its content
    is a ``SeatCard`` keyed by its part: kept as one layer with the dimmed table under it while
    that seat's board and the table below stand still."""

    name = "border-board"
    size = (1500, 1010)

    def __init__(self, app, rules: BorderRules, seats: int, seat: int, card_of: CardOf, tip_of: TipOf):
        super().__init__(app)
        self.seats = seats
        self.seat = seat
        self.card_of = card_of
        self.tip_of = tip_of
        self.card = SeatCard(rules, lambda s: card_of(s))
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
        header = pygame.Rect(r.x + 24, r.y + 18, r.w - 290, HEADER_H)
        board = pygame.Rect(r.x + 30, r.y + 90, r.w - 60, r.h - 90 - STRIP_H - 40)
        lay = HexLayout(rules.geometry, board)
        self.card.place(header, lay, pygame.Rect(lay.bounds.x, lay.bounds.bottom + 16, lay.bounds.w, STRIP_H))

    @property
    def lay(self) -> HexLayout:
        assert self.card.lay is not None
        return self.card.lay

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.seat = (self.seat + (1 if event.key == pygame.K_RIGHT else -1)) % self.seats
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.panel_rect.collidepoint(event.pos):
            self.close()
            return
        super().handle(event)

    def tooltip_at(self, pos) -> Text | None:
        return self.group.tooltip_at(pos) or self.tip_of(self.seat, self.lay, pos)

    def content_key(self) -> Hashable:
        return (self.seat, self.card.part(self.seat))

    def _draw_panel(self, p: Painter, content: bool) -> None:
        dim(p)
        solid_panel(p, self.panel_rect, BOARD_PAPER, Palette.panel_edge, 22)
        if content:
            self.draw_content(p)

    def draw_content(self, p: Painter) -> None:
        self.card.paint(p, self.card.part(self.seat))
