"""The Border's large board: header, the board with its glows and pending crosses, the scoring strip."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.core.rules import Action
from game.games.border.components import bits
from game.games.border.rules.actions import Complete, Cross, Done, Keep, Roll
from game.games.border.rules.state import PASSIVE, BorderState
from game.games.border.view import seatcard
from game.games.border.view.art import _HEX, _convert, hex_hatch, solid_panel
from game.games.border.view.geom import BOARD_PAPER, HexLayout, hex_points
from game.games.border.view.seatcard import board_part, header_part, strip_part
from game.ui.art import Palette
from game.ui.draw import Painter


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
        self.fx.draw_pending(p, seat, lay)
        self.draw_strip(p, state, seat, self.strip_rect)

    def draw_header(self, p: Painter, state: BorderState, seat: int, rect: pygame.Rect, banner: bool = True) -> None:
        part = header_part(self.brules, state, seat, self.match.seat_name(seat), banner)
        seatcard.draw_header(p, self.brules, part, rect)

    def draw_seat_board(self, p: Painter, state: BorderState, seat: int, lay: HexLayout) -> None:
        seatcard.draw_board(p, self.brules, board_part(self.brules, state, seat, self.hidden_for(seat)), lay)

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
        """The die to set aside (and the row it goes to), the button to press, or the spaces to cross."""
        state: BorderState = self.match.state
        if isinstance(action, Keep):
            return [self.tray.slot_of(state, action.die), self.tray.rows[1 if action.keep else 0]]
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

    # -- the scoring strip ----------------------------------------------------------------------

    def draw_strip(self, p: Painter, state: BorderState, seat: int, rect: pygame.Rect) -> None:
        seatcard.draw_strip(p, self.brules, strip_part(self.brules, state, seat), rect)
