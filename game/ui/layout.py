"""The virtual 1920x1080 canvas, scaled to whatever size the window has.

Scenes lay everything out in virtual pixels; the ``Viewport`` maps them onto the real
window (uniform scale, centred, the margins painted as table).  Nothing ever
smooth-scales a whole frame: shapes, text and SVG art are drawn at the real size.
"""

from __future__ import annotations

import pygame

VIRTUAL_W, VIRTUAL_H = 1920, 1080
VIRTUAL = pygame.Rect(0, 0, VIRTUAL_W, VIRTUAL_H)


class Viewport:
    def __init__(self, size: tuple[int, int]):
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        w, h = self.size
        self.scale = min(w / VIRTUAL_W, h / VIRTUAL_H)
        self.ox = (w - VIRTUAL_W * self.scale) / 2
        self.oy = (h - VIRTUAL_H * self.scale) / 2

    def px(self, value: float) -> int:
        """A length in virtual pixels, in real pixels (at least 1 for anything positive)."""
        real = round(value * self.scale)
        return max(1, real) if value > 0 else real

    def point(self, pos: tuple[float, float]) -> tuple[int, int]:
        return (round(self.ox + pos[0] * self.scale), round(self.oy + pos[1] * self.scale))

    def rect(self, rect: pygame.Rect | tuple) -> pygame.Rect:
        r = pygame.Rect(rect)
        x0, y0 = self.point(r.topleft)
        x1, y1 = self.point(r.bottomright)
        return pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0))

    def to_virtual(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A real window position (e.g. ``event.pos``) on the virtual canvas."""
        return (round((pos[0] - self.ox) / self.scale), round((pos[1] - self.oy) / self.scale))

    @property
    def canvas(self) -> pygame.Rect:
        return self.rect(VIRTUAL)


def grid(rect: pygame.Rect, columns: int, rows: int, gap: int = 0) -> list[pygame.Rect]:
    """Split ``rect`` into equal cells, left to right then top to bottom."""
    w = (rect.w - gap * (columns - 1)) / columns
    h = (rect.h - gap * (rows - 1)) / rows
    return [
        pygame.Rect(round(rect.x + c * (w + gap)), round(rect.y + r * (h + gap)), round(w), round(h))
        for r in range(rows)
        for c in range(columns)
    ]


def row(rect: pygame.Rect, widths: list[int], gap: int = 0, align: str = "left") -> list[pygame.Rect]:
    """Rects of the given widths side by side inside ``rect`` (left, center or right)."""
    total = sum(widths) + gap * (len(widths) - 1)
    if align == "center":
        x = rect.x + (rect.w - total) // 2
    elif align == "right":
        x = rect.right - total
    else:
        x = rect.x
    out = []
    for w in widths:
        out.append(pygame.Rect(x, rect.y, w, rect.h))
        x += w + gap
    return out


def column(rect: pygame.Rect, heights: list[int], gap: int = 0) -> list[pygame.Rect]:
    out = []
    y = rect.y
    for h in heights:
        out.append(pygame.Rect(rect.x, y, rect.w, h))
        y += h + gap
    return out
