"""The Border's cached pictures: boards, dice, hatching, and text-heavy layers kept as surfaces."""

from __future__ import annotations

import math
from collections.abc import Hashable
from functools import cache

import pygame

from game.core import i18n
from game.games.border.components import NO_COLOUR, NO_SEGMENT, bits
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import NO_DIE
from game.games.border.view.geom import (
    _CORNERS,
    AREA_TINTS,
    BOARD_PAPER,
    DIE_COLOURS,
    MARKER,
    MIN_TEXT,
    SYMBOL_INK,
    WHITE_SPACE,
    HexLayout,
    hex_points,
    neighbour_cell,
)
from game.ui.art import ART, Colour, LRUCache, Palette, mix
from game.ui.draw import Painter, darker, lighter
from game.ui.layout import Viewport

_BOARDS = LRUCache(24)
_DICE = LRUCache(160)
_HEX = LRUCache(40)


def _convert(surface: pygame.Surface) -> pygame.Surface:
    return surface.convert_alpha() if pygame.display.get_surface() else surface


_LAYERS = LRUCache(40)


def cached_layer(p: Painter, key: Hashable, rect: pygame.Rect, fill: Colour, draw) -> None:
    """Draw ``draw(painter)`` into an opaque surface once, then blit it while ``key`` holds.

    Text-heavy parts (headers, the scoring strip, the other boards' panels) change only
    when the game does, so a frame costs a few blits instead of dozens of text layouts.
    """
    vp = p.vp
    real = vp.rect(rect)
    full = (key, real.topleft, real.size, round(vp.scale, 4), p.text_scale, i18n.language())

    def make() -> pygame.Surface:
        surf = pygame.Surface(real.size)
        surf.fill(fill[:3])
        sub = Viewport.__new__(Viewport)
        sub.size, sub.scale, sub.ox, sub.oy = real.size, vp.scale, vp.ox - real.x, vp.oy - real.y
        draw(Painter(surf, sub, p.text_scale))
        return surf.convert() if pygame.display.get_surface() else surf

    p.surface.blit(_LAYERS.get_or(full, make), real.topleft)


def solid_panel(p: Painter, rect: pygame.Rect, fill: Colour, edge: Colour, radius: int) -> None:
    """Like ``Painter.panel`` for an opaque panel, with its shadow drawn only where it shows."""
    shadow = pygame.Rect(rect.x, rect.bottom - radius * 2, rect.w, radius * 2).move(0, 5)
    p.rect(shadow, (0, 0, 0, 38), radius)
    p.rect(rect, fill, radius)
    p.rect(rect, edge, radius, 2)


def colour_of_die(rules: BorderRules, colour: int) -> tuple[int, int, int]:
    return DIE_COLOURS.get(rules.colour_ids[colour], Palette.ink_faint)


def symbol_of(rules: BorderRules, colour: int) -> str:
    return f"border/sym_{rules.bs.colours[colour].symbol}"


def _marker_cross(surf: pygame.Surface, cx: float, cy: float, r: float, t: float, colour, width: int) -> None:
    """A hand-drawn X: the first stroke over t 0..0.5, the second over 0.5..1."""
    a = r * 0.5
    strokes = (((cx - a, cy - a * 0.92), (cx + a * 0.95, cy + a)), ((cx + a * 0.9, cy - a), (cx - a, cy + a * 0.9)))
    for i, (p0, p1) in enumerate(strokes):
        part = max(0.0, min(1.0, t * 2 - i))
        if part <= 0:
            continue
        end = (p0[0] + (p1[0] - p0[0]) * part, p0[1] + (p1[1] - p0[1]) * part)
        pygame.draw.line(surf, colour, p0, end, width)
        if width >= 3:
            pygame.draw.circle(surf, colour, p0, width / 2)
            pygame.draw.circle(surf, colour, end, width / 2)


def hex_hatch(real_r: int, colour: Colour) -> pygame.Surface:
    """Diagonal stripes cut to a hexagon: 'you can act here' without colour alone."""

    def make() -> pygame.Surface:
        size = real_r * 2 + 2
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        step = max(4, real_r // 3)
        w = max(1, real_r // 10)
        for x in range(-size, size, step):
            pygame.draw.line(surf, colour, (x, size), (x + size, 0), w)
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), hex_points(size / 2, size / 2, real_r))
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return _convert(surf)

    return _HEX.get_or((real_r, tuple(colour)), make)


