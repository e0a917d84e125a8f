"""The Glen More table's components (game/ui/components.py): each draws one slice of what the seat
at the screen sees, and is drawn again only when that slice changes.

Board layer, bottom to top: the ``Ring`` (the track: its tiles, figures and the die, its corners:
the draw pile, the scorings, the tiles removed, the turn order), the ``Market`` inside it, the
``Players``' cards, the ``Land`` (the territory shown: its tiles, cubes and clan members, what may
be placed or used, and the boxes over it) and the ``TurnPanel`` (whose turn, the steps, what is
asked now: turn.py).  Hover layer: the drop target under a dragged piece (``Target``), the track
tile under the pointer in the turn panel (``PanelPreview``) or zoomed over the market
(``Zoomed``), and the coins a hovered payment would put on the market (a second ``Market``).

Each part comes from the table's slicer (table.py: the seat's view of the game and the table's
UI state); ``paint`` reads only its part, the tile art and the layout (layout.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.core.i18n import Msg, seat_msg
from game.games.glenmore.components import GameData
from game.games.glenmore.view.art import LAND, TRACK, TileArt, draw_die, draw_figure, draw_member, draw_token, vp_badge
from game.games.glenmore.view.layout import HEAD_TOKEN_W, GlenLayout
from game.games.glenmore.view.paint import CARD_BG, CELL_LINE, LAND_BG, dashes, shadow
from game.scenes.chrome import draw_name
from game.ui.art import Palette, TextStyle
from game.ui.components import Component
from game.ui.draw import Painter, darker, lighter
from game.ui.pan_zoom import PanZoom

Rect = pygame.Rect
NOWHERE = Rect(0, 0, 0, 0)
HEAD_STYLE = TextStyle(20, Palette.ink, True)  # "Ana's territory" over the territory


class Part(Component):
    """A Glen More component: a slicer (the table's), the tile art and the table's layout."""

    def __init__(self, art: TileArt, slicer: Callable[[Any], Any]):
        super().__init__(slicer)
        self.art = art
        self.lay = GlenLayout()


# -- the track ---------------------------------------------------------------------------------


class Ring(Part):
    """The track.  Its part: ``(ring, spaces, deck, scorings done, removed, order)`` where a space
    is ``("figure", who, rank, die roll or None)``, ``("tile", tile, raised, lock, glow, ring)``,
    ``("gap",)`` or ``("hidden",)``; the deck ``(deck, last, count)`` or None; the order
    ``((who, die roll or None), …)``."""

    def paint(self, p: Painter, part: Any) -> None:
        ring_t, spaces_part, deck, done, removed, order = part
        ring = Rect(ring_t)
        lay = self.lay
        shadow(p, ring, 26)
        p.rect(ring, darker(Palette.felt_deep, 0.12), 26)
        p.rect(ring, lighter(Palette.felt, 0.18), 26, 2)
        spaces = lay.space_rects
        for rect, space in zip(spaces, spaces_part):
            p.rect(rect, Palette.felt_deep, 12)
            p.rect(rect, lighter(Palette.felt, 0.1), 12, 2)
            kind = space[0]
            if kind == "figure":
                _, who, rank, roll = space
                if who is not None:
                    _draw_figure_on(p, who, roll, rect, rank)
            elif kind == "tile":
                _, tile, raised, lock, glow, focus = space
                r = rect.move(0, -6) if raised else rect
                self.art.draw(p, tile, r, TRACK)
                if lock:
                    p.rect(r, (40, 46, 44, 120), 10)
                    p.icon("lock", Rect(r.right - 34, r.bottom - 34, 26, 26), Palette.paper_ink)
                elif glow:
                    p.rect(r.inflate(2, 2), Palette.glow, 12, 3)
                if focus:
                    p.focus_ring(r, 14)
            elif kind == "gap":
                p.rect(rect.inflate(-14, -14), lighter(Palette.felt, 0.2), 10, 2)
        _draw_arrows(p, spaces)
        self._corners(p, deck, done, removed, order)

    def _corners(self, p: Painter, deck, done: int, removed: int, order) -> None:
        ink = Palette.paper_ink
        soft = lighter(Palette.felt, 0.55)
        _draw_deck(p, self.lay.corner_rects["deck"], deck)
        r = self.lay.corner_rects["scorings"]
        for i in range(3):
            centre = (r.x + 22 + i * 30, r.y + 22)
            if i < done:
                p.circle(centre, 12, Palette.glow)
                p.icon("check", Rect(centre[0] - 9, centre[1] - 9, 18, 18), Palette.ink)
            else:
                p.circle(centre, 12, lighter(Palette.felt, 0.35), 2)
                p.text(str(i + 1), centre, TextStyle(18, soft, True), "center")
        p.text(Msg("glenmore.ui.scorings"), (r.centerx, r.y + 48), TextStyle(18, ink, True), "center",
               max_width=r.w - 8)
        if done:
            see = Rect(r.x + 4, r.y + 60, r.w - 8, r.h - 60)
            p.text_box(Msg("glenmore.ui.see_table"), see, TextStyle(18, Palette.glow_soft), valign="top", min_size=16)
        r = self.lay.corner_rects["removed"]
        p.text(str(removed), (r.centerx, r.y + 32), TextStyle(28, ink, True), "center")
        gone = Rect(r.x + 4, r.y + 52, r.w - 8, r.h - 52)
        p.text_box(Msg("glenmore.ui.removed"), gone, TextStyle(18, soft), valign="top", min_size=16)
        r = self.lay.corner_rects["order"]
        p.text(Msg("glenmore.ui.order"), (r.centerx, r.y + 12), TextStyle(18, soft, True), "center",
               max_width=r.w - 8)
        for i, (who, roll) in enumerate(order):
            col, row = i % 3, i // 3
            spot = Rect(r.x + 6 + col * 32, r.y + 28 + row * 34, 28, 28)
            if roll is not None:
                draw_die(p, spot.inflate(-6, -6), roll)
            else:
                p.circle(spot.center, 13, Palette.seat(who))
                p.icon(Palette.seat_symbol(who), spot.inflate(-10, -10), Palette.paper_ink)
            if i == 0:
                p.circle(spot.center, 15, Palette.glow, 2)


def _draw_arrows(p: Painter, spaces: list[Rect]) -> None:
    """The direction of travel: a chevron in a round badge between each two spaces (clockwise)."""
    for i, rect in enumerate(spaces):
        a, b = rect.center, spaces[(i + 1) % len(spaces)].center
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        dx, dy = (b[0] - a[0]), (b[1] - a[1])
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        p.circle(mid, 13, darker(Palette.felt_deep, 0.2))
        p.circle(mid, 13, Palette.glow_soft, 2)
        tip = (mid[0] + ux * 7, mid[1] + uy * 7)
        p.polygon(
            [
                tip,
                (mid[0] - ux * 5 - uy * 7, mid[1] - uy * 5 + ux * 7),
                (mid[0] - ux * 5 + uy * 7, mid[1] - uy * 5 - ux * 7),
            ],
            Palette.glow_soft,
        )


def _draw_figure_on(p: Painter, who: int, roll: int | None, rect: Rect, rank: int) -> None:
    """Figure ``who`` (or the die, showing ``roll``) on its space ``rect``, with its place in
    the turn order (``rank``, 0: it moves next)."""
    nxt = rank == 0
    if roll is not None:
        draw_die(p, rect.inflate(-44, -44).move(0, -6), roll, glow=nxt)
    else:
        draw_figure(p, who, rect.inflate(-36, -36).move(0, -8), glow=nxt)
    if rank >= 0:
        badge = (rect.right - 16, rect.y + 16)
        p.circle(badge, 14, Palette.glow if nxt else Palette.paper_ink)
        p.circle(badge, 14, Palette.ink, 2)
        p.text(str(rank + 1), badge, TextStyle(18, Palette.ink, True), "center")
    if nxt:  # the figure that moves next: an amber frame and a label on the space
        p.rect(rect.inflate(4, 4), Palette.glow, 14, 4)
        pill = Rect(rect.x + 3, rect.bottom - 25, rect.w - 6, 22)
        p.rect(pill, Palette.glow, 10)
        p.text(
            Msg("glenmore.ui.next_mover"), pill.center, TextStyle(18, Palette.ink, True), "center", max_width=pill.w - 4
        )


def _draw_deck(p: Painter, r: Rect, deck) -> None:
    """The draw pile: which deck, and (large) how many tiles are left in it; the last deck in
    amber, with a warning when the game may end before the person's next turn (issue 13)."""
    if deck is None:
        p.text_box(Msg("glenmore.ui.decks_empty"), r.inflate(-12, -12), TextStyle(18, lighter(Palette.felt, 0.55)))
        return
    name, last, count = deck
    ink = Palette.glow if last else Palette.paper_ink
    if last:
        p.rect(r.inflate(6, 6), (*Palette.glow, 60), 14)
        p.rect(r.inflate(6, 6), Palette.glow, 14, 3)
    for k in range(3):
        p.svg("glenmore/tile_back", Rect(r.centerx - 26 - k * 3, r.y + 30 - k * 3, 52, 52))
    p.text(
        Msg("glenmore.ui.last_deck" if last else "glenmore.ui.deck_name", deck=name),
        (r.centerx, r.y + 13),
        TextStyle(18, ink, True),
        "center",
        max_width=r.w - 12,
    )
    p.text(str(count), (r.centerx - 3, r.y + 53), TextStyle(30, Palette.paper_ink, True), "center")
    p.text(
        Msg("glenmore.ui.tiles_left", count=count),
        (r.centerx, r.bottom - 11),
        TextStyle(18, ink, True),
        "center",
        max_width=r.w - 12,
    )


# -- the market --------------------------------------------------------------------------------


class Market(Part):
    """The market inside the ring.  Its part: ``(inner, rows, prices, difference)`` where a row
    is ``(resource, glow, filled, coins a payment would add)``; empty: nothing (the hover layer's
    copy when no payment is hovered)."""

    def paint(self, p: Painter, part: Any) -> None:
        if not part:
            return
        inner_t, rows, prices, table = part
        inner = Rect(inner_t)
        p.panel(inner, Palette.panel, Palette.panel_edge, 16, shadow=False)
        p.text(Msg("glenmore.ui.market"), (inner.x + 16, inner.y + 20), TextStyle(24, Palette.ink, True, True),
               "midleft")
        market_rows = self.lay.market_rows
        for row, (name, glow, filled, preview) in zip(market_rows, rows):
            if glow:
                p.target_glow(row, 10)  # a lifted cube sells here (the hover layer: the one under it)
            draw_token(p, name, Rect(row.x + 2, row.centery - 17, 34, 34))
            for k, price in enumerate(prices):
                slot = Rect(row.x + 48 + k * 56, row.centery - 18, 50, 36)
                if k < filled:
                    p.rect(slot, (*Palette.glow_soft, 150), 8)
                    p.svg("glenmore/coin", Rect(slot.centerx - 16, slot.centery - 16, 32, 32))
                    p.text(str(price), slot.center, TextStyle(18, Palette.ink, True), "center")
                    if k == filled - 1:
                        p.rect(slot, Palette.accent, 8, 2)
                else:
                    ghost = preview > k - filled
                    p.rect(slot, Palette.bg_deep, 8)
                    if ghost:
                        p.rect(slot, (*Palette.glow, 150), 8)
                        p.rect(slot, Palette.glow, 8, 2)
                    p.text(
                        str(price),
                        slot.center,
                        TextStyle(19, Palette.ink_faint if not ghost else Palette.ink, True),
                        "center",
                    )
        y = market_rows[-1].bottom + 10
        x = inner.x + 16
        style = TextStyle(18, Palette.ink_soft)
        label = p.text(Msg("glenmore.ui.difference"), (x, y + 9), style, "midleft", max_width=110)
        label2 = p.text(Msg("glenmore.ui.vp"), (x, y + 29), TextStyle(18, Palette.ink_soft, True), "midleft",
                        max_width=110)
        x = max(label.right, label2.right) + 14
        step = min(44, (inner.right - 12 - x) // len(table))
        for d, v in enumerate(table):
            cx = x + d * step + step // 2
            p.text(f"{d}{'+' if d == len(table) - 1 else ''}", (cx, y + 9), style, "center")
            p.text(str(v), (cx, y + 29), TextStyle(18, Palette.ink, True), "center")


# -- the players ---------------------------------------------------------------------------------


class Players(Part):
    """One card per player.  Its part: ``((seat, rect, shown, moving, name, level, human, total,
    stats), …)`` (stats: the six counts under the name)."""

    def paint(self, p: Painter, part: Any) -> None:
        for seat, rect_t, shown, moving, name, level, human, total, stats in part:
            rect = Rect(rect_t)
            fill = Palette.panel if shown else CARD_BG
            if shown:
                tab = Rect(rect.x, rect.y, rect.w, rect.h + 14)
                shadow(p, tab, 14)
                p.rect(tab, fill, 14)
                p.rect(rect, Palette.accent, 14, 3)
            else:
                p.rect(rect, fill, 14)
                p.rect(rect, Palette.panel_edge, 14, 2)
            if moving:
                p.rect(Rect(rect.x + 10, rect.y, rect.w - 20, 6), Palette.glow, 3)
            small = rect.w < 190
            p.circle((rect.x + 26, rect.y + 26), 17, Palette.seat(seat))
            p.icon(Palette.seat_symbol(seat), Rect(rect.x + 14, rect.y + 14, 24, 24), Palette.paper_ink)
            badge = vp_badge(str(total), p.vp.px(34), p.real_size(21))
            real = badge.get_rect(topright=p.vp.point((rect.right - 8, rect.y + 9)))
            p.surface.blit(badge, real)
            badge_x = (real.x - p.vp.ox) / p.vp.scale
            draw_name(
                p,
                level,
                name,
                (rect.x + 50, rect.y + 26),
                TextStyle(21 if not small else 18, Palette.ink, True),
                max(30, round(badge_x - rect.x - 56)),
            )
            if not human:
                p.circle((rect.x + 40, rect.y + 40), 11, Palette.panel)
                p.circle((rect.x + 40, rect.y + 40), 11, Palette.ink_soft, 1)
                p.icon("computer", Rect(rect.x + 32, rect.y + 32, 16, 16), Palette.ink)
            icons = ("glenmore/coin", "glenmore/whisky", "glenmore/bonnet", "glenmore/card", "glenmore/tiles",
                     "glenmore/member")
            per_row = 3
            cw = (rect.w - 12) / per_row
            for i, (icon, count) in enumerate(zip(icons, stats)):
                x = rect.x + 8 + (i % per_row) * cw
                y = rect.y + 56 + (i // per_row) * 30
                side = 24 if not small else 20
                p.svg(icon, Rect(round(x), y, side, side))
                p.text(
                    str(count),
                    (x + side + 4, y + side // 2 + 1),
                    TextStyle(19 if not small else 17, Palette.ink, True),
                    "midleft",
                    max_width=round(cw - side - 6),
                )


# -- the territory --------------------------------------------------------------------------------


class Land(Part):
    """The territory shown, with the boxes over it.  Its part: ``(seat, pan, frontier, legal,
    tiles, pending cell, cubes, members, head, chief, cards)`` — see ``GlenMoreTable._land_part``."""

    whole = True  # it clips to the territory

    def __init__(self, art: TileArt, slicer: Callable[[Any], Any], pan: PanZoom, data: GameData):
        super().__init__(art, slicer)
        self.pan = pan
        self.data = data

    def paint(self, p: Painter, part: Any) -> None:
        seat, _pan, frontier_cells, legal_cells, tiles, pending, cubes, members, head, chief, cards = part
        land = self.lay.land_rect
        pan = self.pan
        shadow(p, land, 16)
        p.rect(land, LAND_BG, 16)
        p.rect(land, Palette.accent, 16, 3)
        clip = p.surface.get_clip()
        p.surface.set_clip(p.vp.rect(pan.rect))
        _draw_grid(p, pan)
        size = pan.size
        for x, y in frontier_cells:
            r = pan.cell_rect(x, y, 0.06)
            p.rect(r, CELL_LINE, max(4, round(size * 0.06)), 2)
        for x, y in legal_cells:
            p.target_glow(pan.cell_rect(x, y, 0.08), max(4, round(size * 0.07)))  # the hover layer: the one under
        for x, y, tile, use, done, placed, focus in tiles:
            rect = pan.cell_rect(x, y, 0.03)
            self.art.draw(p, tile, rect, LAND)
            radius = max(4, round(size * 0.08))
            if use == "pending-option":
                p.rect(rect.inflate(8, 8), Palette.glow, radius + 2, max(3, round(size * 0.035)))
                p.hatch(rect.inflate(8, 8), (*Palette.glow, 60), 18, 3, radius)
            elif use == "option":
                p.rect(rect.inflate(6, 6), Palette.glow_soft, radius + 2, 2)
                dashes(p, rect.inflate(6, 6), Palette.glow)
            elif use == "pending":
                p.rect(rect, (40, 46, 44, 70), radius)
                dashes(p, rect.inflate(4, 4), Palette.ink_soft)
            if done:
                mark = (rect.right - round(size * 0.16), rect.bottom - round(size * 0.3))
                p.circle(mark, max(9, size * 0.09), Palette.good)
                p.icon(
                    "check",
                    Rect(mark[0] - size * 0.065, mark[1] - size * 0.065, size * 0.13, size * 0.13),
                    Palette.paper_ink,
                )
            if placed:
                p.rect(rect.inflate(4, 4), Palette.accent, radius + 2, 2)
            if focus:
                p.focus_ring(rect, radius + 6)
        if pending is not None:
            r = pan.cell_rect(*pending, 0.03)
            p.rect(r, (*Palette.glow_soft, 140), max(4, round(size * 0.08)))
            dashes(p, r, Palette.glow)
            p.text(
                Msg("glenmore.ui.goes_here"),
                r.center,
                TextStyle(max(14, round(size * 0.12)), Palette.ink, True),
                "center",
                max_width=r.w - 8,
            )
        for rect_t, name, raised, chosen in cubes:
            rect = Rect(rect_t)
            if raised:
                rect = rect.move(0, -5)
                p.focus_ring(rect.inflate(rect.w // 3, rect.h // 3), rect.w)
            p.circle((rect.centerx + 2, rect.centery + 3), rect.w * 0.64, (0, 0, 0, 70))
            p.circle(rect.center, rect.w * 0.64, Palette.panel)
            if chosen:  # marked to pay with: a thick gold ring
                p.circle(rect.center, rect.w * 0.64 + 5, Palette.glow, 8)
            p.circle(rect.center, rect.w * 0.64, Palette.ink, 2)
            draw_token(p, name, rect.inflate(-rect.w // 8, -rect.h // 8))
        for rect_t, count, movable, focus in members:
            rect = Rect(rect_t)
            if movable:
                p.circle(rect.center, rect.w * 0.66, (*Palette.glow, 150))
                p.circle(rect.center, rect.w * 0.66, Palette.glow, 3)
            draw_member(p, rect, count)
            if focus:
                p.focus_ring(rect, 10)
        p.surface.set_clip(clip)
        self._overlays(p, seat, head, chief, cards)

    def _overlays(self, p: Painter, seat: int, head_part, chief_part, cards) -> None:
        lay = self.lay
        # whose territory, and what it holds
        head = lay.head_rect
        resources, stock = head_part
        two_rows = head.h > 60  # the name above, the resources under it (see GlenLayout._head_rect)
        top = head.y + 24 if two_rows else head.centery
        p.rect(head, (*Palette.panel, 225), 12)
        p.circle((head.x + 24, top), 15, Palette.seat(seat))
        p.icon(Palette.seat_symbol(seat), Rect(head.x + 13, top - 11, 22, 22), Palette.paper_ink)
        title = p.text(
            Msg("glenmore.ui.territory_of", player=seat_msg(seat)),
            (head.x + 46, top),
            HEAD_STYLE,
            "midleft",
            max_width=head.w - 56,
        )
        x, cy = (head.x + 14, head.bottom - 22) if two_rows else (title.right + 14, head.centery)
        for name, count in zip(resources, stock):
            draw_token(p, name, Rect(x, cy - 13, 26, 26))
            p.text(
                str(count),
                (x + 29, cy + 1),
                TextStyle(19, Palette.ink if count else Palette.ink_faint, True),
                "midleft",
            )
            x += HEAD_TOKEN_W
        # chieftains: the place clan members go when they leave the territory
        zone = lay.chief_rect
        look, chieftains, bonnets, strength = chief_part
        p.rect(zone, (*Palette.panel, 232), 14)
        if look == "target":
            p.target_glow(zone, 14)
        elif look == "promote":
            p.rect(zone, Palette.glow_soft, 14, 2)
            dashes(p, zone, Palette.glow)
        else:
            p.rect(zone, Palette.panel_edge, 14, 2)
        p.svg("glenmore/chieftain", Rect(zone.x + 10, zone.y + 30, 56, 56))
        p.text(
            Msg("glenmore.ui.chieftain_zone"),
            (zone.x + 12, zone.y + 16),
            TextStyle(18, Palette.ink, True),
            "midleft",
            max_width=zone.w - 20,
        )
        p.text(f"× {chieftains}", (zone.x + 72, zone.y + 56), TextStyle(28, Palette.ink, True), "midleft")
        if bonnets:
            p.svg("glenmore/bonnet", Rect(zone.x + 128, zone.y + 38, 28, 28))
            p.text(f"+{bonnets}", (zone.x + 158, zone.y + 53), TextStyle(18, Palette.ink, True), "midleft")
        p.text(
            Msg("glenmore.ui.chieftain_strength", count=strength),
            (zone.x + 12, zone.bottom - 14),
            TextStyle(18, Palette.ink_soft),
            "midleft",
            max_width=zone.w - 20,
        )
        # special-location cards
        for card, chip in lay.card_rects:
            p.rect(chip, (*Palette.panel, 235), 10)
            p.rect(chip, (168, 50, 44), 10, 2)
            p.svg("glenmore/card", Rect(chip.x + 5, chip.y + 4, 32, 32))
            p.text(
                Msg(f"glenmore.tile.{card}.name"),
                (chip.x + 42, chip.centery),
                TextStyle(18, Palette.ink, True),
                "midleft",
                max_width=chip.w - 48,
            )


def _draw_grid(p: Painter, pan: PanZoom) -> None:
    """The territory's cell lines inside ``pan``'s rect."""
    x0, y0 = pan.to_world(pan.rect.topleft)
    x1, y1 = pan.to_world(pan.rect.bottomright)
    for gx in range(int(x0) - 1, int(x1) + 2):
        sx = pan.to_screen(gx + 0.5, 0)[0]
        if pan.rect.x <= sx <= pan.rect.right:
            p.line((sx, pan.rect.y), (sx, pan.rect.bottom), CELL_LINE, 1)
    for gy in range(int(y0) - 1, int(y1) + 2):
        sy = pan.to_screen(0, gy + 0.5)[1]
        if pan.rect.y <= sy <= pan.rect.bottom:
            p.line((pan.rect.x, sy), (pan.rect.right, sy), CELL_LINE, 1)


# -- the hover layer -------------------------------------------------------------------------------


class Target(Part):
    """The drop target under a dragged piece (or chosen with the keyboard), lit strongly.  Its
    part: ``(("cell", rect, radius, clip) | ("box", rect, radius), …)``."""

    def paint(self, p: Painter, part: Any) -> None:
        for item in part:
            if item[0] == "cell":
                _, rect, radius, clip_t = item
                clip = p.surface.get_clip()
                p.surface.set_clip(p.vp.rect(Rect(clip_t)))
                p.target_glow(Rect(rect), radius, strong=True)
                p.surface.set_clip(clip)
            else:
                p.target_glow(Rect(item[1]), item[2], strong=True)


class Zoomed(Part):
    """A track tile under the pointer, large, towards the middle of the ring: ``(tile, rect)``."""

    def paint(self, p: Painter, part: Any) -> None:
        if not part:
            return
        tile, rect_t = part
        rect = Rect(rect_t)
        p.rect(rect.move(8, 12), (0, 0, 0, 70), 16)
        self.art.draw(p, tile, rect, TRACK)
