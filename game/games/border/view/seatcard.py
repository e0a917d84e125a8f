"""One seat's board as a card: its header, the board with its crosses, the scoring strip.

``SeatCard`` is a component (game/ui/components.py): its part is ``card_part(...)`` — what a
seat's board shows, as plain values — and ``paint`` draws from that part alone, so a card is
drawn again only when its seat's board changes.  The large board on the table and the enlarged
board (overlay.py) are both seat cards; the header and the strip are also kept as surfaces of
their own (``cached_layer``), being text-heavy.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.core.i18n import Msg, seat_msg
from game.games.border.components import bits
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, OVER, PASSIVE, BorderState
from game.games.border.view.art import board_surface, cached_layer
from game.games.border.view.geom import AREA_TINTS, BOARD_PAPER, HexLayout, hex_points
from game.ui.art import Palette, TextStyle, mix
from game.ui.components import Component
from game.ui.draw import Painter, Text, darker, lighter

Rect = pygame.Rect


# -- the parts (plain values) ----------------------------------------------------------------------


def header_part(rules: BorderRules, state: BorderState, seat: int, name: str, banner: bool) -> tuple:
    """What a seat's header shows: its name, the phase, areas done, board, and its place at the end."""
    place = rules.ranking(state)[seat] if state.phase == OVER else None
    return (seat, name, state.phase, state.ending, state.completed[seat].bit_count(), state.boards[seat], banner, place)


def board_part(rules: BorderRules, state: BorderState, seat: int, hidden: tuple[int, int] = (0, 0)) -> tuple:
    """A seat's board as drawn: which board, its crosses and completed areas (``hidden``: the
    crosses and areas still to be animated) and their points."""
    crossed = state.crossed[seat] & ~hidden[0]
    completed = state.completed[seat] & ~hidden[1]
    points = tuple(state.points[seat][a] if completed >> a & 1 else 0 for a in range(len(rules.geometry.areas)))
    return (state.boards[seat], crossed, completed, points)


def strip_part(rules: BorderRules, state: BorderState, seat: int) -> tuple:
    """The scoring strip: the seat's points per area, its completed areas, which first values are taken."""
    taken = tuple(rules.first_taken(state, a) for a in range(len(rules.geometry.areas)))
    return (tuple(state.points[seat]), state.completed[seat], taken)


def card_part(
    rules: BorderRules,
    state: BorderState,
    seat: int,
    name: str,
    banner: bool,
    hidden: tuple[int, int] = (0, 0),
    fresh: int = 0,
) -> tuple:
    """A ``SeatCard``'s part: header, board, strip, and the crosses made since the person last acted."""
    return (
        header_part(rules, state, seat, name, banner),
        board_part(rules, state, seat, hidden),
        strip_part(rules, state, seat),
        fresh,
    )


# -- painting from the parts ---------------------------------------------------------------------------


def draw_header(p: Painter, rules: BorderRules, part: tuple, rect: Rect) -> None:
    cached_layer(p, ("header", part), rect.inflate(-6, -6), BOARD_PAPER, lambda q: _paint_header(q, rules, part, rect))


def _paint_header(p: Painter, rules: BorderRules, part: tuple, rect: Rect) -> None:
    seat, _name, phase, ending, done, board, banner, place = part
    colour = darker(Palette.seat(seat), 0.18)
    band = rect.inflate(-8, -8)
    acting = banner and phase != OVER
    if acting:
        p.rect(band, colour, 14)
        ink = Palette.paper_ink
    else:
        p.rect(band, (*Palette.bg_deep, 200), 14)
        ink = Palette.ink
    p.circle((band.x + 30, band.centery), 21, Palette.paper_ink)
    p.icon(Palette.seat_symbol(seat), Rect(band.x + 14, band.centery - 16, 32, 32), Palette.seat(seat))
    x = band.x + 62
    right = band.right - 14
    # right side: areas, last round
    areas = Msg("border.ui.areas_done", count=done, goal=rules.bs.end_areas)
    r = p.text(areas, (right, band.centery), TextStyle(22, ink, True), "midright", max_width=190)
    right = r.x - 16
    if phase == OVER:
        chip_text = Msg("border.ui.status_place", place=place + 1)
        chip_w = min(190, p.measure(chip_text, TextStyle(20, Palette.ink, True))[0] + 24)
        chip = Rect(right - chip_w, band.centery - 17, chip_w, 34)
        p.rect(chip, Palette.accent_soft, 17)
        p.text(chip_text, chip.center, TextStyle(20, Palette.ink, True), "center", max_width=chip_w - 12)
        right = chip.x - 14
    if ending and phase != OVER:
        chip_w = min(190, p.measure(Msg("border.ui.last_round"), TextStyle(20, Palette.ink, True))[0] + 24)
        chip = Rect(right - chip_w, band.centery - 17, chip_w, 34)
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
        label = Msg("border.ui.action2" if phase == PASSIVE else "border.ui.action1")
        chip_w = min(150, p.measure(label, TextStyle(20, colour, True))[0] + 26)
        chip = Rect(x, band.centery - 17, chip_w, 34)
        p.rect(chip, Palette.paper_ink, 17)
        p.text(label, chip.center, TextStyle(20, colour, True), "center", max_width=chip_w - 12)
        x = chip.right + 14
        banner_key = {PASSIVE: "banner_passive", CROSS: "banner_cross"}.get(phase, "banner_roll")
        head: Text = Msg(f"border.ui.{banner_key}", player=seat_msg(seat))
    else:
        head = Msg("border.ui.board_title", player=seat_msg(seat))
    head_rect = p.text(head, (x, band.centery), TextStyle(28, ink, True), "midleft", max_width=max(40, right - x))
    board_name = Msg("border.ui.board_name", board=rules.board_name(board))
    if right - head_rect.right > 120:
        p.text(
            board_name,
            (head_rect.right + 14, band.centery + 2),
            TextStyle(20, lighter(ink, 0.25) if acting else Palette.ink_soft),
            "midleft",
            max_width=right - head_rect.right - 20,
        )


