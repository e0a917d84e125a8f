"""How Glen More's pieces look: tiles, resource tokens, figures, the die.

A tile is composed from original SVG art in ``art/glenmore/``: the landscape of its kind
(``tile_<name>.svg``), the river and road that cross it, an optional top layer
(``tile_<name>_top.svg``: a loch's water or a bridge over the river), then, drawn here, the
frame in its border family's colour with the family's symbol (colour is never alone), the
special-location knot, the cost (on the track) and what it does when activated.  Each
resource has its own shape as well as its colour.  Rendered tiles are cached per size.
"""

from __future__ import annotations

from functools import cache

import pygame

from game.core.paths import ART_DIR
from game.games.glenmore.components import ANY_RESOURCE, NO_PRODUCE, Kind, Tile
from game.games.glenmore.rules.engine import GlenMoreRules
from game.ui.art import ART, MIN_TEXT_PX, Colour, LRUCache, Palette, TextStyle, hex_colour
from game.ui.draw import Painter, darker, lighter

BORDER_COLOURS: dict[str, tuple[int, int, int]] = {
    "yellow": hex_colour("#D6AE3C"),
    "green": hex_colour("#6A9B4A"),
    "grey": hex_colour("#8A9096"),
    "brown": hex_colour("#8B5E3C"),
    "blue": hex_colour("#4A82A6"),
}
RESOURCE_COLOURS: dict[str, tuple[int, int, int]] = {
    "wood": hex_colour("#5C8F3E"),
    "stone": hex_colour("#8E8D87"),
    "sheep": hex_colour("#E9E2CF"),
    "cattle": hex_colour("#8A5A3B"),
    "grain": hex_colour("#DDB54A"),
}
WHISKY = "whisky"
ANY = "any"
MEMBER = "member"

TRACK, LAND = "track", "land"
"""Tile faces: on the track (with the cost) or in a territory (without)."""


@cache
def has_art(name: str) -> bool:
    return (ART_DIR / "glenmore" / f"{name}.svg").exists()


def token_name(resource: str) -> str:
    """The art of a resource token, whisky barrel, clan member or 'any resource'."""
    if resource in (WHISKY, MEMBER, "coin", "chieftain", "card"):
        return f"glenmore/{resource}"
    return f"glenmore/res_{resource}"


