"""The progress track drawn as a compact strip over the bottom of the map: the income track's
100 spaces in their level bands with your marker and level, and the VP track with your marker
and the Automa's.  While the pointer rests on Loan, a ghost marker shows where the loan would
move your income (and the money it brings), before you confirm it."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from game.core.i18n import Msg
from game.games.brass.components import Board
from game.games.brass.rules.state import AUTOMA, HUMAN
from game.games.brass.view.art import owner_colour, owner_symbol
from game.ui.art import Palette, TextStyle, mix
from game.ui.components import Component
from game.ui.draw import Painter

TRACK_H = 74
LABEL_W = 84
LABEL = TextStyle(18, Palette.ink_soft, True)
VALUE = TextStyle(18, Palette.ink, True)


def _x(lane: pygame.Rect, space: int, spaces: int) -> float:
    return lane.x + (max(0, min(space, spaces - 1)) + 0.5) * lane.w / spaces


def _marker(p: Painter, centre, owner: int, ghost: bool = False) -> None:
    colour = owner_colour(owner)
    if ghost:
        p.circle(centre, 13, (*colour, 120))
        p.circle(centre, 13, Palette.glow, 3)
        return
    p.circle(centre, 12, colour)
    p.icon(owner_symbol(owner), pygame.Rect(centre[0] - 8, centre[1] - 8, 16, 16), Palette.paper_ink)


class Track(Component):
    """The strip over the bottom of the map.  Its part: your income space and both VP totals."""

    def __init__(self, board: Board):
        super().__init__()
        self.board = board

    @property
    def rect(self) -> pygame.Rect:
        return self.bounds

    def lay_out(self, map_rect: pygame.Rect, zoom_box: pygame.Rect) -> None:
        m = map_rect
        right = zoom_box.x - 12
        self.bounds = pygame.Rect(m.x + 12, m.bottom - 8 - TRACK_H, max(200, right - m.x - 24), TRACK_H)

    def slice(self, state: Any) -> Hashable:
        return (state.income, state.vp[HUMAN], state.vp[AUTOMA])

    def lanes(self) -> tuple[pygame.Rect, pygame.Rect]:
        r = self.bounds
        lane_w = r.w - LABEL_W - 86
        income = pygame.Rect(r.x + LABEL_W, r.y + 10, lane_w, 22)
        vp = pygame.Rect(r.x + LABEL_W, r.y + 42, lane_w, 22)
        return income, vp

    def paint(self, p: Painter, part: Any) -> None:
        money, vp_human, vp_automa = part
        board = self.board
        levels = board.track_levels
        n = len(levels)
        r = self.bounds
        p.panel(r, (*Palette.panel, 235), Palette.panel_edge, 12)
        income, vp = self.lanes()
        p.text(Msg("brass.track.income"), (r.x + 12, income.centery), LABEL, "midleft")
        p.text(Msg("brass.track.vp"), (r.x + 12, vp.centery), LABEL, "midleft")
        # the income bands: each level a band, alternately shaded; level 0 marked
        start = 0
        for space in range(1, n + 1):
            if space == n or levels[space] != levels[start]:
                x0 = income.x + start * income.w / n
                x1 = income.x + space * income.w / n
                shade = 0.25 if levels[start] % 2 else 0.55
                if levels[start] < 0:
                    fill = mix(Palette.danger_soft, Palette.panel, shade)
                else:
                    fill = mix(Palette.accent_soft, Palette.panel, shade)
                p.rect(pygame.Rect(round(x0), income.y, max(1, round(x1 - x0)), income.h), fill)
                start = space
        zero = income.x + levels.index(0) * income.w / n
        p.line((zero, income.y - 2), (zero, income.bottom + 2), Palette.ink_soft, 2)
        p.rect(income, Palette.panel_edge, 4, 1)
        _marker(p, (_x(income, money, n), income.centery), HUMAN)
        level = board.level(money)
        p.text(f"{level:+d}" if level else "0", (income.right + 12, income.centery), VALUE, "midleft")
        # VP: 0 to 100 (or more), both sides
        vps = {HUMAN: vp_human, AUTOMA: vp_automa}
        top = max(100, vp_human + 1, vp_automa + 1)
        p.rect(vp, mix(Palette.bg_deep, Palette.panel, 0.4), 4)
        for tick in range(10, top, 10):
            x = vp.x + tick * vp.w / top
            p.line((x, vp.y + 4), (x, vp.bottom - 4), Palette.panel_edge, 1)
        for owner in (AUTOMA, HUMAN):
            _marker(p, (_x(vp, vps[owner], top), vp.centery), owner)
        p.text(f"{vp_human}–{vp_automa}", (vp.right + 12, vp.centery), VALUE, "midleft")

    def loan_rect(self) -> pygame.Rect:
        """Where the loan preview may draw (the hover layer's patch)."""
        return self.bounds.inflate(60, 180)

    def paint_loan(self, p: Painter, income_space: int) -> None:
        """While the pointer rests on a legal Loan: a ghost marker where the loan moves your
        income (from ``income_space``), and what it brings, beside the track."""
        board = self.board
        after = board.top_space(board.level(income_space) - board.loan_levels)
        income, _vp = self.lanes()
        n = len(board.track_levels)
        x0, x1 = _x(income, income_space, n), _x(income, after, n)
        p.line((x0, income.centery), (x1, income.centery), Palette.glow, 4)
        _marker(p, (x1, income.centery), HUMAN, ghost=True)
        text = Msg("brass.track.loan", money=board.loan_money, level=board.level(after))
        w, h = p.measure(text, VALUE)
        box = pygame.Rect(0, 0, w + 24, h + 12)
        box.midbottom = (max(self.bounds.x + box.w // 2, min(x1, self.bounds.right - box.w // 2)), income.y - 8)
        p.panel(box, Palette.panel, Palette.glow, 8)
        p.text(text, box.center, VALUE, "center")
