"""The Border's large board: header, the board with its glows and pending crosses, the scoring strip."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.core.i18n import Msg, seat_msg
from game.core.rules import Action
from game.games.border.components import bits
from game.games.border.rules.actions import Complete, Cross, Done, Keep, Roll
from game.games.border.rules.state import CROSS, OVER, PASSIVE, BorderState
from game.games.border.view.art import _HEX, _convert, _marker_cross, cached_layer, hex_hatch, render_board, solid_panel
from game.games.border.view.geom import AREA_TINTS, BOARD_PAPER, MARKER, HexLayout, hex_points
from game.ui.anim import ease_out
from game.ui.art import Palette, TextStyle, mix
from game.ui.draw import Painter, Text, darker, lighter


class BoardMixin:
    """Part of ``BorderView`` (view/scene.py); it reads the view's layout and state."""

    # -- the large board ----------------------------------------------------------------------

    def _draw_main(self, p: Painter, state: BorderState) -> None:
        seat = self.main_seat
        lay = self.main_lay
        assert lay is not None
        solid_panel(p, self.main_panel, BOARD_PAPER, Palette.panel_edge, 18)
        self.draw_header(p, state, seat, self.header_rect, banner=seat == state.current)
        self.draw_seat_board(p, state, seat, lay)
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

    def hover_focus(self) -> Hashable | None:
        """What under the pointer lights up on the large board: the completable segment or the
        crossable space under it (or, holding a die, the legal space under it); None elsewhere.
        Cheap: it reads what ``layout`` worked out, never the legal moves."""
        lay = self.main_lay
        if lay is None or not self.acting_here or not lay.bounds.collidepoint(self.pointer):
            return None
        space = lay.space_at(self.pointer)
        if space is None:
            return None
        if self.drag.active:
            return ("space", space) if ("space", space) in self.drag.legal else None
        if not self.app.settings.show_legal_moves or not self.lit_spaces >> space & 1:
            return None
        state: BorderState = self.match.state
        if state.phase == PASSIVE:
            return ("space", space)
        return ("segment", self.brules.board_of(state, state.current).segment_of[space])

    def draw_highlights(self, p: Painter, state: BorderState) -> None:
        """The hover layer over the large board: the legal targets glow, the one under the
        pointer (or under the held die) strongest; holding a die, the rest steps back."""
        lay = self.main_lay
        if lay is None or not self.acting_here:
            return
        board = self.brules.board_of(state, state.current)
        hints = self.app.settings.show_legal_moves
        focus = self.hover_focus()
        if self.drag.active:
            lit = {k[1] for k in self.drag.legal if k[0] == "space"}
            under = {k[1] for k in self.drag.legal if k[0] == "space" and self.drag.target_state(k) == "hover"}
            if focus is not None:
                under.add(focus[1])
            strong = set()
            for sp in under:
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
        for sp in bits(self.lit_spaces):
            if state.phase == PASSIVE:
                on = focus == ("space", sp)
            else:
                on = focus == ("segment", board.segment_of[sp])
            self.hex_glow(p, lay, sp, on)

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """The die to set aside (and the row it goes to), the button to press, or the spaces to cross
        or complete (a lesson's places glow there; a hint draws those as hexes, ``draw_hint``)."""
        state: BorderState = self.match.state
        if isinstance(action, Keep):
            return [self.slot_rect(action.die, self.die_row(state, action.die)), self.rows[1 if action.keep else 0]]
        if isinstance(action, Roll) and self.roll_button is not None:
            return [self.roll_button.rect]
        if isinstance(action, Done):
            return [self.done_button.rect]
        spaces: tuple[int, ...] = ()
        if isinstance(action, Complete):
            spaces = tuple(self.brules.board_of(state, state.current).segments[action.segment].spaces)
        elif isinstance(action, Cross):
            spaces = (action.space,)
        if spaces and self.main_lay is not None and self.main_seat == state.current:
            return [self.main_lay.space_rect(sp) for sp in spaces]
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
