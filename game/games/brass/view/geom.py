"""Where everything sits on the Brass map, in world units (virtual pixels at zoom 1).

Each location is a *plate*: towns and the farm breweries carry a name banner and their
industry spaces (laid out as printed: a row of two or three, one above two, or two by two);
merchants carry their merchant tiles (as large as an industry space), a barrel space touching
each, and their beer bonus on a line of its own under them.  A space's and a merchant's hit
area reaches ``HIT`` beyond its drawing, a link slot's is a ``SLOT_HIT`` square: at the Fit zoom
of a 1280x720 window each is at least 28 window pixels (``tests/ui/test_brass_reach.py``).
Lines run between plates; the middle of each line is its *link slot* (where a canal or a
railway is placed, and what a click hits).  The positions start from the data's approximate
board positions (``Location.at``) and are nudged here so that no two plates overlap.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.games.brass.components import BrassData
from game.ui.pan_zoom import PanZoom

WORLD_W, WORLD_H = 1840, 1700
SPACE = 76  # an industry space
GAP = 6
PAD = 7
BANNER = 36
SLOT = (54, 30)  # a link slot (along, across the line)
BARREL = 36
HIT = 3  # a space's or merchant's hit area reaches this far beyond its drawing (half a GAP)
SLOT_HIT = 82  # the square around a link slot that clicks and drops hit
BONUS_H = 40  # a merchant's bonus line under its tiles
FIT_MARGIN = 30  # Fit leaves this much around the plates

# Nudges of the approximate board positions (in world units), so plates keep apart and lines
# stay readable; at the Fit zoom of a 1280x720 window every link slot keeps a 28 px square around
# its middle clear of the plates (issue 21: Stone, Stafford, Cannock, Walsall, Dudley, Derby,
# Nottingham, Nuneaton, Redditch and Oxford moved apart, into the map's spare width, and no name
# tab lies over a slot: Shrewsbury, Coalbrookdale, Wolverhampton, Warrington and Stoke).
# Everything else comes from the data.
NUDGE: dict[str, tuple[int, int]] = {
    "warrington": (-56, 0),  # west of its board spot: Stoke-on-Trent's name tab clears it zoomed out
    "stoke": (25, 10),
    "leek": (40, -10),
    "belper": (20, 0),
    "nottingham": (140, 0),
    "derby": (150, 20),
    "stone": (-150, 20),
    "uttoxeter": (10, 10),
    "stafford": (-50, 10),
    "burton": (20, 0),
    "cannock": (80, -5),
    "farm_north": (0, 10),
    "tamworth": (40, 10),
    "walsall": (-40, 10),
    "wolverhampton": (-30, 20),
    "coalbrookdale": (-56, 61),  # south: its name tab clears Wolverhampton's zoomed out
    "shrewsbury": (-80, 30),
    "dudley": (70, 10),
    "birmingham": (30, 10),
    "nuneaton": (150, 0),
    "coventry": (60, 30),
    "kidderminster": (-30, 10),
    "farm_south": (-40, 10),
    "worcester": (-30, 20),
    "redditch": (100, -20),
    "gloucester": (-30, 50),
    "oxford": (130, 50),
}


def screen_rect(pan: PanZoom, r: pygame.Rect) -> pygame.Rect:
    """A world rect on the canvas, for the map's pan and zoom."""
    x, y = pan.to_screen(r.x, r.y)
    s = pan.zoom
    return pygame.Rect(round(x), round(y), max(1, round(r.w * s)), max(1, round(r.h * s)))


@dataclass
class Segment:
    a: tuple[float, float]
    b: tuple[float, float]


@dataclass
class LineGeom:
    """A line on the map: its segments (a branch for the three-ended line), the slot's centre and
    the direction of the main segment (unit vector)."""

    segments: list[Segment]
    mid: tuple[float, float]
    direction: tuple[float, float]