def die_surface(rules: BorderRules, size: int, colour: int, dim: bool = False, mark: bool = False) -> pygame.Surface:
    """One die at ``size`` real pixels: its colour and its symbol (a blank face before the roll)."""

    def make() -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        radius = max(3, size // 6)
        body = pygame.Rect(0, 0, size, size - max(2, size // 14))
        if colour == NO_DIE:
            fill, edge = Palette.panel, Palette.panel_edge
        else:
            fill = colour_of_die(rules, colour)
            edge = darker(fill, 0.3)
        if dim:
            fill = mix(fill, Palette.bg_deep, 0.55)
            edge = mix(edge, Palette.bg_deep, 0.55)
        pygame.draw.rect(surf, (0, 0, 0, 60), body.move(0, max(2, size // 14)), border_radius=radius)
        pygame.draw.rect(surf, darker(fill, 0.22), body.move(0, max(1, size // 20)), border_radius=radius)
        pygame.draw.rect(surf, fill, body, border_radius=radius)
        pygame.draw.rect(surf, edge, body, max(1, size // 30), border_radius=radius)
        shine = pygame.Rect(radius // 2 + 2, 3, body.w - radius - 4, max(2, size // 9))
        pygame.draw.rect(surf, (*lighter(fill, 0.3), 110), shine, border_radius=max(1, shine.h // 2))
        side = round(size * 0.6)
        if colour == NO_DIE:
            text = ART.text("?", round(size * 0.55), Palette.ink_faint, True)
            surf.blit(text, text.get_rect(center=body.center))
        else:
            ink = SYMBOL_INK.get(rules.colour_ids[colour], Palette.ink)
            if dim:
                ink = mix(ink, fill, 0.45)
            icon = ART.svg(symbol_of(rules, colour), (side, side), ink)
            surf.blit(icon, icon.get_rect(center=body.center))
        if mark:
            r = max(5, size // 5)
            c = (body.right - r + 1, body.y + r - 1)
            pygame.draw.circle(surf, Palette.ink, c, r)
            check = ART.svg("icons/check", (round(r * 1.5), round(r * 1.5)), Palette.paper_ink)
            surf.blit(check, check.get_rect(center=c))
        return _convert(surf)

    return _DICE.get_or((size, colour, dim, mark, id(rules)), make)


@cache
def board_edges(rules: BorderRules, board: int) -> tuple[tuple[int, int, bool], ...]:
    """Per space and hexagon edge: (space, edge, thin); thin edges join spaces of one segment."""
    g = rules.geometry
    b = rules.bs.boards[board]
    out = []
    for s, cell in enumerate(g.spaces):
        for k in range(6):
            t = g.space_at(neighbour_cell(cell, k))
            thin = t is not None and b.segment_of[s] != NO_SEGMENT and b.segment_of[t] == b.segment_of[s]
            out.append((s, k, thin))
    return tuple(out)


_LAST = LRUCache(24)
"""Per board as drawn but for its crosses (board, completed areas, points, size): its last crosses
and picture, from which a picture with a few crosses more (or fewer) is drawn again only around
those spaces (``_redraw_spaces``)."""
FEW = 8  # a change of up to this many crosses is drawn around them; more, the whole board


def board_surface(
    p: Painter, rules: BorderRules, board: int, crossed: int, completed: int, points: tuple, lay: HexLayout
) -> pygame.Surface:
    """A board at the real size of ``lay.bounds`` from its crosses, completed areas and their points."""
    real = p.vp.rect(lay.bounds)
    base = (id(rules), board, completed, points, real.size, round(lay.r * p.vp.scale, 2), p.text_scale)

    def make() -> pygame.Surface:
        last = _LAST.get(base)
        changed = last[0] ^ crossed if last is not None else -1
        if last is not None and 0 < changed.bit_count() <= FEW and last[1].get_size() == real.size:
            surf = last[1].copy()
            _redraw_spaces(p, rules, board, crossed, completed, points, lay, surf, changed)
        else:
            surf = _draw_board(p, rules, board, crossed, completed, points, lay, real.size)
        _LAST[base] = (crossed, surf)
        _LAST.move_to_end(base)
        if len(_LAST) > _LAST.limit:
            _LAST.popitem(last=False)
        return surf

    return _BOARDS.get_or((base, crossed), make)


def _redraw_spaces(
    p: Painter, rules, board: int, crossed: int, completed: int, points: tuple, lay: HexLayout, surf, spaces: int
) -> None:
    """Draw ``surf`` again around each of ``spaces`` (a mask), as ``_draw_board`` would draw it whole:
    the space's square is cleared and everything that reaches into it drawn again, in order."""
    s = p.vp.scale
    R = lay.r * s
    reach = R + max(1, round(R * 0.09)) + 3  # the hexagon, its bold edges and a margin
    for sp in bits(spaces):
        cx, cy = lay.centres[sp]
        x, y = (cx - lay.bounds.x) * s, (cy - lay.bounds.y) * s
        side = math.ceil(2 * reach) + 1
        region = pygame.Rect(math.floor(x - reach), math.floor(y - reach), side, side).clip(surf.get_rect())
        surf.set_clip(region)
        surf.fill((0, 0, 0, 0), region)
        _draw_board(p, rules, board, crossed, completed, points, lay, surf.get_size(), surf, region)
        surf.set_clip(None)


def _draw_board(
    p, rules, board_index, crossed, completed, points, lay: HexLayout, size, surf=None, region=None
) -> pygame.Surface:
    """The board drawn whole on a new surface, or on ``surf`` only what reaches into ``region``."""
    g = rules.geometry
    b = rules.bs.boards[board_index]
    s = p.vp.scale
    fresh = surf is None
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
    ox, oy = lay.bounds.x, lay.bounds.y
    R = lay.r * s
    if region is None:

        def near(x: float, y: float, r: float) -> bool:
            return True

    else:
        x0, y0, x1, y1 = region.left, region.top, region.right, region.bottom

        def near(x: float, y: float, r: float) -> bool:
            return x + r >= x0 and x - r <= x1 and y + r >= y0 and y - r <= y1

    def real(pt):
        return ((pt[0] - ox) * s, (pt[1] - oy) * s)

    small = R < 11
    # the areas
    for area in g.areas:
        tint = AREA_TINTS.get(area.id, Palette.ink_faint)
        done = completed >> area.index & 1
        fill = mix(tint, BOARD_PAPER, 0.2) if done else mix(tint, BOARD_PAPER, 0.8)
        for cell in area.cells:
            centre = real(lay.at(cell))
            if near(*centre, R + 2):
                pygame.draw.polygon(surf, fill, hex_points(*centre, R + 0.8))
    # the spaces
    centres = [real(c) for c in lay.centres]
    for sp, (cx, cy) in enumerate(centres):
        if not near(cx, cy, R + 2):
            continue
        colour = b.colour_of[sp]
        fill = WHITE_SPACE if colour == NO_COLOUR else colour_of_die(rules, colour)
        if crossed >> sp & 1 and colour != NO_COLOUR:
            fill = mix(fill, BOARD_PAPER, 0.28)
        pygame.draw.polygon(surf, fill, hex_points(cx, cy, R + 0.5))
    # edges: thin inside a segment, bold around segments and areas
    thick = max(1, round(R * 0.09))
    thin = max(1, round(R * 0.035))
    for sp, k, is_thin in board_edges(rules, board_index):
        cx, cy = centres[sp]
        if not near(cx, cy, R + thick + 2):
            continue
        a = (cx + R * _CORNERS[k][0], cy + R * _CORNERS[k][1])
        c2 = _CORNERS[(k + 1) % 6]
        e = (cx + R * c2[0], cy + R * c2[1])
        if is_thin:
            if not small:
                colour = b.colour_of[sp]
                pygame.draw.line(surf, darker(colour_of_die(rules, colour), 0.28), a, e, thin)
        else:
            pygame.draw.line(surf, Palette.ink, a, e, thick)
    # area motifs and scores
    for area in g.areas:
        cx, cy = real(lay.area_centre(area.index))
        if near(cx, cy, R * 2.6 + R * 1.6 + MIN_TEXT * 2):  # the motif and its score's circle
            _draw_area_label(surf, p, rules, area, completed >> area.index & 1, points[area.index], real, lay, R)
    # symbols and crosses
    side = round(R * 0.95)
    for sp, (cx, cy) in enumerate(centres):
        if not near(cx, cy, R + 2):
            continue
        colour = b.colour_of[sp]
        is_crossed = crossed >> sp & 1
        if colour == NO_COLOUR:
            _marker_cross(surf, cx, cy, R * 0.85, 1.0, Palette.ink_faint, max(1, round(R * 0.08)))
            continue
        if side >= 9:
            ink = SYMBOL_INK.get(rules.colour_ids[colour], Palette.ink)
            icon = ART.svg(symbol_of(rules, colour), (side, side), ink)
            if is_crossed:
                icon = icon.copy()
                icon.set_alpha(90)
            surf.blit(icon, icon.get_rect(center=(round(cx), round(cy))))
        if is_crossed:
            _marker_cross(surf, cx, cy, R, 1.0, MARKER, max(2, round(R * 0.17)))
    return _convert(surf) if fresh else surf


def _draw_area_label(surf, p: Painter, rules, area, done: int, points: int, real, lay: HexLayout, R: float) -> None:
    tint = AREA_TINTS.get(area.id, Palette.ink_faint)
    cx, cy = real(lay.area_centre(area.index))
    n = len(area.cells)
    side = round(min(R * 2.6, R * 1.15 * math.sqrt(n)))
    if side < 8:
        return
    if done:
        icon = ART.svg(f"border/area_{area.id}", (side, side), Palette.paper_ink)
        surf.blit(icon, icon.get_rect(center=(round(cx), round(cy))))
        # the score, circled as on the paper strip
        rad = max(6, round(R * 0.62))
        if rad * 1.15 < MIN_TEXT:
            if R < 7:
                return  # a small thumbnail: the tint says done, the panel's words say the points
            rad = math.ceil(MIN_TEXT / 1.1)
        centre = (round(cx + side * 0.42), round(cy + side * 0.36))
        pygame.draw.circle(surf, Palette.panel, centre, rad)
        pygame.draw.circle(surf, MARKER, centre, rad, max(1, round(R * 0.1)))
        text = ART.text(str(points), max(MIN_TEXT, round(rad * 1.15)), Palette.ink, True)
        surf.blit(text, text.get_rect(center=centre))
    else:
        icon = ART.svg(f"border/area_{area.id}", (side, side), mix(tint, BOARD_PAPER, 0.25))
        surf.blit(icon, icon.get_rect(center=(round(cx), round(cy))))
