"""The Border's screen: colours, sizes, durations and the hexagon geometry every part of the view uses."""

from __future__ import annotations

import math
from functools import cache
from typing import NamedTuple

import pygame

from game.games.border.components import Geometry, hex_centre
from game.ui.art import MIN_TEXT_PX, Palette, hex_colour

SQ3 = math.sqrt(3)

# Our own dice colours (each colour also has its symbol: data/border/boards.yaml).
DIE_COLOURS: dict[str, tuple[int, int, int]] = {
    "grey": hex_colour("#8D949B"),
    "red": hex_colour("#C0453A"),
    "yellow": hex_colour("#E6B925"),
    "blue": hex_colour("#3568A0"),
    "orange": hex_colour("#E07A30"),
    "green": hex_colour("#4A8546"),
}
SYMBOL_INK: dict[str, tuple[int, int, int]] = {
    "grey": Palette.ink,
    "red": Palette.paper_ink,
    "yellow": Palette.ink,
    "blue": Palette.paper_ink,
    "orange": Palette.ink,
    "green": Palette.paper_ink,
}
# The tint of each area (identity only: the motif and the name carry the meaning).
AREA_TINTS: dict[str, tuple[int, int, int]] = {
    "castle": hex_colour("#8C7BA8"),
    "villa": hex_colour("#C27A5C"),
    "windmill": hex_colour("#C9A54E"),
    "chapel": hex_colour("#B67D8F"),
    "well": hex_colour("#4F948F"),
    "orchard": hex_colour("#7FA75B"),
    "meadow": hex_colour("#9DB350"),
    "forge": hex_colour("#9A6B55"),
    "harbour": hex_colour("#6D8DA6"),
}
BOARD_PAPER = hex_colour("#F7F1E4")
WHITE_SPACE = hex_colour("#FFFDF8")
MARKER = hex_colour("#231F1B")

# durations in seconds at "normal" speed (the frame scales them by the settings)
TUMBLE = 0.75
SLIDE = 0.24
FLY = 0.42
STROKE = 0.24
POP = 1.1

DIE_GAP = 12
TRAY_H = 372
STRIP_H = 96
HEADER_H = 60
PAD = 16
MIN_TEXT = MIN_TEXT_PX  # window pixels: no number drawn on a board is smaller (issues 13, 21)
COMPACT_H = 60  # a folded panel of another seat (one line)
PANEL_GAP = 12
TALL_INFO_H = 96  # above the board of a grown panel: name, points, areas, status

# pointy-top hexagon: corner k at angle 60k - 30 degrees; edge k (corners k, k+1) faces
# the neighbour in direction k: E, SE, SW, W, NW, NE.
_CORNERS = [(math.cos(math.radians(60 * k - 30)), math.sin(math.radians(60 * k - 30))) for k in range(6)]


def neighbour_cell(cell: tuple[int, int], k: int) -> tuple[int, int]:
    r, c = cell
    sh = r & 1
    return ((r, c + 1), (r + 1, c + sh), (r + 1, c - 1 + sh), (r, c - 1), (r - 1, c - 1 + sh), (r - 1, c + sh))[k]


def hex_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [(cx + r * dx, cy + r * dy) for dx, dy in _CORNERS]


@cache
def unit_extent(geometry: Geometry) -> tuple[float, float, float, float]:
    """minx, miny, width, height of the whole map for hexagons of radius 1."""
    cells = list(geometry.spaces) + [c for a in geometry.areas for c in a.cells]
    pts = [hex_centre(c) for c in cells]
    minx = min(x for x, _ in pts) - SQ3 / 2
    maxx = max(x for x, _ in pts) + SQ3 / 2
    miny = min(y for _, y in pts) - 1
    maxy = max(y for _, y in pts) + 1
    return minx, miny, maxx - minx, maxy - miny


class HexLayout:
    """Where every hexagon of the shared geometry lands inside ``rect`` (virtual pixels)."""

    def __init__(self, geometry: Geometry, rect: pygame.Rect):
        minx, miny, w, h = unit_extent(geometry)
        self.geometry = geometry
        self.r = min(rect.w / w, rect.h / h)
        bw, bh = w * self.r, h * self.r
        left = rect.x + (rect.w - bw) / 2
        top = rect.y + (rect.h - bh) / 2
        self.bounds = pygame.Rect(round(left), round(top), math.ceil(bw), math.ceil(bh))
        self.x0 = left - minx * self.r
        self.y0 = top - miny * self.r
        self.centres = [self.at(c) for c in geometry.spaces]
        self._rows: dict[int, list[int]] = {}  # spaces by board row: a pointer checks only its rows
        for s, cell in enumerate(geometry.spaces):
            self._rows.setdefault(cell[0], []).append(s)
        self._row_y = {row: self.centres[spaces[0]][1] for row, spaces in self._rows.items()}

    def at(self, cell: tuple[int, int]) -> tuple[float, float]:
        x, y = hex_centre(cell)
        return (self.x0 + x * self.r, self.y0 + y * self.r)

    def space_at(self, pos) -> int | None:
        if not self.bounds.collidepoint(pos):
            return None
        best, best_d = None, (self.r * 0.93) ** 2
        for row, y in self._row_y.items():
            if abs(y - pos[1]) >= self.r:
                continue
            for s in self._rows[row]:
                x, y = self.centres[s]
                d = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
                if d < best_d:
                    best, best_d = s, d
        return best

    def area_at(self, pos) -> int | None:
        if not self.bounds.collidepoint(pos):
            return None
        for area in self.geometry.areas:
            for cell in area.cells:
                x, y = self.at(cell)
                if (x - pos[0]) ** 2 + (y - pos[1]) ** 2 < (self.r * 0.9) ** 2:
                    return area.index
        return None

    def space_rect(self, s: int) -> pygame.Rect:
        side = self.r * 1.5
        x, y = self.centres[s]
        return pygame.Rect(round(x - side / 2), round(y - side / 2), round(side), round(side))

    def area_centre(self, a: int) -> tuple[float, float]:
        pts = [self.at(c) for c in self.geometry.areas[a].cells]
        return (sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts))

    def segment_centre(self, spaces) -> tuple[float, float]:
        pts = [self.centres[s] for s in spaces]
        return (sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts))


class Panel(NamedTuple):
    """Another seat's panel in the column: ``kind`` is "row" (small board beside the words),
    "tall" (grown: the words above a readable board) or "compact" (folded: one line, no board)."""

    seat: int
    rect: pygame.Rect
    lay: HexLayout | None
    kind: str