class MapGeometry:
    def __init__(self, data: BrassData):
        self.data = data
        self.centre: dict[int, tuple[float, float]] = {}
        self.plate: dict[int, pygame.Rect] = {}
        self.banner: dict[int, pygame.Rect] = {}
        self.space: dict[int, pygame.Rect] = {}
        self.merchant_tile: dict[int, pygame.Rect] = {}
        self.merchant_barrel: dict[int, pygame.Rect] = {}
        self.merchant_hit: dict[int, pygame.Rect] = {}  # a merchant's tile and barrel: one target
        self.bonus: dict[int, pygame.Rect] = {}
        self.lines: list[LineGeom] = []
        for loc in data.locations:
            x, y = loc.at
            dx, dy = NUDGE.get(loc.id, (0, 0))
            self.centre[loc.index] = (x * WORLD_W + dx, y * WORLD_H + dy)
            if loc.kind == "merchant":
                self._merchant(loc)
            else:
                self._town(loc)
        for link in data.links:
            self.lines.append(self._line(link.ends))
        xs = [r.x for r in self.plate.values()] + [r.right for r in self.plate.values()]
        ys = [r.y for r in self.plate.values()] + [r.bottom for r in self.plate.values()]
        self.bounds = (min(xs), min(ys), max(xs), max(ys))

    # -- plates ------------------------------------------------------------------------
    def _town(self, loc) -> None:
        spaces = [self.data.spaces[i] for i in loc.spaces]
        positions = [sp.pos for sp in spaces]
        s, g = SPACE, GAP
        if "top" in positions:
            cells = {"top": (0.5, 0), "SW": (0, 1), "SE": (1, 1)}
            cols, rows = 2, 2
        elif "NW" in positions:
            cells = {"NW": (0, 0), "NE": (1, 0), "SW": (0, 1), "SE": (1, 1)}
            cols, rows = 2, 2
        elif "C" in positions and len(positions) == 3:
            cells = {"W": (0, 0), "C": (1, 0), "E": (2, 0)}
            cols, rows = 3, 1
        elif positions == ["C"]:
            cells = {"C": (0, 0)}
            cols, rows = 1, 1
        else:
            cells = {"W": (0, 0), "E": (1, 0)}
            cols, rows = 2, 1
        body_w = cols * s + (cols - 1) * g
        body_h = rows * s + (rows - 1) * g
        banner_h = BANNER if loc.kind == "town" else 26
        w = max(body_w + 2 * PAD, 96 if loc.kind == "town" else 0)
        h = banner_h + body_h + 2 * PAD
        cx, cy = self.centre[loc.index]
        plate = pygame.Rect(round(cx - w / 2), round(cy - h / 2), round(w), round(h))
        self.plate[loc.index] = plate
        self.banner[loc.index] = pygame.Rect(plate.x, plate.y, plate.w, banner_h)
        x0 = plate.centerx - body_w / 2
        y0 = plate.y + banner_h + PAD
        for sp in spaces:
            col, row = cells[sp.pos]
            self.space[sp.index] = pygame.Rect(round(x0 + col * (s + g)), round(y0 + row * (s + g)), s, s)

    def _merchant(self, loc) -> None:
        n = len(loc.merchant_spaces)
        s = SPACE
        unit = s + 2 + BARREL
        apart = 2 * HIT + 4
        body_w = max(150, n * unit + (n - 1) * apart) if n else 150
        body_h = (s + GAP + BONUS_H) if n else 30
        w, h = body_w + 2 * PAD, BANNER + body_h + 2 * PAD
        cx, cy = self.centre[loc.index]
        plate = pygame.Rect(round(cx - w / 2), round(cy - h / 2), w, h)
        self.plate[loc.index] = plate
        self.banner[loc.index] = pygame.Rect(plate.x, plate.y, plate.w, BANNER)
        x = plate.centerx - (n * unit + (n - 1) * apart) / 2
        y = plate.y + BANNER + PAD
        for m in loc.merchant_spaces:
            tile = self.merchant_tile[m] = pygame.Rect(round(x), y, s, s)
            barrel = self.merchant_barrel[m] = pygame.Rect(round(x + s + 2), y + s - BARREL, BARREL, BARREL)
            self.merchant_hit[m] = tile.union(barrel).inflate(2 * HIT, 2 * HIT)
            x += unit + apart
        self.bonus[loc.index] = pygame.Rect(plate.x + PAD, y + s + GAP, plate.w - 2 * PAD, BONUS_H)

    # -- lines -------------------------------------------------------------------------
    def _edge(self, loc: int, towards: tuple[float, float]) -> tuple[float, float]:
        """Where the straight line from ``loc``'s centre towards a point leaves its plate."""
        cx, cy = self.centre[loc]
        r = self.plate[loc]
        dx, dy = towards[0] - cx, towards[1] - cy
        if dx == 0 and dy == 0:
            return (cx, cy)
        tx = (r.w / 2 + 2) / abs(dx) if dx else math.inf
        ty = (r.h / 2 + 2) / abs(dy) if dy else math.inf
        t = min(tx, ty, 1.0)
        return (cx + dx * t, cy + dy * t)

    def _line(self, ends: tuple[int, ...]) -> LineGeom:
        a, b = ends[0], ends[1]
        pa = self._edge(a, self.centre[b])
        pb = self._edge(b, self.centre[a])
        segments = [Segment(pa, pb)]
        mid = ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)
        length = math.hypot(pb[0] - pa[0], pb[1] - pa[1]) or 1.0
        direction = ((pb[0] - pa[0]) / length, (pb[1] - pa[1]) / length)
        for extra in ends[2:]:
            segments.append(Segment(mid, self._edge(extra, mid)))
        return LineGeom(segments, mid, direction)

    def space_hit(self, sp: int) -> pygame.Rect:
        """What clicks and drops on an industry space hit: the space and half the gap around it."""
        return self.space[sp].inflate(2 * HIT, 2 * HIT)

    def slot(self, link: int) -> pygame.Rect:
        """A square around the link slot: what clicks hit (the nearest slot's, where two meet;
        plates come first)."""
        mid = self.lines[link].mid
        side = SLOT_HIT
        return pygame.Rect(round(mid[0] - side / 2), round(mid[1] - side / 2), side, side)

    def slot_polygon(self, link: int, grow: float = 0.0) -> list[tuple[float, float]]:
        """The slot as a rectangle along its line (world points)."""
        line = self.lines[link]
        (mx, my), (ux, uy) = line.mid, line.direction
        half_l, half_w = SLOT[0] / 2 + grow, SLOT[1] / 2 + grow
        vx, vy = -uy, ux
        return [
            (mx - ux * half_l - vx * half_w, my - uy * half_l - vy * half_w),
            (mx + ux * half_l - vx * half_w, my + uy * half_l - vy * half_w),
            (mx + ux * half_l + vx * half_w, my + uy * half_l + vy * half_w),
            (mx - ux * half_l + vx * half_w, my - uy * half_l + vy * half_w),
        ]

    def overlaps(self) -> list[tuple[str, str]]:
        """Pairs of plates that overlap (for tuning NUDGE; a test keeps it empty)."""
        out = []
        locs = list(self.plate)
        for i, a in enumerate(locs):
            for b in locs[i + 1 :]:
                if self.plate[a].inflate(8, 8).colliderect(self.plate[b]):
                    out.append((self.data.locations[a].id, self.data.locations[b].id))
        return out
