"""Fitting the shown territory to its panel, and where its cubes and clan members sit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.glenmore.rules.territory import xy

if TYPE_CHECKING:
    from game.games.glenmore.view.scene import GlenMoreView

FIT_MAX_ZOOM = 1.15


def fit_territory(view: GlenMoreView) -> None:
    """Show the whole territory as large as it fits between the boxes drawn over it
    (its header, the zoom buttons, the cards and the chieftains)."""
    cells = [xy(c) for c in view.state.tiles[view.shown]]
    x0, x1 = min(c[0] for c in cells), max(c[0] for c in cells)
    y0, y1 = min(c[1] for c in cells), max(c[1] for c in cells)
    pan = view.pan
    blockers = [r.inflate(8, 8) for r in view.land_overlays()]
    middle = ((x0 + x1) / 2, (y0 + y1) / 2)
    shifts = [(0, 0), (0, 40), (0, -40), (120, 30), (-120, 30), (220, 0), (-220, 0), (0, 90)]
    zoom = FIT_MAX_ZOOM
    while True:
        pan.zoom = zoom
        size = pan.size
        for dx, dy in shifts:
            pan.center = (middle[0] - dx / size, middle[1] - dy / size)
            top_left = pan.to_screen(x0 - 0.62, y0 - 0.62)
            bottom_right = pan.to_screen(x1 + 0.62, y1 + 0.62)
            area = pygame.Rect(top_left, (bottom_right[0] - top_left[0], bottom_right[1] - top_left[1]))
            if pan.rect.contains(area) and area.collidelist(blockers) < 0:
                pan.adjusted = False
                return
        if zoom <= pan.min_zoom:
            break
        zoom = max(pan.min_zoom, zoom * 0.96)
    pan.center = middle
    pan.adjusted = False


def layout_land_pieces(view: GlenMoreView) -> None:
    """Where cubes and clan members sit on the shown territory (for clicks and drags)."""
    state = view.state
    seat = view.shown
    view.cube_rects = []
    view.member_rects = {}
    size = view.pan.size
    for c in state.tiles[seat]:
        x, y = xy(c)
        rect = view.pan.cell_rect(x, y, 0.03)
        cubes = state.cubes[seat].get(c)
        if cubes:
            names = [n for n, k in zip(view.grules.resources, cubes) for _ in range(k)]
            side = max(16, round(size * 0.22))
            total = len(names) * side + (len(names) - 1) * 4
            x0 = rect.centerx - total // 2
            for i, name in enumerate(names):
                view.cube_rects.append(
                    (
                        pygame.Rect(x0 + i * (side + 4), rect.y + round(rect.h * 0.47) - side // 2, side, side),
                        name,
                        (x, y),
                    )
                )
        if state.members[seat].get(c):
            side = max(22, round(size * 0.3))
            view.member_rects[(x, y)] = pygame.Rect(
                rect.x + round(rect.w * 0.08), rect.y + round(rect.h * 0.08), side, side
            )
