"""The Border's side panels: the other seats' boards, and the results table."""

from __future__ import annotations

import pygame

from game.core.i18n import Msg, tr
from game.games.border.boards import bits
from game.games.border.rules import CROSS, KEEP, NO_DIE, OVER, PASSIVE, BorderState
from game.games.border.view.art import cached_layer, solid_panel
from game.games.border.view.geom import BOARD_PAPER, HexLayout
from game.ui.art import Palette, TextStyle
from game.ui.draw import Painter, Text


class PanelsMixin:
    """Part of ``BorderView`` (view/scene.py); it reads the view's layout and state."""

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
