"""How Brass pieces look: industry tiles (yours and the Automa's), empty spaces, cubes and
barrels, cards, merchant tiles and the back of an Automa card.

Owners are told apart by colour AND shape AND symbol: your tiles are rounded squares in
your seat colour with a circle, the Automa's are cut-cornered in its colour with a triangle
(the same colours and symbols as the top bar).  A flipped tile is darker, shows a folded
corner and its VP in a hexagon.  Every function draws at whatever size it is given and
leaves out the small print when it would be unreadable.
"""

from __future__ import annotations

import pygame

from game.ui.art import Colour, Palette, TextStyle, hex_colour, mix
from game.ui.draw import Painter, Text

HUMAN, AUTOMA = 0, 1
ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII")

INDUSTRY_COLOUR = {
    "cotton_mill": hex_colour("#7D66A8"),
    "manufacturer": hex_colour("#4E6C7C"),
    "pottery": hex_colour("#3E8878"),
    "coal_mine": hex_colour("#3A3532"),
    "iron_works": hex_colour("#94583A"),
    "brewery": hex_colour("#B07F26"),
}
BANNER_COLOUR = {
    "teal": hex_colour("#4C8C86"),
    "blue": hex_colour("#4D72A3"),
    "red": hex_colour("#A9503F"),
    "brown": hex_colour("#86694C"),
    "purple": hex_colour("#7A5890"),
}
RESOURCE_ART = {"coal": "brass/coal", "iron": "brass/iron", "beer": "brass/beer"}
MAP_PAPER = hex_colour("#EFE6D2")
MAP_LAND = hex_colour("#E4D9C0")
WATER = hex_colour("#8DB4C2")
WATER_DEEP = hex_colour("#5F8FA3")
RAIL_INK = hex_colour("#3A3430")
PLATE = hex_colour("#FBF7EE")
PLATE_EDGE = hex_colour("#B9A98C")


def owner_colour(owner: int) -> tuple[int, int, int]:
    return Palette.seat(owner)


def owner_symbol(owner: int) -> str:
    return Palette.seat_symbol(owner)


def industry_icon(p: Painter, industry: str, rect, colour: Colour | None = None) -> None:
    p.icon(f"brass/ind_{industry}", rect, colour if colour is not None else INDUSTRY_COLOUR[industry])


def chamfer(rect: pygame.Rect, cut: float) -> list[tuple[float, float]]:
    r = rect
    c = cut
    return [
        (r.x + c, r.y),
        (r.right - c, r.y),
        (r.right, r.y + c),
        (r.right, r.bottom - c),
        (r.right - c, r.bottom),
        (r.x + c, r.bottom),
        (r.x, r.bottom - c),
        (r.x, r.y + c),
    ]


def tile_shape(p: Painter, rect: pygame.Rect, owner: int, fill: Colour, edge: Colour | None = None, width: int = 0):
    """Your tiles are rounded squares, the Automa's have cut corners."""
    if owner == AUTOMA:
        p.polygon(chamfer(rect, rect.w * 0.22), fill, width)
        if edge is not None and not width:
            p.polygon(chamfer(rect, rect.w * 0.22), edge, 2)
    else:
        radius = max(3, round(rect.w * 0.16))
        p.rect(rect, fill, radius, width)
        if edge is not None and not width:
            p.rect(rect, edge, radius, 2)


