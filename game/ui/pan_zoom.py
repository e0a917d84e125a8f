"""A window onto a square grid that scrolls and zooms: a player's territory, a map.

The grid is in *cells*: world point (x, y) is the centre of cell (x, y) when x and y are
whole numbers.  ``PanZoom`` maps cells onto a rect of the virtual canvas:

* the mouse wheel zooms around the pointer; ``zoom_by`` and ``fit`` serve buttons and keys;
* pressing on the view and moving pans it (``press`` / ``motion`` / ``release``; a press
  that does not move is reported back as a click, so the owner can use it);
* ``fit(bounds)`` shows a box of cells as large as the limits allow.

It knows nothing of what is drawn in the cells.
"""

from __future__ import annotations

import pygame

PAN_THRESHOLD = 8


class PanZoom:
    def __init__(self, rect: pygame.Rect, cell: float, min_zoom: float = 0.35, max_zoom: float = 1.6):
        self.rect = pygame.Rect(rect)
        self.cell = cell  # virtual pixels per cell at zoom 1
        self.min_zoom = min_zoom
        self.max_zoom = max_zoom
        self.zoom = 1.0
        self.center = (0.0, 0.0)  # world point shown at the middle of ``rect``
        self.adjusted = False  # the person moved or zoomed the view since the last fit
        self._press: tuple[int, int] | None = None
        self._press_center = (0.0, 0.0)
        self.panning = False
        self._pointer = (0, 0)

    # -- geometry -------------------------------------------------------------------
    @property
    def size(self) -> float:
        """Side of one cell on the canvas, in virtual pixels."""
        return self.cell * self.zoom

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        s = self.size
        return (self.rect.centerx + (wx - self.center[0]) * s, self.rect.centery + (wy - self.center[1]) * s)

    def to_world(self, pos) -> tuple[float, float]:
        s = self.size
        return (self.center[0] + (pos[0] - self.rect.centerx) / s, self.center[1] + (pos[1] - self.rect.centery) / s)

    def cell_rect(self, x: int, y: int, inset: float = 0.0) -> pygame.Rect:
        """The canvas rect of cell (x, y), shrunk by ``inset`` (a share of the cell) on each side."""
        s = self.size
        cx, cy = self.to_screen(x, y)
        half = s * (0.5 - inset)
        return pygame.Rect(round(cx - half), round(cy - half), max(1, round(2 * half)), max(1, round(2 * half)))

    def cell_at(self, pos) -> tuple[int, int] | None:
        if not self.rect.collidepoint(pos):
            return None
        wx, wy = self.to_world(pos)
        return (round(wx), round(wy))

    def visible(self, x: int, y: int) -> bool:
        return self.rect.colliderect(self.cell_rect(x, y))

    # -- changing the view --------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def fit(self, bounds: tuple[float, float, float, float], margin: float = 0.25) -> None:
        """Show cells ``bounds`` = (min x, min y, max x, max y) whole, centred, as large as allowed."""
        x0, y0, x1, y1 = bounds
        cols = x1 - x0 + 1 + 2 * margin
        rows = y1 - y0 + 1 + 2 * margin
        zoom = min(self.rect.w / (cols * self.cell), self.rect.h / (rows * self.cell))
        self.zoom = max(self.min_zoom, min(self.max_zoom, zoom))
        self.center = ((x0 + x1) / 2, (y0 + y1) / 2)
        self.adjusted = False

    def zoom_by(self, factor: float, around=None) -> None:
        """Zoom in (factor > 1) or out, keeping the world point under ``around`` in place."""
        around = around if around is not None else self.rect.center
        before = self.to_world(around)
        self.zoom = max(self.min_zoom, min(self.max_zoom, self.zoom * factor))
        after = self.to_world(around)
        self.center = (self.center[0] + before[0] - after[0], self.center[1] + before[1] - after[1])
        self.adjusted = True

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the view by (dx, dy) canvas pixels (the content follows the pointer)."""
        s = self.size
        self.center = (self.center[0] - dx / s, self.center[1] - dy / s)
        self.adjusted = True

    def keep_inside(self, bounds: tuple[float, float, float, float], share: float = 0.0) -> None:
        """Never scroll so far that ``bounds`` leave the view entirely; with ``share``, keep that
        share of them in view across and down (of the view's own size when they are larger)."""
        x0, y0, x1, y1 = bounds
        half_w = self.rect.w / self.size / 2
        half_h = self.rect.h / self.size / 2
        need_w = max(0.5, share * min(x1 - x0, 2 * half_w))
        need_h = max(0.5, share * min(y1 - y0, 2 * half_h))
        cx = min(max(self.center[0], x0 - half_w + need_w), x1 + half_w - need_w)
        cy = min(max(self.center[1], y0 - half_h + need_h), y1 + half_h - need_h)
        self.center = (cx, cy)

    # -- input ---------------------------------------------------------------------------
    def wheel(self, event: pygame.event.Event) -> bool:
        """A MOUSEWHEEL event (they carry no position: the last pointer position is used)."""
        if not self.rect.collidepoint(self._pointer):
            return False
        self.zoom_by(1.15 if event.y > 0 else 1 / 1.15, self._pointer)
        return True

    def press(self, pos) -> bool:
        if not self.rect.collidepoint(pos):
            return False
        self._press = tuple(pos)
        self._press_center = self.center
        self.panning = False
        return True

    def motion(self, pos) -> bool:
        """Track the pointer; True while a press is dragging the view."""
        self._pointer = tuple(pos)
        if self._press is None:
            return False
        dx, dy = pos[0] - self._press[0], pos[1] - self._press[1]
        if not self.panning and abs(dx) + abs(dy) > PAN_THRESHOLD:
            self.panning = True
        if self.panning:
            s = self.size
            self.center = (self._press_center[0] - dx / s, self._press_center[1] - dy / s)
            self.adjusted = True
        return self.panning

    def release(self, pos) -> str | None:
        """End a press: "pan" if it moved the view, "click" if it did not, None without a press."""
        if self._press is None:
            return None
        self._press = None
        if self.panning:
            self.panning = False
            return "pan"
        return "click" if self.rect.collidepoint(pos) else None

    def cancel(self) -> None:
        self._press = None
        self.panning = False

    @property
    def pressed(self) -> bool:
        return self._press is not None
