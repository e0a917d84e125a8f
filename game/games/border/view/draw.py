"""The Border's large board: the seat shown large (header, board, crosses being drawn, strip) and
the glows over it (the hover layer: the legal targets, the one under the pointer strongest).

``MainBoard`` is a component (game/ui/components.py) that owns where the large board lies (its
panel, header, ``lay``, strip) and draws its panel; its parts draw the shown seat's header
(``MainHeader``), map (``MainMap``: with the crosses being drawn now) and strip (``MainStrip``) as
the seat's view has them, each from its own slice.  ``Highlights`` is its hover part: what the
pointer lights is worked out from the layout's ``lit`` spaces, never from the legal moves."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.games.border.components import bits
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import PASSIVE, BorderState
from game.games.border.view import seatcard
from game.games.border.view.anim import Effects
from game.games.border.view.art import _HEX, _convert, hex_hatch, solid_panel
from game.games.border.view.geom import BOARD_PAPER, HexLayout, hex_points
from game.games.border.view.seatcard import board_part, header_part, strip_part
from game.ui.art import Palette
from game.ui.components import Component, Memo
from game.ui.drag import DragController
from game.ui.draw import Painter
from game.ui.layers import drag_state

Rect = pygame.Rect
NOWHERE = Rect(0, 0, 0, 0)


class MainBoard(Component):
    """See the module docstring.  ``seat`` is the seat shown large (set by the table).  The board
    itself draws its panel; its ``parts`` (header, map, strip) each draw their own slice, so a
    new banner does not draw the map again, nor a cross the header."""

    def __init__(self, rules: BorderRules, drag: DragController, fx: Effects):
        super().__init__()
        self.rules = rules
        self.drag = drag
        self.fx = fx
        self.panel = Rect(NOWHERE)
        self.header = Rect(NOWHERE)
        self.lay: HexLayout | None = None
        self.strip = Rect(NOWHERE)
        self.seat = 0
        self.parts = (MainHeader(self), MainMap(self), MainStrip(self))

    def lay_out(self, panel: Rect, header: Rect, lay: HexLayout, strip: Rect, seat: int) -> None:
        self.panel, self.header, self.lay, self.strip, self.seat = panel, header, lay, strip, seat
        self.bounds = Rect(panel.x, panel.y, panel.w, panel.h + 5)  # with its shadow

    def part(self, model: Any) -> Hashable:
        return tuple(self.panel) if self.lay is not None else ()

    def paint(self, p: Painter, part: Any) -> None:
        if part:
            solid_panel(p, self.panel, BOARD_PAPER, Palette.panel_edge, 18)

    def focus_at(self, state: BorderState, pos, lit_spaces: int, hints: bool) -> Hashable | None:
        """What under ``pos`` lights up on the large board (for the person acting on it): the
        completable segment or the crossable space under it (or, holding a die, the legal space
        under it); None elsewhere.  Cheap: it reads what the layout worked out (``lit_spaces``)."""
        lay = self.lay
        if lay is None or not lay.bounds.collidepoint(pos):
            return None
        space = lay.space_at(pos)
        if space is None:
            return None
        if self.drag.active:
            return ("space", space) if ("space", space) in self.drag.legal else None
        if not hints or not lit_spaces >> space & 1:
            return None
        if state.phase == PASSIVE:
            return ("space", space)
        return ("segment", self.rules.board_of(state, state.current).segment_of[space])

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


class OfBoard(Component):
    """A part of the large board: its part is kept while the model and the board's own key hold."""

    def __init__(self, board: MainBoard):
        super().__init__()
        self.board = board
        self._memo = Memo()


class MainHeader(OfBoard):
    """The large board's header: whose board, the phase, the areas done."""

    def part(self, model: Any) -> Hashable:
        board = self.board
        if board.lay is None:
            self.bounds = Rect(NOWHERE)
            return ()
        self.bounds = Rect(board.header)
        return self._memo.get(model, (board.seat, tuple(board.header)), lambda: self._part(model))

    def _part(self, model: Any) -> tuple:
        board, state = self.board, model.view
        seat = board.seat
        name = model.seats[seat].name
        return (tuple(board.header), header_part(board.rules, state, seat, name, seat == state.current))

    def paint(self, p: Painter, part: Any) -> None:
        if part:
            seatcard.draw_header(p, self.board.rules, part[1], self.board.header)


