"""The virtual canvas, scaled to whatever size the window has.

Scenes lay everything out in virtual pixels; the ``Viewport`` maps them onto the real
window by a uniform scale.  Nothing ever smooth-scales a whole frame: shapes, text and SVG
art are drawn at the real size.

Two kinds of canvas:

* the *stage* (the default): a fixed 1920x1080 canvas, centred in the window, the margins
  painted as table (title, menus, dialogs, most games);
* the *fill* canvas (``Viewport(size, fill=True)``, for a scene whose ``fills_window`` is
  True): the canvas is the whole window.  Its scale is ``fit / density(fit)`` where ``fit`` is
  the stage's scale: at 1280x720 and any 16:9 window at or below it the canvas is exactly the
  stage (1920x1080 at 1280/1920); a wider or taller window gives the extra width or height to
  the canvas; a larger window gives more virtual room as well as larger pixels, the text
  growing slower than the window (``density``: 1.2 at 1920x1080, 1.4 at 2560x1440 and
  above), yet always at least as large in real pixels as at 720p.
"""

from __future__ import annotations

import math

import pygame

VIRTUAL_W, VIRTUAL_H = 1920, 1080
VIRTUAL = pygame.Rect(0, 0, VIRTUAL_W, VIRTUAL_H)
BASE_SCALE = 1280 / VIRTUAL_W
"""The stage's scale at 1280x720: a fill canvas is the stage at or below it."""
DENSITY_SLOPE = 0.4
DENSITY_MAX = 1.4


def density(fit: float) -> float:
    """How much more virtual room than the stage a fill canvas gets in each direction, for a
    stage scale ``fit``: 1 at or below 1280x720, then rising linearly with the window's size
    (1.2 at 1920x1080), at most ``DENSITY_MAX`` (from 2560x1440 on)."""
    return min(DENSITY_MAX, max(1.0, 1.0 + DENSITY_SLOPE * (fit / BASE_SCALE - 1.0)))


class Viewport:
    def __init__(self, size: tuple[int, int], fill: bool = False):
        self.fill = fill
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        w, h = self.size
        fit = min(w / VIRTUAL_W, h / VIRTUAL_H)
        if self.fill:
            self.scale = fit / density(fit)
            vw = max(VIRTUAL_W, math.ceil(w / self.scale - 0.01))
            vh = max(VIRTUAL_H, math.ceil(h / self.scale - 0.01))
            self.virtual_size = (vw, vh)
            self.ox = self.oy = 0.0
        else:
            self.scale = fit
            self.virtual_size = (VIRTUAL_W, VIRTUAL_H)
            self.ox = (w - VIRTUAL_W * self.scale) / 2
            self.oy = (h - VIRTUAL_H * self.scale) / 2

    @property
    def area(self) -> pygame.Rect:
        """The canvas in virtual pixels: (0, 0) to its virtual size (1920x1080 on the stage)."""
        return pygame.Rect((0, 0), self.virtual_size)

    @property
    def window_area(self) -> pygame.Rect:
        """The whole window in virtual pixels (on the stage it reaches into the margins, so a
        veil drawn over it covers the window, not only the stage)."""
        x0, y0 = self.to_virtual((0, 0))
        x1, y1 = self.to_virtual(self.size)
        return pygame.Rect(x0 - 1, y0 - 1, x1 - x0 + 2, y1 - y0 + 2)

    @property
    def key(self) -> tuple:
        """What a picture drawn through this viewport depends on (layers are keyed by it)."""
        return (self.size, self.scale, self.virtual_size, self.ox, self.oy)

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
