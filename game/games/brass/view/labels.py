"""Place names on the Brass map: one size for every name at a zoom, as large as the zoom and
the text-size setting ask, but smaller (never under 11 real pixels) when the names' tabs would
run into each other — zoomed out at a large text size, "Coalbrookdale" covered "Wolverhampton"."""

from __future__ import annotations

import math

import pygame

from game.core import i18n
from game.core.i18n import Msg
from game.games.brass.view.geom import MapGeometry, screen_rect
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter
from game.ui.pan_zoom import PanZoom

LABEL_MIN = 18
"""Names are not drawn under this size when they fit (virtual px: 12 px in a 1280x720 window)."""
SMALLEST_REAL_PX = 11
"""...and never under this many real pixels when they must shrink to keep clear of each other."""
TOWN_SIZE, MERCHANT_SIZE = 27, 25
"""A name's size at zoom 1 (it grows and shrinks with the zoom above the floor)."""
_FLOORS: dict[tuple, int] = {}


def name_tab(p: Painter, text, banner: pygame.Rect, size: int) -> pygame.Rect | None:
    """The tab a name needs beyond its banner (``None`` when it fits on the banner)."""
    w, h = p.measure(text, TextStyle(size, Palette.paper_ink, True))
    if w <= banner.w - 6 and h <= banner.h + 4:
        return None
    tab = pygame.Rect(0, 0, w + 10, max(banner.h, h))
    tab.center = banner.center
    return tab


def _zoomed(loc, zoom: float) -> int:
    return round((MERCHANT_SIZE if loc.kind == "merchant" else TOWN_SIZE) * zoom)


class PlaceNames:
    """The names of the map's towns and merchants (the map's data and geometry), placed for a
    pan and zoom."""

    def __init__(self, geom: MapGeometry):
        self.geom = geom
        self.named = [loc for loc in geom.data.locations if loc.kind in ("town", "merchant")]

    def banner(self, pan: PanZoom, loc) -> pygame.Rect:
        """Where a place's name sits: its banner (for a merchant, right of the merchant mark)."""
        banner = screen_rect(pan, self.geom.banner[loc.index])
        if loc.kind == "merchant":
            side = max(8, round(20 * pan.zoom))
            banner = pygame.Rect(banner.x + side, banner.y, banner.w - side, banner.h)
        return banner

    def _overlaps(self, pan: PanZoom, p: Painter, floor: int) -> int:
        rects = []
        for loc in self.named:
            banner = self.banner(pan, loc)
            tab = name_tab(p, Msg(f"brass.place.{loc.id}"), banner, max(floor, _zoomed(loc, pan.zoom)))
            rects.append(tab or banner)
        return sum(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])

    def floor(self, pan: PanZoom, p: Painter) -> int:
        """The smallest size of a place name at this zoom: ``LABEL_MIN``, or the largest smaller
        size (not under ``SMALLEST_REAL_PX`` real pixels) with the fewest overlapping tabs.  Kept
        per zoom, window, text size and language (the map's places are fixed data)."""
        key = (round(pan.zoom, 4), p.vp.key, p.text_scale, i18n.language())
        if key not in _FLOORS:
            lowest = math.ceil(SMALLEST_REAL_PX / (p.vp.scale * p.text_scale))
            floors = range(LABEL_MIN, min(lowest, LABEL_MIN) - 1, -1)
            floor = min(floors, key=lambda size: (self._overlaps(pan, p, size), -size))
            if len(_FLOORS) > 64:
                _FLOORS.clear()
            _FLOORS[key] = floor
        return _FLOORS[key]

    def draw(self, p: Painter, pan: PanZoom, loc, colour, radius: int) -> pygame.Rect | None:
        """A place's name on its banner; a tab of the banner's colour under it where it is wider
        (returned: words drawn over the map beyond the banner)."""
        text = Msg(f"brass.place.{loc.id}")
        banner = self.banner(pan, loc)
        size = max(self.floor(pan, p), _zoomed(loc, pan.zoom))
        tab = name_tab(p, text, banner, size)
        if tab is not None:
            p.rect(tab, colour, radius)
        p.text(text, (banner.centerx, banner.centery + 1), TextStyle(size, Palette.paper_ink, True), "center")
        return tab