class MainMap(OfBoard):
    """The large board's map: its crosses and completed areas, the crosses being drawn now."""

    def part(self, model: Any) -> Hashable:
        board = self.board
        lay = board.lay
        if lay is None:
            self.bounds = Rect(NOWHERE)
            return ()
        fx, seat = board.fx, board.seat
        pending = fx.pending_part(seat)
        self.bounds = Rect(lay.bounds)
        if pending and pending[1]:  # an area's points rise above it, its ring spreads around it
            self.bounds = self.bounds.inflate(round(lay.r * 8) + 40, round(lay.r * 8) + 240)
        hidden = fx.hidden_for(seat)
        key = (seat, tuple(lay.bounds), lay.r, hidden, pending)
        return self._memo.get(
            model, key, lambda: ((tuple(lay.bounds), lay.r), board_part(board.rules, model.view, seat, hidden), pending)
        )

    def paint(self, p: Painter, part: Any) -> None:
        lay = self.board.lay
        if part and lay is not None:
            seatcard.draw_board(p, self.board.rules, part[1], lay)
            self.board.fx.paint_pending(p, part[2], lay)


class MainStrip(OfBoard):
    """The large board's scoring strip."""

    def part(self, model: Any) -> Hashable:
        board = self.board
        if board.lay is None:
            self.bounds = Rect(NOWHERE)
            return ()
        self.bounds = Rect(board.strip)
        key = (board.seat, tuple(board.strip))
        return self._memo.get(model, key, lambda: (tuple(board.strip), strip_part(board.rules, model.view, board.seat)))

    def paint(self, p: Painter, part: Any) -> None:
        if part:
            seatcard.draw_strip(p, self.board.rules, part[1], self.board.strip)


class Highlights(Component):
    """The hover layer over the large board: the legal targets glow, the one under the pointer (or
    under the held die) strongest; holding a die, the rest steps back.  The table sets ``on``
    (a person acts on the large board), ``pointer``, ``lit`` (the spaces they can complete or
    cross) and ``hints`` (reads the settings' "show legal moves")."""

    def __init__(self, board: MainBoard):
        super().__init__()
        self.board = board
        self.on = False
        self.pointer = (0, 0)
        self.lit = 0
        self._memo = Memo()
        self.hints: Callable[[], bool] = lambda: True  # the settings' "show legal moves", as it draws

    def part(self, model: Any) -> Hashable:
        lay = self.board.lay
        if lay is None or not self.on:
            self.bounds = Rect(NOWHERE)
            return ()
        state: BorderState = model.view
        hints = self.hints()
        focus = self.board.focus_at(state, self.pointer, self.lit, hints)
        key = (drag_state(self.board.drag), focus, self.lit, hints, tuple(lay.bounds), lay.r)
        part, bounds = self._memo.get(model, key, lambda: self._part(state, lay, focus, hints))
        self.bounds = Rect(bounds)
        return part

    def _part(self, state: BorderState, lay: HexLayout, focus: Hashable | None, hints: bool) -> tuple:
        """(part, bounds) for the glows now."""
        board = self.board.rules.board_of(state, state.current)
        drag = self.board.drag
        if drag.active:
            lit = {k[1] for k in drag.legal if k[0] == "space"}
            under = {k[1] for k in drag.legal if k[0] == "space" and drag.target_state(k) == "hover"}
            if focus is not None:
                under.add(focus[1])
            strong = set()
            for sp in under:
                seg = board.segment_of[sp]
                strong |= set(board.segments[seg].spaces) if state.phase != PASSIVE and seg >= 0 else {sp}
            if not hints:
                lit = strong & lit
            # everything the held die cannot reach steps back, so the targets stand out
            part = ((tuple(lay.bounds), lay.r), frozenset(lit), tuple((sp, sp in strong) for sp in lit))
            return part, lay.bounds.inflate(40, 40)
        if not hints:
            return ((tuple(lay.bounds), lay.r), None, ()), Rect(NOWHERE)
        glows = []
        for sp in bits(self.lit):
            if state.phase == PASSIVE:
                on = focus == ("space", sp)
            else:
                on = focus == ("segment", board.segment_of[sp])
            glows.append((sp, on))
        part = ((tuple(lay.bounds), lay.r), None, tuple(glows))
        return part, self._around(lay, [sp for sp, _ in glows])

    @staticmethod
    def _around(lay: HexLayout, spaces: list[int]) -> Rect:
        """Where the glows of ``spaces`` lie (each hexagon with its rings)."""
        if not spaces:
            return Rect(NOWHERE)
        reach = math.ceil(lay.r) + 8
        centres = [lay.centres[sp] for sp in spaces]
        rects = [Rect(round(x) - reach, round(y) - reach, 2 * reach, 2 * reach) for x, y in centres]
        return rects[0].unionall(rects[1:])

    def paint(self, p: Painter, part: Any) -> None:
        if not part:
            return
        lay = self.board.lay
        assert lay is not None
        _lay, veil, glows = part
        if veil is not None:
            self._dim_except(p, lay, veil)
        for sp, strong in glows:
            self.board.hex_glow(p, lay, sp, strong)

    @staticmethod
    def _dim_except(p: Painter, lay: HexLayout, lit: frozenset) -> None:
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
