"""Drawing the Brass map: land and rivers, lines (canals and railways, built or free), town
plates with their banners and industry spaces, farm breweries, merchants with their tiles,
beer and bonus, the tiles built on the spaces, what glows, and the boxes over the map (era
and round, the coal and iron markets)."""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any, NamedTuple

import pygame

from game.core.i18n import Msg
from game.games.brass.components import INDUSTRIES
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.state import CANAL, HUMAN, NOBODY
from game.games.brass.view.art import (
    BANNER_COLOUR,
    MAP_LAND,
    MAP_PAPER,
    PLATE,
    PLATE_EDGE,
    RAIL_INK,
    WATER,
    WATER_DEEP,
    barrel_space,
    draw_merchant_tile,
    draw_space,
    draw_tile,
    owner_colour,
    owner_symbol,
)
from game.games.brass.view.geom import MapGeometry, screen_rect
from game.games.brass.view.labels import LABEL_MIN, PlaceNames
from game.ui.art import Palette, TextStyle, mix
from game.ui.components import Component
from game.ui.draw import Painter, darker
from game.ui.pan_zoom import PanZoom

# Decorative rivers (world points): the Severn past Shrewsbury, Coalbrookdale, Worcester and
# Gloucester; the Trent past Stoke, Burton and on towards Nottingham.  Only scenery.
RIVERS = (
    [(0, 700), (140, 740), (250, 840), (300, 1010), (330, 1150), (420, 1300), (560, 1440), (700, 1560), (780, 1700)],
    [(640, 0), (700, 120), (760, 330), (900, 470), (1120, 520), (1290, 520), (1450, 470), (1600, 380), (1840, 330)],
    [(1180, 1700), (1250, 1560), (1330, 1450), (1420, 1350)],
)


# ---------------------------------------------------------------------------
# Lines


def _dashed(p: Painter, a, b, colour, width: int, dash: int) -> None:
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length < 1:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    t = 0.0
    while t < length:
        e = min(length, t + dash)
        p.line((a[0] + ux * t, a[1] + uy * t), (a[0] + ux * e, a[1] + uy * e), colour, width)
        t += dash * 1.7


