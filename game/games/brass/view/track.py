"""The progress track drawn as a compact strip over the bottom of the map: the income track's
100 spaces in their level bands with your marker and level, and the VP track with your marker
and the Automa's.  While the pointer rests on Loan, a ghost marker shows where the loan would
move your income (and the money it brings), before you confirm it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.i18n import Msg
from game.games.brass.rules.actions import Loan
from game.games.brass.rules.state import AUTOMA, HUMAN, MAIN, BrassState
from game.games.brass.view.art import owner_colour, owner_symbol
from game.ui.art import Palette, TextStyle, mix
from game.ui.draw import Painter

if TYPE_CHECKING:
    from game.games.brass.view.scene import BrassView

TRACK_H = 74
LABEL_W = 84
LABEL = TextStyle(18, Palette.ink_soft, True)
VALUE = TextStyle(18, Palette.ink, True)


def layout_track(view: BrassView) -> None:
    m = view.map_rect
    right = view.zoom_box.x - 12
    view.track_rect = pygame.Rect(m.x + 12, m.bottom - 8 - TRACK_H, max(200, right - m.x - 24), TRACK_H)


def _lanes(view: BrassView) -> tuple[pygame.Rect, pygame.Rect]:
    r = view.track_rect
    lane_w = r.w - LABEL_W - 86
    income = pygame.Rect(r.x + LABEL_W, r.y + 10, lane_w, 22)
    vp = pygame.Rect(r.x + LABEL_W, r.y + 42, lane_w, 22)
    return income, vp


def _x(lane: pygame.Rect, space: int, spaces: int) -> float:
    return lane.x + (max(0, min(space, spaces - 1)) + 0.5) * lane.w / spaces


def draw_track(view: BrassView, p: Painter, state: BrassState) -> None:
    board = view.brules.board
    levels = board.track_levels
    n = len(levels)
    r = view.track_rect
    p.panel(r, (*Palette.panel, 235), Palette.panel_edge, 12)
    income, vp = _lanes(view)
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
    _marker(p, (_x(income, state.income, n), income.centery), HUMAN)
    level = board.level(state.income)
    p.text(f"{level:+d}" if level else "0", (income.right + 12, income.centery), VALUE, "midleft")
    # VP: 0 to 100 (or more), both sides
    top = max(100, state.vp[HUMAN] + 1, state.vp[AUTOMA] + 1)
    p.rect(vp, mix(Palette.bg_deep, Palette.panel, 0.4), 4)
    for tick in range(10, top, 10):
        x = vp.x + tick * vp.w / top
        p.line((x, vp.y + 4), (x, vp.bottom - 4), Palette.panel_edge, 1)
    for owner in (AUTOMA, HUMAN):
        _marker(p, (_x(vp, state.vp[owner], top), vp.centery), owner)
    p.text(f"{state.vp[HUMAN]}–{state.vp[AUTOMA]}", (vp.right + 12, vp.centery), VALUE, "midleft")


def _marker(p: Painter, centre, owner: int, ghost: bool = False) -> None:
    colour = owner_colour(owner)
    if ghost:
        p.circle(centre, 13, (*colour, 120))
        p.circle(centre, 13, Palette.glow, 3)
        return
    p.circle(centre, 12, colour)
    p.icon(owner_symbol(owner), pygame.Rect(centre[0] - 8, centre[1] - 8, 16, 16), Palette.paper_ink)


def loan_hovered(view: BrassView) -> bool:
    button = view.action_buttons().get("loan")
    return button is not None and button.hovered and view.my_turn() and view.state.phase == MAIN


def draw_loan_preview(view: BrassView, p: Painter) -> None:
    """While the pointer rests on Loan: a ghost marker where the loan moves your income, and
    what it brings, beside the track."""
    state = view.state
    rules = view.brules
    if rules.why_illegal(state, Loan()) is not None:
        return
    board = rules.board
    after = board.top_space(board.level(state.income) - board.loan_levels)
    income, _vp = _lanes(view)
    n = len(board.track_levels)
    x0, x1 = _x(income, state.income, n), _x(income, after, n)
    p.line((x0, income.centery), (x1, income.centery), Palette.glow, 4)
    _marker(p, (x1, income.centery), HUMAN, ghost=True)
    text = Msg("brass.track.loan", money=board.loan_money, level=board.level(after))
    w, h = p.measure(text, VALUE)
    box = pygame.Rect(0, 0, w + 24, h + 12)
    box.midbottom = (max(view.track_rect.x + box.w // 2, min(x1, view.track_rect.right - box.w // 2)), income.y - 8)
    p.panel(box, Palette.panel, Palette.glow, 8)
    p.text(text, box.center, VALUE, "center")