def draw_board(p: Painter, rules: BorderRules, part: tuple, lay: HexLayout) -> None:
    surf = board_surface(p, rules, *part, lay)
    p.surface.blit(surf, p.vp.point(lay.bounds.topleft))


def fresh_ring(p: Painter, lay: HexLayout, space: int) -> None:
    """A cross just made on another seat's board: an amber ring around it."""
    cx, cy = lay.centres[space]
    p.polygon(hex_points(cx, cy, lay.r * 0.98), Palette.glow, max(2, round(lay.r * 0.22)))


def strip_cells(rules: BorderRules, rect: Rect) -> tuple[list[Rect], Rect]:
    n = len(rules.geometry.areas)
    gap = 6
    total_w = 116
    w = (rect.w - total_w - gap * n) / n
    cells = [Rect(round(rect.x + i * (w + gap)), rect.y, round(w), rect.h) for i in range(n)]
    total = Rect(rect.right - total_w, rect.y, total_w, rect.h)
    return cells, total


def draw_strip(p: Painter, rules: BorderRules, part: tuple, rect: Rect) -> None:
    cached_layer(p, ("strip", part), rect, BOARD_PAPER, lambda q: _paint_strip(q, rules, part, rect))


def _paint_strip(p: Painter, rules: BorderRules, part: tuple, rect: Rect) -> None:
    points, completed, taken_all = part
    cells, total = strip_cells(rules, rect)
    for area, cell in enumerate(cells):
        a = rules.geometry.areas[area]
        done = completed >> area & 1
        tint = AREA_TINTS.get(a.id, Palette.ink_faint)
        p.rect(cell, mix(tint, BOARD_PAPER, 0.15 if done else 0.78), 10)
        p.rect(cell, darker(tint, 0.1), 10, 2)
        icon_side = min(36, cell.h // 2 - 6)
        p.icon(
            f"border/area_{a.id}",
            Rect(cell.centerx - icon_side // 2, cell.y + 6, icon_side, icon_side),
            Palette.paper_ink if done else darker(tint, 0.3),
        )
        taken = taken_all[area]
        y = cell.bottom - 26
        first_x, later_x = cell.x + cell.w * 0.3, cell.x + cell.w * 0.74
        mine = points[area] if done else 0
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
    p.text(str(sum(points)), (total.centerx, total.bottom - 34), TextStyle(40, Palette.ink, True), "center")


class SeatCard(Component):
    """One seat's board: header, board, fresh crosses, strip (see the module docstring).  Its
    owner places ``header``, ``lay`` and ``strip`` and gives the slicer of its part."""

    def __init__(self, rules: BorderRules, slicer: Callable[[Any], Hashable | None]):
        super().__init__(slicer)
        self.rules = rules
        self.header = Rect(0, 0, 0, 0)
        self.lay: HexLayout | None = None
        self.strip = Rect(0, 0, 0, 0)

    def place(self, header: Rect, lay: HexLayout, strip: Rect) -> None:
        self.header, self.lay, self.strip = header, lay, strip
        self.bounds = header.union(lay.bounds).union(strip)

    def paint(self, p: Painter, part: Any) -> None:
        if not part or self.lay is None:
            return
        header, board, strip, fresh = part
        draw_header(p, self.rules, header, self.header)
        draw_board(p, self.rules, board, self.lay)
        for space in bits(fresh):
            fresh_ring(p, self.lay, space)
        draw_strip(p, self.rules, strip, self.strip)