def _dotted(p: Painter, a, b, colour, radius: int, gap: int) -> None:
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    n = max(1, int(length // gap))
    for i in range(n + 1):
        t = i / n
        p.circle((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t), radius, colour)


def _ties(p: Painter, a, b, colour, span: int, gap: int, thin: int = 2) -> None:
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length < 1:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    vx, vy = -uy * span / 2, ux * span / 2
    t = gap / 2
    while t < length:
        cx, cy = a[0] + ux * t, a[1] + uy * t
        p.line((cx - vx, cy - vy), (cx + vx, cy + vy), colour, thin)
        t += gap


# ---------------------------------------------------------------------------
# Plates


def _no_merchant(p: Painter, plate: pygame.Rect, banner: pygame.Rect, style: TextStyle) -> None:
    """A merchant that takes no part at 2 players: the words inside its plate when they fit there at
    this zoom and text size, else a crossed-out tile (its tooltip says why); never over the
    towns around it."""
    body = pygame.Rect(plate.x + 4, banner.bottom + 2, plate.w - 8, plate.bottom - banner.bottom - 4)
    text = Msg("brass.ui.no_merchant_here")
    lines = p.wrap(text, style, body.w)
    line_h = p.measure("Ag", style)[1]
    if line_h * len(lines) <= body.h and all(p.measure(line, style)[0] <= body.w for line in lines):
        y = body.centery - line_h * len(lines) // 2
        for line in lines:
            p.text(line, (body.centerx, y), style, "midtop")
            y += line_h
        return
    side = max(8, min(body.h - 2, body.w))
    tile = pygame.Rect(0, 0, side, side)
    tile.center = body.center
    p.rect(tile, (*Palette.ink_faint, 60), max(2, side // 6))
    p.icon("close", tile.inflate(-side // 4, -side // 4), Palette.ink_soft)


ON_MAP = ("space", "link", "merchant", "barrel")
"""The kinds of target the map draws (what glows on it)."""


class MapSlice(NamedTuple):
    """What the map draws: the board as the seat sees it, the chosen action's pending marks,
    what glows, the places of your network to outline (while building), the pieces the
    Automa's show has not placed yet, the target chosen with the keys, and the pan and zoom."""

    era: int
    link_owner: tuple
    sp_owner: tuple
    sp_ind: tuple
    sp_level: tuple
    sp_flipped: tuple
    sp_cubes: tuple
    merchant_tile: tuple
    merchant_beer: tuple
    pending: tuple | None
    glow: frozenset
    in_net: frozenset
    hidden: frozenset
    strong: Hashable | None
    pan: tuple


_NONE = object()
GROUND, LINE, LINK, PLATE_PIECE, LINK_GLOW, PENDING = "ground", "line", "link", "plate", "link_glow", "pending"


class MapPiece(Component):
    """One piece of the map, a component of its own: the ground (paper, land and rivers), a line
    nobody built, a built link, a plate (a town, farm brewery or merchant with what stands on it),
    a glowing link slot, the pending action's marks.  Each is drawn again only when its projection
    of the map's slice changes (``BrassMap.part_of``); ``labels``: a plate's words drawn over the
    map beyond its banner, as its last drawing put them."""

    def __init__(self, board: BrassMap, kind: str, index: int = 0):
        super().__init__()
        self.board = board
        self.kind = kind
        self.index = index
        self.labels: list[tuple[str, pygame.Rect]] = []

    def part(self, model: Any) -> Hashable:
        return self.board.part_of(self, model)

    def paint(self, p: Painter, part: Any) -> None:
        self.board.paint_piece(p, self, part)


class _PlateState(NamedTuple):
    """A plate's projection: the pan, whether it is in your network (outlined while building),
    its spaces (space, owner, industry, level, flipped, cubes, hidden, glowing, strong) and its
    merchants (merchant, tile, beer, glowing, its barrel glowing)."""

    pan: tuple
    in_net: bool
    spaces: tuple
    merchants: tuple


class BrassMap:
    """The map of the Midlands in ``bounds`` (the map's rect), seen through the view's pan and
    zoom: land and rivers, lines, plates with their spaces and tiles, merchants, what glows —
    drawn as ``pieces`` (components), each kept by its own part of the slice the view's
    ``slicer`` gives (``MapSlice``).  ``labels``: the words the plates put over the map beyond
    their banners."""

    def __init__(self, rules: BrassRules, geom: MapGeometry, names: PlaceNames, pan: PanZoom):
        self.rules = rules
        self.geom = geom
        self.names = names
        self.pan = pan
        self.bounds = pygame.Rect(0, 0, 0, 0)
        self.slicer = None  # model -> MapSlice (the view's)
        self.current: MapSlice | None = None
        self._parts: dict[int, Hashable] = {}  # each piece's projection of ``current``
        links = range(len(rules.data.links))
        self.plates = [MapPiece(self, PLATE_PIECE, loc.index) for loc in rules.data.locations]
        self.pieces: list[MapPiece] = [
            MapPiece(self, GROUND),
            *(MapPiece(self, LINE, link) for link in links),
            *(MapPiece(self, LINK, link) for link in links),
            *self.plates,
            *(MapPiece(self, LINK_GLOW, link) for link in links),
            MapPiece(self, PENDING),
        ]
        self.place()

    def wrect(self, r: pygame.Rect) -> pygame.Rect:
        return screen_rect(self.pan, r)

    def place(self) -> None:
        """Canvas rects of everything clickable on the map for the pan and zoom now; spaces and
        merchants (a merchant's tile and its barrel, one target) hit a little beyond their drawing."""
        g = self.geom
        self.space_rects = {sp: self.wrect(r) for sp, r in g.space.items()}
        self.space_hits = {sp: self.wrect(g.space_hit(sp)) for sp in g.space}
        self.slot_rects = {link: self.wrect(g.slot(link)) for link in range(len(g.lines))}
        self.merchant_rects = {m: self.wrect(r) for m, r in g.merchant_tile.items()}
        self.barrel_rects = {m: self.wrect(r) for m, r in g.merchant_barrel.items()}
        self.merchant_hits = {m: self.wrect(r) for m, r in g.merchant_hit.items()}
        idle = [loc.index for loc in g.data.locations if loc.kind == "merchant" and not loc.merchant_spaces]
        self.no_merchant_rects = [self.wrect(g.plate[i]) for i in idle]  # out of play at 2: the tooltip says so
        self._place_pieces()

    def _place_pieces(self) -> None:
        """Where each piece's drawing lies for the pan and zoom now (inside the map's view; a
        name's tab and a bonus's words may reach beyond the plate)."""
        g, z, view = self.geom, self.pan.zoom, self.pan.rect
        r = self.bounds
        pad = round(30 * z) + 8
        for piece in self.pieces:
            kind, i = piece.kind, piece.index
            if kind == GROUND:
                piece.bounds = pygame.Rect(r.x - 3, r.y - 3, r.w + 6, r.h + 12)
                continue
            if kind == PENDING:
                piece.bounds = self._pending_area(self.current.pending if self.current is not None else None)
                continue
            if kind == PLATE_PIECE:
                banner = self.wrect(g.banner[i])
                area = self.wrect(g.plate[i]).union(banner).inflate(round(24 * z) + 16, round(24 * z) + 16)
                area.union_ip(banner.inflate(max(260, round(420 * z)), round(40 * z) + 30))
                bonus = g.bonus.get(i)
                if bonus is not None:
                    area.union_ip(self.wrect(bonus).inflate(260, 120))
            else:
                area = self.link_area(i).inflate(pad, pad)
            piece.bounds = area.clip(view)

    def piece_at(self, pos, beer_from: int | None) -> Hashable | None:
        """The map piece under ``pos``: a merchant (its barrel when ``beer_from`` is that merchant,
        whose beer is being chosen), a space, or the nearest link slot."""
        for m, rect in self.merchant_hits.items():
            if rect.collidepoint(pos):
                return ("barrel", m) if m == beer_from else ("merchant", m)
        for sp, rect in self.space_hits.items():
            if rect.collidepoint(pos):
                return ("space", sp)
        best, best_d = None, 1e9
        for link, rect in self.slot_rects.items():
            if rect.collidepoint(pos):
                d = abs(rect.centerx - pos[0]) + abs(rect.centery - pos[1])
                if d < best_d:
                    best, best_d = ("link", link), d
        return best

    def wpoint(self, pt) -> tuple[float, float]:
        return self.pan.to_screen(pt[0], pt[1])

    def slice(self, state: Any, glow: set, network: frozenset, hidden: frozenset, strong: Hashable | None) -> MapSlice:
        """The slice of the seat's view ``state`` the map draws, with the view's marks."""
        ctx = state.ctx
        kind = ctx.get("kind")
        pending = None
        if kind and state.phase != "main":
            industry = ctx.get("industry")
            level = state.lowest_level(HUMAN, industry) if kind == "build" and industry is not None else 0
            pending = (kind, ctx.get("space"), industry, level, ctx.get("link"), ctx.get("merchant"), state.phase)
        pan = self.pan
        return MapSlice(
            state.era,
            tuple(state.link_owner),
            tuple(state.sp_owner),
            tuple(state.sp_ind),
            tuple(state.sp_level),
            tuple(state.sp_flipped),
            tuple(state.sp_cubes),
            tuple(state.merchant_tile),
            tuple(state.merchant_beer),
            pending,
            frozenset(k for k in glow if k[0] in ON_MAP),  # the cards and the mat glow elsewhere
            network,
            hidden,
            strong,
            (tuple(pan.rect), pan.zoom, tuple(pan.center)),
        )

    # -- the pieces, each a component kept by its own projection of the slice ---------------
    def part_of(self, piece: MapPiece, model: Any) -> Hashable:
        """``piece``'s projection of the map's slice (the ground, first of the pieces, works the
        slice out for all of them, from the view's ``slicer``)."""
        if piece.kind == GROUND:
            now = self.slicer(model)
            if now != self.current:  # the projections are worked out again only for a new slice
                self.current = now
                self._parts = {}
            return now.pan
        kept = self._parts.get(id(piece), _NONE)
        if kept is _NONE:
            kept = self._parts[id(piece)] = self._project(piece, self.current)
        return kept

    def _project(self, piece: MapPiece, state: MapSlice) -> Hashable:
        kind, i = piece.kind, piece.index
        if kind == LINE:
            return (state.pan, state.era) if state.link_owner[i] == NOBODY else ()
        if kind == LINK:
            owner = state.link_owner[i]
            built = owner != NOBODY and ("link", i) not in state.hidden
            return (state.pan, owner, state.era) if built else ()
        if kind == PLATE_PIECE:
            loc = self.rules.data.locations[i]
            spaces = tuple(
                (
                    sp,
                    state.sp_owner[sp],
                    state.sp_ind[sp],
                    state.sp_level[sp],
                    state.sp_flipped[sp],
                    state.sp_cubes[sp],
                    ("tile", sp) in state.hidden,
                    ("space", sp) in state.glow,
                    state.strong == ("space", sp),
                )
                for sp in loc.spaces
            )
            merchants = tuple(
                (
                    m,
                    state.merchant_tile[m],
                    state.merchant_beer[m],
                    ("merchant", m) in state.glow,
                    ("barrel", m) in state.glow,
                )
                for m in loc.merchant_spaces
            )
            return (state.pan, i in state.in_net, spaces, merchants)
        if kind == LINK_GLOW:
            return (state.pan,) if ("link", i) in state.glow else ()
        piece.bounds = self._pending_area(state.pending)  # PENDING
        return (state.pan, state.era, state.pending)

    def _pending_area(self, pending: tuple | None) -> pygame.Rect:
        """Where the pending action's marks lie (nowhere when none)."""
        if pending is None:
            return pygame.Rect(0, 0, 0, 0)
        _kind, space, _ind, _level, link, merchant, _phase = pending
        g = self.geom
        areas = []
        if space is not None and space in g.space:
            areas.append(self.wrect(g.space[space]))
        if merchant is not None and merchant in g.merchant_tile:
            areas.append(self.wrect(g.merchant_tile[merchant]))
        if link is not None and 0 <= link < len(g.lines):
            areas.append(self.link_area(link))
        if not areas:
            return pygame.Rect(0, 0, 0, 0)  # a loan, a scout, a pass: nothing on the map
        pad = round(30 * self.pan.zoom) + 16
        return areas[0].unionall(areas[1:]).inflate(pad, pad).clip(self.pan.rect)

    def link_area(self, link: int) -> pygame.Rect:
        """The box around a link's segments and its slot (canvas)."""
        g = self.geom
        points = [self.wpoint(pt) for seg in g.lines[link].segments for pt in (seg.a, seg.b)]
        points += [self.wpoint(pt) for pt in g.slot_polygon(link, 8)]
        xs, ys = [x for x, _ in points], [y for _, y in points]
        return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)

    def paint_piece(self, p: Painter, piece: MapPiece, part: Any) -> None:
        if not part:
            return  # nothing of it now (a line built over, a link not built, no glow)
        kind, i = piece.kind, piece.index
        clip = p.surface.get_clip()
        if kind == GROUND:
            p.panel(self.bounds, MAP_PAPER, PLATE_EDGE, 16)
        p.surface.set_clip(p.vp.rect(self.pan.rect).clip(clip))  # the map's view, within what is drawn now
        if kind == GROUND:
            z = self.pan.zoom
            x0, y0, x1, y1 = self.geom.bounds
            land = pygame.Rect(x0 - 40, y0 - 40, x1 - x0 + 80, y1 - y0 + 80)
            p.rect(self.wrect(land), MAP_LAND, round(60 * z))
            for river in RIVERS:
                pts = [self.wpoint(pt) for pt in river]
                for a, b in zip(pts, pts[1:]):
                    p.line(a, b, mix(WATER, MAP_LAND, 0.35), max(2, round(16 * z)))
        elif kind == LINE:
            self._draw_line(p, i, part[1])
        elif kind == LINK:
            self.draw_link(p, i, part[1], part[2])
        elif kind == PLATE_PIECE:
            self._draw_plate(p, _PlateState(*part), self.rules.data.locations[i])
        elif kind == LINK_GLOW:
            self._draw_link_glow(p, i)
        else:
            self._draw_pending(p, part[2], part[1])
        p.surface.set_clip(clip)

    @property
    def labels(self) -> list[tuple[str, pygame.Rect]]:
        """The words the plates' last drawings put over the map beyond their banners (name tabs, bonuses)."""
        return [label for piece in self.plates for label in piece.labels]

    def _segments(self, link: int):
        for seg in self.geom.lines[link].segments:
            yield self.wpoint(seg.a), self.wpoint(seg.b)

    def _draw_line(self, p: Painter, link: int, era: int) -> None:
        """A line nobody has built: dotted where it may not be built this era, else a canal's
        dashes or a railway's ties, with its slot."""
        z = self.pan.zoom
        usable = self.rules.data.links[link].allowed(era)
        for a, b in self._segments(link):
            if not usable:
                _dotted(p, a, b, mix(PLATE_EDGE, MAP_LAND, 0.3), max(1, round(3 * z)), max(6, round(14 * z)))
            elif era == CANAL:
                _dashed(p, a, b, WATER_DEEP, max(2, round(6 * z)), max(8, round(22 * z)))
            else:
                p.line(a, b, RAIL_INK, max(3, round(6 * z)))
                _ties(p, a, b, RAIL_INK, max(8, round(14 * z)), max(8, round(20 * z)), thin=max(2, round(4 * z)))
        if usable:
            poly = [self.wpoint(pt) for pt in self.geom.slot_polygon(link, -4)]
            p.polygon(poly, (*PLATE, 150))

    def draw_link(self, p: Painter, link: int, owner: int, era: int, grow: float = 1.0) -> None:
        """A built canal or railway: a band in the owner's colour with the owner's symbol on its slot;
        canals carry a water stripe, railways cross-ties."""
        z = self.pan.zoom
        colour = owner_colour(owner)
        width = max(4, round(14 * z))
        for a, b in self._segments(link):
            if grow < 1.0:
                b = (a[0] + (b[0] - a[0]) * grow, a[1] + (b[1] - a[1]) * grow)
            p.line(a, b, darker(colour, 0.25), width + max(2, round(4 * z)))
            p.line(a, b, colour, width)
            if era == CANAL:
                p.line(a, b, mix(WATER, colour, 0.25), max(1, round(4 * z)))
            else:
                _ties(p, a, b, Palette.paper_ink, width, max(8, round(18 * z)), thin=max(1, round(3 * z)))
        if grow >= 1.0:
            mid = self.wpoint(self.geom.lines[link].mid)
            side = max(10, round(26 * z))
            p.circle(mid, side * 0.62, darker(colour, 0.25))
            mark = pygame.Rect(mid[0] - side // 2, mid[1] - side // 2, side, side)
            p.icon(owner_symbol(owner), mark, Palette.paper_ink)

    def _draw_link_glow(self, p: Painter, link: int) -> None:
        z = self.pan.zoom
        strong = False  # the one under the pointer glows strongly in the hover layer
        poly = [self.wpoint(pt) for pt in self.geom.slot_polygon(link, 8)]
        p.polygon(poly, (*Palette.glow_soft, 200 if strong else 150))
        p.polygon(poly, Palette.glow, max(2, round((5 if strong else 3) * z)))
        mid = self.wpoint(self.geom.lines[link].mid)
        side = max(12, round(24 * z))
        mark = pygame.Rect(mid[0] - side // 2, mid[1] - side // 2, side, side)
        p.icon("brass/link", mark, darker(Palette.glow, 0.4))

    def _draw_plate(self, p: Painter, state: _PlateState, loc) -> None:
        g = self.geom
        piece = self.plates[loc.index]
        piece.labels = []
        z = self.pan.zoom
        plate = self.wrect(g.plate[loc.index])
        if not plate.colliderect(self.pan.rect):
            return
        banner = self.wrect(g.banner[loc.index])
        radius = max(3, round(12 * z))
        p.rect(plate.move(0, max(2, round(5 * z))), (0, 0, 0, 40), radius)
        if loc.kind == "merchant":
            self._merchant_plate(p, state, loc, plate, banner, piece)
            return
        in_net = state.in_net
        p.rect(plate, PLATE, radius)
        p.rect(plate, mix(PLATE_EDGE, Palette.ink, 0.1), radius, 2)
        if loc.kind == "town":
            colour = BANNER_COLOUR.get(loc.banner, Palette.felt)
            p.rect(banner, colour, radius)
            p.rect(pygame.Rect(banner.x, banner.centery, banner.w, banner.h - banner.h // 2), colour)
            tab = self.names.draw(p, self.pan, loc, colour, radius)
            if tab is not None:
                piece.labels.append((loc.id, tab))
        else:
            p.rect(banner, mix(PLATE_EDGE, PLATE, 0.3), radius)
            side = max(8, round(18 * z))
            p.icon(
                "brass/farm",
                pygame.Rect(banner.centerx - side // 2, banner.centery - side // 2, side, side),
                Palette.ink_soft,
            )
        if in_net:
            # while building: the places of your network (where industry cards build) are outlined
            p.rect(plate.inflate(8, 8), owner_colour(HUMAN), radius + 4, max(2, round(5 * z)))
            side = max(10, round(22 * z))
            mark = pygame.Rect(plate.x - side // 2, plate.y - side // 2, side, side)
            p.circle(mark.center, side * 0.6, owner_colour(HUMAN))
            p.icon(owner_symbol(HUMAN), mark.inflate(-side // 3, -side // 3), Palette.paper_ink)
        for space in state.spaces:
            self._draw_space(p, space)

    def _draw_space(self, p: Painter, space: tuple) -> None:
        sp, owner, ind, level, flipped, cubes, hidden, glow, strong = space
        rect = self.wrect(self.geom.space[sp])
        rules = self.rules
        if owner == NOBODY or hidden:
            draw_space(p, rect, [INDUSTRIES[i] for i in rules.t.space_types[sp]])
        else:
            lv = rules.t.level(ind, level)
            draw_tile(
                p,
                rect,
                owner,
                INDUSTRIES[ind],
                level,
                flipped,
                cubes,
                rules.t.resource[ind],
                lv.vp,
                lv.beer if rules.t.sellable[ind] else 0,
            )
        if glow:
            p.target_glow(rect, max(4, rect.w // 7), strong)  # strong: chosen with the keys

    def _merchant_plate(self, p: Painter, state: _PlateState, loc, plate, banner, piece: MapPiece) -> None:
        z = self.pan.zoom
        radius = max(3, round(12 * z))
        fill = mix(PLATE, Palette.bg_deep, 0.5)
        p.rect(plate, fill, radius)
        p.rect(plate, darker(PLATE_EDGE, 0.2), radius, 2)
        p.rect(banner, Palette.ink_soft, radius)
        p.rect(pygame.Rect(banner.x, banner.centery, banner.w, banner.h - banner.h // 2), Palette.ink_soft)
        side = max(8, round(20 * z))
        p.icon(
            "brass/merchant",
            pygame.Rect(banner.x + max(3, round(8 * z)), banner.centery - side // 2, side, side),
            Palette.paper_ink,
        )
        tab = self.names.draw(p, self.pan, loc, Palette.ink_soft, radius)
        if tab is not None:
            piece.labels.append((loc.id, tab))
        rules = self.rules
        for m, tile, beer, glow, barrel_glow in state.merchants:
            rect = self.wrect(self.geom.merchant_tile[m])
            buys = [INDUSTRIES[i] for i in sorted(rules.t.buys.get(tile, ()))] if tile else []
            if tile:
                draw_merchant_tile(p, rect, buys, not buys)
            else:
                p.rect(rect, (*Palette.ink_faint, 60), max(3, round(8 * z)))
            barrel = self.wrect(self.geom.merchant_barrel[m])
            if buys:
                barrel_space(p, barrel, beer > 0)
            if glow:
                p.target_glow(rect, max(4, rect.w // 7))
            if barrel_glow:
                p.target_glow(barrel, max(4, barrel.w // 3))
        bonus = self.geom.bonus.get(loc.index)
        if bonus is not None and loc.bonus:
            text = Msg(f"brass.bonus.{loc.bonus}", amount=loc.bonus_amount)
            r = self.wrect(bonus)
            style = TextStyle(max(LABEL_MIN, round(21 * z)), Palette.ink_soft, True)
            if not loc.merchant_spaces:
                _no_merchant(p, plate, banner, style)
                return
            lines = p.wrap(text, style, max(r.w + 100, 150))  # one line under the tiles when it can
            line_h = p.measure("Ag", style)[1]
            y = max(r.y + 2, r.centery - line_h * len(lines) // 2)  # never up over the tiles
            widest = max(p.measure(line, style)[0] for line in lines)
            box = pygame.Rect(r.centerx - widest // 2 - 6, y - 2, widest + 12, line_h * len(lines) + 4)
            p.rect(box, (*MAP_PAPER, 215), 8)
            piece.labels.append((f"bonus {loc.id}", box))
            for line in lines:
                p.text(line, (r.centerx, y), style, "midtop")
                y += line_h

    def _draw_pending(self, p: Painter, pending: tuple | None, era: int) -> None:
        """While a card or a source is being chosen: what the chosen action is about, on the map."""
        if pending is None:
            return
        kind, space, ind, level, link, merchant, phase = pending
        z = self.pan.zoom
        if kind == "build" and phase == "card":
            rect = self.wrect(self.geom.space[space])
            draw_tile(p, rect, HUMAN, INDUSTRIES[ind], level, faded=True)
            p.rect(rect.inflate(12, 12), Palette.accent, max(4, rect.w // 6), max(2, round(4 * z)))
        elif kind == "network" and phase == "card":
            self.draw_link(p, link, HUMAN, era)
        elif kind == "sell" and phase in ("card", "beer"):
            rect = self.wrect(self.geom.space[space])
            p.rect(rect.inflate(12, 12), Palette.accent, max(4, rect.w // 6), max(2, round(4 * z)))
            tile = self.geom.merchant_tile.get(merchant)
            if tile is not None:
                m = self.wrect(tile)
                p.rect(m.inflate(12, 12), Palette.accent, max(4, m.w // 6), max(2, round(4 * z)))
                a, b = rect.center, m.center
                p.line(a, b, (*Palette.accent,), max(2, round(3 * z)))
