"""Place names on the Brass map: one size for every name at a zoom, as large as the zoom and
the text-size setting ask, but smaller (never under 11 real pixels) when the names' tabs would
run into each other — zoomed out at a large text size, "Coalbrookdale" covered "Wolverhampton"."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.core import i18n
from game.core.i18n import Msg
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter

if TYPE_CHECKING:
    from game.games.brass.view.scene import BrassView

LABEL_MIN = 18
"""Names are not drawn under this size when they fit (virtual px: 12 px in a 1280x720 window)."""
SMALLEST_REAL_PX = 11
"""...and never under this many real pixels when they must shrink to keep clear of each other."""
TOWN_SIZE, MERCHANT_SIZE = 27, 25
"""A name's size at zoom 1 (it grows and shrinks with the zoom above the floor)."""
_FLOORS: dict[tuple, int] = {}


def name_banner(view: BrassView, loc) -> pygame.Rect:
    """Where a place's name sits: its banner (for a merchant, right of the merchant mark)."""
    banner = view.wrect(view.geom.banner[loc.index])
    if loc.kind == "merchant":
        side = max(8, round(20 * view.pan.zoom))
        banner = pygame.Rect(banner.x + side, banner.y, banner.w - side, banner.h)
    return banner


def name_tab(p: Painter, text, banner: pygame.Rect, size: int) -> pygame.Rect | None:
    """The tab a name needs beyond its banner (``None`` when it fits on the banner)."""
    w, h = p.measure(text, TextStyle(size, Palette.paper_ink, True))
    if w <= banner.w - 6 and h <= banner.h + 4:
        return None
    tab = pygame.Rect(0, 0, w + 10, max(banner.h, h))
    tab.center = banner.center
    return tab


def _named(view: BrassView) -> list:
    return [loc for loc in view.brules.data.locations if loc.kind in ("town", "merchant")]


def _zoomed(loc, zoom: float) -> int:
    return round((MERCHANT_SIZE if loc.kind == "merchant" else TOWN_SIZE) * zoom)


def _overlaps(view: BrassView, p: Painter, floor: int) -> int:
    rects = []
    for loc in _named(view):
        banner = name_banner(view, loc)
        tab = name_tab(p, Msg(f"brass.place.{loc.id}"), banner, max(floor, _zoomed(loc, view.pan.zoom)))
        rects.append(tab or banner)
    return sum(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def label_floor(view: BrassView, p: Painter) -> int:
    """The smallest size of a place name at this zoom: ``LABEL_MIN``, or the largest smaller
    size (not under ``SMALLEST_REAL_PX`` real pixels) with the fewest overlapping tabs.  Kept
    per zoom, window, text size and language (the map's places are fixed data)."""
    key = (round(view.pan.zoom, 4), p.vp.key, p.text_scale, i18n.language())
    if key not in _FLOORS:
        lowest = math.ceil(SMALLEST_REAL_PX / (p.vp.scale * p.text_scale))
        floors = range(LABEL_MIN, min(lowest, LABEL_MIN) - 1, -1)
        floor = min(floors, key=lambda size: (_overlaps(view, p, size), -size))
        if len(_FLOORS) > 64:
            _FLOORS.clear()
        _FLOORS[key] = floor
    return _FLOORS[key]


def draw_name(p: Painter, view: BrassView, loc, colour, radius: int) -> None:
    """A place's name on its banner; a tab of the banner's colour under it where it is wider."""
    text = Msg(f"brass.place.{loc.id}")
    banner = name_banner(view, loc)
    size = max(label_floor(view, p), _zoomed(loc, view.pan.zoom))
    tab = name_tab(p, text, banner, size)
    if tab is not None:
        p.rect(tab, colour, radius)
        view.map_labels.append((loc.id, tab))
    p.text(text, (banner.centerx, banner.centery + 1), TextStyle(size, Palette.paper_ink, True), "center")