class TileArt:
    def __init__(self, rules: GlenMoreRules):
        self.rules = rules
        self._cache = LRUCache(400)

    # -- whole tiles ---------------------------------------------------------------------
    def draw(self, p: Painter, tile_id: int, rect, face: str = LAND) -> None:
        real = p.vp.rect(rect)
        side = min(real.w, real.h)
        surface = self.surface(tile_id, side, face)
        p.surface.blit(surface, surface.get_rect(center=real.center))

    def surface(self, tile_id: int, side: int, face: str = LAND) -> pygame.Surface:
        return self._cache.get_or((tile_id, side, face), lambda: self._render(self.rules.tile(tile_id), side, face))

    def _render(self, tile: Tile, s: int, face: str) -> pygame.Surface:
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        kind = tile.kind
        radius = max(3, round(s * 0.08))
        pygame.draw.rect(surf, (0, 0, 0, 60), pygame.Rect(2, 3, s - 2, s - 2), border_radius=radius)
        art = pygame.Surface((s - 2, s - 2), pygame.SRCALPHA)
        inner = art.get_size()
        art.blit(ART.svg(f"glenmore/tile_{kind.name}", inner), (0, 0))
        overlays = (["river"] if tile.river else []) + (["road"] if tile.road else [])
        if tile.river and tile.road:
            overlays.append("crossing")
        for name in overlays:
            art.blit(ART.svg(f"glenmore/{name}", inner), (0, 0))
        if has_art(f"tile_{kind.name}_top"):
            art.blit(ART.svg(f"glenmore/tile_{kind.name}_top", inner), (0, 0))
        mask = pygame.Surface(inner, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(art, (0, 0))
        frame = BORDER_COLOURS[kind.border]
        width = max(2, round(s * 0.055))
        box = pygame.Rect(0, 0, s - 2, s - 2)
        pygame.draw.rect(surf, frame, box, width, border_radius=radius)
        pygame.draw.rect(surf, darker(frame, 0.35), box, max(1, round(s * 0.012)), border_radius=radius)
        inner_line = box.inflate(-2 * width, -2 * width)
        pygame.draw.rect(
            surf,
            (*lighter(frame, 0.5), 160),
            inner_line,
            max(1, round(s * 0.008)),
            border_radius=max(2, radius - width),
        )
        self._family_badge(surf, kind, s)
        if kind.card:
            knot = ART.svg("glenmore/knot", (round(s * 0.2), round(s * 0.2)))
            surf.blit(knot, (round(s * 0.045), round(s * 0.755)))
        if face == TRACK and not kind.cost.is_free:
            self._cost(surf, kind, s)
        self._effect(surf, kind, s)
        return surf.convert_alpha() if pygame.display.get_surface() else surf

    def _family_badge(self, surf: pygame.Surface, kind: Kind, s: int) -> None:
        r = max(4, round(s * 0.1))
        centre = (s - 2 - round(s * 0.045) - r, round(s * 0.045) + r)
        colour = BORDER_COLOURS[kind.border]
        pygame.draw.circle(surf, darker(colour, 0.35), centre, r + max(1, round(s * 0.012)))
        pygame.draw.circle(surf, colour, centre, r)
        glyph = ART.svg(f"glenmore/fam_{kind.border}", (round(r * 1.4), round(r * 1.4)), Palette.paper_ink)
        surf.blit(glyph, glyph.get_rect(center=centre))

    # -- cost and effect -------------------------------------------------------------------
    def cost_items(self, kind: Kind) -> list[tuple[str, str]]:
        items: list[tuple[str, str]] = []
        for r, n in enumerate(kind.cost.resources):
            items += [("token", self.rules.resources[r])] * n
        items += [("token", WHISKY)] * kind.cost.whisky
        items += [("token", MEMBER)] * kind.cost.members
        if kind.cost.any_distinct:
            items += [("token", ANY), ("text", f"≠{kind.cost.any_distinct}")]
        return items

    def effect_items(self, kind: Kind) -> list[tuple[str, str]]:
        """What the tile does when activated, as a short row of tokens and numbers."""
        resources = self.rules.resources
        if kind.produce == ANY_RESOURCE:
            return [("text", "+"), ("token", ANY)]
        if kind.produce != NO_PRODUCE:
            return [("text", "+"), ("token", resources[kind.produce])]
        if kind.moves:
            return [("token", MEMBER), ("icon", "moves")]
        if kind.options:
            first = min(kind.options, key=lambda o: sum(o.pay))
            pay = [("token", resources[r]) for r, n in enumerate(first.pay) for _ in range(n)]
            if all(o.whisky for o in kind.options):
                return [*pay, ("arrow", ""), ("token", WHISKY)]
            vps = "/".join(str(o.vp) for o in kind.options)
            return [*pay, ("arrow", ""), ("vp", vps)] if pay else [("vp", vps)]
        if kind.exchange_vp:
            counts = [c for c, _ in kind.exchange_vp]
            label = f"×{counts[0]}" if len(counts) == 1 else f"≠{counts[-1]}"
            return [("token", ANY), ("text", label), ("arrow", ""), ("vp", str(kind.exchange_vp[-1][1]))]
        return []

    def _cost(self, surf: pygame.Surface, kind: Kind, s: int) -> None:
        self._strip(surf, self.cost_items(kind), s, pygame.Rect(round(s * 0.05), round(s * 0.05), 0, 0), "topleft")

    def _effect(self, surf: pygame.Surface, kind: Kind, s: int) -> None:
        items = self.effect_items(kind)
        if items:
            anchor = pygame.Rect(s // 2 - 1, s - 2 - round(s * 0.045), 0, 0)
            self._strip(surf, items, s, anchor, "midbottom")

    def _strip(self, surf: pygame.Surface, items: list[tuple[str, str]], s: int, anchor: pygame.Rect, how: str) -> None:
        token = max(12, round(s * 0.17))
        gap = max(1, round(s * 0.012))
        font_px = max(MIN_TEXT_PX, round(s * 0.15))  # readable on the track at 1280x720 (issues 13, 21)
        parts: list[pygame.Surface] = []
        for kind, value in items:
            if kind == "token":
                parts.append(ART.svg(token_name(value), (token, token)))
            elif kind == "icon":
                parts.append(ART.svg(f"glenmore/{value}", (token, token), Palette.ink))
            elif kind == "arrow":
                parts.append(ART.text("→", font_px, Palette.ink, True))
            elif kind == "text":
                parts.append(ART.text(value, font_px, Palette.ink, True))
            elif kind == "vp":
                parts.append(vp_badge(value, token, font_px))
        if not parts:
            return
        pad = max(2, round(s * 0.025))
        w = sum(part.get_width() for part in parts) + gap * (len(parts) - 1) + 2 * pad
        h = max(part.get_height() for part in parts) + pad
        pill = pygame.Rect(0, 0, w, h)
        setattr(pill, how, getattr(anchor, how))
        pill.clamp_ip(surf.get_rect().inflate(-round(s * 0.04), -round(s * 0.04)))
        pygame.draw.rect(surf, (*Palette.panel, 232), pill, border_radius=h // 2)
        pygame.draw.rect(surf, (*Palette.ink, 90), pill, max(1, round(s * 0.008)), border_radius=h // 2)
        x = pill.x + pad
        for part in parts:
            surf.blit(part, part.get_rect(midleft=(x, pill.centery)))
            x += part.get_width() + gap


def vp_badge(text: str, height: int, font_px: int) -> pygame.Surface:
    """A victory-point medallion wide enough for ``text``."""
    label = ART.text(text, font_px, Palette.paper_ink, True)
    w = max(height, label.get_width() + height // 2)
    surf = pygame.Surface((w, height), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, hex_colour("#7A2E2A"), rect, border_radius=height // 2)
    pygame.draw.rect(surf, Palette.glow, rect.inflate(-2, -2), max(1, height // 12), border_radius=height // 2)
    surf.blit(label, label.get_rect(center=rect.center))
    return surf


# -- pieces drawn straight onto the canvas --------------------------------------------------


def draw_token(p: Painter, resource: str, rect) -> None:
    p.svg(token_name(resource), rect)


def draw_figure(p: Painter, seat: int, rect, glow: bool = False) -> None:
    r = pygame.Rect(rect)
    if glow:
        p.circle(r.center, r.w * 0.62, (*Palette.glow, 120))
        p.circle(r.center, r.w * 0.62, Palette.glow, 3)
    p.svg("glenmore/figure", r, Palette.seat(seat))
    mark = pygame.Rect(0, 0, r.w * 0.34, r.w * 0.34)
    mark.center = (r.centerx, r.y + r.h * 0.58)
    p.icon(Palette.seat_symbol(seat), mark, Palette.paper_ink)


PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.28, 0.28), (0.72, 0.72)],
    3: [(0.26, 0.26), (0.5, 0.5), (0.74, 0.74)],
    4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
    5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
    6: [(0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)],
}


def draw_die(p: Painter, rect, value: int, glow: bool = False) -> None:
    r = pygame.Rect(rect)
    if glow:
        p.rect(r.inflate(14, 14), (*Palette.glow, 120), 14)
        p.rect(r.inflate(14, 14), Palette.glow, 14, 3)
    p.rect(r.move(2, 4), (0, 0, 0, 70), max(4, r.w // 6))
    p.rect(r, Palette.panel, max(4, r.w // 6))
    p.rect(r, Palette.ink, max(4, r.w // 6), 2)
    for fx, fy in PIPS.get(value, PIPS[1]):
        p.circle((r.x + fx * r.w, r.y + fy * r.h), max(2, r.w * 0.09), Palette.ink)


def draw_member(p: Painter, rect, count: int = 1, chieftain: bool = False) -> None:
    r = pygame.Rect(rect)
    p.svg("glenmore/chieftain" if chieftain else "glenmore/member", r)
    if count > 1:
        badge = pygame.Rect(0, 0, max(16, r.w * 0.55), max(16, r.w * 0.55))
        badge.center = (r.right - r.w * 0.05, r.bottom - r.w * 0.1)
        p.circle(badge.center, badge.w / 2, Palette.glow)
        p.circle(badge.center, badge.w / 2, Palette.ink, 2)
        p.text(f"{count}", badge.center, TextStyle(max(12, round(badge.w * 0.75)), Palette.ink, True), "center")


def colour_of(resource: str) -> Colour:
    return RESOURCE_COLOURS.get(resource, Palette.ink_soft)
