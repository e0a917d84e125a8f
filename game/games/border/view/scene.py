"""The Border's table.

The board of the seat deciding now is drawn large on the left: during Action 1 the active
player's, during Action 2 each other player's in turn (a banner in their colour names
them).  Every other board sits in a smaller panel on the right; click one to see it
large (all information is public).  Below the panels is the dice tray.

* Action 1: Roll (R), click dice to set them aside or take them back, roll again (three
  rolls at most).  The segments the dice can complete glow; click one, or drag a die of
  its colour onto it, to complete it.  Done (D or Enter) passes the unused dice on.
* Action 2: the offered dice are in the tray; the spaces they can cross glow.  Click a
  space, or select a die (click it or press 1-5) and then a space, or drag the die there.
* An illegal drop snaps back and says why; every colour also carries a symbol.

Computer moves animate (dice tumbling, dice flying to the board, crosses drawn stroke by
stroke, a completed area's points rising) at the speed set in the settings.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from functools import cache
from typing import Any

import pygame

from game.core import i18n
from game.core.i18n import Msg, seat_msg, tr
from game.core.rules import Action
from game.games.border.boards import NO_COLOUR, NO_SEGMENT, Geometry, bits, hex_centre
from game.games.border.rules import (
    CROSS,
    KEEP,
    NO_DIE,
    OVER,
    PASSIVE,
    ROLL,
    BorderRules,
    BorderState,
    Complete,
    Cross,
    Done,
    Keep,
    Roll,
)
from game.scenes.common import Overlay, dim
from game.scenes.play import PlayScene
from game.ui.anim import Tween, ease_in_out, ease_out
from game.ui.art import ART, Colour, LRUCache, Palette, TextStyle, hex_colour, mix
from game.ui.drag import DragController, Source
from game.ui.draw import Painter, Text, darker, lighter
from game.ui.layers import drag_look, drag_state, widgets_look
from game.ui.layout import Viewport
from game.ui.widgets import Button, WidgetGroup

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

    def at(self, cell: tuple[int, int]) -> tuple[float, float]:
        x, y = hex_centre(cell)
        return (self.x0 + x * self.r, self.y0 + y * self.r)

    def space_at(self, pos) -> int | None:
        if not self.bounds.collidepoint(pos):
            return None
        best, best_d = None, (self.r * 0.93) ** 2
        for s, (x, y) in enumerate(self.centres):
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


# ---------------------------------------------------------------------------------------------
# cached pictures


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


def render_board(
    p: Painter,
    rules: BorderRules,
    state: BorderState,
    seat: int,
    lay: HexLayout,
    hide_cross: int = 0,
    hide_areas: int = 0,
) -> pygame.Surface:
    """The board of ``seat`` at the real size of ``lay.bounds``: areas, spaces, symbols, crosses."""
    real = p.vp.rect(lay.bounds)
    board = state.boards[seat]
    crossed = state.crossed[seat] & ~hide_cross
    completed = state.completed[seat] & ~hide_areas
    points = tuple(state.points[seat][a] if completed >> a & 1 else 0 for a in range(len(rules.geometry.areas)))
    key = (id(rules), board, crossed, completed, points, real.size, round(lay.r * p.vp.scale, 2), p.text_scale)

    def make() -> pygame.Surface:
        return _draw_board(p, rules, board, crossed, completed, points, lay, real.size)

    return _BOARDS.get_or(key, make)


def _draw_board(p, rules, board_index, crossed, completed, points, lay: HexLayout, size) -> pygame.Surface:
    g = rules.geometry
    b = rules.bs.boards[board_index]
    s = p.vp.scale
    surf = pygame.Surface(size, pygame.SRCALPHA)
    ox, oy = lay.bounds.x, lay.bounds.y
    R = lay.r * s

    def real(pt):
        return ((pt[0] - ox) * s, (pt[1] - oy) * s)

    small = R < 11
    # the areas
    for area in g.areas:
        tint = AREA_TINTS.get(area.id, Palette.ink_faint)
        done = completed >> area.index & 1
        fill = mix(tint, BOARD_PAPER, 0.2) if done else mix(tint, BOARD_PAPER, 0.8)
        for cell in area.cells:
            pygame.draw.polygon(surf, fill, hex_points(*real(lay.at(cell)), R + 0.8))
    # the spaces
    centres = [real(c) for c in lay.centres]
    for sp, (cx, cy) in enumerate(centres):
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
        _draw_area_label(surf, p, rules, area, completed >> area.index & 1, points[area.index], real, lay, R)
    # symbols and crosses
    side = round(R * 0.95)
    for sp, (cx, cy) in enumerate(centres):
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
    return _convert(surf)


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
        centre = (round(cx + side * 0.42), round(cy + side * 0.36))
        pygame.draw.circle(surf, Palette.panel, centre, rad)
        pygame.draw.circle(surf, MARKER, centre, rad, max(1, round(R * 0.1)))
        text = ART.text(str(points), max(7, round(rad * 1.15)), Palette.ink, True)
        surf.blit(text, text.get_rect(center=centre))
    else:
        icon = ART.svg(f"border/area_{area.id}", (side, side), mix(tint, BOARD_PAPER, 0.25))
        surf.blit(icon, icon.get_rect(center=(round(cx), round(cy))))


# ---------------------------------------------------------------------------------------------
# the view


class PanelButton(Button):
    """An invisible button over a board panel: hover ring, keyboard focus, click to enlarge."""

    def draw(self, p: Painter) -> None:
        if self.focused:
            p.focus_ring(self.rect, 18)
        elif self.hovered:
            p.rect(self.rect, Palette.glow_soft, 16, 3)


class BorderView(PlayScene):
    name = "border"

    def __init__(self, app, match, match_id):
        self.drag = DragController(self, None, self._refused)
        self.widgets = WidgetGroup()
        self.main_lay: HexLayout | None = None
        self.main_seat = 0
        self.panels: list[tuple[int, pygame.Rect, HexLayout]] = []
        self.main_panel = pygame.Rect(0, 0, 0, 0)
        self.header_rect = pygame.Rect(0, 0, 0, 0)
        self.strip_rect = pygame.Rect(0, 0, 0, 0)
        self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[pygame.Rect] = []
        self.die = 64
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        self.row_caps: list[pygame.Rect] = []
        self.roll_button: Button | None = None
        self.done_button: Button | None = None
        self.die_fx: dict[int, Tween] = {}
        self.ghosts: list[Tween] = []
        self.pending_cross: dict[tuple[int, int], Tween] = {}
        self.pending_area: dict[tuple[int, int], Tween] = {}
        self.pointer = (0, 0)
        self._press_die: int | None = None
        super().__init__(app, match, match_id)
        self.drag.animator = self.animator

    # ------------------------------------------------------------------------------------------
    # who is shown and who may act

    @property
    def brules(self) -> BorderRules:
        return self.rules  # type: ignore[return-value]

    def shown_seat(self, state: BorderState) -> int:
        """The seat whose board is large: the one deciding now (the active one during Action 1)."""
        if state.phase == OVER:
            if self.humans:
                return self.humans[0]
            ranking = self.rules.ranking(state)
            return ranking.index(0)
        if state.phase == PASSIVE:
            return state.current
        return state.active

    def can_act(self) -> bool:
        """A person decides now (computer seats think in a thread only when no person is to move)."""
        seat = self.human_to_move()
        return seat is not None and seat == self.match.state.current

    def legal(self) -> list[Action]:
        return self.match.legal_actions() if self.can_act() else []

    # ------------------------------------------------------------------------------------------
    # layout

    def layout(self) -> None:
        state: BorderState = self.match.state
        b = self.board_rect
        g = self.brules.geometry
        _, _, uw, uh = unit_extent(g)
        top = b.y + 12
        bottom = b.bottom - 12
        board_h = bottom - top - HEADER_H - STRIP_H - 3 * 10
        r = board_h / uh
        right_min = 470
        if b.w - (uw * r + 2 * PAD) - 3 * PAD < right_min:
            r = (b.w - 3 * PAD - right_min - 2 * PAD) / uw
        left_w = round(uw * r + 2 * PAD)
        right_w = min(660, b.w - left_w - 3 * PAD)
        x0 = b.x + (b.w - left_w - PAD - right_w) // 2
        self.main_panel = pygame.Rect(x0, top, left_w, bottom - top)
        self.header_rect = pygame.Rect(x0, top, left_w, HEADER_H)
        board_rect = pygame.Rect(x0 + PAD, top + HEADER_H + 10, left_w - 2 * PAD, round(uh * r))
        self.main_lay = HexLayout(g, board_rect)
        self.strip_rect = pygame.Rect(x0 + PAD, self.main_lay.bounds.bottom + 12, left_w - 2 * PAD, STRIP_H)
        right = pygame.Rect(x0 + left_w + PAD, top, right_w, bottom - top)
        self.main_seat = self.shown_seat(state)
        others = state.num_seats - 1
        tray_h = TRAY_H
        if others == 1:
            # one opponent: their panel takes the height its board needs, the tray the rest
            bw = right.w - 24
            tray_h = max(TRAY_H, right.h - 12 - (92 + round(bw * uh / uw) + 14))
        self.tray_rect = pygame.Rect(right.x, right.bottom - tray_h, right.w, tray_h)
        self._layout_panels(state, pygame.Rect(right.x, right.y, right.w, self.tray_rect.y - 12 - right.y))
        self._layout_tray(state)
        self._layout_widgets(state)
        self._layout_drag(state)

    def _layout_panels(self, state: BorderState, area: pygame.Rect) -> None:
        n = state.num_seats
        others = [(self.main_seat + i) % n for i in range(1, n)]
        gap = 12
        h = (area.h - gap * (len(others) - 1)) // max(1, len(others))
        self.panels = []
        g = self.brules.geometry
        for i, seat in enumerate(others):
            rect = pygame.Rect(area.x, area.y + i * (h + gap), area.w, h)
            if len(others) == 1:
                inner = pygame.Rect(rect.x + 12, rect.y + 92, rect.w - 24, rect.h - 104)
            else:
                _, _, uw, uh = unit_extent(g)
                bh = rect.h - 20
                inner = pygame.Rect(rect.x + 10, rect.y + 10, min(round(bh * uw / uh), rect.w // 2), bh)
            self.panels.append((seat, rect, HexLayout(g, inner)))

    def _layout_tray(self, state: BorderState) -> None:
        t = self.tray_rect
        inset_w = t.w - 28
        self.die = max(40, min(84, (inset_w - 24 - 4 * DIE_GAP) // 5, (t.h - 54 - 80 - 2 * 50) // 2))
        y = t.y + 54
        self.rows = []
        self.row_caps = []
        for _ in range(2):
            self.row_caps.append(pygame.Rect(t.x + 20, y, inset_w - 12, 26))
            self.rows.append(pygame.Rect(t.x + 14, y + 26, inset_w, self.die + 16))
            y += 26 + self.die + 16 + 8
        self.hint_rect = pygame.Rect(t.x + 18, y, t.w - 36, t.bottom - 80 - y)

    def slot_rect(self, die: int, row: int) -> pygame.Rect:
        inset = self.rows[row]
        x0 = inset.x + (inset.w - (5 * self.die + 4 * DIE_GAP)) // 2
        return pygame.Rect(x0 + die * (self.die + DIE_GAP), inset.y + 8, self.die, self.die)

    def die_row(self, state: BorderState, die: int) -> int:
        phase = state.phase
        if phase == KEEP:
            return 1 if state.aside >> die & 1 else 0
        if phase == CROSS:
            return 1 if state.used >> die & 1 else 0
        if phase == PASSIVE:
            return 0 if self.brules.free_dice(state) >> die & 1 else 1
        return 0

    def _layout_widgets(self, state: BorderState) -> None:
        self.widgets.clear()
        t = self.tray_rect
        legal = self.legal()
        y = t.bottom - 76
        w = (t.w - 36) // 2
        phase = state.phase
        self.roll_button = None
        if phase in (ROLL, KEEP, CROSS):
            self.roll_button = Button(
                pygame.Rect(t.x + 12, y, w, 62),
                Msg("border.ui.roll"),
                lambda: self.perform(Roll()),
                icon="dice",
                kind="primary" if phase in (ROLL, KEEP) else "secondary",
                hotkeys=(pygame.K_r,),
                tooltip=Msg("border.ui.tip_roll"),
            )
            self.roll_button.enabled = Roll() in legal
            self.widgets.add(self.roll_button)
        done_x = t.x + 24 + w if self.roll_button else t.x + 12
        done_w = w if self.roll_button else t.w - 24
        tip = {KEEP: "tip_done_keep", CROSS: "tip_done_cross", PASSIVE: "tip_done_passive"}.get(phase, "tip_done_cross")
        self.done_button = Button(
            pygame.Rect(done_x, y, done_w, 62),
            Msg("border.ui.done"),
            lambda: self.perform(Done()),
            icon="check",
            kind="primary" if phase in (CROSS, PASSIVE) else "secondary",
            hotkeys=(pygame.K_d,),
            tooltip=Msg(f"border.ui.{tip}"),
        )
        self.done_button.enabled = Done() in legal
        self.widgets.add(self.done_button)
        if phase == OVER:
            self.done_button.visible = False
            self.widgets.add(
                Button(
                    pygame.Rect(t.x + 12, y, t.w - 24, 62),
                    Msg("border.ui.results"),
                    self.show_results,
                    icon="trophy",
                    kind="primary",
                    tooltip=Msg("border.ui.tip_results"),
                )
            )
        for seat, rect, _ in self.panels:
            tip: Text = Msg("border.ui.enlarge", player=seat_msg(seat))
            if phase in (KEEP, CROSS) and self.app.settings.show_legal_moves:
                tip = Msg("border.ui.enlarge_preview", player=seat_msg(seat))
            button = PanelButton(rect, "", lambda s=seat: self.enlarge(s), tooltip=tip)
            self.widgets.add(button)

    def _layout_drag(self, state: BorderState) -> None:
        sources: list[Source] = []
        targets: dict[Hashable, pygame.Rect] = {}
        if self.can_act() and state.phase in (KEEP, CROSS, PASSIVE):
            free = self.brules.free_dice(state)
            for d in range(len(state.dice)):
                if state.phase == KEEP or free >> d & 1:
                    sources.append(Source(("die", d), self.slot_rect(d, self.die_row(state, d)), ("die", d)))
            if state.phase == KEEP:
                targets[("zone", 0)] = self.rows[0]
                targets[("zone", 1)] = self.rows[1]
            if self.main_lay is not None:
                for s in range(len(self.brules.geometry.spaces)):
                    targets[("space", s)] = self.main_lay.space_rect(s)
        self.drag.set_layout(sources, targets)

    # ------------------------------------------------------------------------------------------
    # the judge (drag and drop)

    def _action_for(self, payload: Any, target: Hashable) -> Action | None:
        state: BorderState = self.match.state
        die = payload[1]
        if target[0] == "zone":
            return Keep(die, target[1] == 1)
        if target[0] == "space":
            space = target[1]
            if state.phase in (KEEP, CROSS):
                seg = self.brules.board_of(state, state.current).segment_of[space]
                return Complete(seg) if seg != NO_SEGMENT else None
            if state.phase == PASSIVE:
                return Cross(space)
        return None

    def legal_targets(self, payload: Any) -> set[Hashable]:
        state: BorderState = self.match.state
        die = payload[1]
        out: set[Hashable] = set()
        if state.phase == KEEP:
            out.add(("zone", 0 if state.aside >> die & 1 else 1))
        board = self.brules.board_of(state, state.current)
        for action in self.brules.actions_for_die(state, die):
            if isinstance(action, Complete):
                out.update(("space", s) for s in board.segments[action.segment].spaces)
            elif isinstance(action, Cross):
                out.add(("space", action.space))
        return out

    def drop(self, payload: Any, target: Hashable) -> None:
        action = self._action_for(payload, target)
        if action is not None:
            self.perform(action)

    def why_not(self, payload: Any, target: Hashable) -> Text | None:
        state: BorderState = self.match.state
        action = self._action_for(payload, target)
        if action is None:
            if target[0] == "space":
                return Msg("border.ui.tip_white") if self._is_white(target[1]) else Msg("border.why.not_now")
            return Msg("border.why.not_now")
        if isinstance(action, Keep):
            return None  # dropped back on its own row: it simply goes home
        die_colour = state.dice[payload[1]]
        space = target[1]
        board = self.brules.board_of(state, state.current)
        if board.colour_of[space] == NO_COLOUR:
            return Msg("border.ui.tip_white")
        if board.colour_of[space] != die_colour:
            return Msg(
                "border.ui.why_colour",
                die=self.brules.colour_name(die_colour),
                space=self.brules.colour_name(board.colour_of[space]),
            )
        return self.rules.why_illegal(state, action)

    def _refused(self, reason: Text, pos) -> None:
        self.app.toast(reason, "warning", pos)

    def _is_white(self, space: int) -> bool:
        return space in self.brules.geometry.whites

    # ------------------------------------------------------------------------------------------
    # input

    def handle_board(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if self.widgets.handle(event):
            return
        if self.can_act():
            if self._keep_click(event):
                return
            if self.drag.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _keep_click(self, event: pygame.event.Event) -> bool:
        """Between rolls a click on a die sets it aside or takes it back (a drag still drags)."""
        state: BorderState = self.match.state
        if state.phase != KEEP:
            self._press_die = None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.drag.active:
            source = self.drag.source_at(event.pos)
            self._press_die = source.payload[1] if source is not None else None
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press_die is not None:
            die, self._press_die = self._press_die, None
            was_dragging = self.drag.dragging
            self.drag.handle(event)
            if not was_dragging and self.drag.is_lifted(("die", die)):
                self.drag.cancel()
                self.toggle_keep(die)
            return True
        return False

    def toggle_keep(self, die: int) -> None:
        state: BorderState = self.match.state
        self.perform(Keep(die, not state.aside >> die & 1))

    def _click(self, pos) -> None:
        if not self.can_act() or self.main_lay is None:
            return
        state: BorderState = self.match.state
        if state.phase == ROLL and (self.rows[0].collidepoint(pos) or self.rows[1].collidepoint(pos)):
            self.perform(Roll())
            return
        space = self.main_lay.space_at(pos)
        if space is None:
            return
        if self._is_white(space):
            self.app.toast(Msg("border.ui.tip_white"), "info", pos)
            return
        if state.phase in (KEEP, CROSS):
            seg = self.brules.board_of(state, state.current).segment_of[space]
            self.perform(Complete(seg))
        elif state.phase == PASSIVE:
            self.perform(Cross(space))

    def _key(self, event: pygame.event.Event) -> None:
        if not self.can_act():
            return
        state: BorderState = self.match.state
        legal = self.legal()
        key = event.key
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_d):
            if Done() in legal:
                self.perform(Done())
            return
        if key == pygame.K_r:
            if Roll() in legal:
                self.perform(Roll())
            else:
                self.app.toast(self.rules.why_illegal(state, Roll()) or Msg("border.why.no_roll_now"), "warning")
            return
        if pygame.K_1 <= key <= pygame.K_5:
            die = key - pygame.K_1
            if state.phase == KEEP:
                self.toggle_keep(die)
                return
            source = next((s for s in self.drag.sources if s.key == ("die", die)), None)
            if source is not None:
                self.drag.lift(source)
            else:
                self.app.toast(Msg("border.ui.why_die_gone"), "warning")

    def board_wants_escape(self) -> bool:
        return self.drag.active

    def enlarge(self, seat: int) -> None:
        self.app.stack.push(BoardOverlay(self.app, self, seat))

    # ------------------------------------------------------------------------------------------
    # tooltips

    def tooltip_at(self, pos) -> Text | None:
        return self.widgets.tooltip_at(pos) or super().tooltip_at(pos)

    def board_tooltip(self, pos) -> Text | None:
        state: BorderState = self.match.state
        for source in self.drag.sources:
            if source.rect.collidepoint(pos):
                return self._die_tip(state, source.payload[1])
        for d in range(len(state.dice)):
            if state.dice[d] != NO_DIE and self.slot_rect(d, self.die_row(state, d)).collidepoint(pos):
                return self._die_tip(state, d)
        if self.main_lay is not None:
            tip = self.space_tip(state, self.main_seat, self.main_lay, pos, interactive=True)
            if tip is not None:
                return tip
        cell = self._strip_cell_at(pos)
        if cell is not None:
            return self.area_tip(state, self.main_seat, cell)
        return None

    def _die_tip(self, state: BorderState, die: int) -> Text:
        colour = state.dice[die]
        name = self.brules.colour_name(colour)
        symbol = Msg(f"border.symbol.{self.brules.bs.colours[colour].symbol}")
        if self.can_act() and state.phase == KEEP:
            return Msg("border.ui.tip_die_keep", colour=name, symbol=symbol, key=die + 1)
        if self.can_act() and self.brules.free_dice(state) >> die & 1:
            return Msg("border.ui.tip_die_use", colour=name, symbol=symbol, key=die + 1)
        return Msg("border.ui.tip_die", colour=name, symbol=symbol)

    def space_tip(self, state: BorderState, seat: int, lay: HexLayout, pos, interactive: bool) -> Text | None:
        space = lay.space_at(pos)
        rules = self.brules
        if space is None:
            area = lay.area_at(pos)
            return self.area_tip(state, seat, area) if area is not None else None
        board = rules.board_of(state, seat)
        areas = ", ".join(str(rules.area_name(a)) for a in rules.geometry.areas_of_space[space])
        if board.colour_of[space] == NO_COLOUR:
            return Msg.raw(f"{Msg('border.tip.white')} {Msg('border.ui.tip_borders', areas=areas)}")
        seg = board.segments[board.segment_of[space]]
        crossed = (seg.mask & state.crossed[seat]).bit_count()
        lines = [
            str(
                Msg(
                    "border.ui.tip_space",
                    colour=rules.colour_name(seg.colour),
                    symbol=Msg(f"border.symbol.{rules.bs.colours[seg.colour].symbol}"),
                    length=seg.length,
                    crossed=crossed,
                )
            ),
            str(Msg("border.ui.tip_borders", areas=areas)),
        ]
        if interactive and self.can_act() and seat == state.current:
            if state.phase in (KEEP, CROSS) and seg.index in rules.completable(state):
                need = rules.segment_need(state, seat, seg.index)
                lines.append(str(Msg("border.ui.tip_complete", count=need, colour=rules.colour_name(seg.colour))))
                if state.phase == KEEP:
                    lines.append(str(Msg("border.ui.tip_complete_stops")))
            elif state.phase == PASSIVE and rules.crossable_mask(state) >> space & 1:
                lines.append(str(Msg("border.ui.tip_cross")))
        return Msg.raw("\n".join(lines))

    def area_tip(self, state: BorderState, seat: int, area: int) -> Text:
        rules = self.brules
        a = rules.geometry.areas[area]
        name = rules.area_name(area)
        if state.completed[seat] >> area & 1:
            text = str(Msg("border.ui.tip_area_done", area=name, points=state.points[seat][area]))
        else:
            text = str(
                Msg(
                    "border.ui.tip_area",
                    area=name,
                    first=a.first,
                    later=a.later,
                    left=rules.area_left(state, seat, area),
                )
            )
        firsts = [s for s in range(state.num_seats) if state.points[s][area] == a.first and a.first]
        if firsts:
            who = ", ".join(self.match.seat_name(s) for s in firsts)
            text += "\n" + str(Msg("border.ui.tip_taken_by", players=who))
        return Msg.raw(text)

    def _strip_cell_at(self, pos) -> int | None:
        if not self.strip_rect.collidepoint(pos):
            return None
        for area, rect in enumerate(self.strip_cells(self.strip_rect)[0]):
            if rect.collidepoint(pos):
                return area
        return None

    # ------------------------------------------------------------------------------------------
    # animation

    def animate(self, before: Any, action: Action, seat: int, by_bot: bool) -> None:
        after: BorderState = self.match.state
        self.layout()
        rules = self.brules
        moved: set[int] = set()
        if isinstance(action, Roll):
            rolled = bits(rules.all_dice & ~before.aside) if before.phase == KEEP else list(range(len(after.dice)))
            for i, d in enumerate(rolled):
                self._die_tween(d, ("tumble", i), TUMBLE + 0.07 * i)
                moved.add(d)
        elif isinstance(action, (Complete, Cross)) and self.main_lay is not None:
            self._animate_crossing(before, after, action, moved)
        for d in range(len(after.dice)):
            if d in moved:
                continue
            old = self.slot_rect(d, self.die_row(before, d))
            new = self.slot_rect(d, self.die_row(after, d))
            if old.topleft != new.topleft:
                self._die_tween(d, ("slide", old.topleft), SLIDE)

    def _die_tween(self, die: int, payload, duration: float, delay: float = 0.0) -> None:
        old = self.die_fx.pop(die, None)
        if old is not None and old in self.animator.tweens:
            self.animator.tweens.remove(old)

        def done() -> None:
            if self.die_fx.get(die) is tween:
                del self.die_fx[die]

        tween = Tween((0, 0), (1, 0), duration, ease_out, delay=delay, payload=payload, on_done=done)
        self.die_fx[die] = tween
        self.animator.add(tween)

    def _animate_crossing(self, before: BorderState, after: BorderState, action: Action, moved: set[int]) -> None:
        lay = self.main_lay
        assert lay is not None
        seat = before.current
        new_spaces = bits(after.crossed[seat] & ~before.crossed[seat])
        if isinstance(action, Complete):
            dice = bits(after.used & ~before.used)
        else:
            dice = bits(after.spent & ~before.spent)
        target = lay.segment_centre(new_spaces) if new_spaces else lay.bounds.center
        for i, d in enumerate(dice):
            start = self.slot_rect(d, self.die_row(before, d)).topleft
            end = (target[0] - self.die / 2 + (i - (len(dice) - 1) / 2) * 18, target[1] - self.die / 2)
            ghost = Tween(start, end, FLY, ease_in_out, delay=0.04 * i, payload=before.dice[d], arc=60)
            ghost.on_done = lambda g=ghost: self.ghosts.remove(g) if g in self.ghosts else None
            self.ghosts.append(ghost)
            self.animator.add(ghost)
            new = self.slot_rect(d, self.die_row(after, d))
            if new.topleft != start:
                self._die_tween(d, ("slide", start), SLIDE, delay=FLY * 0.6)
                moved.add(d)
        order = sorted(new_spaces, key=lambda s: (lay.centres[s][1], lay.centres[s][0]))
        start_at = FLY * 0.8 if dice else 0.0
        end_at = start_at
        for i, s in enumerate(order):
            delay = start_at + i * STROKE * 0.6
            self._pending(self.pending_cross, (seat, s), STROKE, delay)
            end_at = delay + STROKE
        for area in bits(after.completed[seat] & ~before.completed[seat]):
            self._pending(self.pending_area, (seat, area), POP, end_at, payload=after.points[seat][area])

    def _pending(self, table: dict, key, duration: float, delay: float, payload: Any = None) -> None:
        def done() -> None:
            if table.get(key) is tween:
                del table[key]

        tween = Tween((0, 0), (1, 0), duration, ease_out, delay=delay, payload=payload, on_done=done)
        table[key] = tween
        self.animator.add(tween)

    def hidden_for(self, seat: int) -> tuple[int, int]:
        """Spaces and areas of ``seat`` whose cross or completion is still to be animated."""
        cross = 0
        for (s, space), tween in self.pending_cross.items():
            if s == seat and not tween.done:
                cross |= 1 << space
        areas = 0
        for (s, area), tween in self.pending_area.items():
            if s == seat and not tween.started:
                areas |= 1 << area
        return cross, areas

    # ------------------------------------------------------------------------------------------
    # drawing

    def draw_board(self, p: Painter, state: BorderState) -> None:
        if self.main_lay is None:
            return
        self._draw_main(p, state)
        for seat, rect, lay in self.panels:
            self._draw_panel(p, state, seat, rect, lay)
        self._draw_tray(p, state)

    def board_key(self) -> Hashable | None:
        """What the cached board (main board, panels, tray) shows besides the match."""
        if self.die_fx or self.ghosts:
            return None
        hover = self.main_lay.space_at(self.pointer) if self.main_lay is not None else None
        pending = (tuple(sorted(self.pending_cross)), tuple(sorted(self.pending_area)))
        return (drag_state(self.drag), widgets_look(self.widgets), self.main_seat, hover, pending, self._press_die)

    def board_look(self) -> Hashable | None:
        return (self.board_key(), drag_look(self.drag))

    def draw_board_live(self, p: Painter, state: BorderState) -> None:
        if self.main_lay is None:
            return
        self.widgets.draw(p)
        self._draw_flying(p, state)

    # -- the large board ----------------------------------------------------------------------

    def _draw_main(self, p: Painter, state: BorderState) -> None:
        seat = self.main_seat
        lay = self.main_lay
        assert lay is not None
        solid_panel(p, self.main_panel, BOARD_PAPER, Palette.panel_edge, 18)
        self.draw_header(p, state, seat, self.header_rect)
        self.draw_seat_board(p, state, seat, lay)
        self._draw_highlights(p, state, lay)
        self._draw_pending(p, seat, lay)
        self.draw_strip(p, state, seat, self.strip_rect)

    def draw_header(self, p: Painter, state: BorderState, seat: int, rect: pygame.Rect, banner: bool = True) -> None:
        key = (
            "header",
            seat,
            state.phase,
            state.ending,
            state.completed[seat].bit_count(),
            state.boards[seat],
            banner,
            self.match.seat_name(seat),
        )
        cached_layer(
            p, key, rect.inflate(-6, -6), BOARD_PAPER, lambda q: self._paint_header(q, state, seat, rect, banner)
        )

    def _paint_header(self, p: Painter, state: BorderState, seat: int, rect: pygame.Rect, banner: bool) -> None:
        colour = darker(Palette.seat(seat), 0.18)
        band = rect.inflate(-8, -8)
        acting = banner and state.phase != OVER
        if acting:
            p.rect(band, colour, 14)
            ink = Palette.paper_ink
        else:
            p.rect(band, (*Palette.bg_deep, 200), 14)
            ink = Palette.ink
        p.circle((band.x + 30, band.centery), 21, Palette.paper_ink)
        p.icon(Palette.seat_symbol(seat), pygame.Rect(band.x + 14, band.centery - 16, 32, 32), Palette.seat(seat))
        x = band.x + 62
        right = band.right - 14
        # right side: areas, last round
        areas = Msg("border.ui.areas_done", count=state.completed[seat].bit_count(), goal=self.brules.bs.end_areas)
        r = p.text(areas, (right, band.centery), TextStyle(22, ink, True), "midright", max_width=190)
        right = r.x - 16
        if state.phase == OVER:
            place = Msg("border.ui.status_place", place=self.rules.ranking(state)[seat] + 1)
            chip_w = min(190, p.measure(place, TextStyle(20, Palette.ink, True))[0] + 24)
            chip = pygame.Rect(right - chip_w, band.centery - 17, chip_w, 34)
            p.rect(chip, Palette.accent_soft, 17)
            p.text(place, chip.center, TextStyle(20, Palette.ink, True), "center", max_width=chip_w - 12)
            right = chip.x - 14
        if state.ending and state.phase != OVER:
            chip_w = min(190, p.measure(Msg("border.ui.last_round"), TextStyle(20, Palette.ink, True))[0] + 24)
            chip = pygame.Rect(right - chip_w, band.centery - 17, chip_w, 34)
            p.rect(chip, Palette.glow, 17)
            p.text(
                Msg("border.ui.last_round"),
                chip.center,
                TextStyle(20, Palette.ink, True),
                "center",
                max_width=chip_w - 12,
            )
            right = chip.x - 14
        if acting:
            label = Msg("border.ui.action2" if state.phase == PASSIVE else "border.ui.action1")
            chip_w = min(150, p.measure(label, TextStyle(20, colour, True))[0] + 26)
            chip = pygame.Rect(x, band.centery - 17, chip_w, 34)
            p.rect(chip, Palette.paper_ink, 17)
            p.text(label, chip.center, TextStyle(20, colour, True), "center", max_width=chip_w - 12)
            x = chip.right + 14
            banner_key = {PASSIVE: "banner_passive", CROSS: "banner_cross"}.get(state.phase, "banner_roll")
            head: Text = Msg(f"border.ui.{banner_key}", player=seat_msg(seat))
        else:
            head = Msg("border.ui.board_title", player=seat_msg(seat))
        head_rect = p.text(head, (x, band.centery), TextStyle(28, ink, True), "midleft", max_width=max(40, right - x))
        board_name = Msg("border.ui.board_name", board=self.brules.board_name(state.boards[seat]))
        if right - head_rect.right > 120:
            p.text(
                board_name,
                (head_rect.right + 14, band.centery + 2),
                TextStyle(20, lighter(ink, 0.25) if acting else Palette.ink_soft),
                "midleft",
                max_width=right - head_rect.right - 20,
            )

    def draw_seat_board(self, p: Painter, state: BorderState, seat: int, lay: HexLayout) -> None:
        hide_cross, hide_areas = self.hidden_for(seat)
        surf = render_board(p, self.brules, state, seat, lay, hide_cross, hide_areas)
        p.surface.blit(surf, p.vp.point(lay.bounds.topleft))

    def _draw_highlights(self, p: Painter, state: BorderState, lay: HexLayout) -> None:
        if not self.can_act() or self.main_seat != state.current:
            return
        rules = self.brules
        board = rules.board_of(state, state.current)
        hints = self.app.settings.show_legal_moves
        hover = lay.space_at(self.pointer)
        if self.drag.active:
            lit = {k[1] for k in self.drag.legal if k[0] == "space"}
            focus = {k[1] for k in self.drag.legal if k[0] == "space" and self.drag.target_state(k) == "hover"}
            if hover in lit:
                focus.add(hover)
            strong = set()
            for sp in focus:
                seg = board.segment_of[sp]
                strong |= set(board.segments[seg].spaces) if state.phase != PASSIVE and seg >= 0 else {sp}
            if not hints:
                lit = strong & lit
            # everything the held die cannot reach steps back, so the targets stand out
            self._dim_except(p, lay, frozenset(lit))
            for sp in lit:
                self.hex_glow(p, lay, sp, sp in strong)
            return
        if not hints:
            return
        if state.phase in (KEEP, CROSS):
            for seg in rules.completable(state):
                spaces = board.segments[seg].spaces
                on = hover in spaces
                for sp in spaces:
                    self.hex_glow(p, lay, sp, on)
        elif state.phase == PASSIVE:
            for sp in rules.crossable(state):
                self.hex_glow(p, lay, sp, sp == hover)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """The die to set aside (and the row it goes to), the button to press, or the spaces to cross."""
        state: BorderState = self.match.state
        if isinstance(action, Keep):
            return [self.slot_rect(action.die, self.die_row(state, action.die)), self.rows[1 if action.keep else 0]]
        if isinstance(action, Roll) and self.roll_button is not None:
            return [self.roll_button.rect]
        if isinstance(action, Done):
            return [self.done_button.rect]
        return []

    def draw_hint(self, p: Painter, action: Action) -> None:
        """Spaces glow as hexes (the segment to complete, the space to cross); the rest as rects."""
        state: BorderState = self.match.state
        board = self.brules.board_of(state, state.current)
        spaces: tuple[int, ...] = ()
        if isinstance(action, Complete):
            spaces = tuple(board.segments[action.segment].spaces)
        elif isinstance(action, Cross):
            spaces = (action.space,)
        if spaces and self.main_lay is not None and self.main_seat == state.current:
            for sp in spaces:
                self.hex_glow(p, self.main_lay, sp, True)
            cx, cy = self.main_lay.centres[spaces[0]]
            self.hint_marker(p, (cx + self.main_lay.r * 0.7, cy - self.main_lay.r * 0.7))
            return
        super().draw_hint(p, action)

    def _dim_except(self, p: Painter, lay: HexLayout, lit: frozenset) -> None:
        real = p.vp.rect(lay.bounds)
        scale = p.vp.scale

        def make() -> pygame.Surface:
            veil = pygame.Surface(real.size, pygame.SRCALPHA)
            veil.fill((*BOARD_PAPER, 150))
            for sp in lit:
                cx, cy = lay.centres[sp]
                pts = hex_points((cx - lay.bounds.x) * scale, (cy - lay.bounds.y) * scale, lay.r * scale + 1)
                pygame.draw.polygon(veil, (0, 0, 0, 0), pts)
            return _convert(veil)

        key = ("veil", real.size, round(lay.r * scale, 2), lay.bounds.topleft, lit)
        p.surface.blit(_HEX.get_or(key, make), real.topleft)

    def hex_glow(self, p: Painter, lay: HexLayout, space: int, strong: bool) -> None:
        """A legal target: a dark and an amber ring, light stripes (never colour alone)."""
        cx, cy = lay.centres[space]
        r = lay.r
        if strong:
            p.polygon(hex_points(cx, cy, r * 0.95), (*Palette.glow_soft, 110))
        real_r = p.vp.px(r * 0.8)
        hatch = hex_hatch(real_r, (255, 255, 255, 150 if strong else 110))
        p.surface.blit(hatch, hatch.get_rect(center=p.vp.point((cx, cy))))
        p.polygon(hex_points(cx, cy, r * 0.93), Palette.ink, 4 if strong else 3)
        p.polygon(hex_points(cx, cy, r * 0.8), Palette.glow, 7 if strong else 5)

    def _draw_pending(self, p: Painter, seat: int, lay: HexLayout) -> None:
        rules = self.brules
        for (s, space), tween in self.pending_cross.items():
            if s != seat or not tween.started:
                continue
            cx, cy = lay.centres[space]
            surf_r = p.vp.px(lay.r)
            size = surf_r * 2 + 4
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            _marker_cross(surf, size / 2, size / 2, surf_r, tween.t, MARKER, max(2, round(surf_r * 0.17)))
            p.surface.blit(surf, surf.get_rect(center=p.vp.point((cx, cy))))
        for (s, area), tween in self.pending_area.items():
            if s != seat or not tween.started:
                continue
            cx, cy = lay.area_centre(area)
            t = tween.t
            ring = lay.r * (1.2 + 2.2 * t)
            alpha = round(220 * (1 - t))
            if alpha > 0:
                real_ring = p.vp.px(ring)
                halo = pygame.Surface((real_ring * 2 + 4, real_ring * 2 + 4), pygame.SRCALPHA)
                pygame.draw.circle(halo, (*Palette.glow, alpha), halo.get_rect().center, real_ring, p.vp.px(6))
                p.surface.blit(halo, halo.get_rect(center=p.vp.point((cx, cy))))
            badge_y = cy - lay.r * 0.8 - 60 * ease_out(t)
            text = Msg("border.ui.scored", points=tween.payload or rules.first_value[area])
            style = TextStyle(40, Palette.ink, True)
            w, h = p.measure(text, style)
            box = pygame.Rect(0, 0, w + 30, h + 8)
            box.center = (round(cx), round(badge_y))
            p.rect(box, Palette.glow, 16)
            p.rect(box, Palette.ink, 16, 2)
            p.text(text, box.center, style, "center")

    # -- the scoring strip ----------------------------------------------------------------------

    def strip_cells(self, rect: pygame.Rect) -> tuple[list[pygame.Rect], pygame.Rect]:
        n = len(self.brules.geometry.areas)
        gap = 6
        total_w = 116
        w = (rect.w - total_w - gap * n) / n
        cells = [pygame.Rect(round(rect.x + i * (w + gap)), rect.y, round(w), rect.h) for i in range(n)]
        total = pygame.Rect(rect.right - total_w, rect.y, total_w, rect.h)
        return cells, total

    def draw_strip(self, p: Painter, state: BorderState, seat: int, rect: pygame.Rect) -> None:
        rules = self.brules
        taken = tuple(rules.first_taken(state, a) for a in range(len(rules.geometry.areas)))
        key = ("strip", tuple(state.points[seat]), state.completed[seat], taken)
        cached_layer(p, key, rect, BOARD_PAPER, lambda q: self._paint_strip(q, state, seat, rect))

    def _paint_strip(self, p: Painter, state: BorderState, seat: int, rect: pygame.Rect) -> None:
        rules = self.brules
        cells, total = self.strip_cells(rect)
        for area, cell in enumerate(cells):
            a = rules.geometry.areas[area]
            done = state.completed[seat] >> area & 1
            tint = AREA_TINTS.get(a.id, Palette.ink_faint)
            p.rect(cell, mix(tint, BOARD_PAPER, 0.15 if done else 0.78), 10)
            p.rect(cell, darker(tint, 0.1), 10, 2)
            icon_side = min(36, cell.h // 2 - 6)
            p.icon(
                f"border/area_{a.id}",
                pygame.Rect(cell.centerx - icon_side // 2, cell.y + 6, icon_side, icon_side),
                Palette.paper_ink if done else darker(tint, 0.3),
            )
            taken = rules.first_taken(state, area)
            y = cell.bottom - 26
            first_x, later_x = cell.x + cell.w * 0.3, cell.x + cell.w * 0.74
            mine = state.points[seat][area] if done else 0
            ink = Palette.paper_ink if done else Palette.ink
            for value, x, size, struck in ((a.first, first_x, 28, taken), (a.later, later_x, 22, False)):
                colour = (lighter(ink, 0.35) if done else Palette.ink_faint) if struck and mine != value else ink
                r = p.text(str(value), (x, y), TextStyle(size, colour, True), "center")
                if mine == value:
                    p.circle((x, y), max(r.w, r.h) * 0.62, Palette.paper_ink if done else Palette.ink, 3)
                elif struck:
                    p.line((r.x - 3, r.bottom - 6), (r.right + 3, r.y + 6), Palette.danger, 3)
            p.text("/", ((first_x + later_x) / 2, y), TextStyle(20, lighter(ink, 0.3)), "center")
        p.rect(total, Palette.panel, 10)
        p.rect(total, Palette.ink_soft, 10, 2)
        p.text(
            Msg("border.ui.total"),
            (total.centerx, total.y + 18),
            TextStyle(18, Palette.ink_soft, True),
            "center",
            max_width=total.w - 10,
        )
        p.text(
            str(sum(state.points[seat])), (total.centerx, total.bottom - 34), TextStyle(40, Palette.ink, True), "center"
        )

    # -- the other boards -------------------------------------------------------------------------

    def _draw_panel(self, p: Painter, state: BorderState, seat: int, rect: pygame.Rect, lay: HexLayout) -> None:
        solid_panel(p, rect, BOARD_PAPER, Palette.panel_edge, 16)
        inner = rect.inflate(-10, -10)
        status = self._status(state, seat)
        hide = self.hidden_for(seat)
        preview = self.offer_preview(state, seat) if self.app.settings.show_legal_moves else 0
        key = (
            "panel",
            seat,
            state.boards[seat],
            state.crossed[seat],
            state.completed[seat],
            tuple(state.points[seat]),
            status,
            hide,
            preview,
            self.match.seat_name(seat),
            len(self.panels),
            lay.bounds.topleft,
        )
        cached_layer(p, key, inner, BOARD_PAPER, lambda q: self._paint_panel(q, state, seat, rect, lay))

    def _paint_panel(self, p: Painter, state: BorderState, seat: int, rect: pygame.Rect, lay: HexLayout) -> None:
        rules = self.brules
        colour = Palette.seat(seat)
        p.rect(pygame.Rect(rect.x + 8, rect.y + 16, 6, rect.h - 32), colour, 3)
        self.draw_seat_board(p, state, seat, lay)
        self._draw_offer_preview(p, state, seat, lay)
        tall = len(self.panels) == 1
        if tall:
            info = pygame.Rect(rect.x + 18, rect.y + 10, rect.w - 30, 76)
        else:
            info = pygame.Rect(lay.bounds.right + 16, rect.y + 12, rect.right - lay.bounds.right - 28, rect.h - 24)
        p.circle((info.x + 16, info.y + 18), 16, Palette.ink)
        p.icon(Palette.seat_symbol(seat), pygame.Rect(info.x + 4, info.y + 6, 24, 24), colour)
        name_w = info.w - 44 - (150 if tall else 0)
        self.draw_name(
            p, seat, self.match.seat_name(seat), (info.x + 42, info.y + 18), TextStyle(26, Palette.ink, True), name_w
        )
        board_name = Msg("border.ui.board_name", board=rules.board_name(state.boards[seat]))
        points = Msg("border.ui.points", points=sum(state.points[seat]))
        areas = Msg("border.ui.areas_done", count=state.completed[seat].bit_count(), goal=rules.bs.end_areas)
        status, kind = self._status(state, seat)
        if tall:
            p.text(points, (info.right, info.y + 18), TextStyle(28, Palette.ink, True), "midright", max_width=150)
            p.text(
                Msg.raw(f"{board_name} · {areas}"),
                (info.x, info.y + 52),
                TextStyle(20, Palette.ink_soft),
                "midleft",
                max_width=info.w - 200,
            )
            self._chip(p, status, kind, (info.right, info.y + 52), "midright", 190)
        else:
            p.text(
                Msg.raw(f"{board_name} · {areas}"),
                (info.x, info.y + 48),
                TextStyle(19, Palette.ink_soft),
                "midleft",
                max_width=info.w,
            )
            p.text(points, (info.x, info.y + 81), TextStyle(28, Palette.ink, True), "midleft", max_width=info.w)
            if info.h >= 134:
                self._chip(p, status, kind, (info.x, info.y + 118), "midleft", info.w)

    def _status(self, state: BorderState, seat: int) -> tuple[Text, str]:
        if state.phase == OVER:
            ranking = self.rules.ranking(state)
            return Msg("border.ui.status_place", place=ranking[seat] + 1), "done"
        if seat == state.active:
            return Msg("border.ui.status_active"), "active"
        if state.phase == PASSIVE:
            if seat == state.current:
                return Msg("border.ui.status_now"), "now"
            order = [(state.active + i) % state.num_seats for i in range(1, state.num_seats)]
            if order.index(seat) < order.index(state.current):
                return Msg("border.ui.status_done"), "done"
            return Msg("border.ui.status_next"), "wait"
        preview = self.offer_preview(state, seat) if self.app.settings.show_legal_moves else 0
        if preview:
            return Msg("border.ui.status_preview", count=preview.bit_count()), "active"
        return Msg("border.ui.status_waiting"), "wait"

    def _chip(self, p: Painter, text: Text, kind: str, pos, anchor: str, max_w: int) -> None:
        style = TextStyle(19, Palette.ink, True)
        fill = {"active": Palette.glow_soft, "now": Palette.glow, "done": Palette.accent_soft}.get(
            kind, Palette.bg_deep
        )
        w = min(max_w, p.measure(text, style)[0] + 26)
        chip = pygame.Rect(0, 0, w, 32)
        setattr(chip, anchor, (round(pos[0]), round(pos[1])))
        p.rect(chip, fill, 16)
        p.text(text, chip.center, style, "center", max_width=w - 14)

    def offer_preview(self, state: BorderState, seat: int) -> int:
        """During Action 1: the spaces ``seat`` could cross now with the dice that would be passed on."""
        rules = self.brules
        if state.phase not in (KEEP, CROSS) or seat == state.active:
            return 0
        used = state.used
        dice = rules.all_dice if used in (0, rules.all_dice) else rules.all_dice & ~used
        tables = rules.tables_of(state, seat)
        mask = 0
        for d in bits(dice):
            if state.dice[d] != NO_DIE:
                mask |= tables.colour_mask[state.dice[d]]
        return mask & state.reach[seat]

    def _draw_offer_preview(self, p: Painter, state: BorderState, seat: int, lay: HexLayout) -> None:
        if not self.app.settings.show_legal_moves:
            return
        for s in bits(self.offer_preview(state, seat)):
            cx, cy = lay.centres[s]
            p.circle((cx, cy), max(5, lay.r * 0.62), Palette.ink)
            p.circle((cx, cy), max(3, lay.r * 0.62 - 2.5), Palette.panel)
            p.circle((cx, cy), max(1.5, lay.r * 0.22), Palette.glow)

    # -- the dice tray ------------------------------------------------------------------------------

    def _draw_tray(self, p: Painter, state: BorderState) -> None:
        rules = self.brules
        t = self.tray_rect
        solid_panel(p, t, Palette.felt_deep, lighter(Palette.felt, 0.25), 18)
        # title and roll counter
        if state.phase == OVER:
            title: Text = Msg("border.ui.game_over")
        elif state.phase == PASSIVE:
            title = Msg("border.ui.offered")
            if state.pick_one:
                title = Msg.raw(f"{Msg('border.ui.offered')} · {Msg('border.ui.pick_one')}")
        else:
            title = Msg("border.ui.dice_of", player=seat_msg(state.active))
        counter_w = 0
        if state.phase in (ROLL, KEEP, CROSS):
            rolls = rules.bs.rolls
            for i in range(rolls):
                c = (t.right - 18 - (rolls - 1 - i) * 26 - 10, t.y + 30)
                if i < state.rolls:
                    p.circle(c, 10, Palette.glow)
                else:
                    p.circle(c, 10, lighter(Palette.felt, 0.4), 2)
            label = Msg("border.ui.rolls", roll=state.rolls, rolls=rolls)
            style = TextStyle(21, Palette.paper_ink)
            counter_w = min(t.w // 2, p.measure(label, style)[0]) + rolls * 26 + 14
            p.text(label, (t.right - 18 - rolls * 26 - 4, t.y + 30), style, "midright", max_width=t.w // 2)
        p.text(
            title,
            (t.x + 18, t.y + 30),
            TextStyle(24, Palette.paper_ink, True),
            "midleft",
            max_width=t.w - counter_w - 44,
        )
        # the two rows
        captions = self._row_captions(state)
        for row, inset in enumerate(self.rows):
            if not captions[row]:
                continue
            p.rect(inset, darker(Palette.felt_deep, 0.25) if row == 0 else Palette.felt, 14)
            p.rect(inset, lighter(Palette.felt, 0.15), 14, 2)
            cap = self.row_caps[row]
            p.text(
                captions[row], cap.midleft, TextStyle(20, lighter(Palette.felt, 0.75), True), "midleft", max_width=cap.w
            )
            for d in range(len(state.dice)):
                p.rect(self.slot_rect(d, row).inflate(-6, -6), (0, 0, 0, 45), 12)
        if self.hint_rect.h >= 44:
            p.text_box(
                self.tray_hint(state), self.hint_rect, TextStyle(21, lighter(Palette.felt, 0.8)), "left", min_size=15
            )
        if state.phase == KEEP and self.drag.active:
            for zone in (0, 1):
                key = ("zone", zone)
                mode = self.drag.target_state(key)
                if mode is not None:
                    p.target_glow(self.rows[zone], 14, strong=mode == "hover")
        lifted_key = self.drag.keyboard_source()
        for d in range(len(state.dice)):
            key = ("die", d)
            if self.drag.is_hidden(key):
                continue
            rect = self.slot_rect(d, self.die_row(state, d))
            self._draw_die_at(p, state, d, rect)
            if self.drag.is_lifted(key) or lifted_key == key:
                p.focus_ring(rect, 14)
        if state.phase == ROLL and self.can_act() and self.app.settings.show_legal_moves:
            p.target_glow(self.rows[0], 14)

    def tray_hint(self, state: BorderState) -> Text:
        """What to do now, in a sentence (the top bar has the rules' prompt)."""
        rules = self.brules
        if state.phase == OVER:
            return ""
        if not self.can_act():
            return Msg("border.ui.hint_wait", player=seat_msg(state.current))
        if state.phase == ROLL:
            return Msg("border.ui.hint_roll")
        if state.phase in (KEEP, CROSS):
            if not rules.completable(state):
                return Msg("border.ui.hint_none_keep" if state.phase == KEEP else "border.ui.hint_none_cross")
            return Msg("border.ui.hint_keep" if state.phase == KEEP else "border.ui.hint_cross")
        if state.phase == PASSIVE:
            if not rules.crossable_mask(state):
                return Msg("border.ui.hint_none_passive")
            return Msg("border.ui.hint_passive")
        return ""

    def _row_captions(self, state: BorderState) -> tuple[Text, Text]:
        if state.phase == OVER:
            return Msg("border.ui.row_last"), ""
        if state.phase == CROSS:
            return Msg("border.ui.row_left"), Msg("border.ui.used")
        if state.phase == PASSIVE:
            return Msg("border.ui.row_yours"), Msg("border.ui.used")
        return Msg("border.ui.row_rolling"), Msg("border.ui.keep_area")

    def _draw_die_at(self, p: Painter, state: BorderState, d: int, rect: pygame.Rect) -> None:
        fx = self.die_fx.get(d)
        face = state.dice[d]
        dim = False
        mark = False
        if state.phase == CROSS:
            dim = mark = bool(state.used >> d & 1)
        elif state.phase == PASSIVE:
            dim = not self.brules.free_dice(state) >> d & 1
            mark = bool(state.spent >> d & 1)
        size = p.vp.px(self.die)
        if fx is not None and fx.payload[0] == "slide" and fx.started:
            t = ease_out(fx.t)
            sx, sy = fx.payload[1]
            pos = (sx + (rect.x - sx) * t, sy + (rect.y - sy) * t)
            p.surface.blit(die_surface(self.brules, size, face, dim, mark), p.vp.point(pos))
            return
        if fx is not None and fx.payload[0] == "slide":
            sx, sy = fx.payload[1]
            p.surface.blit(die_surface(self.brules, size, face, dim, mark), p.vp.point((sx, sy)))
            return
        if fx is not None and fx.payload[0] == "tumble" and fx.t < 1:
            t = fx.t
            n = len(self.brules.colour_ids)
            shown = (int(fx.elapsed * 16) * 7 + d * 3 + fx.payload[1]) % n
            bounce = abs(math.sin(t * math.pi * 3)) * 34 * (1 - t)
            angle = (1 - t) ** 2 * 400 * (1 if d % 2 else -1)
            surf = pygame.transform.rotate(die_surface(self.brules, size, shown), angle)
            centre = p.vp.point((rect.centerx + (1 - t) * 16 * math.sin(d + t * 9), rect.centery - bounce))
            p.surface.blit(surf, surf.get_rect(center=centre))
            return
        p.surface.blit(die_surface(self.brules, size, face, dim, mark), p.vp.point(rect.topleft))

    def _draw_flying(self, p: Painter, state: BorderState) -> None:
        size = p.vp.px(self.die)
        for ghost in self.ghosts:
            if not ghost.started:
                continue
            surf = die_surface(self.brules, size, ghost.payload)
            if ghost.t > 0.7:
                surf = surf.copy()
                surf.set_alpha(round(255 * (1 - (ghost.t - 0.7) / 0.3)))
            p.surface.blit(surf, p.vp.point(ghost.value))
        floating = self.drag.floating()
        if floating is not None:
            source, topleft = floating
            d = source.payload[1]
            p.rect(pygame.Rect(round(topleft[0]) + 6, round(topleft[1]) + 10, self.die, self.die), (0, 0, 0, 60), 12)
            p.surface.blit(die_surface(self.brules, size, state.dice[d]), p.vp.point(topleft))

    # ------------------------------------------------------------------------------------------
    # results

    def results_table(self) -> tuple[list[Text], list[list[Text]]]:
        state: BorderState = self.match.state
        rules = self.brules
        headings: list[Text] = [
            Msg("border.ui.col_areas"),
            Msg("border.ui.col_first"),
            Msg("border.ui.col_later"),
            Msg("border.ui.col_best"),
            Msg("border.ui.col_points"),
        ]
        rows = []
        for seat in range(state.num_seats):
            pts = state.points[seat]
            done = bits(state.completed[seat])
            first = [a for a in done if pts[a] == rules.first_value[a]]
            later = [a for a in done if a not in first]
            rows.append(
                [
                    Msg.raw(str(len(done))),
                    Msg("border.ui.count_points", count=len(first), points=sum(pts[a] for a in first)),
                    Msg("border.ui.count_points", count=len(later), points=sum(pts[a] for a in later)),
                    Msg.raw(str(max(pts))),
                    Msg.raw(str(sum(pts))),
                ]
            )
        return headings, rows

    def results_detail(self, seat: int) -> Text | None:
        """The areas ``seat`` completed, each with its value, first ones apart from later ones."""
        state: BorderState = self.match.state
        rules = self.brules
        pts = state.points[seat]
        done = sorted(bits(state.completed[seat]), key=lambda a: -pts[a])
        if not done:
            return Msg("border.ui.areas_none")
        parts = []
        for key, first in (("border.ui.areas_first", True), ("border.ui.areas_later", False)):
            group = [a for a in done if (pts[a] == rules.first_value[a]) == first]
            if group:
                values = [tr(Msg("border.ui.area_value", area=rules.area_name(a), points=pts[a])) for a in group]
                parts.append(tr(Msg(key, areas=", ".join(values))))
        return Msg.raw("  ·  ".join(parts))


class BoardOverlay(Overlay):
    """One seat's board, large, with its scoring strip (all information is public)."""

    name = "border-board"
    size = (1500, 1010)

    def __init__(self, app, view: BorderView, seat: int):
        super().__init__(app)
        self.view = view
        self.seat = seat
        r = self.panel_rect
        self.group.add(
            Button(
                pygame.Rect(r.right - 240, r.y + 18, 210, 60),
                Msg("core.button.close"),
                self.close,
                icon="close",
                kind="primary",
            )
        )
        self._layout()

    def _layout(self) -> None:
        r = self.panel_rect
        self.header = pygame.Rect(r.x + 24, r.y + 18, r.w - 290, HEADER_H)
        board = pygame.Rect(r.x + 30, r.y + 90, r.w - 60, r.h - 90 - STRIP_H - 40)
        self.lay = HexLayout(self.view.brules.geometry, board)
        self.strip = pygame.Rect(self.lay.bounds.x, self.lay.bounds.bottom + 16, self.lay.bounds.w, STRIP_H)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            n = self.view.match.state.num_seats
            self.seat = (self.seat + (1 if event.key == pygame.K_RIGHT else -1)) % n
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.panel_rect.collidepoint(event.pos):
            self.close()
            return
        super().handle(event)

    def tooltip_at(self, pos) -> Text | None:
        state = self.view.match.state
        return self.group.tooltip_at(pos) or self.view.space_tip(state, self.seat, self.lay, pos, interactive=False)

    def draw(self, p: Painter) -> None:
        dim(p)
        solid_panel(p, self.panel_rect, BOARD_PAPER, Palette.panel_edge, 22)
        self.draw_content(p)
        self.group.draw(p)

    def draw_content(self, p: Painter) -> None:
        state = self.view.match.state
        self.view.draw_header(p, state, self.seat, self.header, banner=False)
        self.view.draw_seat_board(p, state, self.seat, self.lay)
        self.view.draw_strip(p, state, self.seat, self.strip)


VIEW = BorderView


# -- extra scenes for the screenshot tour and the smoke run ------------------------------------


def _tour_match(seats: int = 3, seed: int = 4, first: str = "seat1"):
    from game.core.match import HUMAN, Match, MatchConfig, Seat
    from game.games import rules_for

    names = ["Ana", "Rui", "Marta", "Tomé"]
    people = [Seat(names[0], HUMAN)] + [Seat(names[i], "bot", "easy") for i in range(1, seats)]
    return Match(rules_for("border"), MatchConfig("border", people, {"boards": "in_order", "first": first}, seed=seed))


def _advance_until(match, wanted, limit: int = 4000):
    """Let computer players take every seat's decisions until ``wanted(match)`` holds."""
    from game.tools.catalog import advance_until

    return advance_until(match, wanted, seed=11, limit=limit)


def _roll_chosen(match, faces: tuple[str, ...]) -> None:
    """The active player rolls and the dice show ``faces`` (a chosen outcome, for the tour)."""
    from game.core.rules import CHANCE
    from game.games.border.rules import Dice

    seat = match.to_move()
    match._record(seat, Roll())
    match._record(CHANCE, Dice(faces))
    match.resolve_chance()


def _best_roll(match) -> tuple[tuple[str, ...], int | None]:
    """A roll for the player to move that completes a segment and leaves others completable, and
    that segment (searched over every multiset of faces)."""
    import itertools

    from game.games.border.rules import Dice

    rules: BorderRules = match.rules
    best, best_key = None, (-1, -1)
    for faces in itertools.combinations_with_replacement(range(len(rules.colour_ids)), 5):
        trial = match.state.clone()
        rules.apply(trial, Roll())
        rules.apply(trial, Dice(tuple(rules.colour_ids[f] for f in faces)))
        for seg in rules.completable(trial):
            after = trial.clone()
            rules.apply(after, Complete(seg))
            key = (len(rules.completable(after)), rules.segment_need(trial, trial.current, seg))
            if key > best_key:
                best, best_key = (tuple(rules.colour_ids[f] for f in faces), seg), key
    return best if best is not None else (("grey",) * 5, None)


def _rolling():
    """Ana's first roll of the game, two red dice set aside, segments she could complete glowing."""
    match = _tour_match(seats=3, seed=4)
    _roll_chosen(match, ("red", "blue", "red", "green", "blue"))
    match.play(Keep(0, True))
    match.play(Keep(2, True))
    return match


def _completing():
    """Mid-game Action 1: one segment completed, others the dice can still complete glow."""
    match = _tour_match(seats=3, seed=9)
    _advance_until(match, lambda m: m.state.round >= 10 and m.to_move() == 0 and m.state.phase == ROLL)
    faces, segment = _best_roll(match)
    _roll_chosen(match, faces)
    if segment is not None:
        match.play(Complete(segment))
    return match


def _passive():
    """Four players; Action 2 has reached Ana, who has several dice to use."""
    match = _tour_match(seats=4, seed=5)

    def ready(m) -> bool:
        s = m.state
        return (
            m.to_move() == 0
            and s.phase == PASSIVE
            and s.round >= 4
            and m.rules.free_dice(s).bit_count() >= 2
            and len(m.rules.crossable(s)) >= 3
        )

    return _advance_until(match, ready)


def _select_die(app, scene) -> None:
    """Lift the first usable die, so the spaces it may cross glow."""
    state = scene.match.state
    for source in scene.drag.sources:
        if scene.brules.actions_for_die(state, source.payload[1]):
            scene.drag.lift(source)
            break


def _late_four():
    from game.tools.catalog import late_match

    return late_match("border", 4, seed=21, fraction=0.85)


def _enlarge(app, scene) -> None:
    scene.enlarge((scene.main_seat + 1) % scene.match.state.num_seats)


def _final():
    from game.tools.catalog import finished_match

    return finished_match("border", 3, seed=5)


def _board_only(app, scene) -> None:
    scene.results_shown = True
    if app.stack.top is not scene:
        app.stack.pop()


TOUR = [
    ("rolling", _rolling, None),
    ("completing", _completing, None),
    ("action2", _passive, _select_die),
    ("late-4p", _late_four, None),
    ("enlarged", _late_four, _enlarge),
    ("final", _final, _board_only),
]
