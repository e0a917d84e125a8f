"""Small drawing helpers and colours the Glen More board modules share."""

from __future__ import annotations

import pygame

from game.ui.draw import Painter

LAND_BG = (226, 220, 202)
CARD_BG = (224, 224, 214)
CELL_LINE = (205, 197, 176)


def shadow(p: Painter, rect: pygame.Rect, radius: int) -> None:
    """A soft shadow under a large box: only the strip that shows below it (cheap to draw)."""
    strip = pygame.Rect(rect.x + radius // 2, rect.bottom - radius, rect.w - radius, radius + 6)
    p.rect(strip, (0, 0, 0, 45), radius)


def dashes(p: Painter, rect: pygame.Rect, colour) -> None:
    step = 14
    for x in range(rect.x + 6, rect.right - 6, step * 2):
        p.line((x, rect.y), (min(x + step, rect.right - 6), rect.y), colour, 2)
        p.line((x, rect.bottom), (min(x + step, rect.right - 6), rect.bottom), colour, 2)
    for y in range(rect.y + 6, rect.bottom - 6, step * 2):
        p.line((rect.x, y), (rect.x, min(y + step, rect.bottom - 6)), colour, 2)
        p.line((rect.right, y), (rect.right, min(y + step, rect.bottom - 6)), colour, 2)