def cube_row(p: Painter, resource: str, count: int, rect: pygame.Rect, side: int) -> None:
    """``count`` cubes or barrels centred in ``rect`` (a number beside one when they do not fit)."""
    if count <= 0:
        return
    step = side + max(1, side // 6)
    fits = max(1, (rect.w + step - side) // step)
    if count <= fits:
        x = rect.centerx - (count * step - (step - side)) // 2
        for i in range(count):
            p.svg(RESOURCE_ART[resource], pygame.Rect(x + i * step, rect.centery - side // 2, side, side))
        return
    x = rect.centerx - side
    p.svg(RESOURCE_ART[resource], pygame.Rect(x, rect.centery - side // 2, side, side))
    p.text(f"×{count}", (x + side + 2, rect.centery), TextStyle(max(18, side), Palette.ink, True), "midleft")


def vp_badge(p: Painter, centre, size: int, value: int, fill: Colour = Palette.paper_ink, ink: Colour = Palette.ink):
    r = pygame.Rect(0, 0, size, size)
    r.center = centre
    p.icon("brass/vp", r, fill)
    if size >= 16:
        p.text(str(value), r.center, TextStyle(max(18, round(size * 0.55)), ink, True), "center")


def draw_tile(
    p: Painter,
    rect: pygame.Rect,
    owner: int,
    industry: str,
    level: int,
    flipped: bool = False,
    cubes: int = 0,
    resource: str = "",
    vp: int = 0,
    beer: int = 0,
    faded: bool = False,
) -> None:
    """A built industry tile (or a tile on a mat) at any size."""
    base = owner_colour(owner)
    fill = mix(base, Palette.ink, 0.5) if flipped else base
    if faded:
        fill = mix(fill, Palette.panel, 0.55)
    w = rect.w
    if w >= 30:
        shadow = rect.move(0, max(2, w // 18))
        tile_shape(p, shadow, owner, (0, 0, 0, 50))
    tile_shape(p, rect, owner, fill)
    ink = Palette.paper_ink
    # the owner's symbol, top left
    sym = max(8, round(w * 0.22))
    p.icon(owner_symbol(owner), pygame.Rect(rect.x + round(w * 0.08), rect.y + round(w * 0.08), sym, sym), ink)
    icon = round(w * (0.5 if w >= 40 else 0.6))
    icon_rect = pygame.Rect(0, 0, icon, icon)
    icon_rect.center = (rect.centerx, rect.y + round(rect.h * (0.44 if w >= 40 else 0.52)))
    industry_icon(p, industry, icon_rect, ink)
    if flipped:
        fold = round(w * 0.26)
        p.polygon([(rect.right - fold, rect.y), (rect.right, rect.y), (rect.right, rect.y + fold)], ink)
        p.polygon([(rect.right - fold, rect.y), (rect.right, rect.y + fold), (rect.right - fold, rect.y + fold)], base)
        if w >= 34:
            vp_badge(p, (rect.x + round(w * 0.24), rect.bottom - round(w * 0.22)), max(24, round(w * 0.36)), vp)
    elif w >= 40 and beer:
        b = round(w * 0.2)
        for i in range(beer):
            p.svg("brass/beer", pygame.Rect(rect.x + round(w * 0.08) + i * (b - 2), rect.bottom - b - 3, b, b))
    if w >= 34 and level:
        p.text(
            ROMAN[level],
            (rect.right - round(w * 0.09), rect.bottom - round(w * 0.05)),
            TextStyle(max(18, round(w * 0.24)), ink, True, True),
            "bottomright",
        )
    if cubes and resource:
        side = max(8, round(w * 0.26))
        row = pygame.Rect(rect.x - round(w * 0.1), rect.bottom - side // 2, rect.w + round(w * 0.2), side)
        p.rect(row.inflate(4, 4), (*Palette.panel, 215), side // 2 + 2)
        cube_row(p, resource, cubes, row, side)


def draw_space(p: Painter, rect: pygame.Rect, industries: list[str], dim: bool = False) -> None:
    """An empty industry space: the icons of what it accepts."""
    radius = max(3, round(rect.w * 0.14))
    p.rect(rect, mix(PLATE, MAP_LAND, 0.55), radius)
    p.rect(rect, mix(PLATE_EDGE, Palette.ink, 0.1), radius, 2)
    n = len(industries)
    w = rect.w
    if n == 1:
        side = round(w * 0.62)
        r = pygame.Rect(0, 0, side, side)
        r.center = rect.center
        industry_icon(p, industries[0], r, _dim(INDUSTRY_COLOUR[industries[0]], dim))
        return
    side = round(w * 0.44)
    spots = [
        (rect.x + round(w * 0.29), rect.y + round(w * 0.3)),
        (rect.right - round(w * 0.29), rect.bottom - round(w * 0.3)),
    ]
    p.line(
        (rect.right - round(w * 0.2), rect.y + round(w * 0.2)),
        (rect.x + round(w * 0.2), rect.bottom - round(w * 0.2)),
        PLATE_EDGE,
        2,
    )
    for name, (cx, cy) in zip(industries, spots):
        r = pygame.Rect(0, 0, side, side)
        r.center = (cx, cy)
        industry_icon(p, name, r, _dim(INDUSTRY_COLOUR[name], dim))


def _dim(colour: Colour, dim: bool) -> Colour:
    return mix(colour, PLATE, 0.55) if dim else colour


def draw_merchant_tile(p: Painter, rect: pygame.Rect, buys: list[str], blank: bool) -> None:
    """A merchant tile: what it buys (all three for the wild one); a blank one is crossed."""
    radius = max(3, round(rect.w * 0.14))
    fill = hex_colour("#D8CCB3") if blank else hex_colour("#F4EBD8")
    p.rect(rect, fill, radius)
    p.rect(rect, mix(PLATE_EDGE, Palette.ink, 0.3), radius, 2)
    if blank:
        inset = rect.inflate(-rect.w // 3, -rect.h // 3)
        p.line(inset.topleft, inset.bottomright, Palette.ink_faint, 3)
        p.line(inset.topright, inset.bottomleft, Palette.ink_faint, 3)
        return
    if len(buys) == 1:
        side = round(rect.w * 0.66)
        r = pygame.Rect(0, 0, side, side)
        r.center = rect.center
        industry_icon(p, buys[0], r)
        return
    side = round(rect.w * 0.42)
    spots = [(0.3, 0.3), (0.7, 0.3), (0.5, 0.72)]
    for name, (fx, fy) in zip(buys, spots):
        r = pygame.Rect(0, 0, side, side)
        r.center = (rect.x + round(rect.w * fx), rect.y + round(rect.h * fy))
        industry_icon(p, name, r)


def barrel_space(p: Painter, rect: pygame.Rect, full: bool) -> None:
    if full:
        p.svg("brass/beer", rect)
    else:
        p.circle(rect.center, rect.w * 0.42, (*Palette.ink_faint, 90))
        p.circle(rect.center, rect.w * 0.42, Palette.ink_faint, 2)


# ---------------------------------------------------------------------------
# Cards


def draw_card(
    p: Painter,
    rect: pygame.Rect,
    kind: str,
    title: Text,
    banner: str = "",
    industries: tuple[str, ...] = (),
    count: int = 1,
    dim: bool = False,
) -> None:
    """A card in hand: a location card (banner colour, town name), an industry card (its icons)
    or a wild card (a star)."""
    p.rect(rect.move(0, 4), (0, 0, 0, 45), 10)
    paper = mix(Palette.panel, Palette.bg_deep, 0.4) if dim else Palette.panel
    p.rect(rect, paper, 10)
    edge = mix(Palette.panel_edge, Palette.ink, 0.15)
    p.rect(rect, edge, 10, 2)
    head = _card_head(p, rect, TextStyle(20, Palette.paper_ink, True))
    if kind == "location":
        colour = BANNER_COLOUR.get(banner, Palette.felt)
        p.rect(head, colour, 7)
        _card_title(p, title, head, TextStyle(20, Palette.paper_ink, True))
        body = _card_body(rect, head)
        # a small town plate with its roofs
        side = min(body.w, body.h) - 6
        r = pygame.Rect(0, 0, side, side)
        r.center = body.center
        _town_mark(p, r, colour)
        return
    if kind in ("wild_location", "wild_industry"):
        colour = Palette.felt if kind == "wild_location" else INDUSTRY_COLOUR["brewery"]
        p.rect(head, colour, 7)
        _card_title(p, title, head, TextStyle(19, Palette.paper_ink, True))
        body = _card_body(rect, head)
        side = min(body.w, body.h) - 4
        r = pygame.Rect(0, 0, side, side)
        r.center = body.center
        p.icon("brass/wild", r, colour)
        inner = r.inflate(-side // 2, -side // 2)
        if kind == "wild_location":
            _town_mark(p, inner.move(0, 2), Palette.paper_ink)
        else:
            industry_icon(p, "manufacturer", inner.move(0, 2), Palette.paper_ink)
        return
    colour = INDUSTRY_COLOUR[industries[0]] if industries else Palette.ink_soft
    p.rect(head, mix(colour, Palette.panel, 0.78), 7)
    _card_title(p, title, head, TextStyle(19, Palette.ink, True))
    body = _card_body(rect, head)
    n = max(1, len(industries))
    side = min(body.h - 4, (body.w - 6 * (n - 1)) // n)
    x = body.centerx - (n * side + (n - 1) * 6) // 2
    for i, name in enumerate(industries):
        industry_icon(p, name, pygame.Rect(x + i * (side + 6), body.centery - side // 2, side, side))


def _card_head(p: Painter, rect: pygame.Rect, style: TextStyle) -> pygame.Rect:
    """A hand card's coloured head: a third of the card, and never lower than one line of its
    title at the current text size (the body's icon gives way)."""
    line = p.measure("Ag", style)[1]
    head_h = min(rect.h - 30, max(26, round(rect.h * 0.3), line + 2))
    return pygame.Rect(rect.x + 5, rect.y + 5, rect.w - 10, head_h)


def _card_body(rect: pygame.Rect, head: pygame.Rect) -> pygame.Rect:
    """The part of a hand card under its head, for its icon."""
    return pygame.Rect(rect.x + 8, head.bottom + 6, rect.w - 16, max(12, rect.bottom - head.bottom - 12))


def _card_title(p: Painter, title: Text, head: pygame.Rect, style: TextStyle) -> None:
    """The card's name on one line in its head, shrunk only when the name is wider than the card."""
    p.label(title, head.inflate(-8, 0), style, max_lines=1)


def _town_mark(p: Painter, rect: pygame.Rect, colour: Colour) -> None:
    """Three little roofs: the sign of a location card."""
    w, h = rect.w, rect.h
    base = rect.y + round(h * 0.85)
    for fx, fh in ((0.22, 0.45), (0.5, 0.7), (0.78, 0.5)):
        cx = rect.x + round(w * fx)
        top = base - round(h * fh)
        half = round(w * 0.14)
        p.polygon(
            [(cx - half, base), (cx - half, top + half), (cx, top), (cx + half, top + half), (cx + half, base)], colour
        )


# ---------------------------------------------------------------------------
# The back of an Automa card


def draw_automa_back(
    p: Painter,
    rect: pygame.Rect,
    group: str,
    first_turn: str,
    tiebreak: str,
    brewery_town: Text,
    labels: dict[str, Text],
) -> dict[str, pygame.Rect]:
    """The public back of the Automa's top card: its letter, the first-turn ribbon, the
    tie-break quadrant, the back actions in order (with the DEVELOP iron limit) and the town of
    a SELL brewery.  Returns the rects of its parts (for tooltips)."""
    colour = Palette.seat(AUTOMA)
    p.rect(rect.move(0, 4), (0, 0, 0, 50), 12)
    p.rect(rect, mix(colour, Palette.ink, 0.35), 12)
    inner = rect.inflate(-8, -8)
    p.rect(inner, colour, 9)
    parts: dict[str, pygame.Rect] = {}
    top = pygame.Rect(inner.x + 5, inner.y + 5, inner.w - 10, 24)
    letter = pygame.Rect(top.x, top.y, 24, 24)
    p.circle(letter.center, 12, Palette.paper_ink)
    p.text(group, letter.center, TextStyle(18, colour, True), "center")
    parts["group"] = letter
    quad = pygame.Rect(top.right - 22, top.y, 22, 22)
    for name, (cx, cy) in {"NW": (0, 0), "NE": (1, 0), "SW": (0, 1), "SE": (1, 1)}.items():
        cell = pygame.Rect(quad.x + cx * 12, quad.y + cy * 12, 10, 10)
        p.rect(cell, Palette.paper_ink if name == tiebreak else (*Palette.paper_ink, 70), 2)
    parts["quadrant"] = quad
    ribbon = pygame.Rect(letter.right + 3, top.y, quad.x - letter.right - 6, 24)
    p.rect(ribbon, Palette.paper_ink, 5)
    p.text(labels[f"first_{first_turn}"], ribbon.center, TextStyle(18, colour), "center", max_width=ribbon.w - 4)
    parts["first"] = ribbon
    y = top.bottom + 5
    line_h = max(20, min(24, (inner.bottom - 30 - y) // 4))
    for key in ("sell", "develop", "network", "pass"):
        p.text(
            labels[key],
            (inner.x + 8, y),
            TextStyle(18, Palette.paper_ink, True),
            max_width=inner.w - 12,
        )
        y += line_h
    parts["actions"] = pygame.Rect(inner.x, top.bottom + 4, inner.w, y - top.bottom - 4)
    town = pygame.Rect(inner.x + 5, inner.bottom - 27, inner.w - 10, 24)
    p.rect(town, mix(colour, Palette.ink, 0.3), 5)
    industry_icon(p, "brewery", pygame.Rect(town.x + 3, town.y + 2, 17, 17), Palette.paper_ink)
    p.text(
        brewery_town,
        (town.x + 24, town.centery),
        TextStyle(18, Palette.paper_ink, True),
        "midleft",
    )
    parts["town"] = town
    return parts
