"""Where everything lies on the Glen More table: the track ring with the market inside and its
corners, the turn panel under it, the players' cards and the territory on the right (its boxes:
whose territory, the zoom buttons, the chieftains, the cards), and the pieces on the territory
shown (cubes and clan members, which move with its pan and zoom).  ``GlenLayout`` owns the
rects; the table (table.py) builds it for a model and a board rect, the components read it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.games.glenmore.view.land import CubeRect, land_pieces
from game.ui.pan_zoom import PanZoom

Rect = pygame.Rect

RING_CELL = 112
RING_INSET = 3
LAND_CELL = 150
MARGIN = 14
# Track spaces as (column, row) of a 6 x 5 frame without its corners, clockwise from the top left.
RING = [(1, 0), (2, 0), (3, 0), (4, 0), (5, 1), (5, 2), (5, 3), (4, 4), (3, 4), (2, 4), (1, 4), (0, 3), (0, 2), (0, 1)]
CORNERS = {"deck": (0, 0), "scorings": (5, 0), "removed": (5, 4), "order": (0, 4)}
FIT_W = 100  # the Fit button: room for "Ajustar" at 1280x720
HEAD_TOKEN_W = 52  # a resource and its count beside it, in the territory's heading


@dataclass
class GlenLayout:
    board: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    ring_rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    space_rects: list[Rect] = field(default_factory=list)
    corner_rects: dict[str, Rect] = field(default_factory=dict)
    inner_rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    market_rows: list[Rect] = field(default_factory=list)
    panel_rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    strip_rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    player_rects: list[Rect] = field(default_factory=list)
    land_rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    chief_rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    zoom_rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    head_rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    card_rects: list[tuple[str, Rect]] = field(default_factory=list)
    held_rect: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    fit_w: int = FIT_W
    cube_rects: list[CubeRect] = field(default_factory=list)
    member_rects: dict[tuple[int, int], Rect] = field(default_factory=dict)

    @classmethod
    def build(
        cls,
        board: Rect,
        pan: PanZoom,
        seats: int,
        resources: int,
        cards: Sequence[str],
        fit_w: int,
        title_w: int,
    ) -> GlenLayout:
        """The rects for ``board``: ``seats`` players, ``resources`` kinds, the ``cards`` of the
        territory shown; ``fit_w`` is the Fit button's width and ``title_w`` the width of the
        territory's title ("Ana's territory") as drawn.  Sets ``pan``'s rect."""
        lay = cls(board=Rect(board), fit_w=fit_w)
        b = board
        c = RING_CELL
        lay.ring_rect = ring = Rect(b.x + MARGIN, b.y + MARGIN, 6 * c, 5 * c)

        def square(col: int, row: int) -> Rect:
            return Rect(ring.x + col * c + RING_INSET, ring.y + row * c + RING_INSET, c - 2 * RING_INSET,
                        c - 2 * RING_INSET)

        lay.space_rects = [square(col, row) for col, row in RING]
        lay.corner_rects = {name: square(col, row) for name, (col, row) in CORNERS.items()}
        lay.inner_rect = inner = Rect(ring.x + c + 8, ring.y + c + 6, 4 * c - 16, 3 * c - 12)
        row_h = 46
        top = inner.y + 40
        lay.market_rows = [Rect(inner.x + 6, top + i * row_h, inner.w - 12, row_h - 6) for i in range(resources)]
        lay.panel_rect = Rect(ring.x, ring.bottom + 12, ring.w, b.bottom - MARGIN - ring.bottom - 12)
        right = ring.right + 16
        lay.strip_rect = strip = Rect(right, b.y + MARGIN, b.right - MARGIN - right, 118)
        gap = 8
        w = (strip.w - gap * (seats - 1)) // seats
        lay.player_rects = [Rect(strip.x + i * (w + gap), strip.y, w, strip.h) for i in range(seats)]
        lay.land_rect = Rect(right, strip.bottom + 8, strip.w, b.bottom - MARGIN - strip.bottom - 8)
        pan.set_rect(lay.land_rect.inflate(-8, -8))
        pr = pan.rect
        lay.chief_rect = Rect(pr.x + 10, pr.bottom - 122, 206, 112)
        lay.zoom_rect = Rect(pr.right - 10 - 120 - fit_w, pr.y + 10, 120 + fit_w, 48)
        lay.head_rect = lay._head_rect(pr, title_w, resources)
        lay.card_rects = [(card, Rect(pr.right - 224, pr.y + 68 + i * 46, 214, 40)) for i, card in enumerate(cards)]
        lay.held_rect = Rect(lay.panel_rect.x + 22, lay.panel_rect.y + 128, 150, 150)
        return lay

    def _head_rect(self, pr: Rect, title: int, resources: int) -> Rect:
        """Whose territory and what it holds, left of the zoom buttons: on one line when the
        name and every resource fit there, else on two (issue 21: with the log open, grain was
        cut off)."""
        tokens = resources * HEAD_TOKEN_W
        room = self.zoom_rect.x - 10 - (pr.x + 10)
        if 46 + title + 14 + tokens <= room:
            return Rect(pr.x + 10, pr.y + 10, 46 + title + 14 + tokens, 48)
        return Rect(pr.x + 10, pr.y + 10, min(room, max(46 + title + 12, tokens + 20)), 86)

    def overlays(self) -> list[Rect]:
        """The boxes drawn over the territory."""
        return [self.head_rect, self.zoom_rect, self.chief_rect] + [r for _, r in self.card_rects]

    def place_pieces(self, pan: PanZoom, state, seat: int, resources: Sequence[str]) -> None:
        """Where the cubes and clan members of ``seat``'s territory sit now (after a pan or zoom too)."""
        self.cube_rects, self.member_rects = land_pieces(pan, state, seat, resources)

    def market_button(self, r: int) -> Rect:
        """The "Sell for" button of market row ``r``."""
        row = self.market_rows[r]
        return Rect(row.right - 132, row.y + 2, 132, row.h - 4)
