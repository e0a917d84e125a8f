"""The Border's side panels: the other seats' boards, in a column beside the large one.

``Panels`` owns the column's layout (which seats, which one is grown, each panel's rect and board
layout) and what a panel shows (``panel_part``: from the seat's view of the game, the seats' names
and levels, the crosses made since the person last acted, whether legal moves show).  Its
components draw it: a ``SidePanel`` per place in the column (the board layer, as the state has
the column) and ``GrownColumn`` (the hover layer: the column again with the seat under the pointer
grown).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.core.i18n import Msg
from game.games.border.components import bits
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, NO_DIE, OVER, PASSIVE, BorderState
from game.games.border.view import seatcard
from game.games.border.view.anim import Effects
from game.games.border.view.art import cached_layer, solid_panel
from game.games.border.view.geom import (
    BOARD_PAPER,
    COMPACT_H,
    PANEL_GAP,
    TALL_INFO_H,
    HexLayout,
    Panel,
    unit_extent,
)
from game.games.border.view.seatcard import board_part, fresh_ring
from game.scenes import chrome
from game.scenes.common import draw_table
from game.ui.art import Palette, TextStyle
from game.ui.components import Component, Memo
from game.ui.draw import Painter, Text

CHIP_STYLE = TextStyle(19, Palette.ink, True)
NAME_STYLE = TextStyle(26, Palette.ink, True)
NOWHERE = pygame.Rect(0, 0, 0, 0)


def fresh_crosses(state: BorderState, seen: tuple[int, ...], seat: int) -> int:
    """The spaces ``seat`` crossed since the person last acted (``seen``: crossed then)."""
    return state.crossed[seat] & ~seen[seat] if seat < len(seen) else 0


def offer_preview(rules: BorderRules, state: BorderState, seat: int) -> int:
    """During Action 1: the spaces ``seat`` could cross now with the dice that would be passed on."""
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


class Panels:
    """See the module docstring.  The table sets ``seen_crossed`` (the spaces crossed when the
    person last acted) and ``hints`` (reads the settings' "show legal moves")."""

    def __init__(self, rules: BorderRules, fx: Effects):
        self.rules = rules
        self.fx = fx
        self.seen_crossed: tuple[int, ...] = ()
        self._memos: dict[tuple[int, str], Memo] = {}  # per panel (seat, kind): its last look
        self.hints: Callable[[], bool] = lambda: True  # the settings' "show legal moves", as it draws
        self.area = pygame.Rect(0, 0, 0, 0)
        self.main_seat = 0
        self.seats: list[int] = []
        self._layouts: dict[int | None, list[Panel]] = {}
        self.state_focus: int | None = None  # the other seat acting now: its panel grows
        self.panels: list[Panel] = []  # the panels as the state has them

    # -- the strip of the other boards ----------------------------------------------------------
    #
    # The other seats' boards sit in a column beside the person's own.  Each shows as a row (a
    # small board beside its name, points and status), or, when one seat is in focus (the pointer
    # rests on it, or a computer is acting on it), that seat's panel grows to a readable board and
    # the others fold to one line each.  A panel that grows always covers where the pointer was, so
    # the focus never flickers between two panels.


    def lay_out(self, state: BorderState, area: pygame.Rect, main_seat: int) -> None:
        n = state.num_seats
        self.area = area
        self.main_seat = main_seat
        self.seats = [(main_seat + i) % n for i in range(1, n)]
        self._layouts = {}
        self.state_focus = self.focus_of(state)
        self.panels = self.panels_for(self.state_focus)

    def focus_of(self, state: BorderState) -> int | None:
        """The seat whose panel grows by itself: the other seat acting now (a computer's turn)."""
        if state.phase == OVER or state.current == self.main_seat or len(self.seats) < 2:
            return None
        return state.current

    def panels_for(self, focus: int | None) -> list[Panel]:
        """The panels with ``focus`` grown (None: all as rows; one other seat: always grown)."""
        if focus not in self._layouts:
            self._layouts[focus] = self._arrange(focus)
        return self._layouts[focus]

    def _arrange(self, focus: int | None) -> list[Panel]:
        area, seats, g = self.area, self.seats, self.rules.geometry
        if len(seats) == 1:
            return [Panel(seats[0], area, HexLayout(g, self._tall_inner(area)), "tall")]
        out = []
        if focus not in seats:
            h = (area.h - PANEL_GAP * (len(seats) - 1)) // len(seats)
            _, _, uw, uh = unit_extent(g)
            for i, seat in enumerate(seats):
                rect = pygame.Rect(area.x, area.y + i * (h + PANEL_GAP), area.w, h)
                bh = rect.h - 20
                inner = pygame.Rect(rect.x + 18, rect.y + 10, min(round(bh * uw / uh), rect.w // 2), bh)
                out.append(Panel(seat, rect, HexLayout(g, inner), "row"))
            return out
        big = area.h - (len(seats) - 1) * (COMPACT_H + PANEL_GAP)
        y = area.y
        for seat in seats:
            h = big if seat == focus else COMPACT_H
            rect = pygame.Rect(area.x, y, area.w, h)
            lay = HexLayout(g, self._tall_inner(rect)) if seat == focus else None
            out.append(Panel(seat, rect, lay, "tall" if seat == focus else "compact"))
            y += h + PANEL_GAP
        return out

    @staticmethod
    def _tall_inner(rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect.x + 14, rect.y + TALL_INFO_H, rect.w - 28, rect.h - TALL_INFO_H - 12)

    def panel_at(self, pos, focus: int | None) -> int | None:
        """The seat whose panel is under ``pos`` when ``focus`` is grown."""
        if not self.area.collidepoint(pos):
            return None
        return next((pn.seat for pn in self.panels_for(focus) if pn.rect.collidepoint(pos)), None)

    def lay_of(self, seat: int) -> HexLayout | None:
        """Where ``seat``'s board is drawn in the column now (None: folded, or not in it)."""
        return next((pn.lay for pn in self.panels if pn.seat == seat), None)

    def panel_part(self, model: Any, panel: Panel) -> tuple:
        """What ``panel`` shows, as plain values: ``(look, pending)`` where ``look`` is everything
        its cached picture holds and ``pending`` the crosses being drawn on its board now."""
        seat, rect, lay, kind = panel
        hide = self.fx.hidden_for(seat)
        hints = self.hints()
        where = (tuple(lay.bounds), lay.r) if lay is not None else None
        key = (tuple(rect), where, self.seen_crossed, hints, hide)
        memo = self._memos.setdefault((seat, kind), Memo())
        look = memo.get(model, key, lambda: self._look(model.view, model, panel, hide, hints))
        return (look, self.fx.pending_part(seat) if lay is not None else ())

    def _look(self, state: BorderState, model: Any, panel: Panel, hide: tuple[int, int], hints: bool) -> tuple:
        seat, rect, lay, kind = panel
        board = board_part(self.rules, state, seat, hide) if lay is not None else None
        preview = offer_preview(self.rules, state, seat) if hints and lay is not None else 0
        fresh = fresh_crosses(state, self.seen_crossed, seat) & ~hide[0] if lay is not None else 0
        return (
            seat,
            tuple(rect),
            (tuple(lay.bounds), lay.r) if lay is not None else None,
            kind,
            board,
            preview,
            fresh,
            self._status(state, seat, hints),
            chrome.level_text(model, seat),
            model.seats[seat].name,
            sum(state.points[seat]),
            state.completed[seat].bit_count(),
        )

    def paint_panel(self, p: Painter, part: tuple, panel: Panel) -> None:
        look, pending = part
        rect, lay = panel.rect, panel.lay
        solid_panel(p, rect, BOARD_PAPER, Palette.panel_edge, 16)
        cached_layer(p, ("panel", look), rect.inflate(-10, -10), BOARD_PAPER, lambda q: self._paint_panel(q, look, lay))
        if lay is not None:
            self.fx.paint_pending(p, pending, lay)

    def _paint_panel(self, p: Painter, look: tuple, lay: HexLayout | None) -> None:
        seat, rect, _lay, kind, board, preview, fresh, (status, chip_kind), level, name, total, done = look
        rect = pygame.Rect(rect)
        colour = Palette.seat(seat)
        p.rect(pygame.Rect(rect.x + 8, rect.y + 12, 6, rect.h - 24), colour, 3)
        if lay is not None:
            seatcard.draw_board(p, self.rules, board, lay)
            self._draw_offer_preview(p, preview, lay)
            for s in bits(fresh):
                fresh_ring(p, lay, s)
        points = Msg("border.ui.points", points=total)
        areas = Msg("border.ui.areas_done", count=done, goal=self.rules.bs.end_areas)
        if kind == "row":
            assert lay is not None
            info = pygame.Rect(lay.bounds.right + 16, rect.y + 12, rect.right - lay.bounds.right - 28, rect.h - 24)
            x = info.x
            if chrome.name_fits(p, level, name, NAME_STYLE, info.w - 42):
                self._name_line(p, seat, name, level, info.x, info.y + 18, info.w)
            else:  # a long name keeps its size: the level chip starts the next line
                self._name_line(p, seat, name, level, info.x, info.y + 18, info.w, chip=False)
                size = chrome.tag_size(NAME_STYLE)
                chip = chrome.level_tag(p, level, (info.x, info.y + 50), size, icon=False)
                x = chip.right + 10 if chip is not None else x
            p.text(areas, (x, info.y + 50), TextStyle(20, Palette.ink_soft), "midleft", max_width=info.right - x)
            p.text(points, (info.x, info.y + 84), TextStyle(28, Palette.ink, True), "midleft", max_width=info.w)
            if info.h >= 136:
                self._chip(p, status, chip_kind, (info.x, info.y + 122), "midleft", info.w)
            return
        top = pygame.Rect(rect.x + 22, rect.y + 8, rect.w - 36, 44)
        pts = p.text(points, (top.right, top.centery), TextStyle(26, Palette.ink, True), "midright")
        if kind == "compact":
            line = self._name_line(p, seat, name, level, top.x, top.centery, min(300, pts.x - 16 - top.x))
            room = pts.x - 14 - line.right - 12
            if room >= self._chip_width(p, status):
                self._chip(p, status, chip_kind, (pts.x - 14, top.centery), "midright", room)
            return
        self._name_line(p, seat, name, level, top.x, top.centery, pts.x - 16 - top.x)
        chip_w = self._chip(p, status, chip_kind, (top.right, top.bottom + 22), "midright", 230)
        p.text(
            areas, (top.x, top.bottom + 22), TextStyle(20, Palette.ink_soft), "midleft", max_width=top.w - chip_w - 16
        )

    @staticmethod
    def _name_line(
        p: Painter, seat: int, name: str, level: Text | None, x: int, y: int, width: int, chip: bool = True
    ) -> pygame.Rect:
        """The seat's symbol and name, and its level chip unless the caller draws it elsewhere."""
        p.circle((x + 16, y), 16, Palette.ink)
        p.icon(Palette.seat_symbol(seat), pygame.Rect(x + 4, y - 12, 24, 24), Palette.seat(seat))
        if not chip:
            least = chrome.tag_size(NAME_STYLE)
            return p.text(p.elide(name, NAME_STYLE, width - 42, least), (x + 42, y), NAME_STYLE, "midleft", width - 42)
        return chrome.draw_name(p, level, name, (x + 42, y), NAME_STYLE, width - 42)

    def _status(self, state: BorderState, seat: int, hints: bool) -> tuple[Text, str]:
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
        preview = offer_preview(self.rules, state, seat) if hints else 0
        if preview:
            return Msg("border.ui.status_preview", count=preview.bit_count()), "active"
        return Msg("border.ui.status_waiting"), "wait"

    @staticmethod
    def _chip_width(p: Painter, text: Text) -> int:
        return p.measure(text, CHIP_STYLE)[0] + 26

    def _chip(self, p: Painter, text: Text, kind: str, pos, anchor: str, max_w: int) -> int:
        style = CHIP_STYLE
        fill = {"active": Palette.glow_soft, "now": Palette.glow, "done": Palette.accent_soft}.get(
            kind, Palette.bg_deep
        )
        w = min(max_w, self._chip_width(p, text))
        chip = pygame.Rect(0, 0, w, 32)
        setattr(chip, anchor, (round(pos[0]), round(pos[1])))
        p.rect(chip, fill, 16)
        p.text(text, chip.center, style, "center", max_width=w - 14)
        return w

    @staticmethod
    def _draw_offer_preview(p: Painter, preview: int, lay: HexLayout) -> None:
        for s in bits(preview):
            cx, cy = lay.centres[s]
            p.circle((cx, cy), max(5, lay.r * 0.62), Palette.ink)
            p.circle((cx, cy), max(3, lay.r * 0.62 - 2.5), Palette.panel)
            p.circle((cx, cy), max(1.5, lay.r * 0.22), Palette.glow)


class SidePanel(Component):
    """The ``index``-th panel of the column as the state has it (the board layer)."""

    def __init__(self, column: Panels, index: int):
        super().__init__()
        self.column = column
        self.index = index

    def _panel(self) -> Panel | None:
        panels = self.column.panels
        return panels[self.index] if self.index < len(panels) else None

    def part(self, model: Any) -> Hashable:
        panel = self._panel()
        if panel is None:
            self.bounds = pygame.Rect(NOWHERE)
            return ()
        rect = panel.rect
        self.bounds = pygame.Rect(rect.x, rect.y, rect.w, rect.h + 5)  # with its shadow
        return self.column.panel_part(model, panel)

    def paint(self, p: Painter, part: Any) -> None:
        panel = self._panel()
        if part and panel is not None:
            self.column.paint_panel(p, part, panel)


class GrownColumn(Component):
    """The column again with ``focus`` grown (the hover layer; the table sets ``focus``: the seat
    whose panel the pointer rests on), over the table: nothing while the column is as the state
    has it."""

    def __init__(self, column: Panels):
        super().__init__()
        self.column = column
        self.focus: int | None = None

    def part(self, model: Any) -> Hashable:
        column = self.column
        if self.focus == column.state_focus or not column.seats:
            self.bounds = pygame.Rect(NOWHERE)
            return ()
        panels = column.panels_for(self.focus)
        self.bounds = column.area.inflate(40, 40).unionall([pn.rect for pn in panels]).inflate(24, 24)
        return (self.focus, tuple(column.area), tuple(column.panel_part(model, pn) for pn in panels))

    def paint(self, p: Painter, part: Any) -> None:
        if not part:
            return
        column = self.column
        real = p.vp.rect(column.area.inflate(8, 12))
        clip = p.surface.get_clip()
        p.surface.set_clip(real.clip(clip))
        draw_table(p)
        p.surface.set_clip(clip)
        for one, panel in zip(part[2], column.panels_for(part[0])):
            column.paint_panel(p, one, panel)
