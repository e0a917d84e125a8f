"""The Border's large board: the seat shown large (header, board, crosses being drawn, strip) and
the glows over it (the hover layer: the legal targets, the one under the pointer strongest).

``MainBoard`` owns where the large board lies (its panel, header, ``lay``, strip) and draws it
from the seat's view; what the pointer lights is worked out from the layout's ``lit`` spaces,
never from the legal moves."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

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
from game.ui.drag import DragController
from game.ui.draw import Painter


class MainBoard:
    """See the module docstring."""

    def __init__(self, rules: BorderRules, drag: DragController, fx: Effects):
        self.rules = rules
        self.drag = drag
        self.fx = fx
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.header = pygame.Rect(0, 0, 0, 0)
        self.lay: HexLayout | None = None
        self.strip = pygame.Rect(0, 0, 0, 0)

    def lay_out(self, panel: pygame.Rect, header: pygame.Rect, lay: HexLayout, strip: pygame.Rect) -> None:
        self.panel, self.header, self.lay, self.strip = panel, header, lay, strip

    def draw(self, p: Painter, state: BorderState, seat: int, names: Sequence[str]) -> None:
        lay = self.lay
        assert lay is not None
        rules = self.rules
        solid_panel(p, self.panel, BOARD_PAPER, Palette.panel_edge, 18)
        seatcard.draw_header(p, rules, header_part(rules, state, seat, names[seat], seat == state.current), self.header)
        seatcard.draw_board(p, rules, board_part(rules, state, seat, self.fx.hidden_for(seat)), lay)
        self.fx.draw_pending(p, seat, lay)
        seatcard.draw_strip(p, rules, strip_part(rules, state, seat), self.strip)

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

    def draw_highlights(
        self, p: Painter, state: BorderState, focus: Hashable | None, lit_spaces: int, hints: bool
    ) -> None:
        """The hover layer over the large board: the legal targets glow, the one under the
        pointer (or under the held die) strongest; holding a die, the rest steps back."""
        lay = self.lay
        assert lay is not None
        board = self.rules.board_of(state, state.current)
        drag = self.drag
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
            self._dim_except(p, lay, frozenset(lit))
            for sp in lit:
                self.hex_glow(p, lay, sp, sp in strong)
            return
        if not hints:
            return
        for sp in bits(lit_spaces):
            if state.phase == PASSIVE:
                on = focus == ("space", sp)
            else:
                on = focus == ("segment", board.segment_of[sp])
            self.hex_glow(p, lay, sp, on)

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
