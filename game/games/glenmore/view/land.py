"""Fitting the shown territory to its panel, and where its cubes and clan members sit: geometry
over the territory's ``PanZoom`` and the seat's view, owning nothing of the table."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.games.glenmore.rules.state import GlenMoreState
from game.games.glenmore.rules.territory import xy
from game.ui.pan_zoom import PanZoom

CubeRect = tuple[pygame.Rect, str, tuple[int, int]]

FIT_MAX_ZOOM = 1.15


def fit_territory(pan: PanZoom, territory: Sequence[int], overlays: Sequence[pygame.Rect]) -> None:
    """Show the whole ``territory`` (its cells) as large as it fits between the boxes drawn over
    it (``overlays``: its header, the zoom buttons, the cards and the chieftains)."""
    cells = [xy(c) for c in territory]
    x0, x1 = min(c[0] for c in cells), max(c[0] for c in cells)
    y0, y1 = min(c[1] for c in cells), max(c[1] for c in cells)
    blockers = [r.inflate(8, 8) for r in overlays]
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


def land_pieces(
    pan: PanZoom, state: GlenMoreState, seat: int, resources: Sequence[str]
) -> tuple[list[CubeRect], dict[tuple[int, int], pygame.Rect]]:
    """Where cubes and clan members sit on ``seat``'s territory (for clicks and drags): each
    cube's rect, resource and tile, and each tile's clan members' rect."""
    cube_rects: list[CubeRect] = []
    member_rects: dict[tuple[int, int], pygame.Rect] = {}
    size = pan.size
    for c in state.tiles[seat]:
        x, y = xy(c)
        rect = pan.cell_rect(x, y, 0.03)
        cubes = state.cubes[seat].get(c)
        if cubes:
            names = [n for n, k in zip(resources, cubes) for _ in range(k)]
            side = max(16, round(size * 0.22))
            total = len(names) * side + (len(names) - 1) * 4
            x0 = rect.centerx - total // 2
            for i, name in enumerate(names):
                cube_rects.append(
                    (
                        pygame.Rect(x0 + i * (side + 4), rect.y + round(rect.h * 0.47) - side // 2, side, side),
                        name,
                        (x, y),
                    )
                )
        if state.members[seat].get(c):
            side = max(22, round(size * 0.3))
            member_rects[(x, y)] = pygame.Rect(
                rect.x + round(rect.w * 0.08), rect.y + round(rect.h * 0.08), side, side
            )
    return cube_rects, member_rects
